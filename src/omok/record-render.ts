/**
 * Text for replayed game records: the one-line verdict, and the `--explain` board with the move
 * numbers, the decisive move and the winning line marked. Pure, coloured through a `Palette`.
 */
import { BLACK, type Color, type Point } from './board.js';
import type { Decisive } from './game.js';
import { type Direction, pointsOf } from './lines.js';
import { coordinateName, type Replay } from './record.js';
import { colorName, describeLine, directionName, type Palette, PLAIN } from './render.js';
import { describeRule, type Rule } from './rules.js';

/** A point for people: `h8, at 8 8` (the gomoku coordinate, then row and column from 1). */
export function describePoint(point: Point, size: number): string {
  const name = coordinateName(point, size);
  const at = `at ${point.row + 1} ${point.col + 1}`;
  return name === undefined ? at : `${name}, ${at}`;
}

/**
 * The verdict of a replay in one line: the decisive move, who won and why, and the winning line;
 * or that nobody has won.
 */
export function describeReplay(replay: Replay): string {
  const { decisive, game } = replay;
  if (decisive === null) {
    const moves = `${replay.moves} move${replay.moves === 1 ? '' : 's'}`;
    return `no winner after ${moves}`;
  }
  const mover = colorName(decisive.color);
  const head = `move ${decisive.move} (${mover} ${describePoint(decisive.at, game.size)})`;
  if (decisive.reason === 'five') {
    return `${head}: ${mover} wins with ${describeLine(decisive.lines[0]!)}`;
  }
  return `${head}: ${describeForbiddenMove(decisive)}; ${colorName(decisive.winner)} wins`;
}

/** Why black's decisive move is forbidden: `a double-three (threes horizontal and vertical)`. */
function describeForbiddenMove(decisive: Decisive): string {
  switch (decisive.reason) {
    case 'overline':
      return `an overline (${describeLine(decisive.lines[0]!)}), forbidden to black`;
    case 'double-four':
      return `a double-four (${shapes('four', decisive.directions)}), forbidden to black`;
    case 'double-three':
      return `a double-three (${shapes('three', decisive.directions)}), forbidden to black`;
    case 'five':
      return 'a five';
  }
}

/** `fours horizontal and vertical`, or `two fours horizontal` when both lie on one line. */
function shapes(shape: string, directions: readonly Direction[]): string {
  const names = directions.map((direction) => directionName(direction));
  const distinct = [...new Set(names)];
  if (distinct.length === 1 && names.length === 2) return `two ${shape}s on one line, ${names[0]}`;
  return `${shape}s ${distinct.join(' and ')}`;
}

/**
 * The `--explain` text: the verdict, the rule and how much of the record was replayed, and the
 * board with each stone's move number (odd black, even white), the decisive move in `[ ]` and the
 * rest of its winning line (or overline) in `( )`.
 */
export function explainReplay(replay: Replay, rule: Rule, palette: Palette = PLAIN): string {
  const { game, decisive } = replay;
  const n = game.size;
  const played = game.moves;
  let text = `${describeReplay(replay)}\n\n`;
  text += `rule: ${rule} (${describeRule(rule)}), board ${n} x ${n}\n`;
  text += `moves: ${replay.moves} in the record, ${played} replayed`;
  text += replay.ignored > 0 ? `, ${replay.ignored} after the decisive move ignored\n` : '\n';

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
  text += `${rows.join('\n')}\n`;
  text += 'odd numbers are black stones, even numbers white';
  if (decisive !== null) {
    text += '; [ ] the decisive move';
    if (decisive.lines.length > 0) {
      text += decisive.reason === 'five' ? ', ( ) its winning line' : ', ( ) the overline';
    }
  }
  return `${text}\n`;
}
