/**
 * The exact Dice Yut solver.
 *
 * Pieces are interchangeable, so what matters after t turns is the multiset of cells the pieces
 * stand on, not which piece is where. The search runs forward turn by turn: layer t holds every
 * multiset reachable after t rolls with the best score that reaches it. What a state can still
 * score depends only on the state and the remaining rolls, so keeping only the best score per
 * state is exact (a dynamic programme over turns). A plain search tries up to 4^10 move sequences;
 * here the layers hold about 1,500 states in all for a typical input.
 *
 * The last roll is never turned into a layer (the largest one): for each state of the layer
 * before, the best last move is simply the legal move with the most points.
 *
 * Speed: a state is its sorted cells packed into one number (exact while size^pieces < 2^53), the
 * layers live in typed arrays that are reused between calls, and merging uses an open-addressing
 * table whose slots are invalidated by a generation stamp instead of being cleared. All of this is
 * internal; the exported functions are pure.
 */
import { type Message, msg } from '../i18n/index.js';
import { assertBoard, assertDiceList, assertPieces } from './arguments.js';
import { assertDice, type Board, type CellId, NO_CELL } from './board.js';
import { moveScratch, stateKey, stateMoves } from './moves.js';
import type { Position } from './rules.js';

/** One turn of a plan, in the words of docs/rules-dice-yut.md. `piece` is 1-based; null when no piece could move. */
export interface PlanStep {
  readonly turn: number;
  readonly die: number;
  readonly piece: number | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly points: number;
  /** Running total after this turn. */
  readonly total: number;
}

/** The largest score and one plan that reaches it. */
export interface Solution {
  readonly score: number;
  readonly plan: readonly PlanStep[];
  /** Where the plan leaves the pieces (piece i at `finalPosition[i]`). */
  readonly finalPosition: readonly CellId[];
}

/**
 * The state graph of one board and piece count, built lazily and shared by every search on it:
 * state ids for the multisets met so far, and for each (state, roll) its successors with the
 * points they score, plus the points of the best single move (for the last roll).
 */
interface StateGraph {
  readonly board: Board;
  readonly pieces: number;
  readonly stride: number;
  readonly idOfKey: Map<number, number>;
  count: number;
  /** Sorted cells of each state: `cells[id * pieces + j]`. */
  cells: Int32Array;
  /** First edge of (state, die) at `[id * stride + die]`; -1 until computed. */
  edgeStart: Int32Array;
  edgeCount: Int32Array;
  /** Points of the best single move of (state, die); 0 when no piece can move. */
  bestMove: Int32Array;
  /** Best total of the last two rolls from (state, d1, d2) at `[(id * stride + d1) * stride + d2]`; -1 until computed. */
  tailTwo: Int32Array;
  /** Edges, four ints each: next state, points, from cell, to cell (NO_CELL for a pass). */
  edges: Int32Array;
  edgeTotal: number;
}

/**
 * The most states one search may meet. A state costs up to a few kilobytes (its edges and
 * memoised values for every roll), so this keeps a search within about a gigabyte. The classic
 * game never comes near it (at most 58,905 multisets of four cells exist); large general games
 * (8 pieces, 30 turns) do, and are refused instead of exhausting memory.
 */
export const MAX_SEARCH_STATES = 1_000_000;

/** Thrown when a game needs more than `MAX_SEARCH_STATES` states: too large to solve exactly here. */
export class SearchTooLargeError extends Error {
  /** A brand instead of `instanceof`, which fails across separately bundled copies. */
  readonly isSearchTooLarge = true;
  /** The message of the catalogue, for any language. */
  readonly text: Message = msg('yut.too-large', {
    limit: MAX_SEARCH_STATES.toLocaleString('en-US'),
  });
  constructor() {
    super(
      `this game is too large to solve exactly: more than ${MAX_SEARCH_STATES.toLocaleString('en')} positions (use fewer pieces, turns or faces)`,
    );
    this.name = 'SearchTooLargeError';
  }
}

/** True for a `SearchTooLargeError` from any bundle. */
export function isSearchTooLarge(error: unknown): error is SearchTooLargeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isSearchTooLarge?: unknown }).isSearchTooLarge === true
  );
}

const graphs = new WeakMap<Board, Map<number, StateGraph>>();

