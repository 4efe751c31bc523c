/**
 * `nori check` stopping things as a judge does (the built command): a program that never ends,
 * prints forever or leaves a process holding its output is stopped at the limit with nothing of its
 * group left behind, also on Ctrl-C (while checking or shrinking), SIGHUP, SIGTERM and the other
 * signals of docs/cli.md; time-outs are confirmed before TLE; `--save` writes whole or not at all.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftWith, processesWith } from '../support/procs.js';
import { scaled } from '../support/time.js';
import {
  block,
  exe,
  nori,
  py,
  SOLUTIONS,
  STOP_SIGNALS,
  signalWhileRunning,
  untilRunsUp,
  useFixtures,
  work,
} from './check.test-helper.js';

useFixtures(['yut-correct']);

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
    const copy = join(work(), 'deletes-itself.sh');
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
    const copy = join(work(), 'deletes-itself-later.sh');
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
    const flag = join(work(), `slow-once-${Date.now()}`);
    const script = join(work(), 'slow-once.sh');
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
});

describe('nori check --save: whole or not at all', () => {
  it('replaces an existing file, keeping its permissions, and leaves no temporary file', async () => {
    const dir = mkdtempSync(join(work(), 'save-'));
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
    const dir = mkdtempSync(join(work(), 'save-'));
    const save = join(dir, 'case.txt');
    writeFileSync(save, 'old\n');
    const marker = `nori-save-term-${process.pid}-${Date.now()}`;
    let pid = 0;
    const running = nori(
      [
        'check',
        'yut',
        '--timeout',
        '60000',
        '--save',
        save,
        '--',
        ...py('waits-forever.py'),
        marker,
      ],
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
    const fifo = join(work(), 'save-fifo');
    execFileSync('mkfifo', [fifo]);
    const run = await nori(['check', 'yut', '--save', fifo, '--', 'true']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `nori check: cannot write ${fifo} (--save): it is a named pipe (FIFO); give a regular file\n`,
    );
  });
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
        '--jobs',
        '2',
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
    const { code, left } = await signalWhileRunning('SIGKILL');
    expect(code).toBe(null);
    expect(left).toEqual([]);
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

  // Every signal that ends a program by default and can be caught (SIGKILL above): those of
  // STOP_SIGNALS marked for every run here, the others in check-stops.slow.test.ts.
  const signals = STOP_SIGNALS.filter(([, , , everyRun]) => everyRun);
  for (const [name, signal, code] of signals) {
    it(`${name} kills every running program and exits ${code}`, async () => {
      const run = await signalWhileRunning(signal);
      expect(run.code).toBe(code);
      expect(run.left).toEqual([]);
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
        // Each run spins until this limit: 300 ms of CPU time keeps a run of the shrinker up
        // long enough to be seen (polled every 25 ms) at a fifth of the CPU time of 1,500.
        '--timeout',
        '300',
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
