/**
 * Text to boards and back: the Baekjoon 2615 grid (N lines of N values 0, 1 or 2). The reading
 * itself is done by the `BoardReader` of reader.ts, which also streams; this module holds the
 * one-call parsers and writers (the error types are parse-error.ts's, which both use).
 */

import { describeValue } from '../quote.js';
import { type Board, cloneBoard, DEFAULT_SIZE } from './board.js';
import type { ParseError, ParseResult } from './parse-error.js';
import { BoardReader, type BoardSink } from './reader.js';

export {
  PARSE_ERROR_CODES,
  type ParseError,
  type ParseErrorCode,
  type ParseResult,
} from './parse-error.js';

const encoder = new TextEncoder();

/**
 * Parses exactly one `size` x `size` board (default 19) from Baekjoon text. The result names the
 * first error with its line and column.
 */
export function parseBoard(text: string, size: number = DEFAULT_SIZE): ParseResult<Board> {
  const refused = refuseSize(text, size);
  if (refused !== undefined) return refused;
  const reader = new BoardReader(size, { single: true });
  // A single-board reader never refills its board once complete, so the board can be kept.
  let board: Board | undefined;
  const keep: BoardSink = (complete) => {
    board = complete;
  };
  reader.push(encoder.encode(text), keep);
  const error = reader.end(keep);
  if (error !== undefined || board === undefined) return { ok: false, error: error! };
  return { ok: true, value: board };
}

/**
 * Parses any number of `size` x `size` boards written back to back, blank lines allowed between
 * them; zero boards is fine. For big inputs stream them through a `BoardReader` instead.
 */
export function parseBoards(text: string, size: number = DEFAULT_SIZE): ParseResult<Board[]> {
  const refused = refuseSize(text, size);
  if (refused !== undefined) return refused;
  const reader = new BoardReader(size);
  const boards: Board[] = [];
  const keep: BoardSink = (board) => {
    boards.push(cloneBoard(board));
  };
  reader.push(encoder.encode(text), keep);
  const error = reader.end(keep);
  return error === undefined ? { ok: true, value: boards } : { ok: false, error };
}

/** The largest board the parsers read (the command's `--size` limit). */
export const MAX_PARSE_SIZE = 1000;

/**
 * The error for arguments a parser cannot read with (a size that is not a whole number from 5 to
 * `MAX_PARSE_SIZE`, text that is not a string): parsers return errors, never throw (issue 23:
 * `parseBoard("0", 1e9)` threw).
 */
function refuseSize(text: unknown, size: unknown): { ok: false; error: ParseError } | undefined {
  const fail = (message: string) => ({
    ok: false as const,
    error: { code: 'bad-size' as const, message, line: 1, board: 1 },
  });
  if (typeof text !== 'string') return fail('the text to parse must be a string');
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 5 || size > MAX_PARSE_SIZE) {
    return fail(
      `the board size must be a whole number from 5 to ${MAX_PARSE_SIZE}, found ${describeValue(size)}`,
    );
  }
  return undefined;
}

/** A board as Baekjoon text: N lines of N values separated by single spaces, each line ended. */
export function formatBoard(board: Board): string {
  const n = board.size;
  let text = '';
  for (let row = 0; row < n; row++) {
    text += board.cells.subarray(row * n, row * n + n).join(' ');
    text += '\n';
  }
  return text;
}
