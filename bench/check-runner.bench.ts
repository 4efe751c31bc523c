/**
 * What one run of `nori check` costs nori itself: `runProgram` (the helper with the kernel limits,
 * a private folder, the process table, the CPU time sampling, the clean-up) against a bare
 * `spawn` of the same program with the same pipes, input and wait for its end, in one process.
 * Each run is a compiled Dice Yut solution given one input: about what a check does 1,000 times
 * in its 20 s budget. Prints nori's own CPU time, the whole machine's (the run itself, and the
 * launcher that starts runs for nori: runner-launcher.ts, not counted in nori's own) and the wall
 * time per run of each, and the ratios. Without a C compiler it says so and stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS, runProgram } from '../src/stress/runner.js';
import { enforcement, findInPath } from '../src/stress/runner-sandbox.js';

const RUNS = Number(process.env.NORI_BENCH_RUNS ?? 400);
const ROUNDS = 3;
const INPUT = '1 2 3 4 1 2 3 4 1 2\n';

const cc = findInPath('cc') ?? findInPath('gcc');
if (cc === undefined) {
  console.log('check-runner: no C compiler, nothing measured');
  process.exit(0);
}
const work = mkdtempSync(join(tmpdir(), 'nori-bench-runner-'));
try {
  const program = join(work, 'sol');
  writeFileSync(
    join(work, 'sol.c'),
    '#include <stdio.h>\nint main(void){int d,s=0;while(scanf("%d",&d)==1)s+=d;printf("%d\\n",s);return 0;}\n',
  );
  const built = spawnSync(cc, ['-O2', '-o', program, join(work, 'sol.c')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('check-runner: the C program did not compile');

  /** A bare spawn: pipes, the input written, both output pipes read to their end. */
  function bare(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(program, [], { stdio: ['pipe', 'pipe', 'pipe'] });
      child.on('error', reject);
      child.stdout.resume();
      child.stderr.resume();
      child.stdin.on('error', () => {});
      child.stdin.end(INPUT);
      child.on('close', () => resolve());
    });
  }

  async function nori(): Promise<void> {
    const result = await runProgram([program], INPUT, DEFAULT_LIMITS);
    if (result.stdout !== '23\n') throw new Error(`check-runner: wrong output ${result.stdout}`);
  }

  /** The CPU time the whole machine has spent since boot (user, nice, system, irq, softirq), ms. */
  function machineMs(): number {
    const fields = readFileSync('/proc/stat', 'latin1').split('\n')[0]!.split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq] = fields.slice(1) as number[];
    return ((user! + nice! + system! + irq! + softirq!) * 1000) / 100;
  }

  /**
   * nori's own CPU time, the machine's and the wall time per run, in milliseconds, for `runs` runs
   * of `one` (the machine's on an otherwise idle machine: it counts whatever else runs).
   */
  async function measure(
    one: () => Promise<void>,
    runs: number,
  ): Promise<[number, number, number]> {
    const cpu = process.cpuUsage();
    const machine = machineMs();
    const started = performance.now();
    for (let i = 0; i < runs; i++) await one();
    const used = process.cpuUsage(cpu);
    return [
      (used.user + used.system) / 1000 / runs,
      (performance.now() - started) / runs,
      (machineMs() - machine) / runs,
    ];
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  console.log(`kernel limits by: ${enforcement()}; ${RUNS} runs a round, ${ROUNDS} rounds`);
  await measure(bare, 20);
  await measure(nori, 20);
  const rows: Record<'bare' | 'nori', [number, number, number][]> = { bare: [], nori: [] };
  for (let round = 0; round < ROUNDS; round++) {
    rows.bare.push(await measure(bare, RUNS));
    rows.nori.push(await measure(nori, RUNS));
  }
  const cpu = (name: 'bare' | 'nori') => median(rows[name].map(([c]) => c));
  const wall = (name: 'bare' | 'nori') => median(rows[name].map(([, w]) => w));
  const all = (name: 'bare' | 'nori') => median(rows[name].map(([, , m]) => m));
  for (const name of ['bare', 'nori'] as const) {
    console.log(
      `${name === 'bare' ? 'bare spawn ' : 'runProgram '}: nori's CPU ${cpu(name).toFixed(2)} ms a run, machine's ${all(name).toFixed(2)}, wall ${wall(name).toFixed(2)}`,
    );
  }
  console.log(
    `runProgram / bare spawn: nori's CPU ${(cpu('nori') / cpu('bare')).toFixed(2)}x, machine's ${(all('nori') / all('bare')).toFixed(2)}x, wall ${(wall('nori') / wall('bare')).toFixed(2)}x`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
