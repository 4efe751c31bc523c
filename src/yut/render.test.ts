import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { classicBoard } from './board.js';
import { formatExplanation, formatPlan, planNotes, renderBoard } from './render.js';
import { initialPosition } from './rules.js';
import { bestPlan } from './solve.js';

const board = classicBoard();
const twos = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2];

describe('formatPlan', () => {
  it('shows every turn with the running total', () => {
    const text = formatPlan(bestPlan(board, twos));
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^turn\s+roll\s+piece\s+from\s+to\s+points\s+total$/);
    expect(lines[10]).toMatch(/^\s*10\s+2\s+1\s+m30\s+o40\s+\+40\s+166$/);
  });
});

describe('planNotes', () => {
  it('points out the blue corner and the blocked pieces of the classic trap', () => {
    const notes = planNotes(board, bestPlan(board, twos), initialPosition(board));
    expect(notes.get(8)).toEqual(['piece 1 starts on the blue corner o20, so it turns inward']);
    expect(notes.get(2)).toEqual([
      'pieces 2, 3, 4 on start could not move: o4 is taken by piece 1',
    ]);
  });

  it('only says a cell is taken when it is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        (dice) => {
          const solution = bestPlan(board, dice);
          const notes = planNotes(board, solution, initialPosition(board));
          // Replay the plan: before turn t, piece p stands at positions[t - 1][p - 1].
          const positions = [initialPosition(board).map((cell) => board.labels[cell]!)];
          for (const step of solution.plan) {
            const next = positions.at(-1)!.slice();
            if (step.piece !== null) next[step.piece - 1] = step.to!;
            positions.push(next);
          }
          for (const [turn, lines] of notes) {
            for (const line of lines) {
              const match = /on (\w+) could not move: (\w+) is taken by piece (\d)/.exec(line);
              if (match === null) continue;
              const before = positions[turn - 1]!;
              expect(before[Number(match[3]) - 1]).toBe(match[2]);
              expect(before).toContain(match[1]);
            }
          }
        },
      ),
      runs(100),
    );
  });
});

describe('renderBoard', () => {
  it('places the pieces, and lists those on start and end', () => {
    const position = ['o40', 'm25', 'start', 'end'].map((label) => board.idOf.get(label)!);
    const text = renderBoard(board, position);
    expect(text).toContain('[1]');
    expect(text).toContain('[2]');
    expect(text).toContain('start: 3   end: 4');
    expect(text).not.toContain('40 ');
  });
});

describe('formatExplanation', () => {
  it('is plain text without a paint', () => {
    const text = formatExplanation(board, twos, bestPlan(board, twos));
    expect(text).toContain('Best score: 166');
    expect(text).toContain('Worth noticing:');
    expect(text).not.toContain('\u001b[');
  });
});
