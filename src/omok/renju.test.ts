import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import {
  type Board,
  boardFromRows,
  boardToRows,
  createBoard,
  type Point,
  setStone,
} from './board.js';
import { type Grid, randomBoardArbitrary } from './reference.test-helper.js';
import {
  explainForbidden,
  type ForbiddenReason,
  forbiddenPoints,
  forbiddenReason,
  isForbidden,
  RenjuChecker,
} from './renju.js';
import {
  generatePosition,
  gridFromPicture,
  POSITION_KINDS,
  referenceForbidden,
  referenceForbiddenPoints,
} from './renju-reference.test-helper.js';
import { renderForbidden } from './renju-render.js';

// Positions are written in gomoku coordinates: a column letter from the left (`i` included, as on
// renju boards) and a row number from the bottom, so `h8` is the centre of the 15 x 15 board.
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function at(name: string, size = 15): Point {
  return { row: size - Number(name.slice(1)), col: LETTERS.indexOf(name[0]!) };
}

function nameOf(point: Point, size = 15): string {
  return `${LETTERS[point.col]}${size - point.row}`;
}

/** A board with black stones at the coordinates of `black` and white ones at `white`. */
function position(black: string, white = '', size = 15): Board {
  const board = createBoard(size);
  const put = (list: string, color: 1 | 2) => {
    for (const name of list.split(' ').filter((word) => word !== '')) {
      const { row, col } = at(name, size);
      setStone(board, row, col, color);
    }
  };
  put(black, 1);
  put(white, 2);
  return board;
}

// Sources: "RIF" is the text of the International Rules of Renju (sections 3 and 9), as restated
// in quintet's docs/01-renju-rules.en.md; "mintaka" is documents/renju.md of the mintaka project;
// "holorenju" is the idea of a case in src/logic/renjuRules.test.ts of holorenju, laid out anew
// here. Every position was worked out by hand as well. Every published answer here agrees with
// the definition in omok.md (RIF 3 with its clause on fives, issue 11): the one row whose answer
// changed with that issue held nori's own earlier reading, not a published answer.
interface Case {
  readonly name: string;
  readonly source: string;
  readonly black: string;
  readonly white?: string;
  readonly size?: number;
  readonly at: string;
  readonly expected: ForbiddenReason | null;
}

