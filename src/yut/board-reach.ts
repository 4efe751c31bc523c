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
 * meet, following its layers with nothing but the positions met (bits of a dense numbering of
 * the positions, or a hash table of packed ones on a board too large for that): the same walk
 * without the graph, the memo tables and the plans, and it stops as soon as the count passes the
 * limit (8 pieces, 30 turns, 10 faces: about 0.5 s of CPU and 30 MB, where the search itself
 * needed seconds and a gigabyte).
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
  if (size > 0xffff) throw new RangeError(`countSearchStates: ${size} cells, more than 65,535`);
  const stride = board.maxFace + 1;
  // Every state met, remembering which are in the layer being built: one look-up a successor.
  const seen: PositionIndex = PositionBits.fits(board, pieces)
    ? new PositionBits(board, pieces)
    : new PositionTable(Math.min(limit + 1, 1 << 16), size);
  // A layer is its states' sorted cells, `pieces` a state (cells number at most 1,000).
  let layer: Uint16Array = new Uint16Array(pieces).fill(board.start);
  let layerCount = 1;
  seen.add(new Int32Array(pieces).fill(board.start));
  let next: Uint16Array = new Uint16Array(16 * pieces);
  const here = new Int32Array(pieces);
  const moved = new Int32Array(pieces);
  // Cells held by the state being expanded: `occupied[cell] === stamp`.
  const occupied = new Int32Array(size);
  let stamp = 0;
  for (const [turn, die] of dice.entries()) {
    onTurn?.(turn, dice.length);
    let nextCount = 0;
    seen.nextLayer();
    for (let s = 0; s < layerCount; s++) {
      for (let j = 0; j < pieces; j++) here[j] = layer[s * pieces + j]!;
      stamp++;
      for (let j = 0; j < pieces; j++) occupied[here[j]!] = stamp;
      let any = false;
      for (let i = 0; i < pieces; i++) {
        const from = here[i]!;
        if (from === end || (i > 0 && here[i - 1] === from)) continue;
        const to = destinations[from * stride + die]!;
        // A move back onto its own cell (a loop) is blocked only by another piece there.
        const alone = to === from && (i + 1 === pieces || here[i + 1] !== from);
        if (to !== end && occupied[to] === stamp && !alone) continue;
        any = true;
        let w = 0;
        let placed = false;
        for (let j = 0; j < pieces; j++) {
          if (j === i) continue;
          if (!placed && to <= here[j]!) {
            moved[w++] = to;
            placed = true;
          }
          moved[w++] = here[j]!;
        }
        if (!placed) moved[w] = to;
        const state = seen.add(moved);
        if (state === NEW && seen.count > limit) return limit + 1;
        if (state !== SAME_LAYER) {
          if ((nextCount + 1) * pieces > next.length) next = doubled(next);
          next.set(moved, nextCount++ * pieces);
        }
      }
      if (!any && seen.add(here) !== SAME_LAYER) {
        if ((nextCount + 1) * pieces > next.length) next = doubled(next);
        next.set(here, nextCount++ * pieces);
      }
    }
    // The layer just read becomes the next one's storage.
    [layer, next] = [next, layer];
    layerCount = nextCount;
  }
  return seen.count;
}

function doubled(array: Uint16Array): Uint16Array {
  const bigger = new Uint16Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

function packed(cells: Int32Array, size: number): number {
  let key = 0;
  for (let j = 0; j < cells.length; j++) key = key * size + cells[j]!;
  return key;
}

/** What `PositionTable.add` found: a new state, one met before, or one already in this layer. */
const NEW = 0;
const KNOWN = 1;
const SAME_LAYER = 2;

/**
 * The packed positions met (exact doubles below 2^53) in open addressing over typed arrays, each
 * with the last layer it was put in: several times faster than a `Set` of large numbers, and about
 * a dozen bytes a position.
 */
/** The states met so far, and which of them the layer being built holds. */
interface PositionIndex {
  readonly count: number;
  /** Records the state of sorted `cells` in the layer being built: NEW, KNOWN or SAME_LAYER. */
  add(cells: Int32Array): number;
  /** Starts the next layer. */
  nextLayer(): void;
}

class PositionTable implements PositionIndex {
  private slots: Float64Array;
  private layerOf: Int32Array;
  private mark = 1;
  count = 0;

  constructor(
    expected: number,
    private readonly size: number,
  ) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Float64Array(capacity);
    // Layer marks start at 1; 0 is an empty slot.
    this.layerOf = new Int32Array(capacity);
  }

  nextLayer(): void {
    this.mark++;
  }

  add(cells: Int32Array): number {
    return this.put(packed(cells, this.size), this.mark);
  }

  /** Records `key` in layer `mark` (1 or more): NEW, KNOWN (met in another layer) or SAME_LAYER. */
  private put(key: number, mark: number): number {
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    const mask = this.slots.length - 1;
    let at = hash(key) & mask;
    while (this.layerOf[at] !== 0) {
      if (this.slots[at] === key) {
        if (this.layerOf[at] === mark) return SAME_LAYER;
        this.layerOf[at] = mark;
        return KNOWN;
      }
      at = (at + 1) & mask;
    }
    this.layerOf[at] = mark;
    this.slots[at] = key;
    this.count++;
    return NEW;
  }

  private grow(): void {
    const { slots, layerOf } = this;
    this.slots = new Float64Array(slots.length * 2);
    this.layerOf = new Int32Array(this.slots.length);
    this.count = 0;
    for (let at = 0; at < slots.length; at++)
      if (layerOf[at] !== 0) this.put(slots[at]!, layerOf[at]!);
  }
}

