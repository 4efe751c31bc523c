// A Gomocup (Piskvork) match manager for the Omok ladder (omok-engine.ladder.bench.ts): it runs
// two brains as child processes, speaks the protocol to them (START, INFO, BOARD ... DONE for a
// brain's first move, TURN after it, END), and judges every move itself: on the board and empty,
// within the turn's time (with a tolerance) and the match's, and under renju black's forbidden
// moves lose (the core's Game judges the moves, as in a real renju game). A brain that answers
// late, illegally, not at all or dies loses the game; the fault is recorded.
//
// Written from the protocol's description (Petr Lastovicka's "Gomoku AI protocol"), no code of
// any manager. Time is the manager's wall clock from the command's last byte to the answer line.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { BLACK, type Color, Game, type Point, type Rule, WHITE } from '../src/omok/index.js';

/** A brain: a name and the command that runs it. */
export interface EngineSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** The brain's working folder (default: the manager's). */
  readonly cwd?: string;
}

/** How a match is played. */
export interface MatchSettings {
  readonly size: number;
  readonly rule: Rule;
  /** INFO timeout_turn, milliseconds. */
  readonly turnMs: number;
  /** INFO timeout_match, milliseconds (each brain's whole game). */
  readonly matchMs: number;
  /** A move is late when it takes longer than turnMs + toleranceMs. */
  readonly toleranceMs: number;
  /**
   * What a late move does: `lose` (the game, as in a tournament), or `count` (it is counted and the
   * game goes on, unless the brain has not answered after twice turnMs + toleranceMs: for a
   * machine too busy to judge time fairly).
   */
  readonly late: 'lose' | 'count';
  /** With late `count`: how long to wait for an answer before the game is lost (default 2 turns). */
  readonly hardMs?: number;
  /** INFO max_memory, bytes. */
  readonly maxMemory: number;
  /** How long a brain may take to answer START (table building, not counted in its time). */
  readonly startMs: number;
}

/** What one answer of a brain cost and what it said of its search. */
export interface MoveStat {
  /** Wall milliseconds, measured by the manager. */
  readonly ms: number;
  /** CPU milliseconds the brain's process used for it (Linux: /proc; 10 ms steps), if known. */
  readonly cpuMs?: number;
  readonly depth?: number;
  readonly nodes?: number;
}

/** One finished game. */
export interface GameResult {
  readonly opening: string;
  readonly black: string;
  readonly white: string;
  /** 0 a draw (board full), else the colour that won. */
  readonly winner: 0 | Color;
  /** five, overline / double-four / double-three (renju, black's forbidden move), full, or a fault. */
  readonly reason: string;
  /** A fault of a brain (late, illegal, no answer, crash): the loser's name and what happened. */
  readonly fault?: { readonly engine: string; readonly what: string };
  /** The moves in order, Gomocup "x,y" (x the column, y the row from the top). */
  readonly moves: readonly string[];
  readonly stats: { readonly black: readonly MoveStat[]; readonly white: readonly MoveStat[] };
  /** Answers over turnMs (within the tolerance or not), per colour. */
  readonly overTurn: { readonly black: number; readonly white: number };
  /** Answers over turnMs + toleranceMs, per colour. */
  readonly late: { readonly black: number; readonly white: number };
}

/** "x,y" with x the column and y the row from the top, as the protocol writes a point. */
export const protocolPoint = (p: Point) => `${p.col},${p.row}`;

/** A point named like h8 (column letter from the left, row number from the bottom). */
export function namedPoint(name: string, size: number): Point {
  const match = /^([a-z])(\d+)$/.exec(name);
  if (match === null) throw new Error(`bad point ${name}`);
  return { row: size - Number(match[2]), col: match[1]!.charCodeAt(0) - 97 };
}

