import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setLangForTests, type TextKey, t, texts } from './i18n.js';

describe('texts', () => {
  it('fills in values and leaves unknown placeholders visible', () => {
    expect(t('yut.turnOf', { turn: 3, turns: 10 })).toBe('Turn 3 of 10');
    expect(t('yut.turnOf', { turn: 3 })).toBe('Turn 3 of {turns}');
  });
});

describe('Korean', () => {
  it('a particle after a number fits its sound: 4가, 3이, 2가, 10이 (never 이(가))', () => {
    setLangForTests('ko');
    try {
      const rolled = (roll: number) => t('yut.game.rolled', { turn: 1, turns: 10, roll });
      expect(rolled(4)).toContain('4가 나왔습니다');
      expect(rolled(3)).toContain('3이 나왔습니다');
      expect(rolled(2)).toContain('2가 나왔습니다');
      expect(rolled(1)).toContain('1이 나왔습니다');
      expect(rolled(5)).toContain('5가 나왔습니다');
    } finally {
      setLangForTests('en');
    }
  });

  it('no text hedges a particle, and one term each: 흑/백, 장목', () => {
    for (const text of Object.values(texts.ko)) {
      expect(text).not.toMatch(/이\(가\)|을\(를\)|은\(는\)|\}이 |\}가 |검은 돌|흰 돌|육목/);
    }
  });
});

describe('keys', () => {
  it('every key is used by the page (literally, or through a template on its prefix)', () => {
    const web = join(import.meta.dirname, '..');
    const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.(ts|html)$/.test(file) && !file.includes('node_modules') && !file.endsWith('.test.ts'),
    );
    const code = files.map((file) => readFileSync(join(web, file), 'utf8')).join('\n');
    const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);
    const keys = Object.keys(texts.en) as TextKey[];
    const unused = keys.filter(
      (key) =>
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
