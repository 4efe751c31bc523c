/**
 * One game of Dice Yut as a person plays it, as plain data and pure functions: the dice known in
 * advance (Baekjoon's puzzle) or rolled one turn at a time, whose turn it is, a move as a
 * `Result`, turns that pass when no piece can move, undo, and the review of a finished game
 * against the best plan for the same dice. The playground's modes and anything else that plays a
 * game use this; no rule is written here (rules.ts and solve.ts decide).
 */
import { err, ok, type Result } from '../result.js';
import type { Board } from './board.js';
import { BAEKJOON_GAME } from './board-file.js';
import {
  applyMove,
  initialPosition,
  legalMoves,
  type Move,
  type Position,
  type Refusal,
  tryMove,
} from './rules.js';
import { bestScoreFrom } from './solve.js';

/** One turn played: its die, where the pieces stood, and the move (null: no piece could move). */
export interface GameTurn {
  readonly die: number;
  readonly before: Position;
  readonly move: Move | null;
}

/** A game. Never changed in place: every function returns a new one. */
export interface YutGame {
  readonly board: Board;
  /** Turns in the game and pieces on the board (Baekjoon: 10 and 4). */
  readonly turns: number;
  readonly pieces: number;
  /** Faces of the die (Baekjoon: 5). */
  readonly faces: number;
  /** True when every die was known from the start; false when they are rolled as it goes. */
  readonly known: boolean;
  /** The dice known so far: all of them when `known`, else the rolls made (at most one ahead). */
  readonly dice: readonly number[];
  readonly played: readonly GameTurn[];
  readonly position: Position;
}

/** Why a move, a roll or an undo is refused. */
export type GameRefusal =
  | Refusal
  | { readonly reason: 'over' }
  | { readonly reason: 'not-rolled' }
  | { readonly reason: 'already-rolled' }
  | { readonly reason: 'dice-known' }
  | { readonly reason: 'no-such-piece'; readonly piece: number }
  | { readonly reason: 'no-such-face'; readonly die: number }
  | { readonly reason: 'nothing-to-undo' }
  /** In a record: a move on a turn that passed (no piece could move), or a pass on one that did not. */
  | { readonly reason: 'passed' }
  | { readonly reason: 'must-move' };

/** The size of a game: Baekjoon's unless given. */
export interface GameShape {
  readonly turns?: number;
  readonly pieces?: number;
  readonly faces?: number;
}

function shape(options: GameShape): { turns: number; pieces: number; faces: number } {
  return {
    turns: options.turns ?? BAEKJOON_GAME.turns,
    pieces: options.pieces ?? BAEKJOON_GAME.pieces,
    faces: options.faces ?? BAEKJOON_GAME.faces,
  };
}

/**
 * A game whose dice are known in advance (one per turn). Turns at the start where no piece can
 * move have passed already. Refused when a die is not a face of the die; the dice's count is the
 * game's number of turns.
 */
export function knownDiceGame(
  board: Board,
  dice: readonly number[],
  options: Omit<GameShape, 'turns'> = {},
): Result<YutGame, GameRefusal> {
  const { pieces, faces } = shape(options);
  const wrong = dice.find((die) => !isFace(die, faces));
  if (wrong !== undefined) return err({ reason: 'no-such-face', die: wrong });
  return ok(
    settle({
      board,
      turns: dice.length,
      pieces,
      faces,
      known: true,
      dice: dice.slice(),
      played: [],
      position: initialPosition(board, pieces),
    }),
  );
}

/** A game whose dice are rolled one turn at a time (`roll`). */
export function rolledDiceGame(board: Board, options: GameShape = {}): YutGame {
  const { turns, pieces, faces } = shape(options);
  return {
    board,
    turns,
    pieces,
    faces,
    known: false,
    dice: [],
    played: [],
    position: initialPosition(board, pieces),
  };
}

function isFace(die: number, faces: number): boolean {
  return Number.isInteger(die) && die >= 1 && die <= faces;
}

/** Every turn played (or passed)? */
export function isOver(game: YutGame): boolean {
  return game.played.length >= game.turns;
}

/** The 0-based turn to play (`turns` once the game is over). */
export function turnIndex(game: YutGame): number {
  return game.played.length;
}

/** The die of the turn to play, when it is known (rolled, or known from the start). */
export function currentDie(game: YutGame): number | undefined {
  return isOver(game) ? undefined : game.dice[game.played.length];
}

/** True when the turn to play waits for a roll. */
export function needsRoll(game: YutGame): boolean {
  return !isOver(game) && currentDie(game) === undefined;
}

/** Points scored so far. */
export function scoreOf(game: YutGame): number {
  let score = 0;
  for (const turn of game.played) score += turn.move?.points ?? 0;
  return score;
}

/** The last move made (a passed turn is not a move), if any. */
export function lastMove(game: YutGame): Move | undefined {
  for (let index = game.played.length - 1; index >= 0; index--) {
    const move = game.played[index]!.move;
    if (move !== null) return move;
  }
  return undefined;
}

/** A turn whose die no piece can move by passes without points, as in the core's plans. */
function settle(game: YutGame): YutGame {
  let played = game.played;
  for (;;) {
    const turn = played.length;
    const die = game.dice[turn];
    if (turn >= game.turns || die === undefined) break;
    if (legalMoves(game.board, game.position, die).length > 0) break;
    played = [...played, { die, before: game.position, move: null }];
  }
  return played === game.played ? game : { ...game, played };
}

