// `npm run bench -- omok-engine` (with omok-engine.bench.ts) or `npm run bench -- omok-engine.ladder`
// (alone): nori's brain against outside Gomocup engines that you build yourself from their public
// sources (docs/engine.md says how), through the match manager of gomocup-match.ts: 15 x 15,
// the standard rule and renju, a fixed list of 3-stone openings each played with both colours,
// every move judged by the manager (late, illegal, forbidden, no answer: the game is lost).
// Prints per opponent and rule: wins/draws/losses, the score with an Elo estimate and its 95 %
// interval, and for each side the time per move, the depth and nodes/s its own MESSAGE lines
// reported (nodes are counted differently by each engine).
//
// Settings (environment):
//   OMOK_LADDER_ENGINES  name=path[,name=path...] the opponents (a path to a pbrain executable)
//   OMOK_LADDER_DIR      a folder: every pbrain-NAME in it is an opponent (default: none)
//   OMOK_LADDER_NORI     the command line of nori's brain (default: node bin/nori.cjs brain --debug)
//   OMOK_LADDER_RULES    standard,renju (default both)
//   OMOK_LADDER_GAMES    games per opponent and rule (default 20: 10 openings x 2 colours)
//   OMOK_LADDER_OPENINGS 10 (default: the fixed ten) or 26 (all three-stone openings; 52 games
//                        play each with both colours)
//   OMOK_LADDER_COLOUR   both (default), black or white: nori plays only that colour, each
//                        opening once (OMOK_LADDER_GAMES 26 with 26 openings plays each once)
//   OMOK_LADDER_MS       INFO timeout_turn (default 1000); timeout_match is 120 moves of it
//   OMOK_LADDER_TOLERANCE_MS  lateness forgiven (default 100)
//   OMOK_LADDER_LATE     lose (default: a late move loses) or count (counted, the game goes on
//                        unless no answer came within OMOK_LADDER_HARD_MS, default 2 turns)
//   OMOK_LADDER_LOG      a file: one JSON line per game (moves, times, faults) appended
//   OMOK_LADDER_SPEED_MS first, each brain's speed: one search of this many ms (timeout_turn) on
//                        each of the fixed positions of omok-positions.ts (the engine bench's), standard rule,
//                        all in one process, OMOK_LADDER_SPEED_ROUNDS times (default 2; the last round
//                        counts: a warm brain); nodes per CPU second from its own node count over
//                        its process's CPU time (and per wall second) (default 0: skipped)
//   OMOK_LADDER_MATCHES  0 skips the matches (default 1)
// Without opponents it says so and does nothing. Exit 1 when nori had any fault.
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Rule } from '../src/omok/index.js';
import {
  ALL_OPENINGS,
  type EngineSpec,
  eloEstimate,
  type GameResult,
  type MatchSettings,
  type MoveStat,
  namedPoint,
  OPENINGS,
  playGame,
  searchPositions,
} from './gomocup-match.js';
import { NPS_POSITIONS, positionMoves } from './omok-positions.js';

const SIZE = 15;
const env = process.env;
const turnMs = Number(env.OMOK_LADDER_MS ?? 1000);
const games = Number(env.OMOK_LADDER_GAMES ?? 20);
const rules = (env.OMOK_LADDER_RULES ?? 'standard,renju').split(',') as Rule[];
const logFile = env.OMOK_LADDER_LOG;
const openingsWanted = env.OMOK_LADDER_OPENINGS ?? '10';
if (openingsWanted !== '10' && openingsWanted !== '26') {
  console.error(`OMOK_LADDER_OPENINGS: expected 10 or 26, found "${openingsWanted}"`);
  process.exit(2);
}
const openings = openingsWanted === '26' ? ALL_OPENINGS : OPENINGS;
const colour = env.OMOK_LADDER_COLOUR ?? 'both';
if (colour !== 'both' && colour !== 'black' && colour !== 'white') {
  console.error(`OMOK_LADDER_COLOUR: expected both, black or white, found "${colour}"`);
  process.exit(2);
}

function opponents(): EngineSpec[] {
  const found: EngineSpec[] = [];
  for (const item of (env.OMOK_LADDER_ENGINES ?? '').split(',').filter((s) => s !== '')) {
    const eq = item.indexOf('=');
    if (eq < 1) throw new Error(`OMOK_LADDER_ENGINES: expected name=path, found "${item}"`);
    found.push({ name: item.slice(0, eq), command: resolve(item.slice(eq + 1)), args: [] });
  }
  const dir = env.OMOK_LADDER_DIR;
  if (dir !== undefined && existsSync(dir)) {
    for (const file of readdirSync(dir).sort()) {
      const match = /^pbrain-(.+?)(\.exe)?$/.exec(file);
      if (match !== null) found.push({ name: match[1]!, command: resolve(dir, file), args: [] });
    }
  }
  return found;
}

