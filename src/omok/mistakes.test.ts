import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { render } from '../i18n/index.js';
import { boardFromRows } from './board.js';
import { halfScanLearner } from './half-diagonal.test-helper.js';
import { judge } from './judge.js';
import {
  composedAnswers,
  edgeEndAnswers,
  edgeReadAnswers,
  HALF_DIAGONALS,
  halfDiagonalAnswers,
  mistakenAnswers,
  OMOK_MISTAKE_INFO,
  OMOK_MISTAKES,
  type OmokMistake,
  overlineTailAnswers,
  pairedAnswers,
  pastSixAnswers,
} from './mistakes.js';
import { parseBoard } from './parse.js';
import { emptyGrid, SPEC_EXAMPLE } from './reference.test-helper.js';
import { formatAnswer } from './render.js';

/** A 19 x 19 board with black stones at the given 1-based (row, column) points. */
function black(...points: [number, number][]) {
  const grid = emptyGrid(19);
  for (const [row, col] of points) grid[row - 1]![col - 1] = 1;
  return boardFromRows(grid);
}

const spec = () => {
  const parsed = parseBoard(SPEC_EXAMPLE, 19);
  if (!parsed.ok) throw new Error('the spec example does not parse');
  return parsed.value;
};

const truth = (board: ReturnType<typeof spec>): string =>
  formatAnswer(judge(board))!.trim().split(/\s+/).join(' ');

/** One of the four directions of a line, as (row, column) steps. */
const anyDirection = fc.constantFrom(
  ...([
    [0, 1],
    [1, 0],
    [1, 1],
    [-1, 1],
  ] as const),
);
/** Up to 12 black stones anywhere (1-based points). */
const blackStones = fc.array(
  fc.tuple(fc.integer({ min: 1, max: 19 }), fc.integer({ min: 1, max: 19 })),
  { maxLength: 12 },
);

const empty = () => black();
const run = (row: number, col: number, dr: number, dc: number, length: number) =>
  black(...Array.from({ length }, (_, k) => [row + k * dr, col + k * dc] as [number, number]));

describe('the Omok mistakes: each differs from the real judge where it should', () => {
  // name, a board where the mistake answers wrongly, one answer it gives there, a board where it
  // answers right.
  const rows: [
    OmokMistake,
    () => ReturnType<typeof spec>,
    string,
    () => ReturnType<typeof spec>,
  ][] = [
    // A lone six: nobody has won, the mistake sees black win at its first stone.
    ['six-wins', () => run(1, 1, 0, 1, 6), '1 1 1', spec],
    // The spec's falling five from (3, 2) to (7, 6): the last stone is (7, 6).
    ['last-stone', spec, '1 7 6', empty],
    // A rising five from (7, 2) up to (3, 6): its top stone; the falling five of the spec is right.
    ['rising-top', () => run(7, 2, -1, 1, 5), '1 3 6', spec],
    // A rising five from (7, 2) up to (3, 6) is not seen at all.
    ['no-rising', () => run(7, 2, -1, 1, 5), '0', spec],
    // Three stones at the end of row 1 and two at the start of row 2: not a line, but one in a
    // flat array.
    ['wraps', () => black([1, 17], [1, 18], [1, 19], [2, 1], [2, 2]), '1 1 17', spec],
    // Counted from 0: (2, 1) for the spec's (3, 2).
    ['off-by-one', spec, '1 2 1', empty],
    // Column first: 2 3 for the spec's row 3, column 2.
    ['swapped', spec, '1 2 3', () => run(4, 4, 1, 1, 5)],
  ];
  for (const [mistake, wrongBoard, wrongAnswer, rightBoard] of rows) {
    it(mistake, () => {
      const board = wrongBoard();
      const answers = mistakenAnswers(board, mistake);
      expect(answers).toContain(wrongAnswer);
      expect(answers).not.toContain(truth(board));
      expect(mistakenAnswers(rightBoard(), mistake)).toEqual([truth(rightBoard())]);
    });
  }

  it('has a row above, and texts in both languages, for every mistake', () => {
    expect(rows.map(([mistake]) => mistake)).toEqual([...OMOK_MISTAKES]);
    for (const mistake of OMOK_MISTAKES) {
      const info = OMOK_MISTAKE_INFO[mistake];
      for (const lang of ['en', 'ko'] as const)
        for (const message of [info.text, info.rule]) expect(render(lang, message)).not.toBe('');
    }
  });

  it('a six: every stone with five ahead is an answer the mistake may print', () => {
    expect(mistakenAnswers(run(10, 3, -1, 1, 6), 'six-wins').sort()).toEqual(['1 10 3', '1 9 4']);
  });
});

