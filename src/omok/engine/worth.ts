/**
 * What a stone would be worth on a point, from the four line shapes it would make: a sum of
 * shape values plus a bonus for the combinations that win by force (two fours, a four and a
 * three, two threes), and a tier that says which threat it is. Packed in one number so that the
 * position can keep it per point and colour: `value * 16 + flags`, the low three bits the tier and
 * bit 3 set when the point makes two threes or more (renju: black's may be forbidden there).
 */
import {
  BLOCK1,
  BLOCK2,
  BLOCK3,
  BLOCK4,
  FIVE,
  FLEX1,
  FLEX2,
  FLEX3,
  FLEX4,
  NONE,
  OVERLINE,
  type Shape,
} from './patterns.js';

/** Tiers of a point for one colour, strongest first. */
export const TIER_FIVE = 5;
export const TIER_WINNING_FOUR = 4;
export const TIER_FOUR_THREE = 3;
export const TIER_FOUR = 2;
export const TIER_THREE = 1;
export const TIER_NONE = 0;

/** Set in a worth when the point makes two threes or more. */
export const MULTI_THREE = 8;

/** Points for each line shape. */
const SHAPE_VALUE: readonly number[] = (() => {
  const v: number[] = [];
  v[NONE] = 0;
  v[BLOCK1] = 1;
  v[FLEX1] = 3;
  v[BLOCK2] = 6;
  v[FLEX2] = 20;
  v[BLOCK3] = 24;
  v[FLEX3] = 90;
  v[BLOCK4] = 110;
  v[FLEX4] = 600;
  v[FIVE] = 5000;
  v[OVERLINE] = 0;
  return v;
})();

/** Shapes are below this number (patterns.ts). */
const SHAPES = 11;

/** `lineWorth` of every four shapes, at ((a * 11 + b) * 11 + c) * 11 + d: one lookup a point. */
export const WORTH_TABLE: Int32Array = (() => {
  const table = new Int32Array(SHAPES ** 4);
  for (let a = 0; a < SHAPES; a++) {
    for (let b = 0; b < SHAPES; b++) {
      for (let c = 0; c < SHAPES; c++) {
        for (let d = 0; d < SHAPES; d++) {
          table[((a * SHAPES + b) * SHAPES + c) * SHAPES + d] = lineWorth(a, b, c, d);
        }
      }
    }
  }
  return table;
})();

/** The packed worth of a point whose four line shapes are `a`..`d`. */
export function lineWorth(a: Shape, b: Shape, c: Shape, d: Shape): number {
  let value = SHAPE_VALUE[a]! + SHAPE_VALUE[b]! + SHAPE_VALUE[c]! + SHAPE_VALUE[d]!;
  if (a === FIVE || b === FIVE || c === FIVE || d === FIVE) return value * 16 + TIER_FIVE;
  const fours = count4(a) + count4(b) + count4(c) + count4(d);
  const threes =
    (a === FLEX3 ? 1 : 0) + (b === FLEX3 ? 1 : 0) + (c === FLEX3 ? 1 : 0) + (d === FLEX3 ? 1 : 0);
  let tier = TIER_NONE;
  if (fours >= 2) {
    tier = TIER_WINNING_FOUR;
    value += 2000;
  } else if (fours === 1 && threes > 0) {
    tier = TIER_FOUR_THREE;
    value += 800;
  } else if (fours === 1) tier = TIER_FOUR;
  else if (threes > 0) tier = TIER_THREE;
  if (threes >= 2) value += 300;
  return value * 16 + tier + (threes >= 2 ? MULTI_THREE : 0);
}

function count4(s: Shape): number {
  return s === FLEX4 ? 2 : s === BLOCK4 ? 1 : 0;
}
