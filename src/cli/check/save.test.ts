import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCliError } from '../io/errors.js';
import { checkSaveTarget, saveCase } from './save.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nori-check-save-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function refusal(file: string): string | undefined {
  try {
    checkSaveTarget(file);
    return undefined;
  } catch (error) {
    if (!isCliError(error)) throw error;
    return error.message;
  }
}

describe('checkSaveTarget: refused before anything runs, creating nothing', () => {
  it('refuses an empty name, a FIFO, a directory, a missing directory; accepts the rest', () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const missing = join(dir, 'no', 'x');
    const rows: [name: string, file: string, refused: string | undefined][] = [
      ['an empty name', '', '--save needs a file name, found ""'],
      [
        'a FIFO',
        fifo,
        `cannot write ${fifo} (--save): it is a named pipe (FIFO); give a regular file`,
      ],
      ['a directory', dir, `cannot write ${dir} (--save): it is a directory`],
      ['a missing directory', missing, `cannot write ${missing} (--save): no such directory`],
      ['a new file', join(dir, 'new.txt'), undefined],
      ['a character device', '/dev/null', undefined],
    ];
    for (const [name, file, refused] of rows) expect(refusal(file), name).toBe(refused);
    expect(readdirSync(dir).sort()).toEqual(['fifo']);
  });
});

describe('saveCase', () => {
  it('replaces the file whole, keeping its permissions, with no temporary file left', () => {
    const folder = mkdtempSync(join(dir, 'f-'));
    const file = join(folder, 'case.txt');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o600);
    expect(saveCase(file, '1 2 3\n')).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('1 2 3\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['case.txt']);
  });

  it('a write that fails gives the one-line error naming --save', () => {
    expect(saveCase('/dev/full', '1\n')).toBe(
      'cannot write /dev/full (--save): no space left on the device',
    );
  });
});
