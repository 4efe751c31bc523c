/**
 * Korean particles after a word or a number: 이/가, 은/는, 을/를, 과/와, 으로/로 and the like
 * depend on whether the word as spoken ends in a consonant (받침). A number is spoken in
 * Sino-Korean (4 사 → 4가, 3 삼 → 3이, 10 십 → 10이, 1000 천 → 1000이), a Latin letter by its
 * name (m 엠 → m이, h 에이치 → h가), so `h8` ends like 8 (팔 → h8이). Pure.
 */

/** The final consonant of the spoken word: 'none', 'ㄹ' or 'other'. */
type Final = 'none' | 'ㄹ' | 'other';

/** Sino-Korean digits 0-9: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINAL: readonly Final[] = [
  'other',
  'ㄹ',
  'none',
  'other',
  'none',
  'none',
  'other',
  'ㄹ',
  'ㄹ',
  'none',
];

/** Latin letters by their Korean names: only l (엘), m (엠), n (엔), r (알) end in a consonant. */
function letterFinal(letter: string): Final {
  const lower = letter.toLowerCase();
  if (lower === 'l' || lower === 'r') return 'ㄹ';
  return lower === 'm' || lower === 'n' ? 'other' : 'none';
}

/** How a whole number (digits only, no sign) ends when spoken: 십 백 천 만 억 조 after zeros. */
function numberFinal(digits: string): Final {
  const trimmed = digits.replace(/^0+/, '');
  if (trimmed === '') return 'other'; // 영
  const zeros = trimmed.length - trimmed.replace(/0+$/, '').length;
  if (zeros === 0) return DIGIT_FINAL[Number(trimmed.at(-1))]!;
  // 십 백 천 (1 to 3 zeros), 만 (4 to 7), 억 (8 to 11) end in a consonant; 조 does not.
  return zeros < 12 ? 'other' : 'none';
}

/** How `text` ends when read aloud, ignoring closing quotes, brackets and punctuation. */
function finalOf(text: string): Final {
  const core = text.replace(/[\s"'`)\]}>.,!?:;…»”’]+$/u, '');
  const last = core.at(-1);
  if (last === undefined) return 'none';
  const code = last.codePointAt(0)!;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'ㄹ' : 'other';
  }
  if (/[0-9]/.test(last)) {
    const number = /([0-9][0-9,]*)(?:\.([0-9]+))?$/.exec(core)!;
    // A decimal part is read digit by digit (1.5 일 점 오): its last digit decides.
    if (number[2] !== undefined) return DIGIT_FINAL[Number(number[2].at(-1))]!;
    return numberFinal(number[1]!.replace(/,/g, ''));
  }
  if (/[A-Za-z]/.test(last)) return letterFinal(last);
  return 'none';
}

/**
 * The particle of `pair` that follows `text`: `pair` is written with the form after a consonant
 * first, `이/가`, `은/는`, `을/를`, `과/와`, `이에요/예요`, `으로/로` (after ㄹ, 로: 8로, 서울로).
 */
export function particle(text: string, pair: string): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string | undefined];
  if (afterVowel === undefined) return afterConsonant;
  const final = finalOf(text);
  if (final === 'none') return afterVowel;
  if (final === 'ㄹ' && afterConsonant === '으로') return afterVowel;
  return afterConsonant;
}

/** `text` followed by its particle: `withParticle('4', '이/가')` is `4가`. */
export function withParticle(text: string, pair: string): string {
  return text + particle(text, pair);
}
