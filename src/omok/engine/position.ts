/**
 * The engine's position: a board that a search changes one stone at a time, keeping what the
 * search asks about at every node up to date as it goes.
 *
 * Hot code, so typed arrays and mutation behind a small API: points are indexes into a grid
 * padded with five wall cells on every side (a line's ten neighbours never need a bounds check),
 * and for every point and direction the ten points around it are kept as a base-3 line code from
 * each colour's side (patterns.ts). Putting down or taking back a stone updates the codes of the
 * 40 points whose lines pass through it, nothing else; what a move makes along a line is then one
 * table lookup. A Zobrist hash (two 32-bit halves) follows the stones for the transposition
 * table, and a count of stones within two points tells the search where moves make sense.
 */

import { seededRandom } from '../../random.js';
import { BLACK, type Board, type Color, type Point, WHITE } from '../board.js';
import { RENJU_PAD, RenjuChecker } from '../renju.js';
import type { Rule } from '../rules.js';
import { P4_OCCUPIED, P4_STRIDE, type PatternTables, patternTables } from './pattern4.js';
import {
  BLOCK4,
  digitWeight,
  FIVE,
  type FiveKind,
  FLEX4,
  type Shape,
  shapeTable,
} from './patterns.js';

/** Cell values of the padded grid. */
export const CELL_EMPTY = 0;
export const CELL_BLACK = 1;
export const CELL_WHITE = 2;
export const CELL_WALL = 3;

/** Wall cells kept around the board: as the core's renju checker, so grid indexes agree. */
export const PAD = RENJU_PAD;

/** The smallest and largest board sizes the engine plays on. */
export const MIN_ENGINE_SIZE = 5;
export const MAX_ENGINE_SIZE = 26;

/** Whether long rows win for `color` under `rule` (rules.ts, `classifyLine`). */
function fiveKind(rule: Rule, color: Color): FiveKind {
  switch (rule) {
    case 'standard':
      return 'exact';
    case 'freestyle':
      return 'long';
    case 'renju':
      return color === BLACK ? 'exact' : 'long';
  }
}

const zobristCache = new Map<number, Int32Array>();

/** Random keys per grid cell and colour (lo, hi), the same for every position of a width. */
function zobristKeys(cells: number): Int32Array {
  let keys = zobristCache.get(cells);
  if (keys === undefined) {
    const random = seededRandom(0x2615 + cells);
    keys = new Int32Array(cells * 4);
    for (let i = 0; i < keys.length; i++) keys[i] = Math.floor(random() * 2 ** 32) | 0;
    zobristCache.set(cells, keys);
  }
  return keys;
}

