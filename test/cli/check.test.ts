/**
 * `nori check` and `nori gen` as a user runs them (the built command): every deliberately wrong
 * solution of test/fixtures/solutions gets its verdict within the default number of cases and a
 * shrunk case that still fails; correct solutions pass 400 cases (1,000 in check.slow.test.ts); a
 * program that never ends, prints forever or leaves a process holding its output is stopped at
 * the limit, with nothing of
 * its group left behind, also on Ctrl-C (while checking or shrinking), SIGHUP and SIGTERM; usage
 * errors, a bad --save and standard output that cannot be written are one line each.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardToRows, formatAnswer, judge, parseBoard, parseBoards } from '../../src/omok/index.js';
import { sameTokens } from '../../src/stress/compare.js';
import { bestScore, classicBoard, parseDice } from '../../src/yut/index.js';
import { leftWith, processesWith } from '../support/procs.js';
import { scaled } from '../support/time.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
const SOLUTIONS = fileURLToPath(new URL('../fixtures/solutions/', import.meta.url));
const C_FIXTURES = [
  'yut-correct',
  'yut-by-number',
  'yut-route-copies',
  'yut-share-inner',
  'yut-no-blue',
  'omok-correct',
];

let work: string;
const exe = (name: string): string => join(work, name);
const py = (name: string): string[] => ['python3', join(SOLUTIONS, name)];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'nori-check-test-'));
  for (const name of C_FIXTURES) {
    execFileSync('gcc', ['-O2', '-o', exe(name), join(SOLUTIONS, `${name}.c`)], { stdio: 'pipe' });
  }
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
  /** Peak resident memory of the nori process in kB (VmHWM, sampled while it ran). */
  peakKb: number;
}

