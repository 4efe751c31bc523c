/**
 * `nori check` as a user runs it (the built command), on the deliberately wrong solutions of
 * test/fixtures/solutions: each gets its verdict within the default number of cases and a shrunk
 * case that still fails. The other files: check-runs.test.ts (the same report whatever --jobs is;
 * correct solutions), check-stops.test.ts (limits, signals, --save), check-io.test.ts (standard
 * output that cannot be written, `nori gen`); src/cli/check/usage.test.ts (help, usage errors).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameTokens } from '../../src/stress/compare.js';
import {
  block,
  exe,
  nori,
  py,
  referenceAnswer,
  runFixture,
  size,
  useFixtures,
  work,
} from './check.test-helper.js';

useFixtures([
  'yut-correct',
  'yut-by-number',
  'yut-route-copies',
  'yut-share-inner',
  'yut-no-blue',
  'omok-correct',
]);

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
});
