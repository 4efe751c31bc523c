/**
 * What kind of place each cell of a Dice Yut board is, from the board's table alone: the picture
 * (board-svg.ts) colours the cells by it and the texts (names.ts) name them by it.
 */
import { type Board, type CellId, NO_CELL } from '../../../src/yut/index.js';

/** What kind of place a cell is, for colouring. */
export type CellKind = 'outer' | 'blue' | 'route' | 'start' | 'end';

/**
 * Classifies the cells of a board from its table alone: the cells on the red path from the start
 * form the outer ring; those with a blue arrow are blue corners; every other cell lies on a route
 * that only a blue arrow leads into.
 */
export function cellKinds(board: Board): CellKind[] {
  const onRing = new Set<CellId>();
  for (let cell = board.start; cell !== NO_CELL && !onRing.has(cell); cell = board.red[cell]!) {
    onRing.add(cell);
  }
  return board.labels.map((_, cell) => {
    if (cell === board.start) return 'start';
    if (cell === board.end) return 'end';
    if (board.blue[cell] !== NO_CELL) return 'blue';
    return onRing.has(cell) ? 'outer' : 'route';
  });
}
