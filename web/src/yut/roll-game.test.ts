import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  bestScore,
  classicBoard,
  initialPosition,
  legalMoves,
  type Position,
} from '../../../src/yut/index.js';
import {
  choose,
  diceOf,
  isOver,
  newRollGame,
  roll,
  scoreOf,
  TURNS,
  turnReview,
} from './roll-game.js';

const board = classicBoard();

describe('a rolled game', () => {
  it('rolls once per turn and refuses a move onto an occupied cell', () => {
    let game = newRollGame(board);
    expect(choose(game, 0).ok).toBe(false);
    game = roll(game, 2);
    expect(roll(game, 3).rolled).toBe(2);
    const first = choose(game, 0);
    if (!first.ok) throw new Error('piece 1 may move 2');
    game = roll(first.value.game, 2);
    // Piece 1 stands on 2, where piece 2 would stop.
    const cell = first.value.move.to;
    const refused = choose(game, 1);
    expect(refused).toEqual({ ok: false, error: { reason: 'occupied', cell, by: 0 } });
  });

  it('scores what its moves score, and its score never beats the best plan of its dice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: TURNS, maxLength: TURNS }),
        fc.array(fc.nat(3), { minLength: TURNS, maxLength: TURNS }),
        (dice, wishes) => {
          let game = newRollGame(board);
          // The slow reference: the position and points replayed through the rules alone.
          let position: Position = initialPosition(board, 4);
          let points = 0;
          for (let turn = 0; turn < TURNS; turn++) {
            const die = dice[turn]!;
            game = roll(game, die);
            const moves = legalMoves(board, position, die);
            if (moves.length === 0) continue;
            const move = moves.find((m) => m.piece === wishes[turn]) ?? moves[0]!;
            const chosen = choose(game, move.piece);
            if (!chosen.ok) throw new Error('a legal move was refused');
            game = chosen.value.game;
            position = applyMove(position, move);
            points += move.points;
          }
          expect(isOver(game)).toBe(true);
          expect(scoreOf(game)).toBe(points);
          expect(diceOf(game)).toEqual(dice);
          expect(scoreOf(game)).toBeLessThanOrEqual(bestScore(board, dice));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reviews a turn against the advice it had', () => {
    let game = roll(newRollGame(board), 5);
    const move = (piece: number) => ({ piece, from: 'start', to: 'o10', points: 10 }) as never;
    const advice = { choices: [{ move: move(0), expected: 150 }] };
    const chosen = choose(game, 0, advice);
    if (!chosen.ok) throw new Error('piece 1 may move 5');
    game = chosen.value.game;
    expect(turnReview(game.turns[0]!)).toEqual({ chosen: 150, best: move(0), bestExpected: 150 });
  });
});
