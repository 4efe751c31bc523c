/**
 * A slow, plain reading of renju's forbidden moves, written from the RIF text (International Rules
 * of Renju, 1996, corrected 1998: article 3, the definitions; article 9, black's forbidden moves)
 * and not from renju.ts: the board is rows of numbers, stones are tried on it and taken back, and
 * every question is answered by walking along the board and counting. No tables, no windows, no
 * depth cap. For the tests, the benchmark and cross-checks only. (The name keeps vitest from
 * running it as a test file.)
 *
 * The definitions, for black (for whom five means exactly five):
 * - five: an unbroken row of exactly five stones; overline: six or more.
 * - four: a row of four stones to which one more stone makes a five. Fours are counted as the
 *   distinct sets of four stones, so `X.XXX.X` through its middle holds two and `.XXXX.` one.
 * - straight four: an unbroken four to which a stone at either end makes a five.
 * - three: a row of three stones to which black, "without at the same time a five in a row is
 *   made", can add one more stone to attain a straight four; and that stone must itself be a legal
 *   move (9.3), judged by these same rules with the three on the board. That check recurses, and
 *   ends because every level adds a stone.
 * - black may not make two threes, two fours or an overline at once (9.2), unless the same move
 *   makes a five, which wins.
 */
import { type Grid, seededRandom } from './reference.test-helper.js';

const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;

/** The four lines through a point, as one step along each (the other way is the step negated). */
const LINES: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

function onBoard(grid: Grid, r: number, c: number): boolean {
  return r >= 0 && c >= 0 && r < grid.length && c < grid.length;
}

function cell(grid: Grid, r: number, c: number): number {
  return onBoard(grid, r, c) ? grid[r]![c]! : WHITE;
}

/** Runs `look` with a black stone at (r, c), then takes it back. */
function tryBlack<T>(grid: Grid, r: number, c: number, look: () => T): T {
  grid[r]![c] = BLACK;
  try {
    return look();
  } finally {
    grid[r]![c] = EMPTY;
  }
}

/** The unbroken black row through (r, c) along (dr, dc): its ends, as steps from (r, c). */
function rowThrough(grid: Grid, r: number, c: number, dr: number, dc: number) {
  let back = 0;
  while (cell(grid, r - (back + 1) * dr, c - (back + 1) * dc) === BLACK) back++;
  let ahead = 0;
  while (cell(grid, r + (ahead + 1) * dr, c + (ahead + 1) * dc) === BLACK) ahead++;
  return { back, ahead, length: back + ahead + 1 };
}

/** True when the black stone at (r, c) stands in a five (exactly five) on some line. */
function standsInFive(grid: Grid, r: number, c: number): boolean {
  return LINES.some(([dr, dc]) => rowThrough(grid, r, c, dr, dc).length === 5);
}

/** The empty points within four steps of (r, c) along (dr, dc), as steps. */
function emptySteps(grid: Grid, r: number, c: number, dr: number, dc: number): number[] {
  const steps: number[] = [];
  for (let k = -4; k <= 4; k++) {
    if (k !== 0 && cell(grid, r + k * dr, c + k * dc) === EMPTY) steps.push(k);
  }
  return steps;
}

/** How many fours through the black stone at (r, c) along (dr, dc): distinct sets of stones. */
function foursThrough(grid: Grid, r: number, c: number, dr: number, dc: number): number {
  const fours = new Set<string>();
  for (const k of emptySteps(grid, r, c, dr, dc)) {
    tryBlack(grid, r + k * dr, c + k * dc, () => {
      const row = rowThrough(grid, r, c, dr, dc);
      if (row.length !== 5) return;
      const stones: number[] = [];
      for (let s = -row.back; s <= row.ahead; s++) if (s !== k) stones.push(s);
      fours.add(stones.join(','));
    });
  }
  return fours.size;
}

/**
 * True when the black stones at (r, c) and `k` steps from it stand in one straight four along
 * (dr, dc).
 */
