import { describe, expect, it } from 'vitest';
import { isCliError } from './io/errors.js';
import { MAX_TIMER_MS, parseWholeNumber } from './options.js';

describe('parseWholeNumber', () => {
  const valid: [name: string, text: string, min: number, max: number, value: number][] = [
    ['a count', '200', 1, Number.MAX_SAFE_INTEGER, 200],
    ['spaces around it', ' 7 ', 1, Number.MAX_SAFE_INTEGER, 7],
    ['zero where zero is allowed', '0', 0, MAX_TIMER_MS, 0],
    ['the largest timer', String(MAX_TIMER_MS), 1, MAX_TIMER_MS, MAX_TIMER_MS],
    ['a board size at the bottom of its range', '5', 5, 19, 5],
    ['a board size at the top of its range', '19', 5, 19, 19],
  ];
  for (const [name, text, min, max, value] of valid) {
    it(`reads ${name}`, () => {
      expect(parseWholeNumber(text, '--n', min, max)).toBe(value);
    });
  }

  const invalid: [name: string, text: string, min: number, max: number, message: string][] = [
    ['zero for a count', '0', 1, 100, '--n must be a positive whole number, found "0"'],
    ['a negative number', '-5', 1, 100, '--n must be a positive whole number, found "-5"'],
    ['an exponent', '1e3', 1, 100, '--n must be a positive whole number, found "1e3"'],
    ['a fraction', '2.5', 0, 100, '--n must be a whole number (0 or more), found "2.5"'],
    ['nothing', '', 1, 100, '--n must be a positive whole number, found ""'],
    [
      'past the top',
      '3000000000',
      1,
      MAX_TIMER_MS,
      `--n must be at most ${MAX_TIMER_MS}, found 3000000000`,
    ],
    [
      'past a safe integer',
      '99999999999999999999',
      1,
      Number.MAX_SAFE_INTEGER,
      '--n must be at most 9007199254740991, found 99999999999999999999',
    ],
    // An outside tester's report: "not a positive whole number" for digits past --depth's 40.
    [
      'digits far past the most',
      '99999999999999999999',
      1,
      40,
      '--n must be at most 40, found 99999999999999999999',
    ],
    ['below a range', '4', 5, 19, '--n must be a whole number from 5 to 19, found "4"'],
    ['above a range', '20', 5, 19, '--n must be a whole number from 5 to 19, found "20"'],
    [
      'below an open range',
      '2',
      3,
      Number.MAX_SAFE_INTEGER,
      '--n must be a whole number of at least 3, found "2"',
    ],
  ];
  for (const [name, text, min, max, message] of invalid) {
    it(`refuses ${name} with a usage error`, () => {
      let error: unknown;
      try {
        parseWholeNumber(text, '--n', min, max);
      } catch (caught) {
        error = caught;
      }
      expect(isCliError(error) && error.exitCode).toBe(2);
      expect((error as Error).message).toBe(message);
    });
  }
});
