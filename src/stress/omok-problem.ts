/**
 * Omok (Baekjoon 2615) as a `StressProblem`: the generator of omok-gen.ts, the structured boards
 * and coverage table of omok-features.ts, the core's judge and explainer, the description of a
 * failing case (omok-describe.ts) and the catalogue of mistakes (src/omok/mistakes.ts).
 */

import { msg } from '../i18n/index.js';
import {
  type Board,
  canPair,
  DEFAULT_RULE,
  edgeEndAnswers,
  edgeReadAnswers,
  explainJudgement,
  explainJudgementKo,
  formatAnswer,
  formatBoard,
  HALF_DIAGONALS,
  halfDiagonalAnswers,
  judge,
  mistakenAnswers,
  OMOK_EDGE_END_INFO,
  OMOK_EDGE_READ_INFO,
  OMOK_HALF_DIAGONAL_INFO,
  OMOK_MISTAKE_INFO,
  OMOK_MISTAKES,
  OMOK_OVERLINE_TAIL_INFO,
  OMOK_PAST_SIX_INFO,
  overlineTailAnswers,
  pairedAnswers,
  parseBoard,
  pastSixAnswers,
} from '../omok/index.js';
import { describeOmok } from './omok-describe.js';
import { boardWithFeature, OMOK_FEATURES, omokFeatures } from './omok-features.js';
import {
  crossTrapBoard,
  endCrossBoard,
  generateBoard,
  isValidBoard,
  shrinkBoard,
  sixThenFiveBoard,
  trapBoard,
} from './omok-gen.js';
import { planCases } from './plan.js';
import type { MistakeModel, PlannedCases, StressProblem } from './problem.js';
import { PROBLEM_INFO } from './problem-names.js';
import type { Rng } from './rng.js';

/**
 * The planned boards: two traps per mistake of the catalogue and one board per feature of the
 * table on a quiet board, then one per feature (but the short runs) in dense noise; a cover of
 * the table among them is run first, then the traps (with two boards of a five that starts on
 * another line of its colour), then the rest.
 */
function plannedBoards(rng: Rng): PlannedCases<Board> {
  const traps: Board[] = [];
  for (let round = 0; round < 2; round++) {
    for (const mistake of OMOK_MISTAKES) traps.push(trapBoard(rng, mistake));
  }
  const structured: Board[] = [];
  // The features of each structured board, computed once when it was drawn.
  const known = new Map<Board, Set<string>>();
  for (const dense of [false, true]) {
    for (const feature of OMOK_FEATURES) {
      if (dense && /^run:\w+:[1-3]:/.test(feature.key)) continue;
      const board = boardWithFeature(rng, feature.key, dense, known);
      if (board !== undefined) structured.push(board);
    }
  }
  // Two boards of a five started on another line of its colour (crossTrapBoard), drawn last and
  // run after the traps: they stay out of the cover, so the boards before them are those of
  // every seed before they were added.
  const mistakeTraps = traps.length;
  traps.push(crossTrapBoard(rng, 'six'), crossTrapBoard(rng, 'short'));
  // And two of a five that ends on the last stone of a six of its colour (endCrossBoard), drawn
  // after those for the same reason.
  traps.push(endCrossBoard(rng), endCrossBoard(rng));
  // And two of a five that starts right after a six of the other colour (sixThenFiveBoard).
  traps.push(sixThenFiveBoard(rng), sixThenFiveBoard(rng));
  return planCases({
    traps,
    structured,
    features: OMOK_FEATURES.map((f) => f.key),
    featuresOf: (board) => known.get(board) ?? omokFeatures(board),
    eligible: (index) => index < mistakeTraps || index >= traps.length,
  });
}

