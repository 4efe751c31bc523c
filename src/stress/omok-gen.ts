/**
 * Omok cases for `nori gen omok` and `nori check omok`: 19 x 19 boards drawn from a seeded
 * generator, always keeping Baekjoon's promise (at most one winning line on the whole board).
 *
 * A board is some background (empty, sparse or dense random stones) plus, most of the time, planted
 * features where solutions go wrong: runs of 4 to 7 in all four directions (the rising diagonal a
 * little more often), runs touching an edge or a corner, a six beside or across a five, fives
 * capped by the other colour, broken fives and fours (near-wins). Then the promise is enforced:
 * while the core's judge sees more than one winning line, a stone of a winning line other than a
 * chosen keeper is removed. Removing a stone can turn a six into a five, so the judge looks again
 * each time; every removal takes a stone away, so this ends.
 */
import {
  type Board,
  type Cell,
  type Color,
  cloneBoard,
  createBoard,
  DIRECTIONS,
  type Direction,
  findLines,
  formatBoard,
  judge,
  type Line,
  OMOK_MISTAKES,
  type OmokMistake,
  type Point,
  parseBoard,
  pointsOf,
  STEPS,
  setStone,
  stoneAt,
} from '../omok/index.js';
import type { Rng } from './rng.js';

/** Baekjoon's board size. */
export const SIZE = 19;

/** True when the board keeps Baekjoon's promise: no two winning lines, of one colour or both. */
export function keepsPromise(board: Board): boolean {
  return judge(board).kind !== 'broken-promise';
}

/** True when the board, written out, passes the strict parser and keeps the promise. */
export function isValidBoard(board: Board): boolean {
  if (board.size !== SIZE) return false;
  const parsed = parseBoard(formatBoard(board), SIZE);
  return parsed.ok && keepsPromise(parsed.value);
}

function otherColor(color: Color): Color {
  return color === 1 ? 2 : 1;
}

function randomColor(rng: Rng): Color {
  return rng.chance(0.5) ? 1 : 2;
}

/** Fills each empty point with a random stone with probability `density`. */
function scatter(board: Board, rng: Rng, density: number): void {
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      if (rng.chance(density)) setStone(board, row, col, randomColor(rng));
    }
  }
}

const DIRECTION_WEIGHTS = [1, 1, 1, 1.5]; // horizontal, vertical, falling, rising

function randomDirection(rng: Rng): Direction {
  return DIRECTIONS[rng.weighted(DIRECTION_WEIGHTS)]!;
}

function onBoard(row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < SIZE && col < SIZE;
}

function onEdge(point: Point): boolean {
  return point.row === 0 || point.col === 0 || point.row === SIZE - 1 || point.col === SIZE - 1;
}

function isCorner(point: Point): boolean {
  return (point.row === 0 || point.row === SIZE - 1) && (point.col === 0 || point.col === SIZE - 1);
}

/**
 * A line of six or more of one colour followed at once, on the same line, by a five of the other
 * colour (the five's far end capped by the six's colour). A solution that, on finding a line too
 * long, marks the point just past its end as done skips the five that starts there and answers 0.
 * Seen in a learner's C++ solution that 8,854 random and planned boards passed (6 December 2026,
 * corpus10).
 */
export function sixThenFiveBoard(rng: Rng): Board {
  for (;;) {
    const board = createBoard(SIZE);
    // Not rising: a scan in reading order meets a rising five above its six before the six.
    const direction = rng.pick(['horizontal', 'vertical', 'falling'] as const);
    const six = rng.int(6, 7);
    const from = placeRun(rng, six + 5, direction, 'any');
    const color = randomColor(rng);
    const { dr, dc } = STEPS[direction];
    plantRun(board, rng, from, direction, six, color, 'open');
    const start = { row: from.row + six * dr, col: from.col + six * dc };
    plantRun(board, rng, start, direction, 5, otherColor(color), 'capped');
    if (isValidBoard(board) && judge(board).kind === 'winner') return board;
  }
}

/** Where a run goes: a start that keeps all `length` stones on the board, maybe at an edge. */
function placeRun(
  rng: Rng,
  length: number,
  direction: Direction,
  where: 'any' | 'edge' | 'corner',
): Point {
  const { dr, dc } = STEPS[direction];
  const fits = (row: number, col: number): boolean =>
    onBoard(row, col) && onBoard(row + (length - 1) * dr, col + (length - 1) * dc);
  for (let attempt = 0; attempt < 200; attempt++) {
    const row = rng.int(0, SIZE - 1);
    const col = rng.int(0, SIZE - 1);
    if (!fits(row, col)) continue;
    const from = { row, col };
    const to = { row: row + (length - 1) * dr, col: col + (length - 1) * dc };
    if (where === 'edge' && !onEdge(from) && !onEdge(to)) continue;
    if (where === 'corner' && !isCorner(from) && !isCorner(to)) continue;
    return from;
  }
  // Corners are rare for random starts: fall back to a start that fits from the top-left corner.
  return { row: direction === 'rising' ? length - 1 : 0, col: 0 };
}

