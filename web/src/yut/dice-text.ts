/**
 * The dice parser's errors in the page's language. The core's `DiceError` says what is wrong,
 * on which line, and which token (by its index); the page quotes that token, which it finds here,
 * in the one place that knows how the parser cuts a line into tokens.
 */
import type { DiceError } from '../../../src/yut/index.js';
import { t } from '../i18n.js';

/**
 * The parser's separators between dice (src/yut/parse.ts): spaces, tabs, form feeds, vertical
 * tabs and carriage returns, but not other Unicode spaces, which are part of a token. The core
 * does not export them; if `DiceError` carried the token's text, this copy could go.
 */
const SEPARATORS = /[ \t\f\v\r]+/;
/** Longer tokens are cut, so that one pasted paragraph does not fill the message. */
const SHOWN_CHARS = 20;

/** The tokens of the error's line of `text`, cut as the parser cuts them. */
function tokensOfLine(text: string, line: number): string[] {
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
  return (lines[line - 1] ?? '').split(SEPARATORS).filter((token) => token !== '');
}

/** A token as the messages quote it: in double quotes, cut after a few characters. */
function quoted(token: string): string {
  const short = token.length > SHOWN_CHARS ? `${token.slice(0, SHOWN_CHARS)}…` : token;
  return JSON.stringify(short);
}

/** The parser's error for `text` in the page's language (the parser's own message is English). */
export function diceErrorText(error: DiceError, text: string): string {
  switch (error.code) {
    case 'empty':
      return t('yut.err.empty');
    case 'count':
      return t('yut.err.count', { found: tokensOfLine(text, error.line).length });
    case 'not-a-number':
    case 'out-of-range': {
      const token = error.token ?? 0;
      const found = quoted(tokensOfLine(text, error.line)[token - 1] ?? '');
      return t(`yut.err.${error.code}`, { token, found });
    }
    case 'extra-line':
      return t('yut.err.extra-line');
  }
}
