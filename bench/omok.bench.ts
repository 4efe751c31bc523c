// `npm run bench -- omok`: the omok judge on 100,000 seeded random 19 x 19 boards written as
// Baekjoon text, so parsing is part of every measurement:
//   - fast, per board: parseBoard + judge + formatAnswer on each board's text;
//   - fast, streamed: one BoardReader over the whole input in 1 MiB chunks (what --batch does);
//   - slow reference (src/omok/reference.test-helper.ts): split, walk eight ways from every stone;
//   - the built command: `node bin/nori.js omok --batch FILE`, wall time of the whole process.
// Every path's answers are compared with the reference's; a difference fails the benchmark.
// Boards keep Baekjoon's promise (a broken one would stop --batch), and mix densities from empty
// to dense with runs of 4 to 7 planted in all four directions.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoardReader, boardFromRows, formatAnswer, judge, parseBoard } from '../src/omok/index.js';
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
const CLI_RUNS = 5;
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

function time<T>(run: () => T): { value: T; seconds: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  const value = run();
  return { value, seconds: (performance.now() - start) / 1000 };
}

function same(name: string, got: readonly string[], expected: readonly string[]): void {
  const at = expected.findIndex((answer, i) => got[i] !== answer);
  if (got.length !== expected.length || at !== -1) {
    console.error(
      `${name}: answer ${at + 1} differs: ${JSON.stringify(got[at])} for ${JSON.stringify(expected[at])}`,
    );
    process.exit(1);
  }
}

const rate = (boards: number, seconds: number): string =>
  `${Math.round(boards / seconds).toLocaleString('en-US')} boards/s`;

const drawn = time(() => drawBoards(COUNT));
const { texts, answers } = drawn.value;
const input = texts.join('');
console.log(
  `${COUNT.toLocaleString('en-US')} boards, ${(input.length / 1e6).toFixed(1)} MB of text`,
);

const fast = time(() =>
  texts.map((text) => {
    const parsed = parseBoard(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return formatAnswer(judge(parsed.value))!;
  }),
);
same('fast', fast.value, answers);

const bytes = Buffer.from(input);
const streamed = time(() => {
  const out: string[] = [];
  const reader = new BoardReader(19);
  const sink = (board: Parameters<typeof judge>[0]) => {
    out.push(formatAnswer(judge(board))!);
  };
  for (let start = 0; start < bytes.length; start += 1 << 20) {
    reader.push(bytes.subarray(start, start + (1 << 20)), sink);
  }
  if (reader.end(sink) !== undefined) throw new Error('the streamed input does not parse');
  return out;
});
same('streamed', streamed.value, answers);

const slow = time(() =>
  texts.map((text) => {
    const grid = referenceParse(text);
    if (grid === undefined) throw new Error('the reference cannot read a board');
    return referenceAnswer(grid)!;
  }),
);
same('reference', slow.value, answers);

// The judge alone, on boards already parsed: how much of the time is parsing.
const boards = texts.map((text) => boardFromRows(referenceParse(text)!));
const judgeOnly = time(() => boards.map((board) => judge(board).kind));

console.log(`fast, parseBoard + judge per board:  ${rate(COUNT, fast.seconds)}`);
console.log(`fast, streamed BoardReader + judge:  ${rate(COUNT, streamed.seconds)}`);
console.log(`fast, judge only (boards parsed):    ${rate(COUNT, judgeOnly.seconds)}`);
console.log(`slow reference, parse + judge:       ${rate(COUNT, slow.seconds)}`);
console.log(
  `ratio fast / reference: ${(slow.seconds / fast.seconds).toFixed(1)}x per board, ${(slow.seconds / streamed.seconds).toFixed(1)}x streamed`,
);

// The built command over a file, wall time of the whole process (start-up included).
const dir = mkdtempSync(join(tmpdir(), 'nori-omok-bench-'));
try {
  const file = join(dir, 'boards.txt');
  writeFileSync(file, input);
  const expected = answers.join('');
  const startup = time(() => spawnSync(process.execPath, ['bin/nori.js', '--version']));
  const walls: number[] = [];
  for (let run = 0; run < CLI_RUNS; run++) {
    const result = time(() =>
      spawnSync(process.execPath, ['bin/nori.js', 'omok', '--batch', file], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      }),
    );
    if (result.value.status !== 0 || result.value.stdout !== expected) {
      console.error(`nori omok --batch: exit ${result.value.status}, ${result.value.stderr}`);
      process.exit(1);
    }
    walls.push(result.seconds);
  }
  walls.sort((a, b) => a - b);
  const median = walls[Math.floor(walls.length / 2)]!;
  const best = walls[0]!;
  console.log(
    `nori omok --batch (${CLI_RUNS} runs, wall time incl. ${(startup.seconds * 1000).toFixed(0)} ms start-up): ` +
      `median ${rate(COUNT, median)} (${(median * 1000).toFixed(0)} ms), best ${rate(COUNT, best)}`,
  );
  console.log(
    `target ${TARGET.toLocaleString('en-US')} boards/s: ${COUNT / median >= TARGET ? 'met' : 'NOT met'} (median)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
