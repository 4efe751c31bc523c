/**
 * Option values of the command line, checked once: whole numbers in a range. A bad value is a
 * usage error (exit 2) that names the option, e.g. `--cases must be a positive whole number,
 * found "0"`.
 */
import { quoteToken } from '../quote.js';
import { CliError } from './io.js';

/** The longest delay a Node timer takes (about 24.8 days); longer ones would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** What the option wants, in words: "a positive whole number", "a whole number from 5 to 19". */
function describeRange(min: number, max: number): string {
  if (min === 0) return 'a whole number (0 or more)';
  if (min === 1) return 'a positive whole number';
  if (max < Number.MAX_SAFE_INTEGER) return `a whole number from ${min} to ${max}`;
  return `a whole number of at least ${min}`;
}

/**
 * The whole number from `min` to `max` written in an option's value (spaces around it allowed), or
 * a usage error naming `option`. With `min` above 1 the message gives the whole range; with 0 or 1
 * (counts, milliseconds) it says "positive" and, past `max`, "at most `max`".
 */
export function parseWholeNumber(
  text: string,
  option: string,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const wanted = describeRange(min, max);
  if (!Number.isSafeInteger(value) || value < min || (value > max && min > 1)) {
    throw new CliError(`${option} must be ${wanted}, found ${quoteToken(text)}`);
  }
  if (value > max) throw new CliError(`${option} must be at most ${max}, found ${trimmed}`);
  return value;
}
