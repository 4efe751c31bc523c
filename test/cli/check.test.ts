/**
 * `nori check` as a user runs it (the built command), on the deliberately wrong solutions of
 * test/fixtures/solutions, one row per kind of report (the others: check-fixtures.slow.test.ts):
 * each gets its verdict within the default number of cases and a shrunk case that still fails.
 * The other files: check-runs.test.ts (the same report whatever --jobs is; correct solutions),
 * check-stops.test.ts (limits, signals, --save), check-io.test.ts (standard output that cannot be
 * written, `nori gen`); src/cli/check/usage.test.ts (help, usage errors).
 */
import { describe, it } from 'vitest';
import { checkFixtureRow, exe, type FixtureRow, py, useFixtures } from './check.test-helper.js';

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
