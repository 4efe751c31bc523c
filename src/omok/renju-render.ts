/**
 * Text for black's forbidden points: the board with each forbidden point drawn as the digit of
 * its kind (as renju diagrams do: 3 double-three, 4 double-four, 6 overline), then one line per
 * point, `row col reason`. Pure, coloured through a `Palette`.
 */
import { BLACK, type Board, WHITE } from './board.js';
import { type Palette, PLAIN, SYMBOLS } from './render.js';
import type { ForbiddenPoint, ForbiddenReason } from './renju.js';

/** The digit that marks each kind of forbidden point on a drawn board. */
export const FORBIDDEN_MARKS: Readonly<Record<ForbiddenReason, string>> = {
  'double-three': '3',
  'double-four': '4',
  overline: '6',
};

/** The forbidden points as lines of `row col reason`, rows and columns from 1. */
export function formatForbiddenList(points: readonly ForbiddenPoint[]): string {
  return points.map((p) => `${p.row + 1} ${p.col + 1} ${p.reason}\n`).join('');
}

/**
 * The board with black's forbidden points marked, a legend, and the list of points
 * (`formatForbiddenList`) under a line saying how many there are.
 */
export function renderForbidden(
  board: Board,
  points: readonly ForbiddenPoint[],
  palette: Palette = PLAIN,
): string {
  const n = board.size;
  const marks = new Map<number, ForbiddenReason>();
  for (const p of points) marks.set(p.row * n + p.col, p.reason);
  // The layout of render.ts's board: columns `width` wide, symbols under the units digit.
  const digits = String(n).length;
  const width = Math.max(2, digits) + 1;
  const pad = ' '.repeat(width - 2);
  const label = (text: string): string => text.padStart(digits);
  const header = Array.from({ length: n }, (_, col) => `${String(col + 1).padStart(width - 1)} `);
  const out = [`${label('')} ${palette.dim(header.join('').trimEnd())}`];
  for (let row = 0; row < n; row++) {
    let text = '';
    for (let col = 0; col < n; col++) {
      const cell = board.cells[row * n + col];
      const reason = marks.get(row * n + col);
      if (reason !== undefined) text += `${pad}${palette.mark(FORBIDDEN_MARKS[reason])} `;
      else if (cell === BLACK) text += `${pad}${palette.black(SYMBOLS.black)} `;
      else if (cell === WHITE) text += `${pad}${palette.white(SYMBOLS.white)} `;
      else text += `${pad}${palette.dim(SYMBOLS.empty)} `;
    }
    out.push(`${palette.dim(label(String(row + 1)))} ${text.trimEnd()}`);
  }
  let text = `${out.join('\n')}\n`;
  if (points.length === 0) return `${text}no forbidden points for black\n`;
  text += 'black may not play at 3 (double-three), 4 (double-four), 6 (overline)\n';
  const count = `${points.length} forbidden point${points.length === 1 ? '' : 's'}`;
  return `${text}\n${count} for black (row col reason):\n${formatForbiddenList(points)}`;
}
