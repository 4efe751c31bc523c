/**
 * What can be wrong with a Baekjoon grid: the errors of the streaming reader (reader.ts) and of
 * the one-call parsers built on it (parse.ts), in a module of their own so that neither imports
 * the other for them.
 */
import type { InputError, Result } from '../result.js';

/**
 * What is wrong with an input:
 * - `bad-value`: a token that is not exactly `0`, `1` or `2`;
 * - `missing-values`: a row with fewer than N values;
 * - `extra-values`: more than N tokens on a row;
 * - `missing-rows`: the input, or a blank line, ends a board before its N-th row;
 * - `extra-text`: text after the board, when a single board is expected.
 */
export const PARSE_ERROR_CODES = [
  'bad-value',
  'missing-values',
  'extra-values',
  'missing-rows',
  'extra-text',
  'bad-size',
] as const;

/** One of `PARSE_ERROR_CODES`. */
export type ParseErrorCode = (typeof PARSE_ERROR_CODES)[number];

/**
 * An error in the input: `line` and `column` count from 1 (the column in characters, a tab
 * counting as one; absent when the whole line is at fault); `board` is the number, from 1, of
 * the board being read. The message does not say where: `formatInputError` (result.ts) adds it.
 */
export interface ParseError extends InputError<ParseErrorCode> {
  readonly line: number;
  readonly board: number;
  /** For an error at one value: the row of the board it is on and its number on the row (from 1). */
  readonly row?: number;
}

/** The result of a parser: the value, or the first error. */
export type ParseResult<T> = Result<T, ParseError>;
