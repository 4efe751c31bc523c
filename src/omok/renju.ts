/**
 * Renju: the moves forbidden to black (RIF rules, sections 3 and 9; docs/rules-omok.md, "Renju").
 *
 * Black may not play, without at the same time making a five:
 * - an overline (six or more in a row);
 * - a double-four: two fours at once through the stone played, on two lines or on one
 *   (`X.XXX.X`, `XX.XX.XX`, `XXX.X.XXX`);
 * - a double-three: two threes at once. A three counts only if some point that turns it into a
 *   straight four is a legal move for black that does not at the same time make a five (RIF 3:
 *   "without at the same time a five in a row is made"; RIF 9.3, "false" threes), judged the same
 *   way with the stone played. That check recurses.
 *
 * Everything black's move can make along one line lies within five points of it, so a line is
 * read as the ten points around the move (empty, black, or blocked: white or off the board), a
 * number below 3^10, and what the move makes there (five, overline, fours, the points that would
 * make a straight four) is looked up in a table built once from the definitions. A check then
 * reads 4 x 10 points, and only a move with two apparent threes looks further (the recursion).
 *
 * A straight-four point that also makes a five (on any line) does not make the three real, though
 * a move that makes a five is always legal (9.2): the five wins at once, so no straight four is
 * "attained" (RIF 3, 1996/1998; docs/rules-omok.md). Rapfi and the Gomocup renju arbiter read it so too.
 */
import { BLACK, type Board, type Cell, type Point, WHITE } from './board.js';
import { DIRECTIONS, type Direction, STEPS } from './lines.js';

/**
 * Every reason black's move may be forbidden, in the order they are checked (and reported when a
 * move is more than one).
 */
export const FORBIDDEN_REASONS = ['overline', 'double-four', 'double-three'] as const;

/** Why a black move is forbidden under renju: one of `FORBIDDEN_REASONS`. */
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];

/** A point forbidden to black, with the reason. */
export interface ForbiddenPoint extends Point {
  readonly reason: ForbiddenReason;
}

/**
 * How many moves deep the false-three check looks. Every level plays one more black stone, so
 * the chain can never come back to a position it has seen (no cycles) and ends when the board is
 * full; this cap bounds the work on contrived positions. Past it a straight-four point is taken as
 * legal unless it makes a five. (The slow reading in the tests has no cap.) The deepest published position in the tests, mintaka's "multiple-nested forbidden moves",
 * needs 5 levels (with a cap below 5 one of its answers changes); random boards, even crowded
 * black ones, have not gone past 3.
 */
export const MAX_NESTING = 16;

/** Black's forbidden moves on `board`, in reading order (black to play or not). */
export function forbiddenPoints(board: Board): ForbiddenPoint[] {
  return new RenjuChecker(board).forbiddenPoints();
}

/**
 * The fewest black stones on the board that a forbidden point needs: a double three is two threes
 * of two black stones each besides the move; a double four and an overline need more.
 */
const FEWEST_BLACK_FOR_FORBIDDEN = 4;

/**
 * Why black may not play at `point`, or `null` when the move is allowed: no forbidden shape, or it
 * makes a five (which wins whatever else it makes), or the point is taken or off the board.
 */
export function forbiddenReason(board: Board, point: Point): ForbiddenReason | null {
  return new RenjuChecker(board).reason(point.row, point.col);
}

/** True when black may not play at `point` (see `forbiddenReason`). */
export function isForbidden(board: Board, point: Point): boolean {
  return forbiddenReason(board, point) !== null;
}

/**
 * What a black move at `point` makes, direction by direction, for explanations: the verdict and
 * the lines behind it — the overline's direction, each four (a direction twice when it holds two),
 * or the directions of the threes that count. `null` when the move is allowed.
 */
export function explainForbidden(
  board: Board,
  point: Point,
): { readonly reason: ForbiddenReason; readonly directions: readonly Direction[] } | null {
  const checker = new RenjuChecker(board);
  const reason = checker.reason(point.row, point.col);
  if (reason === null) return null;
  return { reason, directions: checker.culprits(point.row, point.col, reason) };
}

// ---------------------------------------------------------------------------------------------
// The checker. Hot code: a padded byte grid, one table lookup per line, mutation of the grid
// while a nested move is tried (always undone), because the replay and forbiddenPoints call it
// once per point or move.

