/**
 * Random board files: the validator accepts exactly the boards from whose every cell the end can
 * be reached, and on random boards, piece counts, dice and turn counts the exact solver agrees
 * with the plain reference search (which reads the board spec by label and shares no code).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import type { BoardSpec } from './board.js';
import { formatBoardFile, parseBoard } from './board-file.js';
import { arbitraryBoard, mustCompile } from './board-file.test-helper.js';
import { referenceBestScore } from './reference.test-helper.js';
import { applyMove, initialPosition, tryMove } from './rules.js';
import { bestPlan, bestScore } from './solve.js';

/** Independently: can a lone piece on each cell finish, with moves of 1 to `faces` steps? */
function everyCellFinishes(spec: BoardSpec, faces: number): boolean {
  const byLabel = new Map(spec.cells.map((cell) => [cell.label, cell]));
  const land = (from: string, die: number) => {
    let at = from;
    for (let i = 0; i < die && at !== spec.end; i++) {
      const cell = byLabel.get(at)!;
      at = i === 0 && cell.blue !== undefined ? cell.blue : cell.red!;
    }
    return at;
  };
  return spec.cells.every(({ label }) => {
    const seen = new Set([label]);
    const queue = [label];
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (at === spec.end) return true;
      for (let die = 1; die <= faces; die++) {
        const to = land(at, die);
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    return false;
  });
}

const game = fc.record({
  pieces: fc.integer({ min: 1, max: 4 }),
  faces: fc.integer({ min: 1, max: 6 }),
  turns: fc.integer({ min: 0, max: 7 }),
});

describe('random board files', () => {
  it('are accepted exactly when the end can be reached from every cell', () => {
    fc.assert(
      fc.property(arbitraryBoard(), game, (spec, { pieces, faces }) => {
        const parsed = parseBoard(JSON.stringify(spec), { pieces, faces });
        expect(parsed.ok).toBe(everyCellFinishes(spec, faces));
        if (parsed.ok) {
          expect(parsed.value).toEqual(spec);
          expect(parseBoard(formatBoardFile(spec), { pieces, faces })).toEqual(parsed);
        } else {
          expect(parsed.error.code).toBe('end-unreachable');
        }
      }),
      runs(1000),
    );
  });
});

describe('the exact solver on random boards, against the reference search', () => {
  it('agrees on the best score for any pieces, faces and turns', () => {
    fc.assert(
      fc.property(
        arbitraryBoard(),
        game,
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (spec, { pieces, faces, turns }, stream) => {
          const dice = [...stream.take(turns)].map((u) => 1 + Math.floor(u * faces));
          const board = mustCompile(spec, faces);
          expect(bestScore(board, dice, pieces)).toBe(referenceBestScore(spec, dice, pieces));
        },
      ),
      runs(1500),
    );
  });

  it('gives plans that replay through the rules to the best score', () => {
    fc.assert(
      fc.property(
        arbitraryBoard({ loops: false }),
        game,
        fc.infiniteStream(fc.integer({ min: 1, max: 1000 })),
        (spec, { pieces, faces, turns }, stream) => {
          const dice = [...stream.take(turns)].map((n) => 1 + (n % faces));
          const board = mustCompile(spec, faces);
          const solution = bestPlan(board, dice, initialPosition(board, pieces));
          let position = initialPosition(board, pieces);
          let total = 0;
          for (const step of solution.plan) {
            if (step.piece === null) {
              // A pass is only allowed when no piece can move.
              for (let piece = 0; piece < pieces; piece++) {
                expect(tryMove(board, position, piece, step.die).ok).toBe(false);
              }
              continue;
            }
            const attempt = tryMove(board, position, step.piece - 1, step.die);
            if (!attempt.ok) throw new Error(`illegal move at turn ${step.turn}`);
            position = applyMove(position, attempt.value);
            total += attempt.value.points;
          }
          expect(total).toBe(solution.score);
          expect(solution.score).toBe(referenceBestScore(spec, dice, pieces));
        },
      ),
      runs(500),
    );
  });

  it('scores nothing once every piece has finished: the remaining turns pass', () => {
    // Two cells between start and end: one piece finishes in at most three moves.
    const spec: BoardSpec = {
      name: 'short',
      start: 's',
      end: 'e',
      cells: [
        { label: 's', number: 0, red: 'a' },
        { label: 'a', number: 3, red: 'b' },
        { label: 'b', number: 5, red: 'e' },
        { label: 'e', number: 0 },
      ],
    };
    const board = mustCompile(spec, 6);
    const dice = [1, 1, 1, 6, 6, 6];
    expect(bestScore(board, dice, 1)).toBe(8);
    expect(referenceBestScore(spec, dice, 1)).toBe(8);
    const plan = bestPlan(board, dice, initialPosition(board, 1)).plan;
    expect(plan.map((step) => step.piece)).toEqual([1, 1, 1, null, null, null]);
    expect(plan.map((step) => step.points)).toEqual([3, 5, 0, 0, 0, 0]);
  });
});
