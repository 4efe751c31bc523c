/** Dice Yut (Baekjoon 17825): the public surface of the pure core. */

export { formatInputError, type InputError, type Result } from '../result.js';
export {
  type Advice,
  type AdviceChoice,
  type AdviceError,
  type AdviceErrorCode,
  type AdviceRequest,
  type AdviceResult,
  advise,
  checkAdviceRequest,
  type PositionResult,
  parsePosition,
} from './advise.js';
export {
  type AllOptions,
  type AllPlan,
  type AllShape,
  allShape,
  diceOfIndex,
  indexOfDice,
  interleaveParts,
  planAll,
  solveAll,
  solveAllPart,
} from './all.js';
export {
  type AnswerTally,
  formatTableSummary,
  mergeTallies,
  summarizeTable,
  summarizeTally,
  type TableEntry,
  type TableSummary,
  type TallyEntry,
  type TallyPlace,
  tallyAnswers,
} from './all-summary.js';
export {
  assertDice,
  type Board,
  type BoardSpec,
  type BoardSpecError,
  type CellId,
  type CellSpec,
  CLASSIC_BOARD_SPEC,
  type CompiledBoard,
  classicBoard,
  compileBoard,
  destinationOf,
  fourPieceKey,
  NO_CELL,
} from './board.js';
export {
  BAEKJOON_GAME,
  type BoardError,
  type BoardErrorCode,
  type BoardResult,
  type BoardWhere,
  boardErrorMessage,
  checkGameSize,
  formatBoardFile,
  GAME_LIMITS,
  type GameSize,
  type GameSizeError,
  MAX_CELL_NUMBER,
  MAX_CELLS,
  maxCellsFor,
  parseBoard,
} from './board-file.js';
export { countSearchStates, positionBound } from './board-reach.js';
export { formatExplanationKo } from './explain-ko.js';
export {
  canUndo,
  currentDie,
  type GameRefusal,
  type GameReview,
  type GameShape,
  type GameTurn,
  gameRecord,
  isOver,
  knownDiceGame,
  lastMove,
  needsRoll,
  play,
  type ReplayStop,
  replayGame,
  reviewGame,
  roll,
  rolledDiceGame,
  scoreOf,
  turnIndex,
  undo,
  type YutGame,
} from './game.js';
export {
  mistakenScore,
  YUT_MISTAKE_INFO,
  YUT_MISTAKES,
  type YutMistake,
  type YutMistakeInfo,
} from './mistakes.js';
export {
  BAEKJOON_DICE,
  DICE_ERROR_CODES,
  type DiceError,
  type DiceErrorCode,
  type DiceFormat,
  type DiceResult,
  formatDice,
  parseDice,
  parseDiceLine,
} from './parse.js';
export {
  bestPolicyMove,
  expectedFrom,
  MAX_POLICY_STATES,
  type Policy,
  type PolicyChoice,
  type PolicyError,
  type PolicyOptions,
  type PolicyResult,
  policyChoices,
  solvePolicy,
} from './policy.js';
export { type ForesightMean, type ForesightOptions, foresightMean } from './policy-foresight.js';
export {
  formatAdvice,
  formatGame,
  formatPolicyReport,
  policyReportJson,
} from './policy-format.js';
export {
  endsLine,
  formatExplanation,
  formatPlan,
  type Paint,
  PLAIN,
  planNotes,
  renderBoard,
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
export {
  bestPlan,
  bestScore,
  bestScoreFrom,
  isSearchTooLarge,
  MAX_SEARCH_STATES,
  type PlanStep,
  SearchTooLargeError,
  type Solution,
} from './solve.js';
