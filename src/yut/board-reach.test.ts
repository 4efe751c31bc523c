import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { type Board, CLASSIC_BOARD_SPEC, classicBoard } from './board.js';
import { arbitraryBoard, mustCompile } from './board-file.test-helper.js';
import { countSearchStates, positionBound } from './board-reach.js';
import { solvePolicy } from './policy.js';
import { applyMove, initialPosition, legalMoves } from './rules.js';
import { bestScore, searchStateCount } from './solve.js';

/**
 * The states the exact search meets, straight from the rules: layer by layer, positions as
 * sorted lists of cells in a Set of strings, a pass when no piece can move.
 */
function referenceCount(board: Board, pieces: number, dice: readonly number[]): number {
  const key = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(',');
  const start = initialPosition(board, pieces);
  const seen = new Set([key(start)]);
  let layer = new Map([[key(start), start]]);
  for (const die of dice) {
    const next = new Map<string, number[]>();
    for (const position of layer.values()) {
      const moves = legalMoves(board, position, die);
      if (moves.length === 0) next.set(key(position), position);
      for (const move of moves) {
        const after = applyMove(position, move);
        next.set(key(after), after);
        seen.add(key(after));
      }
    }
    layer = next;
  }
  return seen.size;
}

const game = fc.record({
  pieces: fc.integer({ min: 1, max: 4 }),
  faces: fc.integer({ min: 1, max: 4 }),
  turns: fc.integer({ min: 0, max: 7 }),
});

describe('positionBound and countSearchStates', () => {
  it('count exactly the states of the rules, and the bound is never below them', () => {
    fc.assert(
      fc.property(
        arbitraryBoard({ maxCells: 8 }),
        game,
        fc.infiniteStream(fc.nat()),
        (spec, { pieces, faces, turns }, draws) => {
          const board = mustCompile(spec, faces);
          const dice = Array.from({ length: turns }, () => 1 + (draws.next().value % faces));
          const count = countSearchStates(board, pieces, dice, 1_000_000);
          expect(count).toBe(referenceCount(board, pieces, dice));
          // The very states the solver meets, so the count refuses nothing it can do.
          expect(count).toBe(searchStateCount(board, dice, pieces));
          expect(positionBound(board, pieces, turns, dice)).toBeGreaterThanOrEqual(count);
          const all = Array.from({ length: faces }, (_, i) => i + 1);
          expect(positionBound(board, pieces, turns, all)).toBeGreaterThanOrEqual(count);
        },
      ),
      runs(150),
    );
  });

  it('bounds the policy’s table from above on random boards', () => {
    fc.assert(
      fc.property(arbitraryBoard({ maxCells: 7 }), game, (spec, size) => {
        fc.pre(size.turns > 0);
        const board = mustCompile(spec, size.faces);
        const policy = solvePolicy(board, size);
        if (!policy.ok) throw new Error(policy.error.message);
        const all = Array.from({ length: size.faces }, (_, i) => i + 1);
        expect(positionBound(board, size.pieces, size.turns, all)).toBeGreaterThanOrEqual(
          policy.value.states,
        );
      }),
      runs(200),
    );
  });

  it('is exact for the classic policy: 18,514 positions', () => {
    expect(positionBound(classicBoard(), 4, 10, [1, 2, 3, 4, 5])).toBe(18_514);
  });

  it('counts both sides of the limit exactly: a game of C states fits a limit of C, not of C - 1', () => {
    const board = mustCompile(CLASSIC_BOARD_SPEC, 10);
    const dice = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2];
    const states = countSearchStates(board, 8, dice, 10_000_000);
    expect(states).toBe(68_387);
    expect(countSearchStates(board, 8, dice, states)).toBe(states);
    expect(countSearchStates(board, 8, dice, states - 1)).toBe(states);
    expect(countSearchStates(board, 8, [...dice, 3], states)).toBe(states + 1);
    expect(searchStateCount(board, dice, 8)).toBe(states);
  });

  it('counts as the rules do on a board too large to number its positions with bits', () => {
    // 70 cells in a line, 8 pieces: C(68, 8) positions, past the bitmap's 2^27.
    const n = 70;
    const label = (i: number) => (i === 0 ? 's' : i === n - 1 ? 'e' : `c${i}`);
    const board = mustCompile(
      {
        name: 'line',
        start: 's',
        end: 'e',
        cells: Array.from({ length: n }, (_, i) =>
          i === n - 1
            ? { label: 'e', number: 0 }
            : { label: label(i), number: i, red: label(i + 1) },
        ),
      },
      5,
    );
    const dice = [3, 1, 4, 1, 5, 2, 2];
    expect(countSearchStates(board, 8, dice, 1_000_000)).toBe(referenceCount(board, 8, dice));
  });

  it('stops counting past the limit', () => {
    const board = mustCompile(CLASSIC_BOARD_SPEC, 10);
    const dice = Array.from({ length: 30 }, (_, i) => 1 + ((i * 7 + 3) % 10));
    expect(countSearchStates(board, 8, dice, 20_000)).toBe(20_001);
  });
});

describe('progress of the exact search', () => {
  it('bestScore tells of each turn, and scores as without', () => {
    const board = mustCompile(CLASSIC_BOARD_SPEC, 10);
    const dice = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2];
    const calls: [number, number][] = [];
    const score = bestScore(board, dice, 6, {
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(score).toBe(bestScore(board, dice, 6));
    // Turns 0 to 9 one by one, then the last two rolls at once.
    expect(calls).toEqual(Array.from({ length: 11 }, (_, turn) => [turn, 12]));
  });
});
