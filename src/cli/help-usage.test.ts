/**
 * Usage messages that name what is wrong: `--version` given to a command (it is nori's own),
 * `nori help` with an unknown command or `--lang` before the command, the limits of `nori check
 * --help` in Korean, the Korean of an option that needs --advise, and FORCE_COLOR as Node reads it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noriHere } from '../../test/support/nori-here.js';
import { wantsColor } from './io/output.js';

describe('--version given to a command', () => {
  it('says it is an option of nori itself, without offering itself as the fix', async () => {
    const run = await noriHere(['yut', '--version']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "nori yut: unknown option '--version' (it is an option of nori itself: nori --version)\n",
    );
  });

  it('in Korean', async () => {
    const run = await noriHere(['omok', '--version', '--lang', 'ko']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "nori omok: 알 수 없는 옵션 '--version' (nori 자체의 옵션입니다: nori --version)\n",
    );
  });

  it('refuses anything after nori --version, -v or -V, in both languages', async () => {
    for (const flag of ['--version', '-v', '-V']) {
      const run = await noriHere([flag, 'extra']);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toBe(`nori: ${flag} takes nothing after it, found 'extra'\n`);
    }
    const command = await noriHere(['--lang', 'ko', '-v', 'yut']);
    expect(command).toMatchObject({ code: 2, stdout: '' });
    expect(command.stderr).toBe('nori: -v 옵션 뒤에는 아무것도 쓸 수 없는데 yut가 있습니다\n');
    const withLang = await noriHere(['--version', '--lang', 'ko']);
    expect(withLang.code).toBe(0);
    expect(withLang.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('still prints the version for nori itself', async () => {
    const run = await noriHere(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('nori help', () => {
  it('names an unknown command, with the nearest one', async () => {
    const far = await noriHere(['help', 'nonesuch']);
    expect(far).toMatchObject({ code: 2, stdout: '' });
    expect(far.stderr).toBe("nori: unknown command 'nonesuch'\n");
    const near = await noriHere(['help', 'omk']);
    expect(near.stderr).toBe("nori: unknown command 'omk' (did you mean omok?)\n");
  });

  it("gives the command's help wherever --lang stands", async () => {
    for (const args of [
      ['help', '--lang', 'ko', 'yut'],
      ['help', 'yut', '--lang', 'ko'],
      ['help', '--lang=ko', 'yut'],
    ]) {
      const run = await noriHere(args);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/^사용법: nori yut /);
    }
  });

  it("gives nori's help with no command, or with help itself", async () => {
    for (const args of [['help'], ['help', 'help']]) {
      const run = await noriHere(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: nori /);
    }
  });
});

describe('Korean without English left in', () => {
  it("names the problems' limits in nori check --help as 백준", async () => {
    const run = await noriHere(['check', '--help', '--lang', 'ko']);
    expect(run.stdout).toContain('yut   백준 17825: 2000 ms, 512 MB');
    expect(run.stdout).toContain('omok  백준 2615: 1000 ms, 128 MB');
    expect(run.stdout).not.toContain('Baekjoon');
    const en = await noriHere(['check', '--help']);
    expect(en.stdout).toContain('yut   Baekjoon 17825: 2000 ms, 512 MB');
  });

  it('says which option needs --advise without a particle that depends on how it is read', async () => {
    const run = await noriHere(['yut', '--at', 'o10', '--lang', 'ko'], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('nori yut: --at 옵션은 --advise와 함께만 씁니다\n');
  });
});

describe('FORCE_COLOR', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const terminal = { isTTY: true } as NodeJS.WriteStream;
  const pipe = { isTTY: false } as NodeJS.WriteStream;

  it.each(['0', 'false', 'FALSE'])('%s turns colour off, even on a terminal', (value) => {
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', value);
    expect(wantsColor(terminal)).toBe(false);
    expect(wantsColor(pipe)).toBe(false);
  });

  it.each(['1', '2', 'true', ''])('%j turns colour on, even on a pipe', (value) => {
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', value);
    expect(wantsColor(pipe)).toBe(true);
  });

  it('leaves it to the stream when unset', () => {
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', undefined as unknown as string);
    vi.stubEnv('TERM', 'xterm');
    expect(wantsColor(terminal)).toBe(true);
    expect(wantsColor(pipe)).toBe(false);
  });
});

describe("nori check's summary", () => {
  it('counts one case in the singular', async () => {
    const { text } = await import('../i18n/index.js');
    expect(text('en', 'check.summary', { cases: 1, seed: 7, counts: 'AC 1' })).toBe(
      '1 case (seed 7): AC 1',
    );
    expect(text('en', 'check.summary', { cases: 20, seed: 7, counts: 'AC 20' })).toBe(
      '20 cases (seed 7): AC 20',
    );
    expect(text('ko', 'check.summary', { cases: 1, seed: 7, counts: 'AC 1' })).toBe(
      '케이스 1개 (시드 7): AC 1',
    );
  });
});

describe('nori with only --lang', () => {
  it.each([
    [['--lang', 'en'], 'nori: usage: '],
    [['--lang=ko'], 'nori: '],
  ])('%j prints one line of usage, exit 2', async (args, start) => {
    const run = await noriHere(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.startsWith(start)).toBe(true);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });
});
