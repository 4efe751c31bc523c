import { describe, expect, it } from 'vitest';
import type { StressProblem } from './problem.js';
import { checkedProblem, loadProblem, PROBLEM_NAMES } from './problems.js';
import { createRng } from './rng.js';

/** A problem whose cases are numbers, valid when even; `bad` makes its generator and shrinker lie. */
function evens(bad: { generate?: boolean; shrink?: boolean }): StressProblem<number> {
  return {
    name: 'evens',
    title: 'even numbers',
    limits: { timeMs: 1000, memoryMb: 16 },
    generate: () => (bad.generate ? 3 : 4),
    planned: () => ({ cover: [2], traps: [], rest: [] }),
    formatInput: (value) => `${value}\n`,
    separator: '',
    isValid: (value) => value % 2 === 0,
    answer: (value) => `${value}\n`,
    explain: (value) => `${value}\n`,
    shrinkCandidates: (value) => (bad.shrink ? [value - 2, value - 1] : [value - 2]),
    features: [],
    coverage: () => [],
    describe: () => ({ text: '', cells: [], structure: undefined }),
    mistakes: [],
    examples: [],
  };
}

describe('checkedProblem: every generated and shrunk case is valid', () => {
  it.each([
    { name: 'a valid problem', bad: {}, generate: 4, shrunk: [2] },
    { name: 'a generator that breaks the promise', bad: { generate: true }, generate: 'generator' },
    {
      name: 'a shrinker that breaks the promise',
      bad: { shrink: true },
      generate: 4,
      shrunk: 'shrinker',
    },
  ])('$name', ({ bad, generate, shrunk }) => {
    const problem = checkedProblem(evens(bad));
    const rng = createRng(1);
    if (typeof generate === 'string') {
      expect(() => problem.generate(rng)).toThrow(`evens: the ${generate} made an invalid case`);
      return;
    }
    expect(problem.generate(rng)).toBe(generate);
    if (typeof shrunk === 'string') {
      expect(() => [...problem.shrinkCandidates(4)]).toThrow(`the ${shrunk} made an invalid case`);
    } else {
      expect([...problem.shrinkCandidates(4)]).toEqual(shrunk);
    }
  });

  it.each(PROBLEM_NAMES)(
    '%s: 300 generated cases and their first shrink candidates pass',
    async (name) => {
      const problem = await loadProblem(name);
      const rng = createRng(name === 'yut' ? 17825 : 2615);
      for (let i = 0; i < 300; i++) {
        const value = problem.generate(rng);
        let tried = 0;
        for (const _ of problem.shrinkCandidates(value)) if (++tried >= 5) break;
      }
    },
  );
});