/** A game position under a rule, changed by `play` and `undo`. */
export class Position {
  readonly size: number;
  readonly rule: Rule;
  /** Grid row length: size + 2 * PAD. */
  readonly width: number;
  /** The padded grid: CELL_EMPTY, CELL_BLACK, CELL_WHITE or CELL_WALL. */
  readonly cells: Uint8Array;
  /** Steps of the four directions (horizontal, vertical, falling, rising, as lines.ts). */
  readonly strides: readonly number[];
  /** The grid offsets of the 40 points on the four lines through a point (`lineSteps`). */
  private readonly steps: Int32Array;
  /**
   * Line codes by colour (index colour - 1), at `index * 4 + direction`: kept for the empty
   * points (an occupied point keeps the codes it had when its stone was put).
   */
  readonly codes: readonly [Int32Array, Int32Array];
  /** Stones within two points (Chebyshev distance) of each cell. */
  readonly near: Uint8Array;
  /**
   * Each empty point's class to each colour (index colour - 1; pattern4.ts), kept up to date
   * with the line codes (an occupied point holds a placeholder).
   */
  readonly p4: readonly [Uint8Array, Uint8Array];
  /**
   * Each empty point's value to each colour (index colour - 1; pattern4.ts: its shapes and class),
   * by which the search orders its moves, kept up to date with the classes (0 at an occupied
   * point).
   */
  readonly values: readonly [Int32Array, Int32Array];
  /** How many empty points of each class each colour has, at `colour * P4_STRIDE + class`. */
  readonly p4Count: Int32Array;
  /**
   * The evaluation's sums over the empty points (pattern4.ts), by colour (black at 0, white at 1):
   * each colour's points' worth when it is to move and when it is not, packed in one number
   * (`ownOf`, `oppOf`).
   */
  readonly evalSums = new Float64Array(2);
  /** Every board point's grid index, in reading order. */
  readonly points: Int32Array;
  private readonly tables: readonly [Uint8Array, Uint8Array];
  // The same arrays as `codes` and `tables`, as plain fields for the hot loops.
  private readonly blackCodes: Int32Array;
  private readonly whiteCodes: Int32Array;
  private readonly blackTable: Uint8Array;
  private readonly whiteTable: Uint8Array;
  /** Each point's line shapes (patterns.ts) by colour, at `index * 4 + direction`. */
  private readonly blackShape: Uint8Array;
  private readonly whiteShape: Uint8Array;
  private readonly blackP4: Uint8Array;
  private readonly whiteP4: Uint8Array;
  private readonly blackValue: Int32Array;
  private readonly whiteValue: Int32Array;
  /** Each point's four shapes as one index of the pattern tables (pattern4.ts), by colour. */
  private readonly blackIndex: Int32Array;
  private readonly whiteIndex: Int32Array;
  private readonly blackCls: Uint8Array;
  private readonly whiteCls: Uint8Array;
  private readonly blackVal: Int32Array;
  private readonly whiteVal: Int32Array;
  private readonly blackPacked: Int32Array;
  private readonly whitePacked: Int32Array;
  private readonly blackPattern: PatternTables;
  /** Each empty point's packed worth to the evaluation (as `evalSums`), by colour. */
  private readonly blackEval: Float64Array;
  private readonly whiteEval: Float64Array;
  private readonly whitePattern: PatternTables;
  private readonly keys: Int32Array;
  private readonly renju: RenjuChecker | undefined;
  private readonly history: Int32Array;
  private readonly wins: Uint8Array;
  private count = 0;
  /**
   * The rectangle of grid rows and columns within two points of a stone, clipped to the board,
   * after each stone put (`box[n * 4 ..]`: top, left, bottom, right after n stones; empty
   * when top > bottom): where moves near the stones are.
   */
  private readonly boxes: Int32Array;
  /** The hash of the stones, two 32-bit halves. */
  hashLo = 0;
  hashHi = 0;

