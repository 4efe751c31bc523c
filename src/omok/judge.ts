/**
 * The judge: who has won on a board under a rule, and the stone Baekjoon 2615 answers with.
 *
 * The problem promises that at most one winning line exists. A judge for real inputs cannot rely
 * on that, so a board with winning lines for both colours, or two for one colour, is reported as a
 * broken promise with every winning line, never answered with an arbitrary one of them.
 */
import type { Board, Color, Point } from './board.js';
import {
  compareLines,
  DIRECTIONS,
  FIVE,
  type Line,
  SCANNED,
  scanLines,
  scannedLines,
} from './lines.js';
import { classifyLine, DEFAULT_RULE, type LineKind, type Rule } from './rules.js';

/** A line of five or more, with what the rule makes of it. */
export interface JudgedLine extends Line {
  readonly kind: LineKind;
}

/**
 * The verdict on a board. Every kind carries `lines`: every line of five or more on the board,
 * winning or not (a six under `standard`, a black overline under `renju`), in `findLines` order.
 * - `no-winner`: no line wins.
 * - `winner`: exactly one line wins; `at` is its answer stone (`leftmostStone`).
 * - `broken-promise`: `both-colors` have a winning line, or one colour has `two-lines` (or more);
 *   `winning` lists them all.
 */
export type Judgement =
  | { readonly kind: 'no-winner'; readonly lines: readonly JudgedLine[] }
  | {
      readonly kind: 'winner';
      readonly color: Color;
      readonly line: JudgedLine;
      readonly at: Point;
      readonly lines: readonly JudgedLine[];
    }
  | {
      readonly kind: 'broken-promise';
      readonly reason: 'both-colors' | 'two-lines';
      readonly winning: readonly JudgedLine[];
      readonly lines: readonly JudgedLine[];
    };

// Most boards have no line of five at all; they all share this one verdict.
const NOBODY: Judgement = Object.freeze({ kind: 'no-winner', lines: Object.freeze([]) });

/**
 * Judges `board` under `rule` (default `standard`, Baekjoon's). The lines are read from the
 * scanner's numbers (`scannedLines`), so a board without a line of five allocates nothing.
 */
export function judge(board: Board, rule: Rule = DEFAULT_RULE): Judgement {
  const count = scanLines(board, FIVE);
  if (count === 0) return NOBODY;
  const lines: JudgedLine[] = [];
  for (let i = 0; i < count; i++) lines.push(scannedLine(i, rule));
  if (count > 1) lines.sort(compareLines);
  return verdict(lines);
}

/**
 * Where `answerInto` writes the Baekjoon answer: `kind` as in `Judgement`, and for a `winner`
 * its colour and answer stone (`leftmostStone`, counted from 0); the other fields are left as
 * they were.
 */
export interface AnswerSlot {
  kind: Judgement['kind'];
  color: Color;
  row: number;
  col: number;
}

/** A fresh slot for `answerInto`. */
export function createAnswerSlot(): AnswerSlot {
  return { kind: 'no-winner', color: 1, row: 0, col: 0 };
}

/**
 * What `judge(board, rule)` answers — the kind of verdict, the winner and the answer stone —
 * written into `slot` instead of a new verdict, which makes no object at all: for judging
 * millions of boards, where a verdict's objects would keep the garbage collector busy. Returns
 * the kind; for a broken promise, call `judge` for the lines.
 */
export function answerInto(board: Board, rule: Rule, slot: AnswerSlot): Judgement['kind'] {
  const count = scanLines(board, FIVE);
  const found = scannedLines();
  let wins = 0;
  let winner = 0;
  for (let i = 0; i < count; i++) {
    const at = i * SCANNED.fields;
    if (
      classifyLine(rule, found[at + SCANNED.color] as Color, found[at + SCANNED.length]!) === 'win'
    ) {
      wins++;
      winner = at;
    }
  }
  if (wins === 0) {
    slot.kind = 'no-winner';
  } else if (wins > 1) {
    slot.kind = 'broken-promise';
  } else {
    const fromRow = found[winner + SCANNED.fromRow]!;
    const fromCol = found[winner + SCANNED.fromCol]!;
    const toRow = found[winner + SCANNED.toRow]!;
    const toCol = found[winner + SCANNED.toCol]!;
    const fromIsLeftmost = isFromLeftmost(fromRow, fromCol, toRow, toCol);
    slot.kind = 'winner';
    slot.color = found[winner + SCANNED.color] as Color;
    slot.row = fromIsLeftmost ? fromRow : toRow;
    slot.col = fromIsLeftmost ? fromCol : toCol;
  }
  return slot.kind;
}

/** Line `i` of the last scan, judged under `rule`. */
function scannedLine(i: number, rule: Rule): JudgedLine {
  const found = scannedLines();
  const at = i * SCANNED.fields;
  const color = found[at + SCANNED.color] as Color;
  const length = found[at + SCANNED.length]!;
  return {
    color,
    direction: DIRECTIONS[found[at + SCANNED.direction]!]!,
    from: { row: found[at + SCANNED.fromRow]!, col: found[at + SCANNED.fromCol]! },
    to: { row: found[at + SCANNED.toRow]!, col: found[at + SCANNED.toCol]! },
    length,
    kind: classifyLine(rule, color, length),
  };
}

/** The verdict on a board whose lines of five or more are `lines`, in `findLines` order. */
function verdict(lines: readonly JudgedLine[]): Judgement {
  const winning = lines.filter((line) => line.kind === 'win');
  const first = winning[0];
  if (first === undefined) return { kind: 'no-winner', lines };
  if (winning.length === 1) {
    return { kind: 'winner', color: first.color, line: first, at: leftmostStone(first), lines };
  }
  const bothColors = winning.some((line) => line.color !== first.color);
  return {
    kind: 'broken-promise',
    reason: bothColors ? 'both-colors' : 'two-lines',
    winning,
    lines,
  };
}

/**
 * The stone of `line` that Baekjoon 2615 answers with: the leftmost one; on a vertical line, where
 * every stone is equally far left, the topmost (docs/rules-omok.md). On a rising diagonal the leftmost stone
 * is the lowest.
 */
export function leftmostStone(line: Line): Point {
  const { from, to } = line;
  return isFromLeftmost(from.row, from.col, to.row, to.col) ? from : to;
}

/** True when the stone at one end of a line, `from`, is its answer stone (`leftmostStone`). */
function isFromLeftmost(fromRow: number, fromCol: number, toRow: number, toCol: number): boolean {
  if (fromCol !== toCol) return fromCol < toCol;
  return fromRow <= toRow;
}
