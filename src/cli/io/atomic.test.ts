import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileAtomic, writeFileAtomic } from './atomic.js';
import { isCliError } from './errors.js';

/** A fresh folder holding `keep.txt` with the old content. */
function folderWithOldFile(): { folder: string; target: string } {
  const folder = mkdtempSync(join(tmpdir(), 'nori-atomic-'));
  const target = join(folder, 'keep.txt');
  writeFileSync(target, 'old\n');
  return { folder, target };
}

describe('writeFileAtomic and openFileAtomic: a file whole or not at all', () => {
  it('replaces the file only on commit, through a temporary file beside it', () => {
    const { folder, target } = folderWithOldFile();
    const file = openFileAtomic(target);
    file.write(Buffer.from('new '));
    expect(readFileSync(target, 'utf8')).toBe('old\n');
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    file.write(Buffer.from('content\n'));
    file.commit();
    expect(readFileSync(target, 'utf8')).toBe('new content\n');
    expect(readdirSync(folder)).toEqual(['keep.txt']);
  });

  it('leaves the old file and no temporary file when abandoned (the caller failed)', () => {
    const { folder, target } = folderWithOldFile();
    const file = openFileAtomic(target);
    file.write(Buffer.from('half a table'));
    file.abandon();
    expect(readFileSync(target, 'utf8')).toBe('old\n');
    expect(readdirSync(folder)).toEqual(['keep.txt']);
  });

  it('writes a new file in one call', () => {
    const folder = mkdtempSync(join(tmpdir(), 'nori-atomic-'));
    writeFileAtomic(join(folder, 'case.txt'), '1 2 3\n');
    expect(readFileSync(join(folder, 'case.txt'), 'utf8')).toBe('1 2 3\n');
    expect(readdirSync(folder)).toEqual(['case.txt']);
  });

  const refused: [string, (folder: string) => string, string][] = [
    ['a directory', (folder) => folder, 'it is a directory'],
    ['a missing directory', (folder) => join(folder, 'no', 'x.txt'), 'no such directory'],
    [
      'a path through a file',
      (folder) => join(folder, 'keep.txt', 'x.txt'),
      'a part of the path is not a directory',
    ],
  ];
  it.each(refused)('refuses %s with a CliError in words', (_name, path, why) => {
    const { folder } = folderWithOldFile();
    const target = path(folder);
    let error: unknown;
    try {
      writeFileAtomic(target, 'x');
    } catch (thrown) {
      error = thrown;
    }
    expect(isCliError(error)).toBe(true);
    expect((error as Error).message).toBe(`cannot write ${target}: ${why}`);
    expect(readdirSync(folder)).toEqual(['keep.txt']);
  });

  const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;
  it.skipIf(!hasMkfifo)('refuses a named pipe at once instead of waiting for a reader', () => {
    const { folder } = folderWithOldFile();
    const fifo = join(folder, 'pipe');
    spawnSync('mkfifo', [fifo]);
    expect(() => writeFileAtomic(fifo, 'x')).toThrow(/it is a named pipe \(FIFO\)/);
  });
});
