/** Choosing the page's language: pure, so the choice can be tested without a browser. */

import type { Lang } from '../../src/i18n/lang.js';

/** nori's one `Lang` (src/i18n/lang.ts), shared with the command line. */
export type { Lang };

/** The languages of the page, in the order of its buttons. */
export const LANGS: readonly Lang[] = ['ko', 'en'];

/** Where the page remembers the person's choice. */
export const LANG_STORAGE_KEY = 'nori.lang';

/** Reads a stored choice; anything else than a known language counts as no choice. */
export function storedLang(value: string | null | undefined): Lang | undefined {
  return LANGS.find((known) => known === value);
}

/**
 * The language to start in: the remembered choice, otherwise Korean when the browser's list
 * prefers Korean to English (the first of the two in the list wins), otherwise English.
 */
export function chooseLang(stored: string | null | undefined, preferred: readonly string[]): Lang {
  const remembered = storedLang(stored);
  if (remembered !== undefined) return remembered;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ko') return 'ko';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
