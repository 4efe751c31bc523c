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
  const wanted = new Set(input.features);
  const sets = all.map((value, index) =>
    (input.eligible?.(index) ?? true)
      ? new Set([...input.featuresOf(value)].filter((key) => wanted.has(key)))
      : new Set<string>(),
  );
  const left = new Set(input.features);
  const chosen: number[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((set, index) => {
      let gain = 0;
      for (const key of set) if (left.has(key)) gain++;
      if (gain > bestGain) {
        best = index;
        bestGain = gain;
      }
    });
    // A feature no planned case has stays uncovered; a run's coverage table says so.
    if (best === -1) break;
    chosen.push(best);
    for (const key of sets[best]!) left.delete(key);
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
