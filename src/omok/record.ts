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
