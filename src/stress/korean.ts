/**
 * Korean particles after a number, as it is read aloud (Sino-Korean: 일, 이, 삼, ... 십, 백, 천):
 * `30은`, `4가`, `3이`, `190을`. A number read with a final consonant (받침) takes the first form.
 */

/** Whether the reading of `n` ends in a consonant (a 받침). */
function endsInConsonant(n: number): boolean {
  const whole = Math.abs(Math.trunc(n));
  if (whole === 0) return true; // 영
  const last = whole % 10;
  // 일 삼 육 칠 팔 have a final consonant; 이 사 오 구 do not. A number ending in 0 ends in
  // 십, 백, 천 or 만: all with one.
  if (last === 0) return true;
  return [1, 3, 6, 7, 8].includes(last);
}

/** The particles this module knows, as [after a consonant, after a vowel]. */
const PARTICLES = {
  topic: ['은', '는'],
  subject: ['이', '가'],
  object: ['을', '를'],
  and: ['과', '와'],
} as const;

/** `n` followed by its particle: `withParticle(30, 'topic')` is `30은`. */
export function withParticle(n: number, particle: keyof typeof PARTICLES): string {
  const [consonant, vowel] = PARTICLES[particle];
  return `${n}${endsInConsonant(n) ? consonant : vowel}`;
}
