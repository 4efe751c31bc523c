// `npm run bench -- omok`: the omok judge on 100,000 seeded random 19 x 19 boards written as
// Baekjoon text, so parsing is part of every measurement:
//   - fast, streamed: one BoardReader over the whole input in 1 MiB chunks, each board answered
//     by answerInto with its text made once per distinct answer (what --batch does), and the
//     same with judge's verdict objects and formatAnswer (what --batch --json and the library do);
//   - fast, per board: parseBoard + judge + formatAnswer on each board's own text;
//   - slow reference (src/omok/reference.test-helper.ts): split, walk eight ways from every stone;
//   - the built command: `node bin/nori.cjs omok --batch FILE`, the whole process, with the
//     start-up alone for scale (the same command on a one-board file, and `node -e 0`).
// Every path's answers are compared with the reference's; a difference fails the benchmark.
// Boards keep Baekjoon's promise (a broken one would stop --batch) and mix densities from empty
// to half full, with runs of 4 to 7 planted in all four directions.
//
// Each figure is the best of a few runs, as wall time and as CPU time (user + system): on a
// shared machine the CPU time is the steadier of the two. The command's CPU time is read from
// /proc (Linux; children's times after they are waited for), so elsewhere only wall time shows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Board,
  BoardReader,
  boardFromRows,
  formatAnswer,
  judge,
  parseBoard,
} from '../src/omok/index.js';
import { answerInto, createAnswerSlot } from '../src/omok/judge.js';
import {
  type Grid,
  type Plant,
  randomGrid,
  referenceAnswer,
  referenceFormat,
  referenceParse,
  seededRandom,
} from '../src/omok/reference.test-helper.js';

const COUNT = Number(process.env.OMOK_BENCH_COUNT ?? 100_000);
const SEED = 2615;
const RUNS = 3;
const CLI_RUNS = 9;
const TARGET = 500_000;
const DENSITIES = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5];
const WAYS: [number, number][] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
];

