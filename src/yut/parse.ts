/**
 * Text to dice, validated once at the edge. The format is Baekjoon's: one line of ten integers
 * from 1 to 5, with the spacing variations its judge accepts (extra spaces, tabs, CRLF line ends,
 * no final newline, blank lines around). Never throws: every input gives dice or an error that
 * says what is wrong and where.
 */

import { quoteToken } from '../quote.js';
import type { InputError, Result } from '../result.js';

/** What kinds of problem an input may have. */
export const DICE_ERROR_CODES = [
  'empty',
  'count',
  'not-a-number',
  'out-of-range',
  'extra-line',
] as const;

/** One of `DICE_ERROR_CODES`. */
export type DiceErrorCode = (typeof DICE_ERROR_CODES)[number];

/**
 * A parse error: a code for programs, a message for people without the place, and the place
 * (1-based) as data; `formatInputError` (result.ts) writes `line 1, token 3: message`.
 */
export interface DiceError extends InputError<DiceErrorCode> {
  readonly line: number;
  /** 1-based index of the offending token on its line, when one token is at fault. */
  readonly token?: number;
  /** The offending token's text, when one token is at fault (for messages in other languages). */
  readonly found?: string;
  /** How many dice the line holds, for a `count` error. */
  readonly count?: number;
}

/** The outcome of parsing: the dice, or an error. */
export type DiceResult = Result<number[], DiceError>;

/** What a valid input looks like: how many dice, and the largest face. */
export interface DiceFormat {
  readonly count: number;
  readonly faces: number;
}

/** Baekjoon 17825: ten dice with faces 1 to 5. */
export const BAEKJOON_DICE: DiceFormat = { count: 10, faces: 5 };

const WHITESPACE = /[ \t\f\v\r]+/;

/** A token as the error quotes it (quote.ts): controls escaped, cut after 20 characters. */
function shown(token: string): string {
  return quoteToken(token, 20);
}

/**
 * Parses one line of dice (no line break inside). `lineNumber` is only used in errors, so that a
 * batch reader can name the line of the whole input.
 */
export function parseDiceLine(
  line: string,
  lineNumber = 1,
  format: DiceFormat = BAEKJOON_DICE,
): DiceResult {
  const tokens = line.split(WHITESPACE).filter((token) => token !== '');
  const fail = (code: DiceErrorCode, message: string, token?: number): DiceResult => {
    const wording = {
      code: `dice.${code}`,
      params: {
        expected: format.count,
        faces: format.faces,
        ...(token === undefined ? {} : { found: shown(tokens[token - 1]!) }),
      },
    };
    return {
      ok: false,
      error:
        token === undefined
          ? { code, message, line: lineNumber, wording }
          : { code, message, line: lineNumber, token, found: tokens[token - 1]!, wording },
    };
  };
  if (tokens.length === 0) return fail('empty', `expected ${format.count} dice, found none`);
  const dice: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!/^[0-9]+$/.test(token)) {
      return fail(
        'not-a-number',
        `expected a die from 1 to ${format.faces}, found ${shown(token)}`,
        i + 1,
      );
    }
    const value = Number(token);
    if (value < 1 || value > format.faces) {
      return fail('out-of-range', `a die shows 1 to ${format.faces}, found ${shown(token)}`, i + 1);
    }
    dice.push(value);
  }
  if (dice.length !== format.count) {
    return {
      ok: false,
      error: {
        code: 'count',
        message: `expected ${format.count} dice, found ${dice.length}`,
        line: lineNumber,
        count: dice.length,
        wording: { code: 'dice.count', params: { expected: format.count, found: dice.length } },
      },
    };
  }
  return { ok: true, value: dice };
}

/**
 * Parses a whole input: exactly one non-blank line of dice; blank lines before or after are
 * allowed, a byte-order mark is ignored, more text is an error.
 */
export function parseDice(text: string, format: DiceFormat = BAEKJOON_DICE): DiceResult {
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
  const isBlank = (line: string) => line.trim() === '';
  const first = lines.findIndex((line) => !isBlank(line));
  if (first === -1) {
    return {
      ok: false,
      error: {
        code: 'empty',
        message: `expected ${format.count} dice, found none`,
        line: 1,
        wording: { code: 'dice.empty', params: { expected: format.count } },
      },
    };
  }
  const parsed = parseDiceLine(lines[first]!, first + 1, format);
  if (!parsed.ok) return parsed;
  const extra = lines.findIndex((line, index) => index > first && !isBlank(line));
  if (extra !== -1) {
    return {
      ok: false,
      error: {
        code: 'extra-line',
        message: 'expected only one line of dice, found more text',
        line: extra + 1,
        wording: { code: 'dice.extra-line', params: {} },
      },
    };
  }
  return parsed;
}

/** Writes dice in the input format (the inverse of `parseDice`). */
export function formatDice(dice: readonly number[]): string {
  return `${dice.join(' ')}\n`;
}
