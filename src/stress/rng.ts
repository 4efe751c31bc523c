/**
 * A small seeded random number generator for the case generators: the same seed gives the same
 * cases on every machine and every Node version (Math.random cannot be seeded).
 *
 * The core is mulberry32 (a 32-bit state, one multiply-xorshift per draw): tiny, fast and good
 * enough for picking test cases; it is not meant for anything cryptographic.
 */
import { seededRandom } from '../random.js';

/** A source of random numbers; every method draws from the same seeded stream. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** An index chosen with probability proportional to its weight. */
  weighted(weights: readonly number[]): number;
}

/**
 * Turns a seed as the user typed it into 32 bits. A decimal integer in [0, 2^32) is used as is, so
 * `--seed 42` means 42; any other text is hashed (FNV-1a), so `--seed alice` works too.
 */
export function seedFromText(text: string): number {
  if (/^\d{1,10}$/.test(text)) {
    const value = Number(text);
    if (value < 2 ** 32) return value;
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A generator seeded with a 32-bit integer (see `seedFromText` for seeds given as text). */
export function createRng(seed: number): Rng {
  const next = seededRandom(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty array');
      return items[int(0, items.length - 1)]!;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i++) {
        target -= weights[i]!;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
