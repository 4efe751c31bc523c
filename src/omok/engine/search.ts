/**
 * The move search: first a forced win by fours (VCF), then by threes (VCT); then, when the
 * opponent would have such a win were it to move, only the moves that stop it; then an
 * alpha-beta search (principal variation search) with iterative deepening, a transposition table
 * keyed by the Zobrist hash, and moves ordered by their threats (evaluate.ts), all within a time
 * budget.
 * The answer is the best move of the deepest search completed; a search cut short by the clock
 * still gives the move of the last finished depth.
 */
import { BLACK, type Color, opponent } from '../board.js';
import {
  evaluate,
  fillCandidates,
  MoveList,
  MUST_BLOCK,
  NO_MOVE,
  ONLY_FIVE,
  pointWorth,
  TIER_WINNING_FOUR,
  tierOf,
} from './evaluate.js';
import { CELL_EMPTY, type Position } from './position.js';
import { findVcf, findVct } from './threats.js';

/** The score of a won position, less the plies to the win. */
export const WIN_SCORE = 1_000_000;
const WIN_BOUND = WIN_SCORE - 1000;

/** How a search is limited. */
export interface SearchLimits {
  /** Milliseconds the whole search may take (default 1000). */
  readonly timeMs?: number;
  /** Deepest alpha-beta iteration (default 20 plies). */
  readonly maxDepth?: number;
  /** Whether to look for forced wins first (default true). */
  readonly threats?: boolean;
  /** Moves searched at each inner node, best first (default 12). */
  readonly width?: number;
}

/** A forced win found by the threat search. */
export interface ForcedWin {
  readonly kind: 'vcf' | 'vct';
  /** The winning line, the side to move first, alternating (grid indexes). */
  readonly line: readonly number[];
}

/** What the search found. */
export interface SearchResult {
  /** The move to play (grid index), or -1 when there is no legal move. */
  readonly move: number;
  /** The evaluation for the side to move: positive is good; ±(`WIN_SCORE` - plies) when decided. */
  readonly score: number;
  /** The principal variation, the move first (grid indexes). */
  readonly pv: readonly number[];
  /** The deepest alpha-beta iteration completed (0 for a forced or only move). */
  readonly depth: number;
  /** Positions visited. */
  readonly nodes: number;
  /** The forced win, when the threat search found one. */
  readonly forced: ForcedWin | null;
}

/** The time now in milliseconds (monotonic; in Node and in workers). */
function now(): number {
  return performance.now();
}

const TIMEOUT = Symbol('timeout');

/** The best move for `color` to play in `pos` (the position is changed and restored). */
export function bestMove(pos: Position, color: Color, limits: SearchLimits = {}): SearchResult {
  const start = now();
  const timeMs = limits.timeMs ?? 1000;
  const deadline = start + timeMs;
  const fallback = anyLegalMove(pos, color);
  const only = (move: number, score: number, nodes = 0): SearchResult => ({
    move,
    score,
    pv: move < 0 ? [] : [move],
    depth: 0,
    nodes,
    forced: null,
  });
  if (fallback < 0) return only(-1, 0);
  if (!hasNearPoint(pos)) {
    const centre = pos.index(pos.size >> 1, pos.size >> 1);
    return only(pos.isLegal(centre, color) ? centre : fallback, 0);
  }
  const moves = new MoveList(pos.points.length);
  const kind = fillCandidates(pos, color, moves);
  if (kind === ONLY_FIVE) return only(moves.at[0]!, WIN_SCORE - 1, 1);
  // Lost whatever we play (the five cannot be blocked), or nothing near the stones is legal.
  if (kind === NO_MOVE || moves.count === 0) return only(fallback, -(WIN_SCORE - 2), 1);
  let nodes = 0;
  if (limits.threats !== false && kind !== MUST_BLOCK) {
    const vcf = findVcf(pos, color, { deadline: start + timeMs * 0.1, nodes: 400_000 });
    nodes += vcf.nodes;
    if (vcf.line !== null && vcf.line.length > 0) return forcedResult('vcf', vcf.line, nodes);
    const vct = findVct(pos, color, { deadline: start + timeMs * 0.25, nodes: 400_000 });
    nodes += vct.nodes;
    if (vct.line !== null && vct.line.length > 0) return forcedResult('vct', vct.line, nodes);
    // Stopping a win by fours matters most and costs little: it may use most of the time.
    nodes += keepDefences(pos, color, moves, start + timeMs * 0.85, start + timeMs * 0.6);
  }
  if (moves.count === 1) return only(moves.at[0]!, 0, nodes + 1);
  const searcher = searcherFor(pos, deadline, limits.width ?? 12);
  let best = { move: moves.at[0]!, score: 0, pv: [moves.at[0]!], depth: 0 };
  const maxDepth = limits.maxDepth ?? 20;
  try {
    for (let depth = 1; depth <= maxDepth; depth++) {
      const result = searcher.root(color, depth, moves, best.move);
      best = { ...result, depth };
      if (Math.abs(result.score) >= WIN_BOUND) break;
      // The next iteration takes several times as long as this one: stop when it cannot finish.
      if (now() - start > timeMs * 0.7) break;
    }
  } catch (error) {
    if (error !== TIMEOUT) throw error;
  }
  return { ...best, nodes: nodes + searcher.nodes, forced: null };
}

