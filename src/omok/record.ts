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
 * The replay is the game model's (game.ts): a move costs the same whatever the size of the board
 * and however many moves came before. A forbidden move by black is a loss, as in a real renju game.
 */

import { type Code, type Message, render } from '../i18n/index.js';
import { MAX_QUOTED, quoteToken, shownDigits } from '../quote.js';
import type { InputError, Result } from '../result.js';
import type { Point } from './board.js';
import { type Decisive, Game } from './game.js';
import type { Rule } from './rules.js';

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
 * - `taken`: a point played twice;
 * - `bad-size`: the board size itself is not one the package handles (the public `parseRecord`).
 */
export type RecordErrorCode = 'bad-move' | 'missing-column' | 'off-board' | 'taken' | 'bad-size';

/**
 * An error in a record, naming the move (its number from 1, and its text) in its message, and
 * where it is as data (`formatInputError` in result.ts puts the place in front).
 */
export interface RecordError extends InputError<RecordErrorCode> {
  readonly line: number;
  readonly column: number;
  readonly move: number;
  readonly text: string;
}

/** The result of `parseRecord`: the moves, or the first error. */
export type RecordResult = Result<RecordedMove[], RecordError>;

/**
 * Reads a record for a `size` x `size` board: moves separated by spaces, commas or line ends,
 * each `row col` (on one line) or a coordinate like `h8`. Every move must be on the board and no
 * point may be played twice; the first error is returned, naming the move. The whole text at
 * once; `RecordReader` reads a record in pieces.
 */
export function parseRecord(text: string, size: number): RecordResult {
  const reader = new RecordReader(size);
  reader.push(text);
  return reader.end();
}

/** Characters of a token kept (a longer token is a bad move whatever follows). */
const MAX_TOKEN = 64;

/** A token of a line: its text (cut at `MAX_TOKEN`) and where it starts. */
interface Token {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/**
 * Reads a record streamed, piece by piece (any split, even inside a move or a line end): memory
 * stays flat but for the moves themselves, and reading stops at the first error, so a huge input
 * with a mistake at move 2 costs one piece. `push` each piece of text while it returns true, then
 * `end` for the moves or the first error. The rules are those of `parseRecord`.
 */
export class RecordReader {
  private readonly moves: RecordedMove[] = [];
  /**
   * The move (from 1) that played each point, 0 for none: a typed array, 4 bytes a point (a Map
   * held a million moves of a 1000 x 1000 record in hundreds of megabytes).
   */
  private readonly playedAt: Uint32Array;
  private error: RecordError | undefined;
  private line = 1;
  private column = 0;
  private started = false;
  /** The token being read: its first characters, whether it is longer, where it starts. */
  private token = '';
  private tokenColumn = 0;
  /** A row number waiting for its column on the same line. */
  private row: Token | undefined;

  constructor(private readonly size: number) {
    this.playedAt = new Uint32Array(size * size);
  }

  /** Reads the next piece of text; false once an error has been found (the rest is not needed). */
  push(text: string): boolean {
    if (this.error !== undefined) return false;
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1; // a byte order mark is not part of the record
    }
    for (; i < text.length && this.error === undefined; i++) {
      const char = text[i]!;
      if (char === '\n') {
        this.finishToken();
        this.endLine();
        this.line++;
        this.column = 0;
        continue;
      }
      this.column++;
      if (char === ',' || /\s/.test(char)) {
        this.finishToken();
      } else {
        if (this.token === '') this.tokenColumn = this.column;
        this.token += char;
        // A longer token is a bad move whatever follows: said now, not at its end (an endless
        // run of such characters, /dev/zero, would otherwise be read for ever).
        if (this.token.length > MAX_TOKEN) this.failLong();
      }
    }
    return this.error === undefined;
  }

  /** The moves, or the first error, once the whole record has been pushed. */
  end(): RecordResult {
    if (this.error === undefined) {
      this.finishToken();
      this.endLine();
    }
    if (this.error !== undefined) return { ok: false, error: this.error };
    return { ok: true, value: this.moves };
  }

  private finishToken(): void {
    if (this.token === '' || this.error !== undefined) return;
    const token = { text: this.token, line: this.line, column: this.tokenColumn };
    this.token = '';
    this.take(token);
  }

