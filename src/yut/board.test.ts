import { describe, expect, it } from 'vitest';
import {
  assertDice,
  type BoardSpec,
  CLASSIC_BOARD_SPEC,
  classicBoard,
  compileBoard,
  destinationOf,
  fourPieceKey,
} from './board.js';
import { bestPlan, bestScore, bestScoreFrom } from './solve.js';

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

/** The classic spec with one change to its cells or fields. */
function classicWith(change: (spec: BoardSpec) => BoardSpec): BoardSpec {
  return change({ ...CLASSIC_BOARD_SPEC, cells: CLASSIC_BOARD_SPEC.cells.map((c) => ({ ...c })) });
}

describe('compileBoard: the only way to a board is through validation', () => {
  it('compiles the classic spec to the table classicBoard() uses', () => {
    const compiled = compileBoard(CLASSIC_BOARD_SPEC);
    expect(compiled.ok).toBe(true);
    if (compiled.ok) expect(compiled.value).toEqual(classicBoard());
  });

  const refused: [string, BoardSpec | (() => BoardSpec), number, string, string][] = [
    [
      'an arrow to a missing cell',
      () =>
        classicWith((spec) => ({
          ...spec,
          cells: spec.cells.map((c) => (c.label === 'o10' ? { ...c, red: 'nowhere' } : c)),
        })),
      5,
      'unknown-cell',
      'cells[5].red',
    ],
    [
      'an unknown end',
      () => classicWith((spec) => ({ ...spec, end: 'finish' })),
      5,
      'unknown-cell',
      'end',
    ],
    [
      'an unknown start',
      () => classicWith((spec) => ({ ...spec, start: 'begin' })),
      5,
      'unknown-cell',
      'start',
    ],
    [
      'a repeated label',
      () =>
        classicWith((spec) => ({
          ...spec,
          cells: spec.cells.map((c) => (c.label === 'o4' ? { ...c, label: 'o2' } : c)),
        })),
      5,
      'duplicate-label',
      'cells[2].label',
    ],
    ['faces 0', CLASSIC_BOARD_SPEC, 0, 'faces-out-of-range', ''],
    ['faces 11', CLASSIC_BOARD_SPEC, 11, 'faces-out-of-range', ''],
    ['faces 2.5', CLASSIC_BOARD_SPEC, 2.5, 'faces-out-of-range', ''],
    ['not a spec at all', { name: 'x' } as unknown as BoardSpec, 5, 'not-an-object', ''],
  ];
  it.each(refused)(
    'refuses %s with an error code and the path',
    (_name, make, faces, code, path) => {
      const spec = typeof make === 'function' ? make() : make;
      const compiled = compileBoard(spec, faces);
      expect(compiled.ok).toBe(false);
      if (!compiled.ok) {
        expect(compiled.error.code).toBe(code);
        expect(compiled.error.path).toBe(path);
        expect(compiled.error.message).not.toMatch(/^line /);
      }
    },
  );
});

describe('the solvers check their dice against the board', () => {
  const board = classicBoard();
  const misuse: [string, number[]][] = [
    ['a die of 6 on a board compiled for 5 faces', [6, 6, 6, 6, 6, 6, 6, 6, 6, 6]],
    ['a die of 0', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['a negative die', [1, 2, 3, -1]],
    ['a fractional die', [1, 2.5]],
    ['not a number', [1, Number.NaN]],
  ];
  it.each(misuse)('%s is a RangeError, never an answer', (_name, dice) => {
    expect(() => assertDice(board, dice)).toThrow(RangeError);
    expect(() => bestScore(board, dice)).toThrow(RangeError);
    expect(() => bestScoreFrom(board, [0, 0, 0, 0], dice)).toThrow(RangeError);
    expect(() => bestPlan(board, dice)).toThrow(RangeError);
  });

  it('accepts dice of 6 on the board compiled for six faces', () => {
    const six = compileBoard(CLASSIC_BOARD_SPEC, 6);
    if (!six.ok) throw new Error(six.error.message);
    expect(bestScore(six.value, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6])).toBe(192);
  });
});

describe('fourPieceKey', () => {
  it('is the turn and the four cells in order, for every four cells of 0 to 7 and any order', () => {
    for (let code = 0; code < 8 ** 4; code++) {
      const cells = [code & 7, (code >> 3) & 7, (code >> 6) & 7, (code >> 9) & 7];
      const [a, b, c, d] = [...cells].sort((x, y) => x - y) as [number, number, number, number];
      expect(fourPieceKey(9, cells)).toBe((((9 * 64 + a) * 64 + b) * 64 + c) * 64 + d);
    }
    expect(fourPieceKey(10, [63, 0, 62, 1])).toBe((((10 * 64 + 0) * 64 + 1) * 64 + 62) * 64 + 63);
  });
});
