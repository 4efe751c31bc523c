/**
 * What a point is to one colour, from the four line shapes a stone there would make
 * (patterns.ts), as one class, and the evaluation built on those classes.
 *
 * The idea is the one of the strong classical engines (Rapfi's "pattern4", PentaZen's point
 * types), written here from their description: every empty point gets, for each colour, one
 * class that combines its four directions (a five; an open four or two fours; a four and an open
 * three; a four with a two or a blocked three beside it; a lone four; two open threes; an open
 * three with a two beside it; a lone open three; less), the position keeps the classes up to date
 * as stones come and go, together with how many points of each class each colour has and the
 * sums of the points' worth to the evaluation. The evaluation is then those sums plus a term read
 * from the counts, by which threats the side to move and its opponent hold: no scan of the board.
 * A point's value (its shapes' values and a bonus for the class) orders the search's moves.
 *
 * Renju: for black, a point that makes two fours or an overline (without a five) is forbidden,
 * whatever else it makes: its class is `P4_FORBID` and it is worth nothing. Two open threes (and
 * a four with two threes) may be forbidden or not (the recursive check of renju.ts decides); they
 * keep their class here and the move generator asks the checker, but the evaluation counts black's
 * point of two open threes for nothing, neither as a worth nor as a threat (`pointEval`, `threats`).
 */
import { BLACK, type Color } from '../board.js';
import type { Rule } from '../rules.js';
import { EVAL_TABLE } from './eval-table.js';
import { RENJU_EVAL_TABLE } from './eval-table-renju.js';
import type { EvalWorths } from './eval-worths.js';
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

/** Point classes for one colour, weakest first. */
export const P4_NONE = 0;
/** Black's forbidden point under renju (two fours, an overline). */
export const P4_FORBID = 1;
/** Only twos, ones and blocked threes. */
export const P4_QUIET = 2;
/** One open three (a point where a stone makes a straight-four threat). */
export const P4_THREE = 3;
/** An open three and a two or a blocked three in another direction. */
export const P4_THREE_PLUS = 4;
/** Two open threes or more. */
export const P4_THREE_THREE = 5;
/** One four (a five threat), nothing else of note. */
export const P4_FOUR = 6;
/** A four and a two or a blocked three in another direction. */
export const P4_FOUR_PLUS = 7;
/** A four and an open three. */
export const P4_FOUR_THREE = 8;
/** An open four, or two fours: wins unless the opponent has a five first. */
export const P4_FLEX4 = 9;
/** A five. */
export const P4_FIVE = 10;
/** How many classes there are. */
export const P4_CLASSES = 11;

/** Counts of point classes are kept at `colour * P4_STRIDE + class` (colour 1 or 2). */
export const P4_STRIDE = 16;
/** The class stored at an occupied point (its count means nothing). */
export const P4_OCCUPIED = P4_STRIDE - 1;

/** Shapes are below this number (patterns.ts); four of them index the tables. */
export const SHAPES = 11;
/** Entries of a table indexed by four shapes: ((a * 11 + b) * 11 + c) * 11 + d. */
export const SHAPE_COMBOS = SHAPES ** 4;

/** The class of a point whose four line shapes are `a`..`d`, for black under renju or not. */
export function pattern4(a: Shape, b: Shape, c: Shape, d: Shape, renjuBlack: boolean): number {
  const shapes = [a, b, c, d];
  const count = (s: Shape) => shapes.filter((x) => x === s).length;
  if (count(FIVE) > 0) return P4_FIVE;
  const flex4 = count(FLEX4);
  const block4 = count(BLOCK4);
  const flex3 = count(FLEX3);
  const minor = count(FLEX2) + count(BLOCK3);
  if (renjuBlack && (count(OVERLINE) > 0 || flex4 + block4 >= 2)) return P4_FORBID;
  if (flex4 > 0 || block4 >= 2) return P4_FLEX4;
  if (block4 === 1) {
    if (flex3 > 0) return P4_FOUR_THREE;
    return minor > 0 ? P4_FOUR_PLUS : P4_FOUR;
  }
  if (flex3 >= 2) return P4_THREE_THREE;
  if (flex3 === 1) return minor > 0 ? P4_THREE_PLUS : P4_THREE;
  if (minor > 0 || count(BLOCK2) > 0) return P4_QUIET;
  return P4_NONE;
}

/**
 * What one line shape is worth on an empty point (to the colour that would play there), for the
 * order in which the search tries its moves. Chosen for this engine.
 */
