import { describe, expect, it } from 'vitest';
import { firstLineDifference, sameOutput, sameTokens, tokenLines, tokens } from './compare.js';

describe('sameOutput: judged as Baekjoon does, line by line', () => {
  const rows: [name: string, expected: string, actual: string, same: boolean][] = [
    ['identical', '190\n', '190\n', true],
    ['no final newline', '190\n', '190', true],
    ['CRLF line ends', '1\n3 2\n', '1\r\n3 2\r\n', true],
    ['trailing spaces and blank lines at the end', '1\n3 2\n', '1 \n3 2  \n\n\n', true],
    ['two spaces between tokens', '1\n3 2\n', '1\n3  2\n', true],
    ['the Omok answer on one line (issue 23, item 15)', '1\n3 2\n', '1 3 2\n', false],
    ['the Omok answer on three lines', '1\n3 2\n', '1\n3\n2\n', false],
    ['a blank line first', '1\n3 2\n', '\n1\n3 2\n', false],
    ['different token', '190\n', '186\n', false],
    ['missing token', '1\n3 2\n', '1\n3\n', false],
    ['extra line', '0\n', '0\n0\n', false],
    ['empty output', '0\n', '', false],
    ['token glued', '3 2', '32', false],
    ['leading zero matters', '7', '07', false],
  ];
  for (const [name, expected, actual, same] of rows) {
    it(name, () => expect(sameOutput(expected, actual)).toBe(same));
  }
});

describe('firstLineDifference', () => {
  it('names the line that differs, with both lines', () => {
    expect(firstLineDifference('1\n3 2\n', '1 3 2\n')).toEqual({
      line: 1,
      expected: '1',
      found: '1 3 2',
    });
    expect(firstLineDifference('1\n3 2\n', '1\n')).toEqual({
      line: 2,
      expected: '3 2',
      found: undefined,
    });
    expect(firstLineDifference('0\n', '0\n')).toBeUndefined();
  });
});

describe('tokens, tokenLines, sameTokens', () => {
  it('splits on any whitespace and drops empties', () => {
    expect(tokens(' a\tb\r\n\nc ')).toEqual(['a', 'b', 'c']);
    expect(tokens('')).toEqual([]);
    expect(tokenLines('1\r\n3 2 \n\n')).toEqual([['1'], ['3', '2']]);
  });
  it('sameTokens ignores the lines', () => {
    expect(sameTokens('1\n3 2\n', '1 3 2')).toBe(true);
    expect(sameTokens('1\n3 2\n', '1 2 3')).toBe(false);
  });
});
