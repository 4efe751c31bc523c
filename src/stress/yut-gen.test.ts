import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mustCompile } from '../yut/board-file.test-helper.js';
import {
  type BoardSpec,
  bestPlan,
  classicBoard,
  formatDice,
  initialPosition,
  parseDice,
} from '../yut/index.js';
import { createRng } from './rng.js';
import { generateDice, isValidDice, moveInterest, shrinkDice } from './yut-gen.js';

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
  it('offers each roll set to 1, then each roll lowered by one, all valid', () => {
    const candidates = [...shrinkDice([3, 1, 2, 1, 1, 1, 1, 1, 1, 5])];
    expect(candidates.map((d) => d.join(''))).toEqual([
      '1121111115',
      '3121111111',
      '2121111115',
      '3111111115',
      '3121111114',
    ]);
    for (const dice of candidates) expect(isValidDice(dice)).toBe(true);
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