function inStraightFour(grid: Grid, r: number, c: number, dr: number, dc: number, k: number) {
  const row = rowThrough(grid, r, c, dr, dc);
  if (row.length !== 4 || k < -row.back || k > row.ahead) return false;
  return [-row.back - 1, row.ahead + 1].every((k) => {
    const [y, x] = [r + k * dr, c + k * dc];
    if (cell(grid, y, x) !== EMPTY) return false;
    return tryBlack(grid, y, x, () => rowThrough(grid, r, c, dr, dc).length === 5);
  });
}

/**
 * True when the black stone at (r, c) stands in a three along (dr, dc): some empty point makes a
 * straight four of it and the stones beside it (a four already there is no three), makes no five
 * anywhere, and is a legal move for black.
 */
function inThree(grid: Grid, r: number, c: number, dr: number, dc: number, clause: boolean) {
  return emptySteps(grid, r, c, dr, dc).some((k) => {
    const [y, x] = [r + k * dr, c + k * dc];
    const attains = tryBlack(
      grid,
      y,
      x,
      () => inStraightFour(grid, r, c, dr, dc, k) && !(clause && standsInFive(grid, y, x)),
    );
    return attains && referenceForbidden(grid, y, x, clause) === null;
  });
}

/**
 * The reason black may not play at (r, c) of `grid` (0 empty, 1 black, 2 white): 'overline',
 * 'double-four' or 'double-three', or null when the move is allowed (a five, no forbidden shape,
 * or the point is taken). The grid is left as it was found. `fiveClause: false` drops the words
 * "without at the same time a five in a row is made" (nori's reading before issue 11): only to
 * measure how often a generator reaches the clause.
 */
export function referenceForbidden(
  grid: Grid,
  r: number,
  c: number,
  fiveClause = true,
): string | null {
  if (cell(grid, r, c) !== EMPTY) return null;
  return tryBlack(grid, r, c, () => {
    if (standsInFive(grid, r, c)) return null;
    if (LINES.some(([dr, dc]) => rowThrough(grid, r, c, dr, dc).length >= 6)) return 'overline';
    let fours = 0;
    for (const [dr, dc] of LINES) fours += foursThrough(grid, r, c, dr, dc);
    if (fours >= 2) return 'double-four';
    const threes = LINES.filter(([dr, dc]) => inThree(grid, r, c, dr, dc, fiveClause)).length;
    return threes >= 2 ? 'double-three' : null;
  });
}