/** What a brain's MESSAGE/DEBUG lines said of its search: the last depth and node count given. */
export function searchStats(lines: readonly string[]): { depth?: number; nodes?: number } {
  let depth: number | undefined;
  let nodes: number | undefined;
  const count = (digits: string, unit: string | undefined) =>
    Number(digits) * (unit === undefined ? 1 : /k/i.test(unit) ? 1e3 : /m/i.test(unit) ? 1e6 : 1);
  for (const line of lines) {
    // "depth 7", "depth: 7-14", "depth=7", "Depth 12-20", "dep 9"
    const d = /\bdep(?:th)?\b\s*[:=]?\s*(\d+)/i.exec(line);
    if (d !== null) depth = Number(d[1]);
    // PentaZen 0.4.17 writes its depth as a character: "dep \x0c-\x13" is depth 12 (to 19).
    const at = line.indexOf(' dep ');
    const code = at < 0 ? 0 : line.charCodeAt(at + 5);
    if (code > 0 && code < 32 && line[at + 6] === '-') depth = code;
    // "node:420k", "nodes 12345", "nd 2688", "12345 positions", "Nodes 1.2M"
    const n =
      /\b(?:nodes?|nd)\b\s*[:=]?\s*(\d+(?:\.\d+)?)\s*([kKmM](?![a-z]))?/i.exec(line) ??
      /\b(\d+(?:\.\d+)?)\s*([kKmM])?\s*(?:positions|nodes)\b/i.exec(line);
    if (n !== null) nodes = count(n[1]!, n[2]);
  }
  return { ...(depth === undefined ? {} : { depth }), ...(nodes === undefined ? {} : { nodes }) };
}

type Answer =
  | { kind: 'line'; line: string; at: number }
  | { kind: 'timeout' }
  | { kind: 'exited'; code: number | null; signal: string | null };

/** A running brain: its lines, and the commands sent to it. */
class Brain {
  private readonly child: ChildProcess;
  private readonly queue: { line: string; at: number }[] = [];
  private wake: (() => void) | undefined;
  /** The MESSAGE/DEBUG lines since the last command. */
  info: string[] = [];
  /** Other lines that were not what the manager waited for (ERROR, UNKNOWN, ...). */
  readonly said: string[] = [];
  private exit: { code: number | null; signal: string | null } | undefined;

  constructor(readonly spec: EngineSpec) {
    this.child = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    this.child.stdin!.on('error', () => {});
    createInterface({ input: this.child.stdout!, crlfDelay: Number.POSITIVE_INFINITY }).on(
      'line',
      (line) => {
        const at = performance.now();
        if (/^\s*(MESSAGE|DEBUG)\b/i.test(line)) this.info.push(line);
        else if (line.trim() !== '') this.queue.push({ line: line.trim(), at });
        this.wake?.();
      },
    );
    this.child.on('exit', (code, signal) => {
      this.exit = { code, signal };
      this.wake?.();
    });
    this.child.on('error', () => {
      this.exit = { code: null, signal: 'spawn failed' };
      this.wake?.();
    });
  }

