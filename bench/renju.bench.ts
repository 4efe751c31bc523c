// `npm run bench -- renju`: how fast game records replay, and how fast black's forbidden points
// are found on whole boards.
//   - replay: seeded random games on a 15 x 15 board (moves drawn around the centre, where
//     threes and fours are common), each replayed by `replay()` up to its decisive move, under
//     renju (a forbidden-move check before every black move) and under the standard rule; the
//     figure is moves replayed per second. The verdicts are checked against the slow from-scratch
//     judge (whole-board scan plus the slow renju reading) on the first games.
//   - forbiddenPoints: seeded random 15 x 15 positions of several densities, every point
//     judged; positions per second, against the slow reading (renju-reference.test-helper.ts),
//     whose lists must be the same.
//   - a sweep of generated positions of every kind in renju-reference.test-helper.ts (playouts,
//     black-heavy, dense, crossing fragments, edges, and the case of issue 11): forbiddenPoints
//     against the slow reading of the RIF text on each, which must agree; and how many positions
//     the clause on fives (RIF 3, issue 11) changes.
// Each figure is the best of a few runs, as wall time and as CPU time (user + system).
import {
  boardFromRows,
  forbiddenPoints,
  type Point,
  type Rule,
  replay,
} from '../src/omok/index.js';
import { type Grid, seededRandom } from '../src/omok/reference.test-helper.js';
import {
  generatePosition,
  POSITION_KINDS,
  referenceForbidden,
  referenceForbiddenPoints,
} from '../src/omok/renju-reference.test-helper.js';

const GAMES = Number(process.env.RENJU_BENCH_GAMES ?? 20_000);
const POSITIONS = Number(process.env.RENJU_BENCH_POSITIONS ?? 2_000);
const CHECKED_GAMES = 2_000;
const SWEEP = Number(process.env.RENJU_BENCH_SWEEP ?? 1_000);
const SIZE = 15;
const SEED = 17825;
const RUNS = 5;

interface Timing {
  wall: number;
  cpu: number;
}

/** Runs `run` `runs` times and keeps the best wall and CPU time, in seconds. */
function best<T>(runs: number, run: () => T): { timing: Timing; result: T } {
  const timing = { wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY };
  let result: T | undefined;
  for (let i = 0; i < runs; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const cpu = process.cpuUsage();
    const start = performance.now();
    result = run();
    timing.wall = Math.min(timing.wall, (performance.now() - start) / 1000);
    const used = process.cpuUsage(cpu);
    timing.cpu = Math.min(timing.cpu, (used.user + used.system) / 1e6);
  }
  return { timing, result: result! };
}

const rate = (count: number, seconds: number, unit: string): string =>
  `${Math.round(count / seconds).toLocaleString('en-US')} ${unit}/s`;

