/**
 * Black's forbidden points under renju, for marking on the board and refusing a click: the omok
 * core's `forbiddenPoints` (double-three with the false-three check, double-four, overline),
 * turned into the board view's indices with each reason in the page's language. Only black has
 * forbidden moves, so with white to play there are none.
 */
import {
  BLACK,
  type Board,
  type Color,
  type ForbiddenReason,
  forbiddenPoints,
} from '../../../src/omok/index.js';
import { lang } from '../i18n.js';
import type { Lang } from '../i18n-language.js';

/** True when the core can say which points are forbidden to black. */
export function hasForbiddenPoints(): boolean {
  return true;
}

/** The reasons as renju players call them, in each language of the page. */
const REASONS: Record<Lang, Record<ForbiddenReason, string>> = {
  en: { 'double-three': 'double-three', 'double-four': 'double-four', overline: 'overline' },
  ko: { 'double-three': '삼삼', 'double-four': '사사', overline: '장목' },
};

/** Forbidden points (`row * size + col`) for `toPlay` on `board`, with the reason for each. */
export function forbiddenPointsFor(
  board: Board,
  toPlay: Color,
): { points: Set<number>; reasons: Map<number, string> } {
  const points = new Set<number>();
  const reasons = new Map<number, string>();
  if (toPlay !== BLACK) return { points, reasons };
  const words = REASONS[lang()];
  for (const point of forbiddenPoints(board)) {
    const index = point.row * board.size + point.col;
    points.add(index);
    reasons.set(index, words[point.reason]);
  }
  return { points, reasons };
}
