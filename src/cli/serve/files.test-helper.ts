/** The symbolic-link race of issue 23, item 1, shared by the quick and the long test. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openServedFile } from './files.js';

/**
 * Requests `sub/file.txt` `count` times, 8 at a time, while another process swaps the folder `sub`
 * for a symbolic link to a folder outside with its own `file.txt`. How many answers were the
 * outside file (issue 23, item 1: 1,172 of 9,840 before), and how many were served at all.
 *
 * The requests go on past `count` (up to 50 times as many) until some were served and some
 * refused: on a loaded machine the swapper may not run at all during the first `count` requests,
 * which take a tenth of a second, and a race that never ran proves nothing.
 */
export async function raceSymlinkSwap(count: number): Promise<{ leaks: number; served: number }> {
  const base = mkdtempSync(join(tmpdir(), 'nori-serve-race-'));
  const root = join(base, 'web');
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'sub', 'file.txt'), 'inside\n');
  writeFileSync(join(outside, 'file.txt'), 'SECRET\n');
  const swapper = spawn(
    'sh',
    ['-c', 'while :; do mv sub real; ln -s ../outside sub; rm sub; mv real sub; done'],
    // A group of its own: the command it is running (a `mv`, say) is killed with it, not left to
    // write into the folder while it is being removed.
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => swapper.once('exit', () => resolve()));
  let leaks = 0;
  let served = 0;
  let refused = 0;
  try {
    for (
      let done = 0;
      done < count || ((served === 0 || refused === 0) && done < count * 50);
      done += 8
    ) {
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          const found = await openServedFile(root, ['sub', 'file.txt'], false);
          if (!found.ok) {
            refused++;
            return;
          }
          served++;
          const text = (await found.file.handle.readFile()).toString();
          await found.file.handle.close();
          if (text !== 'inside\n') leaks++;
        }),
      );
    }
  } finally {
    try {
      process.kill(-swapper.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
    await exited;
    // A command killed with the shell may still be leaving the folder for a moment.
    rmSync(base, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
  }
  return { leaks, served };
}
