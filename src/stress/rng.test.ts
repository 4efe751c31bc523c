import { describe, expect, it } from 'vitest';
import { createRng, seedFromText } from './rng.js';

describe('createRng', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 50 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('pins the stream, so that a seed means the same cases on every machine and version', () => {
    const rng = createRng(1);
    // mulberry32(1) starts 0.6270739405881613 (the published reference implementation).
    expect(createRng(1).next()).toBe(0.6270739405881613);
    expect(Array.from({ length: 5 }, () => rng.int(1, 1000))).toEqual([628, 3, 528, 982, 969]);
  });

  it('keeps int within its bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = rng.int(1, 5);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(5);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[rng.weighted([1, 0, 3])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! > counts[0]! * 2).toBe(true);
  });
});

describe('seedFromText', () => {
  const rows: [name: string, text: string, seed: number][] = [
    ['a decimal integer is itself', '42', 42],
    ['zero', '0', 0],
    ['the largest 32-bit value', '4294967295', 4294967295],
  ];
  for (const [name, text, seed] of rows) it(name, () => expect(seedFromText(text)).toBe(seed));

  it('hashes other text to a stable 32-bit value', () => {
    expect(seedFromText('alice')).toBe(seedFromText('alice'));
    expect(seedFromText('alice')).not.toBe(seedFromText('bob'));
    expect(seedFromText('4294967296')).toBeLessThan(2 ** 32);
    expect(seedFromText('-1')).toBeGreaterThanOrEqual(0);
  });
});
