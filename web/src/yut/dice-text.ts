/**
 * The dice parser's errors in the page's language. The core's `DiceError` says what is wrong,
 * on which line, which token and its text, and how many dice a line held.
 */
import type { DiceError } from '../../../src/yut/index.js';
import { t } from '../i18n.js';

/** Longer tokens are cut, so that one pasted paragraph does not fill the message. */
const SHOWN_CHARS = 20;

/** A token as the messages quote it: in double quotes, cut after a few characters. */
function quoted(token: string): string {
  const short = token.length > SHOWN_CHARS ? `${token.slice(0, SHOWN_CHARS)}…` : token;
  return JSON.stringify(short);
}

/** The parser's error for `text` in the page's language (the parser's own message is English). */
export function diceErrorText(error: DiceError): string {
  switch (error.code) {
    case 'empty':
      return t('yut.err.empty');
    case 'count':
      return t('yut.err.count', { found: error.count ?? 0 });
    case 'not-a-number':
    case 'out-of-range': {
      const token = error.token ?? 0;
      const found = quoted(error.found ?? '');
      return t(`yut.err.${error.code}`, { token, found });
    }
    case 'extra-line':
      return t('yut.err.extra-line');
  }
}

/**
 * The dice as typed on any keyboard, rewritten for the parser: commas and semicolons separate like
 * spaces, and a run of digits (`1234123412`, as a phone's number pad types it) is one die per
 * digit: any run of three or more, or two digits 1 to 5 (`10` stays a number, which the parser
 * refuses as such), unless the line holds ten tokens already. Any other token is left as it is,
 * so that the parser's error quotes it.
 */
export function normalizeDiceText(text: string): string {
  // Full-width digits, commas and spaces (a Korean keyboard in full-width mode types them) as
  // their plain forms.
  const plain = text.normalize('NFKC').replace(/[,;]+/g, ' ');
  // Ten tokens already are ten rolls: a run among them is a mistake in one roll, not several rolls
  // (`12 3 4 1 2 3 4 1 2 3` was counted as eleven rolls, a browser trial).
  const firstLine = plain.split('\n').find((line) => line.trim() !== '') ?? '';
  const ten = firstLine.trim().split(/\s+/).length === 10;
  const dice = (token: string) =>
    !ten && /^(\d{3,}|[1-5]{2})$/.test(token) ? token.split('').join(' ') : token;
  return plain
    .split(/(\s+)/)
    .map((token) =>
      // Letters among digits (`12ab3`) are a token of their own, so that the message names the
      // roll where they stand, not the whole run as the first roll.
      /\d/.test(token) && /\p{L}/u.test(token)
        ? token
            .split(/(\d+)/)
            .filter((part) => part !== '')
            .map(dice)
            .join(' ')
        : dice(token),
    )
    .join('');
}

/** How many dice the text holds so far (tokens of its first line with anything in it). */
export function diceCount(text: string): number {
  const line = normalizeDiceText(text)
    .split('\n')
    .find((candidate) => candidate.trim() !== '');
  return line === undefined ? 0 : line.trim().split(/\s+/).length;
}
