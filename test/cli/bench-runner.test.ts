/**
 * The benchmark runner (bench/run.mjs) passes a signal sent to it alone on to the benchmark it
 * runs and starts no other: killing the runner's process (not its group) must not leave a match
 * running on the machine with nobody to stop it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const RUNNER = resolve('bench/run.mjs');
const work = mkdtempSync(join(tmpdir(), 'nori-bench-runner-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** True while a process with this id exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run bench and signals', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    'a %s to the runner alone ends the running benchmark, and no other starts (%i)',
    async (signal, code) => {
      const dir = join(work, signal);
      mkdirSync(join(dir, 'bench'), { recursive: true });
      // Two benchmarks: the first writes its process id and waits forever, the second must not run.
      const pidFile = join(dir, 'pid');
      const second = join(dir, 'second-ran');
      writeFileSync(
        join(dir, 'bench', 'a-wait.bench.ts'),
        `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(pidFile)}, String(process.pid));\nconsole.log('waiting');\nsetInterval(() => {}, 1000);\n`,
      );
      writeFileSync(
        join(dir, 'bench', 'b-after.bench.ts'),
        `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(second)}, 'ran');\n`,
      );
      const runner = spawn(process.execPath, [RUNNER], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      await new Promise<void>((done) => {
        let out = '';
        runner.stdout.setEncoding('utf8').on('data', (piece: string) => {
          out += piece;
          if (out.includes('waiting')) done();
        });
      });
      const benchPid = Number(readFileSync(pidFile, 'utf8'));
      expect(alive(benchPid)).toBe(true);
      runner.kill(signal);
      const exit = await new Promise<number | null>((done) => runner.on('exit', (c) => done(c)));
      expect(exit).toBe(code);
      expect(alive(benchPid)).toBe(false);
      expect(() => readFileSync(second)).toThrow();
    },
  );
});
