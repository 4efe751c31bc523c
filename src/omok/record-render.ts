/**
 * Text for replayed game records: the one-line verdict, and the `--explain` board with the move
 * numbers, the decisive move and the winning line marked. Pure, coloured through a `Palette`.
 */
import { type Lang, type Message, msg, render, text } from '../i18n/index.js';
import { BLACK, type Color, type Point } from './board.js';
import type { Decisive } from './game.js';
import { type Direction, pointsOf } from './lines.js';
import { coordinateName, type Replay } from './record.js';
import {
  colorMessage,
  directionMessage,
  joinMessages,
  lineMessage,
  type Palette,
  PLAIN,
  ruleMessages,
} from './render.js';
import type { Rule } from './rules.js';

/** A point for people as a message: `h8, at 8 8` (the gomoku coordinate, then row and column). */
export function pointMessage(point: Point, size: number): Message {
  const name = coordinateName(point, size);
  const at = { row: point.row + 1, col: point.col + 1 };
  return name === undefined ? msg('omok.point.at', at) : msg('omok.point.named', { name, ...at });
}

/** A point for people: `h8, at 8 8` (the gomoku coordinate, then row and column from 1). */
export function describePoint(point: Point, size: number, lang: Lang = 'en'): string {
  return render(lang, pointMessage(point, size));
}

/**
 * The verdict of a replay in one line: the decisive move, who won and why, and the winning line;
 * or that nobody has won.
 */
export function describeReplay(replay: Replay, lang: Lang = 'en'): string {
  return render(lang, replayMessage(replay));
}

/** The verdict of a replay as a message (see `describeReplay`). */
export function replayMessage(replay: Replay): Message {
  const { decisive, game } = replay;
  if (decisive === null) return msg('omok.replay.none', { moves: replay.moves });
  const mover = colorMessage(decisive.color);
  const head = msg('omok.replay.head', {
    move: decisive.move,
    color: mover,
    point: pointMessage(decisive.at, game.size),
  });
  if (decisive.reason === 'five') {
    return msg('omok.replay.five', { head, color: mover, line: lineMessage(decisive.lines[0]!) });
  }
  return msg('omok.replay.forbidden', {
    head,
    why: forbiddenMoveMessage(decisive),
    winner: colorMessage(decisive.winner),
  });
}

/** Why black's decisive move is forbidden: `a double-three (threes horizontal and vertical)`. */
function forbiddenMoveMessage(decisive: Decisive): Message {
  switch (decisive.reason) {
    case 'overline':
      return msg('omok.replay.overline', { line: lineMessage(decisive.lines[0]!) });
    case 'double-four':
      return msg('omok.replay.double-four', { shapes: shapes('four', decisive.directions) });
    case 'double-three':
      return msg('omok.replay.double-three', { shapes: shapes('three', decisive.directions) });
    case 'five':
      return msg('omok.engine.decided.five');
  }
}

/** `fours horizontal and vertical`, or `two fours on one line, horizontal` when both lie on one. */
function shapes(shape: 'four' | 'three', directions: readonly Direction[]): Message {
  const distinct = [...new Set(directions)];
  if (distinct.length === 1 && directions.length === 2) {
    const direction = directionMessage(distinct[0]!);
    return shape === 'four'
      ? msg('omok.shapes.fours.one-line', { direction })
      : msg('omok.shapes.threes.one-line', { direction });
  }
  const names = joinMessages(distinct.map(directionMessage), msg('omok.list.and'));
  return shape === 'four'
    ? msg('omok.shapes.fours', { directions: names })
    : msg('omok.shapes.threes', { directions: names });
}

/**
 * The `--explain` text: the verdict, the rule and how much of the record was replayed, and the
 * board with each stone's move number (odd black, even white), the decisive move in `[ ]` and the
 * rest of its winning line (or overline) in `( )`.
 */
export function explainReplay(
  replay: Replay,
  rule: Rule,
  palette: Palette = PLAIN,
  lang: Lang = 'en',
): string {
  const { game, decisive } = replay;
  const n = game.size;
  const played = game.moves;
  let out = `${describeReplay(replay, lang)}\n\n`;
  out += `${text(lang, 'omok.explain.rule', { ...ruleMessages(rule), size: n })}\n`;
  out += text(lang, 'omok.replay.moves', { moves: replay.moves, played });
  out +=
    replay.ignored > 0
      ? `${text(lang, 'omok.replay.ignored', { ignored: replay.ignored })}\n`
      : '\n';

  const marked = new Set<number>();
  for (const line of decisive?.lines ?? []) {
    for (const { row, col } of pointsOf(line)) marked.add(row * n + col);
  }
  const decisiveAt = decisive === null ? -1 : decisive.at.row * n + decisive.at.col;
  // Every column is `width` characters, the units digit of a number under its column's.
  const digits = String(Math.max(n, played)).length;
  const width = digits + 2;
  const cell = (inner: string, close = ' ') => `${inner.padStart(width - 1)}${close}`;
  const labels = String(n).length;
  const header = Array.from({ length: n }, (_, col) => cell(String(col + 1))).join('');
  const rows = [`${''.padStart(labels)} ${palette.dim(header.trimEnd())}`];
  for (let row = 0; row < n; row++) {
    let line = '';
    for (let col = 0; col < n; col++) {
      const number = game.moveAt(row, col);
      const index = row * n + col;
      if (number === 0) {
        line += palette.dim(cell('.'));
      } else if (index === decisiveAt) {
        line += palette.mark(cell(`[${number}`, ']'));
      } else if (marked.has(index)) {
        line += palette.mark(cell(`(${number}`, ')'));
      } else {
        const color: Color = number % 2 === 1 ? BLACK : 2;
        const paint = color === BLACK ? palette.black : palette.white;
        line += paint(cell(String(number)));
      }
    }
    rows.push(`${palette.dim(String(row + 1).padStart(labels))} ${line.trimEnd()}`);
  }
  out += `${rows.join('\n')}\n`;
  out += text(lang, 'omok.replay.legend');
  if (decisive !== null) {
    out += text(lang, 'omok.replay.legend.decisive');
    if (decisive.lines.length > 0) {
      out += text(
        lang,
        decisive.reason === 'five' ? 'omok.replay.legend.five' : 'omok.replay.legend.overline',
      );
    }
  }
  return `${out}\n`;
}
