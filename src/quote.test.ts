import { describe, expect, it } from 'vitest';
import { escapeControls, jsonForTerminal, quoteToken } from './quote.js';
import { describeYut } from './stress/yut-describe.js';
import { classicBoard } from './yut/index.js';

describe('quoteToken', () => {
  const rows: [string, string, string][] = [
    ['a plain token', 'x9', '"x9"'],
    ['quotes and backslashes as JSON would', 'a"b\\c', '"a\\"b\\\\c"'],
    ['the escape that clears a screen', '\u001b[2J', '"\\u001b[2J"'],
    ['a title-setting sequence ended by BEL', '\u001b]0;pwned\u0007', '"\\u001b]0;pwned\\u0007"'],
    ['a one-character CSI (C1)', '\u009b2J', '"\\u009b2J"'],
    ['DEL', 'a\u007f', '"a\\u007f"'],
    ['line ends and tabs', 'a\nb\r\tc', '"a\\nb\\r\\tc"'],
    ['a right-to-left override', 'abc\u202edef', '"abc\\u202edef"'],
    ['Korean text unchanged', '오목', '"오목"'],
    ['40 characters: whole', 'x'.repeat(40), `"${'x'.repeat(40)}"`],
    ['41 characters: cut at 40', 'x'.repeat(41), `"${'x'.repeat(40)}…"`],
    ['a 15 MiB token: cut at 40', 'y'.repeat(15 << 20), `"${'y'.repeat(40)}…"`],
    ['astral characters counted as one', '😀'.repeat(41), `"${'😀'.repeat(40)}…"`],
  ];
  it.each(rows)('%s', (_name, text, quoted) => {
    expect(quoteToken(text)).toBe(quoted);
  });

  it('marks a token its reader already cut', () => {
    expect(quoteToken('abc', 40, true)).toBe('"abc…"');
  });

  it('never lets a control character through, whatever the text', () => {
    let all = '';
    for (let code = 0; code < 0x3000; code++) all += String.fromCharCode(code);
    const escaped = escapeControls(all);
    // The unsafe ranges, written independently of the module's pattern.
    const unsafe = (code: number) =>
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069);
    expect([...escaped].filter((char) => unsafe(char.charCodeAt(0)))).toEqual([]);
  });
});

// Outside replay of issue 23: a checked program's output reached the terminal raw through the
// Dice Yut description (JSON.stringify leaves DEL, C1 and bidirectional controls as they are) and
// through `nori check --json`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

describe('outside text never reaches a terminal raw', () => {
  it.each([
    ['a one-character CSI', '\u009b31mx'],
    ['DEL', 'a\u007fb'],
    ['a right-to-left override', '\u202egnp.exe'],
    ['an escape sequence', '\u001b[2J'],
  ])('%s in the Dice Yut description of a wrong answer', (_name, printed) => {
    const dice = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const { text } = describeYut(classicBoard(), dice, `${printed}\n`, 'en');
    expect(text).not.toMatch(RAW);
    expect(text).toContain('\\u');
  });

  it('jsonForTerminal writes them as \\u escapes, the same JSON value', () => {
    const value = { out: 'a\u007fb\u009bc\u202ed\u2028e\u001bf' };
    const json = jsonForTerminal(JSON.stringify(value));
    expect(json).not.toMatch(RAW);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('quoteToken and spaces that cannot be seen', () => {
  it.each([
    ['0\u00a00', '"0\\u00a00"'],
    ['1\u30002', '"1\\u30002"'],
    ['\ufeff7', '"\\ufeff7"'],
    ['a\u200bb', '"a\\u200bb"'],
  ])('%j is quoted with the space escaped', (token, shown) => {
    expect(quoteToken(token)).toBe(shown);
  });

  it('leaves Korean and ordinary text alone', () => {
    expect(quoteToken('흑 h8')).toBe('"흑 h8"');
  });
});
