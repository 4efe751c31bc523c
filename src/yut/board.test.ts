import { describe, expect, it } from 'vitest';
import { CLASSIC_BOARD_SPEC, classicBoard, destinationOf } from './board.js';

/** The table of docs/rules-dice-yut.md, written out by hand: label, number, red arrow, blue arrow. */
const SPEC_TABLE: [string, number, string | null, string | null][] = [
  ['start', 0, 'o2', null],
  ...Array.from({ length: 19 }, (_, i): [string, number, string, null] => [
    `o${2 * i + 2}`,
    2 * i + 2,
    `o${2 * i + 4}`,
    null,
  ]),
  ['o40', 40, 'end', null],
  ['a13', 13, 'a16', null],
  ['a16', 16, 'a19', null],
  ['a19', 19, 'm25', null],
  ['b22', 22, 'b24', null],
  ['b24', 24, 'm25', null],
  ['c28', 28, 'c27', null],
  ['c27', 27, 'c26', null],
  ['c26', 26, 'm25', null],
  ['m25', 25, 'm30', null],
  ['m30', 30, 'm35', null],
  ['m35', 35, 'o40', null],
  ['end', 0, null, null],
];
const BLUE: Record<string, string> = { o10: 'a13', o20: 'b22', o30: 'c28' };

describe('the classic board table', () => {
  it('has exactly the cells, numbers and arrows of docs/rules-dice-yut.md', () => {
    const expected = SPEC_TABLE.map(([label, number, red]) => ({
      label,
      number,
      red,
      blue: BLUE[label] ?? null,
    })).sort((a, b) => a.label.localeCompare(b.label));
    const actual = CLASSIC_BOARD_SPEC.cells
      .map((cell) => ({
        label: cell.label,
        number: cell.number,
        red: cell.red ?? null,
        blue: cell.blue ?? null,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    expect(actual).toEqual(expected);
    expect(CLASSIC_BOARD_SPEC.start).toBe('start');
    expect(CLASSIC_BOARD_SPEC.end).toBe('end');
  });

  const cases: [string, string, number, string][] = [
    ['the first step from a blue corner turns inward', 'o10', 1, 'a13'],
    ['a move passing a blue corner stays outside', 'o8', 3, 'o14'],
    ['a move stopping on a blue corner stays outside', 'o8', 1, 'o10'],
    ['from o20 the short route meets the centre', 'o20', 3, 'm25'],
    ['from o30 the long route meets the centre', 'o30', 5, 'm30'],
    ['the centre route reaches the shared o40', 'm30', 2, 'o40'],
    ['a move past the end stops at the end', 'm35', 5, 'end'],
    ['o38 to end', 'o38', 2, 'end'],
    ['o40 to end with one step', 'o40', 1, 'end'],
    ['start moves onto the ring', 'start', 5, 'o10'],
  ];
  it.each(cases)('%s', (_name, from, die, to) => {
    const board = classicBoard();
    expect(board.labels[destinationOf(board, board.idOf.get(from)!, die)]).toBe(to);
  });
});