describe('edgeReadAnswers: the check for a longer line reads past the edge through the array', () => {
  /**
   * A learner's judge written plainly (a C++ solution of 2615, the walk of each direction from
   * every stone): the five checked with `map[i + k][j + k]`, the point before it only when it is
   * on the board (`i > 0`), the point after it whenever the last row or column is not the start
   * (`i < 18`), so `map[i][19]` is read, which in C is `map[i + 1][0]`.
   */
  function learner(board: ReturnType<typeof spec>): string {
    const n = 19;
    const cell = (row: number, col: number): number => {
      const i = row * n + col;
      return i < 0 || i >= n * n ? 0 : board.cells[i]!;
    };
    const steps = [
      [1, 0],
      [0, 1],
      [1, 1],
      [-1, 1],
    ] as const;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const color = cell(i, j);
        if (color === 0) continue;
        for (const [dr, dc] of steps) {
          const endRow = i + 4 * dr;
          const endCol = j + 4 * dc;
          if (endRow < 0 || endRow >= n || endCol >= n) continue;
          let ok = true;
          for (let k = 0; k < 5; k++) if (cell(i + k * dr, j + k * dc) !== color) ok = false;
          if (!ok) continue;
          const beforeRow = i - dr;
          const beforeCol = j - dc;
          if (
            beforeRow >= 0 &&
            beforeRow < n &&
            beforeCol >= 0 &&
            cell(beforeRow, beforeCol) === color
          )
            continue;
          if ((dr === 1 ? i < 18 : true) && (dc === 1 ? j < 18 : true)) {
            if (cell(i + 5 * dr, j + 5 * dc) === color) continue;
          }
          return `${color} ${i + 1} ${j + 1}`;
        }
      }
    }
    return '0';
  }

  it('a five at the end of a row, the next row beginning with its colour: taken for six', () => {
    const board = black([4, 15], [4, 16], [4, 17], [4, 18], [4, 19], [5, 1]);
    expect(truth(board)).toBe('1 4 15');
    expect(learner(board)).toBe('0');
    expect(edgeReadAnswers(board).sort()).toEqual(['0', '1 4 15']);
    // The catalogue's wrapping line says so too here, but it also wraps the five itself: a four
    // at the end of a row and a stone at the start of the next are five to it, not to this one.
    const four = black([4, 16], [4, 17], [4, 18], [4, 19], [5, 1]);
    expect(mistakenAnswers(four, 'wraps')).toEqual(['1 4 16']);
    expect(learner(four)).toBe('0');
    expect(edgeReadAnswers(four)).toEqual(['0']);
  });

  it('a five away from the edges: only the right answer', () => {
    expect(edgeReadAnswers(run(5, 5, 1, 1, 5))).toEqual(['1 5 5']);
    expect(edgeReadAnswers(spec())).toEqual([truth(spec())]);
    expect(edgeReadAnswers(empty())).toEqual(['0']);
  });

  it("has the learner's answer among its own on random boards with fives at the edges", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 18 }),
        anyDirection,
        blackStones,
        (at, [dr, dc], extra) => {
          // A black five ending at the right or bottom edge, black stones around it.
          const start: [number, number] =
            dc === 1
              ? [dr === -1 ? Math.max(5, at + 1) : Math.min(at + 1, dr === 1 ? 15 : 19), 15]
              : [15, at + 1];
          const five = Array.from(
            { length: 5 },
            (_, k) => [start[0] + k * dr, start[1] + k * dc] as [number, number],
          );
          const board = black(...five, ...extra);
          const truthNow = judge(board);
          // Only boards that keep the promise (at most one five).
          if (formatAnswer(truthNow) === undefined) return;
          expect(edgeReadAnswers(board)).toContain(learner(board));
        },
      ),
      runs(200),
    );
  });
});

