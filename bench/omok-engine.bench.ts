// `npm run bench -- omok-engine`: how fast the Omok engine judges renju points, and how strong it
// plays, by matches.
//   - against a simple threat-greedy player (greedy.test-helper.ts: wins when it can, blocks a
//     five, makes an open four, stops an open three, else extends its best line), with either
//     colour, under the standard rule and under renju, on 15 x 15;
//   - against a weaker setting of itself (a quarter of the time, no threat search, two plies,
//     eight moves a node), with either colour;
//   - a cross-check through the Gomocup protocol: `nori brain` (the built command) run as a child
//     process by a small manager written here (START, INFO, BOARD for the opening, then TURN,
//     END), against the greedy player under renju, with INFO timeout_turn; every answer's time
//     is measured and every move checked legal.
// First, nodes per CPU second on the fixed position set (omok-positions.ts; OMOK_ENGINE_NPS_MS).
// Each game opens with black on the centre and white on a random neighbour (seeded), then both
// play on. Knobs: OMOK_ENGINE_GAMES (games per colour and rule, default 10), OMOK_ENGINE_MS
// (engine time a move, default 200), OMOK_ENGINE_BRAIN_MS (the brain's timeout_turn, default
// 1000; 0 skips the protocol games), OMOK_ENGINE_BRAIN_GAMES (protocol games per colour,
// default 1); OMOK_ENGINE_GAMES=0 plays only the protocol games.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type Grid,
  greedyMove,
  isLegalFor,
  winsAt,
} from '../src/omok/engine/greedy.test-helper.js';
import { Engine } from '../src/omok/engine/index.js';
import { Position } from '../src/omok/engine/position.js';
import {
  type AnalyseOptions,
  analyse,
  BLACK,
  boardFromRows,
  type Color,
  forbiddenReason,
  type Point,
  RenjuChecker,
  type Rule,
  WHITE,
} from '../src/omok/index.js';
import { generatePosition } from '../src/omok/renju-reference.test-helper.js';
import { seededRandom } from '../src/random.js';
import { NPS_POSITIONS, positionMoves } from './omok-positions.js';

const GAMES = Number(process.env.OMOK_ENGINE_GAMES ?? 10);
const MS = Number(process.env.OMOK_ENGINE_MS ?? 200);
const BRAIN_MS = Number(process.env.OMOK_ENGINE_BRAIN_MS ?? 1000);
const BRAIN_GAMES = Number(process.env.OMOK_ENGINE_BRAIN_GAMES ?? 1);
/** CPU milliseconds a position of the nodes-per-second set (OMOK_ENGINE_NPS_MS). */
const NPS_MS = Number(process.env.OMOK_ENGINE_NPS_MS ?? 1000);
const SIZE = 15;
const SEED = 2615;

/** A player: a move for `color` on `grid`, or null to resign (no legal move). */
type Player = (grid: Grid, color: Color, rule: Rule) => Point | null | Promise<Point | null>;

interface Outcome {
  /** 0 a draw (board full), else the winning colour. */
  readonly winner: 0 | Color;
  readonly moves: number;
  /** Why the game ended badly, when it did (an illegal move). */
  readonly fault?: string;
}

/** Plays one game: black and white players, the opening from `random`. */
async function playGame(
  black: Player,
  white: Player,
  rule: Rule,
  random: () => number,
): Promise<Outcome> {
  const grid: Grid = Array.from({ length: SIZE }, () => new Array<number>(SIZE).fill(0));
  const centre = SIZE >> 1;
  const opening: Point[] = [{ row: centre, col: centre }];
  let neighbour: Point;
  do {
    neighbour = {
      row: centre - 1 + Math.floor(random() * 3),
      col: centre - 1 + Math.floor(random() * 3),
    };
  } while (neighbour.row === centre && neighbour.col === centre);
  opening.push(neighbour);
  let color: Color = BLACK;
  for (let ply = 0; ply < SIZE * SIZE; ply++) {
    const player = color === BLACK ? black : white;
    const move = ply < opening.length ? opening[ply]! : await player(grid, color, rule);
    if (move === null)
      return { winner: color === BLACK ? WHITE : BLACK, moves: ply, fault: 'no move' };
    if (!isLegalFor(grid, move.row, move.col, color, rule)) {
      const who = color === BLACK ? 'black' : 'white';
      return {
        winner: color === BLACK ? WHITE : BLACK,
        moves: ply,
        fault: `${who} played illegally at ${move.row},${move.col}`,
      };
    }
    const wins = winsAt(grid, move.row, move.col, color, rule);
    grid[move.row]![move.col] = color;
    if (wins) return { winner: color, moves: ply + 1 };
    color = color === BLACK ? WHITE : BLACK;
  }
  return { winner: 0, moves: SIZE * SIZE };
}

