import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import {
  acceptLanguageLang,
  CATALOGUES,
  chooseLang,
  langArgument,
  msg,
  render,
  text,
  withParticle,
} from './index.js';

const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('have the same codes in both languages, and no empty text', () => {
    const en = Object.keys(CATALOGUES.en).sort();
    const ko = Object.keys(CATALOGUES.ko).sort();
    expect(en.filter((code) => !ko.includes(code))).toEqual([]);
    expect(ko.filter((code) => !en.includes(code))).toEqual([]);
    for (const lang of ['en', 'ko'] as const) {
      for (const [code, template] of Object.entries(CATALOGUES[lang])) {
        expect(template.trim(), code).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [code, template] of Object.entries(CATALOGUES.en)) {
      const korean = (CATALOGUES.ko as Record<string, string>)[code]!;
      expect(placeholders(korean), code).toEqual(placeholders(template));
    }
  });

  it('never hedge a Korean particle: 이(가), 을(를), 은(는), (으)로, 과(와)', () => {
    for (const [code, template] of Object.entries(CATALOGUES.ko)) {
      expect(template, code).not.toMatch(/이\(가\)|을\(를\)|은\(는\)|\(으\)로|과\(와\)/);
    }
  });

  it("speak Baekjoon's words for the verdicts", () => {
    const codes = ['AC', 'WA', 'TLE', 'MLE', 'RE', 'OLE', 'CE'] as const;
    expect(codes.map((v) => CATALOGUES.ko[`verdict.${v}`])).toEqual([
      '맞았습니다!!',
      '틀렸습니다',
      '시간 초과',
      '메모리 초과',
      '런타임 에러',
      '출력 초과',
      '컴파일 에러',
    ]);
  });
});

describe('render', () => {
  it('fills in the placeholders, in each language', () => {
    const steps = msg('check.shrunk.steps', { steps: 3, tries: 12 });
    expect(render('en', steps)).toBe('3 steps, 12 runs');
    expect(render('ko', steps)).toBe('3단계, 12번 실행');
    // One of each: no "1 steps" (a one-sided plural, issue 25).
    expect(render('en', msg('check.shrunk.steps', { steps: 1, tries: 1 }))).toBe('1 step, 1 run');
    expect(render('en', msg('check.excerpt.below', { count: 1 }))).toBe('(1 more line below)');
  });

  it('renders a message inside a message in the same language', () => {
    const inner = msg('verdict.WA');
    const outer = msg('check.shrinking', { case: 7, verdict: inner });
    expect(render('en', outer)).toBe('case 7 failed (wrong answer); shrinking it...');
    expect(render('ko', outer)).toBe('7번 케이스에서 틀렸습니다. 반례를 줄이는 중...');
  });

  it('puts the right particle after a value in Korean', () => {
    const found = (value: string) => text('ko', 'grid.bad-value', { found: value });
    expect(found('3')).toBe('0, 1, 2 중 하나여야 하는데 3이 있습니다');
    expect(found('"x"')).toBe('0, 1, 2 중 하나여야 하는데 "x"가 있습니다');
    // After a bracket the word before it decides: VCF(연속 사)로, VCT(사와 삼)으로.
    expect(
      text('ko', 'omok.engine.win', { color: '흑', by: 'VCT(사와 삼)', moves: 5, line: 'h8' }),
    ).toBe('흑이 VCT(사와 삼)으로 5수 만에 이깁니다: h8');
  });

  it('leaves a plain string as it is', () => {
    expect(render('ko', 'g++: fatal error')).toBe('g++: fatal error');
  });
});

describe('withParticle', () => {
  const rows: [string, string, string][] = [
    ['4', '이/가', '4가'],
    ['3', '이/가', '3이'],
    ['10', '이/가', '10이'],
    ['2', '을/를', '2를'],
    ['1', '은/는', '1은'],
    ['19', '이/가', '19가'],
    ['100', '이/가', '100이'],
    ['1,000', '이/가', '1,000이'],
    ['0', '이/가', '0이'],
    ['1.5', '이/가', '1.5가'],
    ['h8', '이/가', 'h8이'],
    ['h', '이/가', 'h가'],
    ['m', '이/가', 'm이'],
    ['"jp"', '은/는', '"jp"는'],
    ['흑', '이/가', '흑이'],
    ['백', '과/와', '백과'],
    ['오목', '을/를', '오목을'],
    ['자바', '을/를', '자바를'],
    ['서울', '으로/로', '서울로'],
    ['8', '으로/로', '8로'],
    ['3', '으로/로', '3으로'],
    ['Python', '으로/로', 'Python으로'],
    ['Java', '으로/로', 'Java로'],
  ];
  for (const [word, pair, expected] of rows) {
    it(`${word} + ${pair} = ${expected}`, () => expect(withParticle(word, pair)).toBe(expected));
  }
});

