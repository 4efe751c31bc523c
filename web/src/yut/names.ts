/**
 * What the Dice Yut page calls a cell, in the page's language: its number, or Start and End. The
 * board's internal labels (`o2`, `a13`) are the core's and never shown.
 */
import type { Board, CellId } from '../../../src/yut/index.js';
import { t } from '../i18n.js';
import { type CellKind, cellKinds } from './cells.js';

/** Per board: each cell's kind, and whether its number is on another cell too. */
const seen = new WeakMap<Board, { kinds: CellKind[]; shared: boolean[] }>();

function describe(board: Board): { kinds: CellKind[]; shared: boolean[] } {
  let known = seen.get(board);
  if (known === undefined) {
    const counts = new Map<number, number>();
    for (const n of board.numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
    known = {
      kinds: cellKinds(board),
      shared: [...board.numbers].map((n) => (counts.get(n) ?? 0) > 1),
    };
    seen.set(board, known);
  }
  return known;
}

/** The bare name of `cell`: "Start", "End", or the cell's number. */
function plainName(board: Board, cell: CellId): string {
  if (cell === board.start) return t('yut.start');
  if (cell === board.end) return t('yut.end');
  return String(board.numbers[cell]);
}

/**
 * The name of `cell` in texts: "Start", "End", or the cell's number; a number that is on two cells
 * (the corner 30 and the 30 of the shortcut, the 22 of the ring and of a shortcut) says which,
 * off the outer ring: "30 (blue corner)", "30 (shortcut)".
 */
export function cellName(board: Board, cell: CellId): string {
  const name = plainName(board, cell);
  const { kinds, shared } = describe(board);
  if (!shared[cell]) return name;
  if (kinds[cell] === 'blue') return t('yut.name.blue', { cell: name });
  if (kinds[cell] === 'route') return t('yut.name.route', { cell: name });
  return name;
}

/**
 * The tooltip of `cell` on the picture: its name and, off the outer ring, what kind of cell it is
 * (several numbers are on the ring and on a shortcut both, such as 22 or 30).
 */
export function cellTitle(board: Board, cell: CellId, kind: CellKind): string {
  const name = plainName(board, cell);
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
