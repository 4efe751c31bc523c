/**
 * The structural features an Omok judge's data must exercise (issue 21), how to tell which a
 * board has, and how to plant each one: the coverage table of `nori check omok` and its structured
 * cases.
 *
 * A feature is read off the board's maximal runs (every run of one colour along one direction,
 * single stones included):
 * - `run:DIR:LEN:COLOUR`: a run of every length 1 to 19 in each direction, of each colour;
 * - `edge:DIR:SIDE:DIST:SIZE`: a five (or a run of six or more) whose end lies DIST (0 to 2)
 *   points from the edge beyond it, before its first or after its last stone;
 * - `corner:CORNER:DIST`: a five with an end DIST points from a corner (in both coordinates);
 * - `short-diagonal:CORNER`: a five filling the diagonal of exactly five points that cuts off
 *   a corner (both its ends on an edge): a program whose loops start a diagonal only where
 *   the board has room beyond it, or stop one row or column short, never looks there (a
 *   learner's solution missed the rising five from row 19, column 15 to row 15, column 19);
 * - `capped:ENDS`: a five the other colour caps at one or both ends;
 * - `turn`: a same-colour run of three or more in another direction starting next to an end of a
 *   five (on the five's own line the next point would make it six);
 * - `gap:N:KIND`: two runs of one colour in one line, N (1 or 2) empty points apart, a five with a
 *   stone beyond the gap or a near-win (4+1, 3+2);
 * - `cross-long`, `touch-long:COLOUR`: a five crossing a run of six or more, or beside one;
 * - `star:K`: a stone of the five on K lines of three or more;
 * - `parallel:DIR`: a five and a run of four or more of one colour in the same direction, one
 *   row or column aside;
 * - `bound:DIR:END:AXIS:AT`: a run of six or more whose first or last five (END) starts on the
 *   row or column (AXIS) AT, 4 or 14 (counting from 0): where a five just fits before the edge.
 *   A program that tells the edge by a fixed index (`x == 14`) and skips the check for a sixth
 *   stone there takes the six for a five (a learner's solution did, on the rising diagonal only);
 *   counted on boards without a winner, where no five found first hides the mistake;
 * - `beyond:HOW:END`: a five touching the edge where the point a program reading past the edge
 *   sees (a flat array: the other end of the next or previous row; a negative index: the other
 *   side of the board) holds a stone of the same colour;
 * - `dense:ANSWER`, `answer:ANSWER`: the answers 0, 1 and 2, also in dense noise.
 *
 * Every planter keeps Baekjoon's promise (at most one winning five): boards pass through the
 * generator's `enforcePromise`, and the detector is asked again afterwards.
 */

import { type Message, msg } from '../i18n/index.js';
import {
  type Board,
  type Color,
  colorMessage,
  createBoard,
  DIRECTIONS,
  type Direction,
  findLines,
  judge,
  type Line,
  pointsOf,
  STEPS,
  setStone,
  stoneAt,
} from '../omok/index.js';
import { enforcePromise, SIZE } from './omok-gen.js';
import type { Feature } from './problem.js';
import type { Rng } from './rng.js';

/** One feature of the table: its key and how to say it. */
export type { Feature } from './problem.js';

const DIR: Record<Direction, Message> = {
  horizontal: msg('omok.feature.dir.horizontal'),
  vertical: msg('omok.feature.dir.vertical'),
  falling: msg('omok.feature.dir.falling'),
  rising: msg('omok.feature.dir.rising'),
};

/** The longest run a direction can hold (19 on the main diagonals too). */
const MAX_RUN = SIZE;

const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
type Corner = (typeof CORNERS)[number];

/** The rows and columns where a five just fits before an edge (0-based): 4 and 14. */
const BOUNDS = [4, SIZE - 5] as const;

/** The coordinates that change along a direction (a horizontal run keeps its row). */
function boundAxes(direction: Direction): ('row' | 'col')[] {
  const { dr, dc } = STEPS[direction];
  return [...(dr !== 0 ? (['row'] as const) : []), ...(dc !== 0 ? (['col'] as const) : [])];
}

