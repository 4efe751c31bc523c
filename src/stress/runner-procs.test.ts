import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_PROC, ProcessTable, readProcFile, readStat } from './runner-procs.js';

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

describe.skipIf(!HAS_PROC)('the CPU time of a run', () => {
  it('counts a child that its leader waited for once, though no scan saw it end', async () => {
    // The leader (sh) waits for a child that burns CPU time, then exits at once: Node reaps the
    // leader before any scan has seen the child go. The leader's total holds the child's time;
    // before, the child's last sample was added to it again (a Python run of 1.1 s of CPU time,
    // reaped so by the run helper, was reported as 2.2 s and judged TLE).
    const table = new ProcessTable();
    const before = readStat('self')!.childTicks;
    const id = table.newRunId();
    const burn = 'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 300000);';
    const leader = spawn('sh', ['-c', `"${process.execPath}" -e '${burn}'; exit 0`], {
      env: { ...process.env, NORI_CHECK_RUN: id },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => leader.once('exit', () => resolve()));
    const run = table.track(id, leader.pid!);
    // Scans until the child has used some time, then none until the leader has been reaped.
    const child = () => [...run.members.entries()].find(([pid]) => pid !== leader.pid)?.[1];
    for (let tries = 0; tries < 1000 && (child()?.ticks ?? 0) < 10; tries++) {
      table.scan();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(child()?.ticks).toBeGreaterThanOrEqual(10);
    await exited;
    await new Promise<void>((resolve) => table.leaderReaped(run, undefined, resolve));
    const grown = readStat('self')!.childTicks - before;
    expect(run.members.size).toBe(0);
    expect(run.usage().cpuMs).toBe(grown * 10);
  }, 30_000);
});
