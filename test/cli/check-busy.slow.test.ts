/**
 * `nori check` on a machine kept busy on purpose (npm run test:slow: the test loads every core for
 * its whole length): the same seed gives the same report, since time limits are on CPU time and a
 * time-out is confirmed alone before it counts.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import { nori, py, timesOff } from './check.test-helper.js';

describe('nori check: time limits on CPU time, time-outs confirmed', () => {
  it(
    'the same seed gives the same report while the machine is busy',
    async () => {
      // Four busy loops on the two cores (each ends by itself after 60 s, and is killed at the end).
      // Before, under the wall-clock limit, some runs of a fast Python solution were TLE, and which
      // case failed first changed from one check to the next.
      const busy = 'const end = Date.now() + 60000; while (Date.now() < end);';
      const loops = Array.from({ length: 4 }, () =>
        spawn(process.execPath, ['-e', busy], { stdio: 'ignore' }),
      );
      try {
        const args = [
          'check',
          'omok',
          '--seed',
          '5',
          '--cases',
          '30',
          '--timeout',
          '600',
          '--shrink-time',
          '0',
          '--diagnosis-cases',
          '0',
          '--',
          ...py('omok-last-stone.py'),
        ];
        const first = await nori(args);
        const second = await nori(args);
        expect(first.code, first.stderr).toBe(1);
        expect(first.stdout).toMatch(/^WA on case \d+ \(seed 5\)/);
        expect(timesOff(second.stdout)).toBe(timesOff(first.stdout));
      } finally {
        for (const loop of loops) loop.kill('SIGKILL');
      }
    },
    scaled(60_000),
  );
});