/** What goes on the two points just outside a planted run. */
type Ends = 'open' | 'capped' | 'random';

/**
 * Plants exactly `length` stones of `color` from `from` along `direction`; the points just before
 * and after are made empty or the other colour, so the run is exactly that long (for now).
 */
function plantRun(
  board: Board,
  rng: Rng,
  from: Point,
  direction: Direction,
  length: number,
  color: Color,
  ends: Ends,
): Line {
  const { dr, dc } = STEPS[direction];
  for (let i = 0; i < length; i++) setStone(board, from.row + i * dr, from.col + i * dc, color);
  for (const [row, col] of [
    [from.row - dr, from.col - dc],
    [from.row + length * dr, from.col + length * dc],
  ] as const) {
    if (!onBoard(row, col)) continue;
    const capped = ends === 'capped' || (ends === 'random' && rng.chance(0.3));
    setStone(board, row, col, capped ? otherColor(color) : 0);
  }
  const to = { row: from.row + (length - 1) * dr, col: from.col + (length - 1) * dc };
  return { color, direction, from, to, length };
}

/** One planted feature; returns the five it meant to make a win, if any. */
function plantFeature(board: Board, rng: Rng): Line | undefined {
  const color = randomColor(rng);
  const direction = randomDirection(rng);
  const where = (['any', 'edge', 'corner'] as const)[rng.weighted([5, 3, 1])]!;
  switch (rng.weighted([6, 2, 2, 2])) {
    case 0: {
      // A plain run of 4 to 7.
      const length = [4, 5, 6, 7][rng.weighted([2, 4, 3, 1])]!;
      const line = plantRun(
        board,
        rng,
        placeRun(rng, length, direction, where),
        direction,
        length,
        color,
        'random',
      );
      return length === 5 ? line : undefined;
    }
    case 1: {
      // A six beside (parallel, one step aside) or across a five, of either colour.
      const six = plantRun(
        board,
        rng,
        placeRun(rng, 6, direction, where),
        direction,
        6,
        color,
        'random',
      );
      const fiveColor = rng.chance(0.6) ? color : otherColor(color);
      const across = rng.chance(0.5);
      const fiveDirection = across ? randomDirection(rng) : direction;
      const near = pointsOf(six)[rng.int(0, 5)]!;
      const { dr, dc } = STEPS[direction];
      const side = rng.chance(0.5) ? 1 : -1;
      // Beside: shift the six's start by one step perpendicular to it.
      const start = across
        ? near
        : { row: six.from.row + side * dc, col: six.from.col - side * dr };
      const { dr: fr, dc: fc } = STEPS[fiveDirection];
      const back = across ? rng.int(0, 4) : rng.int(-1, 1);
      const from = { row: start.row - back * fr, col: start.col - back * fc };
      if (!onBoard(from.row, from.col) || !onBoard(from.row + 4 * fr, from.col + 4 * fc))
        return undefined;
      return plantRun(board, rng, from, fiveDirection, 5, fiveColor, 'random');
    }
    case 2: {
      // A five capped by the other colour at both ends (still a win), or touching the edge.
      return plantRun(
        board,
        rng,
        placeRun(rng, 5, direction, where),
        direction,
        5,
        color,
        'capped',
      );
    }
    default: {
      // A near-win: a five with one gap (XX.XX, X.XXX, ...), the gap empty or the other colour.
      const line = plantRun(
        board,
        rng,
        placeRun(rng, 5, direction, where),
        direction,
        5,
        color,
        'random',
      );
      const gap = pointsOf(line)[rng.int(1, 3)]!;
      setStone(board, gap.row, gap.col, rng.chance(0.6) ? 0 : otherColor(color));
      return undefined;
    }
  }
}

function sameLine(a: Line, b: Line): boolean {
  return (
    a.color === b.color &&
    a.direction === b.direction &&
    a.from.row === b.from.row &&
    a.from.col === b.from.col &&
    a.length === b.length
  );
}

/**
 * Removes stones until at most one winning line is left. `keep`, when it is still a winning line,
 * is the one kept; otherwise a random one is.
 */