describe('choosing the language', () => {
  const rows: [string, string | undefined, Record<string, string>, string | undefined][] = [
    ['the option wins', 'ko', { LANG: 'en_US.UTF-8' }, 'ko'],
    ['any case', 'KO', {}, 'ko'],
    ['an unknown option', 'jp', {}, undefined],
    ['kr is not a language code', 'kr', {}, undefined],
    ['LANG ko_KR', undefined, { LANG: 'ko_KR.UTF-8' }, 'ko'],
    ['LC_ALL before LANG', undefined, { LC_ALL: 'C', LANG: 'ko_KR.UTF-8' }, 'en'],
    ['LC_MESSAGES before LANG', undefined, { LC_MESSAGES: 'ko_KR', LANG: 'C' }, 'ko'],
    ['LC_ALL ko', undefined, { LC_ALL: 'ko_KR.UTF-8', LANG: 'en_US' }, 'ko'],
    ['nothing set', undefined, {}, 'en'],
  ];
  for (const [name, option, env, lang] of rows) {
    it(`chooseLang: ${name}`, () => expect(chooseLang(option, env)).toBe(lang));
  }

  const scans: [string, string[], string | undefined][] = [
    ['--lang ko', ['yut', '--lang', 'ko'], 'ko'],
    ['--lang=ko', ['yut', '--lang=ko', 'f'], 'ko'],
    ['the last one wins', ['yut', '--lang', 'ko', '--lang', 'en'], 'en'],
    ['not after --', ['check', 'yut', '--', './sol', '--lang', 'ko'], undefined],
    ['none', ['omok', '--explain'], undefined],
  ];
  for (const [name, argv, value] of scans) {
    it(`langArgument: ${name}`, () => expect(langArgument(argv)).toBe(value));
  }

  const fields: [string, string | undefined, string | undefined][] = [
    ['no field', undefined, undefined],
    ["a Korean browser's", 'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'ko'],
    ["an English browser's", 'en-US,en;q=0.9', 'en'],
    ["RFC 9110's example: Danish first, then English", 'da, en-gb;q=0.8, en;q=0.7', 'en'],
    ['the weight decides, not the order', 'en;q=0.5, ko', 'ko'],
    ['equal weights: the first written', 'ko;q=0.8, en;q=0.8', 'ko'],
    ['weight 0 is "not this one"', 'ko;q=0, en;q=0.1', 'en'],
    ['only weight 0', 'ko;q=0.000', undefined],
    ['any language first: the server chooses', '*, ko;q=0.5', undefined],
    ['Korean before any', 'ko, *;q=0.5', 'ko'],
    ['neither language', 'fr-CA, de', undefined],
    ['a malformed weight passes its entry over', 'ko;q=2, en', 'en'],
    ['a malformed range passes its entry over', 'k o, en;q=0.3', 'en'],
    ['any case', 'KO-kr', 'ko'],
    ['empty', '', undefined],
  ];
  for (const [name, field, lang] of fields) {
    it(`acceptLanguageLang: ${name}`, () => expect(acceptLanguageLang(field)).toBe(lang));
  }

  /**
   * The reference: for each language, the highest weight of a well-formed range naming it, and
   * of `*`, found by reading every entry; the best of those, the one written first on a tie.
   */
  function slowAcceptLanguage(field: string): string | undefined {
    const best = new Map<string, { q: number; at: number }>();
    const entries = field.split(',');
    for (let at = 0; at < entries.length; at++) {
      const parts = entries[at]!.split(';').map((part) => part.trim());
      const range = parts[0]!;
      const wellFormed =
        range === '*' ||
        range
          .split('-')
          .every((tag, i) => /^[A-Za-z0-9]{1,8}$/.test(tag) && (i > 0 || /^[A-Za-z]+$/.test(tag)));
      if (!wellFormed) continue;
      let q = 1;
      let ok = true;
      for (const parameter of parts.slice(1)) {
        const digits = /^[qQ]=([0-9.]+)$/.exec(parameter)?.[1] ?? '';
        const value = digits === '' ? Number.NaN : Number(digits);
        const decimals = digits.split('.')[1]?.length ?? 0;
        ok = !Number.isNaN(value) && value <= 1 && decimals <= 3 && !digits.startsWith('.');
        q = value;
        if (!ok) break;
      }
      if (!ok || !(q > 0)) continue;
      const primary = range === '*' ? '*' : range.split('-')[0]!.toLowerCase();
      if (primary !== '*' && primary !== 'ko' && primary !== 'en') continue;
      const known = best.get(primary);
      if (known === undefined || q > known.q) best.set(primary, { q, at });
    }
    const order = [...best].sort((a, b) => b[1].q - a[1].q || a[1].at - b[1].at);
    const first = order[0]?.[0];
    return first === '*' ? undefined : first;
  }

  it('acceptLanguageLang agrees with a plain reading of every entry on random fields', () => {
    const range = fc.constantFrom(
      'ko',
      'KO',
      'ko-KR',
      'en',
      'en-US',
      'en-gb',
      'fr',
      'de-AT',
      '*',
      'k o',
      '',
      'x-',
    );
    const weight = fc.constantFrom(
      '',
      ';q=1',
      ';q=0',
      ';q=0.5',
      ';q=0.25',
      ';q=0.123',
      ';q=1.0',
      ';q=2',
      ';q=abc',
      ';Q=0.7',
      ';q=0.5;q=0.9',
      ';v=1',
      ';v=1;q=0.5',
    );
    const entry = fc
      .tuple(range, weight, fc.constantFrom('', ' '))
      .map(([r, w, s]) => `${s}${r}${w}`);
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const field = entries.join(',');
        expect(acceptLanguageLang(field)).toBe(slowAcceptLanguage(field));
      }),
      runs(500),
    );
  });

  it('acceptLanguageLang answers any string without throwing, with one of the languages or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (field) => {
        expect([undefined, 'ko', 'en']).toContain(acceptLanguageLang(field));
      }),
      runs(300),
    );
  });
});