describe('halfDiagonalAnswers: the diagonals of one way looked along on one side only', () => {
  it('misses a five on the side left out, sees one on the corner-to-corner diagonal', () => {
    // Rising, below the corner-to-corner one: 19 15 up to 15 19 (row + col 34 > 20, 1-based).
    const low = run(19, 15, -1, 1, 5);
    expect(halfDiagonalAnswers(low, 'rising-below')).toEqual(['0']);
    expect(halfDiagonalAnswers(low, 'rising-above')).toEqual(['1 19 15']);
    expect(halfDiagonalAnswers(low, 'falling-below')).toEqual(['1 19 15']);
    // On the corner-to-corner rising diagonal (row + col = 20): seen by both halves.
    const middle = run(12, 8, -1, 1, 5);
    expect(halfDiagonalAnswers(middle, 'rising-below')).toEqual(['1 12 8']);
    expect(halfDiagonalAnswers(middle, 'rising-above')).toEqual(['1 12 8']);
    // Falling, below the corner-to-corner one (row > col).
    const falling = run(10, 3, 1, 1, 5);
    expect(halfDiagonalAnswers(falling, 'falling-below')).toEqual(['0']);
    expect(halfDiagonalAnswers(falling, 'falling-above')).toEqual(['1 10 3']);
    // Rows and columns are always seen.
    for (const missed of HALF_DIAGONALS) {
      expect(halfDiagonalAnswers(run(19, 1, 0, 1, 5), missed)).toEqual(['1 19 1']);
      expect(halfDiagonalAnswers(empty(), missed)).toEqual(['0']);
    }
  });

  it("has the learner's answer on random boards with a five anywhere", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HALF_DIAGONALS),
        fc.integer({ min: 1, max: 19 }),
        fc.integer({ min: 1, max: 19 }),
        anyDirection,
        blackStones,
        (missed, row, col, [dr, dc], extra) => {
          const end = [row + 4 * dr, col + 4 * dc];
          if (end.some((v) => v < 1 || v > 19)) return;
          const five = Array.from(
            { length: 5 },
            (_, k) => [row + k * dr, col + k * dc] as [number, number],
          );
          const board = black(...five, ...extra);
          // Only boards that keep the promise (at most one five).
          if (formatAnswer(judge(board)) === undefined) return;
          expect(halfDiagonalAnswers(board, missed)).toEqual([halfScanLearner(board, missed)]);
        },
      ),
      runs(300),
    );
  });
});

