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

// Crashes whose cause the runs tell, each from learners' solutions whose report showed the
// traceback and named nothing (the corpora of 7 December 2026): a Python solution that opened
// input.txt, a Dice Yut one that read ten lines of rolls (its right answer, then an EOFError,
// said under the traceback only), two Omok ones that read board[19] for a stone on the edge. Each
// is named in "what went wrong" and as --json's mistake.
describe('nori check: a crash whose cause the run tells', () => {
  const script = (name: string, lines: string[]): string[] => {
    const file = join(mkdtempSync(join(tmpdir(), `nori-${name}-`)), 'sol.cjs');
    writeFileSync(file, `${lines.join('\n')}\n`);
    return [process.execPath, file];
  };
  const yutArgs = ['check', 'yut', '--seed', '1', '--cases', '3', '--shrink-time', '0'];
  const rows: {
    what: string;
    args: string[];
    program: () => string[];
    said: string[];
    mistake: { name: string; text: string };
  }[] = [
    {
      what: 'a file read instead of standard input',
      args: yutArgs,
      program: () =>
        script('reads-file', ["console.log(require('fs').readFileSync('input.txt', 'utf8'));"]),
      said: [
        'Your program stops because it cannot open the file input.txt: the judge gives the input on standard input, so read it from there',
      ],
      mistake: { name: 'reads-file', text: 'reads a file instead of standard input' },
    },
    {
      what: 'the right answer printed, then a crash',
      args: yutArgs,
      program: () =>
        script('after-answer', [
          `const { yut } = require(${JSON.stringify(join(ROOT, 'dist/cjs/index.js'))});`,
          "const dice = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
          'console.log(yut.bestScore(yut.classicBoard(), dice));',
          "throw new Error('EOF when reading a line');",
        ]),
      said: ['The answer printed is right; the program failed after printing it.'],
      mistake: {
        name: 'after-answer',
        text: 'stops with an error after printing the right answer',
      },
    },
    {
      what: 'a read outside an array (Korean: diagnose.test.ts)',
      args: ['check', 'omok', '--seed', '3', '--cases', '20', '--shrink-time', '20000'],
      program: () => py('omok-past-edge.py'),
      said: [
        'Your program stops because it reads outside an array (IndexError: list index out of range).',
        'On the board, a walk along a line must stop at the edge',
      ],
      mistake: { name: 'out-of-range', text: 'reads outside an array' },
    },
  ];
  for (const row of rows) {
    it(
      row.what,
      async () => {
        const program = row.program();
        const run = await nori([...row.args, '--', ...program]);
        expect(run.code, run.stderr).toBe(1);
        expect(run.stdout).toMatch(/^RE on case/);
        const section = run.stdout.indexOf('what went wrong');
        expect(section).toBeGreaterThan(0);
        for (const words of row.said) expect(run.stdout.indexOf(words)).toBeGreaterThan(section);
        const json = await nori([...row.args, '--json', '--', ...program]);
        expect(JSON.parse(json.stdout).failure.mistake).toEqual(row.mistake);
      },
      scaled(120_000),
    );
  }

  it(
    'names the file in Korean too',
    async () => {
      const program = script('reads-file-ko', [
        "console.log(require('fs').readFileSync('input.txt', 'utf8'));",
      ]);
      const korean = await nori([...yutArgs, '--lang', 'ko', '--', ...program]);
      expect(korean.stdout).toContain('프로그램이 파일 input.txt를 열지 못해 멈춥니다.');
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
