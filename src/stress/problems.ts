/** The problems `nori gen` and `nori check` know, each loaded (with its core) only when asked for. */
import type { StressProblem } from './problem.js';
import type { ProblemName } from './problem-names.js';

export { PROBLEM_NAMES, type ProblemName } from './problem-names.js';

/**
 * Loads a problem's adapter, and with it only that problem's core. Its promises are checked on
 * every case (see `checkedProblem`).
 */
export async function loadProblem(name: ProblemName): Promise<StressProblem<unknown>> {
  switch (name) {
    case 'yut':
      return checkedProblem(
        (await import('./yut-problem.js')).yutProblem as StressProblem<unknown>,
      );
    case 'omok':
      return checkedProblem(
        (await import('./omok-problem.js')).omokProblem as StressProblem<unknown>,
      );
  }
}

/**
 * `problem` with its promise kept in view: every case it generates and every simpler variant it
 * offers the shrinker must pass `isValid`, or an error names the case. A broken promise is a bug
 * in the generator or the shrinker, and a contestant's program must never be judged on an input
 * the problem does not allow.
 */
export function checkedProblem<C>(problem: StressProblem<C>): StressProblem<C> {
  const valid = (value: C, source: string): C => {
    if (problem.isValid(value)) return value;
    const input = problem.formatInput(value);
    throw new Error(`${problem.name}: ${source} made an invalid case (a bug):\n${input}`);
  };
  return {
    ...problem,
    generate: (rng) => valid(problem.generate(rng), 'the generator'),
    planned: (rng) => {
      const planned = problem.planned(rng);
      const check = (list: readonly C[]) => list.map((value) => valid(value, 'the planned cases'));
      return {
        cover: check(planned.cover),
        traps: check(planned.traps),
        rest: check(planned.rest),
      };
    },
    shrinkCandidates: function* (value) {
      for (const candidate of problem.shrinkCandidates(value))
        yield valid(candidate, 'the shrinker');
    },
  };
}
