import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { CLASSIC_BOARD_SPEC, classicBoard } from './board.js';
import {
  canUndo,
  currentDie,
  gameRecord,
  isOver,
  knownDiceGame,
  lastMove,
  needsRoll,
  play,
  replayGame,
  reviewGame,
  roll,
  rolledDiceGame,
  scoreOf,
  turnIndex,
  undo,
  type YutGame,
} from './game.js';
import { referenceBestScore } from './reference.test-helper.js';
import { legalMoves } from './rules.js';
import { bestPlan } from './solve.js';

const board = classicBoard();
const DICE = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2];

function known(dice: readonly number[]): YutGame {
  const game = knownDiceGame(board, dice);
  if (!game.ok) throw new Error(game.error.reason);
  return game.value;
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { reason: string } }): T {
  if (!result.ok) throw new Error(result.error.reason);
  return result.value;
}

describe('a game of known dice', () => {
  it('following the best plan scores the best and reviews as perfect', () => {
    let game = known(DICE);
    for (const step of bestPlan(board, DICE).plan) {
      expect(turnIndex(game)).toBe(step.turn - 1);
      expect(currentDie(game)).toBe(step.die);
      if (step.piece !== null) game = must(play(game, step.piece - 1)).game;
    }
    expect(isOver(game)).toBe(true);
    expect(scoreOf(game)).toBe(190);
    expect(reviewGame(game)).toEqual({ score: 190, best: 190 });
  });

  it('refuses a die that is not a face, a piece that does not exist, and a roll', () => {
    expect(knownDiceGame(board, [1, 6])).toEqual({
      ok: false,
      error: { reason: 'no-such-face', die: 6 },
    });
    const game = known(DICE);
    expect(play(game, 4)).toEqual({ ok: false, error: { reason: 'no-such-piece', piece: 4 } });
    expect(play(game, -1).ok).toBe(false);
    expect(roll(game, 3)).toEqual({ ok: false, error: { reason: 'dice-known' } });
  });

  it('refuses a move onto another piece with the core reason, as a Result', () => {
    const game = must(play(known([2, 2]), 0)).game;
    expect(play(game, 1)).toEqual({
      ok: false,
      error: { reason: 'occupied', cell: board.idOf.get('o4'), by: 0 },
    });
    expect(play(game, 0).ok).toBe(true);
  });

  it('undo takes back the last move and the passes after it; the dice stay', () => {
    let game = known(DICE);
    expect(canUndo(game)).toBe(false);
    expect(undo(game)).toEqual({ ok: false, error: { reason: 'nothing-to-undo' } });
    game = must(play(game, 0)).game;
    game = must(play(game, 0)).game;
    const back = must(undo(game));
    expect(turnIndex(back)).toBe(1);
    expect(back.position).toEqual(must(play(known(DICE), 0)).game.position);
    expect(lastMove(back)?.piece).toBe(0);
    expect(back.dice).toEqual(DICE);
  });

  it('a finished game refuses moves', () => {
    let game = known([5]);
    game = must(play(game, 2)).game;
    expect(isOver(game)).toBe(true);
    expect(play(game, 0)).toEqual({ ok: false, error: { reason: 'over' } });
  });
});

describe('a game of rolled dice', () => {
  it('waits for a roll, refuses a second, and plays the die rolled', () => {
    let game = rolledDiceGame(board);
    expect(needsRoll(game)).toBe(true);
    expect(play(game, 0)).toEqual({ ok: false, error: { reason: 'not-rolled' } });
    expect(roll(game, 0)).toEqual({ ok: false, error: { reason: 'no-such-face', die: 0 } });
    game = must(roll(game, 3));
    expect(roll(game, 2)).toEqual({ ok: false, error: { reason: 'already-rolled' } });
    const { game: next, move } = must(play(game, 1));
    expect(move.points).toBe(6);
    expect(needsRoll(next)).toBe(true);
    expect(gameRecord(next)).toEqual({ dice: [3], pieces: [2] });
  });

  it('a roll no piece can use passes the turn; undo keeps the die of the turn played again', () => {
    // One piece: fives take it to the end (start, 10, 30 by the shortcut, end), then nothing moves.
    let game = rolledDiceGame(board, { pieces: 1, turns: 12 });
    while (game.position[0] !== board.end) game = must(play(must(roll(game, 5)), 0)).game;
    expect(turnIndex(game)).toBe(3);
    const before = turnIndex(game);
    game = must(roll(game, 1));
    expect(turnIndex(game)).toBe(before + 1);
    expect(game.played.at(-1)!.move).toBeNull();
    const back = must(undo(game));
    expect(turnIndex(back)).toBe(before - 1);
    expect(currentDie(back)).toBe(5);
  });
});

describe('replayGame', () => {
  it('replays a record written by gameRecord, known or rolled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.nat(3), { minLength: 10, maxLength: 10 }),
        fc.boolean(),
        (dice, choices, rolled) => {
          let game = rolled ? rolledDiceGame(board) : known(dice);
          for (const [turn, choice] of choices.entries()) {
            if (isOver(game)) break;
            if (rolled && needsRoll(game)) game = must(roll(game, dice[turn]!));
            if (isOver(game) || game.played.length > turn) continue;
            const moves = legalMoves(board, game.position, currentDie(game)!);
            game = must(play(game, moves[choice % moves.length]!.piece)).game;
          }
          const record = gameRecord(game);
          const start = rolled ? rolledDiceGame(board) : known(dice);
          const replayed = replayGame(start, record.pieces, rolled ? record.dice : []);
          expect(replayed.stop).toBeUndefined();
          expect(replayed.game).toEqual(game);
        },
      ),
      runs(60),
    );
  });

  it('stops at the first refused entry and says why', () => {
    const { game, stop } = replayGame(known([2, 2, 3]), [1, 9, 1]);
    expect(turnIndex(game)).toBe(1);
    expect(stop).toEqual({ at: 1, refusal: { reason: 'no-such-piece', piece: 8 } });
    expect(replayGame(known([2, 2]), [1, 0]).stop).toEqual({
      at: 1,
      refusal: { reason: 'must-move' },
    });
  });
});

describe('reviewGame', () => {
  it('names the first costly turn and a move that keeps the best', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(3), { minLength: 5, maxLength: 5 }),
        (dice, choices) => {
          let game = known(dice);
          for (const choice of choices) {
            if (isOver(game)) break;
            const moves = legalMoves(board, game.position, currentDie(game)!);
            game = must(play(game, moves[choice % moves.length]!.piece)).game;
          }
          const review = reviewGame(game);
          expect(review.best).toBe(referenceBestScore(CLASSIC_BOARD_SPEC, dice));
          expect(review.score).toBe(scoreOf(game));
          if (review.score === review.best) expect(review.firstLoss).toBeUndefined();
          else expect(review.firstLoss!.after).toBeLessThan(review.firstLoss!.before);
        },
      ),
      runs(40),
    );
  });
});
