/**
 * The rest of signals.test.ts's stopping signals of `nori yut --all --out` (npm run test:slow):
 * the same test as SIGUSR1 and SIGPWR there, over the other signals of YUT_ALL_SIGNALS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { stopYutAll, YUT_ALL_SIGNALS } from './signals.test-helper.js';

const work = mkdtempSync(join(tmpdir(), 'nori-signals-slow-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('nori yut --all --out: every other stopping signal removes the temporary file', () => {
  it.each(
    YUT_ALL_SIGNALS.filter(([, , everyRun]) => !everyRun).map(([signal, code]) => [signal, code]),
  )('%s: exit %i, the old file untouched, no temporary file', async (signal, code) => {
    await stopYutAll(work, signal as NodeJS.Signals, code as number);
  });
});