/** Whether a run of six in `direction` fits with its first or last five starting on `at`. */
function boundFits(
  direction: Direction,
  end: 'first' | 'last',
  axis: 'row' | 'col',
  at: number,
): boolean {
  const d = axis === 'row' ? STEPS[direction].dr : STEPS[direction].dc;
  const from = at - (end === 'first' ? 0 : 1) * d;
  const to = from + 5 * d;
  return Math.min(from, to) >= 0 && Math.max(from, to) < SIZE;
}

/** Where the first (END first) or last five of `run` starts. */
function windowStart(run: Line, end: 'first' | 'last'): { row: number; col: number } {
  const { dr, dc } = STEPS[run.direction];
  const k = end === 'first' ? 0 : run.length - 5;
  return { row: run.from.row + k * dr, col: run.from.col + k * dc };
}

/** The whole table, in the order `--coverage` prints it. */
export const OMOK_FEATURES: readonly Feature[] = (() => {
  const table: Feature[] = [];
  for (const dir of DIRECTIONS) {
    for (let len = 1; len <= MAX_RUN; len++) {
      for (const colour of [1, 2] as const) {
        table.push({
          key: `run:${dir}:${len}:${colour}`,
          text: msg('omok.feature.run', {
            dir: DIR[dir],
            count: len,
            colour: colorMessage(colour),
          }),
        });
      }
    }
  }
  for (const dir of DIRECTIONS) {
    for (const side of ['before', 'after'] as const) {
      for (const dist of [0, 1, 2]) {
        for (const size of ['five', 'long'] as const) {
          const end = side === 'before' ? 'first' : 'last';
          table.push({
            key: `edge:${dir}:${side}:${dist}:${size}`,
            text: msg(`omok.feature.edge.${size}.${end}`, { dir: DIR[dir], dist }),
          });
        }
      }
    }
  }
  for (const corner of CORNERS) {
    for (const dist of [0, 1, 2]) {
      table.push({
        key: `corner:${corner}:${dist}`,
        text: msg('omok.feature.corner', { corner: msg(`omok.feature.corner.${corner}`), dist }),
      });
    }
  }
  for (const corner of CORNERS) {
    table.push({
      key: `short-diagonal:${corner}`,
      text: msg('omok.feature.short-diagonal', { corner: msg(`omok.feature.corner.${corner}`) }),
    });
  }
  table.push(
    { key: 'capped:one', text: msg('omok.feature.capped.one') },
    { key: 'capped:both', text: msg('omok.feature.capped.both') },
    { key: 'turn', text: msg('omok.feature.turn') },
  );
  for (const gap of [1, 2]) {
    table.push(
      { key: `gap:${gap}:five`, text: msg('omok.feature.gap.five', { gap }) },
      { key: `gap:${gap}:near`, text: msg('omok.feature.gap.near', { gap }) },
    );
  }
  table.push(
    { key: 'cross-long', text: msg('omok.feature.cross-long') },
    { key: 'touch-long:same', text: msg('omok.feature.touch-long.same') },
    { key: 'touch-long:other', text: msg('omok.feature.touch-long.other') },
  );
  for (const k of [2, 3, 4]) {
    table.push({ key: `star:${k}`, text: msg('omok.feature.star', { count: k }) });
  }
  for (const dir of DIRECTIONS) {
    table.push({ key: `parallel:${dir}`, text: msg('omok.feature.parallel', { dir: DIR[dir] }) });
  }
  for (const dir of DIRECTIONS) {
    for (const end of ['first', 'last'] as const) {
      for (const axis of boundAxes(dir)) {
        for (const at of BOUNDS) {
          if (!boundFits(dir, end, axis, at)) continue;
          table.push({
            key: `bound:${dir}:${end}:${axis}:${at}`,
            text: msg(`omok.feature.bound.${end}.${axis}`, { dir: DIR[dir], at: at + 1 }),
          });
        }
      }
    }
  }
  for (const how of ['flat', 'negative'] as const) {
    for (const end of ['before', 'after'] as const) {
      if (how === 'negative' && end === 'after') continue; // an index past the end raises, it does not wrap
      table.push({
        key: `beyond:${how}:${end}`,
        text: msg(
          how === 'flat'
            ? `omok.feature.beyond.flat.${end}`
            : 'omok.feature.beyond.negative.before',
        ),
      });
    }
  }
  for (const answer of ['0', '1', '2']) {
    table.push(
      { key: `answer:${answer}`, text: msg('omok.feature.answer', { answer }) },
      { key: `dense:${answer}`, text: msg('omok.feature.dense', { answer }) },
    );
  }
  return table;
})();

