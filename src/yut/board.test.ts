import { describe, expect, it } from 'vitest';
import {
  assertDice,
  type BoardSpec,
  type CellSpec,
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
    ['not a spec at all', [] as unknown as BoardSpec, 5, 'not-an-object', ''],
    ['a spec without cells', { name: 'x' } as unknown as BoardSpec, 5, 'missing-field', ''],
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

describe('compileBoard reads the spec itself, by the rules of a board file (outside tester)', () => {
  /** A three-cell spec s -> a -> e with cell `a` (cells[1]) replaced. */
  const withA = (a: unknown, change: Record<string, unknown> = {}) =>
    ({
      name: 't',
      start: 's',
      end: 'e',
      cells: [{ label: 's', number: 0, red: 'a' }, a, { label: 'e', number: 0 }],
      ...change,
    }) as unknown as BoardSpec;
  const numbered = (number: unknown) => withA({ label: 'a', number, red: 'e' });
  const sparse = () => {
    const spec = withA({ label: 'a', number: 1, red: 'e' });
    delete (spec.cells as CellSpec[])[1];
    return spec;
  };

  // name, spec, code, path, message
  const refused: [string, () => BoardSpec, string, string, string][] = [
    [
      'a number that is JSON text (was written into the file: a blue arrow, 28 for 7)',
      () => numbered('7, "blue": "e"'),
      'wrong-type',
      'cells[1].number',
      'cell "a": "number" must be an integer, found the string "7, \\"blue\\": \\"e\\""',
    ],
    [
      'a number that is a string (was 5)',
      () => numbered('5'),
      'wrong-type',
      'cells[1].number',
      'cell "a": "number" must be an integer, found the string "5"',
    ],
    [
      'a number in an array (was 5)',
      () => numbered([5]),
      'wrong-type',
      'cells[1].number',
      'cell "a": "number" must be an integer, found an array',
    ],
    [
      'a number that is an object with toString (was 9)',
      () => numbered({ toString: () => '9' }),
      'wrong-type',
      'cells[1].number',
      'cell "a": "number" must be an integer, found an object',
    ],
    [
      'a number that is a function',
      () => numbered(() => 5),
      'wrong-type',
      'cells[1].number',
      'cell "a": "number" must be an integer, found a function',
    ],
    [
      'a number NaN (was "not valid JSON")',
      () => numbered(Number.NaN),
      'not-an-integer',
      'cells[1].number',
      'cell "a": "number" must be an integer, found NaN',
    ],
    [
      'a number Infinity',
      () => numbered(Number.POSITIVE_INFINITY),
      'not-an-integer',
      'cells[1].number',
      'cell "a": "number" must be an integer, found Infinity',
    ],
    [
      'a number undefined (absent, as JSON.stringify writes it)',
      () => numbered(undefined),
      'missing-field',
      'cells[1]',
      'cell "a": missing "number"',
    ],
    [
      'a number too large',
      () => numbered(1_000_001),
      'number-out-of-range',
      'cells[1].number',
      'cell "a": "number" must be from 0 to 1000000, found 1000001',
    ],
    [
      'a cell null (threw a TypeError)',
      () => withA(null),
      'wrong-type',
      'cells[1]',
      'cells[1]: a cell must be an object, found null',
    ],
    [
      'an empty slot in the cells',
      sparse,
      'wrong-type',
      'cells[1]',
      'cells[1]: a cell must be an object, found an empty slot of the array',
    ],
    [
      'a cell that is a number',
      () => withA(4),
      'wrong-type',
      'cells[1]',
      'cells[1]: a cell must be an object, found the number 4',
    ],
    [
      'a cell that is a string',
      () => withA('a'),
      'wrong-type',
      'cells[1]',
      'cells[1]: a cell must be an object, found the string "a"',
    ],
    [
      'a cell that is a function',
      () => withA(() => ({})),
      'wrong-type',
      'cells[1]',
      'cells[1]: a cell must be an object, found a function',
    ],
    [
      'a cell undefined',
      () => withA(undefined),
      'wrong-type',
      'cells[1]',
      'cells[1]: a cell must be an object, found undefined',
    ],
    [
      'no name (was "not valid JSON")',
      () => withA({ label: 'a', number: 1, red: 'e' }, { name: undefined }),
      'missing-field',
      '',
      'missing "name"',
    ],
    [
      'a name that is a number',
      () => withA({ label: 'a', number: 1, red: 'e' }, { name: 7 }),
      'wrong-type',
      'name',
      '"name" must be a string, found the number 7',
    ],
    [
      'an arrow that is a number',
      () => withA({ label: 'a', number: 1, red: 2 }),
      'wrong-type',
      'cells[1].red',
      'cell "a": "red" must be a string, found the number 2',
    ],
    [
      'a field no board has (was left out without a word)',
      () => withA({ label: 'a', number: 1, red: 'e', colour: 'blue' }),
      'unknown-field',
      'cells[1].colour',
      'cells[1]: unknown field "colour" (a cell has label, number, red and blue)',
    ],
    [
      'two starts as a list',
      () => withA({ label: 'a', number: 1, red: 'e' }, { start: ['s', 'a'] }),
      'several-starts',
      'start',
      '"start" names 2 cells; a board has exactly one start',
    ],
  ];
  it.each(refused)('refuses %s, naming the place', (_name, make, code, path, message) => {
    expect(compileBoard(make())).toEqual({
      ok: false,
      error: { code, message, path, wording: expect.any(Object) },
    });
  });

  it('accepts optional fields given as undefined, and a spec that holds itself', () => {
    const spec = withA({ label: 'a', number: 7, red: 'e', blue: undefined });
    expect(compileBoard({ ...spec, description: undefined }).ok).toBe(true);
    const cyclic = { ...withA({ label: 'a', number: 7, red: 'e' }) } as Record<string, unknown>;
    cyclic.description = cyclic;
    expect(compileBoard(cyclic as unknown as BoardSpec)).toMatchObject({
      ok: false,
      error: { code: 'wrong-type', path: 'description' },
    });
  });

  it('compiles a copy: changing the spec afterwards changes nothing', () => {
    const spec = withA({ label: 'a', number: 7, red: 'e' }) as unknown as {
      cells: { number: number }[];
    };
    const compiled = compileBoard(spec as unknown as BoardSpec);
    spec.cells[1]!.number = 99;
    expect(compiled.ok && compiled.value.spec.cells[1]!.number).toBe(7);
  });
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
