/**
 * How `nori check` compares a program's output with the reference answer: as Baekjoon does, line
 * by line. Each line must hold the tokens of the reference's line, in order; spaces at the end of a
 * line (and a `\r` before its newline), runs of spaces between tokens and blank lines at the end
 * are forgiven, but the layout is not: an Omok answer printed on one line (`1 3 2`) where the
 * problem prints two (`1` then `3 2`) is a wrong answer, and the difference names its line.
 */

/** The whitespace-separated tokens of a text. */
export function tokens(text: string): string[] {
  return text.split(/\s+/).filter((token) => token !== '');
}

/** The lines of an output as token lists, blank lines at the end dropped. */
export function tokenLines(text: string): string[][] {
  const lines = text.split('\n').map(tokens);
  while (lines.length > 0 && lines[lines.length - 1]!.length === 0) lines.pop();
  return lines;
}

/** Where an output first departs from the reference. */
export interface LineDifference {
  /** 1-based line number. */
  readonly line: number;
  /** The reference's line (tokens joined by one space), or undefined past its end. */
  readonly expected: string | undefined;
  /** The program's line, or undefined past its end. */
  readonly found: string | undefined;
}

/** The first line where `actual` departs from `expected`, or undefined when they agree. */
export function firstLineDifference(expected: string, actual: string): LineDifference | undefined {
  const want = tokenLines(expected);
  const got = tokenLines(actual);
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const a = want[i];
    const b = got[i];
    if (
      a !== undefined &&
      b !== undefined &&
      a.length === b.length &&
      a.every((t, k) => t === b[k])
    )
      continue;
    return { line: i + 1, expected: a?.join(' '), found: b?.join(' ') };
  }
  return undefined;
}

/** True when the output is accepted: the same tokens on the same lines (see the module comment). */
export function sameOutput(expected: string, actual: string): boolean {
  return firstLineDifference(expected, actual) === undefined;
}

/** True when both texts hold the same tokens in the same order, whatever the lines. */
export function sameTokens(expected: string, actual: string): boolean {
  const want = tokens(expected);
  const got = tokens(actual);
  return want.length === got.length && want.every((token, i) => token === got[i]);
}

/** An answer as one line of tokens joined by single spaces (the diagnosis's key for an answer). */
export function answerKey(text: string): string {
  return tokens(text).join(' ');
}
