import { describe, expect, it } from 'vitest';
import {
  diceOfIndex,
  indexOfDice,
  interleaveParts,
  planAll,
  solveAll,
  solveAllPart,
} from './all.js';
import { firstDifference, referenceTable } from './all.test-helper.js';
import { formatTableSummary, mergeTallies, summarizeTable, tallyAnswers } from './all-summary.js';
import { CLASSIC_BOARD_SPEC, classicBoard } from './board.js';
import { mustCompile } from './board-file.test-helper.js';
import { bestScore } from './solve.js';

const board = classicBoard();

describe('table index (docs/cli.md)', () => {
  const rows: [string, number[], number][] = [
    ['all ones is the first entry', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 0],
    ['all fives is the last entry', [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], 5 ** 10 - 1],
    ['the last roll is the lowest digit', [1, 1, 1, 1, 1, 1, 1, 1, 1, 2], 1],
    ['the first roll is the highest digit', [2, 1, 1, 1, 1, 1, 1, 1, 1, 1], 5 ** 9],
    // 0·5^9 + 1·5^8 + 2·5^7 + 3·5^6 + 0·5^5 + 1·5^4 + 2·5^3 + 3·5^2 + 0·5 + 1
    ['example 1', [1, 2, 3, 4, 1, 2, 3, 4, 1, 2], 390625 + 156250 + 46875 + 625 + 250 + 75 + 1],
  ];
  it.each(rows)('%s', (_name, dice, index) => {
    expect(indexOfDice(dice)).toBe(index);
    expect(diceOfIndex(index)).toEqual(dice);
  });

  it('diceOfIndex inverts indexOfDice for other sizes', () => {
    for (const [turns, faces] of [
      [1, 5],
      [4, 3],
      [6, 2],
    ] as const) {
      for (let index = 0; index < faces ** turns; index++) {
        expect(indexOfDice(diceOfIndex(index, turns, faces), faces)).toBe(index);
      }
    }
  });
});

describe('reduced problems, every input against the slow reference', () => {
  const fiveTurns = referenceTable(5);
  // Every way of splitting the work must give the same table.
  const splits: [number, number][] = [];
  for (let split = 0; split < 5; split++) {
    for (let tailRolls = 0; split + tailRolls <= 5; tailRolls++) splits.push([split, tailRolls]);
  }
  it.each(splits)('5 turns, split %i, tail rolls %i', (split, tailRolls) => {
    const table = solveAll(board, { turns: 5, split, tailRolls });
    expect(firstDifference(table, fiveTurns, 5)).toBeNull();
  });

  const others: [string, { turns: number; pieces: number; faces: number }][] = [
    ['1 turn', { turns: 1, pieces: 4, faces: 5 }],
    ['2 turns', { turns: 2, pieces: 4, faces: 5 }],
    ['4 turns', { turns: 4, pieces: 4, faces: 5 }],
    // The larger sweeps (a lone piece over 8 turns, 2 pieces over 7, 3 over 6, a three-faced
    // die over 7) are in all.slow.test.ts.
    [
      '1 piece, 5 turns (a lone piece reaches the end and the turns pass)',
      { turns: 5, pieces: 1, faces: 5 },
    ],
    ['2 pieces, 5 turns (blocking is frequent)', { turns: 5, pieces: 2, faces: 5 }],
    ['a three-faced die, 5 turns', { turns: 5, pieces: 4, faces: 3 }],
    ['a two-faced die, 8 turns', { turns: 8, pieces: 4, faces: 2 }],
    // 33^5 keys: too many for all-layers.ts's table, so its states are numbered in a Map.
    ['5 pieces, 5 turns', { turns: 5, pieces: 5, faces: 5 }],
  ];
  it.each(others)('%s', (_name, { turns, pieces, faces }) => {
    const table = solveAll(mustCompile(CLASSIC_BOARD_SPEC, faces), { turns, pieces });
    expect(firstDifference(table, referenceTable(turns, faces, pieces), turns, faces)).toBeNull();
  });
});

describe('7 turns, every input against the single-input solver', () => {
  it('agrees on all 78,125 inputs', () => {
    const table = solveAll(board, { turns: 7 });
    const expected = new Uint16Array(table.length);
    for (let index = 0; index < table.length; index++) {
      expected[index] = bestScore(board, diceOfIndex(index, 7));
    }
    expect(firstDifference(table, expected, 7)).toBeNull();
  });
});

