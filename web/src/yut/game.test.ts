import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../../src/yut/index.js';
import { movePath, PlayGame, solveAndReplay } from './game.js';

const board = classicBoard();
const id = (label: string) => board.idOf.get(label)!;
const labels = (cells: readonly number[]) => cells.map((cell) => board.labels[cell]);

describe('movePath', () => {
  it.each([
    ['from the start', 'start', 3, ['o2', 'o4', 'o6']],
    ['a blue corner turns inward', 'o10', 3, ['a13', 'a16', 'a19']],
    ['passing a blue corner does not', 'o8', 2, ['o10', 'o12']],
    ['the centre route to o40', 'm30', 3, ['m35', 'o40', 'end']],
    ['the end stops the walk', 'o38', 5, ['o40', 'end']],
  ] as const)('%s', (_name, from, die, expected) => {
    expect(labels(movePath(board, id(from), die))).toEqual(expected);
  });
});

describe('solveAndReplay', () => {
  it.each([
    ['1 2 3 4 1 2 3 4 1 2', 190],
    ['2 2 2 2 2 2 2 2 2 2', 166],
    ['5 5 5 5 5 5 5 5 5 5', 130],
  ])('%s: %i, and the replayed plan reaches it', (dice, score) => {
    const replay = solveAndReplay(board, dice.split(' ').map(Number));
    expect(replay.solution.score).toBe(score);
    expect(replay.positions).toHaveLength(11);
    const points = replay.moves.reduce((sum, move) => sum + (move?.points ?? 0), 0);
    expect(points).toBe(score);
  });
});

describe('PlayGame', () => {
  const dice = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2];

  it('following the optimal plan is perfect', () => {
    const game = new PlayGame(board, dice);
    for (const step of solveAndReplay(board, dice).solution.plan) {
      expect(game.choose(step.piece! - 1).ok).toBe(true);
    }
    expect(game.isOver).toBe(true);
    expect(game.review()).toEqual({ score: 190, best: 190 });
  });

  it('refuses a move onto another piece, with the reason', () => {
    const game = new PlayGame(board, dice);
    expect(game.choose(0).ok).toBe(true); // start -> o2
    expect(game.choose(1).ok).toBe(true); // start -> o4
    expect(game.choose(2).ok).toBe(true); // start -> o6
    expect(game.choose(3).ok).toBe(true); // start -> o8
    const refused = game.choose(0); // o2 + 1 = o4, where piece 2 stands
    expect(refused).toEqual({ ok: false, error: { reason: 'occupied', cell: id('o4'), by: 1 } });
    expect(game.turn).toBe(4);
  });

  it('names the first choice that lost points, and a better one', () => {
    // Turn 1: piece 1 to o2 is optimal (all pieces are alike); turn 2 (roll 2): piece 1 o2 -> o6
    // instead of the plan's second piece start -> o4.
    const game = new PlayGame(board, dice);
    game.choose(0);
    game.choose(0);
    while (!game.isOver) {
      const piece = [0, 1, 2, 3].find((p) => game.choose(p).ok);
      expect(piece).toBeDefined();
    }
    const review = game.review();
    expect(review.best).toBe(190);
    expect(review.score).toBeLessThan(190);
    const loss = review.firstLoss!;
    expect(loss.before).toBe(190);
    expect(loss.after).toBeLessThan(190);
    expect(loss.turn).toBeGreaterThanOrEqual(2);
  });

  it('undo takes back the last move', () => {
    const game = new PlayGame(board, dice);
    game.choose(0);
    game.choose(0);
    game.undo();
    expect(game.turn).toBe(1);
    expect(labels(game.current)).toEqual(['o2', 'start', 'start', 'start']);
  });
});