/** The largest index space numbered with bits: two bitmaps of 16 MB. */
const MAX_BITS = 2 ** 27;

/**
 * The states met, as bits of a dense numbering: a position is how many pieces are on the start
 * and on the end, and the set of distinct other cells the rest stand on (no two pieces share one,
 * rule 3), numbered in the combinatorial number system. On the classic board with 8 pieces that
 * is 15 million numbers, 2 MB of bits: far fewer cache misses than a hash table of doubles.
 */
class PositionBits implements PositionIndex {
  private readonly start: number;
  private readonly end: number;
  private readonly pieces: number;
  /** Each cell's index among the cells other than the start and the end; -1 for those two. */
  private readonly inner: Int32Array;
  /** `choose[x * (pieces + 1) + k]`: C(x, k). */
  private readonly choose: Float64Array;
  /** `offset[a * (pieces + 1) + b]`: the first number of the positions with a on the start, b on the end. */
  private readonly offset: Float64Array;
  private readonly seenBits: Int32Array;
  private readonly layerBits: Int32Array;
  count = 0;

  /** True when the positions of `pieces` pieces on `board` number at most `MAX_BITS`. */
  static fits(board: Board, pieces: number): boolean {
    return PositionBits.space(board, pieces) <= MAX_BITS;
  }

  private static space(board: Board, pieces: number): number {
    const m = board.size - (board.start === board.end ? 1 : 2);
    let total = 0;
    for (let k = 0; k <= Math.min(pieces, m); k++) total += (pieces - k + 1) * binomial(m, k);
    return total;
  }

  constructor(board: Board, pieces: number) {
    this.start = board.start;
    this.end = board.end;
    this.pieces = pieces;
    this.inner = new Int32Array(board.size).fill(-1);
    let m = 0;
    for (let cell = 0; cell < board.size; cell++) {
      if (cell !== board.start && cell !== board.end) this.inner[cell] = m++;
    }
    const width = pieces + 1;
    this.choose = new Float64Array((m + 1) * width);
    for (let x = 0; x <= m; x++)
      for (let k = 0; k <= pieces; k++) this.choose[x * width + k] = binomial(x, k);
    this.offset = new Float64Array(width * width);
    let first = 0;
    for (let a = 0; a <= pieces; a++) {
      for (let b = 0; a + b <= pieces; b++) {
        this.offset[a * width + b] = first;
        first += binomial(m, pieces - a - b);
      }
    }
    const words = Math.ceil(first / 32) + 1;
    this.seenBits = new Int32Array(words);
    this.layerBits = new Int32Array(words);
  }

  nextLayer(): void {
    this.layerBits.fill(0);
  }

  add(cells: Int32Array): number {
    const { start, end, inner, choose } = this;
    const width = this.pieces + 1;
    let a = 0;
    let b = 0;
    let k = 0;
    let number = 0;
    for (let j = 0; j < cells.length; j++) {
      const cell = cells[j]!;
      if (cell === start) a++;
      else if (cell === end) b++;
      else number += choose[inner[cell]! * width + ++k]!;
    }
    number += this.offset[a * width + b]!;
    const word = number >>> 5;
    const bit = 1 << (number & 31);
    if ((this.layerBits[word]! & bit) !== 0) return SAME_LAYER;
    this.layerBits[word] |= bit;
    if ((this.seenBits[word]! & bit) !== 0) return KNOWN;
    this.seenBits[word] |= bit;
    this.count++;
    return NEW;
  }
}

/** C(n, k) as a double (exact while below 2^53). */
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** Mixes the high and low halves of a packed position. */
function hash(key: number): number {
  const low = key >>> 0;
  const high = Math.floor(key / 4294967296) >>> 0;
  return Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) ^ (low >>> 15);
}
