/**
 * The Dice Yut board as data. A board is a table of numbered cells, each with a red arrow (the
 * normal next cell) and optionally a blue arrow (taken only by the first step of a move that
 * starts on that cell), plus one start and one end. The rules and the solvers read this table and
 * never name a particular cell, so another board is just another table.
 */
import classicJson from '../../boards/classic.json' with { type: 'json' };

/** One cell of a board as written in a board file. */
export interface CellSpec {
  /** Unique name, used in plans and JSON output (e.g. `o10`, `m25`). */
  readonly label: string;
  /** Points scored by a move that ends here. */
  readonly number: number;
  /** The next cell along the red arrow; absent only on the end cell. */
  readonly red?: string;
  /** The cell the first step of a move starting here goes to. */
  readonly blue?: string;
}

/** A board as written in a board file (see boards/classic.json). */
export interface BoardSpec {
  readonly name: string;
  readonly description?: string;
  readonly start: string;
  readonly end: string;
  readonly cells: readonly CellSpec[];
}

/** Cells are numbered 0..size-1 in the order of the spec; `NO_CELL` marks a missing arrow. */
export type CellId = number;
export const NO_CELL = -1;

/** A board compiled for fast lookups. Build it with `compileBoard`; treat it as read-only. */
export interface Board {
  readonly name: string;
  readonly spec: BoardSpec;
  readonly size: number;
  readonly labels: readonly string[];
  readonly numbers: Int32Array;
  readonly red: Int32Array;
  readonly blue: Int32Array;
  readonly start: CellId;
  readonly end: CellId;
  /** Largest die face the destination table covers. */
  readonly maxFace: number;
  /** `destinations[cell * (maxFace + 1) + die]`: where a move of `die` steps from `cell` ends. */
  readonly destinations: Int32Array;
  /** Cell id by label. */
  readonly idOf: ReadonlyMap<string, CellId>;
}

/** The board of Baekjoon 17825, exactly the table of docs/rules-dice-yut.md. */
export const CLASSIC_BOARD_SPEC: BoardSpec = classicJson as BoardSpec;

/**
 * Walks `steps` steps from `from`: the first step takes the blue arrow when the cell has one, the
 * others the red arrow; reaching the end stops the walk (rules 3 and 4 of docs/rules-dice-yut.md).
 */
function walk(red: Int32Array, blue: Int32Array, end: CellId, from: CellId, steps: number): CellId {
  let cell = from;
  for (let step = 0; step < steps && cell !== end; step++) {
    const next = step === 0 && blue[cell] !== NO_CELL ? blue[cell]! : red[cell]!;
    if (next === NO_CELL) return cell;
    cell = next;
  }
  return cell;
}

/**
 * Compiles a board spec that is known to be valid (the classic board, or one that passed the board
 * parser): labels are unique, every arrow names a cell, the end has no red arrow.
 */
export function compileBoard(spec: BoardSpec, maxFace = 5): Board {
  const idOf = new Map<string, CellId>();
  spec.cells.forEach((cell, id) => {
    idOf.set(cell.label, id);
  });
  const size = spec.cells.length;
  const numbers = new Int32Array(size);
  const red = new Int32Array(size).fill(NO_CELL);
  const blue = new Int32Array(size).fill(NO_CELL);
  spec.cells.forEach((cell, id) => {
    numbers[id] = cell.number;
    if (cell.red !== undefined) red[id] = idOf.get(cell.red) ?? NO_CELL;
    if (cell.blue !== undefined) blue[id] = idOf.get(cell.blue) ?? NO_CELL;
  });
  const start = idOf.get(spec.start) ?? NO_CELL;
  const end = idOf.get(spec.end) ?? NO_CELL;
  const stride = maxFace + 1;
  const destinations = new Int32Array(size * stride);
  for (let cell = 0; cell < size; cell++) {
    for (let die = 0; die <= maxFace; die++) {
      destinations[cell * stride + die] = walk(red, blue, end, cell, die);
    }
  }
  return {
    name: spec.name,
    spec,
    size,
    labels: spec.cells.map((cell) => cell.label),
    numbers,
    red,
    blue,
    start,
    end,
    maxFace,
    destinations,
    idOf,
  };
}

/** Where a move of `die` steps from `cell` ends. */
export function destinationOf(board: Board, cell: CellId, die: number): CellId {
  return board.destinations[cell * (board.maxFace + 1) + die]!;
}

let classic: Board | undefined;

/** The compiled classic board (compiled once, on first use). */
export function classicBoard(): Board {
  classic ??= compileBoard(CLASSIC_BOARD_SPEC);
  return classic;
}
