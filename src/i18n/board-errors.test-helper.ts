/**
 * One Dice Yut board file (or board spec) for each way src/yut/board-file.ts and board.ts refuse
 * one: every error code, and every message each code has. For src/i18n/input.test.ts.
 */

/** A cell as a board file writes it. */
const cell = (label: string, number: number, red?: string, blue?: string) =>
  JSON.stringify({
    label,
    number,
    ...(red === undefined ? {} : { red }),
    ...(blue === undefined ? {} : { blue }),
  });
const board = (cells: string[], extra = '') =>
  `{"name": "t", "start": "s", "end": "e",${extra}\n "cells": [\n${cells.join(',\n')}\n]}`;
const GOOD = [cell('s', 0, 'a'), cell('a', 5, 'e', 'b'), cell('b', 7, 'e'), cell('e', 0)];
const good = board(GOOD);
/** GOOD with cell b replaced. */
const withB = (b: string) => board([GOOD[0]!, GOOD[1]!, b, GOOD[3]!]);
/** A line of `n` cells, c0 (the start) to the end. */
const chain = (n: number) =>
  `{"name": "long", "start": "c0", "end": "c${n - 1}", "cells": [${Array.from(
    { length: n },
    (_, i) => cell(`c${i}`, i, i + 1 < n ? `c${i + 1}` : undefined),
  ).join(',')}]}`;
const LOOP = board([cell('s', 0, 'a'), cell('a', 1, 'b'), cell('b', 2, 'a'), cell('e', 0)]);

type Game = { pieces: number; faces: number };

