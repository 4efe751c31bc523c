/**
 * The rest of check-stops.test.ts's signals (npm run test:slow): each kills every running program
 * and ends nori with 128 + N, as the rows of `npm run check` do for Ctrl-C, SIGQUIT and SIGPWR.
 */
import { describe, expect, it } from 'vitest';
import { STOP_SIGNALS, signalWhileRunning } from './check.test-helper.js';

describe('nori check: every other stopping signal', () => {
  for (const [name, signal, code] of STOP_SIGNALS.filter(([, , , everyRun]) => !everyRun)) {
    it(`${name} kills every running program and exits ${code}`, async () => {
      const run = await signalWhileRunning(signal);
      expect(run.code).toBe(code);
      expect(run.left).toEqual([]);
    });
  }
});
