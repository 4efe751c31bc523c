import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { mustCompile } from '../yut/board-file.test-helper.js';
import {
  type BoardSpec,
  bestPlan,
  bestScore,
  classicBoard,
  formatDice,
  initialPosition,
  parseDice,
} from '../yut/index.js';
import { createRng } from './rng.js';
import { shrink } from './shrink.js';
import { compareDice, generateDice, isValidDice, moveInterest, shrinkDice } from './yut-gen.js';
import { changedScore, ruleChanges, yutBoard } from './yut-rules.js';

function draw(seed: number, count: number): number[][] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => generateDice(rng));
}

describe('generateDice', () => {
  it('is deterministic per seed', () => {
    expect(draw(11, 300)).toEqual(draw(11, 300));
    expect(draw(11, 300)).not.toEqual(draw(12, 300));
  });

  it('always gives ten dice from 1 to 5 that pass the strict parser', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const dice of draw(seed, 400)) {
        const parsed = parseDice(formatDice(dice));
        expect(parsed.ok && parsed.value).toEqual(dice);
        expect(isValidDice(dice)).toBe(true);
      }
    }
  });

  it('mixes in the edge cases: optimal plans through every shared cell, blue corner and the end', () => {
    const board = classicBoard();
    const visits = new Map<string, number>();
    let constant = 0;
    const cases = draw(2024, 300);
    for (const dice of cases) {
      if (new Set(dice).size === 1) constant++;
      const seen = new Set<string>();
      for (const step of bestPlan(board, dice).plan) {
        if (step.from !== null) seen.add(`from ${step.from}`);
        if (step.to !== null) seen.add(`to ${step.to}`);
      }
      for (const key of seen) visits.set(key, (visits.get(key) ?? 0) + 1);
    }
    expect(constant).toBeGreaterThan(5);
    for (const key of [
      'to m25',
      'to m30',
      'to m35',
      'to o40',
      'to end',
      'from o10',
      'from o20',
      'from o30',
    ]) {
      expect(visits.get(key) ?? 0, key).toBeGreaterThan(15);
    }
  });
});

describe('shrinkDice', () => {
  it('offers the rolls after a turn set to 1, each roll set to 1, then lowered, all valid', () => {
    const candidates = [...shrinkDice([3, 1, 2, 1, 1, 1, 1, 1, 1, 5])].map((d) => d.join(''));
    expect(candidates.slice(0, 9)).toEqual([
      '3111111111', // every roll from the second on set to 1
      '3121111111', // every roll from the fourth on set to 1
      '1121111115', // the first roll set to 1
      '2121111115', // ... lowered by one
      '3111111115',
      '3121111114',
      '3121111113',
      '3121111112',
      '2111111115', // two rolls lowered together
    ]);
    expect(new Set(candidates).size).toBe(candidates.length);
  });

  it('offers only valid dice, each strictly smaller (fewer pips, then smaller read left to right)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        (dice) => {
          for (const smaller of shrinkDice(dice)) {
            expect(isValidDice(smaller)).toBe(true);
            expect(compareDice(smaller, dice)).toBeLessThan(0);
          }
        },
      ),
      runs(100),
    );
  });

  it('shrinks to a case that still fails and is no larger, for any failure', async () => {
    // A failure is "some roll of at least `v` at turn `t` or later, and at least `s` pips in all":
    // the shrunk case must keep it, and the shrinker must reach the smallest such case.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 10, max: 30 }),
        async (dice, t, v, s) => {
          const fails = (d: readonly number[]): boolean =>
            d.slice(t).some((x) => x >= v) && d.reduce((a, b) => a + b, 0) >= s;
          fc.pre(fails(dice));
          const result = await shrink(dice, {
            candidates: shrinkDice,
            stillFails: async (d) => fails(d),
            timeBoxMs: Number.POSITIVE_INFINITY,
          });
          expect(fails(result.value)).toBe(true);
          expect(compareDice(result.value, dice)).toBeLessThanOrEqual(0);
          const least = Math.max(s, 9 + v);
          expect(result.value.reduce((a, b) => a + b, 0)).toBe(least);
        },
      ),
      runs(40),
    );
  });

  it('gets past the local minimum of one change at a time (a solver merging the two 30s)', async () => {
    // The model of a learner's solution that treats o30 and m30 as one cell (the Python fixture
    // yut-merge-30.py). Changing one roll of this failing case alone hides the mistake, so the
    // old moves (a roll set to 1 or lowered by one) stopped after 0 steps; now it shrinks far.
    const board = yutBoard();
    const merge = ruleChanges(board).find((c) => c.key === 'merge:o30/m30')!;
    const fails = (d: readonly number[]): boolean =>
      changedScore(board, d, merge) !== bestScore(board, d);
    const start = [4, 5, 4, 4, 3, 2, 1, 2, 3, 4];
    expect(fails(start)).toBe(true);
    const result = await shrink(start, {
      candidates: shrinkDice,
      stillFails: async (d) => fails(d),
      timeBoxMs: Number.POSITIVE_INFINITY,
    });
    expect(fails(result.value)).toBe(true);
    expect(result.steps).toBeGreaterThanOrEqual(5);
    expect(result.value.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(27);
  });

  it('offers nothing for all ones', () => {
    expect([...shrinkDice(new Array(10).fill(1))]).toEqual([]);
  });
});

describe('moveInterest', () => {
  const small = mustCompile(JSON.parse(readFileSync('boards/small.json', 'utf8')) as BoardSpec);

  it('reads the shared cells of the board it is given, whichever board came first', () => {
    const classic = classicBoard();
    // On the classic board the centre m30 is where routes merge.
    moveInterest(classic, initialPosition(classic), 0, classic.idOf.get('m30')!);
    // On the small board, a6 is where the blue shortcut rejoins the path: 3 for a shared cell.
    const a6 = small.idOf.get('a6')!;
    expect(moveInterest(small, initialPosition(small), 0, a6)).toBe(3);
    expect(moveInterest(small, initialPosition(small), 0, small.idOf.get('a3')!)).toBe(0);
  });
});
