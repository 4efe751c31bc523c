import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/support/property.js';
import { BLACK, boardFromRows, type Color, WHITE } from '../board.js';
import type { Rule } from '../rules.js';
import { Position } from './position.js';
import {
  empties,
  fivePoints,
  type Grid,
  positions,
  refFive,
  refLegal,
} from './threat-reference.test-helper.js';
import { findVcf, findVct } from './threats.js';

// The slow reference (threat-reference.test-helper.ts) is written from the rules with plain
// arrays: no line codes, no tables.

/**
 * True when `attacker` (to move) wins by continuous fours with at most `depth` fours before the
 * five: every legal move is tried, and kept when it leaves a point where the attacker would win.
 */
function refVcf(grid: Grid, attacker: Color, rule: Rule, depth: number): boolean {
  const defender: Color = attacker === BLACK ? WHITE : BLACK;
  if (fivePoints(grid, attacker, rule).length > 0) return true;
  const threats = fivePoints(grid, defender, rule);
  if (threats.length >= 2 || depth === 0) return false;
  const moves = threats.length === 1 ? threats : empties(grid);
  for (const [r, c] of moves) {
    if (!refLegal(grid, r, c, attacker, rule)) continue;
    grid[r]![c] = attacker;
    let wins = false;
    const points = fivePoints(grid, attacker, rule);
    if (points.length > 0 && fivePoints(grid, defender, rule).length === 0) {
      if (points.length >= 2) wins = true;
      else {
        const [y, x] = points[0]!;
        if (rule === 'renju' && defender === BLACK && !refLegal(grid, y, x, BLACK, rule))
          wins = true;
        else {
          grid[y]![x] = defender;
          wins = refVcf(grid, attacker, rule, depth - 1);
          grid[y]![x] = 0;
        }
      }
    }
    grid[r]![c] = 0;
    if (wins) return true;
  }
  return false;
}

/**
 * Checks a winning line by playing it on the grid: each attacker move legal and, but for the last,
 * a four; each defender move the one point that stops it; the end a five, two five points, or a
 * five point forbidden to black.
 */
function checkLine(
  grid: Grid,
  pos: Position,
  line: readonly number[],
  attacker: Color,
  rule: Rule,
) {
  const g = grid.map((row) => [...row]);
  const defender: Color = attacker === BLACK ? WHITE : BLACK;
  for (let i = 0; i < line.length; i++) {
    const { row, col } = pos.pointOf(line[i]!);
    const color = i % 2 === 0 ? attacker : defender;
    expect(refLegal(g, row, col, color, rule)).toBe(true);
    if (i === line.length - 1 && color === attacker && refFive(g, row, col, attacker, rule)) return;
    g[row]![col] = color;
  }
  const points = fivePoints(g, attacker, rule);
  if (line.length % 2 === 1) {
    // Ends with the attacker's move: two five points, or one that black may not take.
    expect(
      points.length >= 2 ||
        (rule === 'renju' &&
          defender === BLACK &&
          !refLegal(g, points[0]![0], points[0]![1], BLACK, rule)),
    ).toBe(true);
  } else {
    expect(points.length).toBeGreaterThan(0);
  }
}