function drawBoards(count: number): { texts: string[]; answers: string[] } {
  const random = seededRandom(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const texts: string[] = [];
  const answers: string[] = [];
  while (texts.length < count) {
    const plants: Plant[] = [];
    const planted = Math.floor(random() * 3);
    for (let i = 0; i < planted; i++) {
      const [dr, dc] = pick(WAYS);
      plants.push({
        color: random() < 0.5 ? 1 : 2,
        row: Math.floor(random() * 19),
        col: Math.floor(random() * 19),
        dr,
        dc,
        length: 4 + Math.floor(random() * 4),
        capped: random() < 0.3,
      });
    }
    const grid: Grid = randomGrid(19, pick(DENSITIES), 0.5, random, plants);
    const answer = referenceAnswer(grid);
    if (answer === undefined) continue; // breaks the promise: draw again
    texts.push(referenceFormat(grid));
    answers.push(answer);
  }
  return { texts, answers };
}

interface Timing {
  wall: number;
  cpu: number | undefined;
}

/** Runs `run` `runs` times, checks its answers each time, and keeps the best wall and CPU time. */
function best(name: string, runs: number, expected: readonly string[], run: () => string[]) {
  const timing: Timing = { wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY };
  for (let i = 0; i < runs; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const cpu = process.cpuUsage();
    const start = performance.now();
    const got = run();
    const wall = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    same(name, got, expected);
    timing.wall = Math.min(timing.wall, wall);
    timing.cpu = Math.min(timing.cpu!, (used.user + used.system) / 1e6);
  }
  return timing;
}

function same(name: string, got: readonly string[], expected: readonly string[]): void {
  const at = expected.findIndex((answer, i) => got[i] !== answer);
  if (got.length !== expected.length || at !== -1) {
    const shown = `${JSON.stringify(got[at])} for ${JSON.stringify(expected[at])}`;
    console.error(`${name}: answer ${at + 1} differs: ${shown}`);
    process.exit(1);
  }
}

const perSecond = (seconds: number): string =>
  `${Math.round(COUNT / seconds).toLocaleString('en-US')} boards/s`;

function report(label: string, timing: Timing): void {
  const cpu = timing.cpu === undefined ? '' : `, ${perSecond(timing.cpu)} of CPU time`;
  console.log(`${label.padEnd(40)} ${perSecond(timing.wall)} wall${cpu}`);
}

/** CPU seconds (user + system) used so far by this process's waited-for children, if known. */
function childrenCpu(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5) (cutime, cstime), in clock ticks of 1/100 s on Linux.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const { texts, answers } = drawBoards(COUNT);
const input = texts.join('');
console.log(
  `${COUNT.toLocaleString('en-US')} boards, ${(input.length / 1e6).toFixed(1)} MB of text, best of ${RUNS} runs in process`,
);

const bytes = Buffer.from(input);
/** One BoardReader over the input in 1 MiB chunks, `answer` giving each board's text. */
function stream(answer: (board: Board) => string): string[] {
  const out: string[] = [];
  const reader = new BoardReader(19);
  const sink = (board: Board) => {
    out.push(answer(board));
  };
  for (let start = 0; start < bytes.length; start += 1 << 20) {
    reader.push(bytes.subarray(start, start + (1 << 20)), sink);
  }
  if (reader.end(sink) !== undefined) throw new Error('the streamed input does not parse');
  return out;
}

const streamed = best('streamed', RUNS, answers, () => {
  // As `nori omok --batch` answers (src/cli/omok-run.ts).
  const slot = createAnswerSlot();
  const texts = new Map<number, string>();
  return stream((board) => {
    const kind = answerInto(board, 'standard', slot);
    const key = kind === 'winner' ? 1 + ((slot.color - 1) * 19 + slot.row) * 19 + slot.col : 0;
    let text = texts.get(key);
    if (text === undefined) {
      text = formatAnswer(judge(board))!;
      texts.set(key, text);
    }
    return text;
  });
});

const streamedVerdicts = best('streamed verdicts', RUNS, answers, () =>
  stream((board) => formatAnswer(judge(board))!),
);

const perBoard = best('per board', RUNS, answers, () =>
  texts.map((text) => {
    const parsed = parseBoard(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return formatAnswer(judge(parsed.value))!;
  }),
);

const slow = best('reference', RUNS, answers, () =>
  texts.map((text) => {
    const grid = referenceParse(text);
    if (grid === undefined) throw new Error('the reference cannot read a board');
    return referenceAnswer(grid)!;
  }),
);

// The judge alone, on boards already parsed: how much of the time is parsing.
const boards = texts.map((text) => boardFromRows(referenceParse(text)!));
const judgeOnly = best('judge only', RUNS, answers, () =>
  boards.map((board) => formatAnswer(judge(board))!),
);

report('fast, streamed BoardReader + answerInto:', streamed);
report('fast, streamed BoardReader + judge:', streamedVerdicts);
report('fast, parseBoard + judge per board:', perBoard);
report('fast, judge only (boards parsed):', judgeOnly);
report('slow reference, parse + judge:', slow);
const ratio = (fast: Timing) => (slow.wall / fast.wall).toFixed(1);
console.log(
  `ratio reference / fast (wall): ${ratio(streamed)}x streamed, ${ratio(perBoard)}x per board`,
);

// The built command over a file: the whole process, start-up included.
const dir = mkdtempSync(join(tmpdir(), 'nori-omok-bench-'));
try {
  const file = join(dir, 'boards.txt');
  writeFileSync(file, input);
  const expected = answers.join('');
  const one = join(dir, 'one.txt');
  writeFileSync(one, texts[0]!);
  const spawn = (args: string[], command = ['bin/nori.cjs']): Timing => {
    const cpu = childrenCpu();
    const start = performance.now();
    const result = spawnSync(process.execPath, [...command, ...args], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const wall = (performance.now() - start) / 1000;
    const after = childrenCpu();
    const want = args[2] === file ? expected : args[2] === one ? answers[0] : result.stdout;
    if (result.status !== 0 || result.stdout !== want) {
      console.error(`nori ${args.join(' ')}: exit ${result.status}, ${result.stderr}`);
      process.exit(1);
    }
    return { wall, cpu: cpu === undefined || after === undefined ? undefined : after - cpu };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
  const startups = Array.from({ length: CLI_RUNS }, () => spawn(['omok', '--batch', one]));
  const bare = Array.from({ length: CLI_RUNS }, () => spawn([], ['-e', '0']));
  const runs = Array.from({ length: CLI_RUNS }, () => spawn(['omok', '--batch', file]));
  const walls = runs.map((run) => run.wall);
  const cpus = runs.map((run) => run.cpu).filter((cpu) => cpu !== undefined);
  const cpuText =
    cpus.length === runs.length
      ? `; CPU time median ${perSecond(median(cpus))}, best ${perSecond(Math.min(...cpus))}`
      : '';
  console.log(
    `nori omok --batch FILE (${CLI_RUNS} runs, whole process): wall median ${perSecond(median(walls))} ` +
      `(${ms(median(walls))}), best ${perSecond(Math.min(...walls))} (${ms(Math.min(...walls))})${cpuText}`,
  );
  const wallOf = (timings: Timing[]) => timings.map((timing) => timing.wall);
  console.log(
    `  for scale, the start-up (wall median / best): nori omok --batch on one board ${ms(median(wallOf(startups)))} / ${ms(Math.min(...wallOf(startups)))}, ` +
      `node -e 0 ${ms(median(wallOf(bare)))} / ${ms(Math.min(...wallOf(bare)))}`,
  );
  const met = (seconds: number) => (COUNT / seconds >= TARGET ? 'met' : 'NOT met');
  console.log(
    `target ${TARGET.toLocaleString('en-US')} boards/s of wall time: median ${met(median(walls))}, best ${met(Math.min(...walls))}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
