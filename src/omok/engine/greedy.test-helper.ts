/**
 * A simple threat-greedy Omok player for tests and the match benchmark, written from the rules
 * on a plain grid (none of the engine's code): it makes five when it can, else blocks the
 * opponent's five, else makes a four that cannot be stopped, else stops the opponent's open
 * three (a point where the opponent would make an open four), else extends its best line: the
 * point with the most own stones in a five-point window free of the opponent's, ties broken at
 * random (seeded) among the best. Under renju, black never plays a forbidden point (the core's
 * check).
 */
import { BLACK, boardFromRows, type Color, type Point, WHITE } from '../board.js';
import { isForbidden } from '../renju.js';
import { classifyLine, type Rule } from '../rules.js';

export type Grid = number[][];

const DIRS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
] as const;

function cell(grid: Grid, r: number, c: number): number {
  const n = grid.length;
  return r >= 0 && c >= 0 && r < n && c < n ? grid[r]![c]! : -1;
}

/** True when `color` playing at the empty (r, c) makes a winning row under `rule`. */
export function winsAt(grid: Grid, r: number, c: number, color: Color, rule: Rule): boolean {
  for (const [dr, dc] of DIRS) {
    let length = 1;
    for (let k = 1; cell(grid, r + k * dr, c + k * dc) === color; k++) length++;
    for (let k = 1; cell(grid, r - k * dr, c - k * dc) === color; k++) length++;
    if (classifyLine(rule, color, length) === 'win') return true;
  }
  return false;
}

/** The empty points where `color` would win at once. */
function winningPoints(grid: Grid, color: Color, rule: Rule): Point[] {
  const found: Point[] = [];
  grid.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v === 0 && winsAt(grid, r, c, color, rule)) found.push({ row: r, col: c });
    });
  });
  return found;
}

/** True when `color` may play at (r, c). */
export function isLegalFor(grid: Grid, r: number, c: number, color: Color, rule: Rule): boolean {
  if (cell(grid, r, c) !== 0) return false;
  if (rule !== 'renju' || color !== BLACK) return true;
  return !isForbidden(boardFromRows(grid), { row: r, col: c });
}

/** How many winning points `color` would have after playing at the empty (r, c). */
function winsAfter(grid: Grid, r: number, c: number, color: Color, rule: Rule): number {
  grid[r]![c] = color;
  const count = winningPoints(grid, color, rule).length;
  grid[r]![c] = 0;
  return count;
}

/** Most own stones in a five-point window through (r, c) holding no opponent stone. */
function lineStrength(grid: Grid, r: number, c: number, color: Color): number {
  let best = 0;
  for (const [dr, dc] of DIRS) {
    for (let start = -4; start <= 0; start++) {
      let own = 0;
      let open = true;
      for (let k = start; k < start + 5 && open; k++) {
        const v = cell(grid, r + k * dr, c + k * dc);
        if (k === 0) continue;
        if (v === color) own++;
        else if (v !== 0) open = false;
      }
      if (open) best = Math.max(best, own);
    }
  }
  return best;
}

/** The greedy player's move for `color`, or null when it has no legal move. */
export function greedyMove(
  grid: Grid,
  color: Color,
  rule: Rule,
  random: () => number,
): Point | null {
  const other: Color = color === BLACK ? WHITE : BLACK;
  const n = grid.length;
  const legal: Point[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++)
      if (isLegalFor(grid, r, c, color, rule)) legal.push({ row: r, col: c });
  }
  if (legal.length === 0) return null;
  const pick = (points: Point[], score: (p: Point) => number): Point => {
    let best = Number.NEGATIVE_INFINITY;
    let chosen: Point[] = [];
    for (const p of points) {
      const s = score(p);
      if (s > best) {
        best = s;
        chosen = [p];
      } else if (s === best) chosen.push(p);
    }
    return chosen[Math.floor(random() * chosen.length)]!;
  };
  const isLegal = (p: Point) => isLegalFor(grid, p.row, p.col, color, rule);
  // 1. Win.
  const wins = winningPoints(grid, color, rule).filter(isLegal);
  if (wins.length > 0) return wins[0]!;
  // 2. Block a five.
  const blocks = winningPoints(grid, other, rule).filter(isLegal);
  if (blocks.length > 0) return blocks[0]!;
  const near = legal.filter((p) => hasNeighbour(grid, p.row, p.col));
  if (near.length === 0)
    return pick(legal, (p) => -Math.abs(p.row - (n >> 1)) - Math.abs(p.col - (n >> 1)));
  // 3. An open four (two winning points).
  const fours = near.filter((p) => winsAfter(grid, p.row, p.col, color, rule) >= 2);
  if (fours.length > 0) return fours[0]!;
  // 4. Stop the opponent's open three: take a point where it would make an open four.
  const threats = near.filter(
    (p) =>
      isLegalFor(grid, p.row, p.col, other, rule) &&
      winsAfter(grid, p.row, p.col, other, rule) >= 2,
  );
  if (threats.length > 0) return pick(threats, (p) => lineStrength(grid, p.row, p.col, color));
  // 5. Extend its best line (and, at equal strength, spoil the opponent's).
  return pick(
    near,
    (p) => lineStrength(grid, p.row, p.col, color) * 10 + lineStrength(grid, p.row, p.col, other),
  );
}

function hasNeighbour(grid: Grid, r: number, c: number): boolean {
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const v = cell(grid, r + dr, c + dc);
      if ((dr !== 0 || dc !== 0) && v > 0) return true;
    }
  }
  return false;
}
