/**
 * Omok in the package's public API (docs/library.md, docs/renju.md): what those pages document,
 * no more. Rows and columns count from 0 in the core (Baekjoon's `3 2` is `{ row: 2, col: 1 }`).
 *
 * Every function and class here checks its arguments first (src/public/guard.ts): a wrong type or
 * a value out of range is a `TypeError`/`RangeError` with `code`, `entry` and `argument`, never a
 * wrong answer, a hang or a board too large to hold. Parsers return errors for any text.
 */
import {
  type Board,
  type BoardSink,
  type Color,
  BoardReader as CoreBoardReader,
  Game as CoreGame,
  createBoard as coreCreateBoard,
  findLines as coreFindLines,
  forbiddenPoints as coreForbiddenPoints,
  forbiddenReason as coreForbiddenReason,
  formatAnswer as coreFormatAnswer,
  formatInputError as coreFormatInputError,
  judge as coreJudge,
  linesThrough as coreLinesThrough,
  parseBoard as coreParseBoard,
  parseRecord as coreParseRecord,
  replay as coreReplay,
  setStone as coreSetStone,
  type GameOptions,
  hasRowMasks,
  type MoveOutcome,
  type ParseError,
  type Point,
  type RecordResult,
  RULES,
  type Rule,
} from '../omok/index.js';
import { MAX_PARSE_SIZE } from '../omok/parse.js';
import { describeValue } from '../quote.js';
import { Arguments, coded, guarded } from './guard.js';
import { inputError, MAX_TEXT } from './shared.js';

export type {
  Board,
  Color,
  ForbiddenPoint,
  ForbiddenReason,
  GameOptions,
  InputError,
  Judgement,
  Line,
  MoveOutcome,
  ParseError,
  ParseResult,
  Point,
  RecordError,
  RecordResult,
  Replay,
  Result,
  Rule,
} from '../omok/index.js';
export { BLACK, EMPTY, RULES, WHITE } from '../omok/index.js';
export type { ArgumentErrorFields } from './guard.js';

/** The largest board side the package handles (the parsers' and the command's limit). */
const MAX_SIZE = MAX_PARSE_SIZE;
const MIN_SIZE = 5;

function size(at: Arguments, argument: string, value: unknown): number {
  return at.whole(argument, value, MIN_SIZE, MAX_SIZE);
}

/**
 * A board as `createBoard`/`parseBoard` make it and `setStone` keeps it: its size, cells of 0, 1
 * or 2, and row masks that agree with the cells (a board changed behind `setStone`'s back would
 * be judged by stale masks: refused).
 */
function board(at: Arguments, argument: string, value: unknown): Board {
  const b = boardShape(at, argument, value);
  for (let row = 0; row < b.size; row++) checkRow(at, argument, b, row);
  return b;
}

/** `value` as a board of the right kind and lengths, its cells not looked at. */
function boardShape(at: Arguments, argument: string, value: unknown): Board {
  const expected = 'an Omok board (createBoard or parseBoard)';
  const b = at.object(argument, value, expected) as Partial<Board>;
  if (
    !(b.cells instanceof Uint8Array) ||
    !(b.black instanceof Uint32Array) ||
    !(b.white instanceof Uint32Array)
  ) {
    throw at.typeError(argument, expected, value);
  }
  const n = size(at, `${argument}.size`, b.size);
  const masks = hasRowMasks(n) ? n : 0;
  if (b.cells.length !== n * n || b.black.length !== masks || b.white.length !== masks) {
    throw at.rangeError(argument, `does not hold the cells of a ${n} x ${n} board`);
  }
  return value as Board;
}

/** Row `row` of `b` holds 0, 1 or 2 in every cell, and its masks (if any) agree. */
function checkRow(at: Arguments, argument: string, b: Board, row: number): void {
  const n = b.size;
  let black = 0;
  let white = 0;
  for (let col = 0; col < n; col++) {
    const cell = b.cells[row * n + col]!;
    if (cell > 2) throw at.rangeError(`${argument}.cells`, `must hold 0, 1 or 2, found ${cell}`);
    if (cell === 1) black |= 1 << col;
    if (cell === 2) white |= 1 << col;
  }
  if (b.black.length > 0 && (b.black[row] !== black >>> 0 || b.white[row] !== white >>> 0)) {
    throw at.rangeError(argument, `row ${row} was changed without setStone`);
  }
}

/**
 * `value` as a board for a question about one point (row, col), checked as far as the answer
 * can depend on it: the whole board when it has row masks (at most 32 x 32), else the cells of
 * the four lines through the point (a cell off them that was broken behind `setStone`'s back is
 * found by the next whole-board call). A whole check for each point made a question about every
 * point of a 1000 x 1000 board take hours.
 */
