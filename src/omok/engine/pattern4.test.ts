import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/support/property.js';
import { BLACK, type Color, WHITE } from '../board.js';
import { RULES, type Rule } from '../rules.js';
import { EVAL_TABLE } from './eval-table.js';
import { RENJU_EVAL_TABLE } from './eval-table-renju.js';
import { evaluate } from './evaluate.js';
import {
  COMBOS,
  comboIndex,
  evalCombo,
  evalWorths,
  oppOf,
  ownOf,
  P4_CLASSES,
  P4_FLEX4,
  P4_FORBID,
  P4_FOUR_THREE,
  P4_STRIDE,
  P4_THREE_THREE,
  pattern4,
  pointEval,
  pointValue,
  SHAPES,
  threats,
  threatTerm,
} from './pattern4.js';
import {
  BLOCK4,
  BLOCKED,
  digitWeight,
  FIVE,
  FLEX2,
  FLEX3,
  FLEX4,
  LINE_CODES,
  NONE,
  OVERLINE,
  type Shape,
  shapeTable,
} from './patterns.js';
import { Position } from './position.js';
import { DIRS } from './threat-reference.test-helper.js';

// The slow reference: a point's shape along a line read from the board itself (no line codes,
// no table), by the definition: a five through the point; else how many empty points would then
// make a five through it (two or more: FLEX4, one: BLOCK4); else one level below the best that
// one more stone within four points makes.

/** The line through (r, c) along `d` from `color`'s side, offsets -5..5: 0 empty, 1 own, 2 blocked. */
function lineOf(grid: number[][], r: number, c: number, d: number, color: Color): number[] {
  const n = grid.length;
  const [dr, dc] = DIRS[d]!;
  const line: number[] = [];
  for (let k = -5; k <= 5; k++) {
    const rr = r + k * dr;
    const cc = c + k * dc;
    if (rr < 0 || cc < 0 || rr >= n || cc >= n) line.push(2);
    else {
      const v = grid[rr]![cc]!;
      line.push(v === 0 ? 0 : v === color ? 1 : 2);
    }
  }
  return line;
}

function runThroughMiddle(line: number[]): number {
  let length = 1;
  for (let k = 4; k >= 0 && line[k] === 1; k--) length++;
  for (let k = 6; k <= 10 && line[k] === 1; k++) length++;
  return length;
}

/** The shape of the middle point (already holding the stone) of `line`. */
function slowShape(line: number[], longWins: boolean, memo: Map<string, Shape>): Shape {
  const key = line.join('');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const length = runThroughMiddle(line);
  let shape: Shape;
  if (length === 5 || (length > 5 && longWins)) shape = FIVE;
  else if (length > 5) shape = OVERLINE;
  else {
    let fives = 0;
    let best = NONE;
    for (let k = 1; k <= 9; k++) {
      if (k === 5 || line[k] !== 0) continue;
      const next = line.slice();
      next[k] = 1;
      const s = slowShape(next, longWins, memo);
      if (s === FIVE) fives++;
      else if (s !== OVERLINE && s > best) best = s;
    }
    if (fives >= 2) shape = FLEX4;
    else if (fives === 1) shape = BLOCK4;
    else shape = best === NONE ? NONE : Math.max(1, best - 2);
  }
  memo.set(key, shape);
  return shape;
}

function longWinsFor(rule: Rule, color: Color): boolean {
  return rule === 'freestyle' || (rule === 'renju' && color === WHITE);
}

