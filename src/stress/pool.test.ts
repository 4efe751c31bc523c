import { describe, expect, it } from 'vitest';
import { runInOrder, SharedOrAlone } from './pool.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('runInOrder', () => {
  it('runs everything when nothing fails', async () => {
    const seen: number[] = [];
    const outcome = await runInOrder({
      count: 20,
      jobs: 3,
      run: async (i) => i,
      isFailure: () => false,
      onResult: (i) => seen.push(i),
    });
    expect(outcome).toEqual({ completed: 20 });
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('reports the first failure in case order even when a later one finishes first', async () => {
    // Case 3 is slow and fails; case 5 is quick and fails: 3 must be reported.
    const outcome = await runInOrder({
      count: 10,
      jobs: 4,
      run: async (i) => {
        await sleep(i === 3 ? 80 : 1);
        return i === 3 || i === 5;
      },
      isFailure: (failed) => failed,
    });
    expect(outcome.failure?.index).toBe(3);
  });

  it('never keeps more than `jobs` tasks running, and stops starting after a failure', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const outcome = await runInOrder({
      count: 100,
      jobs: 3,
      run: async (i) => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await sleep(2);
        running--;
        return i === 10;
      },
      isFailure: (failed) => failed,
    });
    expect(most).toBe(3);
    expect(outcome.failure?.index).toBe(10);
    expect(Math.max(...started)).toBeLessThanOrEqual(12);
  });

  it('aborts running tasks after the failure and ignores their results', async () => {
    const aborted: number[] = [];
    const outcome = await runInOrder({
      count: 4,
      jobs: 4,
      run: (i, signal) =>
        new Promise<boolean>((resolve) => {
          if (i === 0) setTimeout(() => resolve(true), 5);
          signal.addEventListener('abort', () => {
            aborted.push(i);
            resolve(true);
          });
        }),
      isFailure: (failed) => failed,
    });
    expect(outcome.failure?.index).toBe(0);
    expect(outcome.completed).toBe(1);
    expect(aborted.sort()).toEqual([1, 2, 3]);
  });
});

describe('SharedOrAlone', () => {
  it('runs shared tasks together and one that must run alone with nothing else', async () => {
    const lock = new SharedOrAlone();
    let running = 0;
    let most = 0;
    const log: string[] = [];
    const task = (name: string, alone: boolean, ms: number) => async () => {
      running++;
      most = Math.max(most, running);
      if (alone) expect(running).toBe(1);
      log.push(`start ${name}`);
      await sleep(ms);
      log.push(`end ${name}`);
      running--;
    };
    const all = [
      lock.runShared(task('a', false, 20)),
      lock.runShared(task('b', false, 20)),
      lock.runAlone(task('alone', true, 5)),
      // Asked after the task that must run alone: waits for it.
      lock.runShared(task('c', false, 1)),
    ];
    await Promise.all(all);
    expect(most).toBe(2);
    expect(log.indexOf('start alone')).toBeGreaterThan(log.indexOf('end a'));
    expect(log.indexOf('start alone')).toBeGreaterThan(log.indexOf('end b'));
    expect(log.indexOf('start c')).toBeGreaterThan(log.indexOf('end alone'));
  });

  it('lets the next task go when one fails', async () => {
    const lock = new SharedOrAlone();
    const failed = lock.runAlone(async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await expect(lock.runShared(async () => 1)).resolves.toBe(1);
  });
});
