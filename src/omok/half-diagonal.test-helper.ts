/**
 * A learner's Omok judge written plainly, for the tests of the half-diagonal models
 * (`halfDiagonalAnswers` of mistakes.ts): each line of the board walked from its first point, a
 * count of the colour kept along it, a run of exactly five answered by its leftmost stone (the
 * topmost if vertical). The diagonals of one way are started on one edge of the board only, as
 * a corpus5 C++ solution of 2615 started its rising ones on the top row and forgot the right edge.
 */
import type { Board } from './board.js';
import type { HalfDiagonal } from './mistakes.js';

export function halfScanLearner(board: Board, missed: HalfDiagonal): string {
  const n = board.size;
  const cell = (row: number, col: number): number => board.cells[row * n + col]!;
  const inside = (row: number, col: number): boolean => row >= 0 && row < n && col >= 0 && col < n;
  // Every walk: its first point and its step.
  const walks: [number, number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    walks.push([i, 0, 0, 1]); // a row, left to right
    walks.push([0, i, 1, 0]); // a column, top to bottom
  }
  // Rising diagonals walked down to the left: from the top row (row + col up to n - 1), from the
  // right edge (row + col from n - 1 on); the one through both corners is started on either.
  for (let i = 0; i < n; i++) {
    if (missed !== 'rising-above') walks.push([0, i, 1, -1]);
    if (missed !== 'rising-below' && (missed === 'rising-above' || i > 0))
      walks.push([i, n - 1, 1, -1]);
  }
  // Falling diagonals walked down to the right: from the top row (col - row from 0 up), from the
  // left edge (col - row up to 0).
  for (let i = 0; i < n; i++) {
    if (missed !== 'falling-above') walks.push([0, i, 1, 1]);
    if (missed !== 'falling-below' && (missed === 'falling-above' || i > 0))
      walks.push([i, 0, 1, 1]);
  }
  const found: string[] = [];
  for (const [row0, col0, dr, dc] of walks) {
    let count = 0;
    let color = 0;
    for (let row = row0, col = col0; ; row += dr, col += dc) {
      const here = inside(row, col) ? cell(row, col) : 0;
      if (here !== color) {
        if (color !== 0 && count === 5) {
          // The run ended at the point before this one; a walk down to the left meets its
          // leftmost stone last.
          const [r, c] = dc === -1 ? [row - dr, col - dc] : [row - 5 * dr, col - 5 * dc];
          found.push(`${color} ${r + 1} ${c + 1}`);
        }
        color = here;
        count = 0;
      }
      if (!inside(row, col)) break;
      if (here !== 0) count++;
    }
  }
  return found[0] ?? '0';
}
