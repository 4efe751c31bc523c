/**
 * `nori check` runs that must not depend on how they are run (the built command): a failing
 * solution gets the same case and the same shrinking whatever --jobs is, and correct solutions
 * pass their cases: 20 Dice Yut cases and 10 Omok boards, times NORI_PROPERTY_RUNS (200 and 100
 * with the 10 of test:slow). check.slow.test.ts (npm run test:slow) runs the same solutions with
 * the same seed over 400 and 1,000 cases, which begin with these: case i of a seed does not depend
 * on how many run (src/stress/cases.ts). Apart from check.test.ts so that the two files run side
 * by side.
 */
import { describe, expect, it } from 'vitest';
import { crossCheckCases } from '../support/property.js';
import { scaled } from '../support/time.js';
import { exe, nori, timesOff, useFixtures } from './check.test-helper.js';

useFixtures(['yut-correct', 'yut-share-inner', 'omok-correct']);

describe('nori check: the same report whatever --jobs is', () => {
  it('reports the same case and shrinks it the same way whatever --jobs is', async () => {
    // Shrinking stops at a time box of 10 s of wall time by default; on a loaded machine that
    // can cut one run short and not the other. The box is scaled like every limit of the tests.
    const args = ['check', 'yut', '--seed', '3', '--shrink-time', String(scaled(10_000)), '--jobs'];
    // Side by side: the two reports must not depend on what else the machine runs either.
    const [one, three] = await Promise.all([
      nori([...args, '1', '--', exe('yut-share-inner')]),
      nori([...args, '3', '--', exe('yut-share-inner')]),
    ]);
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