  constructor(size: number, rule: Rule) {
    if (!Number.isInteger(size) || size < MIN_ENGINE_SIZE || size > MAX_ENGINE_SIZE) {
      throw new RangeError(`the engine plays on boards of 5 to 26 points, not ${size}`);
    }
    this.size = size;
    this.rule = rule;
    const w = size + 2 * PAD;
    this.width = w;
    this.cells = new Uint8Array(w * w).fill(CELL_WALL);
    this.points = new Int32Array(size * size);
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const at = (r + PAD) * w + c + PAD;
        this.cells[at] = CELL_EMPTY;
        this.points[r * size + c] = at;
      }
    }
    this.strides = [1, w, w + 1, 1 - w];
    this.steps = lineSteps(this.strides);
    this.codes = [new Int32Array(w * w * 4), new Int32Array(w * w * 4)];
    for (const at of this.points) {
      for (let d = 0; d < 4; d++) {
        let black = 0;
        let white = 0;
        for (let k = -5; k <= 5; k++) {
          if (k === 0 || this.cells[at + k * this.strides[d]!] !== CELL_WALL) continue;
          black += 2 * digitWeight(k);
          white += 2 * digitWeight(k);
        }
        this.codes[0][at * 4 + d] = black;
        this.codes[1][at * 4 + d] = white;
      }
    }
    this.near = new Uint8Array(w * w);
    this.tables = [shapeTable(fiveKind(rule, BLACK)), shapeTable(fiveKind(rule, WHITE))];
    [this.blackCodes, this.whiteCodes] = this.codes;
    [this.blackTable, this.whiteTable] = this.tables;
    this.blackShape = new Uint8Array(w * w * 4);
    this.whiteShape = new Uint8Array(w * w * 4);
    this.p4 = [new Uint8Array(w * w).fill(P4_OCCUPIED), new Uint8Array(w * w).fill(P4_OCCUPIED)];
    [this.blackP4, this.whiteP4] = this.p4;
    this.p4Count = new Int32Array(3 * P4_STRIDE);
    this.blackValue = new Int32Array(w * w);
    this.whiteValue = new Int32Array(w * w);
    this.values = [this.blackValue, this.whiteValue];
    this.blackPattern = patternTables(rule, BLACK);
    this.whitePattern = patternTables(rule, WHITE);
    this.blackCls = this.blackPattern.cls;
    this.whiteCls = this.whitePattern.cls;
    this.blackVal = this.blackPattern.value;
    this.whiteVal = this.whitePattern.value;
    this.blackPacked = this.blackPattern.packed;
    this.whitePacked = this.whitePattern.packed;
    this.blackIndex = new Int32Array(w * w);
    this.whiteIndex = new Int32Array(w * w);
    this.blackEval = new Float64Array(w * w);
    this.whiteEval = new Float64Array(w * w);
    for (const at of this.points) this.refresh(at);
    this.keys = zobristKeys(w * w);
    this.renju = rule === 'renju' ? new RenjuChecker(size) : undefined;
    this.history = new Int32Array(size * size);
    this.wins = new Uint8Array(size * size + 1);
    this.boxes = new Int32Array((size * size + 1) * 4);
    this.boxes.set([PAD + size, PAD + size, PAD - 1, PAD - 1]);
  }

  /** The first grid row of the rectangle within two points of a stone (see `boxBottom`). */
  get boxTop(): number {
    return this.boxes[this.count * 4]!;
  }
  get boxLeft(): number {
    return this.boxes[this.count * 4 + 1]!;
  }
  /** The last grid row of the rectangle (less than `boxTop` when there is no stone). */
  get boxBottom(): number {
    return this.boxes[this.count * 4 + 2]!;
  }
  get boxRight(): number {
    return this.boxes[this.count * 4 + 3]!;
  }

  /** A position holding `board`'s stones (its size; the rule given). */
  static fromBoard(board: Board, rule: Rule): Position {
    const position = new Position(board.size, rule);
    for (let r = 0; r < board.size; r++) {
      for (let c = 0; c < board.size; c++) {
        const cell = board.cells[r * board.size + c]!;
        if (cell !== 0) position.put(position.index(r, c), cell as Color);
      }
    }
    // A five made while the stones were put in reading order may be part of a longer row
    // now: a given position has no winner recorded (the caller judges it with the core's judge).
    position.wins.fill(0);
    return position;
  }

  /** The grid index of (row, col). */
  index(row: number, col: number): number {
    return (row + PAD) * this.width + col + PAD;
  }

  /** The board point of a grid index. */
  pointOf(at: number): Point {
    return { row: Math.floor(at / this.width) - PAD, col: (at % this.width) - PAD };
  }

  /** True when `at` is a point of the board (not a wall cell, not outside the grid). */
  isOnBoard(at: number): boolean {
    return at >= 0 && at < this.cells.length && this.cells[at] !== CELL_WALL;
  }

  /** Stones on the board (moves played since the position was made, and stones put). */
  get stones(): number {
    return this.count;
  }

  /** The grid index of the stone put `back` moves ago (1: the last one). */
  lastMove(back = 1): number {
    return this.count >= back ? this.history[this.count - back]! : -1;
  }

  /** The colour whose stone made a winning five since the position was given, or 0. */
  get winner(): 0 | Color {
    return this.count === 0 ? 0 : (this.wins[this.count] as 0 | Color);
  }

  /** What `color` putting a stone at the empty `at` makes along direction `d`. */
  shape(at: number, d: number, color: Color): Shape {
    const i = color - 1;
    return this.tables[i]![this.codes[i]![at * 4 + d]!]!;
  }

  /** True when `color` putting a stone at the empty `at` makes a winning five. */
  makesFive(at: number, color: Color): boolean {
    const i = color - 1;
    const t = this.tables[i]!;
    const c = this.codes[i]!;
    const b = at * 4;
    return (
      t[c[b]!] === FIVE || t[c[b + 1]!] === FIVE || t[c[b + 2]!] === FIVE || t[c[b + 3]!] === FIVE
    );
  }

  /**
   * How many fours `color` makes at the empty `at` (a `FLEX4` counts two: two points to win),
   * and whether it makes a five (returned as 9).
   */
  fourCount(at: number, color: Color): number {
    let fours = 0;
    for (let d = 0; d < 4; d++) {
      const s = this.shape(at, d, color);
      if (s === FIVE) return 9;
      if (s === FLEX4) fours += 2;
      else if (s === BLOCK4) fours++;
    }
    return fours;
  }

  /** True when black may not play at the empty `at` (renju only; never otherwise). */
  isForbidden(at: number): boolean {
    return this.renju?.isForbiddenAt(at, this.blackCodes, at * 4) === true;
  }

  /** True when `color` may play at `at`: an empty board point, not forbidden to it. */
  isLegal(at: number, color: Color): boolean {
    if (!this.isOnBoard(at) || this.cells[at] !== CELL_EMPTY) return false;
    return color !== BLACK || this.renju === undefined || !this.isForbidden(at);
  }

  /** Puts a `color` stone at the empty `at` (a move, or a stone of a given position). */
  put(at: number, color: Color): void {
    const win = this.makesFive(at, color) ? color : 0;
    // The point leaves the empty points' counts and sum.
    this.p4Count[P4_STRIDE + this.blackP4[at]!]!--;
    this.p4Count[2 * P4_STRIDE + this.whiteP4[at]!]!--;
    this.blackP4[at] = P4_OCCUPIED;
    this.whiteP4[at] = P4_OCCUPIED;
    this.blackValue[at] = 0;
    this.whiteValue[at] = 0;
    this.evalSums[0] -= this.blackEval[at]!;
    this.evalSums[1] -= this.whiteEval[at]!;
    this.blackEval[at] = 0;
    this.whiteEval[at] = 0;
    this.cells[at] = color;
    this.renju?.setAt(at, color);
    this.update(at, color, 1);
    this.history[this.count] = at;
    const box = this.boxes;
    const o = this.count * 4;
    const row = Math.floor(at / this.width);
    const col = at - row * this.width;
    const last = PAD + this.size - 1;
    box[o + 4] = Math.min(box[o]!, Math.max(PAD, row - 2));
    box[o + 5] = Math.min(box[o + 1]!, Math.max(PAD, col - 2));
    box[o + 6] = Math.max(box[o + 2]!, Math.min(last, row + 2));
    box[o + 7] = Math.max(box[o + 3]!, Math.min(last, col + 2));
    this.count++;
    this.wins[this.count] = this.wins[this.count - 1] !== 0 ? this.wins[this.count - 1]! : win;
  }

  /** Takes back the last stone put. */
  undo(): void {
    this.count--;
    const at = this.history[this.count]!;
    const color = this.cells[at] as Color;
    this.cells[at] = CELL_EMPTY;
    this.renju?.setAt(at, 0);
    this.update(at, color, -1);
  }

  /**
   * The class `color` would have at the empty `at` if the other colour put a stone on the empty
   * `block` (another point), without putting it: a stone of the other colour only blocks a line,
   * so only the direction through both points (if they are within five of each other on one)
   * changes. Lets the search try many blocks of a threat without making and taking back moves.
   */
  classIfBlocked(at: number, block: number, color: Color): number {
    const p4 = color === BLACK ? this.blackP4 : this.whiteP4;
    const w = this.width;
    const dr = Math.floor(block / w) - Math.floor(at / w);
    const dc = (block % w) - (at % w);
    let d: number;
    let k: number;
    if (dr === 0) {
      d = 0;
      k = dc;
    } else if (dc === 0) {
      d = 1;
      k = dr;
    } else if (dr === dc) {
      d = 2;
      k = dr;
    } else if (dr === -dc) {
      d = 3;
      k = dc;
    } else return p4[at]!;
    if (k < -5 || k > 5) return p4[at]!;
    const i = at * 4 + d;
    const codes = color === BLACK ? this.blackCodes : this.whiteCodes;
    const table = color === BLACK ? this.blackTable : this.whiteTable;
    const shapes = color === BLACK ? this.blackShape : this.whiteShape;
    // The block's digit goes from free (0) to blocked (2).
    const now = table[codes[i]! + 2 * OFFSET_WEIGHT[k + 5]!]!;
    const was = shapes[i]!;
    if (now === was) return p4[at]!;
    const index = (color === BLACK ? this.blackIndex : this.whiteIndex)[at]!;
    const packed = color === BLACK ? this.blackPacked : this.whitePacked;
    return packed[index + (now - was) * SHAPE_WEIGHT[d]!]! & 15;
  }

  /** The value of the empty `at` to `color` (its class and shapes; pattern4.ts). */
  valueAt(at: number, color: Color): number {
    return color === BLACK ? this.blackValue[at]! : this.whiteValue[at]!;
  }

  /** A word of the hash (`part` 0 the low one, 1 the high one) after `color` plays at `at`. */
  hashAfter(at: number, color: Color, part: 0 | 1): number {
    return (part === 0 ? this.hashLo : this.hashHi) ^ this.keys[at * 4 + (color - 1) * 2 + part]!;
  }

  /** The colour of the stone at `at`, or 0. */
  stoneAt(at: number): 0 | Color {
    const cell = this.cells[at]!;
    return cell === BLACK || cell === WHITE ? cell : 0;
  }

  /** Recomputes the shapes, class and value of the empty point `at` for both colours. */
  private refresh(at: number): void {
    const b = at * 4;
    const black = this.blackCodes;
    const white = this.whiteCodes;
    const blackTable = this.blackTable;
    const whiteTable = this.whiteTable;
    const bs = this.blackShape;
    const ws = this.whiteShape;
    for (let d = 0; d < 4; d++) {
      bs[b + d] = blackTable[black[b + d]!]!;
      ws[b + d] = whiteTable[white[b + d]!]!;
    }
    this.combine(at);
  }

  /** The class and value of the empty point `at` from its shapes; counts and sum kept. */
  private combine(at: number): void {
    const b = at * 4;
    const bs = this.blackShape;
    const ws = this.whiteShape;
    const bi = ((bs[b]! * 11 + bs[b + 1]!) * 11 + bs[b + 2]!) * 11 + bs[b + 3]!;
    const wi = ((ws[b]! * 11 + ws[b + 1]!) * 11 + ws[b + 2]!) * 11 + ws[b + 3]!;
    this.blackIndex[at] = bi;
    this.whiteIndex[at] = wi;
    const counts = this.p4Count;
    const bc = this.blackCls[bi]!;
    const wc = this.whiteCls[wi]!;
    counts[P4_STRIDE + this.blackP4[at]!]!--;
    counts[P4_STRIDE + bc]!++;
    counts[2 * P4_STRIDE + this.whiteP4[at]!]!--;
    counts[2 * P4_STRIDE + wc]!++;
    this.blackP4[at] = bc;
    this.whiteP4[at] = wc;
    const bv = this.blackVal[bi]!;
    const wv = this.whiteVal[wi]!;
    this.blackValue[at] = bv;
    this.whiteValue[at] = wv;
    this.setEval(at, bi, wi);
  }

  /**
   * Gives the point `at`, empty again after its stone was taken back, its class, value and worth:
   * its codes, shapes and pattern indices are those it had when the stone was put (an occupied
   * point's are left alone), so only what `put` cleared is read again from the tables.
   */
  private restore(at: number): void {
    const bi = this.blackIndex[at]!;
    const wi = this.whiteIndex[at]!;
    const bp = this.blackPacked[bi]!;
    const wp = this.whitePacked[wi]!;
    const bc = bp & 15;
    const wc = wp & 15;
    this.p4Count[P4_STRIDE + bc]!++;
    this.p4Count[2 * P4_STRIDE + wc]!++;
    this.blackP4[at] = bc;
    this.whiteP4[at] = wc;
    this.blackValue[at] = bp >> 4;
    this.whiteValue[at] = wp >> 4;
    const b = this.blackPattern.evalPacked[bi]!;
    const w = this.whitePattern.evalPacked[wi]!;
    this.blackEval[at] = b;
    this.whiteEval[at] = w;
    this.evalSums[0] += b;
    this.evalSums[1] += w;
  }

  /** The evaluation's worth of the empty `at` from its pattern indices; the sums kept. */
  private setEval(at: number, bi: number, wi: number): void {
    const b = this.blackPattern.evalPacked[bi]!;
    const w = this.whitePattern.evalPacked[wi]!;
    this.evalSums[0] += b - this.blackEval[at]!;
    this.evalSums[1] += w - this.whiteEval[at]!;
    this.blackEval[at] = b;
    this.whiteEval[at] = w;
  }

  private update(at: number, color: Color, sign: 1 | -1): void {
    const black = this.blackCodes;
    const white = this.whiteCodes;
    const blackDigit = sign * (color === BLACK ? 1 : 2);
    const whiteDigit = sign * (color === WHITE ? 1 : 2);
    const cells = this.cells;
    // A point on the line of direction d through the stone changes only its code of direction
    // d: each empty one gets its code changed and its class and value recomputed at once. An
    // occupied point's codes are left as they were when its stone was put: stones are taken
    // back in the reverse order, so every change skipped while it is occupied is undone before
    // it is empty again (its codes are then right without a look at the board).
    const blackTable = this.blackTable;
    const whiteTable = this.whiteTable;
    const blackShape = this.blackShape;
    const whiteShape = this.whiteShape;
    const blackIndex = this.blackIndex;
    const whiteIndex = this.whiteIndex;
    const blackPacked = this.blackPacked;
    const whitePacked = this.whitePacked;
    const blackP4 = this.blackP4;
    const whiteP4 = this.whiteP4;
    const blackValue = this.blackValue;
    const whiteValue = this.whiteValue;
    const counts = this.p4Count;
    const steps = this.steps;
    const blackEval = this.blackEval;
    const whiteEval = this.whiteEval;
    const blackEvalPacked = this.blackPattern.evalPacked;
    const whiteEvalPacked = this.whitePattern.evalPacked;
    // The changes of the sums, kept in locals and added once.
    let blackDelta = 0;
    let whiteDelta = 0;
    // The last eight steps are the points five away: there the stone is a block (or its
    // removal) in the other colour's code, and a block five away never changes a shape (a
    // shape reads the points five away only for stones of its own colour: patterns.ts), so the
    // other colour's shapes there are not looked up.
    const blackSteps = color === BLACK ? 40 : 32;
    const whiteSteps = color === WHITE ? 40 : 32;
    for (let j = 0; j < 40; j++) {
      // The ten points of each direction's line, with the stone's digit weight in their code.
      const q = at + steps[j]!;
      if (cells[q] !== CELL_EMPTY) continue;
      const d = j & 3;
      const w = STEP_WEIGHT[j]!;
      const i = q * 4 + d;
      const bc = black[i]! + blackDigit * w;
      const wc = white[i]! + whiteDigit * w;
      black[i] = bc;
      white[i] = wc;
      // Most points a stone's lines pass through keep their shapes: nothing else to do.
      const bs = j < blackSteps ? blackTable[bc]! : blackShape[i]!;
      const bWas = blackShape[i]!;
      if (bs !== bWas) {
        blackShape[i] = bs;
        const index = blackIndex[q]! + (bs - bWas) * SHAPE_WEIGHT[d]!;
        blackIndex[q] = index;
        const both = blackPacked[index]!;
        const cls = both & 15;
        const was = blackP4[q]!;
        if (cls !== was) {
          counts[P4_STRIDE + was]!--;
          counts[P4_STRIDE + cls]!++;
          blackP4[q] = cls;
        }
        blackValue[q] = both >> 4;
        const worth = blackEvalPacked[index]!;
        blackDelta += worth - blackEval[q]!;
        blackEval[q] = worth;
      }
      const ws = j < whiteSteps ? whiteTable[wc]! : whiteShape[i]!;
      const wWas = whiteShape[i]!;
      if (ws !== wWas) {
        whiteShape[i] = ws;
        const index = whiteIndex[q]! + (ws - wWas) * SHAPE_WEIGHT[d]!;
        whiteIndex[q] = index;
        const both = whitePacked[index]!;
        const cls = both & 15;
        const was = whiteP4[q]!;
        if (cls !== was) {
          counts[2 * P4_STRIDE + was]!--;
          counts[2 * P4_STRIDE + cls]!++;
          whiteP4[q] = cls;
        }
        whiteValue[q] = both >> 4;
        const worth = whiteEvalPacked[index]!;
        whiteDelta += worth - whiteEval[q]!;
        whiteEval[q] = worth;
      }
    }
    this.evalSums[0] += blackDelta;
    this.evalSums[1] += whiteDelta;
    // Taken back: the point is empty again, with its lines as they were.
    if (cells[at] === CELL_EMPTY) this.restore(at);
    const near = this.near;
    const w = this.width;
    for (let dr = -2 * w; dr <= 2 * w; dr += w) {
      const row = at + dr;
      near[row - 2]! += sign;
      near[row - 1]! += sign;
      near[row]! += sign;
      near[row + 1]! += sign;
      near[row + 2]! += sign;
    }
    const key = at * 4 + (color - 1) * 2;
    this.hashLo ^= this.keys[key]!;
    this.hashHi ^= this.keys[key + 1]!;
  }
}