/**
 * Points kept around the board so that the ten points of a line never need a bounds check. The
 * engine's position (engine/position.ts) pads its grid the same way, so a grid index means the
 * same point in both and the engine can hand its indexes and line codes straight to the checker.
 */
export const RENJU_PAD = 5;
const PAD = RENJU_PAD;
/** Grid values: the digits of a line's code. */
const FREE = 0;
const OWN = 1;
const BLOCKED = 2;

/**
 * Black's forbidden moves on a position that changes one stone at a time: `set` keeps it in step
 * with the game, `reason` judges a point. Used by the replay (constant work per move) and by
 * `forbiddenPoints` (one copy of the board for all its points).
 */
export class RenjuChecker {
  readonly size: number;
  private readonly width: number;
  private readonly grid: Uint8Array;
  private readonly strides: readonly number[];
  /** The four line entries of the move judged at each depth: no array made per judged point. */
  private readonly entries = new Int32Array(4 * (MAX_NESTING + 2));

  /** A checker of `board`'s position, or of an empty board of that size when given a number. */
  constructor(board: Board | number) {
    const n = typeof board === 'number' ? board : board.size;
    this.size = n;
    this.width = n + 2 * PAD;
    this.grid = new Uint8Array(this.width * this.width).fill(BLOCKED);
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) this.grid[this.index(row, col)] = FREE;
    }
    // DIRECTIONS order; a line's code reads its points against the stride, then along it.
    this.strides = DIRECTIONS.map((d) => STEPS[d].dr * this.width + STEPS[d].dc);
    if (typeof board !== 'number') {
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) this.set(row, col, board.cells[row * n + col] as Cell);
      }
    }
  }

  /** Puts `cell` at (row, col) (0 clears it), as the game's board changes. */
  set(row: number, col: number, cell: Cell): void {
    this.grid[this.index(row, col)] = cell === BLACK ? OWN : cell === WHITE ? BLOCKED : FREE;
  }

  /**
   * Puts a stone (1 black, 2 white) or clears (0) the point at grid index `at` (row + 5) *
   * (size + 10) + col + 5: the engine's own indexes, kept in step stone by stone.
   */
  setAt(at: number, cell: Cell): void {
    this.grid[at] = cell === BLACK ? OWN : cell === WHITE ? BLOCKED : FREE;
  }

  /**
   * True when black may not play at the free grid index `at`, given the codes of its four lines
   * (`codes[base]` .. `codes[base + 3]`, black's side: 0 free, 1 black, 2 white or off the board,
   * digits as `lineCode` below), which the engine keeps up to date. Four lookups settle every
   * point but one with two apparent threes, which goes to the same recursion as `reason`.
   */
  isForbiddenAt(at: number, codes: Int32Array, base: number): boolean {
    const table = lineTable();
    const e0 = table[codes[base]!]!;
    const e1 = table[codes[base + 1]!]!;
    const e2 = table[codes[base + 2]!]!;
    const e3 = table[codes[base + 3]!]!;
    const any = e0 | e1 | e2 | e3;
    if ((any & FIVE) !== 0) return false;
    if ((any & OVERLINE) !== 0) return true;
    if (fourCount(e0) + fourCount(e1) + fourCount(e2) + fourCount(e3) >= 2) return true;
    const threes =
      (e0 >>> THREE_SHIFT !== 0 ? 1 : 0) +
      (e1 >>> THREE_SHIFT !== 0 ? 1 : 0) +
      (e2 >>> THREE_SHIFT !== 0 ? 1 : 0) +
      (e3 >>> THREE_SHIFT !== 0 ? 1 : 0);
    if (threes < 2) return false;
    const verdict = this.judge(at, 0);
    return verdict !== null && verdict !== FIVE_MADE;
  }

  /** Black's forbidden moves on the checker's position, in reading order. */
  forbiddenPoints(): ForbiddenPoint[] {
    const found: ForbiddenPoint[] = [];
    let black = 0;
    for (const cell of this.grid) if (cell === OWN) black++;
    if (black < FEWEST_BLACK_FOR_FORBIDDEN) return found;
    for (let row = 0; row < this.size; row++) {
      for (let col = 0; col < this.size; col++) {
        const reason = this.reason(row, col);
        if (reason !== null) found.push({ row, col, reason });
      }
    }
    return found;
  }

  /** Why black may not play at (row, col), or `null` (see `forbiddenReason`). */
  reason(row: number, col: number): ForbiddenReason | null {
    if (row < 0 || col < 0 || row >= this.size || col >= this.size) return null;
    const at = this.index(row, col);
    if (this.grid[at] !== FREE) return null;
    const verdict = this.judge(at, 0);
    return verdict === FIVE_MADE ? null : verdict;
  }

  /** The directions behind a verdict already reached at (row, col) (see `explainForbidden`). */
  culprits(row: number, col: number, reason: ForbiddenReason): Direction[] {
    const at = this.index(row, col);
    const found: Direction[] = [];
    DIRECTIONS.forEach((direction, d) => {
      const entry = lineTable()[this.lineCode(at, this.strides[d]!)]!;
      if (reason === 'overline' && (entry & OVERLINE) !== 0) found.push(direction);
      if (reason === 'double-four') {
        for (let i = 0; i < fourCount(entry); i++) found.push(direction);
      }
      if (reason === 'double-three' && this.isRealThree(at, d, entry, 0)) found.push(direction);
    });
    return found;
  }

  private index(row: number, col: number): number {
    return (row + PAD) * this.width + col + PAD;
  }

  /** The code of the line through `at` along `stride`: its ten points as base-3 digits. */
  private lineCode(at: number, stride: number): number {
    const g = this.grid;
    // Digit i (weight 3^i) is the point at offset i - 5 for i < 5, i - 4 for i >= 5.
    return (
      g[at - 5 * stride]! +
      3 * g[at - 4 * stride]! +
      9 * g[at - 3 * stride]! +
      27 * g[at - 2 * stride]! +
      81 * g[at - stride]! +
      243 * g[at + stride]! +
      729 * g[at + 2 * stride]! +
      2187 * g[at + 3 * stride]! +
      6561 * g[at + 4 * stride]! +
      19683 * g[at + 5 * stride]!
    );
  }

  /**
   * The verdict on black playing at the free point `at`, `depth` moves into a nested check:
   * `FIVE_MADE` when the move makes a five (allowed, but no straight-four point of a three).
   */
  private judge(at: number, depth: number): Verdict {
    const table = lineTable();
    const entries = this.entries;
    const base = 4 * depth;
    let overline = false;
    let fours = 0;
    let threes = 0;
    for (let d = 0; d < 4; d++) {
      const entry = table[this.lineCode(at, this.strides[d]!)]!;
      // RIF 9.2: a move that makes a five wins, whatever else it makes.
      if ((entry & FIVE) !== 0) return FIVE_MADE;
      if ((entry & OVERLINE) !== 0) overline = true;
      fours += fourCount(entry);
      if (entry >>> THREE_SHIFT !== 0) threes++;
      entries[base + d] = entry;
    }
    if (overline) return 'overline';
    if (fours >= 2) return 'double-four';
    if (threes < 2) return null;
    // Two apparent threes: each counts only if one of its straight-four points is legal.
    let real = 0;
    for (let d = 0; d < 4 && real < 2 && real + threes >= 2; d++) {
      const entry = entries[base + d]!;
      if (entry >>> THREE_SHIFT === 0) continue;
      threes--;
      if (this.isRealThree(at, d, entry, depth)) real++;
    }
    return real >= 2 ? 'double-three' : null;
  }

  /**
   * True when the apparent three that black playing at `at` makes along direction `d` (line
   * table `entry`) has a straight-four point where black may legally play without making a five,
   * `at` being played (RIF 3: a five made "at the same time" means no straight four is attained).
   */
  private isRealThree(at: number, d: number, entry: number, depth: number): boolean {
    const points = entry >>> THREE_SHIFT;
    if (points === 0) return false;
    const stride = this.strides[d]!;
    this.grid[at] = OWN;
    let real = false;
    for (let rest = points; rest !== 0 && !real; rest >>>= 4) {
      const point = at + ((rest & 15) - 5) * stride;
      // Past the cap a straight-four point counts as legal unless it makes a five.
      real = depth >= MAX_NESTING ? !this.makesFive(point) : this.judge(point, depth + 1) === null;
    }
    this.grid[at] = FREE;
    return real;
  }

  /** True when black playing at the free point `at` makes a five on some line. */
  private makesFive(at: number): boolean {
    const table = lineTable();
    for (let d = 0; d < 4; d++) {
      if ((table[this.lineCode(at, this.strides[d]!)]! & FIVE) !== 0) return true;
    }
    return false;
  }
}

