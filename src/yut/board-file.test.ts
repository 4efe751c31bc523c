import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { CLASSIC_BOARD_SPEC } from './board.js';
import {
  BAEKJOON_GAME,
  type BoardErrorCode,
  checkBoardSpec,
  checkGameSize,
  formatBoardFile,
  maxCellsFor,
  parseBoard,
} from './board-file.js';
import { lineAndColumn, plainValue, readJson } from './board-file-json.js';

const fileText = (name: string) =>
  readFileSync(new URL(`../../boards/${name}`, import.meta.url), 'utf8');

describe('the shipped boards', () => {
  it('the built-in classic board passes the validator and is the table the core uses', () => {
    const parsed = parseBoard(fileText('classic.json'));
    expect(parsed).toEqual({ ok: true, value: CLASSIC_BOARD_SPEC });
  });

  it('the classic board is valid for every supported game size', () => {
    for (let pieces = 1; pieces <= 8; pieces++) {
      for (let faces = 1; faces <= 10; faces++) {
        expect(parseBoard(fileText('classic.json'), { pieces, faces }).ok).toBe(true);
      }
    }
  });

  it.each(['classic.json', 'small.json'])('%s is written as formatBoardFile writes it', (name) => {
    const parsed = parseBoard(fileText(name));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(formatBoardFile(parsed.value)).toBe(fileText(name));
  });
});

/** A board file with one cell per line: line 1 holds the top fields, cell i is on line i + 3. */
const cell = (label: string, number: number, red?: string, blue?: string) =>
  JSON.stringify({
    label,
    number,
    ...(red === undefined ? {} : { red }),
    ...(blue === undefined ? {} : { blue }),
  });
const board = (cells: string[], extra = '') =>
  `{"name": "t", "start": "s", "end": "e",${extra}\n "cells": [\n${cells.join(',\n')}\n]}`;
/** The message as a text of the catalogue (src/i18n/input.test.ts renders each in Korean). */
const WORDING = expect.objectContaining({ code: expect.any(String), params: expect.any(Object) });
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const GOOD = [cell('s', 0, 'a'), cell('a', 5, 'e', 'b'), cell('b', 7, 'e'), cell('e', 0)];

