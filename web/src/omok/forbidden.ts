/**
 * Black's forbidden points under renju, for marking on the board. The omok core does not export a
 * forbidden-point finder yet (the renju issue adds it); until it does, nothing is marked and
 * nothing is refused, and the page says nothing about forbidden points. This module is the one
 * place to connect it.
 */
import type { Board, Color } from '../../../src/omok/index.js';

/** True when the core can say which points are forbidden to black. */
export function hasForbiddenPoints(): boolean {
  return false;
}

/** Forbidden points (`row * size + col`) for `toPlay` on `board`, with the reason for each. */
export function forbiddenPointsFor(
  _board: Board,
  _toPlay: Color,
): { points: Set<number>; reasons: Map<number, string> } {
  return { points: new Set(), reasons: new Map() };
}
