import { describe, expect, it } from 'vitest';
import { leftWith, processesWith } from '../../test/support/procs.js';
import { type LaunchedExit, Launcher } from './runner-launcher.js';
import { runHelper } from './runner-sandbox.js';

/** Starts `script` under sh through `launcher`; resolves with its output and how it ended. */
function run(
  launcher: Launcher,
  script: string,
  marker = 'nori-launcher-test',
): { started: Promise<number>; ended: Promise<{ exit: LaunchedExit; stdout: string }> } {
  const launched = launcher.start(['/bin/sh', '-c', script, marker], '/', {
    PATH: '/usr/bin:/bin',
  });
  const ended = launched.then(async ({ stdin, stdout, stderr, exited }) => {
    stdin.end();
    stderr.resume();
    const chunks: Buffer[] = [];
    stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve) => stdout.on('close', resolve));
    return { exit: await exited, stdout: Buffer.concat(chunks).toString('utf8') };
  });
  // A start that fails is tested through `started`: `ended` then fails too, unawaited.
  ended.catch(() => {});
  return { started: launched.then(({ pid }) => pid), ended };
}

const helper = process.platform === 'linux' ? runHelper() : undefined;

describe.skipIf(helper === undefined)('the launcher (runner-launcher.ts)', () => {
  it('starts a run in a session of its own, with its pipes, and reports its end and CPU time', async () => {
    const launcher = Launcher.start(helper!)!;
    try {
      const { started, ended } = run(
        launcher,
        'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; echo $$ $(cut -d" " -f5,6 /proc/$$/stat); exit 3',
      );
      const pid = await started;
      const { exit, stdout } = await ended;
      expect(exit).toMatchObject({ code: 3, signal: null });
      expect(exit.cpuMs).toBeGreaterThan(0);
      // The pid, its group and its session: one and the same.
      expect(stdout.trim().split(/\s+/).map(Number)).toEqual([pid, pid, pid]);
    } finally {
      launcher.close();
    }
  });

  it('signals a run it has not reaped, and its group', async () => {
    const launcher = Launcher.start(helper!)!;
    try {
      const { started, ended } = run(launcher, 'sleep 60 & wait');
      launcher.kill(await started, 'SIGKILL', true);
      expect((await ended).exit).toMatchObject({ code: null, signal: 'SIGKILL' });
    } finally {
      launcher.close();
    }
  });

  it('ends every run still going when its input closes (nori ended), and exits', async () => {
    const marker = `nori-launcher-${process.pid}-${Date.now()}`;
    const launcher = Launcher.start(helper!)!;
    const { started, ended } = run(launcher, 'while :; do sleep 1; done', marker);
    await started;
    // The shell, and for a moment the copy of it that becomes `sleep`.
    expect(processesWith(marker).length).toBeGreaterThan(0);
    launcher.close();
    expect((await ended).exit).toMatchObject({ code: null, signal: 'SIGTERM' });
    expect(await leftWith(marker)).toEqual([]);
    await expect(run(launcher, 'true').started).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('names a signal by its first name (SIGABRT, not SIGIOT)', async () => {
    const launcher = Launcher.start(helper!)!;
    try {
      const { ended } = run(launcher, 'kill -ABRT $$');
      expect((await ended).exit).toMatchObject({ code: null, signal: 'SIGABRT' });
    } finally {
      launcher.close();
    }
  });

  it('passes an environment of any size, and refuses a NUL in a field', async () => {
    const launcher = Launcher.start(helper!)!;
    try {
      const env: Record<string, string> = { PATH: '/usr/bin:/bin' };
      for (let i = 0; i < 5000; i++) env[`NORI_V${i}`] = `value ${i}`;
      const { stdin, stdout, exited } = await launcher.start(
        ['/bin/sh', '-c', 'echo "$NORI_V4999"'],
        '/',
        env,
      );
      stdin.end();
      const chunks: Buffer[] = [];
      stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      await new Promise((resolve) => stdout.on('close', resolve));
      expect(Buffer.concat(chunks).toString()).toBe('value 4999\n');
      expect(await exited).toMatchObject({ code: 0 });
      await expect(launcher.start(['/bin/echo', 'a\0b'], '/', {})).rejects.toMatchObject({
        code: 'EINVAL',
      });
    } finally {
      launcher.close();
    }
  });

  it('says why a run cannot start', async () => {
    const launcher = Launcher.start(helper!)!;
    try {
      const missing = launcher.start(['/no/such/program'], '/', {});
      await expect(missing).rejects.toMatchObject({ code: 'ENOENT' });
      const folder = launcher.start(['/bin/true'], '/no/such/folder', {});
      await expect(folder).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      launcher.close();
    }
  });
});
