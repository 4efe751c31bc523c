import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { CLASSIC_BOARD_SPEC, classicBoard } from './board.js';
import { referenceBestScore } from './reference.test-helper.js';
import { applyMove, initialPosition, tryMove } from './rules.js';
import { bestPlan, bestScore, bestScoreFrom, type Solution } from './solve.js';

const board = classicBoard();
const dice = (text: string) => text.split(' ').map(Number);

/** Replays a plan through the rules; returns the final position and the points it scores. */
function replay(solution: Solution, rolls: readonly number[], start = initialPosition(board)) {
  let position = start.slice();
  let total = 0;
  solution.plan.forEach((step, turn) => {
    expect(step.turn).toBe(turn + 1);
    expect(step.die).toBe(rolls[turn]);
    if (step.piece === null) return;
    expect(board.labels[position[step.piece - 1]!]).toBe(step.from);
    const attempt = tryMove(board, position, step.piece - 1, step.die);
    if (!attempt.ok) throw new Error(`illegal move in plan at turn ${step.turn}`);
    expect(board.labels[attempt.value.to]).toBe(step.to);
    expect(attempt.value.points).toBe(step.points);
    total += step.points;
    expect(step.total).toBe(total);
    position = applyMove(position, attempt.value);
  });
  return { position, total };
}

describe('the examples of docs/rules-dice-yut.md', () => {
  const examples: [string, string, number][] = [
    ['mixed rolls', '1 2 3 4 1 2 3 4 1 2', 190],
    ['all ones', '1 1 1 1 1 1 1 1 1 1', 133],
    ['mixed rolls with fives', '5 1 2 3 4 5 5 3 2 4', 214],
    ['all fives', '5 5 5 5 5 5 5 5 5 5', 130],
    ['all twos: shared centre cells (the classic trap)', '2 2 2 2 2 2 2 2 2 2', 166],
  ];
  it.each(examples)('%s: %s -> %i', (_name, input, expected) => {
    expect(bestScore(board, dice(input))).toBe(expected);
    expect(bestPlan(board, dice(input)).score).toBe(expected);
    expect(referenceBestScore(CLASSIC_BOARD_SPEC, dice(input))).toBe(expected);
  });
});

const rolls = (length: number) =>
  fc.array(fc.integer({ min: 1, max: 5 }), { minLength: length, maxLength: length });

describe('against the plain reference search', () => {
  it('agrees on random inputs of ten rolls', () => {
    fc.assert(
      fc.property(rolls(10), (input) => {
        expect(bestScore(board, input)).toBe(referenceBestScore(CLASSIC_BOARD_SPEC, input));
      }),
      // The reference searches every move of ten rolls (about 40 ms an input); test:slow runs 400.
      runs(40),
    );
  });

  it('agrees on every input whose rolls are all equal', () => {
    for (let face = 1; face <= 5; face++) {
      const input = new Array(10).fill(face);
      expect(bestScore(board, input)).toBe(referenceBestScore(CLASSIC_BOARD_SPEC, input));
    }
  });

  it('agrees for other numbers of turns and pieces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 5 }),
        fc.infiniteStream(fc.integer({ min: 1, max: 5 })),
        (turns, pieces, stream) => {
          const input = [...stream.take(turns)];
          expect(bestScore(board, input, pieces)).toBe(
            referenceBestScore(CLASSIC_BOARD_SPEC, input, pieces),
          );
        },
      ),
      runs(300),
    );
  });

  it('agrees for one piece that finishes early (the remaining turns pass)', () => {
    const input = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5];
    expect(bestScore(board, input, 1)).toBe(referenceBestScore(CLASSIC_BOARD_SPEC, input, 1));
    const plan = bestPlan(board, input, [board.start]);
    expect(plan.plan.at(-1)!.piece).toBeNull();
    expect(replay(plan, input, [board.start]).total).toBe(plan.score);
  });
});

describe('plans', () => {
  it('replay through the rules, each move legal, the points summing to the score', () => {
    fc.assert(
      fc.property(rolls(10), (input) => {
        const solution = bestPlan(board, input);
        expect(solution.plan).toHaveLength(10);
        const { position, total } = replay(solution, input);
        expect(total).toBe(solution.score);
        expect(position).toEqual(solution.finalPosition);
        expect(solution.score).toBe(bestScore(board, input));
      }),
      runs(300),
    );
  });

  it('are optimal from every intermediate position (bestScoreFrom)', () => {
    fc.assert(
      fc.property(rolls(10), (input) => {
        const solution = bestPlan(board, input);
        let position = initialPosition(board);
        let scored = 0;
        for (const step of solution.plan) {
          expect(scored + bestScoreFrom(board, position, input.slice(step.turn - 1))).toBe(
            solution.score,
          );
          const attempt = tryMove(board, position, step.piece! - 1, step.die);
          if (!attempt.ok) throw new Error('illegal');
          position = applyMove(position, attempt.value);
          scored += step.points;
        }
      }),
      runs(100),
    );
  });

  it('of zero turns are empty', () => {
    expect(bestPlan(board, [])).toEqual({
      score: 0,
      plan: [],
      finalPosition: initialPosition(board),
    });
  });
});

// The search limit (a game too large refused within bounded memory) fills a million states:
// solve.slow.test.ts, in `npm run test:slow`.