export function enforcePromise(board: Board, rng: Rng, keep: Line | undefined): void {
  let keeper = keep;
  for (;;) {
    const verdict = judge(board);
    if (verdict.kind !== 'broken-promise') return;
    const winning = verdict.winning;
    if (keeper === undefined || !winning.some((line) => sameLine(line, keeper!))) {
      keeper = rng.pick(winning);
    }
    const kept = new Set(pointsOf(keeper).map((p) => p.row * SIZE + p.col));
    const victims = winning.filter((line) => !sameLine(line, keeper!));
    const victim = rng.pick(victims);
    const stones = pointsOf(victim).filter((p) => !kept.has(p.row * SIZE + p.col));
    const stone = rng.pick(stones);
    setStone(board, stone.row, stone.col, 0);
  }
}

/**
 * A trap for one mistake of the core's catalogue (src/omok/mistakes.ts), on a sparse background:
 * a lone six (counted as a win by mistake), a lone rising five (missed), a run of five that goes
 * off the right edge of a row and on at the left of the next (seen by a judge that reads the board
 * as one flat array), or a plain five (printed wrongly: the last stone, one off, swapped). The
 * `OmokMistake` keys make a new mistake without a trap a type error.
 */
const TRAPS: Readonly<Record<OmokMistake, (board: Board, rng: Rng) => Line | undefined>> = {
  'six-wins': (board, rng) => {
    const direction = randomDirection(rng);
    const length = rng.chance(0.7) ? 6 : 7;
    const from = placeRun(rng, length, direction, 'any');
    plantRun(board, rng, from, direction, length, randomColor(rng), 'random');
    return undefined;
  },
  // A five on the rising diagonal: missed by one mistake, answered with its top stone by another.
  'rising-top': (board, rng) => plantRisingFive(board, rng),
  'no-rising': (board, rng) => plantRisingFive(board, rng),
  wraps: (board, rng) => {
    const row = rng.int(0, SIZE - 2);
    const onFirst = rng.int(1, 4);
    const color = randomColor(rng);
    for (let i = -1; i <= 5; i++) {
      const flat = row * SIZE + SIZE - onFirst + i;
      const cell = i === -1 || i === 5 ? 0 : color;
      setStone(board, Math.floor(flat / SIZE), flat % SIZE, cell);
    }
    return undefined;
  },
  'last-stone': (board, rng) => plantFeatureFive(board, rng),
  'off-by-one': (board, rng) => plantFeatureFive(board, rng),
  swapped: (board, rng) => plantFeatureFive(board, rng),
};

/** A five on the rising diagonal, anywhere. */
function plantRisingFive(board: Board, rng: Rng): Line {
  return plantRun(
    board,
    rng,
    placeRun(rng, 5, 'rising', 'any'),
    'rising',
    5,
    randomColor(rng),
    'random',
  );
}

/** A board with a trap for `mistake` on a sparse background, keeping the promise. */
export function trapBoard(rng: Rng, mistake: OmokMistake): Board {
  const board = createBoard(SIZE);
  scatter(board, rng, [0, 0.02, 0.05][rng.int(0, 2)]!);
  enforcePromise(board, rng, TRAPS[mistake](board, rng));
  return board;
}

/**
 * A five, horizontal or falling, whose first stone (where a scan in reading order starts it) also
 * lies on a vertical line of its colour that begins one point above it: a six (`six`) or two to
 * four stones (`short`), so the board keeps its one five. A solution that marks the stones a
 * line walk has visited and skips them as starts (one `visited` array shared by the directions,
 * or kept from the stone before) never starts the five and answers 0; nothing else is on the
 * board, so the stone above is the last start before the five's. Seen in a learner's solution
 * that the random and planned boards passed 345 times (5 December 2026).
 */
export function crossTrapBoard(rng: Rng, crossing: 'six' | 'short'): Board {
  for (;;) {
    const board = createBoard(SIZE);
    const direction: Direction = rng.chance(0.5) ? 'horizontal' : 'falling';
    const length = crossing === 'six' ? 6 : rng.int(2, 4);
    const { dc } = STEPS[direction];
    const row = rng.int(1, SIZE - 5);
    const col = rng.int(1, SIZE - 1 - 4 * dc - 1);
    const color = randomColor(rng);
    plantRun(board, rng, { row, col }, direction, 5, color, 'open');
    for (let i = 0; i < length; i++) {
      if (onBoard(row - 1 + i, col)) setStone(board, row - 1 + i, col, color);
    }
    if (isValidBoard(board) && judge(board).kind === 'winner') return board;
  }
}

