import { describe, expect, it } from 'vitest';
import { msg } from '../i18n/index.js';
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
    // The first planned case alone covers 'planned'; the others come after it.
    planned: () => ({
      cover: planned > 0 ? [0] : [],
      traps: [],
      rest: Array.from({ length: Math.max(0, planned - 1) }, (_, i) => i + 1),
    }),
    formatInput: (value) => `${value}\n`,
    separator: '\n',
    isValid: () => true,
    answer: (value) => `${value}\n`,
    explain: () => '',
    shrinkCandidates: () => [],
    features: [
      { key: 'planned', text: msg('omok.feature.answer', { answer: 'planned' }) },
      { key: 'drawn', text: msg('omok.feature.answer', { answer: 'drawn' }) },
    ],
    coverage: (value) => [value < 1000 ? 'planned' : 'drawn'],
    describe: () => ({ text: '', cells: [], structure: undefined }),
    mistakes: [],
    examples: [],
  };
}

/** A program that answers its input plus one (the echo problem's answer is the input). */
const PLUS_ONE = ['sh', '-c', 'read x; echo $((x + 1))'];

/** One case checked, at once, then shrunk (the shrinking tests). */
const ONE_CASE = {
  seed: '1',
  cases: 1,
  timeBudgetMs: 0,
  maxCases: 1,
  jobs: 2,
  limits: limitsFor(2000),
  memoryMb: 64,
  lang: 'en' as const,
};

/** The echo problem failing first on 80, shrunk one down at a time. */
function countdownProblem(): StressProblem<number> {
  return {
    ...echoProblem(0),
    planned: () => ({ cover: [80], traps: [], rest: [] }),
    shrinkCandidates: function* (v) {
      if (v > 0) yield v - 1;
    },
  };
}

describe('check', () => {
  // Replay: a time budget already spent (a loaded machine, a slow start) ran none of the cases
  // and reported "all passed: 0 cases". The first case always runs; the budget caps the others,
  // planned ones too (a slow Python program took 631 s on the planned cases alone), and the
  // outcome says so: by time, with the features the cases missed.
  it('a spent time budget still runs the first case, then stops, planned cases included', async () => {
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
    expect(outcome.ran).toBe(1);
    expect(outcome.counts.AC).toBe(1);
    expect(outcome.byTime).toBe(true);
    expect(outcome.coverage.find((row) => row.key === 'planned')?.count).toBe(1);
    expect(outcome.coverage.find((row) => row.key === 'drawn')?.count).toBe(0);
  });

  it('a budget that lasts runs the planned cases in order, then draws', async () => {
    let clock = 0;
    const outcome = await check(
      echoProblem(5),
      ['cat'],
      {
        seed: '1',
        timeBudgetMs: 8_500,
        maxCases: 100,
        jobs: 1,
        limits: limitsFor(2000),
        memoryMb: 64,
        diagnosisCases: 0,
        lang: 'en',
        // Every look at the clock is one second later: about 8 cases fit.
        now: () => (clock += 1000),
      },
      {},
    );
    expect(outcome.byTime).toBe(true);
    expect(outcome.ran).toBeGreaterThan(5);
    expect(outcome.ran).toBeLessThan(12);
    expect(outcome.coverage.find((row) => row.key === 'planned')?.count).toBe(3);
    expect(outcome.coverage.find((row) => row.key === 'drawn')?.count).toBeGreaterThan(0);
  });

  it('the whole check ends by its deadline: shrinking is cut short and says so', async () => {
    let clock = 0;
    const problem = countdownProblem();
    const settings = {
      seed: '1',
      timeBudgetMs: 1000,
      maxCases: 10,
      jobs: 1,
      limits: limitsFor(2000),
      memoryMb: 64,
      diagnosisCases: 0,
      lang: 'en' as const,
    };
    // Every look at the clock is one second later: the deadline (31 s, 5 of them kept for naming
    // the mistake) comes after about 20 steps, long before the shrinker's own box would end.
    const cut = await check(problem, PLUS_ONE, {
      ...settings,
      now: () => (clock += 1000),
    });
    expect(cut.failure?.shrink.timedOut).toBe(true);
    expect(cut.failure?.shrink.cutByDeadline).toBe(true);
    expect(cut.failure?.shrink.steps).toBeGreaterThan(5);
    expect(cut.failure?.shrink.steps).toBeLessThan(40);
    // A time box given (--shrink-time) is the user's: the deadline does not cut it.
    clock = 0;
    const given = await check(problem, PLUS_ONE, {
      ...settings,
      shrinkMs: 1_000_000,
      now: () => (clock += 1000),
    });
    expect(given.failure?.shrink.timedOut).toBe(false);
    expect(given.failure?.last.value).toBe(0);
  });

  // Replay (a learner's Dice Yut solution in check-real): the failure of the first case was
  // explained by a rule change, the shrinker then took smaller failing cases that no model
  // explains, and the report could name no cause. A shrunk case must stay explained.
  it('keeps the shrunk case explained by a mistake model that explained the first failure', async () => {
    const problem: StressProblem<number> = {
      ...countdownProblem(),
      // The program prints its input plus one; the model "plus one" says so only from 50 on.
      mistakes: [
        {
          name: 'plus-one',
          answers: (v) => [String((v as number) + ((v as number) >= 50 ? 1 : 2))],
          text: msg('yut.mistake.changed-rule', { change: 'adds one' }),
          rule: msg('omok.mistake.swapped.rule'),
          cells: [],
        },
      ],
    };
    const outcome = await check(problem, PLUS_ONE, { ...ONE_CASE, diagnosisCases: 0 }, {});
    expect(outcome.failure?.first.value).toBe(80);
    expect(outcome.failure?.last.value).toBe(50);
  });

  // Replay (corpus9): the same command with the same seed named a learner's mistake "on 196 of
  // 196 cases" on a loaded machine and "on 203 of 203" on an idle one: the naming's cases were
  // cut by the clock. With a count of cases asked for, they are bounded by the runs' CPU time
  // (and four times the budget of wall time, for a program that sleeps).
  it('with a count of cases, names the mistake over its cases on a slow clock', async () => {
    const problem: StressProblem<number> = {
      ...countdownProblem(),
      mistakes: [
        {
          name: 'plus-one',
          answers: (v) => [String((v as number) + 1)],
          text: msg('yut.mistake.changed-rule', { change: 'adds one' }),
          rule: msg('omok.mistake.swapped.rule'),
          cells: [],
        },
      ],
    };
    // A clock that jumps two seconds at every look (a loaded machine): a budget of 5 s is spent
    // after three looks, one of 20 s after ten.
    let clock = 0;
    const now = () => (clock += 2000);
    const counted = await check(problem, PLUS_ONE, { ...ONE_CASE, diagnosisCases: 6, now }, {});
    const calm = await check(problem, PLUS_ONE, { ...ONE_CASE, diagnosisCases: 6 }, {});
    expect(counted.failure?.diagnosis).toMatchObject({ kind: 'match', mistake: 'plus-one' });
    expect(counted.failure?.diagnosis?.cases).toBe(calm.failure?.diagnosis?.cases);
    expect(counted.failure?.diagnosis?.cases).toBeGreaterThanOrEqual(6);
    // A timed run (no count) stops the naming when its budget is spent.
    const timed = await check(
      problem,
      PLUS_ONE,
      { ...ONE_CASE, cases: undefined, timeBudgetMs: 0, diagnosisCases: 6, now },
      {},
    );
    expect(timed.failure?.diagnosis?.cases).toBeLessThan(6);
    // A clock that jumps a minute: four times the budget of wall time is spent at once too.
    const frozen = await check(
      problem,
      PLUS_ONE,
      { ...ONE_CASE, diagnosisCases: 6, now: () => (clock += 60_000) },
      {},
    );
    expect(frozen.failure?.diagnosis?.cases).toBeLessThan(6);
  });

  // Replay (a learner's Omok solution, corpus4): a five missed at the edge, with a stone where a
  // flat array's reading past the edge falls, first matched the edge-reading model; the shrunk
  // case kept that stone, and its description sent the learner after a bug they did not have,
  // while the 200 cases more showed that no model of the catalogue was theirs.
  it('shrinks on without the models that more cases showed are not the program', async () => {
    const problem: StressProblem<number> = {
      ...countdownProblem(),
      // The program prints its input plus one; the model says so only from 50 to 89.
      mistakes: [
        {
          name: 'plus-one-middle',
          answers: (v) => [
            String((v as number) + ((v as number) >= 50 && (v as number) < 90 ? 1 : 3)),
          ],
          text: msg('yut.mistake.changed-rule', { change: 'adds one' }),
          rule: msg('omok.mistake.swapped.rule'),
          cells: [],
        },
      ],
    };
    // More cases (drawn from 1000 up) refute the model: the shrinking goes on to the smallest.
    const refuted = await check(problem, PLUS_ONE, { ...ONE_CASE, diagnosisCases: 3 }, {});
    expect(refuted.failure?.diagnosis?.kind).toBe('none');
    expect(refuted.failure?.last.value).toBe(0);
    // The first difference quoted is the case shown, shrunk on (it was the one shrunk before,
    // with numbers found nowhere else in the report: corpus11).
    expect(refuted.failure?.diagnosis).toMatchObject({
      difference: { line: 1, expected: '0', found: '1' },
    });
    // Without them the model stands, and the case stays where it explains the answer.
    const kept = await check(problem, PLUS_ONE, { ...ONE_CASE, diagnosisCases: 0 }, {});
    expect(kept.failure?.diagnosis?.kind).toBe('match');
    expect(kept.failure?.last.value).toBe(50);
  });
});

