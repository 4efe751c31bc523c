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
import { render } from '../../i18n/index.js';
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
    expect(render('en', saveCase('/dev/full', '1\n')!)).toBe(
      'cannot write /dev/full (--save): no space left on the device',
    );
  });
});

describe('the refusals in Korean (the catalogue)', () => {
  /** The refusal of `file` (with `inputs`) rendered in Korean. */
  function korean(file: string, inputs: string[] = []): string | undefined {
    try {
      checkSaveTarget(file, inputs);
      return undefined;
    } catch (error) {
      if (!isCliError(error)) throw error;
      return render('ko', error.text);
    }
  }

  it('says each refusal in Korean, with no English left', () => {
    const source = join(dir, 'mine.cpp');
    writeFileSync(source, 'int main(){}\n');
    expect(korean('')).toBe('--save에 파일 이름이 없습니다 ("")');
    expect(korean(dir)).toBe(`${dir}에 쓸 수 없습니다 (--save): 디렉터리입니다`);
    expect(korean(source, [source])).toBe(
      `${source}에 쓸 수 없습니다 (--save): 이 검사의 입력 파일인 ${source}입니다. 다른 파일을 주세요`,
    );
    expect(korean(join(dir, 'no', 'x'))).toBe(
      `${join(dir, 'no', 'x')}에 쓸 수 없습니다 (--save): 그런 디렉터리가 없습니다`,
    );
    expect(render('ko', saveCase('/dev/full', '1\n')!)).toMatch(
      /^\/dev\/full에 쓸 수 없습니다 \(--save\): [^a-z]+$/,
    );
  });
});
