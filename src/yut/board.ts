/**
 * The Dice Yut board as data. A board is a table of numbered cells, each with a red arrow (the
 * normal next cell) and optionally a blue arrow (taken only by the first step of a move that
 * starts on that cell), plus one start and one end. The rules and the solvers read this table and
 * never name a particular cell, so another board is just another table.
 */
import classicJson from '../../boards/classic.json' with { type: 'json' };
import { type Message, msg, render } from '../i18n/index.js';
import { describeValue } from '../quote.js';
import {
  type BoardErrorCode,
  type BoardSpec,
  type CellSpec,
  checkBoardSpec,
  GAME_LIMITS,
  MAX_CELLS,
} from './board-file.js';

// The spec types live with the board file's parser (which reads them); they are the board's too.
export type { BoardSpec, CellSpec };

/** Cells are numbered 0..size-1 in the order of the spec; `NO_CELL` marks a missing arrow. */
export type CellId = number;
export const NO_CELL = -1;

/** Only `compileBoard` makes a `Board`: an object literal lacks this brand and does not type-check. */
declare const compiledBoard: unique symbol;

/**
 * A board compiled for fast lookups. The only way to one is `compileBoard`, which validates the
 * spec first, so a `Board` is always a valid table; treat it as read-only.
 */
export interface Board {
  readonly [compiledBoard]: true;
  readonly name: string;
  readonly spec: BoardSpec;
  readonly size: number;
  readonly labels: readonly string[];
  readonly numbers: Int32Array;
  readonly red: Int32Array;
  readonly blue: Int32Array;
  readonly start: CellId;
  readonly end: CellId;
  /** Largest die face the destination table covers: the solvers accept dice of 1 to `maxFace`. */
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
 * Why a spec does not compile: a code for programs, a message for people (in English; `wording`
 * is the same as a text of the catalogue, src/i18n), and the JSON path.
 */
export interface BoardSpecError {
  readonly code: BoardErrorCode | 'faces-out-of-range';
  readonly message: string;
  readonly wording: Message;
  /** Where in the spec, as a JSON path (`cells[3].red`); empty for the whole spec. */
  readonly path: string;
}

export type CompiledBoard =
  | { readonly ok: true; readonly value: Board }
  | { readonly ok: false; readonly error: BoardSpecError };

/**
 * Validates `spec` for dice of 1 to `faces` (default 5, Baekjoon's die) and compiles it: the only
 * way to a `Board` (as chessops' `fromSetup` is the only way to a position). The spec must pass
 * every rule of a board file (board-file.ts: labels unique, every arrow, the start and the end
 * naming a cell, the end reachable from every cell with such dice, ...); otherwise the result is
 * an error with its code, a message and the path of the offending field. `faces` must be a whole
 * number from 1 to 10; the solvers then refuse any die above it.
 */
export function compileBoard(spec: BoardSpec, faces = 5): CompiledBoard {
  const { min, max } = GAME_LIMITS.faces;
  if (!Number.isInteger(faces) || faces < min || faces > max) {
    return specError(
      'faces-out-of-range',
      msg('board.spec-faces', { min, max, faces: describeValue(faces) }),
      '',
    );
  }
  // The spec is checked on its values by the board file's own rules (checkBoardSpec), so that a
  // spec built in code and a board file obey exactly the same rules. It was once written out as a
  // board file and read back: a string where a number belongs went into the text unescaped and
  // could add an arrow the caller never gave.
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    return specError('not-an-object', msg('board.spec-not-an-object'), '');
  }
  // Too many cells is refused before any cell is read (100,001 cells took 17 s to be told "at
  // most 1000" when the spec was written out and read back).
  const cells: unknown = spec.cells;
  if (Array.isArray(cells) && cells.length > MAX_CELLS) {
    const wording = msg('board.spec-too-many-cells', { cells: cells.length, max: MAX_CELLS });
    return specError('too-many-cells', wording, 'cells');
  }
  const checked = checkBoardSpec(spec, { pieces: 1, faces });
  if (!checked.ok) {
    const { code, wording, path } = checked.error;
    return specError(code, wording, path);
  }
  return { ok: true, value: compileValid(checked.value, faces) };
}

function specError(code: BoardSpecError['code'], wording: Message, path: string): CompiledBoard {
  return { ok: false, error: { code, message: render('en', wording), wording, path } };
}

/** Compiles a spec that has passed validation. */
function compileValid(spec: BoardSpec, maxFace: number): Board {
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
  } as unknown as Board;
}

/**
 * Throws a `RangeError` unless every die is a whole number from 1 to `board.maxFace`. The solvers
 * call it on their dice: a die outside the table would read another cell's entry and give a wrong
 * answer without a word. Dice from `parseDice` with the board's faces always pass; a die outside
 * is a mistake of the calling program, not bad input, hence an exception and not a result.
 */
export function assertDice(board: Board, dice: readonly number[]): void {
  for (let i = 0; i < dice.length; i++) {
    const die = dice[i]!;
    if (!Number.isInteger(die) || die < 1 || die > board.maxFace) {
      throw new RangeError(
        `die ${i + 1} is ${die}; the board "${board.name}" is compiled for dice of 1 to ${board.maxFace}`,
      );
    }
  }
}

/** Where a move of `die` steps from `cell` ends. */
export function destinationOf(board: Board, cell: CellId, die: number): CellId {
  return board.destinations[cell * (board.maxFace + 1) + die]!;
}

/**
 * The memo key of a search over four interchangeable pieces: the turn and the four pieces' cells
 * in order (pieces on the same cells are the same position, whichever piece is where), six bits a
 * cell. For boards of fewer than 64 cells, as those of the mistakes and rule changes of `nori
 * check` are. The cells are put in order by five compare-exchanges, not an array's sort.
 */
export function fourPieceKey(turn: number, cells: readonly CellId[]): number {
  const low1 = Math.min(cells[0]!, cells[1]!);
  const high1 = Math.max(cells[0]!, cells[1]!);
  const low2 = Math.min(cells[2]!, cells[3]!);
  const high2 = Math.max(cells[2]!, cells[3]!);
  const middle1 = Math.max(low1, low2);
  const middle2 = Math.min(high1, high2);
  const first = Math.min(low1, low2);
  const second = Math.min(middle1, middle2);
  const third = Math.max(middle1, middle2);
  const last = Math.max(high1, high2);
  return (((turn * 64 + first) * 64 + second) * 64 + third) * 64 + last;
}

let classic: Board | undefined;

/** The compiled classic board (compiled once, on first use). */
export function classicBoard(): Board {
  // Not validated at each start (the one-shot command counts milliseconds): board.test.ts checks
  // that `compileBoard` accepts it and compiles it to the same table.
  classic ??= compileValid(CLASSIC_BOARD_SPEC, 5);
  return classic;
}
