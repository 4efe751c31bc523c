/**
 * The states of Dice Yut turn by turn, for the table of every input (all.ts): the multisets of
 * cells reachable after each number of rolls by any rolls, with their moves, and the states each
 * prefix of rolls can reach with its best score. Compressed-sparse-row typed arrays, because the
 * table's inner loops walk them millions of times.
 */
import type { Board } from './board.js';
import { moveScratch, stateMoves } from './moves.js';

/**
 * The states reachable after a number of rolls (by any rolls), with their moves: the moves of
 * state s with roll d are edges `edgeStart[s * faces + d - 1]` to `edgeStart[s * faces + d]`.
 */
export interface StateLayer {
  readonly count: number;
  /** Sorted cells of state s at `cells[s * pieces + j]`. */
  readonly cells: Int32Array;
  readonly edgeStart: Int32Array;
  /** The state each move leads to, as an index into the next layer. */
  readonly edgeTarget: Int32Array;
  readonly edgePoints: Int32Array;
  /** Points of the best single move of (s, d) at `[s * faces + d - 1]`; 0 when no piece can move. */
  readonly bestMove: Int32Array;
}

/**
 * The next layer's states by key (`stateKey`), when every key fits in a table: `id[key]` is the
 * state's number when `layer[key]` is the layer being built, so the table is never cleared.
 */
interface StateIndex {
  readonly layer: Int32Array;
  readonly id: Int32Array;
}

/** Boards with at most this many keys (classic, 4 pieces: 33^4) number their states in a table. */
const MAX_INDEXED_KEYS = 1 << 21;

/**
 * Expands every state of a layer with every roll (moves.ts); when no piece can move, the turn
 * passes and scores nothing (the state stays as it is). Returns the layer with its edges and the
 * states of the next one.
 */
function expandLayer(
  board: Board,
  pieces: number,
  count: number,
  cells: Int32Array,
  withEdges: boolean,
  index: StateIndex | null,
  layerNumber: number,
): { layer: StateLayer; nextCount: number; nextCells: Int32Array } {
  const faces = board.maxFace;
  const { numbers, size } = board;
  const edgeStart = new Int32Array(count * faces + 1);
  const bestMove = new Int32Array(count * faces);
  let edgeTarget = new Int32Array(withEdges ? count * faces * 2 : 0);
  let edgePoints = new Int32Array(edgeTarget.length);
  let edges = 0;
  const idOfKey = new Map<number, number>();
  let nextCells = new Int32Array(withEdges ? count * pieces * 2 : 0);
  let nextCount = 0;
  const scratch = moveScratch(pieces);
  const { to: toOf, next } = scratch;

  const addEdge = (target: number, points: number): void => {
    if (edges === edgeTarget.length) {
      const target2 = new Int32Array(edges * 2 + 16);
      target2.set(edgeTarget);
      edgeTarget = target2;
      const points2 = new Int32Array(edges * 2 + 16);
      points2.set(edgePoints);
      edgePoints = points2;
    }
    edgeTarget[edges] = target;
    edgePoints[edges++] = points;
  };
  const stateOf = (sorted: Int32Array, base: number): number => {
    // The key of moves.ts's stateKey, written out: this loop runs for every edge of the table.
    let key = 0;
    for (let j = 0; j < pieces; j++) key = key * size + sorted[base + j]!;
    let id: number;
    if (index !== null) {
      if (index.layer[key] === layerNumber) return index.id[key]!;
      id = nextCount++;
      index.layer[key] = layerNumber;
      index.id[key] = id;
    } else {
      const known = idOfKey.get(key);
      if (known !== undefined) return known;
      id = nextCount++;
      idOfKey.set(key, id);
    }
    if (nextCells.length < nextCount * pieces) {
      const bigger = new Int32Array(nextCount * pieces * 2);
      bigger.set(nextCells);
      nextCells = bigger;
    }
    for (let j = 0; j < pieces; j++) nextCells[id * pieces + j] = sorted[base + j]!;
    return id;
  };

  for (let s = 0; s < count; s++) {
    const base = s * pieces;
    for (let die = 1; die <= faces; die++) {
      const moves = stateMoves(board, cells, base, die, scratch, withEdges);
      let best = 0;
      if (withEdges) {
        for (let k = 0; k < moves; k++) {
          const points = numbers[toOf[k]!]!;
          if (points > best) best = points;
          addEdge(stateOf(next, k * pieces), points);
        }
        if (moves === 0) addEdge(stateOf(cells, base), 0);
      } else {
        for (let k = 0; k < moves; k++) {
          const points = numbers[toOf[k]!]!;
          if (points > best) best = points;
        }
      }
      bestMove[s * faces + die - 1] = best;
      edgeStart[s * faces + die] = edges;
    }
  }
  return {
    layer: {
      count,
      cells: cells.slice(0, count * pieces),
      edgeStart,
      edgeTarget: edgeTarget.slice(0, edges),
      edgePoints: edgePoints.slice(0, edges),
      bestMove,
    },
    nextCount,
    nextCells,
  };
}

