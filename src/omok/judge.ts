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
 * Judges `board` under `rule` (default `standard`, Baekjoon's).
 *
 * Reads the lines straight from the scanner's numbers (`scannedLines`) and makes objects only for
 * what the verdict holds: judging a batch, most boards allocate nothing or one small verdict.
 */
export function judge(board: Board, rule: Rule = DEFAULT_RULE): Judgement {
  const count = scanLines(board, FIVE);
  if (count === 0) return NOBODY;
  const found = scannedLines();
  const lines: JudgedLine[] = [];
  let wins = 0;
  for (let i = 0; i < count; i++) {
    const at = i * SCANNED.fields;
    const color = found[at + SCANNED.color] as Color;
    const length = found[at + SCANNED.length]!;
    const kind = classifyLine(rule, color, length);
    if (kind === 'win') wins++;
    lines.push({
      color,
      direction: DIRECTIONS[found[at + SCANNED.direction]!]!,
      from: { row: found[at + SCANNED.fromRow]!, col: found[at + SCANNED.fromCol]! },
      to: { row: found[at + SCANNED.toRow]!, col: found[at + SCANNED.toCol]! },
      length,
      kind,
    });
  }
  if (lines.length > 1) lines.sort(compareLines);
  if (wins === 0) return { kind: 'no-winner', lines };
  if (wins === 1) {
    const line = lines.find((candidate) => candidate.kind === 'win')!;
    return { kind: 'winner', color: line.color, line, at: leftmostStone(line), lines };
  }
  const winning = lines.filter((line) => line.kind === 'win');
  const first = winning[0]!;
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
 * every stone is equally far left, the topmost (omok.md). On a rising diagonal the leftmost stone
 * is the lowest.
 */
export function leftmostStone(line: Line): Point {
  const { from, to } = line;
  if (from.col !== to.col) return from.col < to.col ? from : to;
  return from.row <= to.row ? from : to;
}