  /** CPU milliseconds the process has used (user + system), from /proc on Linux. */
  cpuMs(): number | undefined {
    try {
      const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14 and 15 of stat (utime, stime), in clock ticks of 10 ms on Linux.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  }

  /** Sends lines; returns the time the last byte left. */
  send(lines: readonly string[]): number {
    this.info = [];
    if (this.exit === undefined) this.child.stdin!.write(lines.map((l) => `${l}\r\n`).join(''));
    return performance.now();
  }

  /** The next line matching `wanted` before `deadline` (performance.now() time). */
  async answer(wanted: RegExp, deadline: number): Promise<Answer> {
    for (;;) {
      const next = this.queue.shift();
      if (next !== undefined) {
        if (wanted.test(next.line)) return { kind: 'line', ...next };
        this.said.push(next.line);
        continue;
      }
      if (this.exit !== undefined) return { kind: 'exited', ...this.exit };
      const left = deadline - performance.now();
      if (left <= 0) return { kind: 'timeout' };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** END, then the process is killed if it has not ended within a second. */
  async close(): Promise<void> {
    if (this.exit === undefined) this.send(['END']);
    const deadline = performance.now() + 1000;
    while (this.exit === undefined && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (this.exit === undefined) this.child.kill('SIGKILL');
  }
}

const MOVE = /^(-?\d+)\s*,\s*(-?\d+)$/;

/** Brains (by command) that did not answer ABOUT: not asked again. */
const noAbout = new Set<string>();

/**
 * Waits until the brain has read the INFO lines sent before, by an ABOUT and its answer (not
 * timed): a brain that sizes its tables at INFO max_memory (Rapfi clears 350 MB there, seconds
 * on a busy machine) does it before its first move's clock starts, as a manager that starts the
 * game some time after START would allow. A brain that does not answer ABOUT within 5 s is
 * waited for once, then no more.
 */
async function settle(brain: Brain): Promise<void> {
  if (noAbout.has(brain.spec.command)) return;
  brain.send(['ABOUT']);
  const about = await brain.answer(/^name\s*=/i, performance.now() + 5000);
  if (about.kind !== 'line') noAbout.add(brain.spec.command);
}

/**
 * Plays one game between `black` and `white` from the opening `opening` (points in the order
 * played, black first); the brain to move after the opening gets the whole board (BOARD), each
 * later turn the opponent's move (TURN).
 */
export async function playGame(
  black: EngineSpec,
  white: EngineSpec,
  opening: readonly Point[],
  openingName: string,
  settings: MatchSettings,
): Promise<GameResult> {
  const game = new Game(settings.size, settings.rule);
  const moves: Point[] = [];
  for (const p of opening) {
    const kind = game.play(p).kind;
    if (kind !== 'played') throw new Error(`opening ${openingName} is not a playable opening`);
    moves.push(p);
  }
  const specs = { [BLACK]: black, [WHITE]: white } as Record<Color, EngineSpec>;
  const brains = { [BLACK]: new Brain(black), [WHITE]: new Brain(white) } as Record<Color, Brain>;
  const stats: Record<Color, MoveStat[]> = { [BLACK]: [], [WHITE]: [] };
  const overTurn: Record<Color, number> = { [BLACK]: 0, [WHITE]: 0 };
  const late: Record<Color, number> = { [BLACK]: 0, [WHITE]: 0 };
  const left: Record<Color, number> = { [BLACK]: settings.matchMs, [WHITE]: settings.matchMs };
  const started: Record<Color, boolean> = { [BLACK]: false, [WHITE]: false };
  const finish = async (
    winner: 0 | Color,
    reason: string,
    fault?: { engine: string; what: string },
  ): Promise<GameResult> => {
    await Promise.all([brains[BLACK].close(), brains[WHITE].close()]);
    return {
      opening: openingName,
      black: black.name,
      white: white.name,
      winner,
      reason,
      ...(fault === undefined ? {} : { fault }),
      moves: moves.map(protocolPoint),
      stats: { black: stats[BLACK], white: stats[WHITE] },
      overTurn: { black: overTurn[BLACK], white: overTurn[WHITE] },
      late: { black: late[BLACK], white: late[WHITE] },
    };
  };
  const other = (c: Color): Color => (c === BLACK ? WHITE : BLACK);
  const ruleCode = settings.rule === 'renju' ? 4 : settings.rule === 'standard' ? 1 : 0;

  for (const color of [BLACK, WHITE] as const) {
    const brain = brains[color];
    brain.send([`START ${settings.size}`]);
    const ok = await brain.answer(/^OK\b/i, performance.now() + settings.startMs);
    if (ok.kind !== 'line') {
      const what = `did not answer START with OK (${describe(ok, brain)})`;
      return finish(other(color), 'fault', { engine: specs[color].name, what });
    }
    brain.send([
      `INFO timeout_turn ${settings.turnMs}`,
      `INFO timeout_match ${settings.matchMs}`,
      `INFO max_memory ${settings.maxMemory}`,
      `INFO rule ${ruleCode}`,
      'INFO game_type 1',
      'INFO thread_num 1',
    ]);
    await settle(brain);
  }

  while (moves.length < settings.size * settings.size) {
    const color = game.toPlay;
    const brain = brains[color];
    const name = specs[color].name;
    const command = [`INFO time_left ${Math.max(0, Math.round(left[color]))}`];
    if (!started[color]) {
      command.push('BOARD');
      moves.forEach((p, i) => {
        const mine = (i % 2 === 0 ? BLACK : WHITE) === color;
        command.push(`${protocolPoint(p)},${mine ? 1 : 2}`);
      });
      command.push('DONE');
      started[color] = true;
    } else {
      command.push(`TURN ${protocolPoint(moves.at(-1)!)}`);
    }
    const cpuBefore = brain.cpuMs();
    const sent = brain.send(command);
    const limit =
      settings.late === 'lose'
        ? Math.min(settings.turnMs, left[color]) + settings.toleranceMs
        : (settings.hardMs ?? 2 * settings.turnMs + settings.toleranceMs);
    const answer = await brain.answer(MOVE, sent + limit);
    if (answer.kind !== 'line') {
      const what = `no move (${describe(answer, brain)}) after ${moves.length} stones`;
      return finish(other(color), 'fault', { engine: name, what });
    }
    const ms = answer.at - sent;
    const cpuAfter = brain.cpuMs();
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined ? {} : { cpuMs: cpuAfter - cpuBefore };
    stats[color].push({ ms, ...cpu, ...searchStats(brain.info) });
    left[color] -= ms;
    if (ms > settings.turnMs) overTurn[color]++;
    const [, x, y] = MOVE.exec(answer.line)!;
    const point = { row: Number(y), col: Number(x) };
    if (ms > settings.turnMs + settings.toleranceMs) late[color]++;
    if (ms > settings.turnMs + settings.toleranceMs && settings.late === 'lose') {
      const what = `late: ${ms.toFixed(0)} ms for ${answer.line} (limit ${settings.turnMs} + ${settings.toleranceMs})`;
      return finish(other(color), 'fault', { engine: name, what });
    }
    if (left[color] < 0 && settings.late === 'lose') {
      const what = `match time out at ${answer.line}`;
      return finish(other(color), 'fault', { engine: name, what });
    }
    const outcome = game.play(point);
    if (outcome.kind === 'off-board' || outcome.kind === 'taken') {
      const what = `illegal move ${answer.line} (${outcome.kind}) after ${moves.length} stones`;
      return finish(other(color), 'fault', { engine: name, what });
    }
    moves.push(point);
    if (outcome.kind === 'decisive') {
      return finish(outcome.decisive.winner, outcome.decisive.reason);
    }
    if (outcome.kind !== 'played') throw new Error(`unexpected outcome ${outcome.kind}`);
  }
  return finish(0, 'full');
}

function describe(answer: Answer, brain: Brain): string {
  const said = brain.said.length > 0 ? `; it said "${brain.said.at(-1)!.slice(0, 80)}"` : '';
  if (answer.kind === 'timeout') return `no answer in time${said}`;
  if (answer.kind === 'exited')
    return `the process ended, code ${answer.code}, signal ${answer.signal}${said}`;
  return answer.line;
}

/** An Elo difference from a score, with the 95 % interval from the games' own spread. */
export function eloEstimate(
  wins: number,
  draws: number,
  losses: number,
): {
  score: number;
  elo: number;
  low: number;
  high: number;
} {
  const n = wins + draws + losses;
  const score = n === 0 ? 0.5 : (wins + draws / 2) / n;
  const mean2 = n === 0 ? 0.25 : (wins + draws / 4) / n;
  const sd = Math.sqrt(Math.max(0, mean2 - score * score) / Math.max(1, n));
  const elo = (p: number) => {
    const q = Math.min(Math.max(p, 1e-3), 1 - 1e-3);
    return -400 * Math.log10(1 / q - 1);
  };
  // With all games won or lost the spread is 0: widen with the rule of three (95 % bound 3/n).
  const margin = sd > 0 ? 1.96 * sd : 3 / Math.max(1, n);
  return {
    score,
    elo: elo(score),
    low: elo(Math.max(0, score - margin)),
    high: elo(Math.min(1, score + margin)),
  };
}

/**
 * The ladder's openings: black h8, white on a neighbour (directly above: h9, or diagonally: i9),
 * black's second stone two points away, inside the centre's 5 x 5. A fixed list, each played once
 * with each colour, so that an opening that favours black is black's for both brains.
 */
export const OPENINGS: readonly (readonly [string, string, string])[] = [
  ['h8', 'h9', 'j10'],
  ['h8', 'h9', 'j8'],
  ['h8', 'h9', 'j6'],
  ['h8', 'h9', 'h6'],
  ['h8', 'h9', 'j9'],
  ['h8', 'i9', 'j10'],
  ['h8', 'i9', 'j8'],
  ['h8', 'i9', 'h6'],
  ['h8', 'i9', 'f6'],
  ['h8', 'i9', 'j6'],
];

/**
 * All 26 three-stone openings (renju's 26 openings by their places; `OMOK_LADDER_OPENINGS=26`):
 * black h8, white directly above (h9) or diagonally (i9), black's second stone on any free point of
 * the centre's 5 x 5, one of each pair that the first two stones' mirror line maps onto each other.
 * Fifty-two games play each with each colour: more games than the ten give, so narrower intervals.
 */
export const ALL_OPENINGS: readonly (readonly [string, string, string])[] = (() => {
  const name = (dc: number, dr: number) => `${String.fromCharCode(104 + dc)}${8 + dr}`;
  const list: [string, string, string][] = [];
  // White directly above: the mirror is left to right (dc to -dc).
  for (let dc = 0; dc <= 2; dc++) {
    for (let dr = -2; dr <= 2; dr++) {
      if (dc === 0 && (dr === 0 || dr === 1)) continue;
      list.push(['h8', 'h9', name(dc, dr)]);
    }
  }
  // White diagonally: the mirror is the diagonal through both stones (dc and dr swapped).
  for (let dc = -2; dc <= 2; dc++) {
    for (let dr = -2; dr <= dc; dr++) {
      if ((dc === 0 && dr === 0) || (dc === 1 && dr === 1)) continue;
      list.push(['h8', 'i9', name(dc, dr)]);
    }
  }
  return list;
})();

/** What one search of a position gave: its cost and statistics, the move, the brain's lines. */
export interface PositionAnswer extends MoveStat {
  readonly move: Point;
  /** The MESSAGE and DEBUG lines the brain wrote for it. */
  readonly info: readonly string[];
}

/** A brain started and told the rules (START, the INFO lines), searching positions one by one. */
export interface PositionBrain {
  /** The brain's answer to a position (moves in order, black first), or why none came. */
  search(moves: readonly Point[], turnMs?: number): Promise<PositionAnswer | string>;
  close(): Promise<void>;
}

/**
 * Starts `spec` for searches of positions through the protocol (START, not timed, and the INFO
 * lines): each search sends the whole board (BOARD ... DONE) with the side to move as the brain.
 * When it does not answer START: why, the brain closed.
 */
export async function openPositionBrain(
  spec: EngineSpec,
  settings: MatchSettings,
): Promise<PositionBrain | string> {
  const brain = new Brain(spec);
  brain.send([`START ${settings.size}`]);
  const ok = await brain.answer(/^OK\b/i, performance.now() + settings.startMs);
  if (ok.kind !== 'line') {
    const reason = `no OK to START (${describe(ok, brain)})`;
    await brain.close();
    return reason;
  }
  const ruleCode = settings.rule === 'renju' ? 4 : settings.rule === 'standard' ? 1 : 0;
  brain.send([
    `INFO timeout_turn ${settings.turnMs}`,
    `INFO timeout_match ${settings.matchMs}`,
    `INFO time_left ${settings.matchMs}`,
    `INFO max_memory ${settings.maxMemory}`,
    `INFO rule ${ruleCode}`,
    'INFO thread_num 1',
  ]);
  await settle(brain);
  let turn = settings.turnMs;
  const session: PositionBrain = {
    async search(moves, turnMs = settings.turnMs) {
      const toMove: Color = moves.length % 2 === 0 ? BLACK : WHITE;
      const command = [
        ...(turnMs === turn ? [] : [`INFO timeout_turn ${turnMs}`]),
        'BOARD',
        ...moves.map(
          (p, i) => `${protocolPoint(p)},${(i % 2 === 0 ? BLACK : WHITE) === toMove ? 1 : 2}`,
        ),
        'DONE',
      ];
      turn = turnMs;
      const cpuBefore = brain.cpuMs();
      const sent = brain.send(command);
      const answer = await brain.answer(MOVE, sent + turnMs * 3 + settings.toleranceMs);
      if (answer.kind !== 'line') return `no move (${describe(answer, brain)})`;
      const cpuAfter = brain.cpuMs();
      const [, x, y] = MOVE.exec(answer.line)!;
      return {
        ms: answer.at - sent,
        ...(cpuBefore === undefined || cpuAfter === undefined
          ? {}
          : { cpuMs: cpuAfter - cpuBefore }),
        ...searchStats(brain.info),
        move: { row: Number(y), col: Number(x) },
        info: [...brain.info],
      };
    },
    close: () => brain.close(),
  };
  return session;
}

/**
 * Searches of `spec` on positions (each a list of moves in order, black first), all in one brain
 * (openPositionBrain): what each answer cost and what the MESSAGE lines said (a string when no
 * move came). One process for every position, so that the later rounds measure a warm brain (a
 * brain in a match stays up for the whole game): the caller reads the last round.
 */
export async function searchPositions(
  spec: EngineSpec,
  positions: readonly (readonly Point[])[],
  settings: MatchSettings,
  rounds = 1,
): Promise<(MoveStat | string)[][]> {
  const brain = await openPositionBrain(spec, settings);
  if (typeof brain === 'string') {
    return Array.from({ length: rounds }, () => positions.map(() => brain));
  }
  const results: (MoveStat | string)[][] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const found: (MoveStat | string)[] = [];
      for (const moves of positions) {
        const answer = await brain.search(moves);
        if (typeof answer === 'string') found.push(answer);
        else {
          const { move: _move, info: _info, ...stat } = answer;
          found.push(stat);
        }
      }
      results.push(found);
    }
    return results;
  } finally {
    await brain.close();
  }
}
