/**
 * Omok (Baekjoon 2615) as a library: boards of any size, line finding, the rule families, the
 * judge and its explanations, the parser of the Baekjoon grid, renju's forbidden moves, the game
 * model (moves, undo and redo, the decisive move), and game records replayed to it. Pure: no I/O.
 * Other modules import the omok core only through this file.
 */
export { formatInputError, type InputError, type Result } from '../result.js';
export {
  BLACK,
  type Board,
  boardFromRows,
  boardToRows,
  type Cell,
  type Color,
  cloneBoard,
  createBoard,
  DEFAULT_SIZE,
  EMPTY,
  hasRowMasks,
  isOnBoard,
  isValidSize,
  MAX_MASK_SIZE,
  MIN_SIZE,
  opponent,
  type Point,
  setStone,
  stoneAt,
  WHITE,
} from './board.js';
export {
  type AnalyseOptions,
  type Analysis,
  analyse,
  type ForcedLine,
  MAX_ENGINE_SIZE,
  MIN_ENGINE_SIZE,
  type Solution,
  type SolveOptions,
  sideToMove,
  solve,
} from './engine/index.js';
export { explainJudgementKo } from './explain-ko.js';
export {
  blackToPlay,
  type Decisive,
  type DecisiveReason,
  FORBIDDEN_MOVE_EFFECTS,
  type ForbiddenMoveEffect,
  Game,
  type GameOptions,
  type MoveOutcome,
} from './game.js';
export {
  type AnswerSlot,
  answerInto,
  createAnswerSlot,
  type JudgedLine,
  type Judgement,
  judge,
  leftmostStone,
} from './judge.js';
export {
  compareLines,
  DIRECTIONS,
  type Direction,
  FIVE,
  findLines,
  type Line,
  linesThrough,
  pointsOf,
  runThrough,
  STEPS,
} from './lines.js';
export {
  canPair,
  edgeEndAnswers,
  edgeReadAnswers,
  HALF_DIAGONALS,
  type HalfDiagonal,
  halfDiagonalAnswers,
  mistakenAnswers,
  OMOK_EDGE_END_INFO,
  OMOK_EDGE_READ_INFO,
  OMOK_HALF_DIAGONAL_INFO,
  OMOK_MISTAKE_INFO,
  OMOK_MISTAKES,
  OMOK_OVERLINE_TAIL_INFO,
  OMOK_PAST_SIX_INFO,
  type OmokMistake,
  type OmokMistakeInfo,
  overlineTailAnswers,
  pairedAnswers,
  pastSixAnswers,
} from './mistakes.js';
export {
  formatBoard,
  PARSE_ERROR_CODES,
  type ParseError,
  type ParseErrorCode,
  type ParseResult,
  parseBoard,
  parseBoards,
} from './parse.js';
export { BoardReader, type BoardSink, type ReaderOptions } from './reader.js';
export {
  COLUMN_LETTERS,
  coordinateName,
  parseRecord,
  type RecordError,
  type RecordErrorCode,
  type RecordedMove,
  RecordReader,
  type RecordResult,
  type Replay,
  replay,
} from './record.js';
export {
  describePoint,
  describeReplay,
  explainReplay,
  pointMessage,
  replayMessage,
} from './record-render.js';
export {
  brokenPromiseMessage,
  colorMessage,
  colorName,
  describeBrokenPromise,
  describeLine,
  directionName,
  explainJudgement,
  formatAnswer,
  lineMessage,
  type Palette,
  PLAIN,
  renderBoard,
  SYMBOLS,
} from './render.js';
export {
  explainForbidden,
  FORBIDDEN_REASONS,
  type ForbiddenPoint,
  type ForbiddenReason,
  forbiddenPoints,
  forbiddenReason,
  isForbidden,
  MAX_NESTING,
  RenjuChecker,
} from './renju.js';
export { FORBIDDEN_MARKS, formatForbiddenList, renderForbidden } from './renju-render.js';
export {
  classifyLine,
  DEFAULT_RULE,
  describeRule,
  isRule,
  isWinningLine,
  type LineKind,
  RULES,
  type Rule,
} from './rules.js';
