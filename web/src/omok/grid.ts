/**
 * How big a pasted Baekjoon grid is meant to be. The page reads the size from the first row (its
 * number of values), not from the number of lines: a pasted board often comes with something
 * after it (the answer `1` / `3 2`, a note), and counting lines would then make a 19 x 19 board
 * look like a 21 x 21 one whose every row is short. With the size from the first row, the parser
 * reads the whole board and names the line where the extra text starts.
 */

/** Blank as the core's reader counts it: spaces, tabs and carriage returns only. */
const BLANK = /^[ \t\r]*$/;
const SEPARATORS = /[ \t\r]+/;

/**
 * The number of values on the first non-blank line of `text` (a byte order mark at the start is
 * ignored), or undefined when there is no such line. Values are not checked here: the parser
 * names a bad one with its place.
 */
export function firstRowLength(text: string): number | undefined {
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
  const first = lines.find((line) => !BLANK.test(line));
  if (first === undefined) return undefined;
  return first.split(SEPARATORS).filter((token) => token !== '').length;
}