/** What `judge` finds: a reason, `null` (allowed), or `FIVE_MADE` (allowed: the move wins). */
type Verdict = ForbiddenReason | null | typeof FIVE_MADE;
const FIVE_MADE = 'five';

// ---------------------------------------------------------------------------------------------
// The line table: for each of the 3^10 ways the ten points around a move can look, what a black
// stone in the middle makes on that line. Built once, on first use, from the definitions (RIF 3).

/** The move makes an unbroken row of exactly five. */
const FIVE = 1;
/** The move makes an unbroken row of six or more. */
const OVERLINE = 2;
/** Bits 2-3: how many fours the move makes on the line (0, 1 or 2). */
const FOUR_SHIFT = 2;
/** From bit 4, four bits each: offset + 5 of each point that would then make a straight four. */
const THREE_SHIFT = 4;

const LINE_CODES = 3 ** 10;

let table: Int32Array | undefined;

/** Builds the line table now (it is otherwise built on first use): before a timed search. */
export function prepareRenju(): void {
  lineTable();
}

function lineTable(): Int32Array {
  table ??= buildLineTable();
  return table;
}

function fourCount(entry: number): number {
  return (entry >>> FOUR_SHIFT) & 3;
}

function buildLineTable(): Int32Array {
  const built = new Int32Array(LINE_CODES);
  // line[k + 5] is the point at offset k; the move itself is at offset 0.
  const line = new Uint8Array(11);
  for (let code = 0; code < LINE_CODES; code++) {
    let rest = code;
    for (let i = 0; i < 10; i++) {
      line[i < 5 ? i : i + 1] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    line[5] = OWN;
    built[code] = describeLine(line);
  }
  return built;
}

/** The unbroken run of black through offset 0 of `line`, as [first, last] offsets. */
function runThroughMove(line: Uint8Array): [number, number] {
  let first = 0;
  while (first > -5 && line[first - 1 + 5] === OWN) first--;
  let last = 0;
  while (last < 5 && line[last + 1 + 5] === OWN) last++;
  return [first, last];
}

/** True when offset k is on the line and free. */
function isFree(line: Uint8Array, k: number): boolean {
  return k >= -5 && k <= 5 && line[k + 5] === FREE;
}

/** True when offset k is not black (free, blocked, or beyond the ten points read). */
function isNotOwn(line: Uint8Array, k: number): boolean {
  return k < -5 || k > 5 || line[k + 5] !== OWN;
}

/** The table entry of one line around the move (see the constants above). */
function describeLine(line: Uint8Array): number {
  const [first, last] = runThroughMove(line);
  const length = last - first + 1;
  // A run reaching the edge of the ten points is at least six long, whatever lies beyond.
  if (length === 5) return FIVE;
  if (length >= 6) return OVERLINE;

  // Fours (RIF 3): a free point that would make a five through the move. Two such points are one
  // straight four when they close the same unbroken four (five apart); otherwise each is a four
  // of its own, which is how one line holds two (`X.XXX.X`).
  const fivePoints: number[] = [];
  for (let k = -4; k <= 4; k++) {
    if (k === 0 || !isFree(line, k)) continue;
    line[k + 5] = OWN;
    const [a, b] = runThroughMove(line);
    if (b - a + 1 === 5) fivePoints.push(k);
    line[k + 5] = FREE;
  }
  let fours = fivePoints.length;
  if (fours === 2 && fivePoints[1]! - fivePoints[0]! === 5) fours = 1;
  if (fours > 2) throw new Error('a line cannot hold three fours through one point');
  if (fours > 0) return fours << FOUR_SHIFT;

  // Threes (RIF 3): a free point that would make a straight four through the move: an unbroken
  // four with a free point at each end where black would make exactly five.
  let points = 0;
  let count = 0;
  for (let k = -3; k <= 3; k++) {
    if (k === 0 || !isFree(line, k)) continue;
    line[k + 5] = OWN;
    const [a, b] = runThroughMove(line);
    const straight =
      b - a + 1 === 4 &&
      isFree(line, a - 1) &&
      isFree(line, b + 1) &&
      isNotOwn(line, a - 2) &&
      isNotOwn(line, b + 2);
    line[k + 5] = FREE;
    if (!straight) continue;
    points |= (k + 5) << (4 * count);
    count++;
  }
  if (count > 3) throw new Error('a line cannot hold four straight-four points through one point');
  return points << THREE_SHIFT;
}