describe('parts', () => {
  it('each part holds the answers at the indices congruent to it, in order', () => {
    const plan = planAll(board, { turns: 5 });
    expect([plan.parts, plan.partSize]).toEqual([25, 125]);
    const whole = solveAll(board, { turns: 5 });
    for (const part of [0, 7, 24]) {
      const block = new Uint16Array(plan.partSize);
      solveAllPart(plan, part, block);
      expect(Array.from(block)).toEqual(
        Array.from(whole).filter((_, i) => i % plan.parts === part),
      );
    }
  });

  it('a plan is plain data: a copy posted to another thread solves the same', () => {
    const plan = planAll(board, { turns: 5 });
    const copy = structuredClone(plan);
    const [mine, theirs] = [new Uint16Array(plan.partSize), new Uint16Array(plan.partSize)];
    solveAllPart(plan, 3, mine);
    solveAllPart(copy, 3, theirs);
    expect(theirs).toEqual(mine);
  });

  it('interleaves blocks into the table', () => {
    const shape = { ...planAll(board, { turns: 2, split: 0, tailRolls: 1 }) };
    expect([shape.parts, shape.partSize]).toEqual([5, 5]);
    const blocks = Uint16Array.from({ length: 25 }, (_, i) => i);
    // Block of part r = entries 5r..5r+4; table index i = row * 5 + part.
    expect(Array.from(interleaveParts(shape, blocks))).toEqual(
      Array.from({ length: 25 }, (_, i) => (i % 5) * 5 + Math.floor(i / 5)),
    );
  });

  it('refuses what it cannot do (bugs in the caller)', () => {
    expect(() => planAll(board, { turns: 0 })).toThrow(/turns/);
    expect(() => planAll(board, { turns: 3, split: 3 })).toThrow(/split/);
    expect(() => planAll(board, { turns: 3, split: 1, tailRolls: 3 })).toThrow(/tailRolls/);
    expect(() => planAll(board, { turns: 14 })).toThrow(/too large/);
    const plan = planAll(board, { turns: 3 });
    expect(() => solveAllPart(plan, plan.parts, new Uint16Array(plan.partSize))).toThrow(/part/);
    expect(() => solveAllPart(plan, 0, new Uint16Array(5))).toThrow(/holds/);
  });
});

describe('summary', () => {
  const table = Uint16Array.from([5, 3, 9, 3, 7, 9, 1, 4, 6]);
  const summary = summarizeTable(table, 2, 3, 2);

  it('finds the figures and the examples at both ends', () => {
    expect(summary).toMatchObject({ count: 9, smallest: 1, largest: 9, median: 5 });
    expect(summary.mean).toBeCloseTo(47 / 9);
    expect(Array.from(summary.inputsScoring)).toEqual([0, 1, 0, 2, 1, 1, 1, 1, 0, 2]);
    expect(summary.lowest).toEqual([
      { index: 6, dice: [3, 1], score: 1 },
      { index: 1, dice: [1, 2], score: 3 },
    ]);
    expect(summary.highest).toEqual([
      { index: 2, dice: [1, 3], score: 9 },
      { index: 5, dice: [2, 3], score: 9 },
    ]);
  });

  it('prints the figures, a histogram with every input, and the examples', () => {
    const text = formatTableSummary(summary);
    expect(text).toContain('smallest 1 (1 input), largest 9 (2 inputs), mean 5.22, median 5');
    const rows = text.split('\n').filter((line) => /^\s*\d+\s+\d+\s+[\d.]+%/.test(line));
    expect(rows.map((line) => line.trim().split(/\s+/)[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(rows.reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[1]), 0)).toBe(9);
    expect(text).toMatch(
      /lowest answers:\n\s+1 {2}3 1\n\s+3 {2}1 2\nhighest answers:\n\s+9 {2}1 3\n\s+9 {2}2 3\n$/,
    );
  });

  it('tallies of the parts merge into the tally of the whole table', () => {
    const whole = solveAll(board, { turns: 6 });
    const plan = planAll(board, { turns: 6 });
    for (const examples of [0, 1, 5, 40]) {
      const tallies = Array.from({ length: plan.parts }, (_, part) => {
        const block = new Uint16Array(plan.partSize);
        solveAllPart(plan, part, block);
        return tallyAnswers(block, examples, { first: part, step: plan.parts });
      });
      expect(mergeTallies(tallies, examples)).toEqual(tallyAnswers(whole, examples));
    }
  });

  it('bins a wide range into round bins', () => {
    const wide = Uint16Array.from({ length: 301 }, (_, i) => i);
    const text = formatTableSummary(summarizeTable(wide, 1, 301, 1));
    expect(text).toContain('distribution, in bins of 20 points:');
    expect(text).toMatch(/\n\s*0-19\s+20\s/);
    expect(text).toMatch(/\n\s*300-319\s+1\s/);
  });
});
