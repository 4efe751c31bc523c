import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { PROPERTY_FACTOR } from './test/support/property.js';
import { scaled } from './test/support/time.js';

/**
 * Three projects (docs/DEVELOPING.md, "Tests"):
 * - `unit`: every `*.test.ts` beside the code in src/ and web/, and the in-process checks of test/
 *   (the import cycles, the test settings, the engine bench's positions); no build, nothing but
 *   the code under test.
 *   `npm test` runs only this.
 * - `cli`: test/cli/, the built command as a user runs it (one build first: test/global-setup.ts).
 * - `e2e`: test/e2e/, the browser and the server, and the documentation's examples.
 * The heavy sweeps are files named `*.slow.test.ts`, run only by `npm run test:slow` (with
 * NORI_PROPERTY_RUNS=10 for ten times the property runs): the project `slow`, defined only then,
 * with `e2e-sweep`, the playground's browser files again: the flows of every size at the
 * desktop's, axe-core on the state every test ends in, and the page's service worker let in
 * (blocked in `e2e` but in the offline tests: test/e2e/playground.test-helper.ts).
 * Every time limit is scaled by NORI_TIME_SCALE (test/support/time.ts). Every project's run gets
 * one fresh TMPDIR and XDG_CACHE_HOME, removed at its end (test/run-folder.ts).
 */
const SLOW = '**/*.slow.test.ts';
const slow = process.env.NORI_SLOW === '1';

/**
 * The browser test files of the playground (those that use `playground()` of
 * test/e2e/playground.test-helper.ts). `npm run check` runs them once, flows tried "at every size"
 * (`SIZES`) at the phone's; `npm run test:slow` runs them again (the project `e2e-sweep`), those
 * flows at the desktop's size, with axe-core on the state every test ends in (AXE_AT_EVERY_END).
 */
function playgroundFiles(): string[] {
  const folder = 'test/e2e';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.slow.test.ts'))
    .filter((file) => readFileSync(join(folder, file), 'utf8').includes('playground()'))
    .map((file) => `${folder}/${file}`);
}

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle (one worker on a 2-core machine), and most of
    // the suite is CPU-bound or waits on child processes. Time limits are scaled, not tightened.
    maxWorkers: availableParallelism(),
    // The JSON report lets .ci/run print one plain closing line with the counts.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-output/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'web/**/*.test.ts',
            'test/import-cycles.test.ts',
            'test/bench-positions.test.ts',
            'test/build-lock.test.ts',
            'test/support/*.test.ts',
          ],
          exclude: [SLOW, '**/node_modules/**'],
          // The files share their workers' modules instead of each importing everything again in
          // a fresh one: about 30 % of the project's CPU time was those imports. A unit test keeps
          // no state between files (what a test sets, it restores), so nothing depends on it.
          isolate: false,
          globalSetup: ['test/run-folder.ts'],
          // NORI_PROPERTY_RUNS multiplies the work of the property tests: their time with it.
          testTimeout: scaled(60_000 * Math.max(1, PROPERTY_FACTOR)),
          hookTimeout: scaled(60_000),
        },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          include: ['test/cli/**/*.test.ts'],
          exclude: [SLOW],
          // The files share their workers' modules (vitest's own, the helpers): each file's state is
          // its folders and fixtures, made and removed in its hooks. The whole project, idle, two
          // runs each: 168 and 171 CPU-s against 178 and 188 isolated.
          isolate: false,
          globalSetup: ['test/run-folder.ts', 'test/global-setup.ts'],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: [SLOW],
          // The files share their workers' modules (playwright-core, the harness) instead of each
          // importing them again: a file's own state is its server, browser connection and
          // contexts, made in its hooks. Six files: 33.2 against 39.4 CPU-s (load 7-8).
          isolate: false,
          // The documentation's examples run side by side (it.concurrent), three at a time.
          maxConcurrency: 3,
          globalSetup: ['test/run-folder.ts', 'test/global-setup.ts', 'test/e2e/browser-setup.ts'],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(60_000),
        },
      },
      ...(slow
        ? [
            {
              extends: true as const,
              test: {
                name: 'e2e-sweep',
                include: playgroundFiles(),
                isolate: false,
                env: {
                  NORI_E2E_SIZES: 'desktop',
                  NORI_E2E_AXE: 'every',
                  NORI_E2E_SWEEP: '1',
                  NORI_E2E_SW: 'allow',
                },
                maxConcurrency: 3,
                globalSetup: [
                  'test/run-folder.ts',
                  'test/global-setup.ts',
                  'test/e2e/browser-setup.ts',
                ],
                testTimeout: scaled(60_000),
                hookTimeout: scaled(60_000),
              },
            },
            {
              extends: true as const,
              test: {
                name: 'slow',
                include: [SLOW],
                exclude: ['**/node_modules/**'],
                globalSetup: ['test/run-folder.ts', 'test/global-setup.ts'],
                testTimeout: scaled(300_000 * Math.max(1, PROPERTY_FACTOR)),
                hookTimeout: scaled(300_000),
              },
            },
          ]
        : []),
    ],
  },
});
