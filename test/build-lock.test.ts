/**
 * The build's lock (scripts/build-lock.mjs): builds started together take turns, and a lock left
 * by a build that was killed does not stop the next one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const MODULE = pathToFileURL(resolve(import.meta.dirname, '../scripts/build-lock.mjs')).href;

let dir = '';
afterEach(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A process that takes the lock, writes `start` and `end` lines around a pause, and gives it back. */
function holder(lock: string, log: string, name: string): Promise<number | null> {
  const code = `
    import { appendFileSync } from 'node:fs';
    import { acquireBuildLock } from ${JSON.stringify(MODULE)};
    const release = await acquireBuildLock(${JSON.stringify(lock)});
    appendFileSync(${JSON.stringify(log)}, 'start ${name}\\n');
    await new Promise((r) => setTimeout(r, 150));
    appendFileSync(${JSON.stringify(log)}, 'end ${name}\\n');
    release();
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
  return new Promise((done) => child.on('exit', (status) => done(status)));
}

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the build lock', () => {
  it('lets three builds started together run one after another', async () => {
    dir = mkdtempSync(join(tmpdir(), 'nori-lock-'));
    const lock = join(dir, 'cache', 'build.lock');
    const log = join(dir, 'log');
    writeFileSync(log, '');
    const codes = await Promise.all(['a', 'b', 'c'].map((name) => holder(lock, log, name)));
    expect(codes).toEqual([0, 0, 0]);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(6);
    // Each start is followed by the end of the same build: no two held the lock at once.
    for (let i = 0; i < 6; i += 2) {
      expect(lines[i]!.startsWith('start ')).toBe(true);
      expect(lines[i + 1]).toBe(`end ${lines[i]!.slice('start '.length)}`);
    }
  });

  it('takes a lock whose holder has ended, or that is too old, or has no holder after a while', async () => {
    dir = mkdtempSync(join(tmpdir(), 'nori-lock-'));
    const log = join(dir, 'log');
    writeFileSync(log, '');
    const old = new Date(Date.now() - 60 * 60_000);
    const cases: [string, (lock: string) => void][] = [
      ['ended', (lock) => writeFileSync(join(lock, 'pid'), String(endedPid()))],
      [
        'old',
        (lock) => {
          // Held by this very process (alive), but made an hour ago.
          writeFileSync(join(lock, 'pid'), String(process.pid));
          utimesSync(lock, old, old);
        },
      ],
      ['empty', (lock) => utimesSync(lock, old, old)],
    ];
    for (const [name, leave] of cases) {
      const lock = join(dir, `${name}.lock`);
      mkdirSync(lock);
      leave(lock);
      expect(await holder(lock, log, name)).toBe(0);
    }
    expect(readFileSync(log, 'utf8')).toBe(
      'start ended\nend ended\nstart old\nend old\nstart empty\nend empty\n',
    );
  });

  it('waits while a running process holds the lock', async () => {
    dir = mkdtempSync(join(tmpdir(), 'nori-lock-'));
    const lock = join(dir, 'build.lock');
    const log = join(dir, 'log');
    writeFileSync(log, '');
    // This process holds it (alive, made just now) until the other has had time to try.
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    const waiting = holder(lock, log, 'next');
    await new Promise((r) => setTimeout(r, 400));
    expect(readFileSync(log, 'utf8')).toBe('');
    rmSync(lock, { recursive: true, force: true });
    expect(await waiting).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('start next\nend next\n');
  });
});
