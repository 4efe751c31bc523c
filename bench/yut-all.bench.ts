/**
 * The table of every Dice Yut input (`nori yut --all`): wall time, inputs per second and peak
 * memory (maximum resident set size of the whole process, worker threads included).
 *
 * 1. The first run in this process, on worker threads as the command does it (this bundle is its
 *    own worker), with the peak memory right after it.
 * 2. Warm runs on 1 and 2 worker threads, and on the main thread alone (no workers).
 * 3. The whole command, `node bin/nori.cjs yut --all --out FILE`, from start to exit, with its
 *    peak memory reported by the process itself as it exits.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { serveAllParts, solveAllOnWorkers } from '../src/cli/yut/all-pool.js';
import { solveAll } from '../src/yut/all.js';
import { classicBoard } from '../src/yut/index.js';

const INPUTS = 5 ** 10;
const SELF = new URL(import.meta.url);

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const mib = (kib: number): string => `${(kib / 1024).toFixed(0)} MiB`;
const rate = (ms: number): string => `${(((INPUTS / ms) * 1000) / 1e6).toFixed(1)} M inputs/s`;
const row = (name: string, times: number[], extra = ''): void => {
  const best = Math.min(...times);
  console.log(
    `${name.padEnd(34)} min ${best.toFixed(0).padStart(5)} ms  median ${median(times).toFixed(0).padStart(5)} ms  ${rate(best)} (at the min)${extra}`,
  );
};

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const threads = availableParallelism();
  console.log(`${INPUTS.toLocaleString('en-US')} inputs; ${threads} cores`);

  const first = await timed(() => solveAllOnWorkers({ workerUrl: SELF }));
  const peak = process.resourceUsage().maxRSS;
  console.log(
    `first run, ${threads} worker threads:    ${first.toFixed(0)} ms, ${rate(first)}, peak memory ${mib(peak)} (whole process)`,
  );

  for (const count of [1, 2]) {
    const times: number[] = [];
    for (let i = 0; i < 7; i++)
      times.push(await timed(() => solveAllOnWorkers({ workerUrl: SELF, threads: count })));
    row(`warm, ${count} worker thread${count === 1 ? '' : 's'}`, times);
  }
  const board = classicBoard();
  const alone: number[] = [];
  for (let i = 0; i < 7; i++) alone.push(await timed(() => solveAll(board)));
  row('main thread alone, no workers', alone);

  // The whole command. A preloaded hook prints the process's peak memory as it exits.
  const work = mkdtempSync(join(tmpdir(), 'nori-bench-all-'));
  const hook = join(work, 'peak.cjs');
  writeFileSync(
    hook,
    "process.on('exit', () => process.stderr.write('peak ' + process.resourceUsage().maxRSS + '\\n'));\n",
  );
  const out = join(work, 'table.bin');
  const walls: number[] = [];
  const peaks: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const run = spawnSync(
      process.execPath,
      ['-r', hook, 'bin/nori.cjs', 'yut', '--all', '--out', out],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`the command failed: ${run.stderr}`);
    walls.push(performance.now() - start);
    peaks.push(Number(/peak (\d+)/.exec(run.stderr)![1]));
  }
  if (readFileSync(out).length !== 2 * INPUTS) {
    throw new Error('the command wrote a table of the wrong size');
  }
  rmSync(work, { recursive: true, force: true });
  row('command, start to exit', walls, `; peak memory max ${mib(Math.max(...peaks))}`);
  console.log('targets: under 5 s wall, under 1 GiB of memory');
}

if (isMainThread) {
  await main();
} else {
  serveAllParts();
}
