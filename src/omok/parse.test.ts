import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, boardFromRows, boardToRows } from './board.js';
import {
  BoardReader,
  formatBoard,
  formatParseError,
  type ParseError,
  parseBoard,
  parseBoards,
} from './parse.js';
import {
  draw,
  emptyGrid,
  type Grid,
  randomBoardArbitrary,
  referenceFormat,
  referenceParse,
} from './reference.test-helper.js';

const ROW0 = '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0';
const SPEC_EXAMPLE = `${ROW0}
${ROW0}
0 1 2 0 0 2 2 2 1 0 0 0 0 0 0 0 0 0 0
0 0 1 2 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0
0 0 0 1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 1 2 2 0 0 0 0 0 0 0 0 0 0 0 0
0 0 1 1 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0
${`${ROW0}\n`.repeat(12)}`;
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
  return `${result.error.code} | ${formatParseError(result.error)}`;
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
    name: 'a 3 (the example of cli.md)',
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
    expected: 'bad-value | line 7, column 1: expected 0, 1 or 2, found "0000000000000000000"',
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
    expected: `bad-value | line 3, column 1: expected 0, 1 or 2, found "${'1'.repeat(24)}…"`,
  },
];

describe('parseBoard rejects malformed input with line and column', () => {
  it.each(REJECTED)('$name', ({ text, size, expected }) => {
    expect(errorOf(text, size)).toBe(expected);
  });
});

/** Everything a reader reports for `bytes` cut at `cuts`: each board, then the error. */
function readAll(bytes: Uint8Array, cuts: readonly number[], size: number, single: boolean) {
  const reader = new BoardReader(size, { single });
  const seen: string[] = [];
  const sink = (board: Board, index: number, line: number) => {
    seen.push(`${index}@${line}:${formatBoard(board)}`);
  };
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(bytes.subarray(start, cut), sink);
    start = cut;
  }
  reader.push(bytes.subarray(start), sink);
  const error = reader.end(sink);
  return { seen, error };
}