/** Every empty point's class and value to each colour, from the board alone. */
function slowClasses(grid: number[][], rule: Rule) {
  const memo = [new Map<string, Shape>(), new Map<string, Shape>()];
  const n = grid.length;
  const cls: number[][] = [[], []];
  const value: number[][] = [[], []];
  const counts = new Int32Array(3 * P4_STRIDE);
  const evalOwn = [0, 0];
  const evalOpp = [0, 0];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r]![c] !== 0) continue;
      for (const color of [BLACK, WHITE] as const) {
        const shapes = [0, 1, 2, 3].map((d) => {
          const line = lineOf(grid, r, c, d, color);
          line[5] = 1;
          return slowShape(line, longWinsFor(rule, color), memo[color - 1]!);
        });
        const renjuBlack = rule === 'renju' && color === BLACK;
        const k = pattern4(shapes[0]!, shapes[1]!, shapes[2]!, shapes[3]!, renjuBlack);
        const v = pointValue(shapes[0]!, shapes[1]!, shapes[2]!, shapes[3]!, renjuBlack);
        cls[color - 1]!.push(k);
        value[color - 1]!.push(v);
        counts[color * P4_STRIDE + k]!++;
        const worths =
          rule !== 'renju'
            ? EVAL_TABLE
            : color === BLACK
              ? RENJU_EVAL_TABLE.black
              : RENJU_EVAL_TABLE.white;
        const [own, opp] = pointEval(
          ...(shapes as [number, number, number, number]),
          renjuBlack,
          worths,
        );
        evalOwn[color - 1]! += own;
        evalOpp[color - 1]! += opp;
      }
    }
  }
  return { cls, value, counts, evalOwn, evalOpp };
}

/** The position's own classes and values, in the order of `slowClasses`. */
function kept(pos: Position, grid: number[][]) {
  const n = grid.length;
  const cls: number[][] = [[], []];
  const value: number[][] = [[], []];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r]![c] !== 0) continue;
      const at = pos.index(r, c);
      for (const color of [BLACK, WHITE] as const) {
        cls[color - 1]!.push(pos.p4[color - 1]![at]!);
        value[color - 1]!.push(pos.valueAt(at, color));
      }
    }
  }
  const counts = new Int32Array(3 * P4_STRIDE);
  for (const color of [BLACK, WHITE])
    for (let k = 0; k < P4_CLASSES; k++)
      counts[color * P4_STRIDE + k] = pos.p4Count[color * P4_STRIDE + k]!;
  return {
    cls,
    value,
    counts,
    evalOwn: Array.from(pos.evalSums, ownOf),
    evalOpp: Array.from(pos.evalSums, oppOf),
  };
}

const moves = (size: number, count: number) =>
  fc.array(
    fc.oneof(
      fc.tuple(fc.nat(size - 1), fc.nat(size - 1), fc.constantFrom<Color>(BLACK, WHITE)),
      fc.constant('undo' as const),
    ),
    { maxLength: count },
  );

describe('line shapes (patterns)', () => {
  // Position.update skips the other colour's shapes five points from a stone on this ground.
  it('are the same whether a point five away is free or blocked, for every line', () => {
    for (const kind of ['exact', 'long'] as const) {
      const table = shapeTable(kind);
      let differ = 0;
      for (let code = 0; code < LINE_CODES; code++) {
        for (const offset of [-5, 5]) {
          const weight = digitWeight(offset);
          if (Math.floor(code / weight) % 3 !== 0) continue;
          if (table[code] !== table[code + BLOCKED * weight]) differ++;
        }
      }
      expect(differ, kind).toBe(0);
    }
  });
});

