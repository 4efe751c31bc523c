/**
 * Gathering what the diagnosis (diagnose.ts) needs after a wrong answer: the failing cases already
 * judged (the first one and those the shrinker kept), and a few hundred more cases drawn from a
 * seed of their own, run with the caller's judge, `jobs` at a time. Only runs that ended cleanly
 * (a wrong or a right answer) are observations; a crash or a time-out says nothing about which
 * wrong model the solution follows. Once no model of the catalogue agrees with every answer seen,
 * more cases cannot change the diagnosis, and no new case is started (but for a dozen while a
 * mistake of the output's shape is still open: the same answer every time, a debugging line; the
 * problem statement's examples first while every answer is the same one).
 */
import { answerKey } from './compare.js';
import { type MistakeModel, type Observation, outputMistakeOpen } from './diagnose.js';
import type { StressProblem } from './problem.js';
import { createRng, seedFromText } from './rng.js';

/** How many more cases are run to name the bug. */
export const DIAGNOSIS_CASES = 200;

/** A judged run as the check sees it: enough to make an observation. */
export interface JudgedRun {
  readonly value: unknown;
  readonly expected: string;
  readonly verdict: string;
  readonly stdout: string;
}

/** The observations of `known` runs plus `count` new cases judged by `judge`. */
export async function gatherObservations(options: {
  problem: StressProblem<unknown>;
  seed: string;
  known: readonly JudgedRun[];
  judge: (value: unknown) => Promise<JudgedRun>;
  jobs: number;
  count?: number;
  /** The catalogue: new cases are run only while one of them agrees with every answer. */
  models?: readonly MistakeModel[];
  /** No new case is started once this returns true (a time budget spent). */
  stop?: () => boolean;
  /** Draws other cases than a call without it (a second gathering for the same seed). */
  salt?: string;
}): Promise<Observation[]> {
  const { problem, known, judge } = options;
  const count = options.count ?? DIAGNOSIS_CASES;
  const rng = createRng(seedFromText(`${options.seed}/diagnosis${options.salt ?? ''}`));
  const values = Array.from({ length: count }, () => problem.generate(rng));
  const runs: JudgedRun[] = [];
  let alive = options.models;
  // Once no model of the catalogue fits, a mistake of the output's shape (the same answer on
  // every case, a debugging line) may still: a few cases more tell it.
  const shapeOpen = (): boolean =>
    options.models !== undefined &&
    runs.length < SHAPE_CASES &&
    outputMistakeOpen(observationsOf(runs));
  const add = (run: JudgedRun): void => {
    runs.push(run);
    if (alive === undefined || (run.verdict !== 'WA' && run.verdict !== 'AC')) return;
    const said = answerKey(run.stdout);
    alive = alive.filter((model) => model.answers(run.value).includes(said));
  };
  for (const run of known) add(run);
  let next = 0;
  // The statement's examples, run first once only "the same answer every time" is left: a
  // program that answers them right reads its input (a learner's Omok program printed 0 on 13
  // random boards, with their stone counts far apart, and right answers on balanced ones).
  let nextExample = 0;
  const sameSoFar = (): boolean =>
    alive !== undefined && alive.length === 0 && sameAnswerSoFar(observationsOf(runs));
  const worker = async (): Promise<void> => {
    while (
      next < values.length &&
      (alive === undefined || alive.length > 0 || shapeOpen()) &&
      options.stop?.() !== true
    ) {
      const value =
        nextExample < problem.examples.length && sameSoFar()
          ? problem.examples[nextExample++]
          : values[next++];
      add(await judge(value));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker));
  return observationsOf(runs);
}

/** Whether every observation so far has one and the same answer (and there is one). */
function sameAnswerSoFar(observations: readonly Observation[]): boolean {
  const said = observations.map((o) => answerKey(o.actual));
  return said.length > 0 && said.every((s) => s === said[0]);
}

/** The runs that ended cleanly (WA or AC), as observations. */
function observationsOf(runs: readonly JudgedRun[]): Observation[] {
  return runs
    .filter((run) => run.verdict === 'WA' || run.verdict === 'AC')
    .map((run) => ({ value: run.value, expected: run.expected, actual: run.stdout }));
}

/** Cases enough to name a mistake of the output's shape when no model of the catalogue fits. */
const SHAPE_CASES = 12;