const mistakes: MistakeModel[] = [
  ...OMOK_MISTAKES.map((name): MistakeModel => {
    const info = OMOK_MISTAKE_INFO[name];
    return {
      name,
      answers: (board) => mistakenAnswers(board as Board, name),
      text: info.text,
      rule: info.rule,
      cells: [],
    };
  }),
  // A finer model after the catalogue (src/omok/mistakes.ts): compared with, never drawn as a trap.
  {
    name: 'edge-read',
    answers: (board) => edgeReadAnswers(board as Board),
    text: OMOK_EDGE_READ_INFO.text,
    rule: OMOK_EDGE_READ_INFO.rule,
    cells: [],
  },
  // Two more seen in learners' solutions (corpus of 7 December 2026): a five that ends on the
  // edge missed, and a line walked six stones at a time, so that one of 11 ends in a five.
  {
    name: 'edge-end',
    answers: (board) => edgeEndAnswers(board as Board),
    text: OMOK_EDGE_END_INFO.text,
    rule: OMOK_EDGE_END_INFO.rule,
    cells: [],
  },
  {
    name: 'overline-tail',
    answers: (board) => overlineTailAnswers(board as Board),
    text: OMOK_OVERLINE_TAIL_INFO.text,
    rule: OMOK_OVERLINE_TAIL_INFO.rule,
    cells: [],
  },
  // One more (second corpus of 7 December 2026): the point past a line of six or more marked
  // as looked at, so a line of the other colour starting there is walked from its second stone.
  {
    name: 'past-six',
    answers: (board) => pastSixAnswers(board as Board),
    text: OMOK_PAST_SIX_INFO.text,
    rule: OMOK_PAST_SIX_INFO.rule,
    cells: [],
  },
  // The diagonals of one way looked along on one side of the corner-to-corner one only.
  ...HALF_DIAGONALS.map(
    (missed): MistakeModel => ({
      name: `half-${missed}`,
      answers: (board) => halfDiagonalAnswers(board as Board, missed),
      text: OMOK_HALF_DIAGONAL_INFO[missed].text,
      rule: OMOK_HALF_DIAGONAL_INFO[missed].rule,
      cells: [],
    }),
  ),
];

/** The statement's example (black wins; the answer `1` and `3 2`): its rows 3 to 7, the rest empty. */
const EXAMPLE: Board = (() => {
  const rows = [
    '0000000000000000000',
    '0000000000000000000',
    '0120022210000000000',
    '0012000010000000000',
    '0001200000000000000',
    '0000122000000000000',
    '0011010000000000000',
  ];
  while (rows.length < 19) rows.push('0'.repeat(19));
  const parsed = parseBoard(rows.map((row) => row.split('').join(' ')).join('\n'));
  if (!parsed.ok) throw new Error('the statement example of omok-problem.ts does not parse');
  return parsed.value;
})();

/** Two mistakes of the catalogue at once, when one is of the lines and one of the stone printed. */
function pairOfMistakes(a: MistakeModel, b: MistakeModel): MistakeModel | undefined {
  const first = OMOK_MISTAKES.find((name) => name === a.name);
  const second = OMOK_MISTAKES.find((name) => name === b.name);
  if (first === undefined || second === undefined || !canPair(first, second)) return undefined;
  return {
    name: `${a.name}+${b.name}`,
    answers: (board) => pairedAnswers(board as Board, first, second)!,
    text: msg('omok.mistake.pair', { first: a.text, second: b.text }),
    rule: msg('omok.rule.pair', { first: a.rule, second: b.rule }),
    cells: [],
  };
}

export const omokProblem: StressProblem<Board> = {
  name: 'omok',
  title: PROBLEM_INFO.omok.title,
  limits: PROBLEM_INFO.omok,
  generate: generateBoard,
  planned: plannedBoards,
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
  features: OMOK_FEATURES,
  coverage: (board) => omokFeatures(board),
  describe: (board, actual, lang, _named, stopped) => describeOmok(board, actual, lang, stopped),
  mistakes,
  pairMistakes: pairOfMistakes,
  examples: [EXAMPLE],
};
