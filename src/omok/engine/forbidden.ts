/**
 * Renju's forbidden moves for the engine (RIF rules; docs/rules-omok.md, "Renju"), on the engine's
 * padded grid and its incrementally kept line codes, so that judging a point costs four table
 * lookups unless the move makes two apparent threes.
 *
 * Black may not play, unless the move makes a five: an overline, two fours (on two lines or on
 * one), or two threes, where a three counts only if one of the points that turn it into a straight
 * four is a legal move for black, with the move played, that makes no five at the same time. That
 * last check recurses, reading the lines from the grid (a stone is put down and taken back).
 *
 * The core's `forbiddenPoints` (renju.ts) is the reference: renju.test.ts in this folder checks
 * that both agree on random positions.
 */
import { FREE, LINE_CODES, OWN } from './patterns.js';

/** Cell values of the engine's padded grid. */
export const CELL_EMPTY = 0;
export const CELL_BLACK = 1;
export const CELL_WHITE = 2;
export const CELL_WALL = 3;

/** Black's digit for each cell value: empty free, black own, white or wall blocked. */
const BLACK_DIGIT = [0, 1, 2, 2];

/** The move makes an exact five on the line. */
const R_FIVE = 1;
/** The move makes six or more. */
const R_OVERLINE = 2;
/** Bits 2-3: fours the move makes on the line (0, 1 or 2). */
const R_FOUR_SHIFT = 2;
/** From bit 4, four bits each: offset + 5 of each point that would then make a straight four. */
const R_THREE_SHIFT = 4;

/** How deep the false-three check looks (as the core, renju.ts `MAX_NESTING`). */
const MAX_DEPTH = 16;

let renjuTable: Int32Array | undefined;

/** Black's renju line table, by black's line code (patterns.ts). */
function table(): Int32Array {
  renjuTable ??= buildRenjuTable();
  return renjuTable;
}

