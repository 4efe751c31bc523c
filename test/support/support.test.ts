import { describe, expect, it } from 'vitest';
import { propertyFactor, runs } from './property.js';
import { timeScale } from './time.js';

describe('the settings of the tests', () => {
  it.each([
    ['unset', undefined, 1],
    ['empty', '', 1],
    ['a factor', '10', 10],
    ['a fraction', '0.5', 0.5],
    ['zero', '0', 1],
    ['negative', '-2', 1],
    ['a word', 'many', 1],
  ])('NORI_TIME_SCALE and NORI_PROPERTY_RUNS %s', (_name, value, factor) => {
    expect(timeScale(value)).toBe(factor);
    expect(propertyFactor(value)).toBe(factor);
  });

  it('runs keeps the other parameters and at least one run', () => {
    expect(runs(300, { seed: 7 })).toMatchObject({ seed: 7 });
    expect(runs(300).numRuns).toBeGreaterThanOrEqual(1);
  });
});
