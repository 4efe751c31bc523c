/**
 * A slow, plain reading of RIF's forbidden moves, for the tests and the benchmark only, written
 * without looking at renju.ts's tables: the board is rows of numbers, a line is the whole row,
 * column or diagonal through the point copied into an array, and every question ("does this make
 * a five?", "a straight four?") is answered by trying the stone and counting outwards. (The name
 * keeps vitest from running it as a test file.)
 */
import type { Grid } from './reference.test-helper.js';

/** How deep the false-three check goes; the same cap as the fast code's, stated on its own. */
export const REFERENCE_NESTING = 16;

/** The four lines, as steps (down, right), (down-left) included. */
const WAYS: readonly [number, number][] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

/** The points of the whole line through (r, c) along (dr, dc), and where (r, c) sits in it. */
function wholeLine(grid: Grid, r: number, c: number, dr: number, dc: number) {
  const n = grid.length;
  const inside = (y: number, x: number) => y >= 0 && y < n && x >= 0 && x < n;
  let y = r;
  let x = c;
  while (inside(y - dr, x - dc)) {
    y -= dr;
    x -= dc;
  }
  const points: [number, number][] = [];
  let here = -1;
  while (inside(y, x)) {
    if (y === r && x === c) here = points.length;
    points.push([y, x]);
    y += dr;
    x += dc;
  }
  return { points, here };
}

/** Length of the unbroken black run through index i of `values` (0 when i is not black). */
function runAt(values: number[], i: number): { from: number; to: number; length: number } {
  if (values[i] !== 1) return { from: i, to: i - 1, length: 0 };
  let from = i;
  while (from - 1 >= 0 && values[from - 1] === 1) from--;
  let to = i;
  while (to + 1 < values.length && values[to + 1] === 1) to++;
  return { from, to, length: to - from + 1 };
}

/** The indices of `values` where black would make exactly five through index i. */
function fivePointsThrough(values: number[], i: number): number[] {
  const found: number[] = [];
  for (let j = 0; j < values.length; j++) {
    if (values[j] !== 0) continue;
    values[j] = 1;
    const run = runAt(values, i);
    if (run.length === 5 && run.from <= j && j <= run.to) found.push(j);
    values[j] = 0;
  }
  return found;
}

/** True when index i lies in an unbroken black four of `values` that black can end in two ways. */
function straightFourThrough(values: number[], i: number): boolean {
  const run = runAt(values, i);
  if (run.length !== 4) return false;
  const ends = [run.from - 1, run.to + 1];
  return ends.every((e) => {
    if (e < 0 || e >= values.length || values[e] !== 0) return false;
    values[e] = 1;
    const five = runAt(values, i).length === 5;
    values[e] = 0;
    return five;
  });
}

/**
 * The reason black may not play at (r, c) of `grid` (0 empty, 1 black, 2 white), or null. The
 * grid is left as it was found.
 */
export function referenceForbidden(grid: Grid, r: number, c: number, depth = 0): string | null {
  if (grid[r]![c] !== 0) return null;
  grid[r]![c] = 1;
  try {
    const lines = WAYS.map(([dr, dc]) => {
      const { points, here } = wholeLine(grid, r, c, dr, dc);
      return { points, here, values: points.map(([y, x]) => grid[y]![x]!) };
    });
    const lengths = lines.map((line) => runAt(line.values, line.here).length);
    if (lengths.includes(5)) return null;
    if (lengths.some((length) => length >= 6)) return 'overline';

    let fours = 0;
    const withFour = lines.map((line) => {
      const points = fivePointsThrough(line.values, line.here);
      // Two five points five apart close one unbroken four: a straight four, one four.
      const count = points.length === 2 && points[1]! - points[0]! === 5 ? 1 : points.length;
      fours += count;
      return count > 0;
    });
    if (fours >= 2) return 'double-four';

    let threes = 0;
    lines.forEach((line, d) => {
      if (withFour[d]) return;
      let real = false;
      for (let j = 0; j < line.values.length && !real; j++) {
        if (line.values[j] !== 0) continue;
        line.values[j] = 1;
        const straight = straightFourThrough(line.values, line.here);
        line.values[j] = 0;
        if (!straight) continue;
        const [y, x] = line.points[j]!;
        real = depth >= REFERENCE_NESTING || referenceForbidden(grid, y, x, depth + 1) === null;
      }
      if (real) threes++;
    });
    return threes >= 2 ? 'double-three' : null;
  } finally {
    grid[r]![c] = 0;
  }
}

/** Every point black may not play on `grid`, as `row col reason` (from 1), in reading order. */
export function referenceForbiddenPoints(grid: Grid): string[] {
  const found: string[] = [];
  grid.forEach((row, r) => {
    row.forEach((_, c) => {
      const reason = referenceForbidden(grid, r, c);
      if (reason !== null) found.push(`${r + 1} ${c + 1} ${reason}`);
    });
  });
  return found;
}

/** A grid from picture rows: `X` black, `O` white, anything else empty; spaces are ignored. */
export function gridFromPicture(rows: readonly string[]): Grid {
  return rows.map((row) =>
    [...row.replace(/ /g, '')].map((ch) => (ch === 'X' ? 1 : ch === 'O' ? 2 : 0)),
  );
}
