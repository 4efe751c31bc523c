/**
 * The description of a failing Dice Yut case follows the mistake the diagnosis named, when that
 * mistake gives the program's number: a learner's Python solution that let pieces share o8 (and
 * more) answered 208 on 4 4 2 1 3 1 1 1 2 1, which a blue arrow taken when passing o20 gives too,
 * and the report told both stories (the outside corpus of 6 December 2026).
 */
import { describe, expect, it } from 'vitest';
import { describeYut } from './yut-describe.js';
import { changedScore, ruleChanges, yutBoard } from './yut-rules.js';

const board = yutBoard();
const dice = [4, 4, 2, 1, 3, 1, 1, 1, 2, 1];

describe('describeYut and the named mistake', () => {
  it('two rule changes give 208 here, the arrow at o20 first in the list', () => {
    const keys = ruleChanges(board)
      .filter((c) => changedScore(board, dice, c) === 208)
      .map((c) => c.key);
    expect(keys).toEqual(['blue-passing:o20', 'share:o8']);
  });

  it('without a named mistake, tells the first', () => {
    const text = describeYut(board, dice, '208\n', 'en').text;
    expect(text).toContain('a move that passes over o20 takes its blue arrow');
  });

  it('with one, tells that one', () => {
    const description = describeYut(board, dice, '208\n', 'en', ['share:o8']);
    expect(description.text).toContain('two pieces may stand on o8 together');
    expect(description.text).not.toContain('o20');
    expect(description.cells).toEqual(['o8']);
  });

  it('a named mistake that does not give the number is passed over', () => {
    const text = describeYut(board, dice, '208\n', 'en', ['share:o16']).text;
    expect(text).toContain('a move that passes over o20 takes its blue arrow');
    // A catalogue mistake that is no rule change (or a name unknown here) changes nothing.
    expect(describeYut(board, dice, '208\n', 'en', ['finished-moves']).text).toBe(
      describeYut(board, dice, '208\n', 'en').text,
    );
  });
});

describe('describeYut in Korean', () => {
  // A learner's report read "1번 말이 end 칸에서 end 칸으로" (corpus of 7 December 2026).
  it('names the start and end cells in words in its sentences', () => {
    const fives = [5, 5, 5, 5, 5, 5, 5, 1, 1, 1];
    const text = describeYut(board, fives, '178\n', 'ko').text;
    expect(text).toContain('1번 말이 도착 칸에서 도착 칸으로 (주사위 5)');
    expect(text).toContain('살펴볼 칸 (도착)');
    expect(text).not.toMatch(/\b(start|end)\b/);
    expect(describeYut(board, fives, '178\n', 'en').text).toContain('from end to end (roll 5)');
  });
});
