import { describe, expect, it } from 'vitest';
import { formatInputError } from '../result.js';
import { boardToRows } from './board.js';
import { formatBoard, parseBoard } from './parse.js';
import { referenceParse, SPEC_EXAMPLE } from './reference.test-helper.js';

const ROW0 = '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0';
const SPEC_GRID = referenceParse(SPEC_EXAMPLE)!;

/** The example with its line `line` (from 1) replaced. */
function withLine(line: number, text: string): string {
  const lines = SPEC_EXAMPLE.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}

function errorOf(text: string, size = 19): string {
  const result = parseBoard(text, size);
  if (result.ok) return 'ok';
  return `${result.error.code} | ${formatInputError(result.error)}`;
}

describe('parseBoard: the spec example', () => {
  it('reads it and writes it back unchanged', () => {
    const result = parseBoard(SPEC_EXAMPLE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(boardToRows(result.value)).toEqual(SPEC_GRID);
    expect(formatBoard(result.value)).toBe(SPEC_EXAMPLE);
  });
});

// Spacing that Baekjoon accepts: every row reads as the spec example.
const ACCEPTED: { name: string; text: string }[] = [
  { name: 'no final newline', text: SPEC_EXAMPLE.trimEnd() },
  { name: 'CRLF line ends', text: SPEC_EXAMPLE.replaceAll('\n', '\r\n') },
  { name: 'CRLF, no final line end', text: SPEC_EXAMPLE.trimEnd().replaceAll('\n', '\r\n') },
  { name: 'tabs between values', text: SPEC_EXAMPLE.replaceAll(' ', '\t') },
  { name: 'several spaces between values', text: SPEC_EXAMPLE.replaceAll(' ', '   ') },
  { name: 'spaces before and after each row', text: SPEC_EXAMPLE.replaceAll('\n', '  \n  ') },
  { name: 'trailing spaces on every row', text: SPEC_EXAMPLE.replaceAll('\n', ' \t \n') },
  { name: 'blank lines before the board', text: `\n \n\t\r\n${SPEC_EXAMPLE}` },
  { name: 'blank lines after the board', text: `${SPEC_EXAMPLE}\n\n  \n` },
  { name: 'a UTF-8 byte order mark', text: `\uFEFF${SPEC_EXAMPLE}` },
  {
    name: 'mixed spacing on one row',
    text: withLine(3, ' 0\t1  2 0 0 2 2 2 1 0 0 0 0 0 0 0 0 0 0 \r'),
  },
];

describe('parseBoard accepts spacing variations', () => {
  it.each(ACCEPTED)('$name', ({ text }) => {
    const result = parseBoard(text);
    expect(result.ok && boardToRows(result.value)).toEqual(SPEC_GRID);
  });
});

// Malformed inputs and their exact error lines (the code, then what the command prints).
const REJECTED: { name: string; text: string; size?: number; expected: string }[] = [
  {
    name: 'empty input',
    text: '',
    expected: 'missing-rows | line 1: expected 19 rows, found none',
  },
  {
    name: 'only blank lines',
    text: '\n  \n',
    expected: 'missing-rows | line 3: expected 19 rows, found none',
  },
  {
    name: 'a row short',
    text: SPEC_EXAMPLE.split('\n').slice(0, 18).join('\n'),
    expected: 'missing-rows | line 19: expected 19 rows, found 18',
  },
  {
    name: 'a row too many',
    text: `${SPEC_EXAMPLE}${ROW0}\n`,
    expected:
      'extra-text | line 20, column 1: expected the end of the input after 19 rows, found "0"',
  },
  {
    name: 'stray text after the board',
    text: `${SPEC_EXAMPLE}\n  done`,
    expected:
      'extra-text | line 21, column 3: expected the end of the input after 19 rows, found "done"',
  },
  {
    name: 'a value short on a row',
    text: withLine(4, '0 0 1 2 0 0 0 0 1 0 0 0 0 0 0 0 0 0'),
    expected: 'missing-values | line 4: expected 19 values, found 18',
  },
  {
    name: 'a value too many on a row',
    text: withLine(4, `${ROW0} 0`),
    expected: 'extra-values | line 4, column 39: expected 19 values, found more: "0"',
  },
  {
    name: 'text after the last value of a row',
    text: withLine(2, `${ROW0} # comment`),
    expected: 'extra-values | line 2, column 39: expected 19 values, found more: "#"',
  },
  {
    name: 'a 3 (the example of docs/cli.md)',
    text: withLine(4, '0 0 1 3 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0'),
    expected: 'bad-value | line 4, column 7: expected 0, 1 or 2, found "3"',
  },
  {
    name: 'a negative number',
    text: withLine(1, '0 -1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0'),
    expected: 'bad-value | line 1, column 3: expected 0, 1 or 2, found "-1"',
  },
  {
    name: 'a leading zero',
    text: withLine(5, '0 0 01 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0'),
    expected: 'bad-value | line 5, column 5: expected 0, 1 or 2, found "01"',
  },
  {
    name: 'a value glued to a letter',
    text: withLine(6, '0 0 0 0 1x 0 0 0 0 0 0 0 0 0 0 0 0 0 0'),
    expected: 'bad-value | line 6, column 9: expected 0, 1 or 2, found "1x"',
  },
  {
    name: 'values without spaces',
    text: withLine(7, '0000000000000000000'),
    expected:
      'bad-value | line 7, column 1: expected 0, 1 or 2, found "0000000000000000000": put a space between the values',
  },
  {
    name: 'commas between values',
    text: withLine(2, ROW0.replaceAll(' ', ',')),
    expected: `bad-value | line 2, column 1: expected 0, 1 or 2, found "${ROW0.replaceAll(' ', ',').slice(0, 24)}…"`,
  },
  {
    name: 'a letter',
    text: withLine(8, '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 b'),
    expected: 'bad-value | line 8, column 37: expected 0, 1 or 2, found "b"',
  },
  {
    name: 'a wide character: columns count characters, not bytes',
    text: withLine(9, '0 0 0 ○ 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0'),
    expected: 'bad-value | line 9, column 7: expected 0, 1 or 2, found "○"',
  },
  {
    name: 'after a wide character',
    text: `\uFEFF${withLine(1, '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ü 3')}`,
    expected: 'extra-values | line 1, column 39: expected 19 values, found more: "ü"',
  },
  {
    name: 'a control character, shown escaped',
    text: withLine(10, '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 \u0000'),
    expected: 'bad-value | line 10, column 37: expected 0, 1 or 2, found "\\u0000"',
  },
  {
    name: 'a blank line inside the board',
    text: SPEC_EXAMPLE.replace(`${ROW0}\n${ROW0}\n0 1`, `${ROW0}\n\n${ROW0}\n0 1`),
    expected: 'missing-rows | line 2: expected 19 rows, found a blank line after 1',
  },
  {
    name: 'the wrong size',
    text: SPEC_EXAMPLE,
    size: 15,
    expected: 'extra-values | line 1, column 31: expected 15 values, found more: "0"',
  },
  {
    name: 'a long token, cut short',
    text: withLine(3, `${'1'.repeat(200)} 0`),
    expected: `bad-value | line 3, column 1: expected 0, 1 or 2, found "${'1'.repeat(24)}…": put a space between the values`,
  },
];

describe('parseBoard rejects malformed input with line and column', () => {
  it.each(REJECTED)('$name', ({ text, size, expected }) => {
    expect(errorOf(text, size)).toBe(expected);
  });
});
