/**
 * Game records: a list of moves, black first and alternating, read from text and replayed to the
 * decisive move.
 *
 * A move is written either as Baekjoon counts points, `row col` from 1 (row 1 at the top, column
 * 1 at the left), or as the usual gomoku coordinate, `h8`: a column letter from the left (`a` is
 * column 1; the letter `i` is used like any other, as on renju boards, so `j` is column 10) and a
 * row number counted from the bottom (`h8` is the centre of a 15 x 15 board). Letters reach only
 * 26 columns; wider boards are written as `row col`.
 *
 * The replay looks only at the four lines through each new stone (lines.ts `runThrough`, and the
 * renju checker, which is kept in step one stone at a time), so a move costs the same whatever the
 * size of the board and however many moves came before.
 */
import {
  BLACK,
  type Board,
  type Color,
  createBoard,
  opponent,
  type Point,
  setStone,
} from './board.js';
import { DIRECTIONS, type Direction, type Line, runThrough } from './lines.js';
import { type ForbiddenReason, RenjuChecker } from './renju.js';
import { classifyLine, type Rule } from './rules.js';

/** The column letters of gomoku coordinates, `a` for column 1. */
export const COLUMN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A move read from a record: the point, the text it was written as, and where. */
export interface RecordedMove extends Point {
  /** As written: `h8`, or the row and the column joined by a space: `8 8`. */
  readonly text: string;
  /** Line and column (from 1) of the move's first character. */
  readonly line: number;
  readonly column: number;
}

/**
 * What is wrong with a record:
 * - `bad-move`: a token that is neither a number nor a coordinate such as `h8`;
 * - `missing-column`: a row number with no column after it on its line;
 * - `off-board`: a point outside the board;
 * - `taken`: a point played twice.
 */
export type RecordErrorCode = 'bad-move' | 'missing-column' | 'off-board' | 'taken';

/** An error in a record, naming the move (its number from 1, and its text) and where it is. */
export interface RecordError {
  readonly code: RecordErrorCode;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly move: number;
  readonly text: string;
}

/** The result of `parseRecord`: the moves, or the first error. */
export type RecordResult =
  | { readonly ok: true; readonly value: RecordedMove[] }
  | { readonly ok: false; readonly error: RecordError };

/**
 * Reads a record for a `size` x `size` board: moves separated by spaces, commas or line ends,
 * each `row col` (on one line) or a coordinate like `h8`. Every move must be on the board and no
 * point may be played twice; the first error is returned, naming the move.
 */
export function parseRecord(text: string, size: number): RecordResult {
  const moves: RecordedMove[] = [];
  const playedAt = new Map<number, number>();
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (const [index, content] of lines.entries()) {
    const tokens = tokenize(content);
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t]!;
      const where = { line: index + 1, column: token.column, move: moves.length + 1 };
      const fail = (code: RecordErrorCode, text: string, problem: string): RecordResult => ({
        ok: false,
        error: { code, message: `move ${where.move} "${text}": ${problem}`, text, ...where },
      });
      let point: Point;
      let written = token.text;
      const coordinate = /^([a-z])(\d+)$/i.exec(token.text);
      if (coordinate !== null) {
        const letter = coordinate[1]!.toLowerCase();
        const col = COLUMN_LETTERS.indexOf(letter);
        const fromBottom = Number(coordinate[2]);
        if (col >= size) {
          const last = COLUMN_LETTERS[Math.min(size, 26) - 1];
          return fail(
            'off-board',
            written,
            `column ${letter} is off ${boardName(size)} (a to ${last})`,
          );
        }
        if (fromBottom < 1 || fromBottom > size) {
          const problem = `row ${fromBottom} is off ${boardName(size)} (1 to ${size}, counted from the bottom)`;
          return fail('off-board', written, problem);
        }
        point = { row: size - fromBottom, col };
      } else if (/^\d+$/.test(token.text)) {
        const next = tokens[t + 1];
        if (next === undefined || !/^\d+$/.test(next.text)) {
          const problem = 'a row number must be followed by its column on the same line';
          return fail('missing-column', written, problem);
        }
        t++;
        written = `${token.text} ${next.text}`;
        const row = Number(token.text);
        const col = Number(next.text);
        for (const [name, value] of [
          ['row', row],
          ['column', col],
        ] as const) {
          if (value < 1 || value > size) {
            const problem = `${name} ${value} is off ${boardName(size)} (1 to ${size})`;
            return fail('off-board', written, problem);
          }
        }
        point = { row: row - 1, col: col - 1 };
      } else {
        const problem =
          'expected a point such as "h8" (column letter, row from the bottom) or "8 8" (row and column from the top)';
        return fail('bad-move', written, problem);
      }
      const key = point.row * size + point.col;
      const earlier = playedAt.get(key);
      if (earlier !== undefined) {
        return fail('taken', written, `the point was already played by move ${earlier}`);
      }
      playedAt.set(key, where.move);
      moves.push({ ...point, text: written, line: where.line, column: where.column });
    }
  }
  return { ok: true, value: moves };
}

