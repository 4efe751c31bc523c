/**
 * The long sweep of `nori check` (npm run test:slow): the correct C solutions pass 400 and 1,000
 * cases of each problem with the same seed as check-runs.test.ts, whose 20 Dice Yut cases and 10
 * Omok boards of every `npm run check` are the first of these.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
const SOLUTIONS = fileURLToPath(new URL('../fixtures/solutions/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'nori-check-slow-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('nori check: correct solutions, 400 and 1,000 cases', () => {
  for (const problem of ['yut', 'omok'] as const) {
    for (const cases of [400, 1000]) {
      it(
        `a correct ${problem} solution passes ${cases === 1000 ? '1,000' : cases} cases${cases === 400 ? ', the planned ones first' : ''}`,
        () => {
          const exe = join(work, `${problem}-correct-${cases}`);
          execFileSync('gcc', ['-O2', '-o', exe, join(SOLUTIONS, `${problem}-correct.c`)]);
          const run = spawnSync(
            process.execPath,
            [BIN, 'check', problem, '--cases', String(cases), '--seed', '7', '--', exe],
            { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined } },
          );
          expect(run.stderr).not.toContain('nori check:');
          expect(run.status).toBe(0);
          expect(run.stdout).toMatch(
            new RegExp(
              `^all passed: ${cases} cases \\(seed 7\\): AC ${cases}; slowest run \\d+ ms CPU, \\d+ ms wall \\(case \\d+\\)(; largest peak memory [\\d.]+ MB \\(case \\d+\\))?\\ncovered \\d+ of \\d+ features of the coverage table.*\\n$`,
            ),
          );
        },
        scaled(180_000),
      );
    }
  }
});

describe('nori check: a learner-style Python solution that treats o30 and m30 as one cell', () => {
  // Replay of issue 21: the default run caught it, but the case was not shrunk ("stopped after 0
  // steps") and "where to look" pointed at o16/a16. The shrinker now follows the matching rule
  // change without the program and offers where it ends first.
  it(
    'is caught, shrunk to fewer pips, and described at o30/m30',
    () => {
      const run = spawnSync(
        process.execPath,
        [
          BIN,
          'check',
          'yut',
          '--seed',
          '1',
          '--json',
          '--lang',
          'en',
          '--',
          'python3',
          join(SOLUTIONS, 'py', 'yut-merge-30.py'),
        ],
        { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined } },
      );
      expect(run.status, run.stderr).toBe(1);
      const report = JSON.parse(run.stdout) as {
        failure: {
          original: { input: string };
          counterexample: { input: string };
          shrink: { steps: number };
          description: { cells: string[]; text: string };
        };
      };
      const pips = (text: string): number =>
        text
          .trim()
          .split(/\s+/)
          .reduce((sum, d) => sum + Number(d), 0);
      const { failure } = report;
      expect(failure.shrink.steps).toBeGreaterThan(0);
      expect(pips(failure.counterexample.input)).toBeLessThan(pips(failure.original.input));
      expect(failure.description.text).toContain('o30 and m30');
      expect(failure.description.cells.some((c) => c === 'o30' || c === 'm30')).toBe(true);
    },
    scaled(300_000),
  );
});
