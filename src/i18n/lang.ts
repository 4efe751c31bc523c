/**
 * The one `Lang` of nori (command line and page) and the one way the command line chooses it:
 * `--lang` when given, otherwise the locale (LC_ALL, then LC_MESSAGES, then LANG, the first set:
 * Korean when it starts with `ko`). Pure: the caller passes the arguments and the environment.
 */

/** The languages nori speaks, as `--lang` takes them. */
export const LANGS = ['en', 'ko'] as const;

/** One of `LANGS`. */
export type Lang = (typeof LANGS)[number];

/** `value` as a `Lang` (any case: `KO` is Korean), or undefined when it names none. */
export function parseLang(value: string): Lang | undefined {
  const wanted = value.trim().toLowerCase();
  return LANGS.find((lang) => lang === wanted);
}

/** The language of the environment's locale: Korean for `ko*`, otherwise English. */
export function localeLang(env: Readonly<Record<string, string | undefined>>): Lang {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return locale?.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/**
 * The language: `option` (the value of `--lang`) when given, otherwise the locale's. Undefined for
 * an `option` that names no language, which the caller refuses (`lang-unknown`).
 */
export function chooseLang(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Lang | undefined {
  return option === undefined ? localeLang(env) : parseLang(option);
}

/**
 * The value of `--lang` among a command line's arguments (`--lang ko` or `--lang=ko`, the last one
 * wins as in the option parser; nothing after `--`), or undefined. The command line's one scan:
 * the language must be known before the option parser runs, since it writes the help and the
 * parser's own errors in it.
 */
export function langArgument(argv: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg === '--lang' && i + 1 < argv.length) found = argv[++i]!;
    else if (arg.startsWith('--lang=')) found = arg.slice('--lang='.length);
  }
  return found;
}

/**
 * The language an HTTP request's `Accept-Language` field prefers (RFC 9110, 12.5.4): its language
 * ranges by weight (`q`, 1 when not given; equal weights in the order written), the first whose
 * primary subtag is one of `LANGS` (`ko-KR` is Korean). Undefined when none is, when the field is
 * missing, or when `*` (any language) comes first: the caller's own language then. A range of
 * weight 0 ("not this one") and a malformed entry are passed over; nothing is thrown.
 */
export function acceptLanguageLang(field: string | undefined): Lang | undefined {
  if (field === undefined) return undefined;
  const ranges: { lang: Lang | '*' | undefined; q: number; at: number }[] = [];
  // Every entry is looked at once; a field is at most what the HTTP parser lets through (16 KB).
  for (const [at, entry] of field.split(',').entries()) {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!/^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/.test(range)) continue;
    let q = 1;
    for (const parameter of parameters) {
      const weight = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(parameter);
      q = weight === null ? Number.NaN : Number(weight[1]);
      if (weight === null) break;
    }
    if (!(q > 0)) continue;
    ranges.push({ lang: range === '*' ? '*' : parseLang(range.split('-')[0]!), q, at });
  }
  ranges.sort((a, b) => b.q - a.q || a.at - b.at);
  const first = ranges.find((range) => range.lang !== undefined)?.lang;
  return first === '*' ? undefined : first;
}
