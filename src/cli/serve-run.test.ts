import { describe, expect, it } from 'vitest';
import { parseMaxConnections, quoteForLog } from './serve-run.js';

describe('quoteForLog', () => {
  it.each([
    ['a plain path', '/assets/a.js', '"/assets/a.js"'],
    ['an escape sequence', '/\u001b[2J\u001b]0;pwned\u0007', '"/\\x1b[2J\\x1b]0;pwned\\x07"'],
    ['C1 controls', '/\u009b31m', '"/\\x9b31m"'],
    ['quotes and backslashes', '/a"b\\c', '"/a\\"b\\\\c"'],
    ['a long path, cut', `/${'a'.repeat(200)}`, `"/${'a'.repeat(79)}..."`],
  ])('%s', (_name, text, quoted) => {
    expect(quoteForLog(text)).toBe(quoted);
  });
});

describe('parseMaxConnections', () => {
  it.each([
    ['1', 1],
    [' 256 ', 256],
    ['100000', 100_000],
    ['0', undefined],
    ['100001', undefined],
    ['-5', undefined],
    ['1e3', undefined],
    ['', undefined],
  ])('%j is %s', (text, max) => {
    expect(parseMaxConnections(text)).toBe(max);
  });
});
