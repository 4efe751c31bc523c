/**
 * Text to boards and back: the Baekjoon 2615 grid (N lines of N values 0, 1 or 2). The reading
 * itself is done by the `BoardReader` of reader.ts, which also streams; this module holds the
 * error types and the one-call parsers and writers.
 */
import { type Board, cloneBoard, DEFAULT_SIZE } from './board.js';
import { BoardReader, type BoardSink } from './reader.js';

/**
 * What is wrong with an input:
 * - `bad-value`: a token that is not exactly `0`, `1` or `2`;
 * - `missing-values`: a row with fewer than N values;
 * - `extra-values`: more than N tokens on a row;
 * - `missing-rows`: the input, or a blank line, ends a board before its N-th row;
 * - `extra-text`: text after the board, when a single board is expected.
 */
export type ParseErrorCode =
  | 'bad-value'
  | 'missing-values'
  | 'extra-values'
  | 'missing-rows'
  | 'extra-text';

/**
 * An error in the input: `line` and `column` count from 1 (the column in characters, a tab
 * counting as one; absent when the whole line is at fault); `board` is the number, from 1, of
 * the board being read.
 */
export interface ParseError {
  readonly code: ParseErrorCode;
  readonly message: string;
  readonly line: number;
  readonly column?: number;
  readonly board: number;
}

/** The result of a parser: the value, or the first error. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ParseError };

const encoder = new TextEncoder();

/**
 * Parses exactly one `size` x `size` board (default 19) from Baekjoon text. The result names the
 * first error with its line and column.
 */
export function parseBoard(text: string, size: number = DEFAULT_SIZE): ParseResult<Board> {
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
  const reader = new BoardReader(size);
  const boards: Board[] = [];
  const keep: BoardSink = (board) => {
    boards.push(cloneBoard(board));
  };
  reader.push(encoder.encode(text), keep);
  const error = reader.end(keep);
  return error === undefined ? { ok: true, value: boards } : { ok: false, error };
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

/** An error as one line: `line L, column C: message` (or `line L: message`). */
export function formatParseError(error: ParseError): string {
  const where =
    error.column === undefined
      ? `line ${error.line}`
      : `line ${error.line}, column ${error.column}`;
  return `${where}: ${error.message}`;
}