// Replay (corpus11): a learner's program that never blocks a move and never finishes a piece was
// named a pair of rule changes "on 9 of 9 cases": new cases were run only while a single mistake
// fitted, so the pair was tried on the few run by then. It differs from that pair on 30 of 200.
describe('check: a pair of mistakes', () => {
  const model = (name: string, answer: (v: number) => number) => ({
    name,
    answers: (v: unknown) => [String(answer(v as number))],
    text: msg('yut.mistake.changed-rule', { change: name }),
    rule: msg('omok.mistake.swapped.rule'),
    cells: [],
  });
  /** The program adds one; `a` and `b` never do alone; together they do but on multiples of 7. */
  const problem = (pairFits: (v: number) => boolean): StressProblem<number> => ({
    ...countdownProblem(),
    mistakes: [model('a', (v) => v + 2), model('b', (v) => v + 3)],
    pairMistakes: (a, b) => model(`${a.name}+${b.name}`, (v) => (pairFits(v) ? v + 1 : v + 5)),
  });

  it('is tried on more cases before it is named, and not named when they refute it', async () => {
    const refuted = await check(
      problem((v) => v < 1000 || v % 7 !== 0),
      PLUS_ONE,
      { ...ONE_CASE, diagnosisCases: 200 },
      {},
    );
    expect(refuted.failure?.diagnosis?.kind).toBe('none');
    // A pair that fits every case is named over the cases run for it too.
    const fits = await check(
      problem(() => true),
      PLUS_ONE,
      { ...ONE_CASE, diagnosisCases: 200 },
      {},
    );
    expect(fits.failure?.diagnosis).toMatchObject({ kind: 'match', mistake: 'a+b' });
    expect(fits.failure?.diagnosis?.cases).toBeGreaterThan(200);
  });
});
