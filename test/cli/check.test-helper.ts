/**
 * What the command-line tests of `nori check` share (test/cli/check*.test.ts): running the built
 * command with its peak memory sampled, the compiled C fixtures in a fresh folder per test file,
 * and reading a report.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { boardToRows, formatAnswer, judge, parseBoard } from '../../src/omok/index.js';
import { sameTokens } from '../../src/stress/compare.js';
import { bestScore, classicBoard, parseDice } from '../../src/yut/index.js';
import { leftWith, processesWith } from '../support/procs.js';
import { python } from '../support/python.js';
import { scaled } from '../support/time.js';

export const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
export const SOLUTIONS = fileURLToPath(new URL('../fixtures/solutions/', import.meta.url));
let folder: string | undefined;

/** The test file's own temporary folder (made by `useFixtures`, removed after the file). */
export function work(): string {
  if (folder === undefined) throw new Error('useFixtures() was not called by this test file');
  return folder;
}

/** A compiled C fixture, by name (see `useFixtures`). */
export const exe = (name: string): string => join(work(), name);

/**
 * The command that runs a Python fixture of test/fixtures/solutions: the interpreter `python3`
 * runs, by its own path (test/support/python.ts: a pyenv shim on PATH costs most of a start).
 */
export const py = (name: string): string[] => [python(), join(SOLUTIONS, name)];

/**
 * Gives the test file a fresh temporary folder with the C fixtures it names compiled into it
 * (`exe(name)`), and removes it after the file's tests.
 */
export function useFixtures(names: readonly string[]): void {
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'nori-check-test-'));
    for (const name of names) {
      execFileSync('gcc', ['-O2', '-o', exe(name), join(SOLUTIONS, `${name}.c`)], {
        stdio: 'pipe',
      });
    }
  });
  afterAll(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });
}

export interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
  /** Peak resident memory of the nori process in kB (VmHWM, sampled while it ran). */
  peakKb: number;
}

export interface RunOptions {
  input?: string;
  /** Called once the process runs, with its pid (to send it signals). */
  started?: (pid: number) => void;
  /** Called with each piece of standard error as it comes. */
  onStderr?: (text: string) => void;
  /**
   * Where standard output goes: a pipe the test reads (default), /dev/full (every write fails
   * with ENOSPC), or a pipe whose reader has already gone (writes fail with EPIPE).
   */
  stdout?: 'pipe' | 'full' | 'closed';
}

/** Runs the built `nori ARGS` asynchronously, without colour, sampling its peak memory. */
export function nori(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const full = options.stdout === 'full' ? openSync('/dev/full', 'w') : undefined;
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
      stdio: ['pipe', full ?? 'pipe', 'pipe'],
    });
    if (full !== undefined) closeSync(full);
    let stdout = '';
    let stderr = '';
    let peakKb = 0;
    if (options.stdout === 'closed') child.stdout?.destroy();
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      options.onStderr?.(text);
    });
    const sample = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        // the process has just ended
      }
    }, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sample);
      resolve({ stdout, stderr, code, peakKb });
    });
    child.stdin!.end(options.input ?? '');
    options.started?.(child.pid!);
  });
}

/**
 * Waits (at most 10 s) until `count` runs of never-ends.py or waits-forever.py tagged with `marker` are up under nori
 * (`pid`). A run is counted by its helper's own command line: a helper being forked shows its
 * parent's for a moment.
 */
export async function untilRunsUp(marker: string, pid: number, count: number): Promise<void> {
  for (
    let i = 0;
    i < 400 && processesWith(`time.sleep(1)\0${marker}`, { except: pid }).length < count;
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A report with its measured times replaced, so that two reports can be compared. */
export function timesOff(report: string): string {
  return report.replace(/[\d.]+ ms CPU, [\d.]+ ms wall(, peak memory [\d.]+ [kMG]?B)?/g, 'T');
}

/** The indented block that follows a heading line of the report ("original case:", ...). */
export function block(report: string, heading: RegExp): string {
  const lines = report.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) throw new Error(`no ${heading} in the report:\n${report}`);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    body.push(line.slice(2));
  }
  return `${body.join('\n')}\n`;
}

export function referenceAnswer(problem: 'yut' | 'omok', input: string): string {
  if (problem === 'yut') {
    const dice = parseDice(input);
    if (!dice.ok) throw new Error(dice.error.message);
    return `${bestScore(classicBoard(), dice.value)}\n`;
  }
  const board = parseBoard(input);
  if (!board.ok) throw new Error(board.error.message);
  return formatAnswer(judge(board.value))!;
}

/** How big a case is: the sum of the dice, or the number of stones. */
export function size(problem: 'yut' | 'omok', input: string): number {
  if (problem === 'yut') {
    const dice = parseDice(input);
    return dice.ok ? dice.value.reduce((a, b) => a + b, 0) : Number.NaN;
  }
  const board = parseBoard(input);
  return board.ok
    ? boardToRows(board.value)
        .flat()
        .filter((v) => v !== 0).length
    : Number.NaN;
}