describe('board file errors: a code, where, and a message naming both', () => {
  // name, text, code, line, column, path, message after "line L, column C: "
  const cases: [string, string, BoardErrorCode, number, number, string, string][] = [
    [
      'not JSON: a missing comma',
      '{"name": "t",\n  "start": "s" "end": "e"}',
      'not-json',
      2,
      16,
      '',
      `not valid JSON: expected "," or "}", found '"'`,
    ],
    [
      'not JSON: a trailing comma',
      '{"name": "t", "cells": [1,]}',
      'not-json',
      1,
      27,
      '',
      'not valid JSON: expected a value, found "]"',
    ],
    [
      'not JSON: empty',
      '',
      'not-json',
      1,
      1,
      '',
      'not valid JSON: expected a value, found the end of the text',
    ],
    [
      'not an object',
      '[1, 2]',
      'not-an-object',
      1,
      1,
      '',
      'a board file holds one JSON object, found an array',
    ],
    [
      'a misspelt field',
      board(GOOD, ' "strat": "s",'),
      'unknown-field',
      1,
      41,
      'strat',
      'unknown field "strat" (a board has name, description, start, end and cells)',
    ],
    [
      'a field given twice',
      board(GOOD, ' "name": "u",'),
      'duplicate-field',
      1,
      41,
      'name',
      '"name" is given twice',
    ],
    [
      'two starts (the key twice)',
      board(GOOD, ' "start": "a",'),
      'several-starts',
      1,
      41,
      'start',
      '"start" is given twice (a board has exactly one start)',
    ],
    [
      'two starts (a list)',
      board(GOOD).replace('"start": "s"', '"start": ["s", "a"]'),
      'several-starts',
      1,
      24,
      'start',
      '"start" names 2 cells; a board has exactly one start',
    ],
    [
      'two ends (the key twice)',
      board(GOOD, ' "end": "b",'),
      'several-ends',
      1,
      41,
      'end',
      '"end" is given twice (a board has exactly one end)',
    ],
    [
      'no start',
      board(GOOD).replace('"start": "s", ', ''),
      'no-start',
      1,
      1,
      '',
      'missing "start" (the label of the start cell)',
    ],
    [
      'no end',
      board(GOOD).replace('"end": "e",', ''),
      'no-end',
      1,
      1,
      '',
      'missing "end" (the label of the end cell)',
    ],
    [
      'no name',
      board(GOOD).replace('"name": "t", ', ''),
      'missing-field',
      1,
      1,
      '',
      'missing "name"',
    ],
    [
      'the start is not a cell',
      board(GOOD).replace('"start": "s"', '"start": "x"'),
      'unknown-cell',
      1,
      24,
      'start',
      '"start" names an unknown cell "x"',
    ],
    [
      'the start is the end',
      board(GOOD).replace('"start": "s"', '"start": "e"'),
      'start-is-end',
      1,
      36,
      'end',
      '"start" and "end" name the same cell "e"',
    ],
    [
      'a cell without a label',
      board([cell('s', 0, 'a'), '{"number": 3, "red": "e"}', cell('a', 5, 'e'), cell('e', 0)]),
      'missing-field',
      4,
      1,
      'cells[1]',
      'cells[1]: missing "label"',
    ],
    [
      'a label used twice',
      board([cell('s', 0, 'a'), cell('a', 5, 'e'), cell('a', 6, 'e'), cell('e', 0)]),
      'duplicate-label',
      5,
      10,
      'cells[2].label',
      'cells[2]: label "a" is already used by cells[1]',
    ],
    [
      'a label with a space',
      board([cell('s', 0, 'a'), cell('a', 5, 'e'), cell('a b', 6, 'e'), cell('e', 0)]),
      'bad-label',
      5,
      10,
      'cells[2].label',
      'cells[2]: a label is 1 to 32 characters without spaces, commas or control characters, found "a b"',
    ],
    [
      'a red arrow to an unknown cell',
      board([cell('s', 0, 'a'), cell('a', 5, 'z'), cell('e', 0)]),
      'unknown-cell',
      4,
      31,
      'cells[1].red',
      'cell "a": red arrow to an unknown cell "z"',
    ],
    [
      'a blue arrow to an unknown cell',
      board([cell('s', 0, 'a'), cell('a', 5, 'e', 'q'), cell('e', 0)]),
      'unknown-cell',
      4,
      42,
      'cells[1].blue',
      'cell "a": blue arrow to an unknown cell "q"',
    ],
    [
      'the end with a red arrow',
      board([cell('s', 0, 'a'), cell('a', 5, 'e'), cell('e', 0, 's')]),
      'end-has-arrow',
      5,
      31,
      'cells[2].red',
      'cell "e": the end cannot have a red arrow (a piece that reaches the end stays there)',
    ],
    [
      'a cell without a red arrow',
      board([cell('s', 0, 'a'), cell('a', 5), cell('e', 0)]),
      'missing-red-arrow',
      4,
      1,
      'cells[1]',
      'cell "a": missing "red" (every cell but the end needs a red arrow)',
    ],
    [
      'an arrow to its own cell',
      board([cell('s', 0, 'a'), cell('a', 5, 'e', 'a'), cell('e', 0)]),
      'self-arrow',
      4,
      42,
      'cells[1].blue',
      'cell "a": blue arrow to itself',
    ],
    [
      'a number that is not an integer',
      board([cell('s', 0, 'a'), cell('a', 2.5, 'e'), cell('e', 0)]),
      'not-an-integer',
      4,
      23,
      'cells[1].number',
      'cell "a": "number" must be an integer, found 2.5',
    ],
    [
      'a negative number',
      board([cell('s', 0, 'a'), cell('a', -1, 'e'), cell('e', 0)]),
      'number-out-of-range',
      4,
      23,
      'cells[1].number',
      'cell "a": "number" must be from 0 to 1000000, found -1',
    ],
    [
      'a number written as a string',
      board([cell('s', 0, 'a'), '{"label": "a", "number": "5", "red": "e"}', cell('e', 0)]),
      'wrong-type',
      4,
      26,
      'cells[1].number',
      'cell "a": "number" must be an integer, found the string "5"',
    ],
    [
      'a misspelt cell field',
      board([
        cell('s', 0, 'a'),
        '{"label": "a", "number": 5, "red": "e", "bleu": "s"}',
        cell('e', 0),
      ]),
      'unknown-field',
      4,
      41,
      'cells[1].bleu',
      'cells[1]: unknown field "bleu" (a cell has label, number, red and blue)',
    ],
    [
      'no cells',
      '{"name": "t", "start": "s", "end": "e", "cells": []}',
      'no-cells',
      1,
      50,
      'cells',
      '"cells" is empty',
    ],
    [
      'cells that are not a list',
      '{"name": "t", "start": "s", "end": "e", "cells": {}}',
      'wrong-type',
      1,
      50,
      'cells',
      '"cells" must be an array of cells, found an object',
    ],
    [
      'a red loop: the end cannot be reached',
      board([cell('s', 0, 'a'), cell('a', 5, 'b'), cell('b', 5, 'a'), cell('e', 0)]),
      'end-unreachable',
      3,
      1,
      'cells[0]',
      'cell "s": the end cannot be reached from it with rolls of 1 to 5 (a piece there could never finish)',
    ],
    [
      'a blue arrow into a loop: the red way out is never taken from that cell',
      board([
        cell('s', 0, 'a'),
        cell('a', 5, 'e', 'b'),
        cell('b', 5, 'c'),
        cell('c', 1, 'b'),
        cell('e', 0),
      ]),
      'end-unreachable',
      4,
      1,
      'cells[1]',
      'cell "a": the end cannot be reached from it with rolls of 1 to 5 (a piece there could never finish)',
    ],
  ];
  it.each(cases)('%s', (_name, text, code, line, column, path, message) => {
    expect(parseBoard(text)).toEqual({
      ok: false,
      error: {
        code,
        message: `line ${line}, column ${column}: ${message}`,
        where: { line, column, path },
        wording: WORDING,
      },
    });
  });

  // A spec built in code is checked on its values (checkBoardSpec), not written out as a file:
  // the same object must get the same answer either way (a key given twice in the text is one
  // key in the object: both accept it).
  it.each(cases.filter(([, text]) => isJson(text)))(
    '%s: as a spec built in code, the same code, path and wording',
    (_name, text) => {
      const value: unknown = JSON.parse(text);
      const file = parseBoard(JSON.stringify(value));
      expect(checkBoardSpec(value)).toEqual(
        file.ok
          ? file
          : {
              ok: false,
              error: {
                code: file.error.code,
                wording: file.error.wording,
                path: file.error.where.path,
              },
            },
      );
    },
  );

  it('refuses more cells than the solvers can pack for the number of pieces', () => {
    const chain = Array.from({ length: 120 }, (_, i) =>
      cell(`c${i}`, 1, i === 119 ? 'e' : `c${i + 1}`),
    );
    const text = board([cell('s', 0, 'c0'), ...chain, cell('e', 0)]);
    expect(parseBoard(text, { pieces: 8, faces: 5 })).toEqual({
      ok: false,
      error: {
        code: 'too-many-cells',
        message:
          'line 2, column 11: the board has 122 cells; with 8 pieces the solvers handle at most 98',
        where: { line: 2, column: 11, path: 'cells' },
        wording: WORDING,
      },
    });
    expect(parseBoard(text, { pieces: 4, faces: 5 }).ok).toBe(true);
    expect(maxCellsFor(8)).toBe(98);
    expect(98 ** 8 < 2 ** 53 && 99 ** 8 >= 2 ** 53).toBe(true);
    expect(maxCellsFor(4)).toBe(1000);
  });

  it("judges reachability of the end with the game's die", () => {
    // A piece on b always leaves by its blue arrow, back to a; with rolls of 1 only, a and b
    // send each other round for ever. A roll of 2 from a passes b and ends on the end.
    const looping = board([
      cell('s', 0, 'a'),
      cell('a', 1, 'b'),
      cell('b', 2, 'e', 'a'),
      cell('e', 0),
    ]);
    expect(parseBoard(looping, { pieces: 2, faces: 1 })).toMatchObject({
      ok: false,
      error: { code: 'end-unreachable', where: { path: 'cells[0]' } },
    });
    expect(parseBoard(looping, { pieces: 2, faces: 2 }).ok).toBe(true);
  });

  it('accepts integers written with a fraction or an exponent, and a description', () => {
    const text = board(
      [cell('s', 0, 'a'), '{"label": "a", "number": 2.0e1, "red": "e"}', cell('e', 0)],
      ' "description": "d",',
    );
    const parsed = parseBoard(text);
    expect(parsed.ok && parsed.value.cells[1]!.number).toBe(20);
    expect(parsed.ok && parsed.value.description).toBe('d');
  });
});

