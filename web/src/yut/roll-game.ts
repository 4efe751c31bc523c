/**
 * A real game of Dice Yut: one die rolled per turn, unknown in advance, and the person chooses
 * the piece. Plain data and plain functions (no DOM): the page renders this, the Web Worker
 * (policy-worker.ts) supplies the best policy's values, which a turn keeps once they arrive.
 */

import { err, ok, type Result } from '../../../src/result.js';
import {
  applyMove,
  type Board,
  initialPosition,
  legalMoves,
  type Move,
  type Position,
  type Refusal,
  tryMove,
} from '../../../src/yut/index.js';
import { PIECES } from './game.js';

/** Turns in a game, as in Baekjoon 17825. */
export const TURNS = 10;

/** The best policy's view of one roll: every legal move with the expected points it leads to. */
export interface RollAdvice {
  readonly choices: readonly { readonly move: Move; readonly expected: number }[];
}

/** One played turn. */
export interface RolledTurn {
  readonly die: number;
  readonly before: Position;
  /** The move made, or null when no piece could move. */
  readonly move: Move | null;
  /** The policy's view of this roll, when it had arrived before the move. */
  readonly advice: RollAdvice | undefined;
}

/** A game: the turns played, and the die rolled for the next one (not yet moved). */
export interface RollGame {
  readonly board: Board;
  readonly turns: readonly RolledTurn[];
  readonly position: Position;
  readonly rolled: number | undefined;
}

/** A new game, nothing rolled. */
export function newRollGame(board: Board): RollGame {
  return { board, turns: [], position: initialPosition(board, PIECES), rolled: undefined };
}

export function isOver(game: RollGame): boolean {
  return game.turns.length >= TURNS;
}

/** The 1-based turn to play (TURNS + 1 once the game is over). */
export function turnNumber(game: RollGame): number {
  return game.turns.length + 1;
}

export function scoreOf(game: RollGame): number {
  return game.turns.reduce((sum, turn) => sum + (turn.move?.points ?? 0), 0);
}

/** The dice rolled so far, in order. */
export function diceOf(game: RollGame): number[] {
  return game.turns.map((turn) => turn.die);
}

/**
 * Rolls `die` for the next turn. A roll no piece can move by passes the turn at once (as in the
 * core's plans). Rolling twice, or after the end, changes nothing.
 */
export function roll(game: RollGame, die: number): RollGame {
  if (isOver(game) || game.rolled !== undefined) return game;
  if (legalMoves(game.board, game.position, die).length === 0) {
    const turn: RolledTurn = { die, before: game.position, move: null, advice: undefined };
    return { ...game, turns: [...game.turns, turn], rolled: undefined };
  }
  return { ...game, rolled: die };
}

/** Moves `piece` (0-based) by the rolled die, or says why it may not. */
export function choose(
  game: RollGame,
  piece: number,
  advice?: RollAdvice,
): Result<{ game: RollGame; move: Move }, Refusal | undefined> {
  const die = game.rolled;
  if (die === undefined || isOver(game)) return err(undefined);
  const attempt = tryMove(game.board, game.position, piece, die);
  if (!attempt.ok) return attempt;
  const move = attempt.value;
  const turn: RolledTurn = { die, before: game.position, move, advice };
  return ok({
    move,
    game: {
      ...game,
      turns: [...game.turns, turn],
      position: applyMove(game.position, move),
      rolled: undefined,
    },
  });
}

/** The policy's best choice among `advice` (the lowest piece among equals), if any. */
export function bestChoice(
  advice: RollAdvice | undefined,
): { readonly move: Move; readonly expected: number } | undefined {
  let best: { move: Move; expected: number } | undefined;
  for (const choice of advice?.choices ?? []) {
    if (best === undefined || choice.expected > best.expected + 1e-9) best = choice;
  }
  return best;
}

/**
 * How a played turn compares with the policy: the expected final points of the move made and of
 * the best move (both counted from this turn on), undefined without the policy's view.
 */
export function turnReview(
  turn: RolledTurn,
): { readonly chosen: number; readonly best: Move; readonly bestExpected: number } | undefined {
  const best = bestChoice(turn.advice);
  if (best === undefined || turn.move === null) return undefined;
  const chosen = turn.advice!.choices.find((choice) => choice.move.piece === turn.move!.piece);
  if (chosen === undefined) return undefined;
  return { chosen: chosen.expected, best: best.move, bestExpected: best.expected };
}
