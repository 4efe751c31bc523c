/** Dice Yut (Baekjoon 17825): the public surface of the pure core. */
export {
  type Board,
  type BoardSpec,
  type CellId,
  type CellSpec,
  CLASSIC_BOARD_SPEC,
  classicBoard,
  compileBoard,
  destinationOf,
  NO_CELL,
} from './board.js';
export {
  BAEKJOON_DICE,
  type DiceError,
  type DiceErrorCode,
  type DiceFormat,
  type DiceResult,
  formatDice,
  parseDice,
  parseDiceLine,
} from './parse.js';
export {
  formatBoard,
  formatExplanation,
  formatPlan,
  type Paint,
  PLAIN,
  planNotes,
} from './render.js';
export {
  applyMove,
  initialPosition,
  isFinished,
  legalMoves,
  type Move,
  type Position,
  type Refusal,
  tryMove,
} from './rules.js';
export { bestPlan, bestScore, bestScoreFrom, type PlanStep, type Solution } from './solve.js';