function nori(): EngineSpec {
  const line = env.OMOK_LADDER_NORI;
  if (line === undefined) {
    const bin = join(process.cwd(), 'bin', 'nori.cjs');
    return { name: 'nori', command: process.execPath, args: [bin, 'brain', '--debug'] };
  }
  const [command, ...args] = line.split(/\s+/).filter((s) => s !== '');
  return { name: 'nori', command: command!, args };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[sorted.length >> 1]!;
};

/** Time, depth and nodes/s of one side's moves. */
function describeMoves(moves: readonly MoveStat[]): string {
  if (moves.length === 0) return 'no moves';
  const ms = moves.map((m) => m.ms);
  const depths = moves.flatMap((m) => (m.depth === undefined ? [] : [m.depth]));
  const counted = moves.filter((m) => m.nodes !== undefined);
  const nodes = counted.reduce((sum, m) => sum + m.nodes!, 0);
  const time = counted.reduce((sum, m) => sum + m.ms, 0);
  const cpu = moves.flatMap((m) => (m.cpuMs === undefined ? [] : [m.cpuMs]));
  const parts = [
    `${moves.length} moves, ${median(ms).toFixed(0)} ms median, ${Math.max(...ms).toFixed(0)} ms max`,
    cpu.length > 0
      ? `CPU ${median(cpu).toFixed(0)} ms median, ${Math.max(...cpu).toFixed(0)} ms max`
      : 'CPU time unknown',
    depths.length > 0 ? `depth median ${median(depths)}` : 'no depth reported',
    counted.length > 0 ? `${((nodes / time) * 1000).toFixed(0)} nodes/s` : 'no node count reported',
  ];
  return parts.join(', ');
}

const list = opponents();
if (list.length === 0) {
  console.log(
    'omok ladder: no outside engines given (OMOK_LADDER_ENGINES=name=path,... or OMOK_LADDER_DIR); docs/engine.md says how to build Wine, PentaZen and Rapfi. Skipped.',
  );
  process.exit(0);
}
const us = nori();
const settings = (rule: Rule): MatchSettings => ({
  size: SIZE,
  rule,
  turnMs,
  matchMs: turnMs * 120,
  toleranceMs: Number(env.OMOK_LADDER_TOLERANCE_MS ?? 100),
  late: env.OMOK_LADDER_LATE === 'count' ? 'count' : 'lose',
  ...(env.OMOK_LADDER_HARD_MS === undefined ? {} : { hardMs: Number(env.OMOK_LADDER_HARD_MS) }),
  maxMemory: 350 * 1024 * 1024,
  startMs: 30_000,
});

console.log(
  `omok ladder: ${new Date().toISOString()}, ${SIZE} x ${SIZE}, ${turnMs} ms a move (tolerance ${settings('standard').toleranceMs} ms, a late move ${settings('standard').late === 'lose' ? 'loses' : 'is counted'}), ${games} games per opponent and rule (${openings.length} openings), ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`nori: ${[us.command, ...us.args].join(' ')}`);
const speedMs = Number(env.OMOK_LADDER_SPEED_MS ?? 0);
const speedRounds = Math.max(1, Number(env.OMOK_LADDER_SPEED_ROUNDS ?? 2));
if (speedMs > 0) {
  const rates = new Map<string, number>();
  for (const spec of [us, ...list]) {
    const rounds = await searchPositions(
      spec,
      NPS_POSITIONS.map((p) => positionMoves(p)),
      { ...settings('standard'), turnMs: speedMs, matchMs: speedMs * 120 },
      speedRounds,
    );
    // The last round: a warm brain (the earlier ones compile its code, as the first moves of a
    // game do).
    const last = rounds[rounds.length - 1]!;
    let nodes = 0;
    let ms = 0;
    let cpu = 0;
    const depths: number[] = [];
    const missing: string[] = [];
    last.forEach((found, i) => {
      if (typeof found === 'string' || found.nodes === undefined) {
        missing.push(`${NPS_POSITIONS[i]}: ${typeof found === 'string' ? found : 'no node count'}`);
        return;
      }
      nodes += found.nodes;
      ms += found.ms;
      cpu += found.cpuMs ?? 0;
      if (found.depth !== undefined) depths.push(found.depth);
    });
    // Nodes per CPU second: the machine may be shared, and both brains are single-threaded.
    const rate = cpu > 0 ? (nodes / cpu) * 1000 : Number.NaN;
    rates.set(spec.name, rate);
    const ratio = spec === us ? '' : `, ${(rate / rates.get(us.name)!).toFixed(1)} x nori's`;
    console.log(
      `speed ${spec.name}: ${rate.toFixed(0)} nodes per CPU second, ${((nodes / ms) * 1000).toFixed(0)} per wall second, over ${NPS_POSITIONS.length - missing.length} positions (round ${rounds.length} of ${rounds.length} in one process; ${nodes} nodes in ${ms.toFixed(0)} ms wall, ${cpu} ms CPU; depth median ${median(depths)})${ratio}${missing.length > 0 ? `; missing: ${missing.join('; ')}` : ''}`,
    );
  }
}

