/** The problems `nori gen` and `nori check` know, each loaded (with its core) only when asked for. */
import type { StressProblem } from './problem.js';
import type { ProblemName } from './problem-names.js';

export { PROBLEM_NAMES, type ProblemName } from './problem-names.js';

/** Loads a problem's adapter, and with it only that problem's core. */
export async function loadProblem(name: ProblemName): Promise<StressProblem<unknown>> {
  switch (name) {
    case 'yut':
      return (await import('./yut-problem.js')).yutProblem as StressProblem<unknown>;
    case 'omok':
      return (await import('./omok-problem.js')).omokProblem as StressProblem<unknown>;
  }
}
