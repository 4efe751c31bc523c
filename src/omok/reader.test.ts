import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { formatInputError } from '../result.js';
import { type Board, boardFromRows, boardToRows } from './board.js';
import { formatBoard, type ParseError, parseBoard, parseBoards } from './parse.js';
import { BoardReader } from './reader.js';
import {
  draw,
  emptyGrid,
  type Grid,
  randomBoardArbitrary,
  referenceFormat,
  referenceParse,
  SPEC_EXAMPLE,
} from './reference.test-helper.js';

const SPEC_GRID = referenceParse(SPEC_EXAMPLE)!;

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
      runs(1000),
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
      runs(1000),
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

  it('reads canonical rows of every size from 5 to 40 (whole rows at a time) as byte by byte', () => {
    // Chunks of one byte never hold a whole row, so they are read by the byte loop alone: the
    // fast path must give the same boards, lines and errors, whatever the chunks.
    const batch = fc.integer({ min: 5, max: 40 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        grids: fc.array(randomBoardArbitrary([size]), { minLength: 1, maxLength: 3 }),
        eol: fc.constantFrom('\n', '\r\n'),
        gap: fc.constantFrom('', '\n', '\n\n'),
        mistake: fc.option(
          fc.record({ at: fc.nat(), text: fc.constantFrom('3', 'x', '  ', '', '\r', '\n', '12') }),
        ),
        cuts: fc.array(fc.nat(), { maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(batch, ({ size, grids, eol, gap, mistake, cuts }) => {
        let text = grids
          .map((grid) => grid.map((row) => `${row.join(' ')}${eol}`).join(''))
          .join(gap);
        if (mistake !== null) {
          const at = mistake.at % text.length;
          text = text.slice(0, at) + mistake.text + text.slice(at + 1);
        }
        const bytes = new TextEncoder().encode(text);
        const everyByte = Array.from({ length: bytes.length }, (_, i) => i);
        const got = readAll(
          bytes,
          cuts.map((at) => at % (bytes.length + 1)),
          size,
          false,
        );
        expect(got).toEqual(readAll(bytes, everyByte, size, false));
        if (mistake === null) {
          expect(got.error).toBeUndefined();
          expect(got.seen.map((entry) => entry.split(':')[1])).toEqual(
            grids.map((grid) => referenceFormat(grid)),
          );
        }
      }),
      runs(300),
    );
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
      // The place in the board's terms too: row 2 of board 3, its first value.
      row: 2,
      token: 1,
      wording: { code: 'grid.bad-value', params: { expected: 5, found: '"7"' } },
    });
  });

  // A browser trial pasted a grid without spaces and got no hint of what was wrong.
  it('says to put spaces between values written together', () => {
    const text = `${'00000\n'.repeat(5)}`;
    const { error } = readAll(new TextEncoder().encode(text), [], 5, true);
    expect(error?.message).toBe(
      'expected 0, 1 or 2, found "00000": put a space between the values',
    );
    expect(error?.wording).toEqual({
      code: 'grid.bad-value.joined',
      params: { expected: 5, found: '"00000"' },
    });
    // A token of other digits is no such case.
    const other = readAll(new TextEncoder().encode(`${'13 0 0 0 0\n'.repeat(5)}`), [], 5, true);
    expect(other.error?.message).toBe('expected 0, 1 or 2, found "13"');
  });

  it('reports an unfinished last board of a batch', () => {
    const one = referenceFormat(emptyGrid(5));
    const { seen, error } = readAll(new TextEncoder().encode(`${one}0 0 0 0 0\n`), [], 5, false);
    expect(seen).toHaveLength(1);
    expect(error && formatInputError(error)).toBe('line 7: expected 5 rows, found 1');
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
      runs(2000),
    );
  });

  it('arbitrary bytes, in arbitrary chunks, in batches', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.array(fc.nat()), (bytes, cutsAt) => {
        const cuts = cutsAt.map((at) => at % (bytes.length + 1));
        const result = readAll(bytes, cuts, 5, false);
        if (result.error !== undefined) expect(result.error.line).toBeGreaterThan(0);
      }),
      runs(2000),
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
      runs(3000),
    );
  });
});