/** The states after each prefix of `split` rolls, with the best score reaching each (forward). */
export function forwardPrefixes(
  layers: readonly StateLayer[],
  split: number,
  faces: number,
): { prefixStart: Int32Array; prefixState: Int32Array; prefixScore: Int32Array } {
  let start = Int32Array.of(0, 1);
  let state = Int32Array.of(0);
  let score = Int32Array.of(0);
  for (let turn = 0; turn < split; turn++) {
    const layer = layers[turn]!;
    const nextLayerCount = layers[turn + 1]!.count;
    const prefixes = start.length - 1;
    const nextStart = new Int32Array(prefixes * faces + 1);
    let nextState = new Int32Array(state.length * 4 + 16);
    let nextScore = new Int32Array(nextState.length);
    // Slot of each next-layer state in the prefix being built; stamped to avoid clearing.
    const slotOf = new Int32Array(nextLayerCount);
    const stampOf = new Int32Array(nextLayerCount).fill(-1);
    let filled = 0;
    for (let prefix = 0; prefix < prefixes; prefix++) {
      for (let die = 1; die <= faces; die++) {
        const child = prefix * faces + die - 1;
        nextStart[child] = filled;
        for (let entry = start[prefix]!; entry < start[prefix + 1]!; entry++) {
          const s = state[entry]!;
          const at = score[entry]!;
          for (
            let edge = layer.edgeStart[s * faces + die - 1]!;
            edge < layer.edgeStart[s * faces + die]!;
            edge++
          ) {
            const target = layer.edgeTarget[edge]!;
            const total = at + layer.edgePoints[edge]!;
            if (stampOf[target] === child) {
              const slot = slotOf[target]!;
              if (total > nextScore[slot]!) nextScore[slot] = total;
              continue;
            }
            if (filled === nextState.length) {
              const bigger = new Int32Array(filled * 2);
              bigger.set(nextState);
              nextState = bigger;
              const biggerScore = new Int32Array(filled * 2);
              biggerScore.set(nextScore);
              nextScore = biggerScore;
            }
            stampOf[target] = child;
            slotOf[target] = filled;
            nextState[filled] = target;
            nextScore[filled++] = total;
          }
        }
      }
    }
    nextStart[prefixes * faces] = filled;
    start = nextStart;
    state = nextState.slice(0, filled);
    score = nextScore.slice(0, filled);
  }
  return { prefixStart: start, prefixState: state, prefixScore: score };
}

/**
 * The layers after 0..turns-1 rolls, from every piece on the start cell. The last one has only its
 * best single moves: the states after the last roll are never needed.
 */
export function buildStateLayers(board: Board, turns: number, pieces: number): StateLayer[] {
  const layers: StateLayer[] = [];
  const keys = board.size ** pieces;
  const index =
    keys <= MAX_INDEXED_KEYS ? { layer: new Int32Array(keys), id: new Int32Array(keys) } : null;
  let count = 1;
  let cells: Int32Array = new Int32Array(pieces).fill(board.start);
  for (let turn = 0; turn < turns; turn++) {
    const expanded = expandLayer(board, pieces, count, cells, turn < turns - 1, index, turn + 1);
    layers.push(expanded.layer);
    count = expanded.nextCount;
    cells = expanded.nextCells;
  }
  return layers;
}
