/** Option values shared by `nori check` and `nori gen`, checked once with a one-line usage error. */
import { CliError } from './io.js';

/** A whole number >= `min` from an option's text, or a usage error (exit 2) naming the option. */
export function parseCount(text: string, option: string, min = 1): number {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min) {
    const what = min === 0 ? 'a whole number (0 or more)' : 'a positive whole number';
    throw new CliError(`${option} must be ${what}, found ${JSON.stringify(text)}`);
  }
  return value;
}
