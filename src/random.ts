/**
 * The project's one seeded random number generator, mulberry32 (a 32-bit state, one
 * multiply-xorshift per draw): the same seed gives the same numbers on every machine and Node
 * version, which Math.random cannot. Used by the case generators, the sampled policy estimates,
 * the tests and the benchmarks. Tiny and fast; not for anything cryptographic.
 */

/** A generator of floats in [0, 1) seeded with a 32-bit integer. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