/**
 * The grid offsets of the 40 points on the four lines through a point (five each side), by
 * `j`: direction `j & 3`, offset `STEP_OFFSET[j >> 2]` points along it.
 */
function lineSteps(strides: readonly number[]): Int32Array {
  const steps = new Int32Array(40);
  for (let j = 0; j < 40; j++) steps[j] = STEP_OFFSET[j >> 2]! * strides[j & 3]!;
  return steps;
}

/** The digit weight of each offset -5..5 (at offset + 5; the middle unused). */
const OFFSET_WEIGHT = Int32Array.from({ length: 11 }, (_, i) => (i === 5 ? 0 : digitWeight(i - 5)));

/** The offsets along a line of the points whose codes a stone changes (-5..5, not 0). */
const STEP_OFFSET = [-1, 1, -2, 2, -3, 3, -4, 4, -5, 5];

/** The weight of the stone's digit in the code of the point at step `j` (the stone is at -offset from it). */
const STEP_WEIGHT = Int32Array.from({ length: 40 }, (_, j) => digitWeight(-STEP_OFFSET[j >> 2]!));

/** The weight of direction d's shape in a pattern-table index (pattern4.ts: ((a*11+b)*11+c)*11+d). */
const SHAPE_WEIGHT = [11 * 11 * 11, 11 * 11, 11, 1];
