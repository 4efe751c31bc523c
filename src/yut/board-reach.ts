/**
 * How many positions a game can reach, known before solving it: so that a game too large to
 * solve is refused at once, in one line, instead of after seconds and a gigabyte.
 *
 * `positionBound` is an upper bound by counting, in microseconds: a position is a multiset of
 * cells (pieces are interchangeable) where no cell but the start and the end holds two pieces,
 * and a piece on cell c has made at least `minMoves(c)` moves (a breadth-first search over the
 * moves of one piece). A position reached within `turns` turns has used at most `turns` moves in
 * all, so counting the multisets whose pieces' minimal moves add up to at most `turns` bounds
 * every state any solver meets (the exact search with known dice, and the policy with any).
 *
 * When the bound is above a solver's limit the real count may still be far below it (the bound
 * ignores which dice come when), so `countSearchStates` counts the states the exact search would
 * meet, following its layers with nothing but a hash set of packed positions: the same walk
 * without the graph, the memo tables and the plans, and it stops as soon as the count passes the
 * limit.
 */
import { type Board, type CellId, NO_CELL } from './board.js';

/**
 * An upper bound on the positions `pieces` pieces starting on the start can reach within `turns`
 * moves, with dice showing only the values in `dice` (each from 1 to `board.maxFace`). May be far
 * above the real count, never below it; a double (it can pass 2^53, where only its size matters).
 */
export function positionBound(
  board: Board,
  pieces: number,
  turns: number,
  dice: readonly number[],
): number {
  const minMoves = minimalMoves(board, dice);
  const movesToEnd = minMoves[board.end]!;
  // ways[k][m]: the sets of k distinct inner cells whose minimal moves add up to m (m <= turns).
  let ways: Float64Array[] = Array.from({ length: pieces + 1 }, () => new Float64Array(turns + 1));
  ways[0]![0] = 1;
  for (let cell = 0; cell < board.size; cell++) {
    const cost = minMoves[cell]!;
    if (cell === board.start || cell === board.end || cost > turns) continue;
    const next = ways.map((row) => row.slice());
    for (let k = 0; k < pieces; k++) {
      for (let m = 0; m + cost <= turns; m++) next[k + 1]![m + cost]! += ways[k]![m]!;
    }
    ways = next;
  }
  let total = 0;
  for (let k = 0; k <= pieces; k++) {
    // j pieces on the end, the rest on the start.
    for (let j = 0; k + j <= pieces; j++) {
      const spent = j * movesToEnd;
      if (j > 0 && spent > turns) break;
      for (let m = 0; m + spent <= turns; m++) total += ways[k]![m]!;
    }
  }
  return total;
}

/** The fewest moves (with rolls among `dice`) that bring one piece from the start to each cell. */
function minimalMoves(board: Board, dice: readonly number[]): Int32Array {
  const rolls = [...new Set(dice)];
  const moves = new Int32Array(board.size).fill(0x7fffffff);
  moves[board.start] = 0;
  let frontier: CellId[] = [board.start];
  const stride = board.maxFace + 1;
  for (let step = 1; frontier.length > 0; step++) {
    const next: CellId[] = [];
    for (const cell of frontier) {
      if (cell === board.end) continue;
      for (const roll of rolls) {
        const to = board.destinations[cell * stride + roll]!;
        if (to !== NO_CELL && moves[to]! > step) {
          moves[to] = step;
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  return moves;
}

/**
 * The states the exact search meets for `dice` from every piece on the start: its count, or
 * `limit + 1` as soon as it would pass `limit`. Follows the rules of dice-yut.md (rules 2 to 5)
 * as the search does: every piece not finished may move to a free cell or the end; when none can,
 * the turn passes. `onTurn` is told of each turn as it starts (for a progress bar).
 */
export function countSearchStates(
  board: Board,
  pieces: number,
  dice: readonly number[],
  limit: number,
  onTurn?: (turn: number, turns: number) => void,
): number {
  const { size, end, destinations } = board;
  const stride = board.maxFace + 1;
  const seen = new PositionSet(limit + 1);
  let layer: Float64Array = new Float64Array(1);
  let layerCount = 1;
  const startKey = packed(new Int32Array(pieces).fill(board.start), size);
  layer[0] = startKey;
  seen.add(startKey);
  const here = new Int32Array(pieces);
  const next = new Int32Array(pieces);
  for (const [turn, die] of dice.entries()) {
    onTurn?.(turn, dice.length);
    const reached = new PositionSet(Math.min(limit + 1, layerCount * pieces));
    for (let s = 0; s < layerCount; s++) {
      unpack(layer[s]!, size, here);
      let moved = false;
      for (let i = 0; i < pieces; i++) {
        const from = here[i]!;
        if (from === end || (i > 0 && here[i - 1] === from)) continue;
        const to = destinations[from * stride + die]!;
        let blocked = false;
        if (to !== end)
          for (let j = 0; j < pieces; j++) if (j !== i && here[j] === to) blocked = true;
        if (blocked) continue;
        moved = true;
        let w = 0;
        let placed = false;
        for (let j = 0; j < pieces; j++) {
          if (j === i) continue;
          if (!placed && to <= here[j]!) {
            next[w++] = to;
            placed = true;
          }
          next[w++] = here[j]!;
        }
        if (!placed) next[w] = to;
        const key = packed(next, size);
        if (reached.add(key) && seen.add(key) && seen.count > limit) return limit + 1;
      }
      if (!moved) reached.add(layer[s]!);
    }
    layer = reached.keys();
    layerCount = layer.length;
  }
  return seen.count;
}

function packed(cells: Int32Array, size: number): number {
  let key = 0;
  for (let j = 0; j < cells.length; j++) key = key * size + cells[j]!;
  return key;
}

function unpack(key: number, size: number, into: Int32Array): void {
  for (let j = into.length - 1; j >= 0; j--) {
    into[j] = key % size;
    key = Math.floor(key / size);
  }
}

/**
 * A set of packed positions (exact doubles below 2^53) in open addressing over typed arrays:
 * several times faster than a `Set` of large numbers, and a few bytes a position.
 */
class PositionSet {
  private slots: Float64Array;
  private used: Uint8Array;
  count = 0;

  constructor(expected: number) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Float64Array(capacity);
    this.used = new Uint8Array(capacity);
  }

  /** Adds `key`; true when it was not there. */
  add(key: number): boolean {
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    const mask = this.slots.length - 1;
    let at = hash(key) & mask;
    while (this.used[at] === 1) {
      if (this.slots[at] === key) return false;
      at = (at + 1) & mask;
    }
    this.used[at] = 1;
    this.slots[at] = key;
    this.count++;
    return true;
  }

  keys(): Float64Array {
    const keys = new Float64Array(this.count);
    let w = 0;
    for (let at = 0; at < this.slots.length; at++)
      if (this.used[at] === 1) keys[w++] = this.slots[at]!;
    return keys;
  }

  private grow(): void {
    const old = this.keys();
    this.slots = new Float64Array(this.slots.length * 2);
    this.used = new Uint8Array(this.slots.length);
    this.count = 0;
    for (const key of old) this.add(key);
  }
}

/** Mixes the high and low halves of a packed position. */
function hash(key: number): number {
  const low = key >>> 0;
  const high = Math.floor(key / 4294967296) >>> 0;
  return Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) ^ (low >>> 15);
}