const SHAPE_VALUE: readonly number[] = (() => {
  const v: number[] = [];
  v[NONE] = 0;
  v[BLOCK1] = 1;
  v[FLEX1] = 2;
  v[BLOCK2] = 5;
  v[FLEX2] = 16;
  v[BLOCK3] = 20;
  v[FLEX3] = 60;
  v[BLOCK4] = 70;
  v[FLEX4] = 300;
  v[FIVE] = 1000;
  v[OVERLINE] = 0;
  return v;
})();

/** What the combination adds on top of the shapes, by class. */
const CLASS_BONUS: readonly number[] = (() => {
  const v = new Array<number>(P4_CLASSES).fill(0);
  v[P4_THREE_PLUS] = 20;
  v[P4_THREE_THREE] = 200;
  v[P4_FOUR_PLUS] = 30;
  v[P4_FOUR_THREE] = 500;
  v[P4_FLEX4] = 800;
  return v;
})();

/**
 * The rank of the combination of four line shapes among the 1,001 combinations of `SHAPES` shapes
 * (the four sorted in ascending order, the combinations in lexicographic order): the index of the
 * evaluation's worths (eval-table.ts), by `((a * 11 + b) * 11 + c) * 11 + d` in any order.
 */
const COMBO_INDEX = (() => {
  const rank = new Uint16Array(SHAPE_COMBOS);
  const ranks = new Map<string, number>();
  for (let a = 0; a < SHAPES; a++) {
    for (let b = a; b < SHAPES; b++) {
      for (let c = b; c < SHAPES; c++) {
        for (let d = c; d < SHAPES; d++) ranks.set(`${a},${b},${c},${d}`, ranks.size);
      }
    }
  }
  for (let i = 0; i < SHAPE_COMBOS; i++) {
    const shapes = [
      Math.floor(i / SHAPES ** 3),
      Math.floor(i / SHAPES ** 2),
      Math.floor(i / SHAPES),
      i,
    ];
    const sorted = shapes.map((x) => x % SHAPES).sort((x, y) => x - y);
    rank[i] = ranks.get(sorted.join(','))!;
  }
  return rank;
})();

/** How many combinations of four shapes there are, whatever their order. */
export const COMBOS = 1001;

/** The rank of shapes `a`..`d` (any order) among the `COMBOS` combinations. */
export function comboIndex(a: Shape, b: Shape, c: Shape, d: Shape): number {
  return COMBO_INDEX[((a * SHAPES + b) * SHAPES + c) * SHAPES + d]!;
}

/**
 * Which threats the side to move (`self`) and its opponent hold, by the counts of point classes,
 * one bit each: 0 and 1, the opponent has an open three (to stop) and `self` has a four (to answer
 * with) or not; else 2 and 3, `self` has a four-three point and the opponent a four or not; else 4
 * and 5, `self` has a point of two threes and the opponent a four or not; 6, the opponent has a
 * four-three point; 7, two threes; 8, `self` has a four.
 */
export function threats(counts: Int32Array, self: number, other: number, renju = false): number {
  const s = self * P4_STRIDE;
  const o = other * P4_STRIDE;
  // Under renju black's two open threes are forbidden but where one of them cannot become a
  // straight four (renju.ts decides, for a move): no threat to count on (as Rapfi's classes).
  const selfThreeThree = renju && self === BLACK ? 0 : counts[s + P4_THREE_THREE]!;
  const oppThreeThree = renju && other === BLACK ? 0 : counts[o + P4_THREE_THREE]!;
  const oppFourThree = counts[o + P4_FOUR_THREE]!;
  const oppFours = counts[o + P4_FOUR]! + counts[o + P4_FOUR_PLUS]! + oppFourThree;
  const selfFourThree = counts[s + P4_FOUR_THREE]!;
  const selfFours = counts[s + P4_FOUR]! + counts[s + P4_FOUR_PLUS]! + selfFourThree;
  let bits = 0;
  if (counts[o + P4_FLEX4]! > 0) bits = selfFours > 0 ? 1 : 2;
  else if (selfFourThree > 0) bits = oppFours > 0 ? 4 : 8;
  else if (selfThreeThree > 0) bits = oppFours > 0 ? 16 : 32;
  if (oppFourThree > 0) bits |= 64;
  if (oppThreeThree > 0) bits |= 128;
  if (selfFours > 0) bits |= 256;
  return bits;
}

/** The worths of `color`'s points (and its threat weights when it is to move) under `rule`. */
export function evalWorths(rule: Rule, color: Color): EvalWorths {
  if (rule !== 'renju') return EVAL_TABLE;
  return color === BLACK ? RENJU_EVAL_TABLE.black : RENJU_EVAL_TABLE.white;
}

/**
 * The evaluation's threat term under `rule`: the weights (of `self`'s table, `evalWorths`) of the
 * threats `self`, to move, and its opponent hold.
 */