const CASES: readonly Case[] = [
  // Plain shapes.
  { name: 'the centre of an empty board', source: 'RIF 9.2', black: '', at: 'h8', expected: null },
  {
    name: 'two open threes, horizontal and vertical',
    source: 'RIF 9.2 c',
    black: 'f8 g8 h6 h7',
    at: 'h8',
    expected: 'double-three',
  },
  {
    name: 'two open threes on the two diagonals',
    source: 'RIF 9.2 c; holorenju, diagonal double-threes',
    black: 'f6 g7 j6 i7',
    at: 'h8',
    expected: 'double-three',
  },
  {
    name: 'a split three (X.XX) and an open three',
    source: 'RIF 3 (".oo.o." is a three); holorenju, split threes',
    black: 'e8 h8 g6 g7',
    at: 'g8',
    expected: 'double-three',
  },
  {
    name: 'two split threes (XX.X both ways)',
    source: 'RIF 3; holorenju, two split threes',
    black: 'e8 f8 h10 h11',
    at: 'h8',
    expected: 'double-three',
  },
  {
    name: 'a four and two threes is still a double-three',
    source: 'RIF 9.2 c (two threes at once, whatever else the move makes)',
    black: 'e8 f8 g8 h6 h7 f6 g7',
    at: 'h8',
    expected: 'double-three',
  },
  {
    name: 'a three closed by white on one side is no three (OXXX.)',
    source: 'RIF 3 ("xooo." is not a three)',
    black: 'f8 g8 h6 h7',
    white: 'e8',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a split three closed by white is no three (OXX.X.)',
    source: 'RIF 3; holorenju, closed split three',
    black: 'e8 f8 h6 h7',
    white: 'd8',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a three closed one point further out is still a three (.XXX.O)',
    source: 'RIF 3 (it can still become .XXXX.)',
    black: 'f8 g8 h6 h7',
    white: 'j8',
    at: 'h8',
    expected: 'double-three',
  },
  {
    name: 'closed one point further out on both sides is no three (O.XXX.O)',
    source: 'RIF 3',
    black: 'f8 g8 h6 h7',
    white: 'd8 j8',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a three against the edge is no three',
    source: 'RIF 3; holorenju, board edges',
    black: 'a8 b8 c6 c7',
    at: 'c8',
    expected: null,
  },
  {
    name: 'one point from the edge a three still fits',
    source: 'RIF 3; holorenju, board edges',
    black: 'b8 c8 d6 d7',
    at: 'd8',
    expected: 'double-three',
  },
  {
    name: 'X..XXX..X: each straight four would be an overline on one side',
    source: 'RIF 3 (a straight four makes a five, not a six, at both ends)',
    black: 'c8 f8 g8 k8 h6 h7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a double-three on a 7 x 7 board, both threes reaching an edge',
    source: 'RIF 3, 9.2 c',
    black: 'b4 c4 d2 d3',
    size: 7,
    at: 'd4',
    expected: 'double-three',
  },

  // Fours.
  {
    name: 'two fours on two lines',
    source: 'RIF 9.2 b',
    black: 'e8 f8 g8 h5 h6 h7',
    at: 'h8',
    expected: 'double-four',
  },
  {
    name: 'two fours on the two diagonals',
    source: 'RIF 9.2 b; holorenju, diagonal double-four',
    black: 'e5 f6 g7 k5 j6 i7',
    at: 'h8',
    expected: 'double-four',
  },
  {
    name: 'a four and a three are allowed',
    source: 'RIF 9.2 (four-three is not forbidden)',
    black: 'e8 f8 g8 h6 h7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a straight four is one four',
    source: 'RIF 3 (straight four)',
    black: 'e8 f8 g8',
    at: 'h8',
    expected: null,
  },
  {
    name: 'two fours on one line: X.XXX.X',
    source: 'RIF 3 (double-four "on the same line"); mintaka, single-line forbidden moves',
    black: 'd8 f8 h8 j8',
    at: 'g8',
    expected: 'double-four',
  },
  {
    name: 'two fours on one line: XX.XX.XX',
    source: 'RIF 3; mintaka, single-line forbidden moves',
    black: 'c8 d8 f8 i8 j8',
    at: 'g8',
    expected: 'double-four',
  },
  {
    name: 'two fours on one line: XXX.X.XXX',
    source: 'RIF 3',
    black: 'c8 d8 e8 i8 j8 k8',
    at: 'g8',
    expected: 'double-four',
  },
  {
    name: 'X.XXX.XX: one four, the other gap would make six',
    source: 'RIF 3, 9.2 (for black a five is exactly five)',
    black: 'd8 f8 h8 j8 k8',
    at: 'g8',
    expected: null,
  },
  {
    name: 'X.XXXX closed by white: no four there (the gap would make six)',
    source: 'quintet, notes on RIF 3 ("o.oooo" holds no four for black)',
    black: 'b8 d8 e8 f8 g5 g6 g7',
    white: 'h8',
    at: 'g8',
    expected: null,
  },
  {
    name: 'X.XXXX. with room on the right: that side is a four',
    source: 'RIF 3, 9.2 b',
    black: 'b8 d8 e8 f8 g5 g6 g7',
    at: 'g8',
    expected: 'double-four',
  },

  // Overlines and the five exception.
  {
    name: 'six by joining two runs',
    source: 'RIF 9.2 a',
    black: 'd8 e8 f8 h8 i8',
    at: 'g8',
    expected: 'overline',
  },
  {
    name: 'seven by joining two threes',
    source: 'RIF 3 (six or more), 9.2 a',
    black: 'a8 b8 c8 e8 f8 g8',
    at: 'd8',
    expected: 'overline',
  },
  {
    name: 'an overline from the top edge',
    source: 'RIF 9.2 a; holorenju, overline at the edge',
    black: 'h15 h14 h13 h12 h10',
    at: 'h11',
    expected: 'overline',
  },
  {
    name: 'exactly five at the edge',
    source: 'RIF 9.1',
    black: 'a8 b8 c8 d8',
    at: 'e8',
    expected: null,
  },
  {
    name: 'a five wins even when the stone makes an overline on another line',
    source: 'RIF 9.2 ("without at the same time making a five")',
    black: 'd8 e8 f8 h8 i8 g4 g5 g6 g7',
    at: 'g8',
    expected: null,
  },
  {
    name: 'a five wins even when the stone makes two threes',
    source: 'RIF 9.2',
    black: 'd8 e8 f8 g8 h6 h7 f6 g7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a five wins even when the stone makes two fours',
    source: 'RIF 9.2',
    black: 'd8 e8 f8 g8 h5 h6 h7 e5 f6 g7',
    at: 'h8',
    expected: null,
  },

  // False threes: the straight-four point must itself be legal (RIF 9.3).
  {
    name: 'false three: its only straight-four point is a double-four',
    source: 'RIF 9.3 a; holorenju, false three',
    black: 'e8 g8 f9 f10 f11 h6 h7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'false three: its only straight-four point is an overline',
    source: 'RIF 9.3 a; holorenju, false three blocked by overlines',
    black: 'e8 g8 f5 f6 f7 f9 f10 h6 h7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a three counts when one of its two straight-four points is legal',
    source: 'RIF 9.3; holorenju, one legal straight-four point is enough',
    black: 'f8 g8 i9 i10 i11 h6 h7',
    at: 'h8',
    expected: 'double-three',
  },
  {
    name: 'mutual false threes: both straight-four points are double-threes',
    source: 'RIF 9.3 b; holorenju, mutually referring double-threes',
    black: 'f8 i8 h10 h7 g10 g9 f9',
    at: 'h8',
    expected: null,
  },
  {
    name: 'mutual false threes: the first straight-four point is itself forbidden',
    source: 'RIF 9.3 b; holorenju, mutually referring double-threes',
    black: 'f8 i8 h10 h7 g10 g9 f9',
    at: 'g8',
    expected: 'double-three',
  },
  {
    name: 'mutual false threes: the second straight-four point is itself forbidden',
    source: 'RIF 9.3 b; holorenju, mutually referring double-threes',
    black: 'f8 i8 h10 h7 g10 g9 f9',
    at: 'h9',
    expected: 'double-three',
  },

  // RIF 3 (1996/1998): a THREE is "a row with three stones to which you, without at the same time
  // a five in a row is made, can add one more stone to attain a straight four"; docs/rules-omok.md, "Renju,
  // precisely". Until issue 11 nori counted such a three (this row expected 'double-three').
  {
    name: 'a three whose only straight-four point also makes a five is no three',
    source: 'RIF 3 ("without at the same time a five in a row is made"); issue 11',
    black: 'f8 i8 g9 g10 g11 g12 h6 h7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'issue 11: d9 is allowed (the split three d9 . f9 g9 needs e9, which makes a five)',
    source: 'RIF 3; issue 11 (Rapfi and the Gomocup renju arbiter agree)',
    black: 'd11 d10 f9 g9 f8 g7 h6',
    at: 'd9',
    expected: null,
  },
  {
    name: 'issue 11: d6 is a double-three (e5 is legal: its second three needs e6, a five)',
    source: 'RIF 3, 9.3 (the clause one level down); issue 11',
    black: 'g9 b8 e8 h8 c7 e7 b6 c6 f6',
    at: 'd6',
    expected: 'double-three',
  },
  {
    name: 'issue 11, one level down: e5 itself is allowed',
    source: 'RIF 3; issue 11',
    black: 'g9 b8 e8 h8 c7 e7 b6 c6 f6 d6',
    at: 'e5',
    expected: null,
  },
  {
    name: 'the same three is false when that point would be an overline instead',
    source: 'RIF 9.3 a',
    black: 'f8 i8 g6 g7 g9 g10 g11 h6 h7',
    at: 'h8',
    expected: null,
  },

  // Not moves for black at all.
  {
    name: 'white stones never make a point forbidden',
    source: 'RIF 9.1 (white has no forbidden moves)',
    black: '',
    white: 'f8 g8 h6 h7',
    at: 'h8',
    expected: null,
  },
  {
    name: 'a taken point is not a move',
    source: 'RIF 5 (a move is placed on an empty intersection)',
    black: 'h8 f8 g8 h6 h7',
    at: 'h8',
    expected: null,
  },
];

