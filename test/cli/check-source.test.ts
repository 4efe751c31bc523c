/**
 * `nori check` on source files: the fixture solutions (fixtures.test-helper.ts: those of
 * DEFAULT_FIXTURES, a correct Dice Yut and a wrong Omok solution, in every language; the others
 * run in check-source.slow.test.ts, since compiling one takes seconds), then the built command on
 * source files.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isInstalled } from '../../src/cli/check/compile.js';
import { scaled } from '../support/time.js';
import { DEFAULT_FIXTURES, describeFixtures, ROOT } from './fixtures.test-helper.js';

describeFixtures((_lang, name) => DEFAULT_FIXTURES.has(name));

describe('nori check SOURCE (the built command)', () => {
  const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
  // The run's cache (test/run-folder.ts), where the fixtures above were compiled; the test of
  // the cache itself starts from an empty one.
  const nori = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [BIN, ...args], {
      encoding: 'utf8',
      timeout: scaled(300_000),
      env: { ...process.env, NO_COLOR: '1', LANG: 'C', LC_ALL: '', ...env },
    });
  const hasGpp = isInstalled('g++');

  it.skipIf(!hasGpp)(
    'compiles, names the bug, and takes the build from the cache the second time',
    () => {
      const source = join(ROOT, 'cpp', 'yut-same-number.cpp');
      const cache = { XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'nori-check-source-')) };
      // Without shrinking (check.test.ts tests it; here it was 109 runs of each check): the
      // compile, the bug named and the same report from the cached build are what is tested.
      const args = ['check', 'yut', source, '--seed', '1', '--cases', '30', '--shrink-time', '0'];
      const first = nori([...args, '--diagnosis-cases', '40'], cache);
      expect(first.status, first.stderr).toBe(1);
      expect(first.stderr).toMatch(
        /^compiling .*yut-same-number\.cpp as C\+\+17: g\+\+ Main\.cc .*-std=gnu\+\+17/m,
      );
      expect(first.stdout).toMatch(/^WA on case \d+ \(seed 1\): wrong answer/);
      expect(first.stdout).toMatch(
        /Your answers match a solver that treats cells with the same number as one cell .* on (\d+) of \1 cases/,
      );
      const second = nori([...args, '--diagnosis-cases', '40'], cache);
      expect(second.stderr).not.toMatch(/compiling/);
      // The same report, but for the times of the run and the number of cases the diagnosis ran:
      // it stops at the first case that tells, and with two jobs how many had started by then
      // depends on the machine (33 and 31 of two runs at load 19).
      const timeless = (text: string) =>
        text
          .replace(/^run of the original case: .*$/m, '')
          .replace(/ on \d+ of \d+ cases/, ' on N of N cases');
      expect(timeless(second.stdout)).toBe(timeless(first.stdout));
    },
    scaled(300_000),
  );

  // A learner's C++ Omok solution read board[r][-1] and took a five for a six from one end only:
  // no mistake of the catalogue fitted and the report named nothing, where --sanitize would have
  // stopped the read (second corpus of 7 December 2026).
  it.skipIf(!hasGpp)(
    'suggests --sanitize for a C++ failure nothing names, and names a read outside an array with it',
    () => {
      const args = ['--seed', '1', '--cases', '300', '--shrink-time', '3000'];
      const white = join(ROOT, 'cpp', 'omok-white-short.cpp');
      const plain = nori(['check', 'omok', white, ...args]);
      expect(plain.status, plain.stderr).toBe(1);
      expect(plain.stdout).toMatch(/^WA on case/);
      expect(plain.stdout).toContain('No mistake of the catalogue explains your answers');
      expect(plain.stdout).toContain('It is a C or C++ source: check it again with --sanitize.');
      // With the checks on, the suggestion is not made again.
      const checked = nori(['check', 'omok', white, ...args, '--sanitize']);
      expect(checked.status, checked.stderr).toBe(1);
      expect(checked.stdout).not.toContain('--sanitize.');
      // A read before the first column: with the checks, it stops there, and is named.
      const left = join(ROOT, 'cpp', 'omok-left-edge.cpp');
      const stopped = nori(['check', 'omok', left, ...args, '--sanitize']);
      expect(stopped.status, stopped.stderr).toBe(1);
      expect(stopped.stdout).toMatch(/^RE on case/);
      expect(stopped.stdout).toContain(
        'Your program stops because it reads outside an array (runtime error: index out of bounds): index -1 of an array of length 19, whose indices go from 0 to 18.',
      );
    },
    scaled(300_000),
  );

  it.skipIf(!hasGpp)(
    'speaks Korean with --lang ko',
    () => {
      // A fixture the rows above compiled into the run's cache: this row compiles nothing.
      const source = join(ROOT, 'cpp', 'omok-no-rising.cpp');
      const run = nori([
        'check',
        'omok',
        source,
        '--seed',
        '1',
        '--cases',
        '30',
        '--lang',
        'ko',
        '--diagnosis-cases',
        '40',
      ]);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stdout).toMatch(/^WA: \d+번 케이스 \(시드 1\): 틀렸습니다/);
      for (const heading of [
        '처음 찾은 반례:',
        '줄인 반례',
        '정답:',
        '틀린 이유:',
        '줄인 반례의 풀이:',
      ]) {
        expect(run.stdout).toContain(heading);
      }
      expect(run.stdout).toMatch(/왼쪽 아래에서 오른쪽 위로 올라가는 대각선을 보지 않습니다/);
    },
    scaled(300_000),
  );

  it.skipIf(!isInstalled('javac'))(
    "a Java file with a byte order mark, a package line and its own class name is checked as Baekjoon's Main, and says so",
    () => {
      // The fixture as learners keep it (a byte order mark, `package boj.simulation;`, `public
      // class BOJ_17825_주사위윷놀이`), compiled into the run's cache by the rows above: a JVM start
      // for each of the 3 cases.
      const source = join(ROOT, 'java', 'yut-correct.java');
      const run = nori(['check', 'yut', source, '--seed', '1', '--cases', '3']);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toContain(
        `${source}: the file begins with a byte order mark (BOM), which javac refuses and a Baekjoon submission never has: checked without it\n` +
          `${source}: Baekjoon takes a Java solution without a package line: checked without \`package boj.simulation;\`\n` +
          `${source}: Baekjoon runs a Java solution as \`public class Main\`: checked with class BOJ_17825_주사위윷놀이 renamed to Main\n`,
      );
      expect(run.stdout).toMatch(/^all passed: 3 cases \(seed 1\): AC 3;/);
      const ko = nori(['check', 'yut', source, '--seed', '1', '--cases', '1', '--lang', 'ko']);
      expect(ko.status, ko.stderr).toBe(0);
      expect(ko.stderr).toContain(
        `${source}: 백준은 Java 풀이를 \`public class Main\`으로 실행합니다. BOJ_17825_주사위윷놀이 클래스를 Main으로 바꿔 검사합니다\n`,
      );
    },
    scaled(300_000),
  );

  it.skipIf(!hasGpp)("a compile error: the compiler's words, then one line, exit 2", () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-bad-'));
    const bad = join(dir, 'bad.cpp');
    writeFileSync(bad, 'int main( { return 0; }\n');
    const run = nori(['check', 'yut', bad]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Main\.cc:1:\d+: error:/);
    expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^nori check: compile error in .*bad\.cpp \(C\+\+17: exit code 1\); the compiler said so above$/,
    );
    expect(run.stdout).toBe('');
  });

  it.skipIf(!isInstalled('python3'))(
    "MLE: the peak memory of the run over the problem's limit (omok: 128 MB)",
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'nori-mle-'));
      const hog = join(dir, 'hog.py');
      // 300 MB touched page by page, held long enough for the runner's samples to see it.
      writeFileSync(
        hog,
        'import time\na = bytearray(300 << 20)\nfor i in range(0, len(a), 4096):\n    a[i] = 1\ntime.sleep(0.3)\nprint(0)\n',
      );
      // One case, no shrinking and no cases run to name a mistake: each run of the hog is a Python
      // start and a refused allocation, and the verdict is what is tested.
      const run = nori([
        'check',
        'omok',
        hog,
        '--cases',
        '1',
        '--seed',
        '1',
        '--shrink-time',
        '0',
        '--diagnosis-cases',
        '0',
      ]);
      expect(run.status, run.stderr).toBe(1);
      // The kernel refuses the memory now (the address space is capped at the limit plus the
      // language's allowance), so the program fails at its allocation rather than being judged
      // after the run by its peak.
      expect(run.stdout).toMatch(
        /^MLE on case 1 \(seed 1\): memory limit exceeded \(it ran out of memory: the system refused it more than the limit of 128 MB/,
      );
    },
    scaled(120_000),
  );

  it('a missing compiler: one line naming what to install, exit 2', () => {
    const run = nori(['check', 'yut', join(ROOT, 'cpp', 'yut-correct.cpp')], {
      PATH: '/nonexistent',
      XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'nori-empty-cache-')),
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `nori check: cannot compile ${join(ROOT, 'cpp', 'yut-correct.cpp')} (C++17): g++ is not installed; install it (Debian/Ubuntu: apt install g++)\n`,
    );
  });

  it('-- COMMAND still runs the command as given (a source file after -- is not compiled)', () => {
    const run = nori(['check', 'yut', '--cases', '3', '--', join(ROOT, 'cpp', 'yut-correct.cpp')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^nori check: cannot run .*yut-correct\.cpp: permission denied$/m);
  });
});