describe('game sizes', () => {
  it.each([
    ['Baekjoon', BAEKJOON_GAME, null],
    ['the largest', { turns: 30, pieces: 8, faces: 10 }, null],
    [
      'no turns',
      { turns: 0, pieces: 4, faces: 5 },
      'turns must be an integer from 1 to 30, found 0',
    ],
    [
      'nine pieces',
      { turns: 10, pieces: 9, faces: 5 },
      'pieces must be an integer from 1 to 8, found 9',
    ],
    [
      'half a face',
      { turns: 10, pieces: 4, faces: 5.5 },
      'faces must be an integer from 1 to 10, found 5.5',
    ],
  ])('%s', (_name, game, message) => {
    const checked = checkGameSize(game);
    expect(checked.ok ? null : checked.error.message).toBe(message);
  });
});

describe('the JSON reader against JSON.parse', () => {
  const spaced = (value: unknown, indent: number) => JSON.stringify(value, null, indent);

  it('reads every JSON text to the value JSON.parse gives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 3 }), (value, indent) => {
        const text = spaced(value, indent);
        const read = readJson(text);
        if (!read.ok) throw new Error(read.error.message);
        expect(plainValue(read.value)).toStrictEqual(JSON.parse(text));
      }),
      runs(500),
    );
  });

  it('accepts exactly what JSON.parse accepts, on damaged JSON and on random text', () => {
    const damaged = fc
      .tuple(
        fc.jsonValue(),
        fc.nat(),
        fc.constantFrom('', ',', ']', '}', '"', ':', '\\', '\t', '-', '0', 'e'),
      )
      .map(([value, at, insert]) => {
        const text = JSON.stringify(value);
        const where = at % (text.length + 1);
        return text.slice(0, where) + insert + text.slice(where + (insert === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(fc.oneof(damaged, fc.string(), fc.string({ unit: 'binary' })), (text) => {
        let accepted = true;
        try {
          JSON.parse(text);
        } catch {
          accepted = false;
        }
        expect(readJson(text).ok).toBe(accepted);
      }),
      runs(2000),
    );
  });

  it.each([
    ['a number with a leading zero', '012', 1, 2],
    ['a bare word', 'nope', 1, 1],
    ['an unterminated string', '{"a": "b', 1, 7],
    ['a bad escape', '"\\x"', 1, 3],
    ['a line break in a string', '"a\nb"', 1, 3],
    ['text after the value', '{}\n{}', 2, 1],
  ])('reports %s with its place', (_name, text, line, column) => {
    const read = readJson(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(lineAndColumn(text, read.error.at)).toEqual({ line, column });
  });

  it('keeps duplicate keys and positions of values', () => {
    const read = readJson('{"a": 1,\n "a": [true, null]}');
    expect(read).toMatchObject({
      ok: true,
      value: {
        kind: 'object',
        entries: [
          { key: 'a', at: 1, value: { kind: 'number', value: 1, at: 6 } },
          { key: 'a', at: 10, value: { kind: 'array', at: 15 } },
        ],
      },
    });
  });

  it('ignores a byte-order mark and refuses nesting deeper than 256', () => {
    expect(readJson('\uFEFF{"a": 1}').ok).toBe(true);
    expect(readJson(`${'['.repeat(300)}${']'.repeat(300)}`)).toMatchObject({
      ok: false,
      error: { message: 'nesting deeper than 256 levels' },
    });
  });
});
