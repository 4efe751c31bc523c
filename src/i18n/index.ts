/**
 * nori's texts, by code, in English and Korean: the one catalogue of the command line and the
 * page. Pure (no `process`): the caller passes the language.
 *
 * HOW TO ADD A TEXT (guide for every module; also /work/notes/i18n-api.md):
 * 1. Pick a code, `area.what` in kebab case (`dice.count`, `omok.best.line`), and add it to
 *    `en.ts` with its text; the parts filled in are `{name}` placeholders.
 * 2. Add the same code to `ko.ts` with the same placeholders (the compiler refuses a missing code
 *    or placeholder). After a placeholder, write the particle pair `{name:이/가}` (`을/를`,
 *    `은/는`, `과/와`, `으로/로`: the form after a consonant first); it becomes `4가`, `3이`,
 *    `h8이`. In English, `{n:die/dice}` writes `1 die`, `3 dice`.
 * 3. Make the text where it happens as data: `msg('dice.count', { expected: 10, found: 3 })`, a
 *    `Message` (`{ code, params }`; a param may itself be a `Message`, rendered in the same
 *    language). Errors carry it: `throw new CliError(msg(...))`, parsers put it in their error.
 * 4. Turn it into words at the edge, where the language is known: `render(lang, message)`, or
 *    `text(lang, code, params)` in one call. The language is chosen once (`chooseLang` from
 *    `--lang` or the locale, by the command line's entry) and passed down; never read
 *    `process.argv` or the environment for it elsewhere.
 * Sentences are whole entries: never build Korean by patching the English (no `.replace` on a
 * rendered text, no `ko ? … : …` inline); an explanation made of parts takes its words from
 * codes too. Terms: 흑/백, 장목, 렌주 룰/표준 룰/자유 룰, Baekjoon's verdicts (맞았습니다!!,
 * 틀렸습니다, 시간 초과, 메모리 초과, 런타임 에러, 출력 초과, 컴파일 에러), 반례.
 */
import type { Catalogue, Code, ParamsOf } from './catalogue.js';
import { en } from './en.js';
import { ko } from './ko.js';
import { particle } from './korean.js';
import type { Lang } from './lang.js';

export type { Code } from './catalogue.js';
export { particle, withParticle } from './korean.js';
export {
  acceptLanguageLang,
  chooseLang,
  LANGS,
  type Lang,
  langArgument,
  localeLang,
  parseLang,
} from './lang.js';
export { displayWidth, padEndWidth, padStartWidth } from './width.js';

/** Both catalogues (for tests and for tools that list the texts). */
export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, ko };

/** What fills a placeholder: a word, a number, or another text rendered in the same language. */
export type Value = string | number | Message;

/** A text as data: its code and the values of its placeholders. Rendered by `render`. */
export interface Message {
  readonly code: Code;
  readonly params: Readonly<Record<string, Value>>;
}

/** The values `code` needs: one per placeholder (none for a text without placeholders). */
export type ParamsFor<C extends Code> = { readonly [P in ParamsOf<C>]: Value };

type Args<C extends Code> = [ParamsOf<C>] extends [never] ? [] : [params: ParamsFor<C>];

/** The message of `code` with its values, checked against the catalogue's placeholders. */
export function msg<C extends Code>(code: C, ...params: Args<C>): Message {
  return { code, params: params[0] ?? {} };
}

/** True for a `Message` (from any bundle: a plain object with a known code and params). */
export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    Object.hasOwn(en, (value as { code: string }).code) &&
    typeof (value as { params?: unknown }).params === 'object'
  );
}

const PLACEHOLDER = /\{(\w+)(?::([^}]*))?\}/g;

/**
 * The words of `message` in `lang`. A plain string is returned as it is (a text from outside nori:
 * a file name, a compiler's message, the system's own words).
 */
export function render(lang: Lang, message: Message | string): string {
  if (typeof message === 'string') return message;
  const template = CATALOGUES[lang][message.code] as string | undefined;
  if (template === undefined) return message.code;
  return template.replace(PLACEHOLDER, (whole, name: string, forms: string | undefined) => {
    if (!Object.hasOwn(message.params, name)) return whole;
    const raw = message.params[name]!;
    const value = typeof raw === 'object' ? render(lang, raw) : String(raw);
    if (forms === undefined) return value;
    if (lang === 'ko') return value + particle(value, forms);
    const [one, many] = forms.split('/');
    return `${value} ${Number(value.replace(/,/g, '')) === 1 || many === undefined ? one : many}`;
  });
}

/** `render(lang, msg(code, params))` in one call. */
export function text<C extends Code>(lang: Lang, code: C, ...params: Args<C>): string {
  return render(lang, msg(code, ...params));
}
