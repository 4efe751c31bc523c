/** Omok as a `StressProblem`: the generator of omok-gen.ts and the core's judge and explainer. */
import {
  type Board,
  DEFAULT_RULE,
  explainJudgement,
  explainJudgementKo,
  formatAnswer,
  formatBoard,
  judge,
} from '../omok/index.js';
import { generateBoard, isValidBoard, shrinkBoard } from './omok-gen.js';
import type { StressProblem } from './problem.js';

export const omokProblem: StressProblem<Board> = {
  name: 'omok',
  generate: generateBoard,
  formatInput: formatBoard,
  // Boards written back to back, a blank line between two (what `nori omok --batch` reads).
  separator: '\n',
  isValid: isValidBoard,
  answer: (board) => {
    const answer = formatAnswer(judge(board));
    // Generated and shrunk boards keep the promise, so a broken one here is a bug in nori.
    if (answer === undefined) throw new Error('a generated omok board breaks the promise');
    return answer;
  },
  explain: (board, lang) =>
    (lang === 'ko' ? explainJudgementKo : explainJudgement)(board, judge(board), DEFAULT_RULE),
  shrinkCandidates: shrinkBoard,
};
