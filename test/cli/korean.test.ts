/**
 * Korean everywhere, the rows only the built command can show: the one-shot `nori yut` (which
 * reads file descriptor 0 itself) under a Korean locale, and `nori brain`'s protocol loop. The
 * rest runs in process: src/cli/korean.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS, englishRuns, englishWords } from '../../src/cli/korean.test-helper.js';
import { nori } from './nori.js';

describe('Korean everywhere, as a process', () => {
  for (const [name, argv, input] of ERRORS.filter(
    ([, argv]) => argv.length === 1 && argv[0] === 'yut',
  )) {
    it(`${name}, LANG=ko_KR.UTF-8`, () => {
      const run = nori(argv, input, { LANG: 'ko_KR.UTF-8' });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/[가-힣]/);
      expect(englishRuns(run.stderr)).toEqual([]);
      expect(englishWords(run.stderr)).toEqual([]);
    });
  }

  for (const [how, args, env] of [
    ['--lang ko', ['--lang', 'ko'], {}],
    ['LANG=ko_KR.UTF-8', [], { LANG: 'ko_KR.UTF-8' }],
  ] as const) {
    it(`brain, the texts after ERROR and UNKNOWN, ${how}`, () => {
      const input = 'START 15\nTURN 99,1\nBOARD\n1,1,5\nDONE\nFOO\nEND\n';
      const run = nori(['brain', ...args], input, env);
      expect(run.code).toBe(0);
      const shown = run.stdout + run.stderr;
      expect(shown).toMatch(/99,1은 15 x 15 판 밖입니다[\s\S]*UNKNOWN 명령/);
      expect(englishRuns(shown)).toEqual([]);
      expect(englishWords(shown)).toEqual([]);
    });
  }
});
