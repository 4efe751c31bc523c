/**
 * Text for people and for the judge: the Baekjoon answer, the board drawn with lines marked, and
 * the explanation of a verdict. Pure: colour comes in through a `Palette` (the command line passes
 * picocolors, tests the plain one), so nothing here knows about terminals.
 */

import { type Code, type Lang, type Message, msg, render, text } from '../i18n/index.js';
import { BLACK, type Board, type Color, WHITE } from './board.js';
import type { JudgedLine, Judgement } from './judge.js';
import { type Direction, type Line, pointsOf } from './lines.js';
import type { LineKind, Rule } from './rules.js';

/** How to colour the parts of a drawing; every function returns its text decorated. */
export interface Palette {
  readonly black: (text: string) => string;
  readonly white: (text: string) => string;
  /** The marked (winning) points. */
  readonly mark: (text: string) => string;
  /** Empty points and labels. */
  readonly dim: (text: string) => string;
}

const same = (text: string): string => text;

/** No colour at all. */
export const PLAIN: Palette = { black: same, white: same, mark: same, dim: same };

/** The symbols of a drawing. */
export const SYMBOLS = { empty: '.', black: 'X', white: 'O' } as const;

/** The colour's name (in English by default: `black`, `white`; Korean 흑, 백). */
export function colorName(color: Color, lang: Lang = 'en'): string {
  return text(lang, color === BLACK ? 'omok.color.1' : 'omok.color.2');
}

/** The colour's name as a message. */
export function colorMessage(color: Color): Message {
  return msg(color === BLACK ? 'omok.color.1' : 'omok.color.2');
}

const DIRECTIONS: Readonly<Record<Direction, Code>> = {
  horizontal: 'omok.dir.horizontal',
  vertical: 'omok.dir.vertical',
  falling: 'omok.dir.falling',
  rising: 'omok.dir.rising',
};

/** A direction's name for people. */
export function directionName(direction: Direction, lang: Lang = 'en'): string {
  return text(lang, DIRECTIONS[direction] as 'omok.dir.horizontal');
}

/** A direction's name as a message. */
export function directionMessage(direction: Direction): Message {
  return msg(DIRECTIONS[direction] as 'omok.dir.horizontal');
}

const LENGTH_NAMES: readonly Code[] = [
  'omok.length.1',
  'omok.length.1',
  'omok.length.2',
  'omok.length.3',
  'omok.length.4',
  'omok.length.5',
  'omok.length.6',
  'omok.length.7',
  'omok.length.8',
  'omok.length.9',
];

/** A line as a message (see `describeLine`). */
export function lineMessage(line: Line): Message {
  const { from, to } = line;
  const length =
    line.length >= 1 && line.length <= 9
      ? msg(LENGTH_NAMES[line.length] as 'omok.length.1')
      : msg('omok.length.many', { count: line.length });
  return msg('omok.line', {
    length,
    fromRow: from.row + 1,
    fromCol: from.col + 1,
    toRow: to.row + 1,
    toCol: to.col + 1,
  });
}

/**
 * A line in words, rows and columns counted from 1 as Baekjoon counts them:
 * `five from 3 2 to 7 6` (from its answer stone to the other end); `3행 2열부터 7행 6열까지 5개`.
 */
export function describeLine(line: Line, lang: Lang = 'en'): string {
  return render(lang, lineMessage(line));
}

/** The rule's own name (`standard`; 표준 룰) and what it makes a win. */
export function ruleMessages(rule: Rule): { name: Message; rule: Message } {
  return { name: msg(`omok.rule-name.${rule}`), rule: msg(`omok.rule.${rule}`) };
}

/**
 * The output of Baekjoon 2615: `0`, or the winner and `row col` of the answer stone, each on its
 * own line. `undefined` for a broken promise, which has no answer.
 */
export function formatAnswer(judgement: Judgement): string | undefined {
  switch (judgement.kind) {
    case 'no-winner':
      return '0\n';
    case 'winner':
      return `${judgement.color}\n${judgement.at.row + 1} ${judgement.at.col + 1}\n`;
    case 'broken-promise':
      return undefined;
  }
}

/** One sentence naming every winning line of a broken promise (empty for other verdicts). */
export function describeBrokenPromise(judgement: Judgement, lang: Lang = 'en'): string {
  const message = brokenPromiseMessage(judgement);
  return message === undefined ? '' : render(lang, message);
}

/** The most winning lines a broken promise's message names one by one. */
const MAX_NAMED_LINES = 10;

/** Why a board breaks the promise, as a message; undefined when it does not. */
export function brokenPromiseMessage(judgement: Judgement): Message | undefined {
  if (judgement.kind !== 'broken-promise') return undefined;
  const { winning } = judgement;
  // A message is one line: the first few lines are named, the rest counted.
  const list = (parts: readonly Message[]): Message => {
    const named = joinMessages(parts.slice(0, MAX_NAMED_LINES), msg('omok.list.separator'));
    if (parts.length <= MAX_NAMED_LINES) return named;
    return msg('omok.list.more', { list: named, more: parts.length - MAX_NAMED_LINES });
  };
  if (judgement.reason === 'both-colors') {
    const named = winning.map((line) =>
      msg('omok.colored-line', { color: colorMessage(line.color), line: lineMessage(line) }),
    );
    return msg('omok.broken.both', { lines: list(named) });
  }
  return msg('omok.broken.twice', {
    color: colorMessage(winning[0]!.color),
    count: winning.length,
    lines: list(winning.map(lineMessage)),
  });
}

