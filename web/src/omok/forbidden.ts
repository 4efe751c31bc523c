/**
 * The names of black's forbidden moves as renju players call them, in each language of the page.
 * Which points are forbidden is the core's business (`Game.forbiddenPoints`).
 */
import type { ForbiddenReason } from '../../../src/omok/index.js';
import { lang } from '../i18n.js';
import type { Lang } from '../i18n-language.js';

const REASONS: Record<Lang, Record<ForbiddenReason, string>> = {
  en: { 'double-three': 'double-three', 'double-four': 'double-four', overline: 'overline' },
  ko: { 'double-three': '삼삼', 'double-four': '사사', overline: '장목' },
};

/** The name of `reason` in the page's language. */
export function forbiddenWord(reason: ForbiddenReason): string {
  return REASONS[lang()][reason];
}
