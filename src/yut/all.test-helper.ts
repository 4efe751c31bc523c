/**
 * The slow side of the whole-table tests (all.test.ts, all.slow.test.ts): every answer of a
 * reduced problem from the plain reference search, and the first place two tables differ.
 */
import { expect } from 'vitest';
import { diceOfIndex } from './all.js';
import { CLASSIC_BOARD_SPEC } from './board.js';
import { referenceBestScore } from './reference.test-helper.js';

/** Every answer of the reduced problem, one input at a time, from the slow reference. */
export function referenceTable(turns: number, faces = 5, pieces = 4): Uint16Array {
  const table = new Uint16Array(faces ** turns);
  for (let index = 0; index < table.length; index++) {
    table[index] = referenceBestScore(CLASSIC_BOARD_SPEC, diceOfIndex(index, turns, faces), pieces);
  }
  return table;
}

/** The first index where two tables differ, with the dice there, or null when they agree. */
export function firstDifference(
  actual: Uint16Array,
  expected: Uint16Array,
  turns: number,
  faces = 5,
) {
  expect(actual.length).toBe(expected.length);
  for (let index = 0; index < actual.length; index++) {
    if (actual[index] !== expected[index]) {
      const dice = diceOfIndex(index, turns, faces).join(' ');
      return { index, dice, actual: actual[index], expected: expected[index] };
    }
  }
  return null;
}
