/**
 * Text for people and for the judge: the Baekjoon answer, the board drawn with lines marked, and
 * the explanation of a verdict. Pure: colour comes in through a `Palette` (the command line passes
 * picocolors, tests the plain one), so nothing here knows about terminals.
 */
import { BLACK, type Board, type Color, WHITE } from './board.js';
import type { JudgedLine, Judgement } from './judge.js';
import { type Direction, type Line, pointsOf } from './lines.js';
import { describeRule, type LineKind, type Rule } from './rules.js';

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

/** The colour's name. */
export function colorName(color: Color): 'black' | 'white' {
  return color === BLACK ? 'black' : 'white';
}

/** A direction's name for people. */
export function directionName(direction: Direction): string {
  switch (direction) {
    case 'horizontal':
      return 'horizontal';
    case 'vertical':
      return 'vertical';
    case 'falling':
      return 'falling diagonal \\';
    case 'rising':
      return 'rising diagonal /';
  }
}

const LENGTH_NAMES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * A line in words, rows and columns counted from 1 as Baekjoon counts them:
 * `five from 3 2 to 7 6` (from its answer stone to the other end).
 */
export function describeLine(line: Line): string {
  const length = LENGTH_NAMES[line.length] ?? `${line.length} in a row`;
  const { from, to } = line;
  return `${length} from ${from.row + 1} ${from.col + 1} to ${to.row + 1} ${to.col + 1}`;
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
export function describeBrokenPromise(judgement: Judgement): string {
  if (judgement.kind !== 'broken-promise') return '';
  const { winning } = judgement;
  if (judgement.reason === 'both-colors') {
    const named = winning.map((line) => `${colorName(line.color)} ${describeLine(line)}`);
    return `both colours have a winning line: ${named.join('; ')}`;
  }
  const color = colorName(winning[0]!.color);
  return `${color} has ${winning.length} winning lines: ${winning.map(describeLine).join('; ')}`;
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

function kindText(kind: LineKind): string {
  switch (kind) {
    case 'win':
      return 'wins';
    case 'overline':
      return 'overline: forbidden to black, no win';
    case 'no-win':
      return 'no win: only exactly five wins';
  }
}

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
): string {
  const answer = formatAnswer(judgement);
  let marked: readonly Line[] = [];
  let head: string;
  if (judgement.kind === 'winner') {
    marked = [judgement.line];
    head = answer!;
  } else if (judgement.kind === 'broken-promise') {
    marked = judgement.winning;
    head = `no answer: the board breaks the promise: ${describeBrokenPromise(judgement)}\n`;
  } else {
    head = answer!;
  }
  const size = `${board.size} x ${board.size}`;
  let text = `${head}\nrule: ${rule} (${describeRule(rule)}), board ${size}\n`;
  text += renderBoard(board, marked, palette);
  if (marked.length > 0) text += `[ ] marks the winning line${marked.length > 1 ? 's' : ''}\n`;
  return `${text}\n${listLines(BLACK, judgement.lines)}${listLines(WHITE, judgement.lines)}`;
}

function listLines(color: Color, lines: readonly JudgedLine[]): string {
  const own = lines.filter((line) => line.color === color);
  const name = `${colorName(color)} (${color})`;
  if (own.length === 0) return `${name}: no line of five or more\n`;
  if (own.length === 1) return `${name}: ${describeJudgedLine(own[0]!)}\n`;
  return `${name}:\n${own.map((line) => `  ${describeJudgedLine(line)}\n`).join('')}`;
}

function describeJudgedLine(line: JudgedLine): string {
  return `${describeLine(line)}, ${directionName(line.direction)}: ${kindText(line.kind)}`;
}