/** Every point black may not play on `grid`, as `row col reason` (from 1), in reading order. */
export function referenceForbiddenPoints(grid: Grid, fiveClause = true): string[] {
  const found: string[] = [];
  grid.forEach((row, r) => {
    row.forEach((_, c) => {
      const reason = referenceForbidden(grid, r, c, fiveClause);
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

/** `items` in a random order (Fisher-Yates). */
function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Generators of positions where forbidden points are common, from a seed, shared by the property
// tests, the benchmark and the cross-check against other programs. Each returns a size x size grid.

/** The kinds of generated position (see `generatePosition`). */
export const POSITION_KINDS = [
  'playout',
  'black-heavy',
  'dense',
  'fragments',
  'edges',
  'five-touching',
] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

/** A generated position of `kind` on a `size` x `size` board, from `seed`. */
export function generatePosition(kind: PositionKind, seed: number, size = 15): Grid {
  const random = seededRandom(seed);
  const grid: Grid = Array.from({ length: size }, () => new Array<number>(size).fill(EMPTY));
  const pick = (n: number) => Math.floor(random() * n);
  const put = (r: number, c: number, color: number) => {
    if (onBoard(grid, r, c)) grid[r]![c] = color;
  };
  const centre = Math.floor(size / 2);
  switch (kind) {
    case 'playout': {
      // A game-like playout near the centre: alternate colours, each stone next to the last few.
      const moves = 10 + pick(50);
      const spread = 2 + pick(4);
      let r = centre;
      let c = centre;
      for (let m = 0; m < moves; m++) {
        for (let tries = 0; tries < 20; tries++) {
          const y = Math.max(0, Math.min(size - 1, r + pick(5) - 2));
          const x = Math.max(0, Math.min(size - 1, c + pick(5) - 2));
          if (grid[y]![x] !== EMPTY) continue;
          grid[y]![x] = m % 2 === 0 ? BLACK : WHITE;
          if (Math.abs(y - centre) <= spread && Math.abs(x - centre) <= spread) [r, c] = [y, x];
          break;
        }
      }
      break;
    }
    case 'black-heavy':
    case 'dense': {
      const density = kind === 'dense' ? 0.45 + random() * 0.3 : 0.2 + random() * 0.25;
      const blackShare = kind === 'dense' ? 0.5 + random() * 0.2 : 0.75 + random() * 0.25;
      const spread = 3 + pick(size);
      for (let y = centre - spread; y <= centre + spread; y++) {
        for (let x = centre - spread; x <= centre + spread; x++) {
          if (random() < density) put(y, x, random() < blackShare ? BLACK : WHITE);
        }
      }
      break;
    }
    case 'fragments':
    case 'edges': {
      // Short black line pieces (with gaps) crossing one another, a few white stones between;
      // for 'edges' they start at the border or in a corner.
      const pieces = 3 + pick(6);
      for (let p = 0; p < pieces; p++) {
        const [dr, dc] = LINES[pick(4)]!;
        let r = kind === 'edges' ? [0, 1, size - 1, size - 2][pick(4)]! : centre + pick(9) - 4;
        let c = kind === 'edges' ? pick(size) : centre + pick(9) - 4;
        if (kind === 'edges' && random() < 0.5) [r, c] = [c, r];
        const length = 2 + pick(4);
        const sign = random() < 0.5 ? 1 : -1;
        for (let s = 0; s < length; s++) {
          if (random() < 0.8) put(r + sign * s * dr, c + sign * s * dc, BLACK);
        }
      }
      for (let w = pick(5); w > 0; w--) {
        const [y, x] =
          kind === 'edges'
            ? [pick(size), pick(size)]
            : [centre + pick(9) - 4, centre + pick(9) - 4];
        if (grid[y]![x] === EMPTY) grid[y]![x] = WHITE;
      }
      break;
    }
    case 'five-touching': {
      // The case of issue 11: a three whose straight-four point also completes a four on another
      // line (so playing it makes a five). A broken four crosses the three's line at its
      // straight-four point; more pieces around make the three one of two, or a nested one.
      for (let t = 1 + pick(3); t > 0; t--) {
        const y = centre + pick(7) - 3;
        const x = centre + pick(7) - 3;
        // Three different lines: a for the three, b for the four, c for a second three.
        const [a, b, c] = shuffled([0, 1, 2, 3], random);
        const [ar, ac] = LINES[a!]!;
        const [br, bc] = LINES[b!]!;
        // Along a: two stones that a black move at one of `moves` makes a three whose
        // straight-four point is (y, x).
        const shapes = [
          { stones: [-2, -1], moves: [1, -3] },
          { stones: [1, 2], moves: [-1, 3] },
          { stones: [-1, 1], moves: [-2, 2] },
          { stones: [-1, 2], moves: [1] },
          { stones: [-2, 1], moves: [-1] },
        ];
        const shape = shapes[pick(shapes.length)]!;
        for (const s of shape.stones) put(y + s * ar, x + s * ac, BLACK);
        // Along b: four of the five points of a window holding (y, x), (y, x) left free.
        const start = -pick(5);
        for (let s = start; s < start + 5; s++) if (s !== 0) put(y + s * br, x + s * bc, BLACK);
        if (random() < 0.5) put(y + (start - 1) * br, x + (start - 1) * bc, WHITE);
        // Often two stones on a third line through the move, so that it makes a second three.
        if (random() < 0.7) {
          const m = shape.moves[pick(shape.moves.length)]!;
          const [my, mx] = [y + m * ar, x + m * ac];
          const [cr, cc] = LINES[c!]!;
          const pairs = [
            [1, 2],
            [-1, 1],
            [-2, -1],
            [-1, 2],
          ];
          for (const s of pairs[pick(4)]!) put(my + s * cr, mx + s * cc, BLACK);
        }
      }
      for (let extra = pick(8); extra > 0; extra--) {
        put(centre + pick(11) - 5, centre + pick(11) - 5, random() < 0.7 ? BLACK : WHITE);
      }
      break;
    }
  }
  return grid;
}
