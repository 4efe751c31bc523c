import { describe, expect, it } from 'vitest';
import { firstRowLength } from './grid.js';

const row = (n: number, sep = ' ') => Array.from({ length: n }, () => '0').join(sep);
const grid = (n: number) => `${Array.from({ length: n }, () => row(n)).join('\n')}\n`;

describe('firstRowLength', () => {
  const cases: { name: string; text: string; expected: number | undefined }[] = [
    { name: 'a 19 x 19 grid', text: grid(19), expected: 19 },
    { name: 'a 15 x 15 grid', text: grid(15), expected: 15 },
    // The reviewer's case: the grid and the answer pasted together once read as 21 x 21.
    { name: 'a 19 x 19 grid followed by its answer', text: `${grid(19)}1\n3 2\n`, expected: 19 },
    { name: 'blank lines before the grid', text: `\n  \t\n${grid(15)}`, expected: 15 },
    { name: 'a byte order mark', text: `\uFEFF${grid(15)}`, expected: 15 },
    { name: 'CRLF and tabs', text: `${row(19, '\t')}\r\n${row(19, ' \t ')}\r\n`, expected: 19 },
    { name: 'spaces around the values', text: `   ${row(7)}   \n`, expected: 7 },
    { name: 'bad values still count', text: '0 x 0 7 0\n', expected: 5 },
    { name: 'a short first row', text: `${row(18)}\n${grid(19)}`, expected: 18 },
    { name: 'nothing', text: '', expected: undefined },
    { name: 'only blank lines', text: ' \n\t\r\n\n', expected: undefined },
  ];
  for (const { name, text, expected } of cases) {
    it(name, () => {
      expect(firstRowLength(text)).toBe(expected);
    });
  }
});