describe('two Omok mistakes at once', () => {
  const counting: OmokMistake[] = ['six-wins', 'no-rising', 'wraps'];
  const printing: OmokMistake[] = ['last-stone', 'rising-top', 'off-by-one', 'swapped'];

  /** Lines of one colour planted at random (some long, some rising, some at an edge). */
  const lines = fc.array(
    fc.record({
      row: fc.nat(18),
      col: fc.nat(18),
      way: fc.constantFrom([0, 1], [1, 0], [1, 1], [-1, 1]),
      length: fc.integer({ min: 3, max: 7 }),
      color: fc.constantFrom(1, 2),
    }),
    { maxLength: 4 },
  );
  const boardOf = (
    planted: { row: number; col: number; way: readonly number[]; length: number; color: number }[],
  ) => {
    const grid = emptyGrid(19);
    for (const { row, col, way, length, color } of planted) {
      for (let k = 0; k < length; k++) {
        const r = row + k * way[0]!;
        const c = col + k * way[1]!;
        if (r >= 0 && r < 19 && c >= 0 && c < 19) grid[r]![c] = color;
      }
    }
    return boardFromRows(grid);
  };
  const sorted = (answers: readonly string[]) => [...answers].sort();

  // The decomposition is checked against the single mistakes, written apart from it.
  it('gives each mistake alone as the catalogue does', () => {
    fc.assert(
      fc.property(lines, (planted) => {
        const board = boardOf(planted);
        for (const mistake of OMOK_MISTAKES) {
          const alone = counting.includes(mistake)
            ? composedAnswers(board, mistake, undefined)
            : composedAnswers(board, undefined, mistake);
          expect(sorted(alone), mistake).toEqual(sorted(mistakenAnswers(board, mistake)));
        }
      }),
      runs(200),
    );
  });

  it('composes one mistake of the lines with one of the stone printed, in either order', () => {
    for (const a of OMOK_MISTAKES) {
      for (const b of OMOK_MISTAKES) {
        const composable =
          (counting.includes(a) && printing.includes(b)) ||
          (printing.includes(a) && counting.includes(b));
        expect(pairedAnswers(empty(), a, b) !== undefined, `${a}+${b}`).toBe(composable);
      }
    }
  });

  // A learner's Python solution (corpus4): sixes win, and a rising line prints its top stone.
  it('counts sixes and prints the top stone of a rising line', () => {
    // A rising six from (10, 3) up to (5, 8): either of its two windows, by its top stone.
    const six = run(10, 3, -1, 1, 6);
    expect(sorted(pairedAnswers(six, 'six-wins', 'rising-top')!)).toEqual(['1 5 8', '1 6 7']);
    expect(mistakenAnswers(six, 'six-wins')).not.toContain('1 5 8');
    expect(mistakenAnswers(six, 'rising-top')).toEqual(['0']);
    // A falling five is printed by its first stone, as the real judge does.
    expect(pairedAnswers(spec(), 'rising-top', 'six-wins')).toEqual([truth(spec())]);
  });
});

/** The learner's four directions, in their order: right, down, down-right, up-right. */
const LEARNER_STEPS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
] as const;

/**
 * Random 19 x 19 boards with a few lines planted (of 3 to 17 stones, any colour and direction)
 * and a few single stones, as 0/1/2 rows: long lines and lines ending on the edges are common.
 */