describe('renju: forbidden moves, position by position', () => {
  it.each(CASES)('$name ($source)', (c) => {
    const size = c.size ?? 15;
    const board = position(c.black, c.white, size);
    const point = at(c.at, size);
    expect(forbiddenReason(board, point)).toBe(c.expected);
    expect(isForbidden(board, point)).toBe(c.expected !== null);
    // The slow reading agrees, and the whole-board search lists the point the same way.
    const grid = boardToRows(board) as Grid;
    expect(referenceForbidden(grid, point.row, point.col)).toBe(c.expected);
    const listed = forbiddenPoints(board).find((p) => p.row === point.row && p.col === point.col);
    expect(listed?.reason ?? null).toBe(c.expected);
  });

  it('has the 30 or more named positions the issue asks for', () => {
    expect(CASES.length + DIAGRAMS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });
});

// Whole boards: mintaka's published diagrams (documents/renju.md), 15 x 15, top row first, with
// every forbidden point they mark; the search must find exactly those.
interface Diagram {
  readonly name: string;
  readonly source: string;
  readonly picture: readonly string[];
  readonly expected: readonly string[];
}

const DIAGRAMS: readonly Diagram[] = [
  {
    name: 'three double-fours on one line each (X.XXX.X, X.XXX.X, XX.XX.XX); none on the last row',
    source: 'mintaka, single-line forbidden moves',
    picture: [
      '...............',
      '....X.X.X.X....',
      '...............',
      '....OOOOOOO....',
      '...............',
      '....X.XX..X....',
      '...............',
      '....OOOOOOO....',
      '...............',
      '....XX.X..XX...',
      '...............',
      '....OOOOOOO....',
      '...............',
      '..X.X.XX..XX.X.',
      '...............',
    ],
    expected: ['h14 double-four', 'i10 double-four', 'i6 double-four'],
  },
  {
    name: 'an apparent double-three whose straight-four point is a double-four: nothing forbidden',
    source: 'mintaka, double-four related pseudo forbidden moves',
    picture: [
      '...............',
      '...............',
      '...............',
      '...............',
      '.......O.......',
      '.....O.........',
      '.....XX........',
      '......OXO......',
      '......OXO......',
      '........XXXO...',
      '...............',
      '...............',
      '...............',
      '...............',
      '...............',
    ],
    expected: [],
  },
  {
    name: 'a nested forbidden point',
    source: 'mintaka, nested forbidden moves',
    picture: [
      '...............',
      '...............',
      '...............',
      '...............',
      '...O..O........',
      '....X..X.O.....',
      '....OXOXX......',
      '......XX.......',
      '......OOXX.....',
      '.....X.........',
      '....OX.........',
      '.....O.........',
      '...............',
      '...............',
      '...............',
    ],
    expected: ['i8 double-three'],
  },
  {
    name: 'four forbidden points nested in one another',
    source: 'mintaka, multiple-nested forbidden moves',
    picture: [
      '...............',
      '...............',
      '...............',
      '.......X.......',
      '............X..',
      '.....O......OX.',
      '..OX..XOXXXOX..',
      '...XOO.XO......',
      '.O..XX...X.....',
      '......X...XXO..',
      '....O..........',
      '...............',
      '...............',
      '...............',
      '...............',
    ],
    expected: ['j10 double-three', 'j8 double-three', 'g7 double-three', 'k7 double-three'],
  },
  {
    name: 'four points whose threes depend on one another',
    source: 'mintaka, recursive forbidden moves',
    picture: [
      '...............',
      '...............',
      '...............',
      '...............',
      '...............',
      '......OO.......',
      '......XX.......',
      '....OXXXXO.....',
      '....OXXXXO.....',
      '......XX.......',
      '......OO.......',
      '...............',
      '...............',
      '...............',
      '...............',
    ],
    expected: ['f9 double-three', 'i9 double-three', 'f6 double-three', 'i6 double-three'],
  },
];

describe('renju: whole published boards', () => {
  it.each(DIAGRAMS)('$name ($source)', ({ picture, expected }) => {
    const grid = gridFromPicture(picture);
    const found = forbiddenPoints(boardFromRows(grid));
    expect(found.map((p) => `${nameOf(p)} ${p.reason}`)).toEqual(expected);
    const slow = referenceForbiddenPoints(grid).map((line) => {
      const [row, col, reason] = line.split(' ');
      return `${nameOf({ row: Number(row) - 1, col: Number(col) - 1 })} ${reason}`;
    });
    expect(slow).toEqual(expected);
  });
});

describe('renju: explanations', () => {
  it.each([
    {
      name: 'two fours on one line name that line twice',
      board: position('d8 f8 h8 j8'),
      point: 'g8',
      expected: { reason: 'double-four', directions: ['horizontal', 'horizontal'] },
    },
    {
      name: 'a double-three names the lines of its real threes',
      board: position('f6 g7 h6 h7'),
      point: 'h8',
      expected: { reason: 'double-three', directions: ['vertical', 'rising'] },
    },
    {
      name: 'an overline names its line',
      board: position('h15 h14 h13 h12 h10'),
      point: 'h11',
      expected: { reason: 'overline', directions: ['vertical'] },
    },
    {
      name: 'an allowed move has no explanation',
      board: position('e8 f8 g8 h6 h7'),
      point: 'h8',
      expected: null,
    },
  ])('$name', ({ board, point, expected }) => {
    expect(explainForbidden(board, at(point))).toEqual(expected);
  });

  it('draws the forbidden points with their digits and lists them', () => {
    const board = position('d8 f8 h8 j8 b3 c3 d3 f3 g3');
    const text = renderForbidden(board, forbiddenPoints(board));
    expect(text).toContain('8  .  .  .  X  .  X  4  X  .  X  .  .  .  .  .');
    expect(text).toContain('13  .  X  X  X  6  X  X');
    expect(text).toMatch(
      /2 forbidden points for black \(row col reason\):\n8 7 double-four\n13 5 overline\n$/,
    );
    expect(renderForbidden(createBoard(5), [])).toMatch(/no forbidden points for black\n$/);
  });
});

describe('renju: the fast code against the slow reading', () => {
  // Generated positions of each kind (renju-reference.test-helper.ts), from fast-check's seeds:
  // game-like playouts near the centre, black-heavy and dense boards, crossing line fragments,
  // fragments at the edges and corners, and the case of issue 11 (a three whose straight-four
  // point also completes a four on another line). A bigger sweep is in bench/renju.bench.ts.
  it.each(POSITION_KINDS.map((kind) => ({ kind })))(
    'finds the same forbidden points on generated positions: $kind',
    ({ kind }) => {
      fc.assert(
        fc.property(fc.nat(), fc.constantFrom(15, 15, 15, 9, 19), (seed, size) => {
          const grid = generatePosition(kind, seed, size);
          const fast = forbiddenPoints(boardFromRows(grid)).map(
            (p) => `${p.row + 1} ${p.col + 1} ${p.reason}`,
          );
          expect(fast).toEqual(referenceForbiddenPoints(grid));
        }),
        runs(150),
      );
    },
  );

  it('the aimed generator reaches the clause on fives often', () => {
    // Positions where dropping "without at the same time a five" changes some answer: without
    // them, a property test could pass on the old reading.
    let reached = 0;
    for (let seed = 0; seed < 40; seed++) {
      const grid = generatePosition('five-touching', seed);
      const withClause = referenceForbiddenPoints(grid).join();
      if (withClause !== referenceForbiddenPoints(grid, false).join()) reached++;
    }
    expect(reached).toBeGreaterThanOrEqual(8);
  });

  it('finds the same forbidden points on random boards, and leaves the board as it was', () => {
    fc.assert(
      fc.property(randomBoardArbitrary([6, 9, 15, 15, 19]), (grid) => {
        const board = boardFromRows(grid);
        const before = board.cells.slice();
        const fast = forbiddenPoints(board).map((p) => `${p.row + 1} ${p.col + 1} ${p.reason}`);
        expect(fast).toEqual(referenceForbiddenPoints(grid));
        expect(board.cells).toEqual(before);
      }),
      runs(400),
    );
  });

  it('finds the same forbidden points on crowded centres, where nested threes are common', () => {
    const crowded = fc
      .record({
        size: fc.constantFrom(11, 15),
        spread: fc.integer({ min: 2, max: 4 }),
        stones: fc.array(
          fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 })),
          {
            maxLength: 60,
          },
        ),
        whiteShare: fc.constantFrom(0, 0.2, 0.35),
        seed: fc.nat(),
      })
      .map(({ size, spread, stones, whiteShare, seed }) => {
        const grid: Grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
        const centre = Math.floor(size / 2);
        stones.forEach(([dr, dc], i) => {
          const r = centre + Math.max(-spread, Math.min(spread, dr));
          const c = centre + Math.max(-spread, Math.min(spread, dc));
          grid[r]![c] = ((seed + i * 7919) % 100) / 100 < whiteShare ? 2 : 1;
        });
        return grid;
      });
    fc.assert(
      fc.property(crowded, (grid) => {
        const fast = forbiddenPoints(boardFromRows(grid)).map(
          (p) => `${p.row + 1} ${p.col + 1} ${p.reason}`,
        );
        expect(fast).toEqual(referenceForbiddenPoints(grid));
      }),
      runs(600),
    );
  });

  it('keeps step with a board changed one stone at a time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(8), fc.nat(8), fc.constantFrom<0 | 1 | 2>(0, 1, 1, 2)), {
          maxLength: 80,
        }),
        (changes) => {
          const board = createBoard(9);
          const checker = new RenjuChecker(9);
          for (const [row, col, cell] of changes) {
            setStone(board, row, col, cell);
            checker.set(row, col, cell);
          }
          for (let row = 0; row < 9; row++) {
            for (let col = 0; col < 9; col++) {
              expect(checker.reason(row, col)).toBe(forbiddenReason(board, { row, col }));
            }
          }
        },
      ),
      runs(200),
    );
  });
});
