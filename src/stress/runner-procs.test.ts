import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_PROC, readProcFile, readStat } from './runner-procs.js';

describe.skipIf(!HAS_PROC)('reading /proc', () => {
  it('reads a /proc file whole, however long, into its kept buffer', () => {
    // The memory map of a Node process is tens of kilobytes: the buffer grows for it.
    const maps = readProcFile('/proc/self/maps');
    expect(maps?.length).toBeGreaterThan(4096);
    expect(maps?.split('\n')[0]).toBe(readFileSync('/proc/self/maps', 'latin1').split('\n')[0]);
    expect(readProcFile('/proc/self/cmdline')).toBe(readFileSync('/proc/self/cmdline', 'latin1'));
    // And a short one after it: only its own bytes.
    expect(readProcFile('/proc/self/stat')?.endsWith('\n')).toBe(true);
    expect(readStat('self')?.pid).toBe(process.pid);
  });

  it('finds a variable at the end of a long environment', async () => {
    const child = spawn('sleep', ['5'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LONG: 'x'.repeat(50_000), LAST: 'here' },
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      // Until sleep has replaced the forked Node, /proc shows Node's own environment.
      let text: string | undefined;
      for (let tries = 0; tries < 200 && !text?.includes('LAST='); tries++) {
        text = readProcFile(`/proc/${child.pid}/environ`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(text?.length).toBeGreaterThan(50_000);
      expect(text?.split('\0')).toContain('LAST=here');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('says undefined for a process that is not there', () => {
    expect(readProcFile('/proc/0/stat')).toBeUndefined();
    expect(readStat(2 ** 30)).toBeUndefined();
  });
});