function newGraph(board: Board, pieces: number): StateGraph {
  const stride = board.maxFace + 1;
  const capacity = 1024;
  return {
    board,
    pieces,
    stride,
    idOfKey: new Map(),
    count: 0,
    cells: new Int32Array(capacity * pieces),
    edgeStart: new Int32Array(capacity * stride).fill(-1),
    edgeCount: new Int32Array(capacity * stride),
    bestMove: new Int32Array(capacity * stride),
    tailTwo: new Int32Array(capacity * stride * stride).fill(-1),
    edges: new Int32Array(capacity * 16),
    edgeTotal: 0,
  };
}

/** Options of the exact search. */
export interface SearchOptions {
  /**
   * Told of the search's progress, a turn at a time (`done` of `total` turns; for a progress bar
   * on a large game). Called synchronously; the search does no I/O.
   */
  readonly onProgress?: (done: number, total: number) => void;
}

function graphFor(board: Board, pieces: number): StateGraph {
  let graph = graphs.get(board)?.get(pieces);
  // States of earlier searches are kept to be shared; past half the limit they are dropped, so
  // that a new search always has room for its own.
  if (graph === undefined || graph.count > MAX_SEARCH_STATES / 2) graph = freshGraph(board, pieces);
  return graph;
}

/** A new, empty graph for `board` and `pieces`, replacing the shared one. */
function freshGraph(board: Board, pieces: number): StateGraph {
  const graph = newGraph(board, pieces);
  const byPieces = graphs.get(board) ?? new Map<number, StateGraph>();
  graphs.set(board, byPieces);
  byPieces.set(pieces, graph);
  return graph;
}

function grown(array: Int32Array, size: number, fill = 0): Int32Array {
  if (array.length >= size) return array;
  const bigger = new Int32Array(Math.max(size, array.length * 2)).fill(fill);
  bigger.set(array);
  return bigger;
}

/** The id of the state with the sorted cells at `sortedCells[base]`, added to the graph when new. */
function stateId(graph: StateGraph, sortedCells: ArrayLike<number>, base = 0): number {
  const { pieces, board } = graph;
  const key = stateKey(board.size, sortedCells, base, pieces);
  const known = graph.idOfKey.get(key);
  if (known !== undefined) return known;
  if (graph.count >= MAX_SEARCH_STATES) throw new SearchTooLargeError();
  const id = graph.count++;
  graph.idOfKey.set(key, id);
  graph.cells = grown(graph.cells, graph.count * pieces);
  graph.edgeStart = grown(graph.edgeStart, graph.count * graph.stride, -1);
  graph.edgeCount = grown(graph.edgeCount, graph.count * graph.stride);
  graph.bestMove = grown(graph.bestMove, graph.count * graph.stride);
  graph.tailTwo = grown(graph.tailTwo, graph.count * graph.stride * graph.stride, -1);
  for (let j = 0; j < pieces; j++) graph.cells[id * pieces + j] = sortedCells[base + j]!;
  return id;
}

function addEdge(graph: StateGraph, next: number, points: number, from: CellId, to: CellId): void {
  graph.edges = grown(graph.edges, (graph.edgeTotal + 1) * 4);
  const at = graph.edgeTotal++ * 4;
  graph.edges[at] = next;
  graph.edges[at + 1] = points;
  graph.edges[at + 2] = from;
  graph.edges[at + 3] = to;
}

/**
 * Computes the moves of state `id` for roll `die` (moves.ts): one edge per move, or a single pass
 * edge scoring nothing when no piece can move.
 */
function expand(graph: StateGraph, id: number, die: number): void {
  const { board, pieces, stride } = graph;
  // Written without allocations or callbacks: a one-shot command runs this before the JIT warms up.
  if (expandScratch.pieces !== pieces) expandScratch = moveScratch(pieces);
  const scratch = expandScratch;
  const moves = stateMoves(board, graph.cells, id * pieces, die, scratch);
  const first = graph.edgeTotal;
  let best = 0;
  for (let k = 0; k < moves; k++) {
    const to = scratch.to[k]!;
    const points = board.numbers[to]!;
    // stateId may replace graph.cells by a larger copy; the moves are in the scratch.
    const target = stateId(graph, scratch.next, k * pieces);
    addEdge(graph, target, points, scratch.from[k]!, to);
    if (points > best) best = points;
  }
  if (moves === 0) addEdge(graph, id, 0, NO_CELL, NO_CELL);
  graph.edgeStart[id * stride + die] = first;
  graph.edgeCount[id * stride + die] = graph.edgeTotal - first;
  graph.bestMove[id * stride + die] = best;
}

