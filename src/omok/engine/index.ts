/**
 * The Omok engine: an opponent and analyst on top of the core's rules. Pure (no I/O, no DOM), so
 * it runs in a command, a test or a Web Worker alike. Points going in and out are the core's
 * `Point`s (row and column from 0, top left); grid indexes stay inside.
 *
 * - `analyse`: the best move for the side to move within a time budget, its evaluation, the
 *   principal variation and the forced win if one was found (VCF, then VCT, then alpha-beta).
 * - `solve`: a forced win by fours, then by fours and threes, within a depth and node budget.
 * - `sideToMove`: whose turn it is on a board where black moved first.
 */
import { BLACK, type Board, type Color, type Point, WHITE } from '../board.js';
import type { Rule } from '../rules.js';
import { Position } from './position.js';
import { bestMove, WIN_SCORE } from './search.js';
import { findVcf, findVct } from './threats.js';

export { MAX_ENGINE_SIZE, MIN_ENGINE_SIZE, Position } from './position.js';
export { bestMove, type SearchLimits, type SearchResult, WIN_SCORE } from './search.js';
export { findVcf, findVct, type ThreatLimits, type ThreatResult } from './threats.js';

/** The colour to move on `board` when black moved first, or `undefined` when the stone counts
 * cannot come from a game (black must have as many stones as white, or one more). */
export function sideToMove(board: Board): Color | undefined {
  let black = 0;
  let white = 0;
  for (const cell of board.cells) {
    if (cell === BLACK) black++;
    else if (cell === WHITE) white++;
  }
  if (black === white) return BLACK;
  if (black === white + 1) return WHITE;
  return undefined;
}

/** A forced win: how it was found and the line, the winner's move first. */
export interface ForcedLine {
  readonly kind: 'vcf' | 'vct';
  readonly line: readonly Point[];
}

/** What `analyse` found for the side to move. */
export interface Analysis {
  /** The move to play, or `null` when there is no legal move. */
  readonly move: Point | null;
  /** Evaluation for the side to move: positive is good; see `winIn`. */
  readonly score: number;
  /** Plies to a forced win (positive) or loss (negative) the search proved, else `null`. */
  readonly winIn: number | null;
  /** The principal variation, the move first. */
  readonly pv: readonly Point[];
  readonly forced: ForcedLine | null;
  /** The deepest alpha-beta iteration completed (0 when a threat search or an only move decided). */
  readonly depth: number;
  readonly nodes: number;
}

/** Limits of `analyse`. */
export interface AnalyseOptions {
  /** Milliseconds to think (default 1000). */
  readonly timeMs?: number;
  /** Deepest alpha-beta iteration (default 20). */
  readonly maxDepth?: number;
  /** Look for forced wins before the alpha-beta search (default true). */
  readonly threats?: boolean;
  /** Moves searched per node (default 14). */
  readonly width?: number;
}

/** The best move for `toMove` on `board` under `rule`. */
export function analyse(
  board: Board,
  rule: Rule,
  toMove: Color,
  options: AnalyseOptions = {},
): Analysis {
  const start = performance.now();
  const pos = Position.fromBoard(board, rule);
  // The first position of a rule builds its tables (a few hundred milliseconds): that counts.
  const timeMs = Math.max(1, (options.timeMs ?? 1000) - (performance.now() - start));
  const result = bestMove(pos, toMove, { ...options, timeMs });
  const points = (line: readonly number[]) => line.map((at) => pos.pointOf(at));
  const winIn =
    Math.abs(result.score) >= WIN_SCORE - 1000
      ? Math.sign(result.score) * (WIN_SCORE - Math.abs(result.score))
      : null;
  return {
    move: result.move < 0 ? null : pos.pointOf(result.move),
    score: result.score,
    winIn,
    pv: points(result.pv),
    forced:
      result.forced === null
        ? null
        : { kind: result.forced.kind, line: points(result.forced.line) },
    depth: result.depth,
    nodes: result.nodes,
  };
}

/** Limits of `solve`. */
export interface SolveOptions {
  /** Most moves of the winner before the five (default 12 for VCF, 6 for VCT). */
  readonly depth?: number;
  /** Most positions visited per search (default 1,000,000). */
  readonly nodes?: number;
  /** Milliseconds for both searches (default: none). */
  readonly timeMs?: number;
}

/** What `solve` found. */
export interface Solution {
  /** The forced win, or `null`. */
  readonly win: ForcedLine | null;
  /** True when both searches ran to their depth (no win exists within it); false when a budget cut them short. */
  readonly complete: boolean;
  readonly nodes: number;
}

/** A forced win for `toMove` on `board`: by continuous fours first, then by fours and threes. */
export function solve(
  board: Board,
  rule: Rule,
  toMove: Color,
  options: SolveOptions = {},
): Solution {
  const pos = Position.fromBoard(board, rule);
  const deadline = options.timeMs === undefined ? undefined : performance.now() + options.timeMs;
  const limits = (depth: number) => ({
    depth: options.depth ?? depth,
    nodes: options.nodes ?? 1_000_000,
    ...(deadline === undefined ? {} : { deadline }),
  });
  const vcf = findVcf(pos, toMove, limits(12));
  const points = (line: readonly number[]) => line.map((at) => pos.pointOf(at));
  if (vcf.line !== null)
    return { win: { kind: 'vcf', line: points(vcf.line) }, complete: true, nodes: vcf.nodes };
  const vct = findVct(pos, toMove, limits(6));
  const nodes = vcf.nodes + vct.nodes;
  if (vct.line !== null)
    return { win: { kind: 'vct', line: points(vct.line) }, complete: true, nodes };
  return { win: null, complete: vcf.complete && vct.complete, nodes };
}
