import { describe, expect, it } from 'vitest';
import { CATALOGUES, chooseLang, message } from './messages.js';

describe('the message catalogue', () => {
  it('has every key in both languages, and no empty text', () => {
    const en = Object.keys(CATALOGUES.en).sort();
    const ko = Object.keys(CATALOGUES.ko).sort();
    expect(en.filter((key) => !ko.includes(key))).toEqual([]);
    expect(ko.filter((key) => !en.includes(key))).toEqual([]);
    for (const lang of ['en', 'ko'] as const) {
      for (const [key, text] of Object.entries(CATALOGUES[lang])) expect(text, key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(CATALOGUES.en)) {
      expect(names(CATALOGUES.ko[key]!), key).toEqual(names(text));
    }
  });

  it("speaks Baekjoon's words for the verdicts", () => {
    expect(
      ['AC', 'WA', 'TLE', 'MLE', 'RE', 'OLE'].map((v) => CATALOGUES.ko[`verdict.${v}`]),
    ).toEqual([
      '맞았습니다!!',
      '틀렸습니다',
      '시간 초과',
      '메모리 초과',
      '런타임 에러',
      '출력 초과',
    ]);
  });

  it('fills in the parts', () => {
    expect(message('en', 'check.shrunk.steps', { steps: 3, tries: 12 })).toBe('3 steps, 12 runs');
    expect(message('ko', 'check.shrunk.steps', { steps: 3, tries: 12 })).toBe('3단계, 12번 실행');
  });

  const rows: [string, string | undefined, Record<string, string>, string | undefined][] = [
    ['the option wins', 'ko', { LANG: 'en_US.UTF-8' }, 'ko'],
    ['an unknown option', 'fr', {}, undefined],
    ['LANG ko_KR', undefined, { LANG: 'ko_KR.UTF-8' }, 'ko'],
    ['LC_ALL before LANG', undefined, { LC_ALL: 'C', LANG: 'ko_KR.UTF-8' }, 'en'],
    ['LC_ALL ko', undefined, { LC_ALL: 'ko_KR.UTF-8', LANG: 'en_US' }, 'ko'],
    ['nothing set', undefined, {}, 'en'],
  ];
  for (const [name, option, env, lang] of rows) {
    it(`chooseLang: ${name}`, () => expect(chooseLang(option, env)).toBe(lang));
  }
});
