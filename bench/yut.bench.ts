/**
 * Dice Yut: the fast solver against a plain depth-first search over every piece for every roll
 * (how most accepted solutions work), on the same seeded random inputs, in one process.
 * Prints the median time per input of each and their ratio; then the wall time of the one-shot
 * command against `node -e 0`.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createRng } from '../src/stress/rng.js';
import { bestPlan, bestScore, CLASSIC_BOARD_SPEC, classicBoard } from '../src/yut/index.js';
import { referenceBestScore } from '../src/yut/reference.test-helper.js';

/**
 * A plain depth-first search the way most accepted Baekjoon solutions are written: cells as
 * integers, next-cell tables, labelled pieces in an array, every piece tried for every roll.
 * This is the baseline of the speed target (the test reference is slower still: it looks cells up
 * by label to stay obviously correct).
 */
function makePlainSearch(spec: typeof CLASSIC_BOARD_SPEC): (dice: readonly number[]) => number {
  const id = new Map(spec.cells.map((cell, index) => [cell.label, index]));
  const red = spec.cells.map((cell) => (cell.red === undefined ? -1 : id.get(cell.red)!));
  const blue = spec.cells.map((cell) => (cell.blue === undefined ? -1 : id.get(cell.blue)!));
  const score = spec.cells.map((cell) => cell.number);
  const start = id.get(spec.start)!;
  const end = id.get(spec.end)!;
  const pieces = [start, start, start, start];
  let dice: readonly number[] = [];
  let best = 0;
  const move = (from: number, die: number): number => {
    let at = blue[from]! >= 0 ? blue[from]! : red[from]!;
    for (let step = 1; step < die && at !== end; step++) at = red[at]!;
    return at;
  };
  const dfs = (turn: number, total: number): void => {
    if (turn === 10) {
      if (total > best) best = total;
      return;
    }
    for (let i = 0; i < 4; i++) {
      const from = pieces[i]!;
      if (from === end) continue;
      const to = move(from, dice[turn]!);
      let taken = false;
      for (let j = 0; j < 4; j++) if (j !== i && to !== end && pieces[j] === to) taken = true;
      if (taken) continue;
      pieces[i] = to;
      dfs(turn + 1, total + score[to]!);
      pieces[i] = from;
    }
  };
  return (input) => {
    dice = input;
    best = 0;
    dfs(0, 0);
    return best;
  };
}

const random = createRng(17825);
const inputs = Array.from({ length: 20_000 }, () =>
  Array.from({ length: 10 }, () => random.int(1, 5)),
);
const board = classicBoard();

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median per-input time in microseconds, timing batches of `group` inputs. */
function timePerInput(count: number, group: number, solve: (dice: number[]) => number): number {
  const samples: number[] = [];
  let checksum = 0;
  for (let i = 0; i + group <= count; i += group) {
    const start = performance.now();
    for (let j = i; j < i + group; j++) checksum += solve(inputs[j]!);
    samples.push(((performance.now() - start) * 1000) / group);
  }
  if (checksum < 0) console.log(checksum);
  return median(samples);
}

const plainSearch = makePlainSearch(CLASSIC_BOARD_SPEC);
// Warm up, and check that everything timed agrees.
for (let i = 0; i < 200; i++) {
  const fast = bestScore(board, inputs[i]!);
  if (
    fast !== referenceBestScore(CLASSIC_BOARD_SPEC, inputs[i]!) ||
    fast !== plainSearch(inputs[i]!)
  ) {
    throw new Error(`disagree on input ${i}`);
  }
}
const plainCount = 400;
const plain = timePerInput(plainCount, 4, plainSearch);
const reference = timePerInput(200, 4, (dice) => referenceBestScore(CLASSIC_BOARD_SPEC, dice));
const fast = timePerInput(inputs.length, 100, (dice) => bestScore(board, dice));
const withPlan = timePerInput(inputs.length, 100, (dice) => bestPlan(board, dice).score);

const row = (name: string, us: number, count: number) =>
  console.log(`${name.padEnd(38)}${us.toFixed(1).padStart(10)} us/input  (${count} inputs)`);
row('plain DFS (accepted-solution style)', plain, plainCount);
row('test reference (labels, no tables)', reference, 200);
row('fast solver, score', fast, inputs.length);
row('fast solver, score and plan', withPlan, inputs.length);
console.log(
  `ratio plain DFS / fast: ${(plain / fast).toFixed(0)}x (score), ${(plain / withPlan).toFixed(0)}x (with plan); target >= 200x`,
);

// One-shot start-up: `nori yut < one case` against `node -e 0`, interleaved runs. The minimum is
// the least disturbed by other work on the machine; the median is shown too.
function wallOnce(args: string[], input: string): number {
  const start = performance.now();
  execFileSync(process.execPath, args, { input, stdio: ['pipe', 'pipe', 'inherit'] });
  return performance.now() - start;
}
const oneCase = '1 2 3 4 1 2 3 4 1 2\n';
const nodeTimes: number[] = [];
const noriTimes: number[] = [];
wallOnce(['bin/nori.cjs', 'yut'], oneCase);
for (let i = 0; i < 31; i++) {
  nodeTimes.push(wallOnce(['-e', '0'], ''));
  noriTimes.push(wallOnce(['bin/nori.cjs', 'yut'], oneCase));
}
const [nodeMin, noriMin] = [Math.min(...nodeTimes), Math.min(...noriTimes)];
console.log(
  `one-shot wall: node -e 0 min ${nodeMin.toFixed(1)} ms (median ${median(nodeTimes).toFixed(1)}), ` +
    `nori yut min ${noriMin.toFixed(1)} ms (median ${median(noriTimes).toFixed(1)}); ` +
    `ratio of minima ${(noriMin / nodeMin).toFixed(2)}, of medians ${(median(noriTimes) / median(nodeTimes)).toFixed(2)} (target <= 1.25)`,
);
