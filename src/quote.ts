/**
 * How every parser's error message quotes a piece of its input: in double quotes, with control
 * characters escaped and long text cut. An error line goes to a terminal, and the input may be
 * hostile: `printf 'h8 \033[2J'` must not clear the screen of whoever reads the error, and a 15 MiB
 * token must not make a 15 MiB error line. Pure, shared by the cores and the command line.
 */

/** Characters shown of a quoted token before it is cut (with "…"). */
export const MAX_QUOTED = 40;

/**
 * What a terminal may act on or that hides text: C0 controls, DEL, C1 controls (U+0080-U+009F,
 * among them the one-character CSI), the line and paragraph separators, and the bidirectional
 * overrides and isolates that reorder what is shown.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** The escape of an unsafe character: `\n`, `\t`, `\r`, or `\u001b` style. */
function escapeChar(char: string): string {
  switch (char) {
    case '\n':
      return '\\n';
    case '\t':
      return '\\t';
    case '\r':
      return '\\r';
    default:
      return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}

/**
 * `text` with every control character escaped (`\u001b`, `\n`), and backslashes and double
 * quotes escaped as in JSON, so that the result shows the same whatever the terminal.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\\"]/g, (char) => `\\${char}`).replace(UNSAFE, escapeChar);
}

/**
 * Spaces that look like an ordinary space or like nothing (a no-break space, the ideographic space
 * of a Korean keyboard, zero-width ones, a byte order mark): escaped in a quoted token, so that
 * `found "0\u00a00"` says what the reader could not see in `found "0 0"`.
 */
const LOOKALIKE_SPACES = /[\u00a0\u1680\u2000-\u200d\u202f\u205f\u3000\ufeff]/gu;

/**
 * `text` as an error message quotes it: in double quotes, control characters escaped (see
 * `escapeControls`), cut after `max` characters (counted in code points, before escaping) with
 * "…" after the cut. `cut` says the text was already cut by the caller (a reader that keeps only
 * the first bytes of a huge token).
 */
export function quoteToken(text: string, max = MAX_QUOTED, cut = false): string {
  let shown = text;
  let wasCut = cut;
  if (text.length > max) {
    const chars = Array.from(text.slice(0, 2 * max + 2));
    if (chars.length > max) {
      shown = chars.slice(0, max).join('');
      wasCut = true;
    }
  }
  return `"${escapeControls(shown).replace(LOOKALIKE_SPACES, escapeChar)}${wasCut ? '…' : ''}"`;
}

/**
 * `text` with its control characters escaped but nothing else changed (no quotes added, quotes
 * and backslashes left alone): the last guard before a message reaches a terminal.
 */
export function escapeTerminalControls(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

const UNSAFE_IN_LINES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text from outside shown as lines on a terminal (a checked program's output, a compiler's
 * messages): every control character escaped as `escapeTerminalControls` does, except the line
 * ends and tabs that lay it out. The one rule for outside text that is shown rather than quoted.
 */
export function escapeOutsideText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(UNSAFE_IN_LINES, escapeChar);
}

const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * JSON text (as JSON.stringify writes it) with the characters a terminal may act on that
 * JSON.stringify leaves as they are (DEL, the C1 controls, the line and paragraph separators, the
 * bidirectional controls) written as `\u` escapes: the same value, safe to show. C0 controls are
 * escaped by JSON.stringify itself, and none of these characters can occur outside a string.
 */
export function jsonForTerminal(json: string): string {
  return json.replace(
    UNSAFE_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What a value is, for a message, kept short whatever it is: `"4"`, `1.5`, `an array of 3`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const cut = value.length > 20 ? `${value.slice(0, 20)}…` : value;
    // JSON.stringify escapes control characters, so a message never carries one.
    return JSON.stringify(cut);
  }
  if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint' ||
    value === undefined ||
    value === null
  ) {
    return typeof value === 'bigint' ? `${value}n` : String(value);
  }
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name}`;
  // What is left: functions, symbols and objects ("an object", not "a object").
  if (typeof value === 'function') return 'a function';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Decimal digits as a message shows them: without leading zeros, cut after `MAX_QUOTED` digits
 * (a number too large to be exact, `99999999999999999999`, keeps its own digits).
 */
export function shownDigits(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.length > MAX_QUOTED ? `${trimmed.slice(0, MAX_QUOTED)}…` : trimmed;
}
