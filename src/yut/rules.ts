/**
 * The rules of Dice Yut on any board (docs/rules-dice-yut.md, "Rules"): which piece may move by a roll, where
 * it lands, and what it scores. Positions here are labelled — piece i is at `position[i]` — which
 * is what a person playing, a plan, or a replay needs; the solvers work on unlabelled multisets.
 */
import { err, ok, type Result } from '../result.js';
import { type Board, type CellId, destinationOf } from './board.js';

/** Where each piece stands: `position[i]` is the cell of piece i (0-based). */
export type Position = readonly CellId[];

/** One move: piece (0-based) goes from one cell to another and scores the destination's number. */
export interface Move {
  readonly piece: number;
  readonly from: CellId;
  readonly to: CellId;
  readonly points: number;
}

/** Why a piece may not move by a roll. */
export type Refusal =
  | { readonly reason: 'finished' }
  | { readonly reason: 'occupied'; readonly cell: CellId; readonly by: number };

/** All pieces on the start cell. */
export function initialPosition(board: Board, pieces = 4): CellId[] {
  return new Array<CellId>(pieces).fill(board.start);
}

/**
 * The move of `piece` by `die`, or why it is refused: a finished piece cannot be chosen (rule 2),
 * and a move may not end on a cell that holds another piece, unless that cell is the end (rule 5).
 */
export function tryMove(
  board: Board,
  position: Position,
  piece: number,
  die: number,
): Result<Move, Refusal> {
  const from = position[piece]!;
  if (from === board.end) return err({ reason: 'finished' });
  const to = destinationOf(board, from, die);
  if (to !== board.end) {
    const by = position.findIndex((cell, other) => other !== piece && cell === to);
    if (by !== -1) return err({ reason: 'occupied', cell: to, by });
  }
  return ok({ piece, from, to, points: board.numbers[to]! });
}

/** Every legal move for the roll `die`, one per piece that may move, in piece order. */
export function legalMoves(board: Board, position: Position, die: number): Move[] {
  const moves: Move[] = [];
  for (let piece = 0; piece < position.length; piece++) {
    const attempt = tryMove(board, position, piece, die);
    if (attempt.ok) moves.push(attempt.value);
  }
  return moves;
}

/** The position after a move (a new array; the old position is unchanged). */
export function applyMove(position: Position, move: Move): CellId[] {
  const next = position.slice();
  next[move.piece] = move.to;
  return next;
}

/** True when every piece has reached the end, so no further move is possible. */
export function isFinished(board: Board, position: Position): boolean {
  return position.every((cell) => cell === board.end);
}
