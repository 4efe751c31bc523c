/**
 * Game records and boards of the renju tests of `nori omok`: the in-process rows
 * (src/cli/omok/renju.test.ts) and the built command's (test/cli/omok-renju.test.ts).
 */
/** Black along row 8 from h8, white along row 9: black's fifth stone (move 9) wins. */
export const FIVE = 'h8 h9\ni8 i9, j8 j9\nk8 k9 l8 l9 m8\n';
/** Black's ninth move, h8, makes two open threes. */
export const DOUBLE_THREE = 'f8 a1 g8 a3 h6 a5 h7 a7 h8 b2';

/** An empty `size` x `size` board in Baekjoon's format with `black` and `white` (`row col` from 1). */
export function grid(
  size: number,
  black: [number, number][],
  white: [number, number][] = [],
): string {
  const rows = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [r, c] of black) rows[r - 1]![c - 1] = 1;
  for (const [r, c] of white) rows[r - 1]![c - 1] = 2;
  return rows.map((row) => `${row.join(' ')}\n`).join('');
}

/** A 15 x 15 board with black stones at renju coordinates (column letter, row from the bottom). */
export function blackAt(names: string): string {
  return grid(
    15,
    names.split(' ').map((name) => [16 - Number(name.slice(1)), name.charCodeAt(0) - 96]),
  );
}

// Issue 11: RIF 3 (1996/1998) defines a three as a row "to which you, without at the same time a
// five in a row is made, can add one more stone to attain a straight four" (docs/rules-omok.md).
/** d9 is allowed: the split three d9 . f9 g9 needs e9, which also makes the five d10-h6. */
export const ISSUE_D9 = blackAt('d11 d10 f9 g9 f8 g7 h6');
/** d6 is a double-three: e5, b8-c7-d6's straight-four point, is legal (its e6 makes a five). */
export const ISSUE_D6 = blackAt('g9 b8 e8 h8 c7 e7 b6 c6 f6');
