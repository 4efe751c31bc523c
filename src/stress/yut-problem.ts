/** Dice Yut as a `StressProblem`: the generator of yut-gen.ts and the core's solver and explainer. */
import {
  bestPlan,
  bestScore,
  classicBoard,
  formatDice,
  formatExplanation,
  formatExplanationKo,
} from '../yut/index.js';
import type { StressProblem } from './problem.js';
import { type Dice, generateDice, isValidDice, shrinkDice } from './yut-gen.js';

export const yutProblem: StressProblem<Dice> = {
  name: 'yut',
  generate: generateDice,
  formatInput: formatDice,
  separator: '',
  isValid: isValidDice,
  answer: (dice) => `${bestScore(classicBoard(), dice)}\n`,
  explain: (dice, lang) =>
    (lang === 'ko' ? formatExplanationKo : formatExplanation)(
      classicBoard(),
      dice,
      bestPlan(classicBoard(), dice),
    ),
  shrinkCandidates: shrinkDice,
};
