/**
 * What the Dice Yut page shows, computed only through the core's API (no rule is written here):
 * the positions an optimal plan passes through, the cells a move walks over, and a person's own
 * game with the review of its choices.
 */

import type { Result } from '../../../src/result.js';
import {
  applyMove,
  type Board,
  bestPlan,
  bestScoreFrom,
  type CellId,
  destinationOf,
  initialPosition,
  legalMoves,
  type Move,
  type Position,
  type Refusal,
  type Solution,
  tryMove,
} from '../../../src/yut/index.js';

/** Pieces in the Baekjoon puzzle. */
export const PIECES = 4;

/** An optimal plan with the position before each turn and after the last. */
export interface PlanReplay {
  readonly solution: Solution;
  /** `positions[k]`: where the pieces stand after k turns (k = 0 .. turns). */
  readonly positions: readonly Position[];
  /** `moves[k]`: the move of turn k + 1, or null when no piece could move. */
  readonly moves: readonly (Move | null)[];
}

/** Solves `dice` and replays the plan through the rules, so every step is checked as it is shown. */
export function solveAndReplay(board: Board, dice: readonly number[]): PlanReplay {
  const solution = bestPlan(board, dice);
  let position: Position = initialPosition(board, PIECES);
  const positions: Position[] = [position];
  const moves: (Move | null)[] = [];
  for (const step of solution.plan) {
    if (step.piece === null) {
      moves.push(null);
      positions.push(position);
      continue;
    }
    const attempt = tryMove(board, position, step.piece - 1, step.die);
    if (!attempt.ok) throw new Error(`the plan's turn ${step.turn} is refused by the rules`);
    moves.push(attempt.value);
    position = applyMove(position, attempt.value);
    positions.push(position);
  }
  return { solution, positions, moves };
}

/**
 * The cells a move of `die` steps from `from` passes, ending where it stops. The k-th cell is
 * where a move of k steps from the same cell would stop, which the core's table gives directly.
 */
export function movePath(board: Board, from: CellId, die: number): CellId[] {
  const path: CellId[] = [];
  for (let steps = 1; steps <= die; steps++) {
    const cell = destinationOf(board, from, steps);
    if (path[path.length - 1] === cell) break;
    path.push(cell);
  }
  return path;
}

/** One turn of a person's game. */
export interface PlayedTurn {
  readonly die: number;
  readonly before: Position;
  /** The move made, or null when no piece could move and the turn passed. */
  readonly move: Move | null;
}

/** How a finished game compares with the best. */
export interface Review {
  readonly score: number;
  readonly best: number;
  /** The first turn whose choice made the best reachable total smaller, if any. */
  readonly firstLoss?: {
    readonly turn: number;
    readonly die: number;
    readonly move: Move;
    /** Best total reachable before this turn's choice, and after it. */
    readonly before: number;
    readonly after: number;
    /** A move that would have kept `before` within reach. */
    readonly better: Move;
  };
}

/** A person's game: they choose the piece each turn, the core says whether it may move. */
export class PlayGame {
  private readonly turns: PlayedTurn[] = [];
  private position: Position;

  constructor(
    readonly board: Board,
    readonly dice: readonly number[],
  ) {
    this.position = initialPosition(board, PIECES);
    this.skipBlockedTurns();
  }

  /** Where the pieces stand now. */
  get current(): Position {
    return this.position;
  }

  /** Turns played so far (0-based index of the next turn). */
  get turn(): number {
    return this.turns.length;
  }

  get isOver(): boolean {
    return this.turns.length >= this.dice.length;
  }

  get score(): number {
    return this.turns.reduce((sum, played) => sum + (played.move?.points ?? 0), 0);
  }

  get history(): readonly PlayedTurn[] {
    return this.turns;
  }

  /** Moves `piece` (0-based) by this turn's roll, or says why it may not. */
  choose(piece: number): Result<Move, Refusal> {
    const die = this.dice[this.turns.length]!;
    const attempt = tryMove(this.board, this.position, piece, die);
    if (!attempt.ok) return attempt;
    this.turns.push({ die, before: this.position, move: attempt.value });
    this.position = applyMove(this.position, attempt.value);
    this.skipBlockedTurns();
    return attempt;
  }

  /** Takes back the last move (and any turn that passed after it). */
  undo(): void {
    while (this.turns.length > 0) {
      const last = this.turns.pop()!;
      this.position = last.before;
      if (last.move !== null) return;
    }
  }

  /** A turn where no piece can move passes without points, as in the core's plans. */
  private skipBlockedTurns(): void {
    while (!this.isOver) {
      const die = this.dice[this.turns.length]!;
      if (legalMoves(this.board, this.position, die).length > 0) return;
      this.turns.push({ die, before: this.position, move: null });
    }
  }

  /** Compares the game with the best: the score, the best score, and the first costly choice. */
  review(): Review {
    const best = bestScoreFrom(this.board, initialPosition(this.board, PIECES), this.dice);
    let sofar = 0;
    for (let turn = 0; turn < this.turns.length; turn++) {
      const { die, before, move } = this.turns[turn]!;
      if (move === null) continue;
      const rest = this.dice.slice(turn + 1);
      const value = (candidate: Move) =>
        candidate.points + bestScoreFrom(this.board, applyMove(before, candidate), rest);
      const reachableBefore = sofar + bestScoreFrom(this.board, before, this.dice.slice(turn));
      const reachableAfter = sofar + value(move);
      if (reachableAfter < reachableBefore) {
        const candidates = legalMoves(this.board, before, die);
        const better = candidates.reduce((a, b) => (value(b) > value(a) ? b : a));
        return {
          score: this.score,
          best,
          firstLoss: {
            turn: turn + 1,
            die,
            move,
            before: reachableBefore,
            after: reachableAfter,
            better,
          },
        };
      }
      sofar += move.points;
    }
    return { score: this.score, best };
  }
}
