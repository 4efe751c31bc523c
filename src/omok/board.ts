/**
 * The omok board: an N x N grid of empty points and stones, N >= 5 (19 for Baekjoon 2615, 15 for
 * renju and Gomocup).
 *
 * A board is plain data: the cells as bytes and, for boards up to 32 wide, every row of each
 * colour as a 32-bit mask as well. The masks are what makes line finding fast (lines.ts looks at a
 * whole row per operation instead of one point at a time); the functions here keep them in step
 * with the cells, so code outside this module should change a board only through `setStone`.
 */

/** A stone's colour, with Baekjoon's numbers: 1 black, 2 white. */
export type Color = 1 | 2;

/** What a point holds: 0 when empty, else the stone's colour. */
export type Cell = 0 | Color;

/** An empty point. */
export const EMPTY = 0;
/** A black stone (black moves first). */
export const BLACK = 1;
/** A white stone. */
export const WHITE = 2;

/** The smallest board that can hold a five. */
export const MIN_SIZE = 5;
/** The widest board whose rows fit the 32-bit masks; wider boards keep only their cells. */
export const MAX_MASK_SIZE = 32;
/** Baekjoon's board size. */
export const DEFAULT_SIZE = 19;

/** A point of the board, counted from 0: row 0 is the top row, column 0 the left column. */
export interface Point {
  readonly row: number;
  readonly col: number;
}

/**
 * An N x N board. `cells[row * size + col]` is the point's `Cell`. When `size <= MAX_MASK_SIZE`,
 * `black[row]` and `white[row]` hold that row's stones of each colour as a bit mask (bit c is
 * column c); for wider boards both arrays are empty. Change a board only through `setStone`.
 */
export interface Board {
  readonly size: number;
  readonly cells: Uint8Array;
  readonly black: Uint32Array;
  readonly white: Uint32Array;
}

/** True when `size` is a board size this library handles: a whole number from 5 upward. */
export function isValidSize(size: number): boolean {
  return Number.isSafeInteger(size) && size >= MIN_SIZE;
}

/** An empty `size` x `size` board. Throws a RangeError for a size below 5 (a caller's bug). */
export function createBoard(size: number = DEFAULT_SIZE): Board {
  if (!isValidSize(size)) {
    throw new RangeError(`board size must be a whole number >= 5: ${shown(size)}`);
  }
  const masks = hasRowMasks(size) ? size : 0;
  return {
    size,
    cells: new Uint8Array(size * size),
    black: new Uint32Array(masks),
    white: new Uint32Array(masks),
  };
}

/** True when boards of this size keep row masks (see `Board`). */
export function hasRowMasks(size: number): boolean {
  return size <= MAX_MASK_SIZE;
}

/** True when (row, col) lies on the board. */
export function isOnBoard(board: Board, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < board.size && col < board.size;
}

/** The content of (row, col), or `undefined` off the board. */
export function stoneAt(board: Board, row: number, col: number): Cell | undefined {
  if (!isOnBoard(board, row, col)) return undefined;
  return board.cells[row * board.size + col] as Cell;
}

/**
 * Puts `cell` (a stone, or 0 to clear the point) at (row, col), in place, keeping the row masks
 * in step. Throws a RangeError off the board (a caller's bug).
 */
export function setStone(board: Board, row: number, col: number, cell: Cell): void {
  // A fraction or a string would write nowhere (row 1.5 did nothing) or another point: refused.
  if (typeof row !== 'number' || typeof col !== 'number') {
    throw new TypeError(`row and col must be numbers, found ${shown(row)} and ${shown(col)}`);
  }
  if (!Number.isInteger(row) || !Number.isInteger(col) || !isOnBoard(board, row, col)) {
    throw new RangeError(
      `(${shown(row)}, ${shown(col)}) is not a point of a ${board.size} x ${board.size} board`,
    );
  }
  if (cell !== EMPTY && cell !== BLACK && cell !== WHITE) {
    throw new RangeError(`cell must be 0, 1 or 2, found ${shown(cell)}`);
  }
  board.cells[row * board.size + col] = cell;
  if (!hasRowMasks(board.size)) return;
  const bit = (1 << col) >>> 0;
  board.black[row] = cell === BLACK ? board.black[row]! | bit : board.black[row]! & ~bit;
  board.white[row] = cell === WHITE ? board.white[row]! | bit : board.white[row]! & ~bit;
}

/** An independent copy of `board`. */
export function cloneBoard(board: Board): Board {
  return {
    size: board.size,
    cells: board.cells.slice(),
    black: board.black.slice(),
    white: board.white.slice(),
  };
}

/**
 * A board from rows of numbers (0, 1 or 2), for code and tests; text goes through `parseBoard`.
 * Throws a RangeError when the rows do not make a square of at least 5 x 5 holding only 0, 1, 2.
 */
export function boardFromRows(rows: readonly (readonly number[])[]): Board {
  if (!Array.isArray(rows)) throw new TypeError(`rows must be an array, found ${shown(rows)}`);
  const board = createBoard(rows.length);
  rows.forEach((values, row) => {
    if (!Array.isArray(values)) {
      throw new TypeError(`row ${row + 1} must be an array, found ${shown(values)}`);
    }
    if (values.length !== rows.length) {
      throw new RangeError(`row ${row + 1} has ${values.length} values, expected ${rows.length}`);
    }
    values.forEach((value, col) => {
      if (value !== EMPTY && value !== BLACK && value !== WHITE) {
        throw new RangeError(`row ${row + 1}, column ${col + 1}: ${shown(value)} is not 0, 1 or 2`);
      }
      setStone(board, row, col, value);
    });
  });
  return board;
}

/** The board as rows of numbers (0, 1 or 2): the inverse of `boardFromRows`. */
export function boardToRows(board: Board): Cell[][] {
  const rows: Cell[][] = [];
  for (let row = 0; row < board.size; row++) {
    const start = row * board.size;
    rows.push(Array.from(board.cells.subarray(start, start + board.size)) as Cell[]);
  }
  return rows;
}

/** The other colour. */
export function opponent(color: Color): Color {
  return color === BLACK ? WHITE : BLACK;
}

/**
 * A value as an error message shows it: numbers as they are, anything else by its kind or cut
 * (a row of a 1000 x 1000 board passed where a number goes must not make a 277 KB message).
 */
function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) {
    return String(value);
  }
  if (typeof value === 'string')
    return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  return Array.isArray(value) ? `an array of ${value.length}` : `a ${typeof value}`;
}