interface RunOptions {
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
function nori(args: readonly string[], options: RunOptions = {}): Promise<Run> {
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
 * Waits (at most 10 s) until `count` runs of never-ends.py tagged with `marker` are up under nori
 * (`pid`). A run is counted by its helper's own command line: a helper being forked shows its
 * parent's for a moment.
 */
async function untilRunsUp(marker: string, pid: number, count: number): Promise<void> {
  for (
    let i = 0;
    i < 400 && processesWith(`time.sleep(1)\0${marker}`, { except: pid }).length < count;
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A report with its measured times replaced, so that two reports can be compared. */
function timesOff(report: string): string {
  return report.replace(/[\d.]+ ms CPU, [\d.]+ ms wall(, peak memory [\d.]+ [kMG]?B)?/g, 'T');
}

/** The indented block that follows a heading line of the report ("original case:", ...). */
function block(report: string, heading: RegExp): string {
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

function referenceAnswer(problem: 'yut' | 'omok', input: string): string {
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
function size(problem: 'yut' | 'omok', input: string): number {
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
function runFixture(command: string[], input: string): { stdout: string; status: number | null } {
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

describe('nori check: each wrong solution gets its verdict and a shrunk case that still fails', () => {
  // `minimum`: the smallest size a failing case can have, where it is known and the shrinker
  // reaches it (ten 1s; a line of six; a line of five); elsewhere the shrunk case must at least be
  // strictly smaller than the original, unless `minimum` is 'local': the generator aims at this
  // mistake so well that the first failing case is already one the shrinker cannot make smaller.
  const rows: [
    name: string,
    problem: 'yut' | 'omok',
    command: () => string[],
    verdict: string,
    minimum: number | 'local' | undefined,
  ][] = [
    ['yut: names cells by their number', 'yut', () => [exe('yut-by-number')], 'WA', undefined],
    [
      'yut: a copy of the shared centre per route',
      'yut',
      () => [exe('yut-route-copies')],
      'WA',
      undefined,
    ],
    [
      'yut: pieces share cells on inner routes',
      'yut',
      () => [exe('yut-share-inner')],
      'WA',
      'local',
    ],
    ['yut: ignores the blue arrows', 'yut', () => [exe('yut-no-blue')], 'WA', 10],
    ['yut: crashes (IndexError)', 'yut', () => py('yut-crash.py'), 'RE', undefined],
    ['omok: six counts as a win', 'omok', () => py('omok-six-wins.py'), 'WA', 6],
    ['omok: prints the last stone', 'omok', () => py('omok-last-stone.py'), 'WA', 5],
    ['omok: misses the rising diagonal', 'omok', () => py('omok-no-rising.py'), 'WA', 5],
  ];
  for (const [name, problem, command, verdict, minimum] of rows) {
    it(name, async () => {
      const save = join(work, `${name.replace(/\W+/g, '-')}.txt`);
      // Naming the bug runs 200 more cases by default; 50 tell as much here, in a quarter of the time.
      const run = await nori([
        'check',
        problem,
        '--seed',
        '1',
        '--save',
        save,
        '--diagnosis-cases',
        '50',
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
    });
  }

  it('reports the same case and shrinks it the same way whatever --jobs is', async () => {
    const args = ['check', 'yut', '--seed', '3', '--jobs'];
    const one = await nori([...args, '1', '--', exe('yut-share-inner')]);
    const three = await nori([...args, '3', '--', exe('yut-share-inner')]);
    expect(one.code).toBe(1);
    // Only the number of runs may differ: candidates are tried `jobs` at a time (and the cases
    // run to name the bug, which stop at the first that tells).
    const runsOff = (report: string) =>
      timesOff(report)
        .replace(/, \d+ runs\)/, ', N runs)')
        .replace(/ on \d+ of \d+ cases/, ' on N of N cases');
    expect(runsOff(three.stdout)).toBe(runsOff(one.stdout));
  });
});

describe('nori check --save', () => {
  it('a case that cannot be saved at the end still gets its report, then the error (exit 1)', async () => {
    const run = await nori(['check', 'yut', '--seed', '1', '--save', '/dev/full', '--', 'true']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^WA on case 1 \(seed 1\): wrong answer/);
    expect(run.stdout).toContain('reference explanation of the shrunk case:');
    expect(run.stdout).not.toContain('saved the shrunk case');
    expect(run.stderr.trimEnd().split('\n').at(-1)).toBe(
      'nori check: cannot write /dev/full (--save): no space left on the device',
    );
  });
});

describe('nori check: a program that cannot be started any more while shrinking', () => {
  it('stops shrinking, says why, and reports what it found (exit 1)', async () => {
    const copy = join(work, 'deletes-itself.sh');
    copyFileSync(join(SOLUTIONS, 'deletes-itself.sh'), copy);
    chmodSync(copy, 0o755);
    const run = await nori([
      'check',
      'yut',
      '--seed',
      '1',
      '--cases',
      '1',
      '--jobs',
      '1',
      '--',
      copy,
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^WA on case 1 \(seed 1\): wrong answer/);
    expect(run.stdout).toContain(
      `shrunk case (stopped after 0 steps: cannot run ${copy}: not found):`,
    );
    expect(run.stdout).toContain('reference explanation of the shrunk case:');
    expect(run.stderr).not.toContain('internal error');
  });
});

describe('nori check: a failure found is always reported', () => {
  it('a program that deletes itself, with --jobs 2: the wrong answer of case 1 is reported (exit 1)', async () => {
    // Case 1 answers wrong after a while; case 2 answers right and deletes the program, so case 3
    // cannot be started while case 1 is still running. (Before: "cannot run", exit 2.)
    const case1 = (await nori(['gen', 'yut', '--seed', '1'])).stdout.trim();
    const copy = join(work, 'deletes-itself-later.sh');
    writeFileSync(
      copy,
      `#!/bin/sh\ninput=$(cat)\nif [ "$input" = "${case1}" ]; then sleep 1; echo 0; exit 0; fi\n` +
        `rm -f -- "$0"\nprintf '%s\\n' "$input" | exec ${exe('yut-correct')}\n`,
    );
    chmodSync(copy, 0o755);
    const run = await nori(['check', 'yut', '--seed', '1', '--jobs', '2', '--', copy]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^WA on case 1 \(seed 1\): wrong answer/);
    expect(run.stdout).toContain(`note: case 3: cannot run ${copy}: not found`);
    expect(run.stdout).toContain('reference explanation of the shrunk case:');
  });
});

describe('nori check: time limits on CPU time, time-outs confirmed', () => {
  it('a time-out that does not happen again when the case is run alone is no TLE', async () => {
    // The first run spins for seconds of CPU time; every later one answers right at once.
    const flag = join(work, `slow-once-${Date.now()}`);
    const script = join(work, 'slow-once.sh');
    writeFileSync(
      script,
      `#!/bin/sh\nif [ ! -e ${flag} ]; then : > ${flag}; ` +
        'i=0; while [ $i -lt 5000000 ]; do i=$((i + 1)); done; fi\n' +
        `exec ${exe('yut-correct')}\n`,
    );
    chmodSync(script, 0o755);
    const run = await nori([
      'check',
      'yut',
      '--cases',
      '3',
      '--seed',
      '1',
      '--timeout',
      '300',
      '--jobs',
      '1',
      '--',
      script,
    ]);
    expect(run.stdout, run.stderr).toMatch(/^all passed: 3 cases \(seed 1\): AC 3;/);
    expect(run.code).toBe(0);
  });

  it(
    'the same seed gives the same report while the machine is busy',
    async () => {
      // Four busy loops on the two cores (each ends by itself after 60 s, and is killed at the end).
      // Before, under the wall-clock limit, some runs of a fast Python solution were TLE, and which
      // case failed first changed from one check to the next.
      const busy = 'const end = Date.now() + 60000; while (Date.now() < end);';
      const loops = Array.from({ length: 4 }, () =>
        spawn(process.execPath, ['-e', busy], { stdio: 'ignore' }),
      );
      try {
        const args = [
          'check',
          'omok',
          '--seed',
          '5',
          '--cases',
          '30',
          '--timeout',
          '600',
          '--shrink-time',
          '0',
          '--diagnosis-cases',
          '0',
          '--',
          ...py('omok-last-stone.py'),
        ];
        const first = await nori(args);
        const second = await nori(args);
        expect(first.code, first.stderr).toBe(1);
        expect(first.stdout).toMatch(/^WA on case \d+ \(seed 5\)/);
        expect(timesOff(second.stdout)).toBe(timesOff(first.stdout));
      } finally {
        for (const loop of loops) loop.kill('SIGKILL');
      }
    },
    scaled(60_000),
  );
});

describe('nori check --save: whole or not at all', () => {
  it('replaces an existing file, keeping its permissions, and leaves no temporary file', async () => {
    const dir = mkdtempSync(join(work, 'save-'));
    const save = join(dir, 'case.txt');
    writeFileSync(save, 'old\n');
    chmodSync(save, 0o640);
    const run = await nori(['check', 'yut', '--seed', '1', '--save', save, '--', 'true']);
    expect(run.code, run.stderr).toBe(1);
    expect(readFileSync(save, 'utf8')).toBe(block(run.stdout, /^shrunk case/));
    expect(statSync(save).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['case.txt']);
  });

  it('a check stopped by SIGTERM leaves the old file as it was and no temporary file', async () => {
    const dir = mkdtempSync(join(work, 'save-'));
    const save = join(dir, 'case.txt');
    writeFileSync(save, 'old\n');
    const marker = `nori-save-term-${process.pid}-${Date.now()}`;
    let pid = 0;
    const running = nori(
      ['check', 'yut', '--timeout', '60000', '--save', save, '--', ...py('never-ends.py'), marker],
      { started: (p) => (pid = p) },
    );
    try {
      await untilRunsUp(marker, pid, 1);
    } finally {
      process.kill(pid, 'SIGTERM');
    }
    expect((await running).code).toBe(143);
    expect(readFileSync(save, 'utf8')).toBe('old\n');
    expect(readdirSync(dir)).toEqual(['case.txt']);
    expect(await leftWith(marker)).toEqual([]);
  });

  it('a FIFO is refused before the run, not waited on', async () => {
    const fifo = join(work, 'save-fifo');
    execFileSync('mkfifo', [fifo]);
    const run = await nori(['check', 'yut', '--save', fifo, '--', 'true']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `nori check: cannot write ${fifo} (--save): it is a named pipe (FIFO); give a regular file\n`,
    );
  });
});

// 1,000 cases each: check.slow.test.ts (npm run test:slow).
describe('nori check: correct solutions', () => {
  for (const problem of ['yut', 'omok'] as const) {
    it(`a correct ${problem} solution passes 400 cases (every planned one among them)`, async () => {
      const run = await nori([
        'check',
        problem,
        '--cases',
        '400',
        '--seed',
        '7',
        '--',
        exe(`${problem}-correct`),
      ]);
      expect(run.stderr).not.toContain('nori check:');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        /^all passed: 400 cases \(seed 7\): AC 400; slowest run \d+ ms CPU, \d+ ms wall \(case \d+\)(; largest peak memory [\d.]+ MB \(case \d+\))?\ncovered \d+ of \d+ features of the coverage table.*\n$/,
      );
    });
  }
});

describe('nori check: programs that must be stopped', () => {
  it('a program that never ends gets TLE, and its whole process group is killed', async () => {
    const marker = `nori-never-${process.pid}-${Date.now()}`;
    let seen = 0;
    let pid = -1;
    const watch = setInterval(() => {
      seen = Math.max(seen, processesWith(marker, { except: pid }).length);
    }, 25);
    const run = await nori(
      [
        'check',
        'yut',
        '--seed',
        '1',
        '--timeout',
        '300',
        '--shrink-time',
        '1500',
        '--',
        ...py('never-ends.py'),
        marker,
      ],
      { started: (p) => (pid = p) },
    );
    clearInterval(watch);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^TLE on case 1 \(seed 1\): time limit exceeded/);
    expect(run.stdout).toContain('the time-out was confirmed by a second run, alone');
    expect(seen).toBeGreaterThanOrEqual(2); // the program and the helper it started both ran
    expect(await leftWith(marker)).toEqual([]);
  });

  it(
    'a descendant that double-forks into a session of its own is killed (and the answer judged)',
    async () => {
      const marker = `nori-escape-${process.pid}-${Date.now()}`;
      try {
        // Before: the escaped `sleep 60` held the output open: TLE at the limit, and it stayed.
        const run = await nori([
          'check',
          'yut',
          '--cases',
          '1',
          '--timeout',
          '300',
          '--shrink-time',
          '0',
          '--',
          'sh',
          join(SOLUTIONS, 'escapes-session.sh'),
          marker,
        ]);
        expect(run.code, run.stderr).toBe(1);
        expect(run.stdout).toMatch(/^WA on case 1 \(seed \d+\): wrong answer/);
        expect(await leftWith(marker)).toEqual([]);
      } finally {
        for (const pid of processesWith(marker)) {
          try {
            process.kill(-pid, 'SIGKILL'); // the escaped session's leader: its whole group
          } catch {
            // already gone with its leader
          }
        }
      }
    },
    scaled(20_000),
  );

  it('SIGKILL of nori: the watchdog kills every program it was running', async () => {
    const marker = `nori-sigkill-${process.pid}-${Date.now()}`;
    let pid = 0;
    const running = nori(
      ['check', 'yut', '--timeout', '60000', '--jobs', '2', '--', ...py('never-ends.py'), marker],
      { started: (p) => (pid = p) },
    );
    try {
      await untilRunsUp(marker, pid, 2);
      expect(processesWith(marker, { except: pid, programsOnly: true }).length).toBe(4);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
    const run = await running;
    expect(run.code).toBe(null);
    expect(await leftWith(marker)).toEqual([]);
  });

  it('a program that prints forever ends with OLE while nori stays small', async () => {
    const run = await nori(['check', 'yut', '--seed', '1', '--', ...py('prints-forever.py')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^OLE on case 1 \(seed 1\): output limit exceeded \(printed more than 1048576 bytes/,
    );
    expect(run.peakKb).toBeGreaterThan(0);
    expect(run.peakKb).toBeLessThan(300 * 1024);
  });

  // Every signal that ends a program by default and can be caught; SIGKILL below. (Before, only
  // the first three were handled: SIGQUIT ended nori and left the programs running.)
  const signals: [name: string, signal: NodeJS.Signals, code: number][] = [
    ['Ctrl-C (SIGINT)', 'SIGINT', 130],
    ['a closed terminal (SIGHUP)', 'SIGHUP', 129],
    ['SIGTERM', 'SIGTERM', 143],
    ['Ctrl-\\ (SIGQUIT)', 'SIGQUIT', 131],
    ['SIGUSR1', 'SIGUSR1', 138],
    ['SIGUSR2', 'SIGUSR2', 140],
    ['SIGALRM', 'SIGALRM', 142],
  ];
  for (const [name, signal, code] of signals) {
    it(`${name} kills every running program and exits ${code}`, async () => {
      const marker = `nori-interrupt-${process.pid}-${Date.now()}`;
      let pid = 0;
      const running = nori(
        ['check', 'yut', '--timeout', '60000', '--jobs', '2', '--', ...py('never-ends.py'), marker],
        { started: (p) => (pid = p) },
      );
      try {
        // Wait until both runs and their helpers are up, then send the signal.
        await untilRunsUp(marker, pid, 2);
        expect(processesWith(marker, { except: pid, programsOnly: true }).length).toBe(4);
      } finally {
        process.kill(pid, signal);
      }
      const run = await running;
      expect(run.code).toBe(code);
      expect(await leftWith(marker)).toEqual([]);
    });
  }

  it('Ctrl-C while shrinking kills the runs of the shrinker too and exits 130', async () => {
    const marker = `nori-shrink-interrupt-${process.pid}-${Date.now()}`;
    const helper = `time.sleep(1)\0${marker}`;
    let pid = 0;
    let shrinking: number[] | undefined;
    const running = nori(
      [
        'check',
        'yut',
        '--seed',
        '1',
        '--timeout',
        '1500',
        '--jobs',
        '2',
        '--',
        ...py('never-ends.py'),
        marker,
      ],
      {
        started: (p) => (pid = p),
        onStderr: (text) => {
          // The helpers of the checking phase, which may still be going away.
          if (text.includes('shrinking it') && shrinking === undefined) {
            shrinking = processesWith(helper, { except: pid });
          }
        },
      },
    );
    try {
      // Wait until a run of the shrinker is up: a helper that was not there before shrinking.
      const fresh = (): number[] =>
        shrinking === undefined
          ? []
          : processesWith(helper, { except: pid }).filter((p) => !shrinking!.includes(p));
      for (let i = 0; i < 800 && fresh().length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(fresh().length).toBeGreaterThan(0);
    } finally {
      process.kill(pid, 'SIGINT');
    }
    const run = await running;
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('shrinking it');
    expect(run.stdout).toBe('');
    expect(await leftWith(marker)).toEqual([]);
  });
});

describe('nori check --help', () => {
  it('explains every verdict, OLE included, in their order of precedence', async () => {
    const run = await nori(['check', '--help']);
    expect(run.code).toBe(0);
    const verdicts = [...run.stdout.matchAll(/^ {2}(AC|WA|RE|TLE|OLE) +\S/gm)].map((m) => m[1]);
    expect(verdicts).toEqual(['TLE', 'OLE', 'RE', 'WA', 'AC']);
    expect(run.stdout).toMatch(/^ {2}OLE {2}output limit exceeded: more than 1 MiB/m);
  });
});

describe('nori check: usage errors are one line and exit 2', () => {
  const rows: [name: string, args: string[], message: RegExp][] = [
    ['no command after --', ['check', 'yut', '--'], /^nori check: .*SOLUTION/],
    ['no command at all', ['check', 'yut'], /^nori check: .*SOLUTION/],
    [
      '--cases 0',
      ['check', 'yut', '--cases', '0', '--', 'true'],
      /^nori check: --cases must be a positive whole number, found "0"$/,
    ],
    [
      '--cases not a number',
      ['check', 'yut', '--cases', '1e3', '--', 'true'],
      /--cases must be a positive whole number/,
    ],
    [
      '--timeout negative',
      ['check', 'yut', '--timeout', '-5', '--', 'true'],
      /^nori check: --timeout must be a positive whole number, found "-5"$/,
    ],
    [
      '--timeout past what a timer can wait',
      ['check', 'yut', '--timeout', '3000000000', '--', 'true'],
      /^nori check: --timeout must be at most 2147483647, found 3000000000$/,
    ],
    [
      '--jobs 0',
      ['check', 'yut', '--jobs', '0', '--', 'true'],
      /--jobs must be a positive whole number/,
    ],
    [
      '--seed with its value missing before --',
      ['check', 'yut', '--seed', '--', 'true'],
      /^nori check: --seed <S>: its value is missing: -- starts the command to run/,
    ],
    [
      '--save with its value missing before --',
      ['check', 'yut', '--save', '--', 'true'],
      /^nori check: --save <FILE>: its value is missing/,
    ],
    [
      'gen --seed with its value missing',
      ['gen', 'yut', '--seed', '--'],
      /^nori gen: --seed <S>: its value is missing/,
    ],
    [
      '--save in a directory that does not exist (checked before running)',
      ['check', 'yut', '--save', '/nonexistent/dir/x', '--', 'true'],
      /^nori check: cannot write \/nonexistent\/dir\/x \(--save\): no such directory$/,
    ],
    [
      '--save with an empty name (checked before running)',
      ['check', 'yut', '--save', '', '--', 'true'],
      /^nori check: --save needs a file name, found ""$/,
    ],
    [
      '--save naming a directory',
      ['check', 'yut', '--save', tmpdir(), '--', 'true'],
      /^nori check: cannot write .* \(--save\): it is a directory$/,
    ],
    ['an unknown problem', ['check', 'chess', '--', 'true'], /^nori check: .*chess/],
    [
      'a program that does not exist',
      ['check', 'yut', '--', './no-such-solution'],
      /^nori check: cannot run \.\/no-such-solution: not found$/,
    ],
    [
      'gen --count 0',
      ['gen', 'yut', '--count', '0'],
      /^nori gen: --count must be a positive whole number, found "0"$/,
    ],
  ];
  for (const [name, args, message] of rows) {
    it(name, async () => {
      const run = await nori(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(message);
    });
  }
});

describe('standard output that cannot be written: one line and exit 2; a reader that left is no error', () => {
  // The failing checks shrink for 1 ms only: the report's shrinking is tested above, not here.
  const emptyBoard = `${'0 '.repeat(18)}0\n`.repeat(19);
  const rows: [
    name: string,
    args: () => string[],
    input: string,
    stdout: 'full' | 'closed',
    code: number,
    error: string | undefined,
  ][] = [
    [
      'gen to a full disk',
      () => ['gen', 'yut', '--seed', '1', '--count', '10'],
      '',
      'full',
      2,
      'gen',
    ],
    [
      'gen omok, many flushes',
      () => ['gen', 'omok', '--seed', '1', '--count', '500'],
      '',
      'full',
      2,
      'gen',
    ],
    ['yut, one case', () => ['yut'], '1 2 3 4 1 2 3 4 1 2\n', 'full', 2, 'yut'],
    ['yut --batch', () => ['yut', '--batch'], '1 2 3 4 1 2 3 4 1 2\n'.repeat(50), 'full', 2, 'yut'],
    [
      'omok FILE',
      () => {
        const file = join(work, 'empty-board.txt');
        writeFileSync(file, emptyBoard);
        return ['omok', file];
      },
      '',
      'full',
      2,
      'omok',
    ],
    [
      'check, all passed',
      () => ['check', 'yut', '--cases', '2', '--seed', '1', '--', exe('yut-correct')],
      '',
      'full',
      2,
      'check',
    ],
    [
      'check, a failure found (still 2: exit 1 only means the report was given)',
      () => [
        'check',
        'yut',
        '--cases',
        '2',
        '--seed',
        '1',
        '--shrink-time',
        '1',
        '--',
        ...py('yut-crash.py'),
      ],
      '',
      'full',
      2,
      'check',
    ],
    [
      'gen, reader gone',
      () => ['gen', 'yut', '--seed', '1', '--count', '100000'],
      '',
      'closed',
      0,
      undefined,
    ],
    [
      'check, all passed, reader gone',
      () => ['check', 'yut', '--cases', '2', '--seed', '1', '--', exe('yut-correct')],
      '',
      'closed',
      0,
      undefined,
    ],
    [
      'check, a failure found, reader gone (still 1)',
      () => [
        'check',
        'yut',
        '--cases',
        '2',
        '--seed',
        '1',
        '--shrink-time',
        '1',
        '--',
        ...py('yut-crash.py'),
      ],
      '',
      'closed',
      1,
      undefined,
    ],
  ];
  for (const [name, args, input, stdout, code, command] of rows) {
    it(name, async () => {
      const run = await nori(args(), { input, stdout });
      expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
      const lines = run.stderr.split('\n').filter((line) => line.startsWith('nori '));
      if (command === undefined) {
        expect(lines).toEqual([]);
      } else {
        expect(lines).toEqual([
          `nori ${command}: cannot write standard output: no space left on the device`,
        ]);
      }
      expect(run.code, run.stderr).toBe(code);
    });
  }
});

describe('nori gen', () => {
  it('writes the same yut inputs for the same seed, every one valid', async () => {
    const first = await nori(['gen', 'yut', '--seed', '9', '--count', '300']);
    const second = await nori(['gen', 'yut', '--seed', '9', '--count', '300']);
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
    const lines = first.stdout.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(300);
    for (const line of lines) expect(parseDice(line).ok).toBe(true);
    const other = await nori(['gen', 'yut', '--seed', '10', '--count', '300']);
    expect(other.stdout).not.toBe(first.stdout);
  });

  it('writes omok boards back to back that all parse and keep the promise', async () => {
    const run = await nori(['gen', 'omok', '--seed', '4', '--count', '200']);
    expect(run.code).toBe(0);
    const boards = parseBoards(run.stdout);
    expect(boards.ok && boards.value.length).toBe(200);
    if (!boards.ok) return;
    for (const board of boards.value) expect(judge(board).kind).not.toBe('broken-promise');
    expect((await nori(['gen', 'omok', '--seed', '4', '--count', '200'])).stdout).toBe(run.stdout);
  });

  it('names the seed on standard error when none is given', async () => {
    const run = await nori(['gen', 'yut']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^nori gen: seed \d+\n$/);
    const seed = /seed (\d+)/.exec(run.stderr)![1]!;
    expect((await nori(['gen', 'yut', '--seed', seed])).stdout).toBe(run.stdout);
  });
});
