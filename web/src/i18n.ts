/**
 * The page's words in Korean and English, from the page's catalogue in src/i18n (page-en.ts,
 * page-ko.ts: both languages define every key, a missing one is a type error; the command line's
 * texts are in en.ts/ko.ts). Static texts are marked in the HTML with `data-i18n` attributes;
 * texts built in code call `t` and re-render on `onLangChange`.
 */
import { withParticle } from '../../src/i18n/korean.js';
import { pageEn as en } from '../../src/i18n/page-en.js';
import { pageKo as ko, type PageCode } from '../../src/i18n/page-ko.js';
import { chooseLang, LANG_STORAGE_KEY, type Lang } from './i18n-language.js';

/** A code of the page's texts (src/i18n/page-en.ts). */
export type TextKey = PageCode;

/** Every text in each language (exported for the test that every key is used). */
export const texts: Record<Lang, Record<TextKey, string>> = { en, ko };

let current: Lang = 'en';
const listeners: (() => void)[] = [];

/** The current language. */
export function lang(): Lang {
  return current;
}

/**
 * The text for `key` in the current language, with `{name}` replaced by `values[name]`. After a
 * placeholder, a Korean particle pair as the shared catalogue writes it (`{name:이/가}`, `을/를`,
 * `은/는`, `과/와`, `으로/로`) becomes the form that fits the value: `4가`, `3이`, never "이(가)".
 */
export function t(key: TextKey, values: Record<string, string | number> = {}): string {
  return texts[current][key].replace(
    /\{(\w+)(?::([^{}/]+\/[^{}]+))?\}/g,
    (whole, name: string, pair?: string) => {
      if (!(name in values)) return whole;
      const value = String(values[name]);
      return pair === undefined ? value : withParticle(value, pair);
    },
  );
}

/** Sets the language without the page (unit tests: no DOM, no storage). */
export function setLangForTests(next: Lang): void {
  current = next;
}

/** Calls `listener` after every change of language. */
export function onLangChange(listener: () => void): void {
  listeners.push(listener);
}

/** Fills every element marked `data-i18n` (text) or `data-i18n-label` (aria-label). */
export function translateStatic(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    element.textContent = t(element.dataset.i18n as TextKey);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-label]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nLabel as TextKey));
  }
}

/** Switches the page to `next`, remembers the choice, and re-renders every text. */
export function setLang(next: Lang, remember = true): void {
  current = next;
  document.documentElement.lang = next;
  document.title = t('app.title');
  if (remember) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode, disabled cookies): the choice lasts this visit.
    }
  }
  translateStatic();
  for (const listener of listeners) listener();
}

/** Starts in the remembered language, or the one the browser prefers. */
export function initLang(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    stored = null;
  }
  setLang(chooseLang(stored, navigator.languages ?? [navigator.language]), false);
}