/** Steps from `point` backwards (`sign` -1) or forwards along `direction` before leaving the board. */
function stepsToEdge(
  point: { row: number; col: number },
  direction: Direction,
  sign: 1 | -1,
): number {
  const { dr, dc } = STEPS[direction];
  let steps = 0;
  let r = point.row + sign * dr;
  let c = point.col + sign * dc;
  while (r >= 0 && c >= 0 && r < SIZE && c < SIZE) {
    steps++;
    r += sign * dr;
    c += sign * dc;
  }
  return steps;
}

/** The point past an end of `line` (`sign` -1: before its first stone). */
function beyond(line: Line, sign: 1 | -1): { row: number; col: number } {
  const { dr, dc } = STEPS[line.direction];
  const end = sign === 1 ? line.to : line.from;
  return { row: end.row + sign * dr, col: end.col + sign * dc };
}

function inside(p: { row: number; col: number }): boolean {
  return p.row >= 0 && p.col >= 0 && p.row < SIZE && p.col < SIZE;
}

/**
 * The key `run:DIR:LEN:COLOUR` of a run, made once per direction, length and colour: a board in
 * dense noise has hundreds of runs (each single stone is one in every direction), and building
 * and hashing a fresh string for each was most of the time `omokFeatures` took.
 */
const RUN_KEYS = new Map<Direction, string[]>();

function runKey(direction: Direction, length: number, color: number): string {
  let keys = RUN_KEYS.get(direction);
  if (keys === undefined) {
    keys = [];
    RUN_KEYS.set(direction, keys);
  }
  const slot = length * 3 + color;
  let key = keys[slot];
  if (key === undefined) {
    key = `run:${direction}:${length}:${color}`;
    keys[slot] = key;
  }
  return key;
}

/** The colour at a point, 0 off the board. */
function at(board: Board, row: number, col: number): number {
  return inside({ row, col }) ? (stoneAt(board, row, col) ?? 0) : 0;
}

