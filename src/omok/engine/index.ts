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
import {
  type Candidate,
  checkBoard,
  checkColor,
  Engine,
  type EngineResult,
  type ForcedLine,
} from './engine.js';
import { ThreatProver } from './proof.js';
import { Searcher, TranspositionTable } from './search.js';
import { findVcf, findVct } from './threats.js';

export {
  type Candidate,
  DEFAULT_MEMORY,
  Engine,
  type EngineLimits,
  type EngineOptions,
  type EngineResult,
  type ForcedLine,
  planTime,
  prepareEngine,
  type TimePlan,
} from './engine.js';
export { MAX_ENGINE_SIZE, MIN_ENGINE_SIZE, Position } from './position.js';
export { WIN_SCORE } from './search.js';
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
  /** Deepest alpha-beta iteration (default 40). */
  readonly maxDepth?: number;
  /** Look for forced wins before the alpha-beta search (default true). */
  readonly threats?: boolean;
  /** Moves searched per node (default 12). */
  readonly width?: number;
  /** How many of the best moves get exact scores in `candidates` (default 1). */
  readonly multiPv?: number;
  /**
   * Search a position with one move only (a five to block) for its evaluation (default false:
   * answered at once, evaluation 0 and depth 0).
   */
  readonly scoreOnlyMove?: boolean;
}

/** The transposition table of a one-shot analysis: 8 MB. */
const ANALYSE_MEMORY = 8 << 20;

/**
 * The best move for `toMove` on `board` under `rule`: a fresh `Engine` (nothing carries over
 * from one call to the next). Throws a RangeError or TypeError naming the argument on an unknown
 * rule, a colour other than 1 or 2, or a board size the engine does not play.
 */
export function analyse(
  board: Board,
  rule: Rule,
  toMove: Color,
  options: AnalyseOptions = {},
): Analysis & { readonly candidates: readonly Candidate[] } {
  const start = performance.now();
  checkBoard(board);
  checkColor(toMove);
  const engine = new Engine({ size: board.size, rule, maxMemory: ANALYSE_MEMORY });
  engine.setBoard(board);
  // Building the position counts against the time.
  const timeMs = Math.max(1, (options.timeMs ?? 1000) - (performance.now() - start));
  const result: EngineResult = engine.search({
    toMove,
    timeMs,
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
    ...(options.threats === undefined ? {} : { threats: options.threats }),
    ...(options.width === undefined ? {} : { width: options.width }),
    ...(options.multiPv === undefined ? {} : { multiPv: options.multiPv }),
    ...(options.scoreOnlyMove === undefined ? {} : { scoreOnlyMove: options.scoreOnlyMove }),
  });
  const { elapsedMs: _elapsed, ...analysis } = result;
  return analysis;
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
  checkBoard(board);
  checkColor(toMove);
  const engine = new Engine({ size: board.size, rule, maxMemory: 1 << 16 });
  engine.setBoard(board);
  const pos = engine.current;
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
  // The proof-number search (proof.ts) first: it settles in a fraction of the depth-first
  // search's time the positions without a win (30 s against under one at 20 moves) and the long
  // wins that search cannot reach.
  // First to the full depth in a small budget, then deepened a few moves at a time with all the
  // budget left: a depth limit can make a proof far cheaper (a 25-ply win in 8 s at 10 moves
  // where 20 ran out of positions) or far dearer (one proved in 31,702 positions without a
  // limit, not in 300,000 at 8 or 10 moves). A proof at any depth is the answer; a disproof at
  // the full depth settles it.
  const clock = () => performance.now();
  const searcher = new Searcher(pos, new TranspositionTable(1 << 12), clock);
  const prover = new ThreatProver(pos, searcher, clock);
  const all = limits(6);
  let nodes = vcf.nodes;
  let proof = prover.prove(toMove, { ...all, nodes: Math.min(all.nodes, 100_000) });
  nodes += prover.nodes;
  for (let depth = Math.min(all.depth, 6); proof === 'unknown'; depth += 4) {
    const left = all.nodes - (nodes - vcf.nodes);
    if (left <= 0 || (deadline !== undefined && performance.now() > deadline)) break;
    const found = prover.prove(toMove, { ...all, depth: Math.min(depth, all.depth), nodes: left });
    nodes += prover.nodes;
    if (found === 'proved' || depth >= all.depth) proof = found;
  }
  if (proof === 'disproved') return { win: null, complete: vcf.complete, nodes };
  // A win, or not known: the depth-first search, deepened one move at a time, gives the
  // shortest line, against the defender's longest answers, when it reaches it (for a proved win
  // in as many positions as the prover needed; then the prover's line stands).
  const provedLine = proof === 'proved' ? prover.line() : [];
  const vct = findVct(
    pos,
    toMove,
    provedLine.length === 0
      ? all
      : { ...all, nodes: Math.min(all.nodes, Math.max(10_000, prover.nodes), 200_000) },
  );
  nodes += vct.nodes;
  if (vct.line !== null)
    return { win: { kind: 'vct', line: points(vct.line) }, complete: true, nodes };
  if (provedLine.length > 0)
    return { win: { kind: 'vct', line: points(provedLine) }, complete: true, nodes };
  return { win: null, complete: vcf.complete && vct.complete, nodes };
}
