/**
 * The cases of a seed, in order: the problem's planned cases (traps and structured ones), then
 * seeded draws. `nori check` runs them in this order and `nori gen` writes them, so `nori gen
 * --seed S --count N` writes the first N cases `nori check --seed S` runs.
 */
import type { StressProblem } from './problem.js';
import { createRng, seedFromText } from './rng.js';

/** Case `index` of `seed`; indexes must be asked for in order, each once. */
export function caseSource<C>(problem: StressProblem<C>, seed: string): (index: number) => C {
  const rng = createRng(seedFromText(seed));
  const planned = problem.planned(createRng(seedFromText(`${seed}/planned`)));
  let drawn = 0;
  return (index) => {
    if (index !== drawn) throw new Error(`case ${index} drawn out of order`);
    drawn++;
    return index < planned.length ? planned[index]! : problem.generate(rng);
  };
}
