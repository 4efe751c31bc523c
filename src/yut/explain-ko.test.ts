import { describe, expect, it } from 'vitest';
import { classicBoard } from './board.js';
import { formatExplanationKo } from './explain-ko.js';
import { formatExplanation } from './render.js';
import { bestPlan } from './solve.js';

describe('formatExplanationKo', () => {
  const rows: [string, number[]][] = [
    ['the spec example 214', [5, 1, 2, 3, 4, 5, 5, 3, 2, 4]],
    ['all twos (a blocked piece)', [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
    ['all fives (pieces finish)', [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]],
  ];
  for (const [name, dice] of rows) {
    it(name, () => {
      const board = classicBoard();
      const solution = bestPlan(board, dice);
      const ko = formatExplanationKo(board, dice, solution);
      const en = formatExplanation(board, dice, solution);
      expect(ko).toContain(`최고 점수: ${solution.score}`);
      expect(ko).toContain(`주사위: ${dice.join(' ')}`);
      // The same parts, line for line: a note for every note, a row for every row.
      expect(ko.split('\n').length).toBe(en.split('\n').length);
      expect(ko).not.toMatch(/\b(piece|turn|blue corner|Best score|Worth noticing)\b/);
    });
  }
});