/** [name, the error's code, how to get it] for each refusal. */
export function boardErrorCases(
  parseBoard: (text: string, game?: Game) => unknown,
  compileBoard: (spec: never, faces?: number) => unknown,
): [string, string, () => unknown][] {
  const parse = (text: string, game?: Game) => () => parseBoard(text, game);
  const spec = { name: 't', start: 's', end: 'e', cells: [] } as const;
  return [
    [
      'board: not JSON, a missing comma',
      'not-json',
      parse('{"name": "t",\n "start": "s" "end": "e"}'),
    ],
    ['board: not JSON, a trailing comma', 'not-json', parse('{"cells": [1,]}')],
    ['board: not JSON, empty', 'not-json', parse('')],
    ['board: not JSON, a string left open', 'not-json', parse('{"name": "t')],
    ['board: not JSON, a control character', 'not-json', parse('{"name": "t\u0001"}')],
    ['board: not JSON, a line break in a string', 'not-json', parse('{"name": "a\nb"}')],
    ['board: not JSON, a bad \\u escape', 'not-json', parse('{"name": "\\u12x4"}')],
    ['board: not JSON, an unknown escape', 'not-json', parse('{"name": "\\q"}')],
    ['board: not JSON, a key without quotes', 'not-json', parse('{name: 1}')],
    ['board: not JSON, no colon', 'not-json', parse('{"name" 1}')],
    ['board: not JSON, an array without comma', 'not-json', parse('[1 2]')],
    ['board: not JSON, text after', 'not-json', parse('{} x')],
    ['board: not JSON, too deep', 'not-json', parse('['.repeat(300))],
    ['board: not an object', 'not-an-object', parse('[1, 2]')],
    ['board: a misspelt field', 'unknown-field', parse(board(GOOD, ' "strat": "s",'))],
    [
      'board: a misspelt cell field',
      'unknown-field',
      parse(withB('{"label": "b", "number": 7, "rde": "e"}')),
    ],
    ['board: a field twice', 'duplicate-field', parse(board(GOOD, ' "name": "u",'))],
    ['board: two starts (the key twice)', 'several-starts', parse(board(GOOD, ' "start": "a",'))],
    ['board: two ends (the key twice)', 'several-ends', parse(board(GOOD, ' "end": "b",'))],
    [
      'board: two starts (a list)',
      'several-starts',
      parse(good.replace('"start": "s"', '"start": ["s", "a"]')),
    ],
    [
      'board: two ends (a list)',
      'several-ends',
      parse(good.replace('"end": "e"', '"end": ["e", "b"]')),
    ],
    ['board: no start', 'no-start', parse(good.replace('"start": "s", ', ''))],
    [
      'board: no start (an empty list)',
      'no-start',
      parse(good.replace('"start": "s"', '"start": []')),
    ],
    ['board: no end', 'no-end', parse(good.replace('"end": "e",', ''))],
    [
      'board: a start that is a number',
      'wrong-type',
      parse(good.replace('"start": "s"', '"start": 3')),
    ],
    ['board: a label that is null', 'wrong-type', parse(withB('{"label": null}'))],
    [
      'board: an arrow that is true',
      'wrong-type',
      parse(withB('{"label": "b", "number": 7, "red": true}')),
    ],
    [
      'board: a name with a control character',
      'wrong-type',
      parse(good.replace('"name": "t"', '"name": "t\\u0007"')),
    ],
    [
      'board: cells not an array',
      'wrong-type',
      parse('{"name": "t", "start": "s", "end": "e", "cells": {}}'),
    ],
    ['board: a cell that is not an object', 'wrong-type', parse(withB('1'))],
    [
      'board: a number that is a string',
      'wrong-type',
      parse(withB('{"label": "b", "number": "7"}')),
    ],
    ['board: no name', 'missing-field', parse(good.replace('"name": "t", ', ''))],
    ['board: no cells', 'missing-field', parse('{"name": "t", "start": "s", "end": "e"}')],
    ['board: a cell without label', 'missing-field', parse(withB('{"number": 7}'))],
    ['board: a cell without number', 'missing-field', parse(withB('{"label": "b", "red": "e"}'))],
    [
      'board: empty cells',
      'no-cells',
      parse('{"name": "t", "start": "s", "end": "e", "cells": []}'),
    ],
    ['board: a label with a space', 'bad-label', parse(withB(cell('b c', 7, 'e')))],
    ['board: a label twice', 'duplicate-label', parse(withB(cell('a', 7, 'e')))],
    ['board: a number not whole', 'not-an-integer', parse(withB(cell('b', 7.5, 'e')))],
    ['board: a number below 0', 'number-out-of-range', parse(withB(cell('b', -1, 'e')))],
    [
      'board: a start naming no cell',
      'unknown-cell',
      parse(good.replace('"start": "s"', '"start": "zz"')),
    ],
    ['board: a red arrow to no cell', 'unknown-cell', parse(withB(cell('b', 7, 'zz')))],
    ['board: a blue arrow to no cell', 'unknown-cell', parse(withB(cell('b', 7, 'e', 'zz')))],
    [
      'board: start and end the same',
      'start-is-end',
      parse(good.replace('"start": "s"', '"start": "e"')),
    ],
    ['board: an arrow to its own cell', 'self-arrow', parse(withB(cell('b', 7, 'b')))],
    [
      'board: the end with an arrow',
      'end-has-arrow',
      parse(board([GOOD[0]!, GOOD[1]!, GOOD[2]!, cell('e', 0, 's')])),
    ],
    ['board: a cell without red arrow', 'missing-red-arrow', parse(withB(cell('b', 7)))],
    [
      'board: too many cells for 8 pieces',
      'too-many-cells',
      parse(chain(120), { pieces: 8, faces: 5 }),
    ],
    ['board: a loop never reaching the end', 'end-unreachable', parse(LOOP)],
    ['board: a loop, a die of one face', 'end-unreachable', parse(LOOP, { pieces: 4, faces: 1 })],
    ['board spec: faces out of range', 'faces-out-of-range', () => compileBoard(spec as never, 11)],
    ['board spec: not an object', 'not-an-object', () => compileBoard(null as never)],
    [
      'board spec: too many cells',
      'too-many-cells',
      () =>
        compileBoard({
          ...spec,
          cells: Array.from({ length: 1001 }, (_, i) => ({ label: `c${i}`, number: 0 })),
        } as never),
    ],
  ];
}
