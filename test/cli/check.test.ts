/**
 * `nori check` as a user runs it (the built command), on the deliberately wrong solutions of
 * test/fixtures/solutions, one row per kind of report (the others: check-fixtures.slow.test.ts):
 * each gets its verdict within the default number of cases and a shrunk case that still fails.
 * The other files: check-runs.test.ts (the same report whatever --jobs is; correct solutions),
 * check-stops.test.ts (limits, signals, --save), check-io.test.ts (standard output that cannot be
 * written, `nori gen`); src/cli/check/usage.test.ts (help, usage errors).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { YUT_COVER } from '../../src/stress/yut-problem.js';
import { changedScore, ruleChanges, yutBoard } from '../../src/stress/yut-rules.js';
import { bestScore } from '../../src/yut/index.js';
import { scaled } from '../support/time.js';
import {
  checkFixtureRow,
  exe,
  type FixtureRow,
  nori,
  py,
  useFixtures,
} from './check.test-helper.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

useFixtures(['yut-by-number', 'yut-no-blue', 'yut-crash']);

// One row per kind of report through the built command: a WA shrunk to a local minimum (C), a WA
// shrunk to the smallest case (C), a runtime error by a signal (C), and a Python program (a WA
// shrunk to a line of six). The other wrong fixtures (two more C, the Python crash, two more Python
// Omok rows: each Python run costs 0.1-0.2 s of CPU time here, and a row hundreds of runs) are the
// same test in check-fixtures.slow.test.ts (npm run test:slow), and check-source.test.ts runs
// fixtures' sources through their compilers on a few cases (a correct Dice Yut and a wrong Omok
// solution per language; every fixture in check-source.slow.test.ts).
describe('nori check: each wrong solution gets its verdict and a shrunk case that still fails', () => {
  const rows: FixtureRow[] = [
    ['yut: names cells by their number', 'yut', () => [exe('yut-by-number')], 'WA', undefined],
    ['yut: ignores the blue arrows', 'yut', () => [exe('yut-no-blue')], 'WA', 10],
    ['yut: runs off the end of a route (abort)', 'yut', () => [exe('yut-crash')], 'RE', undefined],
    ['omok: six counts as a win', 'omok', () => py('omok-six-wins.py'), 'WA', 6],
  ];
  for (const row of rows) it(row[0], () => checkFixtureRow(row));
});

describe('nori check: a rule change that gives the number of one case only', () => {
  // A learner's Python search kept the first way it reached each position of the pieces: its 186
  // on one case was also what ignoring o30's blue arrow gives, but its other answers were not.
  // Here a program answers like one rule change on the first case and right on every other.
  it(
    'names the change for the case, and says it explains no other answer',
    async () => {
      const board = yutBoard();
      const first = [...YUT_COVER[0]!].map(Number);
      const change = ruleChanges(board).find(
        (c) => changedScore(board, first, c) !== bestScore(board, first),
      )!;
      const wrong = changedScore(board, first, change);
      const dir = mkdtempSync(join(tmpdir(), 'nori-coincidence-'));
      const script = join(dir, 'sol.cjs');
      writeFileSync(
        script,
        [
          `const { yut } = require(${JSON.stringify(join(ROOT, 'dist/cjs/index.js'))});`,
          "const dice = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
          `console.log(dice.join('') === '${first.join('')}' ? ${wrong} : yut.bestScore(yut.classicBoard(), dice));`,
        ].join('\n'),
      );
      const run = await nori([
        'check',
        'yut',
        '--seed',
        '1',
        '--cases',
        '5',
        '--shrink-time',
        '0',
        '--diagnosis-cases',
        '20',
        '--',
        process.execPath,
        script,
      ]);
      expect(run.code, run.stderr).toBe(1);
      // The warning comes before the claim, not after it in another section.
      const claim = run.stdout.indexOf(`${wrong} is the best score when one rule is changed:`);
      const warning = run.stdout.indexOf(
        'Perhaps a coincidence: the rule change below gives your number on the shrunk case only',
      );
      expect(claim).toBeGreaterThan(0);
      expect(warning).toBeGreaterThan(0);
      expect(warning).toBeLessThan(claim);
      expect(run.stdout.indexOf('what went wrong')).toBeGreaterThan(claim);
    },
    scaled(120_000),
  );
});

// A learner's Python solution opened input.txt (left from testing): each case crashed, and the
// report showed the traceback and named nothing (corpus of 7 December 2026).
describe('nori check: a program that reads a file instead of standard input', () => {
  it(
    'names the file it could not open, in the report and in JSON',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nori-reads-file-'));
      const script = join(dir, 'sol.cjs');
      writeFileSync(script, "console.log(require('fs').readFileSync('input.txt', 'utf8'));\n");
      const args = ['check', 'yut', '--seed', '1', '--cases', '3', '--shrink-time', '0'];
      const run = await nori([...args, '--', process.execPath, script]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain(
        'Your program stops because it cannot open the file input.txt: the judge gives the input on standard input, so read it from there',
      );
      const json = await nori([...args, '--json', '--', process.execPath, script]);
      expect(JSON.parse(json.stdout).failure.mistake).toEqual({
        name: 'reads-file',
        text: 'reads a file instead of standard input',
      });
      const korean = await nori([...args, '--lang', 'ko', '--', process.execPath, script]);
      expect(korean.stdout).toContain('프로그램이 파일 input.txt를 열지 못해 멈춥니다.');
    },
    scaled(120_000),
  );
});

// A learner's Python Dice Yut solution read ten lines of rolls: it printed the right answer, then
// stopped with an EOFError. The report said so under the traceback, outside "what went wrong",
// and --json named no mistake (second corpus of 7 December 2026).
describe('nori check: a program that fails after printing the right answer', () => {
  it(
    'names it in what went wrong and in JSON',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nori-after-answer-'));
      const script = join(dir, 'sol.cjs');
      writeFileSync(
        script,
        [
          `const { yut } = require(${JSON.stringify(join(ROOT, 'dist/cjs/index.js'))});`,
          "const dice = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
          'console.log(yut.bestScore(yut.classicBoard(), dice));',
          "throw new Error('EOF when reading a line');",
        ].join('\n'),
      );
      const args = ['check', 'yut', '--seed', '1', '--cases', '3', '--shrink-time', '0'];
      const run = await nori([...args, '--', process.execPath, script]);
      expect(run.code, run.stderr).toBe(1);
      const said = run.stdout.indexOf(
        'The answer printed is right; the program failed after printing it.',
      );
      expect(said).toBeGreaterThan(run.stdout.indexOf('what went wrong'));
      expect(run.stdout.indexOf('what went wrong')).toBeGreaterThan(0);
      const json = await nori([...args, '--json', '--', process.execPath, script]);
      expect(JSON.parse(json.stdout).failure.mistake).toEqual({
        name: 'after-answer',
        text: 'stops with an error after printing the right answer',
      });
    },
    scaled(120_000),
  );
});

// Two learners' Python Omok solutions walked a line with "<= 19" (and one with a fixed 14 where 18
// was meant) and crashed with an IndexError on a stone at the edge: the report showed the
// traceback and named nothing (corpus of 7 December 2026, second measurement).
describe('nori check: a program that reads outside an array', () => {
  it(
    'says so, with where to look on the board, in the report and in JSON (Korean: diagnose.test.ts)',
    async () => {
      const args = ['check', 'omok', '--seed', '3', '--cases', '20', '--shrink-time', '20000'];
      const run = await nori([...args, '--', ...py('omok-past-edge.py')]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain('RE on case');
      expect(run.stdout).toContain(
        'Your program stops because it reads outside an array (IndexError: list index out of range).',
      );
      expect(run.stdout).toContain('On the board, a walk along a line must stop at the edge');
      const json = await nori([...args, '--json', '--', ...py('omok-past-edge.py')]);
      expect(JSON.parse(json.stdout).failure.mistake).toEqual({
        name: 'out-of-range',
        text: 'reads outside an array',
      });
    },
    scaled(120_000),
  );
});

// A program that wrote 50 MB to standard error was reported as "(65536 characters in all)", and
// a run kept the first 64 KiB of it, not the end where a crash says why (attack of 7 December
// 2026).
describe('nori check: standard error past what a run keeps', () => {
  it(
    'shows its end and says how much was written',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nori-stderr-'));
      const script = join(dir, 'sol.cjs');
      writeFileSync(
        script,
        "require('fs').writeSync(2, 'x'.repeat(100000) + '\\nthe end of it\\n'); process.exit(3);\n",
      );
      const run = await nori([
        'check',
        'yut',
        '--seed',
        '1',
        '--cases',
        '1',
        '--shrink-time',
        '0',
        '--',
        process.execPath,
        script,
      ]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain('(100015 bytes in all; the last 65536 were kept)');
      expect(run.stdout).toContain('the end of it');
    },
    scaled(120_000),
  );
});
