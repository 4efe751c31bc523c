import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { boardFromRows, type Color } from './board.js';
import {
  compareLines,
  DIRECTIONS,
  findLines,
  type Line,
  linesThrough,
  pointsOf,
  runThrough,
  STEPS,
} from './lines.js';
import {
  draw,
  emptyGrid,
  type Grid,
  randomBoardArbitrary,
  randomGrid,
  referenceLines,
  refKey,
  seededRandom,
} from './reference.test-helper.js';

const keyOf = (line: Line) =>
  refKey({
    color: line.color,
    from: [line.from.row, line.from.col],
    to: [line.to.row, line.to.col],
    length: line.length,
  });

/** The length of the line of `color` through (row, col) along (dr, dc), counted by walking. */
function walkLength(grid: Grid, row: number, col: number, dr: number, dc: number, color: number) {
  const n = grid.length;
  const holds = (r: number, c: number) =>
    r >= 0 && r < n && c >= 0 && c < n && grid[r]![c] === color;
  let length = 1;
  for (let r = row + dr, c = col + dc; holds(r, c); r += dr, c += dc) length++;
  for (let r = row - dr, c = col - dc; holds(r, c); r -= dr, c -= dc) length++;
  return length;
}

describe('findLines', () => {
  it("finds the spec example's diagonal and nothing else of five", () => {
    const grid = draw(emptyGrid(), 1, 3, 2, 'f', 5);
    draw(grid, 2, 3, 6, 'h', 3);
    expect(findLines(boardFromRows(grid))).toEqual([
      {
        color: 1,
        direction: 'falling',
        from: { row: 2, col: 1 },
        to: { row: 6, col: 5 },
        length: 5,
      },
    ]);
  });

  it('orders lines by colour, then reading order of `from`, then direction', () => {
    const grid = emptyGrid();
    draw(grid, 2, 1, 1, 'h', 5);
    draw(grid, 1, 10, 10, 'v', 5);
    draw(grid, 1, 10, 10, 'f', 6);
    draw(grid, 1, 19, 1, 'r', 5);
    const lines = findLines(boardFromRows(grid));
    expect(lines.map((line) => `${line.color} ${line.direction} ${line.length}`)).toEqual([
      '1 vertical 5',
      '1 falling 6',
      '1 rising 5',
      '2 horizontal 5',
    ]);
    expect([...lines].sort(compareLines)).toEqual(lines);
  });

  it('reads each line from its answer stone: the rising one from its lowest', () => {
    const [line] = findLines(boardFromRows(draw(emptyGrid(7), 2, 6, 2, 'r', 5)));
    expect(line).toEqual({
      color: 2,
      direction: 'rising',
      from: { row: 5, col: 1 },
      to: { row: 1, col: 5 },
      length: 5,
    });
    expect(pointsOf(line!).map(({ row, col }) => `${row},${col}`)).toEqual([
      '5,1',
      '4,2',
      '3,3',
      '2,4',
      '1,5',
    ]);
  });

  it('finds nothing longer than the board', () => {
    expect(findLines(boardFromRows(emptyGrid(5).map((row) => row.fill(1))), 6)).toEqual([]);
  });

  it('agrees with the reference for every minimum length from 1 to 7 and sizes 5 to 40', () => {
    fc.assert(
      fc.property(
        randomBoardArbitrary([5, 6, 15, 19, 31, 32, 33, 40]),
        fc.integer({ min: 1, max: 7 }),
        (grid, minLength) => {
          const lines = findLines(boardFromRows(grid), minLength);
          // A lone stone is a run of one in each of the four directions, all with the same ends.
          const keys = lines.map(keyOf);
          const longer = lines.filter((line) => line.length > 1).map(keyOf);
          expect(new Set(longer).size).toBe(longer.length);
          expect([...new Set(keys)].sort()).toEqual(referenceLines(grid, minLength).map(refKey));
          if (minLength === 1) {
            // Then every stone lies on exactly one run per direction.
            const stones = grid.flat().filter((cell) => cell !== 0).length;
            expect(lines.reduce((sum, line) => sum + line.length, 0)).toBe(4 * stones);
          }
          for (const line of lines) {
            const { dr, dc } = STEPS[line.direction];
            expect(line.to).toEqual({
              row: line.from.row + (line.length - 1) * dr,
              col: line.from.col + (line.length - 1) * dc,
            });
          }
        },
      ),
      runs(400),
    );
  });
});

