/**
 * What the Dice Yut page calls a cell, in the page's language: its number, or Start and End. The
 * board's internal labels (`o2`, `a13`) are the core's and never shown.
 */
import type { Board, CellId } from '../../../src/yut/index.js';
import { t } from '../i18n.js';
import type { CellKind } from './board-svg.js';

/** The name of `cell` in texts: "Start", "End", or the cell's number. */
export function cellName(board: Board, cell: CellId): string {
  if (cell === board.start) return t('yut.start');
  if (cell === board.end) return t('yut.end');
  return String(board.numbers[cell]);
}

/**
 * The tooltip of `cell` on the picture: its name and, off the outer ring, what kind of cell it is
 * (several numbers are on the ring and on a shortcut both, such as 22 or 30).
 */
export function cellTitle(board: Board, cell: CellId, kind: CellKind): string {
  const name = cellName(board, cell);
  switch (kind) {
    case 'outer':
    case 'start':
    case 'end':
      return name;
    case 'blue':
      return t('yut.cellTitle.blue', { cell: name });
    case 'route':
      return t('yut.cellTitle.route', { cell: name });
  }
}
