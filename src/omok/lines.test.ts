import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
  referenceLines,
  refKey,
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
      { numRuns: 400 },
    );
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
      { numRuns: 400 },
    );
  });
});
