/**
 * `nori omok --moves`: a bad game record and the usage errors, run in this process
 * (test/support/nori-here.ts): the record reader's and the parser's work; test/cli/omok-renju.test.ts
 * runs the built command.
 */
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';

/** Black along row 8 from h8, white along row 9: black's fifth stone (move 9) wins. */
const FIVE = 'h8 h9\ni8 i9, j8 j9\nk8 k9 l8 l9 m8\n';

describe('nori omok --moves: a bad record is one line naming the move, exit 2', () => {
  it.each([
    {
      name: 'a word',
      input: 'h8 h9\nhello',
      stderr:
        'nori omok: line 2, column 1: move 3 "hello": expected a point such as "h8" (column letter, row from the bottom) or "8 8" (row and column from the top)\n',
    },
    {
      name: 'a row without its column',
      input: '8 8\n7\n',
      stderr:
        'nori omok: line 2, column 1: move 2 "7": a row number must be followed by its column on the same line\n',
    },
    {
      name: 'a letter off the 15 x 15 renju board',
      input: 'h8 p8',
      stderr:
        'nori omok: line 1, column 4: move 2 "p8": column p is off the 15 x 15 board (a to o)\n',
    },
    {
      name: 'a row off the board',
      input: 'h8 h9 h16',
      stderr:
        'nori omok: line 1, column 7: move 3 "h16": row 16 is off the 15 x 15 board (1 to 15, counted from the bottom)\n',
    },
    {
      name: 'a point played twice',
      input: 'h8 h9 8 8',
      stderr: 'nori omok: line 1, column 7: move 3 "8 8": the point was already played by move 1\n',
    },
    {
      name: 'a point played twice after the decisive move is still a bad record',
      input: `${FIVE} h8`,
      stderr: 'nori omok: line 4, column 2: move 12 "h8": the point was already played by move 1\n',
    },
  ])('$name', async ({ input, stderr }) => {
    expect(await noriHere(['omok', '--moves', '--rule', 'renju'], input)).toEqual({
      stdout: '',
      stderr,
      code: 2,
    });
  });

  it.each([
    {
      args: ['--moves', '--batch'],
      stderr: "option '--moves' cannot be used with option '--batch'",
    },
    {
      args: ['--moves', '--size', '4'],
      stderr: '--size must be a whole number from 5 to 1000, found "4"',
    },
  ])('usage: $args', async ({ args, stderr }) => {
    expect(await noriHere(['omok', ...args], 'h8')).toEqual({
      stdout: '',
      stderr: `nori omok: ${stderr}\n`,
      code: 2,
    });
  });
});
