/** Checks both games' public entries share (src/public/guard.ts has the error and the basics). */
import type { Arguments } from './guard.js';

/**
 * The longest text a parser takes: 16 Mi characters, far above any board or record the package
 * reads (a 1000 x 1000 Omok board is about 2 M characters), so that no call holds or splits a
 * huge string. Longer text is refused with a RangeError before it is read.
 */
export const MAX_TEXT = 16 * 1024 * 1024;

/** An input error as the parsers return it: `message`, and a place of whole numbers from 1. */
export function inputError(at: Arguments, argument: string, value: unknown): void {
  const error = at.object(argument, value, 'an input error ({ code, message, line? })');
  at.string(`${argument}.message`, error.message, MAX_TEXT);
  for (const field of ['line', 'column', 'token'] as const) {
    if (error[field] !== undefined) {
      at.whole(`${argument}.${field}`, error[field], 1, Number.MAX_SAFE_INTEGER);
    }
  }
}
