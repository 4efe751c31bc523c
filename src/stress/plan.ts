/**
 * Orders a problem's planned cases for a run sized by time (issue 21): a small set that covers
 * the whole coverage table first, then the traps, then the rest. The cover is chosen greedily
 * (the case with the most features not yet covered, the earliest on a tie), the classic
 * approximation of the smallest cover, so that a slow program, which runs only a few cases in
 * its budget, still meets every feature of the table.
 */
import type { PlannedCases } from './problem.js';

export interface PlanInput<C> {
  /** The traps of the catalogue, in their order. */
  readonly traps: readonly C[];
  /** The structured cases, in their order. */
  readonly structured: readonly C[];
  /** The keys of the coverage table. */
  readonly features: readonly string[];
  /** The features of a case (every one, not skipping any). */
  readonly featuresOf: (value: C) => Iterable<string>;
  /**
   * Whether a case may join the cover, by its place in traps-then-structured (default: every
   * one). A problem whose features cost much to compute offers only some (each is computed once).
   */
  readonly eligible?: (index: number) => boolean;
}

/** The planned cases in run order; see the module comment. A case appears once. */
export function planCases<C>(input: PlanInput<C>): PlannedCases<C> {
  const all = [...input.traps, ...input.structured];
  // The features as bits of words: a case's new features are its words AND those still left,
  // counted, instead of a look-up per key (hundreds of cases, each of up to a few hundred keys,
  // asked again for every case chosen).
  const bit = new Map<string, number>();
  for (const key of input.features) if (!bit.has(key)) bit.set(key, bit.size);
  const words = Math.ceil(bit.size / 32);
  const sets = all.map((value, index) => {
    const set = new Uint32Array(words);
    if (input.eligible?.(index) ?? true) {
      for (const key of input.featuresOf(value)) {
        const at = bit.get(key);
        if (at !== undefined) set[at >>> 5]! |= 1 << (at & 31);
      }
    }
    return set;
  });
  const left = new Uint32Array(words);
  for (let at = 0; at < bit.size; at++) left[at >>> 5]! |= 1 << (at & 31);
  const chosen: number[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((set, index) => {
      let gain = 0;
      for (let w = 0; w < words; w++) gain += bitCount(set[w]! & left[w]!);
      if (gain > bestGain) {
        best = index;
        bestGain = gain;
      }
    });
    // Every feature covered, or a feature no planned case has: it stays uncovered, and a run's
    // coverage table says so.
    if (best === -1) break;
    chosen.push(best);
    const set = sets[best]!;
    for (let w = 0; w < words; w++) left[w]! &= ~set[w]!;
  }
  const inCover = new Set(chosen);
  const trapCount = input.traps.length;
  return {
    cover: chosen.map((index) => all[index]!),
    traps: input.traps.filter((_, index) => !inCover.has(index)),
    rest: input.structured.filter((_, index) => !inCover.has(index + trapCount)),
  };
}

/** The planned cases as one list, in run order. */
export function plannedInOrder<C>(planned: PlannedCases<C>): C[] {
  return [...planned.cover, ...planned.traps, ...planned.rest];
}

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
