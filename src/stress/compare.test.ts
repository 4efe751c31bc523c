import { describe, expect, it } from 'vitest';
import { sameTokens, tokens } from './compare.js';

describe('sameTokens', () => {
  const rows: [name: string, expected: string, actual: string, same: boolean][] = [
    ['identical', '190\n', '190\n', true],
    ['no final newline', '190\n', '190', true],
    ['CRLF line ends', '1\n3 2\n', '1\r\n3 2\r\n', true],
    ['extra spaces and tabs', '1\n3 2\n', '  1 \n3\t 2  \n\n', true],
    ['lines joined', '1\n3 2\n', '1 3 2', true],
    ['different token', '190\n', '186\n', false],
    ['missing token', '1\n3 2\n', '1\n3\n', false],
    ['extra token', '0\n', '0\n0\n', false],
    ['empty output', '0\n', '', false],
    ['token glued', '3 2', '32', false],
    ['leading zero matters', '7', '07', false],
  ];
  for (const [name, expected, actual, same] of rows) {
    it(name, () => expect(sameTokens(expected, actual)).toBe(same));
  }
});

describe('tokens', () => {
  it('splits on any whitespace and drops empties', () => {
    expect(tokens(' a\tb\r\n\nc ')).toEqual(['a', 'b', 'c']);
    expect(tokens('')).toEqual([]);
  });
});