let expandScratch = moveScratch(4);

/** The best total of the last two rolls `d1`, `d2` from state `id` (memoised in the graph). */
function tailTwo(graph: StateGraph, id: number, d1: number, d2: number): number {
  const { stride } = graph;
  const at = (id * stride + d1) * stride + d2;
  const known = graph.tailTwo[at]!;
  if (known !== -1) return known;
  const first = id * stride + d1;
  if (graph.edgeStart[first] === -1) expand(graph, id, d1);
  let best = 0;
  const start = graph.edgeStart[first]!;
  for (let edge = start; edge < start + graph.edgeCount[first]!; edge++) {
    const target = graph.edges[edge * 4]!;
    if (graph.edgeStart[target * stride + d2] === -1) expand(graph, target, d2);
    best = Math.max(best, graph.edges[edge * 4 + 1]! + graph.bestMove[target * stride + d2]!);
  }
  graph.tailTwo[at] = best;
  return best;
}

/** One layer of the search: states (ids) with their best score and how it was reached. */
interface Layer {
  count: number;
  state: Int32Array;
  score: Int32Array;
  parent: Int32Array;
  edge: Int32Array;
}

function newLayer(capacity: number): Layer {
  return {
    count: 0,
    state: new Int32Array(capacity),
    score: new Int32Array(capacity),
    parent: new Int32Array(capacity),
    edge: new Int32Array(capacity),
  };
}

/** Reused storage: a layer per turn, and per state id the stamp and slot of the layer being built. */
const work = {
  layers: [] as Layer[],
  stampOf: new Int32Array(1024) as Int32Array,
  slotOf: new Int32Array(1024) as Int32Array,
  stamp: 0,
};

function layerFor(turn: number, capacity: number): Layer {
  let layer = work.layers[turn];
  if (layer === undefined || layer.state.length < capacity) {
    layer = newLayer(Math.max(capacity, 2 * (layer?.state.length ?? 128)));
    work.layers[turn] = layer;
  }
  layer.count = 0;
  return layer;
}

/** The result of a search: the best score and the last move that reaches it. */
interface SearchResult {
  score: number;
  /** Slot, in the layer before the last roll, of the state the best last move starts from. */
  lastSlot: number;
  /** How many of the last rolls were resolved from memoised values (1 or 2; 0 with no rolls). */
  tail: number;
}

/** Checks the search's limits: packed states must stay exact doubles. */
function assertSearchable(board: Board, pieces: number): void {
  if (pieces < 1 || board.size ** pieces >= 2 ** 53) {
    throw new Error(`cannot search ${pieces} pieces on a board of ${board.size} cells`);
  }
}

/**
 * Runs the layered search from `startCells` (any order) over `dice`. Layers 0..dice.length-1 stay
 * in `work.layers` for plan reconstruction.
 */
