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

  it('names the start and end cells in words in its sentences, by their labels in the table', () => {
    // A learner read "start에 있는 2, 3, 4번 말" in the notes (corpus of 7 December 2026).
    const board = classicBoard();
    const dice = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2];
    const ko = formatExplanationKo(board, dice, bestPlan(board, dice));
    expect(ko).toContain('출발 칸에 있는 2, 3, 4번 말은 움직일 수 없습니다');
    expect(ko).not.toMatch(/start에|end에/);
    expect(ko).toMatch(/ 1 +2 +1 +start +o4 /);
  });
});