/**
 * When the opponent, were it to move, would win by fours (or, failing that, by threes), keeps
 * only the moves after which it no longer would, if there are any: the search below is too
 * shallow to see a long forced line coming. Returns the positions visited.
 */
function keepDefences(
  pos: Position,
  color: Color,
  moves: MoveList,
  vcfDeadline: number,
  vctDeadline: number,
): number {
  const other = opponent(color);
  let nodes = 0;
  for (const [find, deadline] of [
    [findVcf, vcfDeadline],
    [findVct, vctDeadline],
  ] as const) {
    const threat = find(pos, other, { deadline, nodes: 100_000 });
    nodes += threat.nodes;
    if (threat.line === null) continue;
    // Moves after which the opponent's win is refuted (the search ran to its end and found
    // nothing), and those where the search ran out of budget first: better than a sure loss.
    const refuted: number[] = [];
    const unknown: number[] = [];
    const score = new Map<number, number>();
    const consider = (at: number, order: number) => {
      if (score.has(at) || !pos.isLegal(at, color) || performance.now() > deadline) return;
      score.set(at, order);
      pos.put(at, color);
      const after = find(pos, other, { deadline, nodes: 20_000 });
      pos.undo();
      nodes += after.nodes;
      if (after.line === null) (after.complete ? refuted : unknown).push(at);
    };
    // The best moves in order, then every point of the opponent's line.
    for (let i = 0; i < Math.min(moves.count, 24); i++) consider(moves.at[i]!, moves.score[i]!);
    for (const at of threat.line) consider(at, 0);
    const keep = refuted.length > 0 ? refuted : unknown;
    if (keep.length === 0) return nodes;
    moves.count = 0;
    for (const at of keep) moves.push(at, score.get(at)!);
    moves.sort();
  }
  return nodes;
}

function forcedResult(kind: 'vcf' | 'vct', line: readonly number[], nodes: number): SearchResult {
  return {
    move: line[0]!,
    score: WIN_SCORE - line.length,
    pv: line,
    depth: 0,
    nodes,
    forced: { kind, line },
  };
}

function hasNearPoint(pos: Position): boolean {
  for (const at of pos.points) if (pos.cells[at] === CELL_EMPTY && pos.near[at] > 0) return true;
  return false;
}

/** Some legal move for `color`, nearest the centre first, or -1. */
export function anyLegalMove(pos: Position, color: Color): number {
  const centre = pos.size >> 1;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const at of pos.points) {
    if (!pos.isLegal(at, color)) continue;
    const { row, col } = pos.pointOf(at);
    const distance = Math.max(Math.abs(row - centre), Math.abs(col - centre));
    if (distance < bestDistance) {
      best = at;
      bestDistance = distance;
    }
  }
  return best;
}

/** Transposition-table entry kinds. */
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

const TABLE_BITS = 18;
/** Hash keys of white to move. */
const SIDE_LO = 0x5bd1e995 | 0;
const SIDE_HI = 0x27d4eb2d | 0;
const MAX_PLY = 64;

let table: TranspositionTable | undefined;

/** One transposition table for every search (about 5 MB), cleared when the board changes size. */
interface TranspositionTable {
  width: number;
  readonly keyLo: Int32Array;
  readonly keyHi: Int32Array;
  readonly score: Int32Array;
  readonly move: Int32Array;
  readonly depth: Int8Array;
  readonly kind: Uint8Array;
}

function searcherFor(pos: Position, deadline: number, width: number): AlphaBeta {
  const size = 1 << TABLE_BITS;
  table ??= {
    width: 0,
    keyLo: new Int32Array(size),
    keyHi: new Int32Array(size),
    score: new Int32Array(size),
    move: new Int32Array(size),
    depth: new Int8Array(size),
    kind: new Uint8Array(size),
  };
  if (table.width !== pos.width) {
    table.kind.fill(0);
    table.width = pos.width;
  }
  return new AlphaBeta(pos, deadline, width, table);
}

/** Principal variation search over the candidate moves, with a transposition table. */
class AlphaBeta {
  nodes = 0;
  private readonly mask = (1 << TABLE_BITS) - 1;
  private readonly lists: MoveList[] = [];

  constructor(
    private readonly pos: Position,
    private readonly deadline: number,
    private readonly width: number,
    private readonly tt: TranspositionTable,
  ) {
    for (let ply = 0; ply < MAX_PLY; ply++) this.lists.push(new MoveList(pos.points.length));
  }