function boardAt(at: Arguments, argument: string, value: unknown, row: number, col: number): Board {
  const b = boardShape(at, argument, value);
  if (b.black.length > 0) return board(at, argument, value);
  const n = b.size;
  if (
    !(Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < n && col < n)
  ) {
    return b;
  }
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ] as const) {
    let r = row;
    let c = col;
    while (r - dr >= 0 && r - dr < n && c - dc >= 0 && c - dc < n) {
      r -= dr;
      c -= dc;
    }
    for (; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
      const cell = b.cells[r * n + c]!;
      if (cell > 2) throw at.rangeError(`${argument}.cells`, `must hold 0, 1 or 2, found ${cell}`);
    }
  }
  return b;
}

function coordinate(at: Arguments, argument: string, value: unknown, n: number): number {
  return at.whole(argument, value, 0, n - 1);
}

function point(at: Arguments, argument: string, value: unknown, n: number): Point {
  const p = at.object(argument, value, 'a point { row, col }');
  coordinate(at, `${argument}.row`, p.row, n);
  coordinate(at, `${argument}.col`, p.col, n);
  return value as Point;
}

function color(at: Arguments, argument: string, value: unknown): Color {
  return at.whole(argument, value, 1, 2) as Color;
}

function rule(at: Arguments, argument: string, value: unknown): Rule {
  return at.oneOf(argument, value, RULES);
}

function gameOptions(at: Arguments, argument: string, value: unknown): void {
  const options = at.options(argument, value);
  if (options.forbiddenMove !== undefined) {
    at.oneOf(`${argument}.forbiddenMove`, options.forbiddenMove, ['lose', 'refuse']);
  }
}

/** An empty `size` x `size` board (5 to 1000; default 19). */
export const createBoard = guarded('omok.createBoard', coreCreateBoard, (at, n) => {
  if (n !== undefined) size(at, 'size', n);
});

/** Puts `cell` (0, 1 or 2) at (row, col) of `target`, in place. */
export const setStone = guarded('omok.setStone', coreSetStone, (at, target, row, col, cell) => {
  // Writes one cell and reads none: a board with row masks (at most 32 x 32) is checked whole
  // (its masks must agree), a larger one by its shape, so that filling it costs no more than the
  // writes (issue 23 replay: a whole check for each stone made a 1000 x 1000 board take hours).
  const shape = boardShape(at, 'board', target);
  const n = (shape.black.length > 0 ? board(at, 'board', target) : shape).size;
  coordinate(at, 'row', row, n);
  coordinate(at, 'col', col, n);
  at.whole('cell', cell, 0, 2);
});

/** Every maximal line of `minLength` (1 to the board's size; default 5) or more, both colours. */
export const findLines = guarded('omok.findLines', coreFindLines, (at, target, minLength) => {
  const n = board(at, 'board', target).size;
  if (minLength !== undefined) at.whole('minLength', minLength, 1, n);
});

/** The four lines `color` would make through (row, col). */
export const linesThrough = guarded(
  'omok.linesThrough',
  coreLinesThrough,
  (at, target, row, col, stone) => {
    const n = boardAt(at, 'board', target, row as number, col as number).size;
    coordinate(at, 'row', row, n);
    coordinate(at, 'col', col, n);
    color(at, 'color', stone);
  },
);

/** The verdict on `board` under `rule` (default `standard`). */
export const judge = guarded('omok.judge', coreJudge, (at, target, name) => {
  board(at, 'board', target);
  if (name !== undefined) rule(at, 'rule', name);
});

/** Every point where black may not play under renju, with the reason. */
export const forbiddenPoints = guarded(
  'omok.forbiddenPoints',
  coreForbiddenPoints,
  (at, target) => {
    board(at, 'board', target);
  },
);

/**
 * Why black may not play at `point` under renju, or `null`: allowed, taken, or off the board
 * (any whole row and column; a fraction or NaN is refused).
 */
export const forbiddenReason = guarded(
  'omok.forbiddenReason',
  coreForbiddenReason,
  (at, target, where) => {
    boardShape(at, 'board', target);
    const p = at.object('point', where, 'a point { row, col }');
    at.integer('point.row', p.row);
    at.integer('point.col', p.col);
    boardAt(at, 'board', target, p.row as number, p.col as number);
  },
);

/** Baekjoon's output for a verdict of `judge`; `undefined` for a broken promise. */
export const formatAnswer = guarded('omok.formatAnswer', coreFormatAnswer, (at, verdict) => {
  const v = at.object('judgement', verdict, 'a verdict of judge');
  at.oneOf('judgement.kind', v.kind, ['no-winner', 'winner', 'broken-promise']);
  if (v.kind === 'winner') {
    color(at, 'judgement.color', v.color);
    point(at, 'judgement.at', v.at, MAX_SIZE);
  }
});

/** An input error as one line: `line 4, column 7: ...`. */
export const formatInputError = guarded(
  'omok.formatInputError',
  coreFormatInputError,
  (at, error) => {
    inputError(at, 'error', error);
  },
);

