/**
 * How the Omok page names a point: as game records write it (`h8`: the column's letter, the row
 * counted from the bottom, the core's `coordinateName`), or as Baekjoon counts (row and column
 * from the top left, from 1), which the Baekjoon grid, its answer and the status line use.
 */
import { COLUMN_LETTERS, coordinateName, type Point } from '../../../src/omok/index.js';
import { t } from '../i18n.js';
import type { Coords } from './state.js';

export { COLUMN_LETTERS };

/** `h8`, or "row 12, column 8" (a board wider than the letters falls back to Baekjoon's). */
export function pointName(coords: Coords, point: Point, size: number): string {
  const name = coords === 'letters' ? coordinateName(point, size) : undefined;
  return name ?? t('omok.at', { row: point.row + 1, col: point.col + 1 });
}