/** Every feature of the table that `board` has. */
export function omokFeatures(board: Board): Set<string> {
  const found = new Set<string>();
  const runs = findLines(board, 1);
  let stones = 0;
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (at(board, r, c) !== 0) stones++;
  const verdict = judge(board);
  const answer = verdict.kind === 'winner' ? String(verdict.color) : '0';
  found.add(`answer:${answer}`);
  if (stones >= 0.3 * SIZE * SIZE) found.add(`dense:${answer}`);
  const fives = runs.filter((l) => l.length === 5);
  const longs = runs.filter((l) => l.length >= 6);
  for (const run of runs) {
    found.add(runKey(run.direction, run.length, run.color));
    if (run.length < 5) continue;
    const size = run.length === 5 ? 'five' : 'long';
    const before = stepsToEdge(run.from, run.direction, -1);
    const after = stepsToEdge(run.to, run.direction, 1);
    if (before <= 2) found.add(`edge:${run.direction}:before:${before}:${size}`);
    if (after <= 2) found.add(`edge:${run.direction}:after:${after}:${size}`);
    // Counted where nothing else wins: a winning five the program finds first would hide the six
    // it takes for a five (seen on a dense board of the cover).
    if (size === 'long' && answer === '0') {
      for (const end of ['first', 'last'] as const) {
        const start = windowStart(run, end);
        for (const axis of boundAxes(run.direction)) {
          if ((BOUNDS as readonly number[]).includes(start[axis]))
            found.add(`bound:${run.direction}:${end}:${axis}:${start[axis]}`);
        }
      }
    }
  }
  for (const five of fives) {
    const points = pointsOf(five);
    for (const end of [five.from, five.to]) {
      const fromTop = end.row;
      const fromLeft = end.col;
      const fromBottom = SIZE - 1 - end.row;
      const fromRight = SIZE - 1 - end.col;
      const corners: [Corner, number][] = [
        ['top-left', Math.max(fromTop, fromLeft)],
        ['top-right', Math.max(fromTop, fromRight)],
        ['bottom-left', Math.max(fromBottom, fromLeft)],
        ['bottom-right', Math.max(fromBottom, fromRight)],
      ];
      for (const [corner, dist] of corners) if (dist <= 2) found.add(`corner:${corner}:${dist}`);
    }
    const short = shortDiagonalCorner(five);
    if (short !== undefined) found.add(`short-diagonal:${short}`);
    const other = five.color === 1 ? 2 : 1;
    const capped = ([-1, 1] as const).filter((sign) => {
      const p = beyond(five, sign);
      return at(board, p.row, p.col) === other;
    }).length;
    if (capped === 1) found.add('capped:one');
    if (capped === 2) found.add('capped:both');
    const { dr, dc } = STEPS[five.direction];
    for (const sign of [-1, 1] as const) {
      const p = beyond(five, sign);
      if (!inside(p)) {
        // Past the edge: what a flat array or a negative index would read there.
        const flat = p.row * SIZE + p.col;
        if (p.row >= 0 && p.row < SIZE && flat >= 0 && flat < SIZE * SIZE) {
          if (at(board, Math.floor(flat / SIZE), flat % SIZE) === five.color)
            found.add(`beyond:flat:${sign === -1 ? 'before' : 'after'}`);
        }
        if (sign === -1 && p.row >= -1 && p.col >= -1 && p.row < SIZE && p.col < SIZE) {
          const r = (p.row + SIZE) % SIZE;
          const c = (p.col + SIZE) % SIZE;
          if (at(board, r, c) === five.color) found.add('beyond:negative:before');
        }
        continue;
      }
      // The turn: a same-colour run of three or more starting on the point past the end.
      if (at(board, p.row, p.col) === five.color) continue; // cannot be (the five is maximal)
      for (const gap of [1, 2]) {
        const q = { row: p.row + sign * dr * (gap - 1), col: p.col + sign * dc * (gap - 1) };
        const s = { row: q.row + sign * dr, col: q.col + sign * dc };
        let empty = true;
        for (let k = 0; k < gap; k++) {
          if (at(board, p.row + sign * dr * k, p.col + sign * dc * k) !== 0) empty = false;
        }
        if (empty && inside(s) && at(board, s.row, s.col) === five.color)
          found.add(`gap:${gap}:five`);
      }
    }
    const ends = [five.from, five.to];
    const near = (p: { row: number; col: number }, q: { row: number; col: number }): boolean =>
      Math.max(Math.abs(p.row - q.row), Math.abs(p.col - q.col)) === 1;
    for (const run of runs) {
      if (run.color !== five.color || run.direction === five.direction || run.length < 3) continue;
      if (ends.some((e) => near(run.from, e) || near(run.to, e))) found.add('turn');
    }
    const onFive = new Set(points.map((p) => p.row * SIZE + p.col));
    for (const long of longs) {
      const longPoints = pointsOf(long);
      if (long.color === five.color && longPoints.some((p) => onFive.has(p.row * SIZE + p.col))) {
        found.add('cross-long');
      }
      const near = longPoints.some((p) =>
        points.some(
          (q) =>
            Math.max(Math.abs(p.row - q.row), Math.abs(p.col - q.col)) === 1 &&
            !onFive.has(p.row * SIZE + p.col),
        ),
      );
      if (near) found.add(`touch-long:${long.color === five.color ? 'same' : 'other'}`);
    }
    for (const point of points) {
      let k = 1;
      for (const run of runs) {
        if (run.color !== five.color || run.direction === five.direction || run.length < 3)
          continue;
        if (pointsOf(run).some((p) => p.row === point.row && p.col === point.col)) k++;
      }
      for (let j = 2; j <= Math.min(4, k); j++) found.add(`star:${j}`);
    }
    for (const run of runs) {
      if (run.color !== five.color || run.direction !== five.direction || run.length < 4) continue;
      if (run === five) continue;
      // One row or column aside: a stone of the run next to one of the five, off the five's line.
      const aside = pointsOf(run).some((p) =>
        points.some((q) => {
          const r = p.row - q.row;
          const c = p.col - q.col;
          return Math.abs(r) + Math.abs(c) === 1 && r * dc - c * dr !== 0;
        }),
      );
      if (aside) found.add(`parallel:${five.direction}`);
    }
  }
  // Near-wins: two runs in one line, one or two empty points apart, five stones or more in all.
  for (const run of runs) {
    if (run.length >= 5) continue;
    const { dr, dc } = STEPS[run.direction];
    for (const gap of [1, 2]) {
      let empty = true;
      for (let k = 1; k <= gap && empty; k++) {
        const row = run.to.row + k * dr;
        const col = run.to.col + k * dc;
        // Off the board is not empty (at() reads 0 there).
        if (row < 0 || col < 0 || row >= SIZE || col >= SIZE || at(board, row, col) !== 0)
          empty = false;
      }
      if (!empty) continue;
      const next = { row: run.to.row + (gap + 1) * dr, col: run.to.col + (gap + 1) * dc };
      if (at(board, next.row, next.col) !== run.color) continue;
      let length = 0;
      while (at(board, next.row + length * dr, next.col + length * dc) === run.color) length++;
      if (length < 5 && run.length + length >= 5) found.add(`gap:${gap}:near`);
    }
  }
  return found;
}

