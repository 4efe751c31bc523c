/**
 * The `--explain` text of Omok in Korean: `explainJudgement` (render.ts) in Korean, its words from
 * the catalogue (src/i18n/ko.ts: 흑/백, 가로, 세로, 대각선, 장목). Kept for the callers that
 * choose the function by language.
 */
import type { Board } from './board.js';
import type { Judgement } from './judge.js';
import { explainJudgement, type Palette, PLAIN } from './render.js';
import type { Rule } from './rules.js';

/** The `--explain --lang ko` text of a judgement. */
export function explainJudgementKo(
  board: Board,
  judgement: Judgement,
  rule: Rule,
  palette: Palette = PLAIN,
): string {
  return explainJudgement(board, judgement, rule, palette, 'ko');
}
