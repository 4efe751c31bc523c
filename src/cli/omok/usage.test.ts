/**
 * `nori omok`'s malformed inputs and usage errors, run in this process (test/support/
 * nori-here.ts): they test the readers and the argument parser; test/cli/omok.test.ts runs the
 * built command as a process.
 */
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';
import { SPEC_EXAMPLE as EXAMPLE } from '../../omok/reference.test-helper.js';

const ROW0 = '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0';

/** The line `line` (from 1) of the example replaced. */
function exampleWith(line: number, text: string): string {
  const lines = EXAMPLE.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}

// Malformed input: one line on standard error naming line and column, nothing on standard
// output, exit code 2.
const MALFORMED: { name: string; input: string; args?: string[]; error: string }[] = [
  {
    name: 'a value other than 0, 1, 2 (the example of docs/cli.md)',
    input: exampleWith(4, '0 0 1 3 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0'),
    error: 'row 4, value 4: expected 0, 1 or 2, found "3"',
  },
  {
    name: 'a letter',
    input: exampleWith(12, `${ROW0.slice(0, -1)}o`),
    error: 'row 12, value 19: expected 0, 1 or 2, found "o"',
  },
  {
    name: 'a number glued to text',
    input: exampleWith(1, `2x ${ROW0.slice(2)}`),
    error: 'row 1, value 1: expected 0, 1 or 2, found "2x"',
  },
  {
    name: 'a leading zero',
    input: exampleWith(19, `${ROW0.slice(0, -1)}00`),
    error: 'row 19, value 19: expected 0, 1 or 2, found "00"',
  },
  {
    name: 'a row short of a value',
    input: exampleWith(6, ROW0.slice(2)),
    error: 'line 6: expected 19 values, found 18',
  },
  {
    name: 'a row with a value too many',
    input: exampleWith(9, `${ROW0} 1`),
    error: 'row 9, value 20: expected 19 values, found more: "1"',
  },
  {
    name: 'too few rows',
    input: EXAMPLE.split('\n').slice(0, 10).join('\n'),
    error: 'line 11: expected 19 rows, found 10',
  },
  {
    name: 'too many rows',
    input: `${EXAMPLE}${ROW0}\n`,
    error: 'line 20, column 1: expected the end of the input after 19 rows, found "0"',
  },
  {
    name: 'stray text after the board',
    input: `${EXAMPLE}\n# end`,
    error: 'line 21, column 1: expected the end of the input after 19 rows, found "#"',
  },
  { name: 'an empty input', input: '', error: 'line 1: expected 19 rows, found none' },
  {
    name: 'a blank line inside the board',
    input: EXAMPLE.replace(`${ROW0}\n0 1 2`, `${ROW0}\n\n0 1 2`),
    error: 'line 3: expected 19 rows, found a blank line after 2',
  },
  {
    name: 'a board of the wrong size',
    input: EXAMPLE,
    args: ['--size', '15'],
    error: 'row 1, value 16: expected 15 values, found more: "0"',
  },
  {
    name: 'a wide character, columns counted in characters',
    input: exampleWith(2, `0 ● ${ROW0.slice(4)}`),
    error: 'row 2, value 2: expected 0, 1 or 2, found "●"',
  },
];

describe('nori omok: malformed input exits 2 with one line naming line and column', () => {
  it.each(MALFORMED)('$name', async ({ input, args = [], error }) => {
    expect(await noriHere(['omok', ...args], input)).toEqual({
      stdout: '',
      stderr: `nori omok: ${error}\n`,
      code: 2,
    });
  });
});

describe('nori omok: usage errors exit 2', () => {
  it.each([
    { args: ['--size', '4'], error: '--size must be a whole number from 5 to 1000, found "4"' },
    {
      args: ['--size', '19.5'],
      error: '--size must be a whole number from 5 to 1000, found "19.5"',
    },
    {
      args: ['--rule', 'gomoku'],
      error: '--rule <RULE> must be one of standard, freestyle, renju, found "gomoku"',
    },
    {
      args: ['--json', '--explain'],
      error: "option '--json' cannot be used with option '--explain'",
    },
    { args: ['no/such/file.txt'], error: 'cannot read no/such/file.txt: no such file' },
    // The engine's options without --best or --solve were ignored without a word (an attack).
    // Each named with its own question (--time was said to be for --solve too, which refuses it).
    { args: ['--time', '5'], error: '--time is for --best' },
    { args: ['--depth', '5'], error: '--depth is for --solve' },
    { args: ['--side', 'white'], error: '--side is for --best or --solve' },
    { args: ['--moves', '--depth', '3'], error: '--depth is for --solve' },
    // A bad value is a usage error before the board is read (a finished board was named first).
    {
      args: ['--best', '--time', '-1'],
      error: '--time must be a positive whole number, found "-1"',
    },
    {
      args: ['--solve', '--depth', '0'],
      error: '--depth must be a positive whole number, found "0"',
    },
  ])('$args', async ({ args, error }) => {
    expect(await noriHere(['omok', ...args], EXAMPLE)).toEqual({
      stdout: '',
      stderr: `nori omok: ${error}\n`,
      code: 2,
    });
  });

  it('--help describes the exit codes', async () => {
    const result = await noriHere(['omok', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--batch');
    expect(result.stdout).toContain('3 a board breaks the promise');
  });
});
