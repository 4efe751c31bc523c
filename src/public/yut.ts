/**
 * Dice Yut in the package's public API (docs/library.md, docs/yut-boards.md): what those pages
 * document, no more. Pieces are numbered from 1 everywhere, as in `bestPlan`'s steps and on the
 * command line: `legalMoves` gives piece 1 for the first piece (`position[0]`).
 */
import {
  type Board,
  legalMoves as coreLegalMoves,
  type Move,
  type Position,
} from '../yut/index.js';

export type {
  Advice,
  AdviceChoice,
  AdviceError,
  AdviceRequest,
  AdviceResult,
  Board,
  BoardError,
  BoardResult,
  BoardSpec,
  BoardSpecError,
  CellId,
  DiceError,
  DiceResult,
  ForesightMean,
  GameSize,
  InputError,
  PlanStep,
  Policy,
  PolicyError,
  PolicyResult,
  Position,
  Result,
  Solution,
} from '../yut/index.js';
export {
  advise,
  bestPlan,
  bestScore,
  classicBoard,
  compileBoard,
  foresightMean,
  formatInputError,
  initialPosition,
  parseBoard,
  parseDice,
  solvePolicy,
} from '../yut/index.js';

/** A legal move: `piece` counts from 1 (piece 1 is `position[0]`). */
export type LegalMove = Omit<Move, 'piece'> & { readonly piece: number };

/** Every legal move for the roll `die`, one per piece that may move, pieces numbered from 1. */
export function legalMoves(board: Board, position: Position, die: number): LegalMove[] {
  return coreLegalMoves(board, position, die).map((move) => ({ ...move, piece: move.piece + 1 }));
}