export function threatTerm(counts: Int32Array, self: Color, other: Color, rule: Rule): number {
  let bits = threats(counts, self, other, rule === 'renju');
  const weights = evalWorths(rule, self).threat;
  let v = 0;
  for (let i = 0; bits !== 0; i++, bits >>= 1) if (bits & 1) v += weights[i]!;
  return v;
}

/**
 * An empty point's worth to the evaluation, from its four shapes for one colour: when that colour
 * is to move, and when it is not (a cost to the side to move), fitted for each combination of the
 * four (`worths`: eval-table.ts, eval-table-renju.ts). A forbidden point is worth nothing.
 */
export function pointEval(
  a: Shape,
  b: Shape,
  c: Shape,
  d: Shape,
  renjuBlack: boolean,
  worths: EvalWorths = EVAL_TABLE,
): [own: number, opp: number] {
  const combo = evalCombo(a, b, c, d, renjuBlack);
  if (combo < 0) return [0, 0];
  return [worths.own[combo]!, worths.opp[combo]!];
}

/**
 * The combination of four shapes whose worths an empty point takes (`comboIndex`), or -1 where
 * the point is worth nothing: a point forbidden to black, and black's two open threes under renju
 * (forbidden unless one of them is false: `threats` weighs those). The fit bench reads it too.
 */
export function evalCombo(a: Shape, b: Shape, c: Shape, d: Shape, renjuBlack: boolean): number {
  const cls = pattern4(a, b, c, d, renjuBlack);
  if (cls === P4_FORBID || (renjuBlack && cls === P4_THREE_THREE)) return -1;
  return comboIndex(a, b, c, d);
}

/** A point's value to one colour from its four shapes and their class. */
export function pointValue(a: Shape, b: Shape, c: Shape, d: Shape, renjuBlack: boolean): number {
  const cls = pattern4(a, b, c, d, renjuBlack);
  if (cls === P4_FORBID) return 0;
  return SHAPE_VALUE[a]! + SHAPE_VALUE[b]! + SHAPE_VALUE[c]! + SHAPE_VALUE[d]! + CLASS_BONUS[cls]!;
}

/** The class and value tables of one colour under one rule, indexed by four shapes. */
export interface PatternTables {
  readonly cls: Uint8Array;
  readonly value: Int32Array;
  /** Both in one number, `value * 16 + cls` (one lookup where both are wanted). */
  readonly packed: Int32Array;
  /**
   * The point's worth to the evaluation when its colour is to move and when it is not, in one
   * number: `own * EVAL_PACK + opp` (a sum of such numbers holds both sums: `ownOf`, `oppOf`).
   */
  readonly evalPacked: Float64Array;
}

/** The factor of `own` in a packed worth (the sums of `opp` stay far below half of it). */
export const EVAL_PACK = 2 ** 24;

/** The sum of the worths when the colour is to move, from a sum of packed worths. */
export function ownOf(packed: number): number {
  return Math.round(packed / EVAL_PACK);
}

/** The sum of the worths when the colour is not to move, from a sum of packed worths. */
export function oppOf(packed: number): number {
  return packed - ownOf(packed) * EVAL_PACK;
}

const built: Partial<Record<string, PatternTables>> = {};

/** The tables of `color`'s points under `rule` (freestyle and the standard rule share theirs). */
export function patternTables(rule: Rule, color: Color): PatternTables {
  const renju = rule === 'renju';
  const renjuBlack = renju && color === BLACK;
  const worths = evalWorths(rule, color);
  const key = renju ? `renju-${color}` : 'plain';
  let tables = built[key];
  if (tables === undefined) {
    const cls = new Uint8Array(SHAPE_COMBOS);
    const value = new Int32Array(SHAPE_COMBOS);
    const packed = new Int32Array(SHAPE_COMBOS);
    const evalPacked = new Float64Array(SHAPE_COMBOS);
    for (let a = 0; a < SHAPES; a++) {
      for (let b = 0; b < SHAPES; b++) {
        for (let c = 0; c < SHAPES; c++) {
          for (let d = 0; d < SHAPES; d++) {
            const i = ((a * SHAPES + b) * SHAPES + c) * SHAPES + d;
            cls[i] = pattern4(a, b, c, d, renjuBlack);
            value[i] = pointValue(a, b, c, d, renjuBlack);
            packed[i] = value[i]! * 16 + cls[i]!;
            const [own, opp] = pointEval(a, b, c, d, renjuBlack, worths);
            evalPacked[i] = own * EVAL_PACK + opp;
          }
        }
      }
    }
    tables = { cls, value, packed, evalPacked };
    built[key] = tables;
  }
  return tables;
}