describe('findVcf', () => {
  it('shows black a block it may play when white has two fives (found by a random run)', () => {
    // White's three on row 4 becomes an open four; (4,3) would give black a double four in
    // column 3, forbidden under renju: the line must show black blocking at (4,8) or not at all.
    const grid: Grid = [
      [2, 0, 0, 1, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 1, 0, 0, 0, 0, 0],
      [0, 0, 0, 1, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 2, 2, 2, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 1, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ];
    const pos = Position.fromBoard(boardFromRows(grid), 'renju');
    for (const search of [findVcf, findVct]) {
      const found = search(pos, WHITE, { depth: 2, nodes: 1e6 });
      expect(found.line).not.toBeNull();
      checkLine(grid, pos, found.line!, WHITE, 'renju');
    }
  });

  it('takes its own five even when the defender has two fives waiting (found by the slow run)', () => {
    // White has fours on column 1 and on the anti-diagonal through (3,4); black, to move, makes
    // five at (5,3). The scan once gave up at white's second five before reaching black's own.
    const grid: Grid = [
      [1, 2, 0, 0, 0, 0, 0, 0],
      [0, 2, 0, 0, 0, 0, 2, 0],
      [0, 2, 0, 0, 0, 2, 0, 0],
      [0, 2, 0, 0, 0, 1, 0, 0],
      [0, 0, 0, 2, 1, 0, 0, 0],
      [0, 0, 2, 0, 0, 0, 0, 0],
      [0, 0, 1, 0, 0, 0, 0, 0],
      [0, 1, 0, 0, 0, 0, 0, 0],
    ];
    expect(refVcf(grid, BLACK, 'standard', 2)).toBe(true);
    const pos = Position.fromBoard(boardFromRows(grid), 'standard');
    for (const search of [findVcf, findVct]) {
      const found = search(pos, BLACK, { depth: 2, nodes: 1e6 });
      expect(found.line).not.toBeNull();
      expect(pos.pointOf(found.line![0]!)).toEqual({ row: 5, col: 3 });
    }
  });

  it('finds a win by continuous fours exactly when the slow search does', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 2, max: 4 }), ({ grid, rule, attacker }, depth) => {
        const pos = Position.fromBoard(boardFromRows(grid), rule);
        const found = findVcf(pos, attacker, { depth, nodes: 1e7 });
        expect(found.complete).toBe(true);
        expect(found.line !== null).toBe(refVcf(grid, attacker, rule, depth));
        if (found.line !== null) checkLine(grid, pos, found.line, attacker, rule);
      }),
      runs(300),
    );
  });
});

/**
 * True when `attacker` (to move) wins whatever the defender does, the attacker playing the first
 * move of the engine's VCT each turn and the defender trying every legal move: an independent
 * check that what the VCT search calls a win is one.
 */
function refForced(grid: Grid, attacker: Color, rule: Rule, depth: number): boolean {
  const defender: Color = attacker === BLACK ? WHITE : BLACK;
  if (fivePoints(grid, attacker, rule).length > 0) return true;
  if (depth < 0) return false;
  const pos = Position.fromBoard(boardFromRows(grid), rule);
  const line = findVct(pos, attacker, { depth: depth + 1, nodes: 1e6 }).line;
  if (line === null || line.length === 0) return false;
  const { row, col } = pos.pointOf(line[0]!);
  if (!refLegal(grid, row, col, attacker, rule)) return false;
  grid[row]![col] = attacker;
  let forced = true;
  const points = fivePoints(grid, attacker, rule);
  if (fivePoints(grid, defender, rule).length > 0) forced = false;
  else if (points.length < 2) {
    for (const [r, c] of empties(grid)) {
      if (!refLegal(grid, r, c, defender, rule)) continue;
      grid[r]![c] = defender;
      forced = refForced(grid, attacker, rule, depth - 1);
      grid[r]![c] = 0;
      if (!forced) break;
    }
  }
  grid[row]![col] = 0;
  return forced;
}