function colourOf(rng: Rng): Color {
  return rng.chance(0.5) ? 1 : 2;
}

/**
 * Plants `length` stones of `color` from `from` along `direction`, the points just outside made
 * empty (or `cap`, the other colour): exactly that run, for now. Points off the board are skipped.
 */
/**
 * The diagonal of exactly five points cutting off each corner: its first point (in the
 * direction's order) and direction.
 */
const SHORT_DIAGONALS: Record<
  Corner,
  { from: { row: number; col: number }; direction: Direction }
> = {
  'top-left': { from: { row: 4, col: 0 }, direction: 'rising' },
  'top-right': { from: { row: 0, col: SIZE - 5 }, direction: 'falling' },
  'bottom-left': { from: { row: SIZE - 5, col: 0 }, direction: 'falling' },
  'bottom-right': { from: { row: SIZE - 1, col: SIZE - 5 }, direction: 'rising' },
};

/** The corner whose five-point diagonal `five` fills (both ends on an edge), if it does. */
function shortDiagonalCorner(five: Line): Corner | undefined {
  if (five.direction !== 'rising' && five.direction !== 'falling') return undefined;
  const onEdge = (p: { row: number; col: number }) =>
    p.row === 0 || p.col === 0 || p.row === SIZE - 1 || p.col === SIZE - 1;
  if (!onEdge(five.from) || !onEdge(five.to)) return undefined;
  const top = five.from.row + five.to.row < SIZE - 1;
  const left = five.from.col + five.to.col < SIZE - 1;
  return `${top ? 'top' : 'bottom'}-${left ? 'left' : 'right'}`;
}

function plant(
  board: Board,
  from: { row: number; col: number },
  direction: Direction,
  length: number,
  color: Color,
  cap: [boolean, boolean] = [false, false],
): Line {
  const { dr, dc } = STEPS[direction];
  for (let i = 0; i < length; i++) {
    const r = from.row + i * dr;
    const c = from.col + i * dc;
    if (inside({ row: r, col: c })) setStone(board, r, c, color);
  }
  const other = color === 1 ? 2 : 1;
  const ends = [
    { row: from.row - dr, col: from.col - dc },
    { row: from.row + length * dr, col: from.col + length * dc },
  ];
  ends.forEach((p, i) => {
    if (inside(p)) setStone(board, p.row, p.col, cap[i] ? other : 0);
  });
  return {
    color,
    direction,
    from,
    to: { row: from.row + (length - 1) * dr, col: from.col + (length - 1) * dc },
    length,
  };
}

/** A start for a run of `length` along `direction` that keeps it on the board, or undefined. */
function fittingStart(
  rng: Rng,
  length: number,
  direction: Direction,
): { row: number; col: number } | undefined {
  const { dr, dc } = STEPS[direction];
  for (let attempt = 0; attempt < 100; attempt++) {
    const from = { row: rng.int(0, SIZE - 1), col: rng.int(0, SIZE - 1) };
    const to = { row: from.row + (length - 1) * dr, col: from.col + (length - 1) * dc };
    if (inside(to)) return from;
  }
  // Long diagonals: from a corner.
  const row = direction === 'rising' ? SIZE - 1 : 0;
  const from = {
    row: direction === 'rising' ? row - rng.int(0, SIZE - length) : rng.int(0, SIZE - length),
    col: 0,
  };
  const to = { row: from.row + (length - 1) * dr, col: from.col + (length - 1) * dc };
  return inside(to) ? from : undefined;
}

/** Random stones of either colour on empty points, each with probability `density`. */
function noise(board: Board, rng: Rng, density: number): void {
  if (density === 0) return;
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      if (stoneAt(board, r, c) === 0 && rng.chance(density)) setStone(board, r, c, colourOf(rng));
    }
  }
}