/**
 * A five whose last stone in reading order (where a walk started at its first one ends) is also
 * the last stone of a six of its colour that runs down the board (vertical or diagonal): the six
 * begins on a row above the five, so a scan in reading order meets it first. A solution that marks
 * the stones past the fifth of a longer line as "part of a six" in one array for every direction
 * takes the five's last stone for part of that six and answers 0. Seen in a learner's Java
 * solution that 426 random and planned boards passed (5 December 2026).
 */
export function endCrossBoard(rng: Rng): Board {
  for (;;) {
    const board = createBoard(SIZE);
    const sixWay = rng.pick(['vertical', 'falling', 'rising'] as const);
    const fiveWay = rng.pick(DIRECTIONS.filter((way) => way !== sixWay));
    const color = randomColor(rng);
    const five = placeRun(rng, 5, fiveWay, 'any');
    const f = STEPS[fiveWay];
    // The last of the five in reading order: the first planted of a rising line, else the last.
    const k = fiveWay === 'rising' ? 0 : 4;
    const shared = { row: five.row + k * f.dr, col: five.col + k * f.dc };
    const s = STEPS[sixWay];
    const j = sixWay === 'rising' ? 0 : 5;
    const six = { row: shared.row - j * s.dr, col: shared.col - j * s.dc };
    if (!onBoard(six.row, six.col) || !onBoard(six.row + 5 * s.dr, six.col + 5 * s.dc)) continue;
    plantRun(board, rng, five, fiveWay, 5, color, 'open');
    plantRun(board, rng, six, sixWay, 6, color, 'open');
    if (isValidBoard(board) && judge(board).kind === 'winner') return board;
  }
}

/** A five in a random direction and place. */
function plantFeatureFive(board: Board, rng: Rng): Line {
  const direction = randomDirection(rng);
  const where = (['any', 'edge', 'corner'] as const)[rng.weighted([5, 3, 1])]!;
  return plantRun(
    board,
    rng,
    placeRun(rng, 5, direction, where),
    direction,
    5,
    randomColor(rng),
    'random',
  );
}

/**
 * Draws one board: see the module comment. Half the boards are traps, so each mistake of the
 * catalogue is met about once in 12 boards.
 */
export function generateBoard(rng: Rng): Board {
  const board = createBoard(SIZE);
  let keep: Line | undefined;
  switch (rng.weighted([2, 1, 1, 7, 11])) {
    case 0:
      scatter(board, rng, rng.next() * 0.15);
      break;
    case 1:
      scatter(board, rng, 0.3 + rng.next() * 0.4);
      break;
    case 2:
      // (Almost) empty boards: the smallest inputs, and "0" answers.
      scatter(board, rng, rng.chance(0.5) ? 0 : 0.01);
      break;
    case 4: {
      scatter(board, rng, [0, 0.02, 0.05][rng.int(0, 2)]!);
      keep = TRAPS[rng.pick(OMOK_MISTAKES)](board, rng);
      break;
    }
    default: {
      scatter(board, rng, [0, 0.02, 0.06, 0.12, 0.25, 0.4][rng.int(0, 5)]!);
      const features = rng.int(1, 3);
      for (let i = 0; i < features; i++) {
        const five = plantFeature(board, rng);
        if (five !== undefined && (keep === undefined || rng.chance(0.5))) keep = five;
      }
    }
  }
  enforcePromise(board, rng, keep);
  return board;
}

/** All stones of a board in reading order. */
function stonesOf(board: Board): Point[] {
  const stones: Point[] = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++)
      if (stoneAt(board, row, col) !== 0) stones.push({ row, col });
  }
  return stones;
}

/** The board with every stone moved `up` rows up and `left` columns left (none may fall off). */
function shifted(board: Board, up: number, left: number): Board {
  const moved = createBoard(SIZE);
  for (const { row, col } of stonesOf(board)) {
    setStone(moved, row - up, col - left, stoneAt(board, row, col) as Cell);
  }
  return moved;
}

function* removals(board: Board): Generator<Board> {
  const stones = stonesOf(board);
  // The biggest jumps: keep only the stones of the runs of at least 5 (the fives and sixes the
  // judge looks at), then of at least 4, 3, 2. What a bug trips on is usually among them.
  let previous = stones.length;
  for (const k of [5, 4, 3, 2]) {
    const kept = createBoard(SIZE);
    let count = 0;
    for (const line of findLines(board, k)) {
      for (const { row, col } of pointsOf(line)) {
        if (stoneAt(kept, row, col) === 0) count++;
        setStone(kept, row, col, line.color);
      }
    }
    if (count > 0 && count < previous) {
      previous = count;
      yield kept;
    }
  }
  // Big chunks first (halves, quarters, ... in reading order), then stone by stone.
  for (let parts = 2; parts < stones.length; parts *= 2) {
    const size = Math.ceil(stones.length / parts);
    for (let start = 0; start < stones.length; start += size) {
      const smaller = cloneBoard(board);
      for (const p of stones.slice(start, start + size)) setStone(smaller, p.row, p.col, 0);
      yield smaller;
    }
  }
  for (const p of stones) {
    const smaller = cloneBoard(board);
    setStone(smaller, p.row, p.col, 0);
    yield smaller;
  }
}

