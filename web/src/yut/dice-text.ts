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
