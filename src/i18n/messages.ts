/**
 * The former catalogue's API, kept for the modules not yet moved to `index.ts` (`message(lang,
 * key, params)` is `text(lang, code, params)` without the check of the params). New code: use
 * `msg`, `render` and `text` from `src/i18n/index.ts`.
 */
import type { Code } from './catalogue.js';
import { CATALOGUES, render } from './index.js';
import type { Lang } from './lang.js';

export { chooseLang, type Lang } from './lang.js';
export { CATALOGUES };

/** A code of the catalogue. */
export type MessageKey = Code;

/** The text of `key` in `lang`, with each `{name}` replaced by `params[name]`. */
export function message(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return render(lang, { code: key, params });
}
