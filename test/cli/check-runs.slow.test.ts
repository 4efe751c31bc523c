/**
 * `nori check` must not depend on how it is run (the built command; npm run test:slow): a failing
 * solution gets the same case, the same shrinking and the same naming whatever --jobs is, and
 * whatever else the machine runs (the two checks run side by side). Two whole checks cost about
 * 20 s of CPU time, so this is a sweep of test:slow; check-runs.test.ts has the correct solutions
 * of every `npm run check`.
 */
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import { exe, nori, timesOff, useFixtures } from './check.test-helper.js';

useFixtures(['yut-share-inner']);

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
