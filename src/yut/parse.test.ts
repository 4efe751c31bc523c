import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { formatInputError } from '../result.js';
import { formatDice, parseDice } from './parse.js';

describe('parseDice accepts what Baekjoon accepts', () => {
  const valid: [string, string][] = [
    ['plain', '1 2 3 4 1 2 3 4 1 2\n'],
    ['no final newline', '1 2 3 4 1 2 3 4 1 2'],
    ['CRLF', '1 2 3 4 1 2 3 4 1 2\r\n'],
    ['tabs and extra spaces', '  1\t2  3 4 1 2 3 4 1 2  \n'],
    ['blank lines around', '\n\n1 2 3 4 1 2 3 4 1 2\n\n'],
    ['a byte-order mark', '\uFEFF1 2 3 4 1 2 3 4 1 2\n'],
    ['leading zeros', '01 2 3 4 1 2 3 4 1 2\n'],
  ];
  it.each(valid)('%s', (_name, text) => {
    expect(parseDice(text)).toEqual({ ok: true, value: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2] });
  });
});

describe('parseDice rejects malformed input with the place', () => {
  const invalid: [string, string, string, string][] = [
    ['empty input', '', 'empty', 'line 1: expected 10 dice, found none'],
    ['only blank lines', '\n \n\t\n', 'empty', 'line 1: expected 10 dice, found none'],
    ['nine dice', '1 2 3 4 1 2 3 4 1\n', 'count', 'line 1: expected 10 dice, found 9'],
    ['eleven dice', '1 2 3 4 1 2 3 4 1 2 3\n', 'count', 'line 1: expected 10 dice, found 11'],
    [
      'a six',
      '1 2 3 4 1 6 3 4 1 2\n',
      'out-of-range',
      'line 1, token 6: a die shows 1 to 5, found "6"',
    ],
    [
      'a zero',
      '0 2 3 4 1 2 3 4 1 2\n',
      'out-of-range',
      'line 1, token 1: a die shows 1 to 5, found "0"',
    ],
    [
      'a negative number',
      '1 2 -3 4 1 2 3 4 1 2\n',
      'not-a-number',
      'line 1, token 3: expected a die from 1 to 5, found "-3"',
    ],
    [
      'a word',
      '1 2 3 four 1 2 3 4 1 2\n',
      'not-a-number',
      'line 1, token 4: expected a die from 1 to 5, found "four"',
    ],
    [
      'a decimal',
      '1 2 3 4 1.0 2 3 4 1 2\n',
      'not-a-number',
      'line 1, token 5: expected a die from 1 to 5, found "1.0"',
    ],
    [
      'commas',
      '1,2,3,4,1,2,3,4,1,2\n',
      'not-a-number',
      'line 1, token 1: expected a die from 1 to 5, found "1,2,3,4,1,2,3,4,1,2"',
    ],
    ['dice on two lines', '1 2 3 4 1\n2 3 4 1 2\n', 'count', 'line 1: expected 10 dice, found 5'],
    [
      'a second line',
      '\n1 2 3 4 1 2 3 4 1 2\n5\n',
      'extra-line',
      'line 3: expected only one line of dice, found more text',
    ],
    [
      'a huge number',
      `1 2 3 4 1 2 3 4 1 ${'9'.repeat(400)}\n`,
      'out-of-range',
      `line 1, token 10: a die shows 1 to 5, found "${'9'.repeat(20)}…"`,
    ],
  ];
  it.each(invalid)('%s', (_name, text, code, message) => {
    const result = parseDice(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(formatInputError(result.error)).toBe(message);
    }
  });
});

describe('parseDice on arbitrary text', () => {
  it('never throws, and errors always name a line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc
            .array(fc.constantFrom('1', '5', '6', ' ', '\t', '\n', '\r', 'x', '-'))
            .map((parts) => parts.join('')),
        ),
        (text) => {
          const result = parseDice(text);
          if (result.ok) {
            expect(result.value).toHaveLength(10);
            expect(result.value.every((die) => die >= 1 && die <= 5)).toBe(true);
          } else {
            expect(result.error.line).toBeGreaterThanOrEqual(1);
            expect(formatInputError(result.error)).toMatch(/^line \d+/);
            expect(result.error.message).not.toMatch(/^line \d|\n/);
          }
        },
      ),
      runs(2000),
    );
  });

  it('round-trips formatDice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        (dice) => {
          expect(parseDice(formatDice(dice))).toEqual({ ok: true, value: dice });
        },
      ),
      runs(100),
    );
  });
});

describe('parse errors carry what was found', () => {
  it('the offending token text', () => {
    const result = parseDice('1 2 3 4 1 2\u00a03 4 1 2\n');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ code: 'not-a-number', token: 6, found: '2\u00a03' });
  });
  it('the number of dice on the line', () => {
    const result = parseDice('1 2 3\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'count', count: 3 });
  });
});