  /** The token being read is longer than any move: the error, as `take` would give it. */
  private failLong(): void {
    const token = { text: this.token, line: this.line, column: this.tokenColumn };
    this.token = '';
    if (this.row !== undefined && !/^\d+$/.test(token.text)) this.endLine();
    else this.fail('bad-move', token, token.text, 'record.bad-move', {});
  }

  /** A row number cannot wait past its line for its column. */
  private endLine(): void {
    if (this.row === undefined || this.error !== undefined) return;
    this.fail('missing-column', this.row, this.row.text, 'record.missing-column', {});
  }

  /**
   * Keeps the first error: its code, and its message as the catalogue's `wording` (the English
   * `message` rendered from it), so that every language has it without translating English.
   */
  private fail(
    code: RecordErrorCode,
    at: Token,
    text: string,
    wordingCode: Extract<Code, `record.${string}`>,
    params: Readonly<Record<string, string | number>>,
  ): void {
    const move = this.moves.length + 1;
    const quoted = quoteToken(text, MAX_QUOTED, text.length > MAX_TOKEN);
    const wording = { code: wordingCode, params: { ...params, move, text: quoted } };
    this.error = {
      code,
      message: render('en', wording as Message),
      wording,
      text,
      line: at.line,
      column: at.column,
      move,
    };
  }

  private take(token: Token): void {
    const { size } = this;
    const isNumber = /^\d+$/.test(token.text);
    if (this.row !== undefined) {
      const first = this.row;
      if (!isNumber) {
        this.endLine();
        return;
      }
      this.row = undefined;
      const written = `${first.text} ${token.text}`;
      const row = Number(first.text);
      const col = Number(token.text);
      for (const [name, value] of [
        ['row', row],
        ['column', col],
      ] as const) {
        if (value < 1 || value > size) {
          const wording = name === 'row' ? 'record.off-board.row' : 'record.off-board.column';
          const text = name === 'row' ? first.text : token.text;
          this.fail('off-board', first, written, wording, {
            value: shownNumber(value, text),
            size,
          });
          return;
        }
      }
      this.play({ row: row - 1, col: col - 1 }, first, written);
      return;
    }
    if (isNumber) {
      this.row = token;
      return;
    }
    const coordinate = /^([a-z])(\d+)$/i.exec(token.text);
    if (coordinate === null) {
      this.fail('bad-move', token, token.text, 'record.bad-move', {});
      return;
    }
    const letter = coordinate[1]!.toLowerCase();
    const col = COLUMN_LETTERS.indexOf(letter);
    const fromBottom = Number(coordinate[2]);
    if (col >= size) {
      const last = COLUMN_LETTERS[Math.min(size, 26) - 1];
      const params = { value: letter, size, last: last! };
      this.fail('off-board', token, token.text, 'record.off-board.letter', params);
      return;
    }
    if (fromBottom < 1 || fromBottom > size) {
      const params = { value: shownNumber(fromBottom, coordinate[2]!), size };
      this.fail('off-board', token, token.text, 'record.off-board.from-bottom', params);
      return;
    }
    this.play({ row: size - fromBottom, col }, token, token.text);
  }

  private play(point: Point, at: Token, written: string): void {
    const key = point.row * this.size + point.col;
    const earlier = this.playedAt[key]!;
    if (earlier !== 0) {
      this.fail('taken', at, written, 'record.taken', { earlier });
      return;
    }
    this.playedAt[key] = this.moves.length + 1;
    // A literal, not a spread of `point`: a spread object took three times the memory (330 against
    // 98 MB for a million moves).
    const { row, col } = point;
    this.moves.push({ row, col, text: written, line: at.line, column: at.column });
  }
}

/** The gomoku coordinate of `point` (`h8`), or `undefined` past the 26th column. */
export function coordinateName(point: Point, size: number): string | undefined {
  const letter = COLUMN_LETTERS[point.col];
  return letter === undefined ? undefined : `${letter}${size - point.row}`;
}

// ---------------------------------------------------------------------------------------------
// The replay.

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

/**
 * A number of a move as the message shows it: its value, or past what a double holds exactly its
 * digits as written (less leading zeros, cut after 40): 99999999999999999999, not 1e20's digits.
 */
function shownNumber(value: number, digits: string): number | string {
  return Number.isSafeInteger(value) ? value : shownDigits(digits);
}