describe('point classes (pattern4)', () => {
  it('kept through puts and undos equal the classes recomputed from the board alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 9 }),
        moves(9, 60),
        fc.constantFrom(...RULES),
        (size, list, rule) => {
          const pos = new Position(size, rule);
          const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
          const played: [number, number][] = [];
          for (const step of list) {
            if (step === 'undo') {
              const last = played.pop();
              if (last === undefined) continue;
              pos.undo();
              grid[last[0]]![last[1]] = 0;
              continue;
            }
            const [r, c, color] = step;
            if (r >= size || c >= size || grid[r]![c] !== 0) continue;
            pos.put(pos.index(r, c), color);
            grid[r]![c] = color;
            played.push([r, c]);
          }
          expect(kept(pos, grid)).toEqual(slowClasses(grid, rule));
        },
      ),
      runs(60),
    );
  });

  it('names the combinations of the four directions', () => {
    expect(pattern4(BLOCK4, FLEX3, NONE, NONE, false)).toBe(P4_FOUR_THREE);
    expect(pattern4(BLOCK4, BLOCK4, NONE, NONE, false)).toBe(P4_FLEX4);
    expect(pattern4(FLEX3, NONE, FLEX3, FLEX2, false)).toBe(P4_THREE_THREE);
    // Renju: two fours or an overline are forbidden to black, unless it makes a five.
    expect(pattern4(BLOCK4, BLOCK4, NONE, NONE, true)).toBe(P4_FORBID);
    expect(pattern4(FLEX4, BLOCK4, NONE, NONE, true)).toBe(P4_FORBID);
    expect(pattern4(OVERLINE, FLEX3, NONE, NONE, true)).toBe(P4_FORBID);
    expect(pattern4(OVERLINE, FIVE, NONE, NONE, true)).not.toBe(P4_FORBID);
    expect(pattern4(FLEX4, NONE, NONE, NONE, true)).toBe(P4_FLEX4);
    expect(pointValue(BLOCK4, BLOCK4, NONE, NONE, true)).toBe(0);
  });

  it('evaluates a four-three of the side to move above the same for the opponent', () => {
    // h8 i8 j8 (three) and l5 l6 l7 blocked below... black's k8 makes an open four; a simple
    // check that the side to move's threats count for it and the opponent's against it.
    const pos = new Position(15, 'standard');
    const put = (name: string, color: Color) =>
      pos.put(pos.index(15 - Number(name.slice(1)), name.charCodeAt(0) - 97), color);
    for (const p of ['g8', 'h8', 'j7', 'j6']) put(p, BLACK);
    for (const p of ['a1', 'a3', 'o1', 'o15']) put(p, WHITE);
    expect(
      pos.p4Count[BLACK * P4_STRIDE + P4_FOUR_THREE]! +
        pos.p4Count[BLACK * P4_STRIDE + P4_THREE_THREE]!,
    ).toBeGreaterThan(0);
    expect(evaluate(pos, BLACK)).toBeGreaterThan(-evaluate(pos, WHITE));
    expect(threatTerm(pos.p4Count, BLACK, WHITE, 'standard')).toBeGreaterThan(0);
  });

  it("counts black's two open threes for nothing under renju (forbidden), for white and other rules still", () => {
    // Black h8 i8 and j9 j10: j8 makes two open threes (a point of two threes).
    const at = (pos: Position, name: string) =>
      pos.index(15 - Number(name.slice(1)), name.charCodeAt(0) - 97);
    const build = (rule: Rule, black: Color) => {
      const pos = new Position(15, rule);
      const white = black === BLACK ? WHITE : BLACK;
      for (const p of ['h8', 'i8', 'j9', 'j10']) pos.put(at(pos, p), black);
      for (const p of ['a1', 'a3', 'o1', 'o15']) pos.put(at(pos, p), white);
      return pos;
    };
    const THREE_THREE_BITS = 16 | 32;
    for (const rule of ['standard', 'renju'] as const) {
      for (const black of [BLACK, WHITE] as const) {
        const pos = build(rule, black);
        const counts = pos.p4Count;
        expect(counts[black * P4_STRIDE + P4_THREE_THREE]).toBeGreaterThan(0);
        const other = black === BLACK ? WHITE : BLACK;
        const discounted = rule === 'renju' && black === BLACK;
        const own = threats(counts, black, other, rule === 'renju') & THREE_THREE_BITS;
        const theirs = threats(counts, other, black, rule === 'renju') & 128;
        expect(own === 0).toBe(discounted);
        expect(theirs === 0).toBe(discounted);
      }
    }
    // The point itself is worth nothing to black under renju, something otherwise.
    expect(pointEval(FLEX3, FLEX3, NONE, NONE, true)).toEqual([0, 0]);
    expect(pointEval(FLEX3, FLEX3, NONE, NONE, false)).not.toEqual([0, 0]);
    // The evaluation as a whole: black's position is worth less under renju than the same stones
    // under the standard rule, where the two threes win.
    expect(evaluate(build('renju', BLACK), BLACK)).toBeLessThan(
      evaluate(build('standard', BLACK), BLACK),
    );
  });
});

