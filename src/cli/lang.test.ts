/** `--lang`, run in this process (test/support/nori-here.ts): the argument parser's work. */
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../test/support/nori-here.js';

const COMMANDS = [
  ['yut'],
  ['omok'],
  ['gen', 'yut'],
  ['check', 'yut', '--', 'true'],
  ['serve'],
  ['brain'],
] as const;

describe('--lang, declared once for every command', () => {
  for (const [command, ...rest] of COMMANDS) {
    it(`nori ${command} refuses an unknown language, naming the choices`, async () => {
      const run = await noriHere([command, '--lang', 'jp', ...rest]);
      expect(run).toEqual({
        stdout: '',
        stderr: `nori ${command}: --lang must be one of en, ko, found "jp"\n`,
        code: 2,
      });
    });
  }

  it('refuses it in the language of the locale', async () => {
    const run = await noriHere(['omok', '--lang=kr'], '', { LANG: 'ko_KR.UTF-8' });
    expect(run.stderr).toBe(
      'nori omok: --lang에는 en, ko 중 하나를 주세요. "kr"은 쓸 수 없습니다\n',
    );
    expect(run.code).toBe(2);
  });

  it('is accepted by gen and serve too', async () => {
    expect((await noriHere(['gen', 'yut', '--seed', '1', '--lang', 'ko'])).code).toBe(0);
    expect((await noriHere(['serve', '--lang', 'ko', '--help'])).code).toBe(0);
  });

  it('gives the errors of option values in Korean', async () => {
    const run = await noriHere(['check', 'yut', '--cases', '0', '--lang', 'ko', '--', 'true']);
    expect(run.stderr).toMatch(/^nori check: --cases 값은 양의 정수여야 하는데 "0"입니다\n$/);
  });
});