/** The engine as a player, with its time per move recorded. */
function engine(options: AnalyseOptions, times: number[], cpuTimes: number[] = []): Player {
  return (grid, color, rule) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const { move } = analyse(boardFromRows(grid), rule, color, options);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    return move;
  };
}

function greedy(random: () => number): Player {
  return (grid, color, rule) => greedyMove(grid, color, rule, random);
}

interface Tally {
  wins: number;
  losses: number;
  draws: number;
  faults: string[];
}

function tally(): Tally {
  return { wins: 0, losses: 0, draws: 0, faults: [] };
}

function record(t: Tally, outcome: Outcome, ours: Color): void {
  if (outcome.fault !== undefined) t.faults.push(outcome.fault);
  if (outcome.winner === 0) t.draws++;
  else if (outcome.winner === ours) t.wins++;
  else t.losses++;
}

const show = (t: Tally) => `${t.wins} won, ${t.losses} lost, ${t.draws} drawn`;

/** Plays `GAMES` games with each colour; returns the tallies as black and as white. */
async function match(
  ours: (random: () => number) => Player,
  theirs: (random: () => number) => Player,
  rule: Rule,
  seed: number,
): Promise<[Tally, Tally]> {
  const result: [Tally, Tally] = [tally(), tally()];
  for (let g = 0; g < GAMES; g++) {
    for (const color of [BLACK, WHITE] as const) {
      const random = seededRandom(seed + g * 2 + color);
      const us = ours(random);
      const them = theirs(random);
      const outcome = await playGame(
        color === BLACK ? us : them,
        color === BLACK ? them : us,
        rule,
        random,
      );
      record(result[color - 1]!, outcome, color);
    }
  }
  return result;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

// ---------------------------------------------------------------------------------------------
// A Gomocup-like manager: `nori brain` as a child process, commands on its standard input.

// The bench runs from the repository's root (bench/run.mjs), bundled elsewhere.
const BIN = join(process.cwd(), 'bin', 'nori.cjs');

/** The brain as a player through the protocol; `times` gets each answer's milliseconds. */
async function brainPlayer(
  rule: Rule,
  times: number[],
): Promise<{ player: Player; close: () => void }> {
  const child = spawn(process.execPath, [BIN, 'brain']);
  const answers: string[] = [];
  let wake: (() => void) | undefined;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (/^(MESSAGE|DEBUG)\b/.test(line)) return;
    answers.push(line);
    wake?.();
  });
  const next = async (): Promise<string> => {
    while (answers.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return answers.shift()!;
  };
  const send = (...lines: string[]) => child.stdin.write(lines.map((l) => `${l}\r\n`).join(''));
  send(`START ${SIZE}`);
  if ((await next()) !== 'OK') throw new Error('the brain did not start');
  send(
    `INFO timeout_turn ${BRAIN_MS}`,
    'INFO timeout_match 0',
    `INFO rule ${rule === 'renju' ? 4 : rule === 'standard' ? 1 : 0}`,
  );
  // The first turn sends the whole board (BOARD, as a manager does after an opening), every
  // later one the opponent's last move (TURN); the brain's own moves it remembers.
  let seen: Grid | undefined;
  const player: Player = async (grid, color) => {
    const lines: string[] = [];
    if (seen === undefined) {
      lines.push('BOARD');
      grid.forEach((row, r) => {
        row.forEach((v, c) => {
          if (v !== 0) lines.push(`${c},${r},${v === color ? 1 : 2}`);
        });
      });
      lines.push('DONE');
    } else {
      const previous = seen;
      grid.forEach((row, r) => {
        row.forEach((v, c) => {
          if (v !== 0 && previous[r]![c] === 0) lines.push(`TURN ${c},${r}`);
        });
      });
    }
    const start = performance.now();
    send(...lines);
    const answer = await next();
    times.push(performance.now() - start);
    const match = /^(\d+),(\d+)$/.exec(answer);
    if (match === null) return null;
    const move = { row: Number(match[2]), col: Number(match[1]) };
    seen = grid.map((row) => [...row]);
    seen[move.row]![move.col] = color;
    return move;
  };
  return { player, close: () => send('END') };
}

