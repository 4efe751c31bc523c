import { describe, expect, it } from 'vitest';
import { classifyLine, describeRule, isRule, isWinningLine, RULES } from './rules.js';

// rule, colour, length -> kind; every combination from 1 to 9 stones is in the loop below.
const EXPECTED: Record<string, (color: 1 | 2, length: number) => string> = {
  standard: (_color, length) => (length === 5 ? 'win' : 'no-win'),
  freestyle: (_color, length) => (length >= 5 ? 'win' : 'no-win'),
  renju: (color, length) =>
    length < 5 ? 'no-win' : length === 5 || color === 2 ? 'win' : 'overline',
};

describe('rules', () => {
  for (const rule of RULES) {
    it(`${rule}: every colour and length from 1 to 9`, () => {
      for (const color of [1, 2] as const) {
        for (let length = 1; length <= 9; length++) {
          const expected = EXPECTED[rule]!(color, length);
          expect(classifyLine(rule, color, length), `${color} x${length}`).toBe(expected);
          expect(isWinningLine(rule, color, length)).toBe(expected === 'win');
        }
      }
      expect(describeRule(rule)).toMatch(/five/);
    });
  }

  it.each([
    { name: 'standard', ok: true },
    { name: 'renju', ok: true },
    { name: 'freestyle', ok: true },
    { name: 'Standard', ok: false },
    { name: 'gomoku', ok: false },
    { name: '', ok: false },
  ])('isRule($name)', ({ name, ok }) => {
    expect(isRule(name)).toBe(ok);
  });
});
