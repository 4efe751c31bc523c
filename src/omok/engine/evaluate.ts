/**
 * The static side of the engine: the moves worth searching in a position, in order, and the
 * evaluation at the search's horizon. Both read each point's worth to each colour, which the
 * position keeps up to date as stones come and go (worth.ts): nothing here scans a line.
 */
import { BLACK, type Color, opponent } from '../board.js';
import { threatValue } from './pattern4.js';
import { BLOCK4, FLEX4 } from './patterns.js';
import { CELL_EMPTY, type Position } from './position.js';
import { MULTI_THREE, TIER_FIVE, TIER_FOUR_THREE, TIER_WINNING_FOUR } from './worth.js';

export {
  TIER_FIVE,
  TIER_FOUR,
  TIER_FOUR_THREE,
  TIER_NONE,
  TIER_THREE,
  TIER_WINNING_FOUR,
} from './worth.js';

/**
 * A point's worth to `color` as `value * 8 + tier` (worth.ts), 0 where black may not play under
 * renju (its double-three, double-four or overline is no threat at all).
 */
export function pointWorth(pos: Position, at: number, color: Color): number {
  const w = pos.worth[color - 1]![at]!;
  const tier = w & 7;
  if (
    color === BLACK &&
    pos.rule === 'renju' &&
    tier !== TIER_FIVE &&
    (tier >= TIER_FOUR_THREE || (w & MULTI_THREE) !== 0) &&
    pos.isForbidden(at)
  ) {
    return 0;
  }
  return ((w >> 4) << 3) | tier;
}

/** The tier of a packed worth. */
export function tierOf(worth: number): number {
  return worth & 7;
}

/** The value of a packed worth. */
export function worthValue(worth: number): number {
  return worth >> 3;
}

/** Candidate moves with their ordering scores, in reused arrays (one per search depth). */
export class MoveList {
  readonly at: Int32Array;
  readonly score: Float64Array;
  count = 0;

  constructor(capacity: number) {
    this.at = new Int32Array(capacity);
    this.score = new Float64Array(capacity);
  }

  push(at: number, score: number): void {
    this.at[this.count] = at;
    this.score[this.count] = score;
    this.count++;
  }

  /** Sorts by score, best first (insertion sort: the lists are short). */
  sort(): void {
    const { at, score } = this;
    for (let i = 1; i < this.count; i++) {
      const a = at[i]!;
      const s = score[i]!;
      let j = i - 1;
      while (j >= 0 && score[j]! < s) {
        at[j + 1] = at[j]!;
        score[j + 1] = score[j]!;
        j--;
      }
      at[j + 1] = a;
      score[j + 1] = s;
    }
  }

  /** Moves `at` to the front, when present; returns whether it was. */
  promote(move: number): boolean {
    for (let i = 0; i < this.count; i++) {
      if (this.at[i] !== move) continue;
      for (let j = i; j > 0; j--) {
        this.at[j] = this.at[j - 1]!;
        this.score[j] = this.score[j - 1]!;
      }
      this.at[0] = move;
      return true;
    }
    return false;
  }
}

/** What `fillCandidates` found besides the moves. */
export const ONLY_FIVE = 1;
export const MUST_BLOCK = 2;
export const NO_MOVE = 3;
export const NORMAL = 0;

/**
 * Fills `list` with the moves worth searching for `color`, best first: only the five when there
 * is one (returns ONLY_FIVE), only the block when the opponent has a five point (MUST_BLOCK, or
 * NO_MOVE when black may not block there), only fours and defences when the opponent threatens a
 * straight four, otherwise every point near the stones, scored by its worth to both colours.
 */
export function fillCandidates(pos: Position, color: Color, list: MoveList): number {
  const other = opponent(color);
  list.count = 0;
  let block = -1;
  let openThreat = false;
  const points = pos.points;
  const cells = pos.cells;
  const near = pos.near;
  const renjuBlack = color === BLACK && pos.rule === 'renju';
  for (let i = 0; i < points.length; i++) {
    const at = points[i]!;
    if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
    const own = pointWorth(pos, at, color);
    const theirs = pointWorth(pos, at, other);
    const ownTier = own & 7;
    if (ownTier === TIER_FIVE) {
      list.count = 0;
      list.push(at, 1e9);
      return ONLY_FIVE;
    }
    const theirTier = theirs & 7;
    if (theirTier === TIER_FIVE) block = at;
    else if (theirTier === TIER_WINNING_FOUR) openThreat = true;
    if (renjuBlack && pos.isForbidden(at)) continue;
    list.push(at, (own >> 3) * 1.1 + (theirs >> 3) + ownTier * 100);
  }
  if (block >= 0) {
    list.count = 0;
    if (renjuBlack && pos.isForbidden(block)) return NO_MOVE;
    list.push(block, 1e8);
    return MUST_BLOCK;
  }
  if (openThreat) {
    const defence = defencePoints(pos, other);
    let kept = 0;
    for (let i = 0; i < list.count; i++) {
      const at = list.at[i]!;
      if (!defence.has(at) && pos.fourCount(at, color) === 0) continue;
      list.at[kept] = at;
      list.score[kept] = list.score[i]!;
      kept++;
    }
    list.count = kept;
  }
  list.sort();
  return NORMAL;
}

/**
 * The points that stop `attacker`'s threats of a straight four (or two fours): every empty point
 * on the lines of each such threat, within five points of it.
 */
export function defencePoints(pos: Position, attacker: Color): Set<number> {
  const marked = new Set<number>();
  for (const at of pos.points) {
    if (pos.cells[at] !== CELL_EMPTY || pos.near[at] === 0) continue;
    if ((pos.worth[attacker - 1]![at]! & 7) !== TIER_WINNING_FOUR) continue;
    if (attacker === BLACK && pos.isForbidden(at)) continue;
    for (let d = 0; d < 4; d++) {
      const s = pos.shape(at, d, attacker);
      if (s !== FLEX4 && s !== BLOCK4) continue;
      const stride = pos.strides[d]!;
      for (let k = -5; k <= 5; k++) {
        const q = at + k * stride;
        if (pos.cells[q] === CELL_EMPTY) marked.add(q);
      }
    }
  }
  return marked;
}

/**
 * The position's worth to `color`, to move: the sum of every empty point's value to it less its
 * value to the opponent, which the position keeps as stones come and go (pattern4.ts; the mean of
 * the last two plies' sums, as Rapfi's classical evaluation does), plus the
 * threat term read from the counts of point classes. No scan of the board.
 */
export function evaluate(pos: Position, color: Color): number {
  // The mean of this ply's sum and the previous one's: a sum that swings with whose stone came
  // last would favour odd or even depths.
  const sum = (pos.valueBlack + pos.previousValueBlack) / 2;
  const basic = Math.round(color === BLACK ? sum : -sum);
  return basic + threatValue(pos.p4Count, color, opponent(color));
}