  root(
    color: Color,
    depth: number,
    moves: MoveList,
    previous: number,
  ): { move: number; score: number; pv: number[] } {
    moves.promote(previous);
    let alpha = -WIN_SCORE - 1;
    const beta = WIN_SCORE + 1;
    let bestMove = moves.at[0]!;
    let bestPv: number[] = [bestMove];
    const limit = Math.min(moves.count, this.width + 8);
    const child: number[] = [];
    for (let i = 0; i < limit; i++) {
      const at = moves.at[i]!;
      this.pos.put(at, color);
      child.length = 0;
      let score: number;
      if (i === 0) score = -this.search(opponent(color), depth - 1, -beta, -alpha, 1, child);
      else {
        score = -this.search(opponent(color), depth - 1, -alpha - 1, -alpha, 1, child);
        if (score > alpha) {
          child.length = 0;
          score = -this.search(opponent(color), depth - 1, -beta, -alpha, 1, child);
        }
      }
      this.pos.undo();
      if (score > alpha) {
        alpha = score;
        bestMove = at;
        bestPv = [at, ...child];
      }
    }
    return { move: bestMove, score: alpha, pv: bestPv };
  }

  /** Negamax with alpha-beta for `color` to move; fills `pv` with the line found. */
  private search(
    color: Color,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    pv: number[],
  ): number {
    const pos = this.pos;
    this.nodes++;
    if ((this.nodes & 63) === 0 && now() > this.deadline) throw TIMEOUT;
    // The move just played won.
    if (pos.winner !== 0) return pos.winner === color ? WIN_SCORE - ply : -(WIN_SCORE - ply);
    const tt = this.tt;
    // The side to move is part of the key: a position given with --turn or BOARD may not follow
    // the parity of its stones.
    const lo = color === BLACK ? pos.hashLo : pos.hashLo ^ SIDE_LO;
    const hi = color === BLACK ? pos.hashHi : pos.hashHi ^ SIDE_HI;
    const slot = lo & this.mask;
    let tableMove = -1;
    if (tt.kind[slot] !== 0 && tt.keyLo[slot] === lo && tt.keyHi[slot] === hi) {
      tableMove = tt.move[slot]!;
      if (tt.depth[slot]! >= depth) {
        const s = tt.score[slot]!;
        const k = tt.kind[slot]!;
        if (k === EXACT || (k === LOWER && s >= beta) || (k === UPPER && s <= alpha)) {
          pv.length = 0;
          if (tableMove >= 0) pv.push(tableMove);
          return s;
        }
      }
    }
    const moves = this.lists[ply]!;
    const kind = fillCandidates(pos, color, moves);
    if (kind === ONLY_FIVE) {
      pv.length = 0;
      pv.push(moves.at[0]!);
      return WIN_SCORE - ply - 1;
    }
    if (kind === NO_MOVE) return -(WIN_SCORE - ply - 2);
    // Nothing near the stones is empty: the board is full there; call it even.
    if (moves.count === 0) return 0;
    // At the horizon a forced block is still played (the fours that force it are searched out).
    if (ply >= MAX_PLY - 1 || (depth <= 0 && kind !== MUST_BLOCK)) {
      return this.horizon(color, moves, kind, ply);
    }

    if (tableMove >= 0 && !moves.promote(tableMove) && pos.isLegal(tableMove, color)) {
      moves.at[moves.count] = moves.at[0]!;
      moves.score[moves.count] = moves.score[0]!;
      moves.count++;
      moves.at[0] = tableMove;
    }
    const limit = Math.min(moves.count, this.width);
    const alpha0 = alpha;
    let best = -WIN_SCORE - 1;
    let bestMove = -1;
    const child: number[] = [];
    // A forced block does not use up depth: the threat it answers is searched to the end.
    const next = kind === MUST_BLOCK ? depth : depth - 1;
    for (let i = 0; i < limit; i++) {
      const at = moves.at[i]!;
      pos.put(at, color);
      let score: number;
      child.length = 0;
      if (i === 0) score = -this.search(opponent(color), next, -beta, -alpha, ply + 1, child);
      else {
        score = -this.search(opponent(color), next, -alpha - 1, -alpha, ply + 1, child);
        if (score > alpha && score < beta) {
          child.length = 0;
          score = -this.search(opponent(color), next, -beta, -alpha, ply + 1, child);
        }
      }
      pos.undo();
      if (score > best) {
        best = score;
        bestMove = at;
        pv.length = 0;
        pv.push(at, ...child);
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    tt.keyLo[slot] = lo;
    tt.keyHi[slot] = hi;
    tt.score[slot] = best;
    tt.move[slot] = bestMove;
    tt.depth[slot] = depth;
    tt.kind[slot] = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    return best;
  }

  /** The static value at the horizon, with the threats that decide the game in two moves. */
  private horizon(color: Color, moves: MoveList, kind: number, ply: number): number {
    const pos = this.pos;
    // A four with two completing points (or two fours) wins when the opponent has no five point.
    if (kind !== MUST_BLOCK) {
      for (let i = 0; i < Math.min(moves.count, 4); i++) {
        const at = moves.at[i]!;
        if (tierOf(pointWorth(pos, at, color)) === TIER_WINNING_FOUR) {
          if (color !== BLACK || !pos.isForbidden(at)) return WIN_SCORE - ply - 3;
        }
      }
    }
    return evaluate(pos, color);
  }
}