/** Runs a fixture on an input directly, as the user would after `--save`. */
export function runFixture(
  command: string[],
  input: string,
): { stdout: string; status: number | null } {
  try {
    const stdout = execFileSync(command[0]!, command.slice(1), {
      input,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { stdout, status: 0 };
  } catch (error) {
    const failed = error as { stdout: string; status: number | null };
    return { stdout: failed.stdout, status: failed.status };
  }
}

/**
 * One wrong fixture, run by the default `nori check` (check.test.ts, check-fixtures.slow.test.ts).
 * `minimum`: the smallest size a failing case can have, where it is known and the shrinker reaches
 * it (ten 1s; a line of six; a line of five); elsewhere the shrunk case must at least be strictly
 * smaller than the original, unless `minimum` is 'local': the generator aims at this mistake so
 * well that the first failing case is already one the shrinker cannot make smaller.
 */
export type FixtureRow = [
  name: string,
  problem: 'yut' | 'omok',
  command: () => string[],
  verdict: string,
  minimum: number | 'local' | undefined,
];

/** Checks one row: its verdict, a shrunk case that still fails, saved as shown. */
export async function checkFixtureRow([name, problem, command, verdict, minimum]: FixtureRow) {
  const save = join(work(), `${name.replace(/\W+/g, '-')}.txt`);
  // Naming the bug runs 200 more cases by default; these rows test the verdict and the shrunk
  // case, not the name (check-source.test.ts does), so 20 do here, in a tenth of the time.
  const run = await nori([
    'check',
    problem,
    '--seed',
    '1',
    '--save',
    save,
    '--diagnosis-cases',
    '20',
    // A row that must reach its smallest case gets the default 10 s box for shrinking scaled like
    // every limit of the tests, so that a loaded machine does not cut it short. A runtime error's
    // shrinking always takes its whole box (10 s of its runs' CPU time by default, 20 steps for
    // yut-crash): a tenth of that, scaled, still makes the case smaller, which is what is tested.
    // The others keep the default.
    ...(typeof minimum === 'number'
      ? ['--shrink-time', String(scaled(10_000))]
      : verdict === 'RE'
        ? ['--shrink-time', String(scaled(1_000))]
        : []),
    '--',
    ...command(),
  ]);
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toMatch(new RegExp(`^${verdict} on case \\d+ \\(seed 1\\)`));
  const original = block(run.stdout, /^original case:/);
  const shrunk = block(run.stdout, /^shrunk case/);
  expect(readFileSync(save, 'utf8')).toBe(shrunk);
  if (minimum === 'local') {
    expect(size(problem, shrunk)).toBeLessThanOrEqual(size(problem, original));
  } else {
    expect(size(problem, shrunk)).toBeLessThan(size(problem, original));
    if (minimum !== undefined) expect(size(problem, shrunk)).toBe(minimum);
  }
  expect(block(run.stdout, /^expected output:/)).toBe(referenceAnswer(problem, shrunk));
  expect(run.stdout).toContain('reference explanation of the shrunk case:');
  // The saved case still fails when the learner runs the program on it.
  const again = runFixture(command(), shrunk);
  if (verdict === 'RE') expect(again.status).not.toBe(0);
  else expect(sameTokens(referenceAnswer(problem, shrunk), again.stdout)).toBe(false);
}

/**
 * The signals that end a program by default and can be caught, with nori's exit code, and
 * whether `npm run check` sends each (check-stops.test.ts; the others: check-stops.slow.test.ts,
 * npm run test:slow): they all go through the one list of src/cli/io/signals.ts, so one row per
 * kind (Ctrl-C; the one that once ended nori and left the programs running; the replay of issue
 * 23) runs every time and the rest is the same test over more signals. (Before, only the first
 * three were handled: SIGQUIT ended nori and left the programs running.)
 */
export const STOP_SIGNALS: [
  name: string,
  signal: NodeJS.Signals,
  code: number,
  everyRun: boolean,
][] = [
  ['Ctrl-C (SIGINT)', 'SIGINT', 130, true],
  ['a closed terminal (SIGHUP)', 'SIGHUP', 129, false],
  ['SIGTERM', 'SIGTERM', 143, false],
  ['Ctrl-\\ (SIGQUIT)', 'SIGQUIT', 131, true],
  ['SIGUSR1', 'SIGUSR1', 138, false],
  ['SIGUSR2', 'SIGUSR2', 140, false],
  ['SIGALRM', 'SIGALRM', 142, false],
  // outside replay of issue 23: SIGPWR ended nori by its default action
  ['SIGPWR', 'SIGPWR', 158, true],
];

/**
 * Starts a check of two runs that wait forever, sends nori `signal` once both runs and their
 * helpers are up, and gives nori's exit code and the processes of the runs still left after it.
 */
export async function signalWhileRunning(
  signal: NodeJS.Signals,
): Promise<{ code: number | null; left: number[] }> {
  const marker = `nori-${signal}-${process.pid}-${Date.now()}`;
  let pid = 0;
  const running = nori(
    ['check', 'yut', '--timeout', '60000', '--jobs', '2', '--', ...py('waits-forever.py'), marker],
    { started: (p) => (pid = p) },
  );
  try {
    await untilRunsUp(marker, pid, 2);
    expect(processesWith(marker, { except: pid, programsOnly: true }).length).toBe(4);
  } finally {
    process.kill(pid, signal);
  }
  const run = await running;
  return { code: run.code, left: await leftWith(marker) };
}