describe("the evaluation's table (eval-table.ts)", () => {
  /**
   * The reference: the rank of a combination counted from scratch, as the number of combinations
   * (four shapes in ascending order) that come before it in lexicographic order, by listing them.
   */
  const sortedCombos: number[][] = [];
  for (let a = 0; a < SHAPES; a++)
    for (let b = a; b < SHAPES; b++)
      for (let c = b; c < SHAPES; c++)
        for (let d = c; d < SHAPES; d++) sortedCombos.push([a, b, c, d]);
  const slowRank = (shapes: number[]) => {
    const key = [...shapes].sort((x, y) => x - y).join(',');
    return sortedCombos.findIndex((combo) => combo.join(',') === key);
  };

  const tables = [EVAL_TABLE, RENJU_EVAL_TABLE.black, RENJU_EVAL_TABLE.white];

  it('has one worth to each side for each of the 1,001 combinations, and nine threat weights', () => {
    expect(sortedCombos).toHaveLength(COMBOS);
    for (const table of tables) {
      expect(table.own).toHaveLength(COMBOS);
      expect(table.opp).toHaveLength(COMBOS);
      expect(table.threat).toHaveLength(9);
      for (const worth of [...table.own, ...table.opp, ...table.threat]) {
        expect(Number.isInteger(worth)).toBe(true);
      }
      // No shape in any direction: nothing, to either side.
      expect([table.own[0], table.opp[0]]).toEqual([0, 0]);
    }
  });

  it("reads the standard rule's table for both colours, and each colour's own under renju", () => {
    for (const color of [BLACK, WHITE] as const) {
      expect(evalWorths('standard', color)).toBe(EVAL_TABLE);
      expect(evalWorths('freestyle', color)).toBe(EVAL_TABLE);
    }
    expect(evalWorths('renju', BLACK)).toBe(RENJU_EVAL_TABLE.black);
    expect(evalWorths('renju', WHITE)).toBe(RENJU_EVAL_TABLE.white);
  });

  it('indexes a combination by its rank, whatever the order of the four directions', () => {
    const shape = fc.integer({ min: 0, max: SHAPES - 1 });
    fc.assert(
      fc.property(fc.tuple(shape, shape, shape, shape), ([a, b, c, d]) => {
        const rank = comboIndex(a, b, c, d);
        expect(rank).toBe(slowRank([a, b, c, d]));
        expect(comboIndex(d, c, b, a)).toBe(rank);
        expect(comboIndex(b, d, a, c)).toBe(rank);
      }),
      runs(300),
    );
    expect(comboIndex(NONE, NONE, NONE, NONE)).toBe(0);
    expect(comboIndex(OVERLINE, OVERLINE, OVERLINE, OVERLINE)).toBe(COMBOS - 1);
  });

  it("gives a point the table's worths of its combination, but black's forbidden points under renju", () => {
    for (const [a, b, c, d] of sortedCombos) {
      const rank = slowRank([a!, b!, c!, d!]);
      const plain = pointEval(d!, a!, c!, b!, false);
      expect(plain).toEqual([EVAL_TABLE.own[rank], EVAL_TABLE.opp[rank]]);
      const { black, white } = RENJU_EVAL_TABLE;
      expect(pointEval(b!, c!, a!, d!, false, white)).toEqual([white.own[rank], white.opp[rank]]);
      const cls = pattern4(a!, b!, c!, d!, true);
      const forbidden = cls === P4_FORBID || cls === P4_THREE_THREE;
      expect(pointEval(a!, b!, c!, d!, true, black)).toEqual(
        forbidden ? [0, 0] : [black.own[rank], black.opp[rank]],
      );
      // The combination the fit bench reads (`evalCombo`): the same rule, -1 where worthless.
      expect(evalCombo(c!, a!, d!, b!, true)).toBe(forbidden ? -1 : rank);
      expect(evalCombo(a!, b!, c!, d!, false)).toBe(
        pattern4(a!, b!, c!, d!, false) === P4_FORBID ? -1 : rank,
      );
    }
  });
});