let noriFaults = 0;
for (const rule of Number(env.OMOK_LADDER_MATCHES ?? 1) === 0 ? [] : rules) {
  for (const them of list) {
    const results: GameResult[] = [];
    const loadBefore = loadavg()[0]!;
    for (let g = 0; g < games; g++) {
      // Both colours: each opening twice, nori black first; one colour: each opening once.
      const names = openings[(colour === 'both' ? g >> 1 : g) % openings.length]!;
      const opening = names.map((n) => namedPoint(n, SIZE));
      const noriBlack = colour === 'both' ? g % 2 === 0 : colour === 'black';
      const result = await playGame(
        noriBlack ? us : them,
        noriBlack ? them : us,
        opening,
        names.join(' '),
        settings(rule),
      );
      results.push(result);
      if (logFile !== undefined)
        appendFileSync(
          logFile,
          `${JSON.stringify({ rule, date: new Date().toISOString(), ...result })}\n`,
        );
      const ours = noriBlack ? 1 : 2;
      const mark = result.winner === 0 ? 'draw' : result.winner === ours ? 'nori won' : 'nori lost';
      const fault =
        result.fault === undefined ? '' : ` — ${result.fault.engine}: ${result.fault.what}`;
      console.log(
        `  ${rule} ${String(g + 1).padStart(2)}: ${result.black} (black) vs ${result.white} (white), ${result.opening}: ${mark}, ${result.reason}, ${result.moves.length} stones${fault}`,
      );
    }
    let wins = 0;
    let draws = 0;
    let losses = 0;
    const asColour = { black: [0, 0, 0], white: [0, 0, 0] };
    const ourMoves: MoveStat[] = [];
    const theirMoves: MoveStat[] = [];
    const faults: string[] = [];
    let ourOver = 0;
    let theirOver = 0;
    let ourLate = 0;
    let theirLate = 0;
    for (const r of results) {
      const noriBlack = r.black === us.name;
      const ours = noriBlack ? 1 : 2;
      const k = r.winner === 0 ? 1 : r.winner === ours ? 0 : 2;
      if (k === 0) wins++;
      else if (k === 1) draws++;
      else losses++;
      asColour[noriBlack ? 'black' : 'white'][k]!++;
      ourMoves.push(...(noriBlack ? r.stats.black : r.stats.white));
      theirMoves.push(...(noriBlack ? r.stats.white : r.stats.black));
      ourOver += noriBlack ? r.overTurn.black : r.overTurn.white;
      theirOver += noriBlack ? r.overTurn.white : r.overTurn.black;
      ourLate += noriBlack ? r.late.black : r.late.white;
      theirLate += noriBlack ? r.late.white : r.late.black;
      if (r.fault !== undefined) {
        faults.push(`${r.fault.engine}: ${r.fault.what}`);
        if (r.fault.engine === us.name) noriFaults++;
      }
    }
    if (settings(rule).late === 'count') noriFaults += ourLate;
    const elo = eloEstimate(wins, draws, losses);
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;
    // All lost (or all won): no finite estimate, only the 95 % bound.
    const eloText =
      wins + draws === 0
        ? `Elo below ${signed(elo.high)} (95 %)`
        : losses + draws === 0
          ? `Elo above ${signed(elo.low)} (95 %)`
          : `Elo ${signed(elo.elo)}, 95 % ${signed(elo.low)} to ${signed(elo.high)}`;
    console.log(
      `nori vs ${them.name}, ${rule}: ${wins} won, ${draws} drawn, ${losses} lost of ${results.length} (score ${(100 * elo.score).toFixed(0)} %, ${eloText}); as black ${asColour.black.join('-')}, as white ${asColour.white.join('-')} (W-D-L)`,
    );
    console.log(
      `  nori:  ${describeMoves(ourMoves)}; over ${turnMs} ms: ${ourOver}, late: ${ourLate}`,
    );
    console.log(
      `  ${them.name}: ${describeMoves(theirMoves)}; over ${turnMs} ms: ${theirOver}, late: ${theirLate}`,
    );
    console.log(
      `  faults: ${faults.length === 0 ? 'none' : faults.join('; ')}; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`,
    );
  }
}
if (noriFaults > 0) {
  console.log(`nori had ${noriFaults} faults (late, illegal, no answer or crash)`);
  process.exit(1);
}
