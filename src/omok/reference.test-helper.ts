/**
 * A slow, obviously correct omok judge and parser, written for the tests and the benchmark only
 * and independently of the fast code: no masks, no shared helpers, plain arrays of numbers. It
 * walks from every stone in each of the eight directions and counts. (The name keeps vitest from
 * running it as a test file.)
 */
import fc from 'fast-check';
import { seededRandom } from '../random.js';

export { seededRandom };

/** A board as rows of numbers: 0 empty, 1 black, 2 white. */
export type Grid = number[][];

/** A maximal run, 0-based, `from` being the leftmost end (the topmost for a vertical run). */
export interface RefLine {
  color: number;
  from: [number, number];
  to: [number, number];
  length: number;
}

/** The reference verdict. */
export type RefVerdict =
  | { kind: 'no-winner' }
  | { kind: 'winner'; color: number; at: [number, number] }
  | { kind: 'broken-promise'; reason: 'both-colors' | 'two-lines'; winning: RefLine[] };

const EIGHT: [number, number][] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

/** Every maximal run of at least `minLength` stones, each once, sorted by `refKey`. */
export function referenceLines(grid: Grid, minLength = 5): RefLine[] {
  const n = grid.length;
  const at = (r: number, c: number): number =>
    r >= 0 && r < n && c >= 0 && c < n ? grid[r]![c]! : -1;
  const found = new Map<string, RefLine>();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const color = grid[r]![c]!;
      if (color === 0) continue;
      for (const [dr, dc] of EIGHT) {
        // Only from the first stone of the run in this direction.
        if (at(r - dr, c - dc) === color) continue;
        let count = 0;
        while (at(r + count * dr, c + count * dc) === color) count++;
        if (count < minLength) continue;
        const end: [number, number] = [r + (count - 1) * dr, c + (count - 1) * dc];
        const start: [number, number] = [r, c];
        // The leftmost end; for a vertical run the topmost.
        const startFirst = start[1] < end[1] || (start[1] === end[1] && start[0] < end[0]);
        const line: RefLine = {
          color,
          from: startFirst ? start : end,
          to: startFirst ? end : start,
          length: count,
        };
        found.set(refKey(line), line);
      }
    }
  }
  return [...found.values()].sort((a, b) => (refKey(a) < refKey(b) ? -1 : 1));
}

/** A sortable, comparable key of a line. */
export function refKey(line: RefLine): string {
  const p = (x: number) => String(x).padStart(3, '0');
  return `${line.color}:${p(line.from[0])},${p(line.from[1])}-${p(line.to[0])},${p(line.to[1])}:${line.length}`;
}

const WINS: Record<string, (color: number, length: number) => boolean> = {
  standard: (_color, length) => length === 5,
  freestyle: (_color, length) => length >= 5,
  renju: (color, length) => (color === 1 ? length === 5 : length >= 5),
};

/** The reference judge under a rule (`standard`, `freestyle` or `renju`). */
export function referenceJudge(grid: Grid, rule: string): RefVerdict {
  const wins = WINS[rule];
  if (wins === undefined) throw new Error(`no rule ${rule}`);
  const winning = referenceLines(grid).filter((line) => wins(line.color, line.length));
  if (winning.length === 0) return { kind: 'no-winner' };
  if (winning.length === 1) {
    const line = winning[0]!;
    return { kind: 'winner', color: line.color, at: line.from };
  }
  const colors = new Set(winning.map((line) => line.color));
  return { kind: 'broken-promise', reason: colors.size > 1 ? 'both-colors' : 'two-lines', winning };
}

/** The reference answer in Baekjoon's format, or `undefined` for a broken promise. */
export function referenceAnswer(grid: Grid, rule = 'standard'): string | undefined {
  const verdict = referenceJudge(grid, rule);
  if (verdict.kind === 'no-winner') return '0\n';
  if (verdict.kind === 'winner')
    return `${verdict.color}\n${verdict.at[0] + 1} ${verdict.at[1] + 1}\n`;
  return undefined;
}

/**
 * The reference reading of one board: a UTF-8 byte order mark may open the text; tokens are
 * separated by spaces, tabs and carriage returns; the non-blank lines must be `size` lines next
 * to each other of `size` tokens each, every token `0`, `1` or `2`. `undefined` otherwise.
 */
