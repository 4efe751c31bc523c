/**
 * The static side of the engine: the evaluation at the search's horizon, and the points that
 * answer a threat. Both read what the position keeps up to date as stones come and go (each empty
 * point's class and value to each colour, pattern4.ts): nothing here scans a line.
 */
import { BLACK, type Color, opponent } from '../board.js';
import { oppOf, ownOf, P4_FLEX4, threatTerm } from './pattern4.js';
import { BLOCK4, FLEX4 } from './patterns.js';
import { CELL_EMPTY, type Position } from './position.js';

/**
 * The points that stop `attacker`'s threats of a straight four (or two fours): every empty point
 * on the lines of each such threat, within five points of it.
 */
export function defencePoints(pos: Position, attacker: Color): Set<number> {
  const marked = new Set<number>();
  const classes = pos.p4[attacker - 1]!;
  for (const at of pos.points) {
    if (pos.cells[at] !== CELL_EMPTY || pos.near[at] === 0) continue;
    if (classes[at] !== P4_FLEX4) continue;
    if (attacker === BLACK && pos.isForbidden(at)) continue;
    for (let d = 0; d < 4; d++) {
      const s = pos.shape(at, d, attacker);
      if (s !== FLEX4 && s !== BLOCK4) continue;
      const stride = pos.strides[d]!;
      for (let k = -5; k <= 5; k++) {
        const q = at + k * stride;
        if (pos.cells[q] === CELL_EMPTY) marked.add(q);
      }
    }
  }
  return marked;
}

/**
 * The position's worth to `color`, to move: the sum over the empty points of their worth to it as
 * the side to move, less the sum of their worth to the opponent as the side not to move, both
 * kept by the position as stones come and go (pattern4.ts), plus the threat term read from the
 * counts of point classes. No scan of the board.
 */
export function evaluate(pos: Position, color: Color): number {
  const other = opponent(color);
  return (
    ownOf(pos.evalSums[color - 1]!) -
    oppOf(pos.evalSums[other - 1]!) +
    threatTerm(pos.p4Count, color, other, pos.rule)
  );
}
