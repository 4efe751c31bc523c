import { describe, expect, it } from 'vitest';
import { chooseLang } from './i18n-language.js';

describe('chooseLang', () => {
  it.each([
    ['Korean first', null, ['ko-KR', 'en-US'], 'ko'],
    ['plain ko', null, ['ko'], 'ko'],
    ['English first', null, ['en-US', 'ko-KR'], 'en'],
    ['Korean after another language', null, ['ja-JP', 'ko-KR', 'en'], 'ko'],
    ['neither', null, ['fr-FR', 'de'], 'en'],
    ['nothing known', null, [], 'en'],
    ['a remembered choice wins', 'en', ['ko-KR'], 'en'],
    ['a remembered Korean', 'ko', ['en-US'], 'ko'],
    ['a broken stored value is ignored', 'xx', ['ko-KR'], 'ko'],
    ['upper-case tags', null, ['KO-kr'], 'ko'],
  ] as const)('%s', (_name, stored, preferred, expected) => {
    expect(chooseLang(stored, preferred)).toBe(expected);
  });
});