export function referenceParse(text: string, size = 19): Grid | undefined {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const filled = lines.map((line) => line.split(/[ \t\r]+/).filter((token) => token !== ''));
  const first = filled.findIndex((tokens) => tokens.length > 0);
  if (first === -1) return undefined;
  let last = filled.length - 1;
  while (filled[last]!.length === 0) last--;
  const rows = filled.slice(first, last + 1);
  if (rows.length !== size) return undefined;
  const grid: Grid = [];
  for (const tokens of rows) {
    if (tokens.length !== size) return undefined;
    if (!tokens.every((token) => token === '0' || token === '1' || token === '2')) return undefined;
    grid.push(tokens.map(Number));
  }
  return grid;
}

/** Baekjoon text of a grid. */
export function referenceFormat(grid: Grid): string {
  return grid.map((row) => `${row.join(' ')}\n`).join('');
}

/** A run to plant on a random board: `length` stones from (row, col) along (dr, dc). */
export interface Plant {
  color: number;
  row: number;
  col: number;
  dr: number;
  dc: number;
  length: number;
  /** Put a stone of the other colour at both ends, where the board allows. */
  capped: boolean;
}

/**
 * A random `size` x `size` grid: each point holds a stone with probability `density`, black with
 * probability `blackShare`; then the plants are drawn over it (points off the board skipped).
 */
export function randomGrid(
  size: number,
  density: number,
  blackShare: number,
  random: () => number,
  plants: readonly Plant[] = [],
): Grid {
  const grid: Grid = [];
  for (let r = 0; r < size; r++) {
    const row: number[] = [];
    for (let c = 0; c < size; c++) {
      row.push(random() < density ? (random() < blackShare ? 1 : 2) : 0);
    }
    grid.push(row);
  }
  const put = (r: number, c: number, color: number) => {
    if (r >= 0 && r < size && c >= 0 && c < size) grid[r]![c] = color;
  };
  for (const plant of plants) {
    const { color, row, col, dr, dc, length } = plant;
    for (let i = 0; i < length; i++) put(row + i * dr, col + i * dc, color);
    if (plant.capped) {
      put(row - dr, col - dc, 3 - color);
      put(row + length * dr, col + length * dc, 3 - color);
    }
  }
  return grid;
}

/** An empty `size` x `size` grid. */
export function emptyGrid(size = 19): Grid {
  return Array.from({ length: size }, () => new Array<number>(size).fill(0));
}

const WAYS = { h: [0, 1], v: [1, 0], f: [1, 1], r: [-1, 1] } as const;

/**
 * Draws `length` stones of `color` on `grid` from (row, col), counted from 1 as Baekjoon does,
 * along `way`: `h` to the right, `v` down, `f` down-right, `r` up-right. Returns the grid.
 */
export function draw(
  grid: Grid,
  color: number,
  row: number,
  col: number,
  way: keyof typeof WAYS,
  length: number,
): Grid {
  const [dr, dc] = WAYS[way];
  for (let i = 0; i < length; i++) grid[row - 1 + i * dr]![col - 1 + i * dc] = color;
  return grid;
}

/** A random board: many densities and colour shares, with runs of 4 to 7 planted over it. */
export function randomBoardArbitrary(sizes: readonly number[]): fc.Arbitrary<Grid> {
  return fc
    .record({
      size: fc.constantFrom(...sizes),
      density: fc.constantFrom(0, 0.05, 0.15, 0.3, 0.5, 0.7, 0.9, 1),
      blackShare: fc.constantFrom(0.5, 0.8, 1),
      seed: fc.integer(),
      plants: fc.array(
        fc.record({
          color: fc.constantFrom(1, 2),
          row: fc.nat(40),
          col: fc.nat(40),
          direction: fc.constantFrom(...(Object.keys(WAYS) as (keyof typeof WAYS)[])),
          length: fc.integer({ min: 4, max: 7 }),
          capped: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ size, density, blackShare, seed, plants }) => {
      const planted: Plant[] = plants.map((p) => ({
        color: p.color,
        row: p.row % size,
        col: p.col % size,
        dr: WAYS[p.direction][0],
        dc: WAYS[p.direction][1],
        length: p.length,
        capped: p.capped,
      }));
      return randomGrid(size, density, blackShare, seededRandom(seed), planted);
    });
}

/** The example board of docs/rules-omok.md (Baekjoon 2615's sample): black wins with the diagonal from 3 2. */
export const SPEC_EXAMPLE = `0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 1 2 0 0 2 2 2 1 0 0 0 0 0 0 0 0 0 0
0 0 1 2 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0
0 0 0 1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 1 2 2 0 0 0 0 0 0 0 0 0 0 0 0
0 0 1 1 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0
${'0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n'.repeat(12)}`;