const plantedBoard = fc
  .record({
    lines: fc.array(
      fc.record({
        row: fc.nat(18),
        col: fc.nat(18),
        dir: fc.nat(3),
        length: fc.integer({ min: 3, max: 17 }),
        color: fc.constantFrom(1, 2),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    singles: fc.array(fc.tuple(fc.nat(18), fc.nat(18), fc.constantFrom(1, 2)), { maxLength: 8 }),
  })
  .map(({ lines, singles }) => {
    const grid = emptyGrid(19);
    for (const { row, col, dir, length, color } of lines) {
      const [dr, dc] = LEARNER_STEPS[dir]!;
      for (let k = 0; k < length; k++) {
        const r = row + k * dr;
        const c = col + k * dc;
        if (r >= 0 && r < 19 && c >= 0 && c < 19) grid[r]![c] = color;
      }
    }
    for (const [r, c, color] of singles) grid[r]![c] = color;
    return grid;
  });

describe('edgeEndAnswers: a five whose last stone is on the edge is never found', () => {
  // A learner's C++ walk: from each stone and direction, the next point is checked for the edge
  // first, and the walk gives up there, before the count of five is looked at.
  const learner = (grid: number[][]): string => {
    const n = grid.length;
    const off = (r: number, c: number) => r < 0 || r >= n || c < 0 || c >= n;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const color = grid[r]![c]!;
        if (color === 0) continue;
        for (const [dr, dc] of LEARNER_STEPS) {
          if (!off(r - dr, c - dc) && grid[r - dr]![c - dc] === color) continue;
          let count = 1;
          let [y, x] = [r, c];
          let edge = false;
          for (;;) {
            if (off(y + dr, x + dc)) {
              edge = true;
              break;
            }
            if (grid[y + dr]![x + dc] !== color) break;
            count++;
            y += dr;
            x += dc;
          }
          if (!edge && count === 5) return `${color} ${r + 1} ${c + 1}`;
        }
      }
    }
    return '0';
  };

  it('misses a five ending on the right edge, finds one a point away from it', () => {
    const edge = black([3, 15], [3, 16], [3, 17], [3, 18], [3, 19]);
    expect(truth(edge)).toBe('1 3 15');
    expect(edgeEndAnswers(edge)).toEqual(['0']);
    const inside = black([3, 14], [3, 15], [3, 16], [3, 17], [3, 18]);
    expect(edgeEndAnswers(inside)).toEqual(['1 3 14']);
  });

  it("has the learner's answer among its own on random boards", () => {
    fc.assert(
      fc.property(plantedBoard, (grid) => {
        const board = boardFromRows(grid);
        if (formatAnswer(judge(board)) === undefined) return;
        expect(edgeEndAnswers(board)).toContain(learner(grid));
      }),
      runs(300),
    );
  });
});

describe('overlineTailAnswers: a line walked six stones at a time', () => {
  // A learner's C++ walk: from each stone not yet visited in a direction (right, down,
  // down-right, down-left: away from the stone a scan in reading order meets first), up to six
  // stones are counted and marked; exactly five counted is a win, printed by the five's leftmost
  // stone (the end of a down-left walk).
  const learner = (grid: number[][]): string => {
    const n = grid.length;
    const walks = [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ] as const;
    const visited = walks.map(() => grid.map((row) => row.map(() => false)));
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const color = grid[r]![c]!;
        if (color === 0) continue;
        for (const [d, [dr, dc]] of walks.entries()) {
          if (visited[d]![r]![c]) continue;
          let count = 0;
          let [y, x] = [r, c];
          while (count < 6 && y >= 0 && y < n && x >= 0 && x < n && grid[y]![x] === color) {
            visited[d]![y]![x] = true;
            count++;
            y += dr;
            x += dc;
          }
          if (count !== 5) continue;
          return dc === -1 ? `${color} ${y - dr + 1} ${x - dc + 1}` : `${color} ${r + 1} ${c + 1}`;
        }
      }
    }
    return '0';
  };

  it('takes a line of 11 for a win at its last five, not one of 6 to 10', () => {
    // The learner's case: a rising line of 11 from row 11, column 1, answered `1 / 11 1`.
    const rising = (length: number) =>
      black(...Array.from({ length }, (_, k) => [11 - k, 1 + k] as [number, number]));
    expect(truth(rising(11))).toBe('0');
    expect(overlineTailAnswers(rising(11))).toEqual(['1 11 1']);
    for (const length of [6, 8, 10]) expect(overlineTailAnswers(rising(length))).toEqual(['0']);
    expect(overlineTailAnswers(rising(5))).toEqual(['1 11 1']);
    // A row of 11 from column 2: its last five starts at its seventh stone.
    const row = black(...Array.from({ length: 11 }, (_, k) => [4, 2 + k] as [number, number]));
    expect(overlineTailAnswers(row)).toEqual(['1 4 8']);
  });

  it("has the learner's answer among its own on random boards", () => {
    fc.assert(
      fc.property(plantedBoard, (grid) => {
        const board = boardFromRows(grid);
        if (formatAnswer(judge(board)) === undefined) return;
        expect(overlineTailAnswers(board)).toContain(learner(grid));
      }),
      runs(300),
    );
  });
});

