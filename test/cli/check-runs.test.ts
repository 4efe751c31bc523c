/**
 * `nori check` on correct solutions (the built command): they pass their cases: 20 Dice Yut cases
 * and 10 Omok boards, times NORI_PROPERTY_RUNS. check.slow.test.ts (npm run test:slow) runs the
 * same solutions with the same seed over 400 and 1,000 cases, which begin with these: case i of a
 * seed does not depend on how many run (src/stress/cases.ts); check-runs.slow.test.ts checks that
 * a failing solution gets the same report whatever --jobs is (two whole checks side by side, with
 * their shrinking and naming: about 20 s of CPU time, so a sweep of test:slow). Apart from
 * check.test.ts so that the two files run side by side.
 */
import { describe, expect, it } from 'vitest';
import { crossCheckCases } from '../support/property.js';
import { exe, nori, useFixtures } from './check.test-helper.js';

useFixtures(['yut-correct', 'omok-correct']);

describe('nori check: correct solutions', () => {
  // The planned cases come first (Dice Yut has 171, Omok 500): these are planned ones, and with
  // NORI_PROPERTY_RUNS=10 Dice Yut's 200 run drawn cases after them. Each case is a run of the
  // solution (two processes), so the long sweeps are test:slow's (see above).
  for (const [problem, cases] of [
    ['yut', crossCheckCases(20)],
    ['omok', crossCheckCases(10)],
  ] as const) {
    it(`a correct ${problem} solution passes ${cases} cases, the planned ones first`, async () => {
      const run = await nori([
        'check',
        problem,
        '--cases',
        String(cases),
        '--seed',
        '7',
        '--',
        exe(`${problem}-correct`),
      ]);
      expect(run.stderr).not.toContain('nori check:');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(
          `^all passed: ${cases} cases \\(seed 7\\): AC ${cases}; slowest run \\d+ ms CPU, \\d+ ms wall \\(case \\d+\\)(; largest peak memory [\\d.]+ MB \\(case \\d+\\))?\\ncovered \\d+ of \\d+ features of the coverage table.*\\n$`,
        ),
      );
    });
  }
});