/** Rolls `die` for the turn to play (a game of rolled dice only); a roll no piece can use passes. */
export function roll(game: YutGame, die: number): Result<YutGame, GameRefusal> {
  if (game.known) return err({ reason: 'dice-known' });
  if (isOver(game)) return err({ reason: 'over' });
  if (currentDie(game) !== undefined) return err({ reason: 'already-rolled' });
  if (!isFace(die, game.faces)) return err({ reason: 'no-such-face', die });
  return ok(settle({ ...game, dice: [...game.dice, die] }));
}

/** Moves `piece` (0-based) by the turn's die, or says why it may not. */
export function play(
  game: YutGame,
  piece: number,
): Result<{ game: YutGame; move: Move }, GameRefusal> {
  if (isOver(game)) return err({ reason: 'over' });
  const die = currentDie(game);
  if (die === undefined) return err({ reason: 'not-rolled' });
  if (!(Number.isInteger(piece) && piece >= 0 && piece < game.pieces)) {
    return err({ reason: 'no-such-piece', piece });
  }
  const attempt = tryMove(game.board, game.position, piece, die);
  if (!attempt.ok) return attempt;
  const move = attempt.value;
  const next = settle({
    ...game,
    played: [...game.played, { die, before: game.position, move }],
    position: applyMove(game.position, move),
  });
  return ok({ game: next, move });
}

/**
 * Takes back the last move and the turns that passed after it. The dice stay: the turn is played
 * again with the same die (a rolled die is not rolled again).
 */
export function undo(game: YutGame): Result<YutGame, GameRefusal> {
  let index = game.played.length - 1;
  while (index >= 0 && game.played[index]!.move === null) index--;
  if (index < 0) return err({ reason: 'nothing-to-undo' });
  const turn = game.played[index]!;
  // Rolled dice after the move taken back were rolled for turns that are gone: keep only the
  // die of the turn played again.
  const dice = game.known ? game.dice : game.dice.slice(0, index + 1);
  return ok({ ...game, dice, played: game.played.slice(0, index), position: turn.before });
}

/** True when there is a move to take back. */
export function canUndo(game: YutGame): boolean {
  return game.played.some((turn) => turn.move !== null);
}

/**
 * The game as a record: the dice known so far, and the piece moved each turn (1-based, 0 for a
 * turn that passed). `replayGame` reads it back.
 */
export function gameRecord(game: YutGame): { dice: number[]; pieces: number[] } {
  return {
    dice: game.dice.slice(),
    pieces: game.played.map((turn) => (turn.move === null ? 0 : turn.move.piece + 1)),
  };
}

/** Why a record is not played to its end: the 0-based index of the first entry refused. */
export interface ReplayStop {
  readonly at: number;
  readonly refusal: GameRefusal;
}

/**
 * Plays a record from `game`: `pieces` (1-based, 0 for a turn that passed) and, for a game of
 * rolled dice, the `rolls` made (one per turn, and maybe one more not moved by yet). Plays as far
 * as the record is legal: the game reached and, if an entry was refused, which and why.
 */
export function replayGame(
  game: YutGame,
  pieces: readonly number[],
  rolls: readonly number[] = [],
): { game: YutGame; stop: ReplayStop | undefined } {
  let current = game;
  let rollIndex = 0;
  const rollNext = (at: number): ReplayStop | undefined => {
    if (!needsRoll(current) || rollIndex >= rolls.length) return undefined;
    const rolled = roll(current, rolls[rollIndex++]!);
    if (!rolled.ok) return { at, refusal: rolled.error };
    current = rolled.value;
    return undefined;
  };
  for (let at = 0; at < pieces.length; at++) {
    const stop = rollNext(at);
    if (stop !== undefined) return { game: current, stop };
    const piece = pieces[at]!;
    const passed = current.played.length > at;
    if (passed !== (piece === 0)) {
      const refusal: GameRefusal = passed ? { reason: 'passed' } : { reason: 'must-move' };
      return { game: current, stop: { at, refusal } };
    }
    if (passed) continue;
    const moved = play(current, piece - 1);
    if (!moved.ok) return { game: current, stop: { at, refusal: moved.error } };
    current = moved.value.game;
  }
  // A last roll not moved by yet.
  const stop = rollNext(pieces.length);
  if (stop === undefined && rollIndex < rolls.length) {
    return { game: current, stop: { at: pieces.length, refusal: { reason: 'already-rolled' } } };
  }
  return { game: current, stop };
}

/** How a game compares with the best plan for its dice. */
export interface GameReview {
  readonly score: number;
  /** The best total for the same dice (known in advance). */
  readonly best: number;
  /** The first turn whose choice made the best reachable total smaller, if any. */
  readonly firstLoss?: {
    /** 1-based. */
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

/**
 * Compares the turns played with the best for the same dice: for a game of rolled dice, the best
 * had they been known in advance. Counts over the dice of the turns played.
 */
export function reviewGame(game: YutGame): GameReview {
  const dice = game.played.map((turn) => turn.die);
  const { board } = game;
  const score = scoreOf(game);
  const best = bestScoreFrom(board, initialPosition(board, game.pieces), dice);
  let sofar = 0;
  for (let turn = 0; turn < game.played.length; turn++) {
    const { die, before, move } = game.played[turn]!;
    if (move === null) continue;
    const rest = dice.slice(turn + 1);
    const value = (candidate: Move) =>
      candidate.points + bestScoreFrom(board, applyMove(before, candidate), rest);
    const reachableBefore = sofar + bestScoreFrom(board, before, dice.slice(turn));
    const reachableAfter = sofar + value(move);
    if (reachableAfter < reachableBefore) {
      const better = legalMoves(board, before, die).reduce((a, b) => (value(b) > value(a) ? b : a));
      return {
        score,
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
  return { score, best };
}