describe('pastSixAnswers: the point past a line of six or more marked as looked at', () => {
  // A learner's C++ walk: from each stone not yet looked at in a direction (right, down-right,
  // down, down-left), the line is counted; five is a win (printed by its leftmost stone: the end
  // of a down-left walk), and after six or more the walk marks its other stones and the point
  // past its end as looked at in that direction.
  const learner = (grid: number[][]): string => {
    const n = grid.length;
    const walks = [
      [0, 1],
      [1, 1],
      [1, 0],
      [1, -1],
    ] as const;
    const inside = (r: number, c: number) => r >= 0 && r < n && c >= 0 && c < n;
    const looked = walks.map(() => grid.map((row) => row.map(() => false)));
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const color = grid[r]![c]!;
        if (color === 0) continue;
        for (const [d, [dr, dc]] of walks.entries()) {
          if (looked[d]![r]![c]) continue;
          let count = 0;
          let [y, x] = [r, c];
          while (inside(y, x) && grid[y]![x] === color) {
            count++;
            y += dr;
            x += dc;
          }
          if (count === 5) {
            return dc === -1
              ? `${color} ${y - dr + 1} ${x - dc + 1}`
              : `${color} ${r + 1} ${c + 1}`;
          }
          if (count > 5) {
            for (let k = 1; k <= count; k++) {
              if (inside(r + k * dr, c + k * dc)) looked[d]![r + k * dr]![c + k * dc] = true;
            }
          }
        }
      }
    }
    return '0';
  };
  /** Black at `black`, white at `white` (1-based points). */
  const stones = (blacks: [number, number][], whites: [number, number][]) => {
    const grid = emptyGrid(19);
    for (const [row, col] of blacks) grid[row - 1]![col - 1] = 1;
    for (const [row, col] of whites) grid[row - 1]![col - 1] = 2;
    return grid;
  };
  const line = (row: number, col: number, dr: number, dc: number, length: number) =>
    Array.from({ length }, (_, k) => [row + k * dr, col + k * dc] as [number, number]);

  it("misses the learner's five right after a six, finds one a point further", () => {
    // The learner's case: black in column 1 from row 1 down to 6, white from 7 down to 11.
    const after = stones(line(1, 1, 1, 0, 6), line(7, 1, 1, 0, 5));
    expect(truth(boardFromRows(after))).toBe('2 7 1');
    expect(pastSixAnswers(boardFromRows(after))).toEqual(['0']);
    expect(learner(after)).toBe('0');
    const apart = stones(line(1, 1, 1, 0, 6), line(8, 1, 1, 0, 5));
    expect(pastSixAnswers(boardFromRows(apart))).toEqual(['2 8 1']);
    // A six right after a six is walked from its second stone and taken for a five.
    const sixes = stones(line(2, 1, 0, 1, 6), line(2, 7, 0, 1, 6));
    expect(truth(boardFromRows(sixes))).toBe('0');
    expect(pastSixAnswers(boardFromRows(sixes))).toEqual(['2 2 8']);
    expect(learner(sixes)).toBe('2 2 8');
    // Rising: the walk goes down-left, so the five missed lies below-left of the six.
    const rising = stones(line(12, 6, -1, 1, 6), line(17, 1, -1, 1, 5));
    expect(truth(boardFromRows(rising))).toBe('2 17 1');
    expect(pastSixAnswers(boardFromRows(rising))).toEqual(['0']);
    expect(learner(rising)).toBe('0');
  });

  it("has the learner's answer among its own on random boards of a line after a six", () => {
    const board = fc
      .record({
        direction: anyDirection,
        row: fc.integer({ min: 1, max: 19 }),
        col: fc.integer({ min: 1, max: 19 }),
        six: fc.integer({ min: 6, max: 7 }),
        next: fc.integer({ min: 4, max: 7 }),
        gap: fc.integer({ min: 0, max: 1 }),
        first: fc.constantFrom(1, 2),
        noise: blackStones,
      })
      .map(({ direction: [dr, dc], row, col, six, next, gap, first, noise }) => {
        const grid = emptyGrid(19);
        const put = (r: number, c: number, color: number) => {
          if (r >= 1 && r <= 19 && c >= 1 && c <= 19) grid[r - 1]![c - 1] = color;
        };
        for (const [r, c] of noise) put(r, c, 1 + ((r + c) % 2));
        for (let k = 0; k < six; k++) put(row + k * dr, col + k * dc, first);
        for (let k = 0; k < next; k++)
          put(row + (six + gap + k) * dr, col + (six + gap + k) * dc, 3 - first);
        return grid;
      });
    fc.assert(
      fc.property(board, (grid) => {
        if (formatAnswer(judge(boardFromRows(grid))) === undefined) return;
        expect(pastSixAnswers(boardFromRows(grid))).toContain(learner(grid));
      }),
      runs(300),
    );
    fc.assert(
      fc.property(plantedBoard, (grid) => {
        if (formatAnswer(judge(boardFromRows(grid))) === undefined) return;
        expect(pastSixAnswers(boardFromRows(grid))).toContain(learner(grid));
      }),
      runs(300),
    );
  });
});
