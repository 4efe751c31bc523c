/**
 * The `--explain` text of Dice Yut in Korean: the same parts as `formatExplanation` (render.ts) —
 * the best score, the plan, what to notice, the board at the end — in the words of the problem
 * statement (말, 주사위, 파란색 칸, 도착 칸). Cell labels (o10, m25) stay as they are: they are
 * the names the plan, `--json` and the playground share; sentences call start and end 출발 칸 and
 * 도착 칸 (the table keeps their labels).
 */
import type { Board, CellId } from './board.js';
import {
  type ExplanationWords,
  formatExplanation,
  type NoteWords,
  type Paint,
  PLAIN,
  type PlanWords,
} from './render.js';
import type { Position } from './rules.js';
import type { Solution } from './solve.js';

/** The plan's table with Korean column names. */
const KOREAN_PLAN: PlanWords = {
  header: ['턴', '주사위', '말', '출발', '도착', '점수', '합계'],
  noMove: '(움직일 수 있는 말 없음)',
  // Hangul takes two columns on a terminal.
  width: (text) => [...text].reduce((sum, ch) => sum + (/[\u3131-\uD79D]/.test(ch) ? 2 : 1), 0),
};

/** The sentences of `planNotes` (render.ts) in Korean. */
const KOREAN_NOTES: NoteWords = {
  blueCorner: (piece, from) =>
    `${piece}번 말이 파란색 칸 ${from}에서 출발하므로 파란색 화살표를 따라 안쪽으로 들어갑니다`,
  blocked: (pieces, from, cell, by) =>
    `${from}에 있는 ${pieces.join(', ')}번 말은 움직일 수 없습니다: ${cell}에 ${by}번 말이 있습니다`,
  passed: '움직일 수 있는 말이 없어 턴을 넘깁니다',
  // In a sentence the start and end cells are named in words; the table keeps start and end.
  startName: '출발 칸',
  endName: '도착 칸',
};

/** The words of `--explain` in Korean. */
const KOREAN_EXPLANATION: ExplanationWords = {
  bestScore: '최고 점수:',
  rolls: '주사위:',
  noticing: '눈여겨볼 점:',
  boardAtEnd: '마지막 말판:',
  turn: (turn) => `${turn}턴`,
  // The picture's words come from the catalogue in Korean (renderBoard), not patched English.
  picture: (picture) => picture,
  lang: 'ko',
  plan: KOREAN_PLAN,
  notes: KOREAN_NOTES,
};

/** The whole explanation of `--explain --lang ko`: `formatExplanation` in Korean. */
export function formatExplanationKo(
  board: Board,
  dice: readonly number[],
  solution: Solution,
  paint: Paint = PLAIN,
  start: Position = new Array<CellId>(solution.finalPosition.length).fill(board.start),
): string {
  return formatExplanation(board, dice, solution, paint, start, KOREAN_EXPLANATION);
}