/** Text of a board written with random (accepted) spacing, or with a random mistake. */
const noisyText = (grid: Grid) =>
  fc
    .record({
      sep: fc.constantFrom(' ', '  ', '\t', ' \t'),
      eol: fc.constantFrom('\n', '\r\n', ' \n', '\n\n'),
      mistakes: fc.array(
        fc.record({
          at: fc.nat(),
          text: fc.constantFrom('3', 'x', ' ', '\n', '0', '1 ', '\n\n', '\r', 'ü', '-', '00'),
          remove: fc.nat(3),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ sep, eol, mistakes }) => {
      let text = grid.map((row) => row.join(sep)).join(eol === '\n\n' ? '\n' : eol);
      for (const { at, text: insert, remove } of mistakes) {
        const i = at % (text.length + 1);
        text = text.slice(0, i) + insert + text.slice(i + remove);
      }
      return text;
    });

describe('the reader', () => {
  it('agrees with the reference reading, on good and broken text', () => {
    fc.assert(
      fc.property(
        randomBoardArbitrary([5, 7, 19]).chain((grid) =>
          fc.tuple(fc.constant(grid), noisyText(grid)),
        ),
        ([grid, text]) => {
          const result = parseBoard(text, grid.length);
          const reference = referenceParse(text, grid.length);
          expect(result.ok).toBe(reference !== undefined);
          if (result.ok) expect(boardToRows(result.value)).toEqual(reference);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives the same boards and errors however the input is cut into chunks', () => {
    fc.assert(
      fc.property(
        fc
          .array(randomBoardArbitrary([6]), { minLength: 1, maxLength: 4 })
          .chain((grids) =>
            fc.tuple(
              fc.constant(grids),
              fc.array(noisyText(grids[0]!), { minLength: grids.length, maxLength: grids.length }),
              fc.array(fc.nat(), { maxLength: 8 }),
              fc.boolean(),
            ),
          ),
        ([, texts, cutsAt, single]) => {
          const bytes = new TextEncoder().encode(texts.join('\n'));
          const cuts = cutsAt.map((at) => at % (bytes.length + 1));
          expect(readAll(bytes, cuts, 6, single)).toEqual(readAll(bytes, [], 6, single));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('cut at every byte, reads a clean batch like one piece', () => {
    const text = `${formatBoard(boardFromRows(SPEC_GRID))}\n${SPEC_EXAMPLE.replaceAll('\n', '\r\n')}`;
    const bytes = new TextEncoder().encode(text);
    const whole = readAll(bytes, [], 19, false);
    expect(whole.seen).toHaveLength(2);
    expect(whole.error).toBeUndefined();
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(readAll(bytes, [cut], 19, false)).toEqual(whole);
    }
  });

  it('numbers the boards and the line of each first row', () => {
    const one = referenceFormat(draw(emptyGrid(5), 1, 1, 1, 'h', 5));
    const text = `\n${one}\n\n${one}${one}`;
    const result = readAll(new TextEncoder().encode(text), [], 5, false);
    expect(result.seen.map((entry) => entry.split(':')[0])).toEqual(['1@2', '2@9', '3@14']);
  });

  it('names the board and the line in the whole input at an error in a batch', () => {
    const one = referenceFormat(emptyGrid(5));
    const text = `${one}\n${one}${one.replace('0 0 0 0 0\n0', '0 0 0 0 0\n7')}`;
    const { seen, error } = readAll(new TextEncoder().encode(text), [], 5, false);
    expect(seen).toHaveLength(2);
    expect(error).toEqual<ParseError>({
      code: 'bad-value',
      message: 'expected 0, 1 or 2, found "7"',
      line: 13,
      column: 1,
      board: 3,
    });
  });

  it('reports an unfinished last board of a batch', () => {
    const one = referenceFormat(emptyGrid(5));
    const { seen, error } = readAll(new TextEncoder().encode(`${one}0 0 0 0 0\n`), [], 5, false);
    expect(seen).toHaveLength(1);
    expect(error && formatParseError(error)).toBe('line 7: expected 5 rows, found 1');
    expect(error?.board).toBe(2);
  });

  it('stops when the sink returns false, and ignores later chunks', () => {
    const one = new TextEncoder().encode(referenceFormat(emptyGrid(5)).repeat(3));
    const reader = new BoardReader(5);
    let boards = 0;
    expect(reader.push(one, () => ++boards < 2)).toBe(false);
    expect(reader.push(one, () => boards++)).toBe(false);
    expect(reader.end(() => boards++)).toBeUndefined();
    expect(boards).toBe(2);
    expect(reader.count).toBe(2);
  });

  it('can be pulled: feed, next until undefined, finish, next again', () => {
    const one = referenceFormat(draw(emptyGrid(5), 2, 1, 1, 'v', 5));
    const bytes = new TextEncoder().encode(`${one}\n${one.trimEnd()}`);
    const reader = new BoardReader(5);
    const seen: string[] = [];
    reader.feed(bytes.subarray(0, 40));
    for (let board = reader.next(); board; board = reader.next()) seen.push(formatBoard(board));
    reader.feed(bytes.subarray(40));
    for (let board = reader.next(); board; board = reader.next()) {
      seen.push(`${reader.count}@${reader.lineOfBoard}`);
    }
    expect(seen).toEqual(['1@1']);
    reader.finish();
    for (let board = reader.next(); board; board = reader.next()) {
      seen.push(`${reader.count}@${reader.lineOfBoard}`);
    }
    expect(seen).toEqual(['1@1', '2@7']);
    expect(reader.error).toBeUndefined();
  });

  it('refuses a chunk before the previous one is read (a bug of the caller)', () => {
    const reader = new BoardReader(5);
    reader.feed(new TextEncoder().encode(referenceFormat(emptyGrid(5)).repeat(2)));
    expect(reader.next()).toBeDefined();
    expect(() => reader.feed(new Uint8Array(1))).toThrow(/not read yet/);
  });

  it('reads zero boards from an empty batch', () => {
    expect(parseBoards('')).toEqual({ ok: true, value: [] });
    expect(parseBoards('\n\n \n')).toEqual({ ok: true, value: [] });
  });

  it('reads boards wider than the row masks', () => {
    const grid = draw(emptyGrid(40), 2, 40, 36, 'h', 5);
    const result = parseBoard(referenceFormat(grid), 40);
    expect(result.ok && boardToRows(result.value)).toEqual(grid);
  });

  it('throws for a size below 5, which is a bug of the caller', () => {
    expect(() => new BoardReader(4)).toThrow(RangeError);
  });
});

describe('parser fuzzing: no input makes it throw', () => {
  it('arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom(5, 6, 19), (text, size) => {
        const result = parseBoard(text, size);
        expect(result.ok).toBe(referenceParse(text, size) !== undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('arbitrary bytes, in arbitrary chunks, in batches', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.array(fc.nat()), (bytes, cutsAt) => {
        const cuts = cutsAt.map((at) => at % (bytes.length + 1));
        const result = readAll(bytes, cuts, 5, false);
        if (result.error !== undefined) expect(result.error.line).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('strings made of the characters of a board', () => {
    const alphabet = fc.constantFrom('0', '1', '2', ' ', '\n', '\t', '\r', '3');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 80 }), (chars) => {
        const text = chars.join('');
        const result = parseBoard(text, 5);
        const reference = referenceParse(text, 5);
        expect(result.ok).toBe(reference !== undefined);
        if (result.ok) expect(boardToRows(result.value)).toEqual(reference);
      }),
      { numRuns: 3000 },
    );
  });
});