/** A five planted at random (direction, place). */
function randomFive(
  board: Board,
  rng: Rng,
  color: Color = colourOf(rng),
  direction?: Direction,
): Line | undefined {
  const dir = direction ?? DIRECTIONS[rng.int(0, 3)]!;
  const from = fittingStart(rng, 5, dir);
  return from === undefined ? undefined : plant(board, from, dir, 5, color);
}

/** Where a run of `length` starts so that its `side` end is `dist` steps from the edge. */
function startAtEdge(
  rng: Rng,
  length: number,
  direction: Direction,
  side: 'before' | 'after',
  dist: number,
): { row: number; col: number } | undefined {
  for (let attempt = 0; attempt < 200; attempt++) {
    const from = fittingStart(rng, length, direction);
    if (from === undefined) return undefined;
    const line: Line = {
      color: 1,
      direction,
      from,
      to: {
        row: from.row + (length - 1) * STEPS[direction].dr,
        col: from.col + (length - 1) * STEPS[direction].dc,
      },
      length,
    };
    const d =
      side === 'before'
        ? stepsToEdge(line.from, direction, -1)
        : stepsToEdge(line.to, direction, 1);
    if (d === dist) return from;
  }
  return undefined;
}

/**
 * Plants what `key` names on `board` (a best effort: the caller checks with `omokFeatures`), and
 * returns the five to keep when the promise is enforced.
 */
