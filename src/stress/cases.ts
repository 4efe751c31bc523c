/**
 * The cases of a seed, in order: the problem's planned cases (a cover of the coverage table, the
 * traps, the other structured cases), then seeded draws. `nori check` runs them in this order and
 * `nori gen` writes them, so `nori gen --seed S --count N` writes the first N cases `nori check
 * --seed S` runs.
 */
import { plannedInOrder } from './plan.js';
import type { StressProblem } from './problem.js';
import { createRng, seedFromText } from './rng.js';

/**
 * Draws case `index` of a seed; `plannedCount` of them, from 0, are the planned cases, of which
 * the first `coverCount` cover the whole coverage table.
 */
export interface CaseSource<C> {
  (index: number): C;
  readonly plannedCount: number;
  readonly coverCount: number;
}

/** Case `index` of `seed`; indexes must be asked for in order, each once. */
export function caseSource<C>(problem: StressProblem<C>, seed: string): CaseSource<C> {
  const rng = createRng(seedFromText(seed));
  const groups = problem.planned(createRng(seedFromText(`${seed}/planned`)));
  const planned = plannedInOrder(groups);
  let drawn = 0;
  const draw = (index: number): C => {
    if (index !== drawn) throw new Error(`case ${index} drawn out of order`);
    drawn++;
    return index < planned.length ? planned[index]! : problem.generate(rng);
  };
  return Object.assign(draw, { plannedCount: planned.length, coverCount: groups.cover.length });
}
