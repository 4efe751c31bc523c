// One build at a time in a checkout. The build empties dist/ first, so two at once delete each
// other's files (seen: two `npm run bench` started together, as docs/engine.md's fit starts two,
// one ending on ENOENT for a file the other's Vite had removed). A build takes the lock, a
// directory made atomically, and the next one waits for it.

import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the build's lock lies (inside node_modules: never committed, gone with a fresh install). */
export const BUILD_LOCK = 'node_modules/.cache/nori-build.lock';

/** A lock older than this is taken for one left behind, whoever holds it (a build takes seconds). */
const STALE_MS = 10 * 60_000;
/** A lock just made has no holder written yet: it is not taken for stale before this. */
const WRITING_MS = 10_000;

/** Whether the lock at `lock` is held by a process that is still running. */
function held(lock) {
  let made;
  try {
    made = statSync(lock).mtimeMs;
  } catch {
    return false;
  }
  if (Date.now() - made > STALE_MS) return false;
  let pid;
  try {
    pid = Number(readFileSync(`${lock}/pid`, 'utf8'));
  } catch {
    return Date.now() - made < WRITING_MS;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Waits until no other running process holds the lock at `lock`, takes it, and returns the
 * function that gives it back (also given back when the process exits; a build killed by a
 * signal leaves it behind, and the next build sees that its holder is gone).
 */
export async function acquireBuildLock(lock = BUILD_LOCK) {
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (held(lock)) await sleep(100);
    else rmSync(lock, { recursive: true, force: true });
  }
  writeFileSync(`${lock}/pid`, String(process.pid));
  const release = () => {
    process.off('exit', release);
    rmSync(lock, { recursive: true, force: true });
  };
  process.on('exit', release);
  return release;
}