function search(
  graph: StateGraph,
  startCells: readonly CellId[],
  dice: readonly number[],
  onProgress?: (done: number, total: number) => void,
): SearchResult {
  const { stride } = graph;
  const turns = dice.length;
  let layer = layerFor(0, 1);
  layer.state[0] = stateId(
    graph,
    startCells.slice().sort((a, b) => a - b),
  );
  layer.score[0] = 0;
  layer.parent[0] = -1;
  layer.edge[0] = -1;
  layer.count = 1;
  if (turns === 0) return { score: 0, lastSlot: -1, tail: 0 };

  // The last rolls are never made layers (they are the largest): with two or more rolls, the
  // best value of the last two is memoised per state; with one, the best single move is.
  const tail = turns >= 2 ? 2 : 1;
  for (let turn = 0; turn < turns - tail; turn++) {
    onProgress?.(turn, turns);
    const die = dice[turn]!;
    // Each state has at most `pieces` successors (or one pass).
    const next = layerFor(turn + 1, layer.count * graph.pieces);
    if (work.stamp >= 0x3fffffff) {
      work.stampOf.fill(0);
      work.stamp = 0;
    }
    const stamp = ++work.stamp;
    for (let slot = 0; slot < layer.count; slot++) {
      const id = layer.state[slot]!;
      const at = id * stride + die;
      if (graph.edgeStart[at] === -1) expand(graph, id, die);
      if (work.stampOf.length < graph.count) {
        work.stampOf = grown(work.stampOf, graph.count);
        work.slotOf = grown(work.slotOf, graph.count);
      }
      const { edges, edgeStart, edgeCount } = graph;
      const { stampOf, slotOf } = work;
      const score = layer.score[slot]!;
      const first = edgeStart[at]!;
      const last = first + edgeCount[at]!;
      for (let edge = first; edge < last; edge++) {
        const target = edges[edge * 4]!;
        const total = score + edges[edge * 4 + 1]!;
        if (stampOf[target] === stamp) {
          const into = slotOf[target]!;
          if (total > next.score[into]!) {
            next.score[into] = total;
            next.parent[into] = slot;
            next.edge[into] = edge;
          }
        } else {
          stampOf[target] = stamp;
          const into = next.count++;
          slotOf[target] = into;
          next.state[into] = target;
          next.score[into] = total;
          next.parent[into] = slot;
          next.edge[into] = edge;
        }
      }
    }
    layer = next;
  }

  onProgress?.(turns - tail, turns);
  let best = -1;
  let lastSlot = -1;
  for (let slot = 0; slot < layer.count; slot++) {
    const id = layer.state[slot]!;
    let value: number;
    if (tail === 2) {
      value = tailTwo(graph, id, dice[turns - 2]!, dice[turns - 1]!);
    } else {
      const at = id * stride + dice[0]!;
      if (graph.edgeStart[at] === -1) expand(graph, id, dice[0]!);
      value = graph.bestMove[at]!;
    }
    const total = layer.score[slot]! + value;
    if (total > best) {
      best = total;
      lastSlot = slot;
    }
  }
  return { score: best, lastSlot, tail };
}

/**
 * Validates the request (throwing a `RangeError` for a die off the board's die) and searches on
 * the shared state graph. A search that overflows a graph holding earlier searches' states is
 * run again on a graph of its own, so that a game refuses only when it alone needs more than
 * `MAX_SEARCH_STATES` states (as board-reach.ts's `countSearchStates` counts them).
 */
function solve(
  board: Board,
  start: readonly CellId[],
  dice: readonly number[],
  onProgress?: (done: number, total: number) => void,
): { graph: StateGraph; result: SearchResult } {
  assertDice(board, dice);
  assertSearchable(board, start.length);
  let graph = graphFor(board, start.length);
  if (graph.count > 0) {
    try {
      return { graph, result: search(graph, start, dice, onProgress) };
    } catch (error) {
      if (!isSearchTooLarge(error)) throw error;
      graph = freshGraph(board, start.length);
    }
  }
  return { graph, result: search(graph, start, dice, onProgress) };
}

/**
 * How many states the exact search meets for `dice` with `pieces` pieces from the start, alone:
 * what `MAX_SEARCH_STATES` limits (throws a `SearchTooLargeError` past it). For tests and checks.
 */
export function searchStateCount(board: Board, dice: readonly number[], pieces = 4): number {
  assertDice(board, dice);
  assertSearchable(board, pieces);
  const graph = freshGraph(board, pieces);
  search(graph, new Array<CellId>(pieces).fill(board.start), dice);
  return graph.count;
}

/**
 * The largest score that `pieces` pieces, all on the start cell, can make with the known `dice`.
 * Every die must be a whole number from 1 to `board.maxFace` (the faces the board was compiled
 * for): any other throws a `RangeError`, as does a die in `bestScoreFrom` and `bestPlan`.
 */
export function bestScore(
  board: Board,
  dice: readonly number[],
  pieces = 4,
  options: SearchOptions = {},
): number {
  assertBoard(board);
  assertDiceList(dice);
  assertPieces(pieces);
  return solve(board, new Array<CellId>(pieces).fill(board.start), dice, options.onProgress).result
    .score;
}

/**
 * The largest score that can still be made from `position` (labelled or not: order does not
 * matter) with the remaining `dice`. Used to judge a person's choices and by advisors.
 */