/** Exactly one `size` x `size` board (default 19) from Baekjoon text; errors are returned. */
export const parseBoard = guarded('omok.parseBoard', coreParseBoard, (at, text) => {
  at.string('text', text, MAX_TEXT);
});

/**
 * A game record for a `size` x `size` board: the moves, or the first error. A size that is not a
 * whole number from 5 to 1000 is returned as the error `bad-size`, as parseBoard does.
 */
export const parseRecord = guarded(
  'omok.parseRecord',
  (text: string, n: number): RecordResult => {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_SIZE || n > MAX_SIZE) {
      return {
        ok: false,
        error: {
          code: 'bad-size',
          message: `the board size must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}, found ${describeValue(n)}`,
          line: 1,
          column: 1,
          move: 0,
          text: '',
        },
      };
    }
    return coreParseRecord(text, n);
  },
  (at, text) => {
    at.string('text', text, MAX_TEXT);
  },
);
Object.defineProperty(parseRecord, 'name', { value: 'parseRecord' });

/** Replays `moves` (distinct points of the board) on an empty board up to the decisive move. */
export const replay = guarded('omok.replay', coreReplay, (at, moves, n, name) => {
  const side = size(at, 'size', n);
  const list = at.array('moves', moves, 0, side * side);
  list.forEach((move, i) => {
    point(at, `moves[${i}]`, move, side);
  });
  rule(at, 'rule', name);
});

/**
 * A game of Omok (docs/renju.md): moves, undo and redo, the decisive move. The constructor and
 * every method check their arguments as the functions do.
 */
export class Game extends CoreGame {
  constructor(start: number | Board, name: Rule, options: GameOptions = {}) {
    const at = new Arguments('omok.Game');
    if (typeof start === 'number') size(at, 'start', start);
    else board(at, 'start', start);
    rule(at, 'rule', name);
    gameOptions(at, 'options', options);
    super(start, name, options);
  }

  /** A point off the board is the outcome `off-board`; a fraction, NaN or a non-number throws. */
  override play(where: Point): MoveOutcome {
    const at = new Arguments('omok.Game#play');
    const p = at.object('point', where, 'a point { row, col }');
    at.integer('point.row', p.row);
    at.integer('point.col', p.col);
    return coded('omok.Game#play', () => super.play(where));
  }

  override moveAt(row: number, col: number): number {
    const at = new Arguments('omok.Game#moveAt');
    coordinate(at, 'row', row, this.size);
    coordinate(at, 'col', col, this.size);
    return super.moveAt(row, col);
  }

  override withRule(name: Rule, options?: GameOptions): Game {
    const at = new Arguments('omok.Game#withRule');
    rule(at, 'rule', name);
    gameOptions(at, 'options', options);
    const game = options === undefined ? super.withRule(name) : super.withRule(name, options);
    // The core makes a core Game: given this class's checks (it adds no state of its own).
    return Object.setPrototypeOf(game, Game.prototype) as Game;
  }
}

/** Reads boards from byte chunks as they arrive (as `nori omok --batch` does). */
export class BoardReader extends CoreBoardReader {
  constructor(n?: number, options?: { readonly single?: boolean }) {
    const at = new Arguments('omok.BoardReader');
    if (n !== undefined) size(at, 'size', n);
    const o = at.options('options', options);
    at.flag('options.single', o.single);
    super(n, options);
  }

  /** `finish` (or `end`) was called: the input is over, and more of it is a caller's mistake. */
  private ended = false;

  override feed(chunk: Uint8Array): void {
    if (!(chunk instanceof Uint8Array)) {
      throw new Arguments('omok.BoardReader#feed').typeError('chunk', 'a Uint8Array', chunk);
    }
    // Fed before the last chunk is read, or after the end: a RangeError with the code and the place.
    coded('omok.BoardReader#feed', () => {
      if (this.ended) throw new RangeError('the input has ended (finish or end was called)');
      super.feed(chunk);
    });
  }

  override finish(): void {
    // The core's finish may feed a last line end itself: the end is marked after it.
    super.finish();
    this.ended = true;
  }

  // The sink is checked before any work, and so is the chunk, by this entry's name (an attack
  // found a raw "sink is not a function" after the chunk was read). What the sink itself throws
  // passes through untouched.
  override push(chunk: Uint8Array, sink: BoardSink): boolean {
    const at = new Arguments('omok.BoardReader#push');
    if (!(chunk instanceof Uint8Array)) throw at.typeError('chunk', 'a Uint8Array', chunk);
    at.callback('sink', sink, false);
    coded('omok.BoardReader#push', () => {
      if (this.ended) throw new RangeError('the input has ended (finish or end was called)');
    });
    return super.push(chunk, sink);
  }

  override end(sink: BoardSink): ParseError | undefined {
    new Arguments('omok.BoardReader#end').callback('sink', sink, false);
    return super.end(sink);
  }
}
