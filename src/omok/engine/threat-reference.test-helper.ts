/**
 * A slow reference for the tests of the threat searches (threats.test.ts, proof.test.ts), written
 * from the rules with plain arrays: no line codes, no tables. And random small positions to try
 * them on.
 */
import fc from 'fast-check';
import { BLACK, boardFromRows, type Color, WHITE } from '../board.js';
import { isForbidden } from '../renju.js';
import { classifyLine, type Rule } from '../rules.js';

/** Rows of 0 (empty), 1 (black) and 2 (white). */
export type Grid = number[][];

/** The four line directions (row step, column step). */
export const DIRS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
] as const;

/** True when `color` putting a stone at the empty (r, c) makes a winning row under `rule`. */
export function refFive(grid: Grid, r: number, c: number, color: Color, rule: Rule): boolean {
  const n = grid.length;
  const at = (y: number, x: number) => (y >= 0 && x >= 0 && y < n && x < n ? grid[y]![x] : -1);
  for (const [dr, dc] of DIRS) {
    let length = 1;
    for (let k = 1; at(r + k * dr, c + k * dc) === color; k++) length++;
    for (let k = 1; at(r - k * dr, c - k * dc) === color; k++) length++;
    if (classifyLine(rule, color, length) === 'win') return true;
  }
  return false;
}

export function refLegal(grid: Grid, r: number, c: number, color: Color, rule: Rule): boolean {
  if (grid[r]![c] !== 0) return false;
  return !(
    rule === 'renju' &&
    color === BLACK &&
    isForbidden(boardFromRows(grid), { row: r, col: c })
  );
}

export function empties(grid: Grid): [number, number][] {
  const found: [number, number][] = [];
  grid.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v === 0) found.push([r, c]);
    });
  });
  return found;
}

export function fivePoints(grid: Grid, color: Color, rule: Rule): [number, number][] {
  return empties(grid).filter(([r, c]) => refFive(grid, r, c, color, rule));
}

/** Random small positions with more stones of the attacker (fast-check). */
export const positions = fc
  .record({
    size: fc.constantFrom(7, 8, 9),
    stones: fc.array(fc.tuple(fc.nat(8), fc.nat(8), fc.nat(9)), { minLength: 10, maxLength: 34 }),
    rule: fc.constantFrom<Rule>('standard', 'freestyle', 'renju'),
    attacker: fc.constantFrom<Color>(BLACK, WHITE),
  })
  .map(({ size, stones, rule, attacker }) => {
    const grid: Grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (const [r, c, k] of stones) {
      if (r < size && c < size) grid[r]![c] = k < 5 ? attacker : 3 - attacker;
    }
    return { grid, rule, attacker };
  })
  // No five on the board already: the search starts from a game in progress.
  .filter(({ grid, rule }) => !hasFive(grid, rule));

function hasFive(grid: Grid, rule: Rule): boolean {
  const n = grid.length;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const color = grid[r]![c]!;
      if (color === 0) continue;
      grid[r]![c] = 0;
      const five = refFive(grid, r, c, color as Color, rule);
      grid[r]![c] = color;
      if (five) return true;
    }
  }
  return false;
}
