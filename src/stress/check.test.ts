import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import type { StressProblem } from './problem.js';
import { limitsFor } from './runner.js';

/** A problem whose answer is its input: `cat` solves it, cheaply. */
function echoProblem(planned: number): StressProblem<number> {
  return {
    name: 'echo',
    title: 'echo',
    limits: { timeMs: 2000, memoryMb: 64 },
    generate: (rng) => 1000 + rng.int(0, 999),
    planned: () => Array.from({ length: planned }, (_, i) => i),
    formatInput: (value) => `${value}\n`,
    separator: '\n',
    isValid: () => true,
    answer: (value) => `${value}\n`,
    explain: () => '',
    shrinkCandidates: () => [],
    features: [
      { key: 'planned', en: 'a planned case', ko: '계획된 경우' },
      { key: 'drawn', en: 'a drawn case', ko: '뽑은 경우' },
    ],
    coverage: (value) => [value < 1000 ? 'planned' : 'drawn'],
    describe: () => ({ text: '', cells: [], structure: undefined }),
    mistakes: [],
  };
}

describe('check', () => {
  // Replay: a time budget already spent (a loaded machine, a slow start) ran none of the cases
  // and reported "all passed: 0 cases". The planned cases always run; the budget sizes the draws.
  it('runs every planned case even when the time budget is spent at once', async () => {
    let clock = 0;
    const outcome = await check(
      echoProblem(5),
      ['cat'],
      {
        seed: '1',
        timeBudgetMs: 10,
        maxCases: 100,
        jobs: 2,
        limits: limitsFor(2000),
        memoryMb: 64,
        diagnosisCases: 0,
        lang: 'en',
        now: () => (clock += 1000),
      },
      {},
    );
    expect(outcome.failure).toBeUndefined();
    expect(outcome.ran).toBe(5);
    expect(outcome.counts.AC).toBe(5);
    expect(outcome.byTime).toBe(true);
    expect(outcome.coverage.find((row) => row.key === 'planned')?.count).toBeGreaterThan(0);
  });
});
