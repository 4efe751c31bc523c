/** Choosing the page's language: pure, so the choice can be tested without a browser. */

/** The languages of the page. */
export const LANGS = ['ko', 'en'] as const;

/** One of `LANGS`. */
export type Lang = (typeof LANGS)[number];

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