function plantFeature(board: Board, rng: Rng, key: string): Line | undefined {
  const parts = key.split(':');
  const color = colourOf(rng);
  switch (parts[0]) {
    case 'run': {
      const direction = parts[1] as Direction;
      const length = Number(parts[2]);
      const c = Number(parts[3]) as Color;
      const from = fittingStart(rng, length, direction);
      if (from === undefined) return undefined;
      const line = plant(board, from, direction, length, c);
      return length === 5 ? line : undefined;
    }
    case 'edge': {
      const direction = parts[1] as Direction;
      const length = parts[4] === 'five' ? 5 : rng.int(6, 8);
      const from = startAtEdge(
        rng,
        length,
        direction,
        parts[2] as 'before' | 'after',
        Number(parts[3]),
      );
      if (from === undefined) return undefined;
      const line = plant(board, from, direction, length, color);
      return length === 5 ? line : undefined;
    }
    case 'corner': {
      const corner = parts[1] as Corner;
      const dist = Number(parts[2]);
      const row = corner.startsWith('top') ? rng.int(0, dist) : SIZE - 1 - rng.int(0, dist);
      const col = corner.endsWith('left') ? rng.int(0, dist) : SIZE - 1 - rng.int(0, dist);
      // A direction from that point into the board, the five ending at (row, col).
      const candidates = DIRECTIONS.flatMap((direction) =>
        ([1, -1] as const).map((sign) => ({ direction, sign })),
      ).filter(({ direction, sign }) => {
        const { dr, dc } = STEPS[direction];
        return inside({ row: row + 4 * sign * dr, col: col + 4 * sign * dc });
      });
      if (candidates.length === 0) return undefined;
      const { direction, sign } = rng.pick(candidates);
      const { dr, dc } = STEPS[direction];
      const from = sign === 1 ? { row, col } : { row: row - 4 * dr, col: col - 4 * dc };
      return plant(board, from, direction, 5, color);
    }
    case 'short-diagonal': {
      const { from, direction } = SHORT_DIAGONALS[parts[1] as Corner];
      return plant(board, from, direction, 5, color);
    }
    case 'capped': {
      const direction = DIRECTIONS[rng.int(0, 3)]!;
      const from =
        startAtEdge(rng, 5, direction, 'before', rng.int(3, 8)) ?? fittingStart(rng, 5, direction);
      if (from === undefined) return undefined;
      const both = parts[1] === 'both';
      const first = rng.chance(0.5);
      return plant(board, from, direction, 5, color, both ? [true, true] : [first, !first]);
    }
    case 'turn': {
      const five = randomFive(board, rng, color);
      if (five === undefined) return undefined;
      const end = rng.chance(0.5) ? five.from : five.to;
      const { dr, dc } = STEPS[five.direction];
      const offsets: [number, number][] = [];
      for (let r = -1; r <= 1; r++)
        for (let c = -1; c <= 1; c++) if (r * dc - c * dr !== 0) offsets.push([r, c]);
      const [r, c] = rng.pick(offsets);
      const start = { row: end.row + r, col: end.col + c };
      const direction = rng.pick(DIRECTIONS.filter((d) => d !== five.direction));
      const { dr: sr, dc: sc } = STEPS[direction];
      const sign = rng.chance(0.5) ? 1 : -1;
      for (let i = 0; i < rng.int(3, 4); i++) {
        const p = { row: start.row + sign * i * sr, col: start.col + sign * i * sc };
        if (inside(p)) setStone(board, p.row, p.col, color);
      }
      return plant(board, five.from, five.direction, 5, color);
    }
    case 'gap': {
      const gap = Number(parts[1]);
      const direction = DIRECTIONS[rng.int(0, 3)]!;
      const { dr, dc } = STEPS[direction];
      if (parts[2] === 'five') {
        const tail = rng.int(1, 3);
        const total = 5 + gap + tail;
        const from = fittingStart(rng, total, direction);
        if (from === undefined) return undefined;
        const five = plant(board, from, direction, 5, color);
        for (let k = 0; k < gap; k++)
          setStone(board, from.row + (5 + k) * dr, from.col + (5 + k) * dc, 0);
        plant(
          board,
          { row: from.row + (5 + gap) * dr, col: from.col + (5 + gap) * dc },
          direction,
          tail,
          color,
        );
        return five;
      }
      const a = rng.int(1, 4);
      const b = rng.int(Math.max(1, 5 - a), 4);
      const from = fittingStart(rng, a + gap + b, direction);
      if (from === undefined) return undefined;
      plant(board, from, direction, a, color);
      plant(
        board,
        { row: from.row + (a + gap) * dr, col: from.col + (a + gap) * dc },
        direction,
        b,
        color,
      );
      return undefined;
    }
    case 'cross-long':
    case 'touch-long': {
      const direction = DIRECTIONS[rng.int(0, 3)]!;
      const length = rng.int(6, 9);
      const from = fittingStart(rng, length, direction);
      if (from === undefined) return undefined;
      const longColor = parts[1] === 'other' ? (color === 1 ? 2 : 1) : color;
      const long = plant(board, from, direction, length, longColor);
      const points = pointsOf(long);
      const through = rng.pick(points);
      const fiveDir =
        parts[0] === 'cross-long'
          ? rng.pick(DIRECTIONS.filter((d) => d !== direction))
          : rng.pick(DIRECTIONS);
      const { dr, dc } = STEPS[fiveDir];
      const { dr: lr, dc: lc } = STEPS[direction];
      const side = rng.chance(0.5) ? 1 : -1;
      const anchor =
        parts[0] === 'cross-long'
          ? through
          : { row: through.row + side * lc, col: through.col - side * lr };
      const back = rng.int(0, 4);
      const start = { row: anchor.row - back * dr, col: anchor.col - back * dc };
      if (!inside(start) || !inside({ row: start.row + 4 * dr, col: start.col + 4 * dc }))
        return undefined;
      return plant(board, start, fiveDir, 5, color);
    }
    case 'star': {
      const k = Number(parts[1]);
      const five = randomFive(board, rng, color);
      if (five === undefined) return undefined;
      const centre = rng.pick(pointsOf(five));
      const others = DIRECTIONS.filter((d) => d !== five.direction);
      for (const direction of others.slice(0, k - 1)) {
        const { dr, dc } = STEPS[direction];
        const length = rng.int(3, 4);
        const back = rng.int(0, length - 1);
        const start = { row: centre.row - back * dr, col: centre.col - back * dc };
        for (let i = 0; i < length; i++) {
          const r = start.row + i * dr;
          const c = start.col + i * dc;
          if (inside({ row: r, col: c })) setStone(board, r, c, color);
        }
      }
      return five;
    }
    case 'parallel': {
      const direction = parts[1] as Direction;
      const { dr, dc } = STEPS[direction];
      const five = randomFive(board, rng, color, direction);
      if (five === undefined) return undefined;
      const side = rng.chance(0.5) ? 1 : -1;
      const shift = rng.int(-1, 1);
      // One row (or column) aside: a horizontal line moves down or up, a vertical one sideways,
      // a diagonal either way.
      const rowAside = direction === 'horizontal' || (direction !== 'vertical' && rng.chance(0.5));
      const start = {
        row: five.from.row + (rowAside ? side : 0) + shift * dr,
        col: five.from.col + (rowAside ? 0 : side) + shift * dc,
      };
      const length = rng.chance(0.5) ? 4 : rng.int(6, 7);
      plant(board, start, direction, length, color);
      // A four beside the five must not cut it: plant the five again.
      return plant(board, five.from, direction, 5, color);
    }
    case 'bound': {
      const direction = parts[1] as Direction;
      const end = parts[2] as 'first' | 'last';
      const axis = parts[3] as 'row' | 'col';
      const at = Number(parts[4]);
      const length = rng.int(6, 7);
      const { dr, dc } = STEPS[direction];
      const k = end === 'first' ? 0 : length - 5;
      for (let attempt = 0; attempt < 100; attempt++) {
        const start = { row: rng.int(0, SIZE - 1), col: rng.int(0, SIZE - 1) };
        start[axis] = at;
        const from = { row: start.row - k * dr, col: start.col - k * dc };
        const to = { row: from.row + (length - 1) * dr, col: from.col + (length - 1) * dc };
        if (inside(from) && inside(to)) {
          plant(board, from, direction, length, color);
          return undefined;
        }
      }
      return undefined;
    }
    case 'beyond': {
      const how = parts[1];
      const end = parts[2];
      const candidates: { direction: Direction; from: { row: number; col: number } }[] = [];
      if (how === 'flat' && end === 'before') {
        const row = rng.int(1, SIZE - 1);
        candidates.push({ direction: 'horizontal', from: { row, col: 0 } });
        candidates.push({ direction: 'falling', from: { row: rng.int(0, SIZE - 5), col: 0 } });
      } else if (how === 'flat') {
        const row = rng.int(0, SIZE - 2);
        candidates.push({ direction: 'horizontal', from: { row, col: SIZE - 5 } });
        candidates.push({
          direction: 'rising',
          from: { row: rng.int(4, SIZE - 1), col: SIZE - 5 },
        });
      } else {
        candidates.push({ direction: 'horizontal', from: { row: rng.int(0, SIZE - 1), col: 0 } });
        candidates.push({ direction: 'vertical', from: { row: 0, col: rng.int(0, SIZE - 1) } });
        candidates.push({ direction: 'falling', from: { row: 0, col: rng.int(0, SIZE - 5) } });
      }
      const { direction, from } = rng.pick(candidates);
      const five = plant(board, from, direction, 5, color);
      const sign = end === 'before' ? -1 : 1;
      const p = beyond(five, sign);
      const point =
        how === 'flat'
          ? {
              row: Math.floor((p.row * SIZE + p.col) / SIZE),
              col: (((p.row * SIZE + p.col) % SIZE) + SIZE) % SIZE,
            }
          : { row: (p.row + SIZE) % SIZE, col: (p.col + SIZE) % SIZE };
      if (inside(point)) setStone(board, point.row, point.col, color);
      return five;
    }
    case 'answer':
    case 'dense': {
      if (parts[1] === '0') return undefined;
      return randomFive(board, rng, Number(parts[1]) as Color);
    }
    default:
      return undefined;
  }
}

/**
 * A board that has the feature `key`, drawn with `rng`: alone on a nearly empty board, or (with
 * `dense`, or for a `dense:` feature) in noise of 30 to 45 % of the points; undefined when 60
 * attempts found none. The board's features, computed to check it, go into `known` when given
 * (the planned cases' cover needs them again).
 */
export function boardWithFeature(
  rng: Rng,
  key: string,
  dense = false,
  known?: Map<Board, Set<string>>,
): Board | undefined {
  const thick = dense || key.startsWith('dense:');
  for (let attempt = 0; attempt < 60; attempt++) {
    const board = createBoard(SIZE);
    noise(board, rng, thick ? 0.3 + rng.next() * 0.15 : rng.chance(0.5) ? 0 : 0.02);
    const keep = plantFeature(board, rng, key);
    // The planted stones went on top of the noise; the promise is kept around the planted five.
    enforcePromise(board, rng, keep);
    const features = omokFeatures(board);
    if (features.has(key)) {
      known?.set(board, features);
      return board;
    }
  }
  return undefined;
}
