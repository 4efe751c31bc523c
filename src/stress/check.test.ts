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

  // Replay (a learner's Dice Yut solution in check-real): the failure of the first case was
  // explained by a rule change, the shrinker then took smaller failing cases that no model
  // explains, and the report could name no cause. A shrunk case must stay explained.
  it('keeps the shrunk case explained by a mistake model that explained the first failure', async () => {
    const problem: StressProblem<number> = {
      ...echoProblem(0),
      planned: () => [80],
      shrinkCandidates: function* (v) {
        if (v > 0) yield v - 1;
      },
      // The program prints its input plus one; the model "plus one" says so only from 50 on.
      mistakes: [
        {
          name: 'plus-one',
          answers: (v) => [String((v as number) + ((v as number) >= 50 ? 1 : 2))],
          en: 'adds one',
          ko: '1을 더합니다',
          ruleEn: 'print the input',
          ruleKo: '입력을 출력합니다',
          cells: [],
        },
      ],
    };
    const outcome = await check(
      problem,
      ['sh', '-c', 'read x; echo $((x + 1))'],
      {
        seed: '1',
        timeBudgetMs: 0,
        maxCases: 1,
        jobs: 2,
        limits: limitsFor(2000),
        memoryMb: 64,
        diagnosisCases: 0,
        lang: 'en',
      },
      {},
    );
    expect(outcome.failure?.first.value).toBe(80);
    expect(outcome.failure?.last.value).toBe(50);
  });
});
