/**
 * The space of positions a game can reach whatever the dice: every state (the multiset of the
 * pieces' cells — pieces are interchangeable) reachable from a root position after exactly t turns,
 * for t = 0..turns, with the moves of each state for each roll. The policy (expectimax) and the
 * perfect-foresight mean both sweep it layer by layer.
 *
 * A state may sit in several layers (a turn passes when no piece can move, and a board may have
 * loops), so values are kept per (layer, state), never per state alone.
 *
 * Speed and memory: a state is its sorted cells packed into one number (exact while
 * cells^pieces < 2^53, which the board file check guarantees) and looked up in a Map; moves live in
 * flat typed arrays that grow by doubling. The builder stops with a `SpaceTooLarge` refusal past
 * `maxStates`, so that a game too large to tabulate ends in a clear error, not in exhausted memory.
 */
import type { Board, CellId } from './board.js';
import { moveScratch, stateKey, stateMoves } from './moves.js';

/** The reachable states of a game from one root, by turn, with their moves. Read-only once built. */
export interface StateSpace {
  readonly board: Board;
  readonly pieces: number;
  readonly faces: number;
  /** Number of turns covered: layers 0..turns. */
  readonly turns: number;
  /** Number of distinct states. */
  readonly count: number;
  /** Sorted cells of state `id`: `cells[id * pieces + j]`. */
  readonly cells: Int32Array;
  /** `layers[t]`: the ids of the states reachable after exactly t turns, ascending. */
  readonly layers: readonly Int32Array[];
  /**
   * Moves of (state, roll), for states of layers 0..turns-1: `moveStart[id * faces + roll - 1]` is
   * the first move (-1 when never expanded), `moveCount[...]` how many (0: no piece can move).
   * Moves from cells holding several pieces (start, end) are listed once.
   */
  readonly moveStart: Int32Array;
  readonly moveCount: Uint8Array;
  /** Per move: the state reached and the points scored. */
  readonly moveTarget: Int32Array;
  readonly movePoints: Int32Array;
  /** The id of the state with these cells (any order), if it is in the space. */
  readonly idOf: (cells: readonly CellId[]) => number | undefined;
}

/** Thrown (and caught by the callers in this folder) when the space outgrows `maxStates`. */
export class SpaceTooLarge {
  constructor(readonly limit: number) {}
}

function grown<T extends Int32Array | Uint8Array>(array: T, size: number, fill = 0): T {
  if (array.length >= size) return array;
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(size, array.length * 2),
  );
  if (fill !== 0) bigger.fill(fill);
  bigger.set(array);
  return bigger;
}

/** The build is reported to `onProgress` in this many steps a turn. */
export const SPACE_STEPS_PER_TURN = 100;

/**
 * Builds the space of `turns` turns from `root` (cells of the pieces, any order), with rolls of
 * 1 to `faces` (`board.maxFace` must be at least `faces`). Throws `SpaceTooLarge` past `maxStates`.
 * `onProgress(done, total)` is told how far the build is, in `SPACE_STEPS_PER_TURN` steps a turn
 * (every few thousand states; no I/O here).
 */
export function buildSpace(
  board: Board,
  root: readonly CellId[],
  turns: number,
  faces: number,
  maxStates: number,
  onProgress?: (done: number, total: number) => void,
): StateSpace {
  if (board.maxFace < faces) throw new Error(`board compiled for rolls up to ${board.maxFace}`);
  const pieces = root.length;
  const { size, numbers } = board;
  const idOfKey = new Map<number, number>();
  let count = 0;
  let cells = new Int32Array(1024 * pieces);
  let moveStart = new Int32Array(1024 * faces).fill(-1);
  let moveCount = new Uint8Array(1024 * faces);
  let moveTarget = new Int32Array(4096);
  let movePoints = new Int32Array(4096);
  let moves = 0;

  const add = (sorted: ArrayLike<number>, base: number): number => {
    const key = stateKey(size, sorted, base, pieces);
    const known = idOfKey.get(key);
    if (known !== undefined) return known;
    if (count >= maxStates) throw new SpaceTooLarge(maxStates);
    const id = count++;
    idOfKey.set(key, id);
    cells = grown(cells, count * pieces);
    moveStart = grown(moveStart, count * faces, -1);
    moveCount = grown(moveCount, count * faces);
    for (let j = 0; j < pieces; j++) cells[id * pieces + j] = sorted[base + j]!;
    return id;
  };

  // Expansion runs millions of times on large games, so it allocates nothing.
  const scratch = moveScratch(pieces);
  /** The moves of (id, roll) (moves.ts). */
  const expand = (id: number, roll: number): void => {
    const count = stateMoves(board, cells, id * pieces, roll, scratch);
    const first = moves;
    moveTarget = grown(moveTarget, moves + count);
    movePoints = grown(movePoints, moves + count);
    for (let k = 0; k < count; k++) {
      // add may replace `cells` by a larger copy; the moves are in the scratch.
      moveTarget[moves] = add(scratch.next, k * pieces);
      movePoints[moves] = numbers[scratch.to[k]!]!;
      moves++;
    }
    moveStart[id * faces + roll - 1] = first;
    moveCount[id * faces + roll - 1] = moves - first;
  };

  const rootId = add(
    root.slice().sort((a, b) => a - b),
    0,
  );
  const layers: Int32Array[] = [Int32Array.of(rootId)];
  let stampOf = new Int32Array(1024);
  for (let turn = 0; turn < turns; turn++) {
    const layer = layers[turn]!;
    const reached: number[] = [];
    const stamp = turn + 1;
    const reach = (id: number) => {
      stampOf = grown(stampOf, count);
      if (stampOf[id] !== stamp) {
        stampOf[id] = stamp;
        reached.push(id);
      }
    };
    const steps = turns * SPACE_STEPS_PER_TURN;
    onProgress?.(turn * SPACE_STEPS_PER_TURN, steps);
    for (let slot = 0; slot < layer.length; slot++) {
      const id = layer[slot]!;
      if (onProgress !== undefined && (slot & 4095) === 4095) {
        const within = Math.floor((SPACE_STEPS_PER_TURN * slot) / layer.length);
        onProgress(turn * SPACE_STEPS_PER_TURN + within, steps);
      }
      for (let roll = 1; roll <= faces; roll++) {
        const at = id * faces + roll - 1;
        if (moveStart[at] === -1) expand(id, roll);
        const first = moveStart[at]!;
        const last = first + moveCount[at]!;
        if (first === last) reach(id); // no piece can move: the turn passes
        for (let move = first; move < last; move++) reach(moveTarget[move]!);
      }
    }
    layers.push(Int32Array.from(reached).sort());
  }

  return {
    board,
    pieces,
    faces,
    turns,
    count,
    cells: cells.subarray(0, count * pieces),
    layers,
    moveStart,
    moveCount,
    moveTarget: moveTarget.subarray(0, moves),
    movePoints: movePoints.subarray(0, moves),
    idOf: (position) =>
      position.length === pieces
        ? idOfKey.get(
            stateKey(
              size,
              position.slice().sort((a, b) => a - b),
              0,
              pieces,
            ),
          )
        : undefined,
  };
}

/** The slot of state `id` in an ascending layer, or -1. */
export function slotIn(layer: Int32Array, id: number): number {
  let low = 0;
  let high = layer.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = layer[middle]!;
    if (value === id) return middle;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