/**
 * The board drawn as text, one row per line under a header of column numbers, rows and columns
 * numbered from 1; the points of the `marked` lines are bracketed: `[X]`.
 */
export function renderBoard(
  board: Board,
  marked: readonly Line[] = [],
  palette: Palette = PLAIN,
): string {
  const n = board.size;
  const isMarked = new Uint8Array(n * n);
  for (const line of marked) {
    for (const { row, col } of pointsOf(line)) isMarked[row * n + col] = 1;
  }
  // Every column takes `width` characters with its symbol under the units digit of its number.
  const digits = String(n).length;
  const width = Math.max(2, digits) + 1;
  const label = (text: string): string => text.padStart(digits);
  const header = Array.from({ length: n }, (_, col) =>
    `${String(col + 1).padStart(width - 1)} `.slice(0, width),
  ).join('');
  const out = [`${label('')} ${palette.dim(header.trimEnd())}`];
  for (let row = 0; row < n; row++) {
    let text = '';
    for (let col = 0; col < n; col++) {
      const cell = board.cells[row * n + col];
      const pad = ' '.repeat(width - 3);
      if (isMarked[row * n + col] === 1) {
        const symbol = cell === WHITE ? SYMBOLS.white : SYMBOLS.black;
        text += pad + palette.mark(`[${symbol}]`);
      } else if (cell === BLACK) {
        text += `${pad} ${palette.black(SYMBOLS.black)} `;
      } else if (cell === WHITE) {
        text += `${pad} ${palette.white(SYMBOLS.white)} `;
      } else {
        text += `${pad} ${palette.dim(SYMBOLS.empty)} `;
      }
    }
    out.push(`${palette.dim(label(String(row + 1)))} ${text.trimEnd()}`);
  }
  return `${out.join('\n')}\n`;
}

const KINDS: Readonly<Record<LineKind, Code>> = {
  win: 'omok.kind.win',
  overline: 'omok.kind.overline',
  'no-win': 'omok.kind.no-win',
};

/**
 * The `--explain` text: the answer (or why there is none), the rule, the board with the winning
 * line marked (every winning line, for a broken promise), and every line of five or more listed
 * per colour with what the rule makes of it.
 */
export function explainJudgement(
  board: Board,
  judgement: Judgement,
  rule: Rule,
  palette: Palette = PLAIN,
  lang: Lang = 'en',
): string {
  const answer = formatAnswer(judgement);
  let marked: readonly Line[] = [];
  let head: string;
  if (judgement.kind === 'winner') {
    marked = [judgement.line];
    head = answer!;
  } else if (judgement.kind === 'broken-promise') {
    marked = judgement.winning;
    head = `${text(lang, 'omok.explain.no-answer', { why: brokenPromiseMessage(judgement)! })}\n`;
  } else {
    head = answer!;
  }
  let out = `${head}\n${text(lang, 'omok.explain.rule', { ...ruleMessages(rule), size: board.size })}\n`;
  out += renderBoard(board, marked, palette);
  if (marked.length > 0) {
    out += `${text(lang, marked.length > 1 ? 'omok.explain.marks-many' : 'omok.explain.marks-one')}\n`;
  }
  return `${out}\n${listLines(BLACK, judgement.lines, lang)}${listLines(WHITE, judgement.lines, lang)}`;
}

function listLines(color: Color, lines: readonly JudgedLine[], lang: Lang): string {
  const own = lines.filter((line) => line.color === color);
  const name = text(lang, 'omok.color-number', { color: colorMessage(color), number: color });
  if (own.length === 0) return `${text(lang, 'omok.explain.no-line', { who: name })}\n`;
  if (own.length === 1) return `${name}: ${describeJudgedLine(own[0]!, lang)}\n`;
  return `${name}:\n${own.map((line) => `  ${describeJudgedLine(line, lang)}\n`).join('')}`;
}

function describeJudgedLine(line: JudgedLine, lang: Lang): string {
  return text(lang, 'omok.judged-line', {
    line: lineMessage(line),
    direction: directionMessage(line.direction),
    kind: msg(KINDS[line.kind] as 'omok.kind.win'),
  });
}

/** `parts` as one message, `separator` between them (a list in running text). */
export function joinMessages(parts: readonly Message[], separator: Message): Message {
  if (parts.length === 0) return msg('omok.join', { a: '', separator: '', b: '' });
  if (parts.length === 1) return parts[0]!;
  // Halves, so that the nesting grows as the logarithm of the count: a chain one part deep per
  // part overflowed the stack when rendered (a 200 x 200 board with 3,300 winning lines).
  const half = parts.length >> 1;
  return msg('omok.join', {
    a: joinMessages(parts.slice(0, half), separator),
    separator,
    b: joinMessages(parts.slice(half), separator),
  });
}