describe('findLines of five or more (the rolling row windows)', () => {
  /** A board of any size from 5 to 32 crowded with runs of 4 to 9, many touching an edge. */
  const crowded = fc
    .record({
      size: fc.integer({ min: 5, max: 32 }),
      density: fc.constantFrom(0, 0.1, 0.3, 0.5, 0.8),
      seed: fc.integer(),
      plants: fc.array(
        fc.record({
          color: fc.constantFrom(1, 2),
          row: fc.nat(31),
          col: fc.nat(31),
          dr: fc.constantFrom(0, 1, -1),
          dc: fc.constantFrom(0, 1, -1),
          length: fc.integer({ min: 4, max: 9 }),
          capped: fc.boolean(),
          edge: fc.constantFrom('none', 'top', 'bottom', 'left', 'right'),
        }),
        { maxLength: 12 },
      ),
    })
    .map(({ size, density, seed, plants }) =>
      randomGrid(
        size,
        density,
        0.5,
        seededRandom(seed),
        plants
          .filter((plant) => plant.dr !== 0 || plant.dc !== 0)
          .map(({ edge, ...plant }) => ({
            ...plant,
            row: edge === 'top' ? 0 : edge === 'bottom' ? size - 1 : plant.row % size,
            col: edge === 'left' ? 0 : edge === 'right' ? size - 1 : plant.col % size,
          })),
      ),
    );

  it('agrees with the reference on crowded boards of every size from 5 to 32', () => {
    fc.assert(
      fc.property(crowded, (grid) => {
        const keys = findLines(boardFromRows(grid), 5).map(keyOf);
        expect(keys.length).toBe(new Set(keys).size);
        expect(keys.sort()).toEqual(referenceLines(grid, 5).map(refKey));
      }),
      runs(1500),
    );
  });

  it.each([5, 6, 19, 31, 32])('finds every line of a board %i wide full of black', (size) => {
    // Full of black: one horizontal and one vertical line per row and column, and the diagonals
    // of five or more.
    const grid = emptyGrid(size).map((row) => row.fill(1));
    const keys = findLines(boardFromRows(grid), 5).map(keyOf);
    expect(keys.sort()).toEqual(referenceLines(grid, 5).map(refKey));
    expect(keys).toHaveLength(2 * size + 2 * (2 * (size - 5) + 1));
  });
});

describe('runThrough', () => {
  it('measures the line a stone would make, looking at one point only', () => {
    const grid = draw(draw(emptyGrid(), 1, 10, 3, 'h', 2), 1, 10, 6, 'h', 3);
    const line = runThrough(boardFromRows(grid), 9, 4, 'horizontal', 1);
    expect(line).toEqual({
      color: 1,
      direction: 'horizontal',
      from: { row: 9, col: 2 },
      to: { row: 9, col: 7 },
      length: 6,
    });
  });

  it('agrees with walking both ways, for every point, colour and direction', () => {
    fc.assert(
      fc.property(
        randomBoardArbitrary([5, 15, 19, 33]),
        fc.nat(),
        fc.nat(),
        fc.constantFrom<Color>(1, 2),
        (grid, r, c, color) => {
          const n = grid.length;
          const [row, col] = [r % n, c % n];
          const board = boardFromRows(grid);
          const through = linesThrough(board, row, col, color);
          expect(through.map((line) => line.direction)).toEqual(DIRECTIONS);
          const withStone = grid.map((cells) => [...cells]);
          withStone[row]![col] = color;
          for (const line of through) {
            const { dr, dc } = STEPS[line.direction];
            expect(line.length).toBe(walkLength(withStone, row, col, dr, dc, color));
            const points = pointsOf(line);
            expect(points).toContainEqual({ row, col });
            expect(points.every((p) => withStone[p.row]![p.col] === color)).toBe(true);
          }
        },
      ),
      runs(400),
    );
  });
});
