/**
 * Dice Yut: the fast solver against a plain depth-first search over every piece for every roll
 * (how most accepted solutions work), on the same seeded random inputs, in one process.
 * Prints the median time per input of each and their ratio; then the wall time of the one-shot
 * command against `node -e 0`.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { bestPlan, bestScore, CLASSIC_BOARD_SPEC, classicBoard } from '../src/yut/index.js';
import { referenceBestScore } from '../src/yut/reference.test-helper.js';

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(17825);
const inputs = Array.from({ length: 20_000 }, () =>
  Array.from({ length: 10 }, () => 1 + Math.floor(random() * 5)),
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

// Warm up both, and check they agree on what is timed.
for (let i = 0; i < 200; i++) {
  const fast = bestScore(board, inputs[i]!);
  if (fast !== referenceBestScore(CLASSIC_BOARD_SPEC, inputs[i]!))
    throw new Error(`disagree on input ${i}`);
}
const plainCount = 400;
const plain = timePerInput(plainCount, 4, (dice) => referenceBestScore(CLASSIC_BOARD_SPEC, dice));
const fast = timePerInput(inputs.length, 100, (dice) => bestScore(board, dice));
const withPlan = timePerInput(inputs.length, 100, (dice) => bestPlan(board, dice).score);

console.log(
  `plain depth-first search  ${plain.toFixed(1).padStart(9)} us/input  (${plainCount} inputs)`,
);
console.log(
  `fast solver (score)       ${fast.toFixed(1).padStart(9)} us/input  (${inputs.length} inputs)`,
);
console.log(
  `fast solver (score+plan)  ${withPlan.toFixed(1).padStart(9)} us/input  (${inputs.length} inputs)`,
);
console.log(
  `ratio plain/fast: ${(plain / fast).toFixed(0)}x (score), ${(plain / withPlan).toFixed(0)}x (with plan); target >= 200x`,
);

// One-shot start-up: `nori yut < one case` against `node -e 0`, median of repeated runs.
function wall(args: string[], input: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    execFileSync(process.execPath, args, { input, stdio: ['pipe', 'pipe', 'inherit'] });
    times.push(performance.now() - start);
  }
  return median(times);
}
const runs = 21;
wall(['bin/nori.cjs', 'yut'], '1 2 3 4 1 2 3 4 1 2\n', 3);
const node = wall(['-e', '0'], '', runs);
const nori = wall(['bin/nori.cjs', 'yut'], '1 2 3 4 1 2 3 4 1 2\n', runs);
console.log(
  `one-shot: node -e 0 ${node.toFixed(1)} ms, nori yut ${nori.toFixed(1)} ms, ratio ${(nori / node).toFixed(2)} (target <= 1.25)`,
);