// ---------------------------------------------------------------------------------------------

// How fast the engine judges a point under renju from its kept line codes, against the core's
// checker (built once per board) and the core's one-point call (a checker per call).
{
  const boards = Array.from({ length: 50 }, (_, i) =>
    boardFromRows(generatePosition('playout', SEED + i, SIZE)),
  );
  const positions = boards.map((board) => Position.fromBoard(board, 'renju'));
  // Each run counts the forbidden points it finds: the three must agree, and the count keeps
  // the work from being optimised away.
  const found: number[] = [];
  const timed = (run: () => [points: number, forbidden: number]): number => {
    let best = Number.POSITIVE_INFINITY;
    for (let rep = 0; rep < 3; rep++) {
      const start = performance.now();
      const [points, forbidden] = run();
      best = Math.min(best, ((performance.now() - start) * 1000) / points);
      found.push(forbidden);
    }
    return best;
  };
  const sample = 50;
  const engineUs = timed(() => {
    let points = 0;
    let forbidden = 0;
    for (const pos of positions.slice(0, sample)) {
      for (const at of pos.points) {
        if (pos.stoneAt(at) !== 0) continue;
        if (pos.isForbidden(at)) forbidden++;
        points++;
      }
    }
    return [points, forbidden];
  });
  const eachEmpty = (
    board: (typeof boards)[number],
    judge: (row: number, col: number) => boolean,
  ) => {
    let points = 0;
    let forbidden = 0;
    for (let row = 0; row < SIZE; row++) {
      for (let col = 0; col < SIZE; col++) {
        if (board.cells[row * SIZE + col] !== 0) continue;
        if (judge(row, col)) forbidden++;
        points++;
      }
    }
    return [points, forbidden] as [number, number];
  };
  const sum = (pairs: [number, number][]): [number, number] =>
    pairs.reduce((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);
  const checkerUs = timed(() =>
    sum(
      boards.slice(0, sample).map((board) => {
        const checker = new RenjuChecker(board);
        return eachEmpty(board, (row, col) => checker.reason(row, col) !== null);
      }),
    ),
  );
  const scratchUs = timed(() =>
    sum(
      boards
        .slice(0, sample)
        .map((board) =>
          eachEmpty(board, (row, col) => forbiddenReason(board, { row, col }) !== null),
        ),
    ),
  );
  if (new Set(found).size !== 1) {
    console.log(`the forbidden points found differ: ${found.join(', ')}`);
    process.exit(1);
  }
  console.log(
    `renju point check, ${sample} playout positions, ${found[0]} forbidden points: engine ${engineUs.toFixed(2)} µs a point; core checker ${checkerUs.toFixed(2)} µs (${(checkerUs / engineUs).toFixed(1)} x); core forbiddenReason from scratch ${scratchUs.toFixed(1)} µs (${(scratchUs / engineUs).toFixed(0)} x)`,
  );
}

// Nodes per second on the fixed position set (omok-positions.ts), one search a position under the
// standard rule, timed on this process's CPU clock (a loaded machine does not shrink the figure).
// OMOK_ENGINE_BASELINE=DIR (a nori checkout, e.g. `git archive` of an older commit) also bundles
// that checkout's engine and measures it in this same process, the two taking turns, and prints
// the ratio.
{
  const cpuMs = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  type EngineClass = new (options: {
    size: number;
    rule: Rule;
    clock: () => number;
  }) => Pick<Engine, 'play' | 'search'>;
  const speed = (EngineOf: EngineClass) => {
    let nodes = 0;
    let spent = 0;
    const depths: number[] = [];
    for (const position of NPS_POSITIONS) {
      const engine = new EngineOf({ size: 15, rule: 'standard', clock: cpuMs });
      for (const move of positionMoves(position)) engine.play(move);
      const result = engine.search({ timeMs: NPS_MS });
      nodes += result.nodes;
      spent += result.elapsedMs;
      depths.push(result.depth);
    }
    return { nodes, nps: (nodes / spent) * 1000, depths };
  };
  const baseline = process.env.OMOK_ENGINE_BASELINE;
  let BaseEngine: EngineClass | undefined;
  if (baseline !== undefined && baseline !== '') {
    const { build } = await import('esbuild');
    const outfile = join(baseline, 'node_modules/.cache/nori-bench-baseline-engine.mjs');
    await build({
      entryPoints: [join(baseline, 'src/omok/engine/index.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    BaseEngine = ((await import(outfile)) as { Engine: EngineClass }).Engine;
  }
  const rounds = BaseEngine === undefined ? 1 : 2;
  const ours = { nodes: 0, nps: 0, depths: [] as number[] };
  const theirs = { nodes: 0, nps: 0, depths: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    if (BaseEngine !== undefined) {
      const b = speed(BaseEngine);
      theirs.nps += b.nps / rounds;
      theirs.depths.push(...b.depths);
    }
    const a = speed(Engine);
    ours.nps += a.nps / rounds;
    ours.depths.push(...a.depths);
  }
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[list.length >> 1]!;
  console.log(
    `engine speed, ${NPS_POSITIONS.length} positions x ${NPS_MS} ms of CPU: ${Math.round(ours.nps)} nodes per CPU second, depth median ${median(ours.depths)} (depths ${ours.depths.join(' ')})`,
  );
  if (BaseEngine !== undefined) {
    console.log(
      `baseline ${baseline}: ${Math.round(theirs.nps)} nodes per CPU second, depth median ${median(theirs.depths)} (depths ${theirs.depths.join(' ')}); this engine / baseline = ${(ours.nps / theirs.nps).toFixed(2)} x nodes per second (${rounds} rounds each, taking turns)`,
    );
  }
}

console.log(
  `15 x 15, ${GAMES} games with each colour per line; engine ${MS} ms a move; openings: black on the centre, white on a random neighbour`,
);
let failed = false;
for (const rule of GAMES > 0 ? (['standard', 'renju'] as const) : []) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const [asBlack, asWhite] = await match(
    () => engine({ timeMs: MS }, times, cpuTimes),
    (random) => greedy(random),
    rule,
    SEED,
  );
  const rate = (t: Tally) => (100 * t.wins) / (t.wins + t.losses + t.draws);
  console.log(
    `nori vs greedy, ${rule.padEnd(8)}: as black ${show(asBlack)} (${rate(asBlack).toFixed(0)} %); as white ${show(asWhite)} (${rate(asWhite).toFixed(0)} %); time a move median ${percentile(times, 0.5).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (CPU time max ${Math.max(...cpuTimes).toFixed(0)} ms)`,
  );
  for (const fault of [...asBlack.faults, ...asWhite.faults]) console.log(`  fault: ${fault}`);
  if (rate(asBlack) < 95 || rate(asWhite) < 95) failed = true;
}

for (const rule of GAMES > 0 ? (['standard', 'renju'] as const) : []) {
  const [asBlack, asWhite] = await match(
    () => engine({ timeMs: MS }, []),
    () => engine({ timeMs: Math.max(1, MS >> 2), threats: false, maxDepth: 2, width: 8 }, []),
    rule,
    SEED + 1000,
  );
  console.log(
    `nori vs weak nori (${MS >> 2} ms, no threat search, 2 plies), ${rule}: as black ${show(asBlack)}; as white ${show(asWhite)}`,
  );
}

if (BRAIN_MS > 0) {
  const times: number[] = [];
  const result: [Tally, Tally] = [tally(), tally()];
  for (let g = 0; g < BRAIN_GAMES; g++) {
    for (const color of [BLACK, WHITE] as const) {
      const { player, close } = await brainPlayer('renju', times);
      const random = seededRandom(SEED + 7 + g * 2 + color);
      const them = greedy(random);
      const outcome = await playGame(
        color === BLACK ? player : them,
        color === BLACK ? them : player,
        'renju',
        random,
      );
      close();
      record(result[color - 1]!, outcome, color);
    }
  }
  const late = times.filter((t) => t > BRAIN_MS).length;
  console.log(
    `nori brain (Gomocup protocol, INFO timeout_turn ${BRAIN_MS}, renju) vs greedy: as black ${show(result[0])}; as white ${show(result[1])}; answers ${times.length}, slowest ${Math.max(...times).toFixed(0)} ms, over the limit ${late}`,
  );
  for (const fault of [...result[0].faults, ...result[1].faults]) console.log(`  fault: ${fault}`);
  if (late > 0) {
    // Wall time: on a machine busier than its cores the brain waits for a core (compare the
    // engine's CPU time above with its wall time).
    const load = loadavg()[0]!;
    console.log(`  (load average ${load.toFixed(1)} on ${cpus().length} cores while this ran)`);
  }
  if (result.some((t) => t.faults.length > 0)) failed = true;
}
if (failed) {
  console.log('target missed: at least 95 % wins with each colour, and no illegal move');
  process.exit(1);
}