/**
 * The order the shrinker moves down: fewer stones first, then stones nearer the top-left corner
 * (the sum of every stone's row and column). A candidate of `shrinkBoard` is always strictly
 * smaller, so a shrunk board is never larger than the board it started from.
 */
export function boardMeasure(board: Board): [stones: number, distance: number] {
  const stones = stonesOf(board);
  return [stones.length, stones.reduce((s, p) => s + p.row + p.col, 0)];
}

/** Negative when `a` is smaller than `b` by `boardMeasure`. */
export function compareBoards(a: Board, b: Board): number {
  const [sa, da] = boardMeasure(a);
  const [sb, db] = boardMeasure(b);
  return sa !== sb ? sa - sb : da - db;
}

/** The groups of stones that touch (in any of the 8 directions), in reading order. */
function groupsOf(board: Board): Point[][] {
  const seen = new Set<number>();
  const groups: Point[][] = [];
  for (const start of stonesOf(board)) {
    if (seen.has(start.row * SIZE + start.col)) continue;
    const group: Point[] = [];
    const stack = [start];
    seen.add(start.row * SIZE + start.col);
    while (stack.length > 0) {
      const p = stack.pop()!;
      group.push(p);
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const row = p.row + dr;
          const col = p.col + dc;
          if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) continue;
          if (stoneAt(board, row, col) === 0 || seen.has(row * SIZE + col)) continue;
          seen.add(row * SIZE + col);
          stack.push({ row, col });
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

/**
 * The board with the stones of `moving` moved `up` rows up and `left` columns left, or undefined
 * when one would leave the board or land on a stone that stays.
 */
function movedPart(
  board: Board,
  moving: readonly Point[],
  up: number,
  left: number,
): Board | undefined {
  const moved = cloneBoard(board);
  for (const p of moving) setStone(moved, p.row, p.col, 0);
  for (const p of moving) {
    const row = p.row - up;
    const col = p.col - left;
    if (row < 0 || col < 0 || stoneAt(moved, row, col) !== 0) return undefined;
    setStone(moved, row, col, stoneAt(board, p.row, p.col) as Cell);
  }
  return moved;
}

/** Parts of the board moved toward the top-left: each group of touching stones, then each stone. */
function* moves(board: Board): Generator<Board> {
  const steps: [number, number][] = [
    [1, 1],
    [1, 0],
    [0, 1],
  ];
  const groups = groupsOf(board);
  if (groups.length > 1) {
    for (const group of groups) {
      for (const [up, left] of steps) {
        const moved = movedPart(board, group, up, left);
        if (moved !== undefined) yield moved;
      }
    }
  }
  for (const p of stonesOf(board)) {
    for (const [up, left] of steps) {
      const moved = movedPart(board, [p], up, left);
      if (moved !== undefined) yield moved;
    }
  }
}

/**
 * Simpler variants of a failing board, most ambitious first, each smaller by `compareBoards`:
 * the position pulled to the top-left (all the way, then one step), stones removed (all but the
 * longer runs, chunks in reading order, then one at a time), then parts moved toward the corner
 * (each group of touching stones, then each stone, one step). Only boards that keep the promise
 * are offered.
 */
export function* shrinkBoard(board: Board): Generator<Board> {
  const stones = stonesOf(board);
  if (stones.length === 0) return;
  const top = Math.min(...stones.map((p) => p.row));
  const leftmost = Math.min(...stones.map((p) => p.col));
  const shifts: [number, number][] = [];
  if (top > 0) shifts.push([top, 0]);
  if (leftmost > 0) shifts.push([0, leftmost]);
  if (top > 1) shifts.push([1, 0]);
  if (leftmost > 1) shifts.push([0, 1]);
  for (const [up, left] of shifts) yield shifted(board, up, left); // a shift keeps every line
  for (const smaller of removals(board)) {
    if (keepsPromise(smaller)) yield smaller;
  }
  for (const moved of moves(board)) {
    if (keepsPromise(moved)) yield moved;
  }
}