/** An error as one line: `line L, column C: move K "text": problem`. */
export function formatRecordError(error: RecordError): string {
  return `line ${error.line}, column ${error.column}: ${error.message}`;
}

/** The gomoku coordinate of `point` (`h8`), or `undefined` past the 26th column. */
export function coordinateName(point: Point, size: number): string | undefined {
  const letter = COLUMN_LETTERS[point.col];
  return letter === undefined ? undefined : `${letter}${size - point.row}`;
}

function boardName(size: number): string {
  return `the ${size} x ${size} board`;
}

/** The pieces of a line of text between spaces, tabs, carriage returns and commas. */
function tokenize(content: string): { text: string; column: number }[] {
  const tokens: { text: string; column: number }[] = [];
  const separator = /[\s,]+/g;
  let start = 0;
  for (const match of content.matchAll(separator)) {
    if (match.index > start)
      tokens.push({ text: content.slice(start, match.index), column: start + 1 });
    start = match.index + match[0].length;
  }
  if (start < content.length) tokens.push({ text: content.slice(start), column: start + 1 });
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// The replay.

/** Why a move decided the game: a winning line, or (renju) a forbidden move by black. */
export type DecisiveReason = 'five' | ForbiddenReason;

/**
 * The move that decided a game. `move` counts from 1; `color` played it and `winner` won by it
 * (the other colour when black played a forbidden move). `lines` are the winning lines through the
 * stone for a `five` (usually one; five or more stones, as the rule counts a win), the overline for
 * an `overline`, and empty otherwise; `directions` are the lines of the forbidden shape (a
 * direction twice for two fours on one line).
 */
export interface Decisive {
  readonly move: number;
  readonly at: Point;
  readonly color: Color;
  readonly winner: Color;
  readonly reason: DecisiveReason;
  readonly lines: readonly Line[];
  readonly directions: readonly Direction[];
}

/**
 * What `Game.play` did: `played` (the game goes on), `decisive` (this move decided it), or
 * nothing because the point is `off-board` or `taken`, or the game is already `over`.
 */
export type MoveOutcome =
  | { readonly kind: 'played' }
  | { readonly kind: 'decisive'; readonly decisive: Decisive }
  | { readonly kind: 'off-board' }
  | { readonly kind: 'taken'; readonly by: number }
  | { readonly kind: 'over' };

/**
 * A game in progress under a rule, one move at a time: black first, then alternating. Each move
 * costs a look at the four lines through it (and, for black under renju, the forbidden-move
 * check around it), never a scan of the board.
 */
export class Game {
  readonly size: number;
  readonly rule: Rule;
  private readonly stones: Board;
  /** The number (from 1) of the move at each point, 0 where none. */
  private readonly numbers: Uint16Array | Uint32Array;
  private readonly checker: RenjuChecker | undefined;
  private count = 0;
  private result: Decisive | null = null;

  constructor(size: number, rule: Rule) {
    this.size = size;
    this.rule = rule;
    this.stones = createBoard(size);
    this.numbers =
      size * size < 0xffff ? new Uint16Array(size * size) : new Uint32Array(size * size);
    this.checker = rule === 'renju' ? new RenjuChecker(size) : undefined;
  }

  /** The board as it stands (read it; change it only through `play`). */
  get board(): Board {
    return this.stones;
  }

  /** How many moves have been played. */
  get moves(): number {
    return this.count;
  }

  /** The colour to play next. */
  get toPlay(): Color {
    return this.count % 2 === 0 ? BLACK : opponent(BLACK);
  }

  /** The decisive move, once there is one. */
  get decisive(): Decisive | null {
    return this.result;
  }

  /** The number (from 1) of the move played at (row, col), or 0. */
  moveAt(row: number, col: number): number {
    return this.numbers[row * this.size + col]!;
  }

  /** Plays the colour to play at `point`. */
  play(point: Point): MoveOutcome {
    if (this.result !== null) return { kind: 'over' };
    const { row, col } = point;
    const n = this.size;
    if (
      !Number.isInteger(row) ||
      !Number.isInteger(col) ||
      row < 0 ||
      col < 0 ||
      row >= n ||
      col >= n
    ) {
      return { kind: 'off-board' };
    }
    const earlier = this.numbers[row * n + col]!;
    if (earlier !== 0) return { kind: 'taken', by: earlier };

    const color = this.toPlay;
    // Judged before the stone goes down: the checker reads the position black plays into.
    const forbidden =
      color === BLACK && this.checker !== undefined ? this.checker.reason(row, col) : null;
    const directions =
      forbidden === null || forbidden === 'overline'
        ? []
        : this.checker!.culprits(row, col, forbidden);

    setStone(this.stones, row, col, color);
    this.checker?.set(row, col, color);
    this.count++;
    this.numbers[row * n + col] = this.count;

    const wins: Line[] = [];
    const overlines: Line[] = [];
    for (const direction of DIRECTIONS) {
      const line = runThrough(this.stones, row, col, direction, color);
      const kind = classifyLine(this.rule, color, line.length);
      if (kind === 'win') wins.push(line);
      else if (kind === 'overline') overlines.push(line);
    }
    // RIF 9.2: a five wins even when the same stone makes a forbidden shape.
    let decisive: Decisive | null = null;
    const base = { move: this.count, at: { row, col }, color };
    if (wins.length > 0) {
      decisive = { ...base, winner: color, reason: 'five', lines: wins, directions: [] };
    } else if (forbidden !== null) {
      const lines = forbidden === 'overline' ? overlines : [];
      const culprits =
        forbidden === 'overline' ? overlines.map((line) => line.direction) : directions;
      decisive = {
        ...base,
        winner: opponent(color),
        reason: forbidden,
        lines,
        directions: culprits,
      };
    }
    if (decisive === null) return { kind: 'played' };
    this.result = decisive;
    return { kind: 'decisive', decisive };
  }
}

/** A replayed record: the game as it stood after its last replayed move. */
export interface Replay {
  readonly game: Game;
  /** How many moves the record holds. */
  readonly moves: number;
  /** The decisive move, or `null` when nobody had won by the end of the record. */
  readonly decisive: Decisive | null;
  /** Moves of the record after the decisive one, which were not replayed. */
  readonly ignored: number;
}

/**
 * Replays `moves` on an empty `size` x `size` board under `rule` up to the decisive move. The
 * moves must be on the board and distinct, as `parseRecord` guarantees; anything else is a
 * caller's bug and throws a RangeError.
 */
export function replay(moves: readonly Point[], size: number, rule: Rule): Replay {
  const game = new Game(size, rule);
  for (const point of moves) {
    const outcome = game.play(point);
    if (outcome.kind === 'decisive') break;
    if (outcome.kind !== 'played') {
      throw new RangeError(`move ${game.moves + 1} (${point.row}, ${point.col}): ${outcome.kind}`);
    }
  }
  const decisive = game.decisive;
  return { game, moves: moves.length, decisive, ignored: moves.length - game.moves };
}
