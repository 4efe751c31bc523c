/**
 * Boards and inputs of the `nori omok` tests: the in-process rows (src/cli/omok/output.test.ts)
 * and the built command's (test/cli/omok.test.ts).
 */
import { SPEC_EXAMPLE as EXAMPLE } from '../../omok/reference.test-helper.js';

export const ROW0 = '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0';

/** An empty `size` x `size` board with `stones` ([colour, row, col], from 1) put on it. */
export function board(stones: [number, number, number][], size = 19): string {
  const rows = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [color, row, col] of stones) rows[row - 1]![col - 1] = color;
  return rows.map((row) => `${row.join(' ')}\n`).join('');
}

/** `length` stones of `color` from (row, col) along (dr, dc). */
export function run(
  color: number,
  row: number,
  col: number,
  dr: number,
  dc: number,
  length: number,
) {
  return Array.from({ length }, (_, i): [number, number, number] => [
    color,
    row + i * dr,
    col + i * dc,
  ]);
}

export const EMPTY = board([]);
export const WHITE_SIX = board(run(2, 10, 3, 0, 1, 6));
export const BLACK_SIX = board(run(1, 10, 3, 1, 0, 6));
export const BOTH_WIN = board([...run(1, 1, 1, 0, 1, 5), ...run(2, 10, 10, 1, 0, 5)]);
export const RISING = board(run(2, 9, 4, -1, 1, 5));

/** The line `line` (from 1) of the example replaced. */
export function exampleWith(line: number, text: string): string {
  const lines = EXAMPLE.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}
