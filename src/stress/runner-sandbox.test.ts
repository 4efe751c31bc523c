// Run folders that a killed nori left behind (attack of 6 December 2026: `kill -9` of `nori check`
// left its empty run folders in $TMPDIR for ever) are removed by the next nori.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ABANDONED_AFTER_MS,
  makeRunDir,
  removeAbandonedRunDirs,
  resolveProgram,
} from './runner-sandbox.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nori-sweep-test-'));
  made.push(dir);
  return dir;
}

/** A folder in `dir` last changed `ageMs` before `now`. */
function entry(dir: string, name: string, ageMs: number, now: number, file = false): void {
  const path = join(dir, name);
  if (file) writeFileSync(path, '');
  else {
    mkdirSync(path);
    writeFileSync(join(path, 'left.txt'), 'x');
  }
  const when = new Date(now - ageMs);
  utimesSync(path, when, when);
}

describe('run folders left behind', () => {
  it('removes only old folders of a maker that has gone', () => {
    const dir = folder();
    const now = Date.now();
    const old = ABANDONED_AFTER_MS + 1000;
    entry(dir, 'nori-run-111-abcDE1', old, now); // gone, old: removed
    entry(dir, 'nori-run-222-abcDE2', old, now); // maker still runs: kept
    entry(dir, 'nori-run-111-abcDE3', 1000, now); // changed a moment ago: kept
    entry(dir, 'nori-run-111-abcDE4', old, now, true); // a file: kept
    entry(dir, 'nori-run-abcDE5', old, now); // an older nori's name, no process id: kept
    entry(dir, 'other-111-abcDE6', old, now); // not nori's: kept
    entry(dir, `nori-run-${process.pid}-abcDE7`, old, now); // this process's own: kept
    const removed = removeAbandonedRunDirs(dir, (pid) => pid === 222, now);
    expect(removed).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(
      [
        `nori-run-${process.pid}-abcDE7`,
        'nori-run-111-abcDE3',
        'nori-run-111-abcDE4',
        'nori-run-222-abcDE2',
        'nori-run-abcDE5',
        'other-111-abcDE6',
      ].sort(),
    );
  });

  it('names a run folder with the process that made it', () => {
    const dir = makeRunDir();
    made.push(dir);
    expect(dir.startsWith(join(tmpdir(), `nori-run-${process.pid}-`))).toBe(true);
  });

  it('says nothing when the folder cannot be read', () => {
    expect(removeAbandonedRunDirs(join(tmpdir(), 'nori-no-such-folder-here'))).toBe(0);
  });
});

// `nori check yut -- .` said "cannot run .: not found" (attack of 7 December 2026).
describe('a program named without a folder', () => {
  it('is looked for in PATH, and one here is told apart from one nowhere', () => {
    const dir = folder();
    writeFileSync(join(dir, 'sol'), '');
    mkdirSync(join(dir, 'sub'));
    const empty = join(dir, 'no-bin');
    mkdirSync(empty);
    expect(resolveProgram('.', dir, empty)).toEqual({ why: 'it is a directory', code: 'EACCES' });
    expect(resolveProgram('sub', dir, empty)).toEqual({ why: 'it is a directory', code: 'EACCES' });
    expect(resolveProgram('sol', dir, empty)).toEqual({ why: 'not in PATH', code: 'ENOENT' });
    expect(resolveProgram('nothing', dir, empty)).toEqual({ why: 'not found', code: 'ENOENT' });
  });
});