function buildRenjuTable(): Int32Array {
  const built = new Int32Array(LINE_CODES);
  const line = new Uint8Array(11);
  for (let code = 0; code < LINE_CODES; code++) {
    let rest = code;
    for (let i = 0; i < 11; i++) {
      if (i === 5) continue;
      line[i] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    line[5] = OWN;
    built[code] = describe(line);
  }
  return built;
}

/** [first, last] index of the run of black through index 5 of an 11-point line. */
function run(line: Uint8Array): [number, number] {
  let a = 5;
  while (a > 0 && line[a - 1] === OWN) a--;
  let b = 5;
  while (b < 10 && line[b + 1] === OWN) b++;
  return [a, b];
}

function describe(line: Uint8Array): number {
  const [a, b] = run(line);
  if (b - a + 1 === 5) return R_FIVE;
  if (b - a + 1 > 5) return R_OVERLINE;
  // Fours: the points that would make an exact five through the move; two of them close one
  // unbroken four when they are five apart (a straight four counts once).
  const fives: number[] = [];
  for (let i = 1; i <= 9; i++) {
    if (i === 5 || line[i] !== FREE) continue;
    line[i] = OWN;
    const [x, y] = run(line);
    line[i] = FREE;
    if (y - x + 1 === 5) fives.push(i);
  }
  let fours = fives.length;
  if (fours === 2 && fives[1]! - fives[0]! === 5) fours = 1;
  if (fours > 0) return Math.min(fours, 2) << R_FOUR_SHIFT;
  // Threes: the points that would make a straight four, an unbroken four whose two ends are free
  // and would each make an exact five.
  let points = 0;
  let shift = 0;
  for (let i = 2; i <= 8; i++) {
    if (i === 5 || line[i] !== FREE) continue;
    line[i] = OWN;
    const [x, y] = run(line);
    const straight =
      y - x + 1 === 4 &&
      line[x - 1] === FREE &&
      line[y + 1] === FREE &&
      (x - 2 < 0 || line[x - 2] !== OWN) &&
      (y + 2 > 10 || line[y + 2] !== OWN);
    line[i] = FREE;
    if (straight) {
      points |= i << shift;
      shift += 4;
    }
  }
  return points << R_THREE_SHIFT;
}

/**
 * Black's forbidden-move judge over a padded grid (cells as above, at least five wall cells
 * around the board) whose black line codes `codes[at * 4 + d]` are kept up to date by the caller.
 */
export class RenjuJudge {
  constructor(
    private readonly grid: Uint8Array,
    private readonly codes: Int32Array,
    private readonly strides: readonly number[],
  ) {}

  /** True when black may not play at the empty point `at`. */
  isForbidden(at: number): boolean {
    const t = table();
    const codes = this.codes;
    const base = at * 4;
    const e0 = t[codes[base]!]!;
    const e1 = t[codes[base + 1]!]!;
    const e2 = t[codes[base + 2]!]!;
    const e3 = t[codes[base + 3]!]!;
    const any = e0 | e1 | e2 | e3;
    // Nothing but at most one three or one four: the common case, settled here.
    if ((any & R_FIVE) !== 0) return false;
    if ((any & R_OVERLINE) !== 0) return true;
    const fours =
      ((e0 >>> R_FOUR_SHIFT) & 3) +
      ((e1 >>> R_FOUR_SHIFT) & 3) +
      ((e2 >>> R_FOUR_SHIFT) & 3) +
      ((e3 >>> R_FOUR_SHIFT) & 3);
    if (fours >= 2) return true;
    const threes =
      (e0 >>> R_THREE_SHIFT !== 0 ? 1 : 0) +
      (e1 >>> R_THREE_SHIFT !== 0 ? 1 : 0) +
      (e2 >>> R_THREE_SHIFT !== 0 ? 1 : 0) +
      (e3 >>> R_THREE_SHIFT !== 0 ? 1 : 0);
    if (threes < 2) return false;
    return this.judge(at, 0) === FORBIDDEN;
  }

  /** The code of the line through `at` along `stride`, read from the grid (nested checks). */
  private lineCode(at: number, stride: number): number {
    const g = this.grid;
    let code = 0;
    let weight = 1;
    for (let k = -5; k <= 5; k++) {
      if (k === 0) continue;
      code += weight * BLACK_DIGIT[g[at + k * stride]!]!;
      weight *= 3;
    }
    return code;
  }

  /** FIVE, FORBIDDEN or ALLOWED for black at the empty `at`, `depth` levels into a nested check. */
  private judge(at: number, depth: number): number {
    const t = table();
    const entries = [0, 0, 0, 0];
    let overline = false;
    let fours = 0;
    let threes = 0;
    for (let d = 0; d < 4; d++) {
      const entry = t[this.lineCode(at, this.strides[d]!)]!;
      if ((entry & R_FIVE) !== 0) return MAKES_FIVE;
      if ((entry & R_OVERLINE) !== 0) overline = true;
      fours += (entry >>> R_FOUR_SHIFT) & 3;
      if (entry >>> R_THREE_SHIFT !== 0) threes++;
      entries[d] = entry;
    }
    if (overline || fours >= 2) return FORBIDDEN;
    if (threes < 2) return ALLOWED;
    let real = 0;
    for (let d = 0; d < 4 && real < 2; d++) {
      const points = entries[d]! >>> R_THREE_SHIFT;
      if (points === 0) continue;
      if (this.isRealThree(at, this.strides[d]!, points, depth)) real++;
    }
    return real >= 2 ? FORBIDDEN : ALLOWED;
  }

  /**
   * True when one of the straight-four points (`points`, offsets + 5 in 4-bit fields along
   * `stride`) of the three black makes at `at` is a legal black move that makes no five.
   */
  private isRealThree(at: number, stride: number, points: number, depth: number): boolean {
    if (depth >= MAX_DEPTH) return true;
    this.grid[at] = CELL_BLACK;
    let real = false;
    for (let rest = points; rest !== 0 && !real; rest >>>= 4) {
      const point = at + ((rest & 15) - 5) * stride;
      real = this.judge(point, depth + 1) === ALLOWED;
    }
    this.grid[at] = CELL_EMPTY;
    return real;
  }
}

const ALLOWED = 0;
const FORBIDDEN = 1;
const MAKES_FIVE = 2;
