/**
 * Text for black's forbidden points: the board with each forbidden point drawn as the digit of
 * its kind (as renju diagrams do: 3 double-three, 4 double-four, 6 overline), then one line per
 * point, `row col reason`. Pure, coloured through a `Palette`.
 */
import { type Lang, text } from '../i18n/index.js';
import { BLACK, type Board, WHITE } from './board.js';
import { type Palette, PLAIN, SYMBOLS } from './render.js';
import type { ForbiddenPoint, ForbiddenReason } from './renju.js';

/** The digit that marks each kind of forbidden point on a drawn board. */
export const FORBIDDEN_MARKS: Readonly<Record<ForbiddenReason, string>> = {
  'double-three': '3',
  'double-four': '4',
  overline: '6',
};

/**
 * The forbidden points as lines of `row col reason`, rows and columns from 1; the reason in
 * `lang` (English by default: `double-three`, `double-four`, `overline`; Korean 삼삼, 사사, 장목).
 */
export function formatForbiddenList(points: readonly ForbiddenPoint[], lang: Lang = 'en'): string {
  return points
    .map((p) => `${p.row + 1} ${p.col + 1} ${text(lang, `omok.reason.${p.reason}`)}\n`)
    .join('');
}

/**
 * The board with black's forbidden points marked, a legend, and the list of points
 * (`formatForbiddenList`) under a line saying how many there are.
 */
export function renderForbidden(
  board: Board,
  points: readonly ForbiddenPoint[],
  palette: Palette = PLAIN,
  lang: Lang = 'en',
): string {
  const n = board.size;
  const marks = new Map<number, ForbiddenReason>();
  for (const p of points) marks.set(p.row * n + p.col, p.reason);
  // The layout of render.ts's board: columns `width` wide, symbols under the units digit.
  const digits = String(n).length;
  const width = Math.max(2, digits) + 1;
  const pad = ' '.repeat(width - 2);
  const label = (value: string): string => value.padStart(digits);
  const header = Array.from({ length: n }, (_, col) => `${String(col + 1).padStart(width - 1)} `);
  const out = [`${label('')} ${palette.dim(header.join('').trimEnd())}`];
  for (let row = 0; row < n; row++) {
    let cells = '';
    for (let col = 0; col < n; col++) {
      const cell = board.cells[row * n + col];
      const reason = marks.get(row * n + col);
      if (reason !== undefined) cells += `${pad}${palette.mark(FORBIDDEN_MARKS[reason])} `;
      else if (cell === BLACK) cells += `${pad}${palette.black(SYMBOLS.black)} `;
      else if (cell === WHITE) cells += `${pad}${palette.white(SYMBOLS.white)} `;
      else cells += `${pad}${palette.dim(SYMBOLS.empty)} `;
    }
    out.push(`${palette.dim(label(String(row + 1)))} ${cells.trimEnd()}`);
  }
  const drawn = `${out.join('\n')}\n`;
  if (points.length === 0) return `${drawn}${text(lang, 'omok.forbidden.none')}\n`;
  const legend = `${text(lang, 'omok.forbidden.legend')}\n`;
  const count = text(lang, 'omok.forbidden.count', { count: points.length });
  return `${drawn}${legend}\n${count}\n${formatForbiddenList(points, lang)}`;
}
