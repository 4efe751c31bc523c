/**
 * How `nori check` compares a program's output with the reference answer: by tokens, as most
 * judges do, so spaces, tabs, blank lines and CRLF line ends do not matter, but every token does.
 */

/** The whitespace-separated tokens of a text. */
export function tokens(text: string): string[] {
  return text.split(/\s+/).filter((token) => token !== '');
}

/** True when both texts hold the same tokens in the same order. */
export function sameTokens(expected: string, actual: string): boolean {
  const want = tokens(expected);
  const got = tokens(actual);
  return want.length === got.length && want.every((token, i) => token === got[i]);
}