function report(label: string, count: number, unit: string, timing: Timing): void {
  const wall = rate(count, timing.wall, unit);
  console.log(`${label.padEnd(44)} ${wall} wall, ${rate(count, timing.cpu, unit)} of CPU time`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Seeded random games: a shuffle of the points within `spread` of the centre, as moves. */
function drawGames(count: number): Point[][] {
  const random = seededRandom(SEED);
  const centre = Math.floor(SIZE / 2);
  const games: Point[][] = [];
  for (let g = 0; g < count; g++) {
    const spread = [3, 4, 5, 7][Math.floor(random() * 4)]!;
    const area: Point[] = [];
    for (let row = centre - spread; row <= centre + spread; row++) {
      for (let col = centre - spread; col <= centre + spread; col++) area.push({ row, col });
    }
    for (let i = area.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [area[i], area[j]] = [area[j]!, area[i]!];
    }
    games.push(area);
  }
  return games;
}

/** The decisive move and its reason from scratch: whole-board scans and the slow renju reading. */
function fromScratch(moves: readonly Point[], rule: Rule): string {
  const grid: Grid = Array.from({ length: SIZE }, () => new Array<number>(SIZE).fill(0));
  for (const [index, { row, col }] of moves.entries()) {
    const color = index % 2 === 0 ? 1 : 2;
    const forbidden = rule === 'renju' && color === 1 ? referenceForbidden(grid, row, col) : null;
    grid[row]![col] = color;
    if (hasWinningLine(grid, color, rule)) return `${index + 1} five`;
    if (forbidden !== null) return `${index + 1} ${forbidden}`;
  }
  return 'none';
}

function hasWinningLine(grid: Grid, color: number, rule: Rule): boolean {
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [-1, 1],
  ] as const) {
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const before = grid[r - dr]?.[c - dc];
        if (grid[r]![c] !== color || before === color) continue;
        let length = 0;
        while (grid[r + length * dr]?.[c + length * dc] === color) length++;
        const exact = rule === 'standard' || (rule === 'renju' && color === 1);
        if (exact ? length === 5 : length >= 5) return true;
      }
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

const games = drawGames(GAMES);
console.log(
  `${GAMES.toLocaleString('en-US')} random games on ${SIZE} x ${SIZE}, ${POSITIONS.toLocaleString('en-US')} random positions; best of ${RUNS} runs`,
);

for (const rule of ['renju', 'standard'] as const) {
  const { timing, result } = best(RUNS, () => {
    let moves = 0;
    const verdicts: string[] = [];
    for (const game of games) {
      const { decisive, game: played } = replay(game, SIZE, rule);
      moves += played.moves;
      verdicts.push(decisive === null ? 'none' : `${decisive.move} ${decisive.reason}`);
    }
    return { moves, verdicts };
  });
  for (let g = 0; g < Math.min(CHECKED_GAMES, games.length); g++) {
    const expected = fromScratch(games[g]!, rule);
    if (result.verdicts[g] !== expected) {
      fail(`${rule} game ${g + 1}: replay says ${result.verdicts[g]}, from scratch ${expected}`);
    }
  }
  const reasons = new Map<string, number>();
  for (const verdict of result.verdicts) {
    const reason = verdict.split(' ').at(-1)!;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const endings = [...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ');
  report(`replay, ${rule}:`, result.moves, 'moves', timing);
  console.log(`  ${result.moves.toLocaleString('en-US')} moves replayed; endings: ${endings}`);
}

// The same renju games replayed from scratch (whole-board scan and the slow reading after every
// move), on a slice, for scale.
{
  const slice = games.slice(0, Math.min(CHECKED_GAMES, games.length));
  let moves = 0;
  for (const game of slice) moves += replay(game, SIZE, 'renju').game.moves;
  const { timing } = best(1, () => slice.map((game) => fromScratch(game, 'renju')));
  report('from scratch after every move, renju:', moves, 'moves', timing);
}

// forbiddenPoints on random positions.
{
  const random = seededRandom(SEED + 1);
  const grids: Grid[] = [];
  for (let p = 0; p < POSITIONS; p++) {
    const density = [0.1, 0.2, 0.3, 0.45][p % 4]!;
    grids.push(
      Array.from({ length: SIZE }, () =>
        Array.from({ length: SIZE }, () => (random() < density ? (random() < 0.55 ? 1 : 2) : 0)),
      ),
    );
  }
  const boards = grids.map((grid) => boardFromRows(grid));
  const { timing, result } = best(RUNS, () =>
    boards.map((board) =>
      forbiddenPoints(board)
        .map((p) => `${p.row + 1} ${p.col + 1} ${p.reason}`)
        .join(','),
    ),
  );
  const slow = best(1, () => grids.map((grid) => referenceForbiddenPoints(grid).join(',')));
  result.forEach((found, i) => {
    if (found !== slow.result[i]) fail(`position ${i + 1}: ${found} against ${slow.result[i]}`);
  });
  const total = result.reduce(
    (sum, found) => sum + (found === '' ? 0 : found.split(',').length),
    0,
  );
  report('forbiddenPoints, whole board:', POSITIONS, 'positions', timing);
  report('slow reading, whole board:', POSITIONS, 'positions', slow.timing);
  console.log(
    `  ${total.toLocaleString('en-US')} forbidden points found, ${(total / POSITIONS).toFixed(1)} a position; ratio slow / fast (wall) ${(slow.timing.wall / timing.wall).toFixed(1)}x`,
  );
}

// The sweep of generated positions, each kind against the slow reading.
console.log(`sweep: ${SWEEP.toLocaleString('en-US')} generated positions of each kind, 15 x 15`);
for (const kind of POSITION_KINDS) {
  const grids = Array.from({ length: SWEEP }, (_, i) => generatePosition(kind, SEED + i));
  const boards = grids.map((grid) => boardFromRows(grid));
  const { timing, result } = best(RUNS, () =>
    boards.map((board) =>
      forbiddenPoints(board)
        .map((p) => `${p.row + 1} ${p.col + 1} ${p.reason}`)
        .join(','),
    ),
  );
  let points = 0;
  let clause = 0;
  result.forEach((found, i) => {
    const slow = referenceForbiddenPoints(grids[i]!).join(',');
    if (found !== slow) fail(`${kind} position ${i + 1}: ${found} against ${slow}`);
    if (slow !== referenceForbiddenPoints(grids[i]!, false).join(',')) clause++;
    points += found === '' ? 0 : found.split(',').length;
  });
  report(`  ${kind}:`, SWEEP, 'positions', timing);
  console.log(
    `    all agree; ${points.toLocaleString('en-US')} forbidden points; the clause on fives changes ${clause} positions`,
  );
}