describe('findVct', () => {
  it('claims only wins that hold against every defence', () => {
    let wins = 0;
    fc.assert(
      fc.property(positions, ({ grid, rule, attacker }) => {
        const pos = Position.fromBoard(boardFromRows(grid), rule);
        const found = findVct(pos, attacker, { depth: 2, nodes: 1e6 });
        if (found.line === null) return;
        wins++;
        expect(refForced(grid, attacker, rule, 1)).toBe(true);
      }),
      runs(150),
    );
    expect(wins).toBeGreaterThan(10);
  });

  it('finds every win by continuous fours as well', () => {
    fc.assert(
      fc.property(positions, ({ grid, rule, attacker }) => {
        const pos = Position.fromBoard(boardFromRows(grid), rule);
        const vcf = findVcf(pos, attacker, { depth: 2, nodes: 1e6 });
        const vct = findVct(pos, attacker, { depth: 2, nodes: 1e6 });
        if (vcf.line !== null) expect(vct.line).not.toBeNull();
      }),
      runs(150),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Forced wins built by hand (15 x 15, gomoku coordinates: column letter, row from the bottom).

/** A 15 x 15 grid with black stones at `black` and white ones at `white`. */
function named(black: string, white: string): Grid {
  const grid: Grid = Array.from({ length: 15 }, () => new Array<number>(15).fill(0));
  const put = (list: string, color: number) => {
    for (const name of list.split(' ').filter((w) => w !== '')) {
      grid[15 - Number(name.slice(1))]![name.charCodeAt(0) - 97] = color;
    }
  };
  put(black, BLACK);
  put(white, WHITE);
  return grid;
}

function nameOf(pos: Position, at: number): string {
  const { row, col } = pos.pointOf(at);
  return `${String.fromCharCode(97 + col)}${15 - row}`;
}

interface Known {
  readonly name: string;
  readonly black: string;
  readonly white: string;
  readonly rule: Rule;
  readonly attacker: Color;
  readonly search: 'vcf' | 'vct';
  /** The plies of the shortest win, or null when there is none. */
  readonly plies: number | null;
}

const KNOWN: readonly Known[] = [
  {
    name: 'an open three becomes an open four',
    black: 'g8 h8 i8',
    white: 'g9 h9 f10',
    rule: 'standard',
    attacker: BLACK,
    search: 'vcf',
    plies: 3,
  },
  {
    name: 'four-three: the four forces the block, the three becomes an open four',
    black: 'f8 g8 h8 i9 i10',
    white: 'e8 j11 c3 d3',
    rule: 'standard',
    attacker: BLACK,
    search: 'vcf',
    plies: 5,
  },
  {
    name: 'double-four wins under the standard rule',
    black: 'e8 f8 g8 h9 h10 h11',
    white: 'd8 h12 a1 b1 c1 a2',
    rule: 'standard',
    attacker: BLACK,
    search: 'vcf',
    plies: 3,
  },
  {
    name: 'double-four is forbidden to black under renju',
    black: 'e8 f8 g8 h9 h10 h11',
    white: 'd8 h12 a1 b1 c1 a2',
    rule: 'renju',
    attacker: BLACK,
    search: 'vcf',
    plies: null,
  },
  {
    name: 'renju: white wins through a point forbidden to black (overline)',
    black: 'c8 d8 e8 g8 h8 f4',
    white: 'f5 f6 f7 a1 b1 a2',
    rule: 'renju',
    attacker: WHITE,
    search: 'vcf',
    plies: 1,
  },
  {
    name: 'standard: black may block where renju forbids it',
    black: 'c8 d8 e8 g8 h8 f4',
    white: 'f5 f6 f7 a1 b1 a2',
    rule: 'standard',
    attacker: WHITE,
    search: 'vcf',
    plies: null,
  },
  {
    name: 'double-three: no four, but a win by threes',
    black: 'f8 g8 h9 h10',
    white: 'a1 e1 a5 n14',
    rule: 'standard',
    attacker: BLACK,
    search: 'vct',
    plies: 5,
  },
  {
    name: 'double-three is no win by fours',
    black: 'f8 g8 h9 h10',
    white: 'a1 e1 a5 n14',
    rule: 'standard',
    attacker: BLACK,
    search: 'vcf',
    plies: null,
  },
];

describe('known forced wins', () => {
  it.each(KNOWN)('$name', ({ black, white, rule, attacker, search, plies }) => {
    const grid = named(black, white);
    const pos = Position.fromBoard(boardFromRows(grid), rule);
    const find = search === 'vcf' ? findVcf : findVct;
    const found = find(pos, attacker, { nodes: 1e6 });
    expect(found.line?.length ?? null).toBe(plies);
    if (found.line !== null) {
      checkLine(grid, pos, found.line, attacker, rule);
      expect(found.line.map((at) => nameOf(pos, at)).join(' ')).toMatch(/^[a-o]\d+/);
    }
  });
});