export function bestScoreFrom(board: Board, position: Position, dice: readonly number[]): number {
  assertBoard(board);
  assertPosition(board, position);
  assertDiceList(dice);
  return solve(board, position, dice).result.score;
}

/**
 * The largest score and one optimal plan from `position` (default: every piece on the start).
 * Pieces are numbered as in `position`; when several pieces share a cell, the lowest-numbered one
 * is moved.
 */
export function bestPlan(
  board: Board,
  dice: readonly number[],
  position: Position = new Array<CellId>(4).fill(board.start),
  options: SearchOptions = {},
): Solution {
  assertBoard(board);
  assertPosition(board, position);
  assertDiceList(dice);
  const { graph, result } = solve(board, position, dice, options.onProgress);
  const moves = recoverMoves(graph, result, dice);
  const pieces = position.slice();
  const plan: PlanStep[] = [];
  let total = 0;
  moves.forEach(([from, to], turn) => {
    const die = dice[turn]!;
    if (from === NO_CELL) {
      plan.push({ turn: turn + 1, die, piece: null, from: null, to: null, points: 0, total });
      return;
    }
    const piece = pieces.indexOf(from);
    pieces[piece] = to;
    const points = board.numbers[to]!;
    total += points;
    plan.push({
      turn: turn + 1,
      die,
      piece: piece + 1,
      from: board.labels[from]!,
      to: board.labels[to]!,
      points,
      total,
    });
  });
  return { score: result.score, plan, finalPosition: pieces };
}

/** The edge of (state, die) that scores `wanted` in all, counting `then` after it (first such). */
function edgeScoring(
  graph: StateGraph,
  id: number,
  die: number,
  wanted: number,
  then: (target: number) => number,
): number {
  const at = id * graph.stride + die;
  const start = graph.edgeStart[at]!;
  for (let edge = start; edge < start + graph.edgeCount[at]!; edge++) {
    if (graph.edges[edge * 4 + 1]! + then(graph.edges[edge * 4]!) === wanted) return edge;
  }
  throw new Error('no edge reaches the memoised value');
}

/** Follows the parent links back from the best final state: one (from, to) per turn. */
function recoverMoves(
  graph: StateGraph,
  result: SearchResult,
  dice: readonly number[],
): [CellId, CellId][] {
  const turns = dice.length;
  if (turns === 0) return [];
  const { edges, stride } = graph;
  const move = (edge: number): [CellId, CellId] => [edges[edge * 4 + 2]!, edges[edge * 4 + 3]!];
  const layerTurn = turns - result.tail;
  const id = work.layers[layerTurn]!.state[result.lastSlot]!;
  const tailMoves: [CellId, CellId][] = [];
  if (result.tail === 2) {
    const [d1, d2] = [dice[turns - 2]!, dice[turns - 1]!];
    const value = tailTwo(graph, id, d1, d2);
    const first = edgeScoring(
      graph,
      id,
      d1,
      value,
      (target) => graph.bestMove[target * stride + d2]!,
    );
    const middle = edges[first * 4]!;
    const second = edgeScoring(graph, middle, d2, graph.bestMove[middle * stride + d2]!, () => 0);
    tailMoves.push(move(first), move(second));
  } else {
    const die = dice[turns - 1]!;
    tailMoves.push(move(edgeScoring(graph, id, die, graph.bestMove[id * stride + die]!, () => 0)));
  }
  const moves: [CellId, CellId][] = [];
  let slot = result.lastSlot;
  for (let turn = layerTurn; turn >= 1; turn--) {
    const layer = work.layers[turn]!;
    moves.push(move(layer.edge[slot]!));
    slot = layer.parent[slot]!;
  }
  return [...moves.reverse(), ...tailMoves];
}

/** Throws unless `position` is an array of 1 to 8 cells of `board`. */
function assertPosition(board: Board, position: unknown): asserts position is Position {
  if (!Array.isArray(position)) throw new TypeError('position must be an array of cells');
  assertPieces(position.length, 'position.length');
  for (const [i, cell] of position.entries()) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= board.size) {
      throw new RangeError(
        `position[${i}] must be a cell from 0 to ${board.size - 1}, found ${cell}`,
      );
    }
  }
}
