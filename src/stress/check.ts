/**
 * `nori check` as one pipeline (issue 24): run a solution on the cases of a seed (the problem's
 * planned cases first: traps and structured ones; then seeded draws) while a time budget lasts or
 * up to a fixed count, `jobs` at a time; count the verdicts and the structural features the cases
 * covered; on the first failure in case order, shrink it with a time box scaled to the program's
 * speed, name the mistake against the problem's catalogue, and describe the shrunk case in words
 * and a picture. Returns plain data; progress goes through `events`. The command (src/cli/check/)
 * parses the options, calls `check` and renders what it returns.
 */
import type { Message } from '../i18n/index.js';
import { caseSource } from './cases.js';
import { answerKey } from './compare.js';
import {
  crashCause,
  type Diagnosis,
  diagnose,
  firstDifference,
  type MistakeModel,
  modelNamed,
  type Observation,
} from './diagnose.js';
import { gatherObservations, type JudgedRun } from './diagnose-run.js';
import { caseJudge, type Judged } from './judge.js';
import { runInOrder } from './pool.js';
import type { Description, Lang, StressProblem } from './problem.js';
import { type RunLimits, type RunResult, SpawnError, VERDICTS, type Verdict } from './runner.js';
import { followPrediction, shrink } from './shrink.js';

/** How a check runs. */
export interface CheckSettings {
  readonly seed: string;
  /** Exactly this many cases; undefined: as many as `timeBudgetMs` allows, up to `maxCases`. */
  readonly cases?: number;
  /**
   * Wall-clock time for running cases when `cases` is not given, in milliseconds. It ends the run
   * wherever it is, the planned cases included (the first case always runs): the cover of the
   * coverage table comes first, and a run cut before its end says which features it missed.
   */
  readonly timeBudgetMs: number;
  /**
   * Wall-clock time for the whole check (cases, shrinking, naming the mistake), in milliseconds;
   * default: `TOTAL_PER_BUDGET` times `timeBudgetMs` (at least 30 s more) when `cases` is not
   * given, else no bound.
   * Shrinking cut by it says so, as when its own time box ends it.
   */
  readonly deadlineMs?: number;
  readonly maxCases: number;
  readonly jobs: number;
  readonly limits: RunLimits;
  readonly memoryMb: number;
  /** Time box of the shrinker in CPU milliseconds of its runs; undefined: scaled to the program. */
  readonly shrinkMs?: number;
  /** Cases run after a wrong answer to name the mistake. */
  readonly diagnosisCases: number;
  readonly lang: Lang;
  /** Clock in milliseconds (tests inject one). */
  readonly now?: () => number;
}

/** Progress of a check. */
export interface CheckEvents {
  /** After each case: how many ran, how many are planned at least, the counts so far. */
  progress?(done: number, counts: Readonly<Record<Verdict, number>>): void;
  shrinking?(caseNumber: number, verdict: Verdict): void;
  diagnosing?(count: number): void;
}

/** One feature of the coverage table and how many cases of the run had it (at most `COVERAGE_CAP`). */
export interface CoverageRow {
  readonly key: string;
  /** The feature in words (a code of the catalogue). */
  readonly text: Message;
  readonly count: number;
}

/** Counting stops there: a feature met that often is covered, and looking costs time. */
export const COVERAGE_CAP = 3;

/** A run worth naming: the slowest, the largest. */
export interface NotableRun {
  readonly index: number;
  readonly result: RunResult;
}

/** The failure found, shrunk, named and described. */
export interface CheckFailure {
  readonly index: number;
  readonly verdict: Verdict;
  /** The first failing run, on the original case. */
  readonly first: Judged;
  /** The failing run on the shrunk case. */
  readonly last: Judged;
  readonly shrink: {
    readonly steps: number;
    readonly tries: number;
    readonly timedOut: boolean;
    readonly budgetMs: number;
    /** True when the whole check's deadline, not the box, cut the shrinking short. */
    readonly cutByDeadline?: boolean;
    /** Why the shrinking stopped early (the program could not be started any more). */
    readonly stoppedBy?: Message | string;
  };
  /** For a wrong answer: the mistake of the catalogue that explains every answer, if one does. */
  readonly diagnosis?: Diagnosis;
  /** The shrunk case in words and a picture. */
  readonly description?: Description;
  /** The reference explanation of the shrunk case. */
  readonly explanation: string;
}

/** What a check found: plain data for the command to render. */
export interface CheckOutcome {
  readonly seed: string;
  /** Cases that ran to the end. */
  readonly ran: number;
  readonly counts: Readonly<Record<Verdict, number>>;
  /** True when the time budget, not the count, ended the run. */
  readonly byTime: boolean;
  readonly coverage: readonly CoverageRow[];
  readonly slowest?: NotableRun;
  readonly largest?: NotableRun;
  /** The first case for which the program could not be started. */
  readonly cannotRun?: { readonly index: number; readonly message: Message | string };
  readonly failure?: CheckFailure;
}

/**
 * A default run ends within this many times its time budget, shrinking and naming included, and
 * leaves at least `MIN_AFTER_MS` after the budget for them.
 */
export const TOTAL_PER_BUDGET = 2.75;
const MIN_AFTER_MS = 30_000;

/** The wall-clock time a default run with this time budget takes at most, in milliseconds. */
export function defaultDeadlineMs(timeBudgetMs: number): number {
  return Math.max(timeBudgetMs * TOTAL_PER_BUDGET, timeBudgetMs + MIN_AFTER_MS);
}

/** What a run's time is compared by: CPU time where it is measured, else wall time. */
export function timeOf(result: RunResult): number {
  return result.cpuMs ?? result.wallMs;
}

/**
 * How many candidates the shrinker may ask the mistake models about, in all, when it follows them
 * without the program (a count, not a time, so that a seed shrinks the same on any machine).
 */
const MODEL_JUMP_ASKS = 3000;
/** The mistake models that match the failing answer followed that way, at most. */
const MODEL_JUMP_SUSPECTS = 4;

/** The shrinker's time box for a program whose typical run takes `typicalMs`. */
export function shrinkBudget(typicalMs: number): number {
  return Math.round(Math.min(120_000, Math.max(10_000, typicalMs * 150)));
}

/** A judged run as the diagnosis sees it. */
function asRun(judged: Judged): JudgedRun {
  return {
    value: judged.value,
    expected: judged.expected,
    verdict: judged.verdict,
    stdout: judged.result.stdout,
  };
}

/** Runs the check; see the module comment. Throws a `SpawnError` when the program never starts. */
export async function check(
  problem: StressProblem<unknown>,
  solution: readonly string[],
  settings: CheckSettings,
  events: CheckEvents = {},
): Promise<CheckOutcome> {
  const now = settings.now ?? (() => performance.now());
  const started = now();
  const deadline =
    started +
    (settings.deadlineMs ??
      (settings.cases === undefined
        ? defaultDeadlineMs(settings.timeBudgetMs)
        : Number.POSITIVE_INFINITY));
  // Naming the mistake runs more cases for at most a quarter of the time budget (at least 5 s).
  const diagnosisBudget = Math.max(5000, settings.timeBudgetMs / 4);
  const draw = caseSource(problem, settings.seed);
  const { judge } = caseJudge(problem, solution, settings.limits, settings.memoryMb * 1024);
  type Outcome = Judged | SpawnError;
  const tryJudge = (value: unknown, signal?: AbortSignal): Promise<Outcome> =>
    judge(value, signal).catch((error: unknown) => {
      if (error instanceof SpawnError) return error;
      throw error;
    });

  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  const covered = new Map<string, number>(problem.features.map((f) => [f.key, 0]));
  const skip = (key: string): boolean => (covered.get(key) ?? COVERAGE_CAP) >= COVERAGE_CAP;
  const values: unknown[] = [];
  const times: number[] = [];
  const clean: JudgedRun[] = [];
  let slowest: NotableRun | undefined;
  let largest: NotableRun | undefined;
  let firstFailure: { index: number; judged: Judged } | undefined;
  let cannotRun: { index: number; error: SpawnError } | undefined;
  let done = 0;
  let byTime = false;
  let launched = 0;
  const count = settings.cases ?? settings.maxCases;

  await runInOrder<Outcome>({
    count,
    jobs: settings.jobs,
    keepGoing: () => {
      if (settings.cases !== undefined) return true;
      // The budget caps every case, the planned ones too (a slow Python program once took 631 s
      // on them): they come in order of worth (a cover of the coverage table, the traps, the
      // rest), and a run cut short names the features it did not reach. The first case always
      // runs: a budget spent before any (a loaded machine) must not make "all passed: 0 cases".
      if (launched === 0) return true;
      if (now() - started < settings.timeBudgetMs) return true;
      byTime = true;
      return false;
    },
    run: (index, signal) => {
      launched = Math.max(launched, index + 1);
      const value = draw(index);
      values[index] = value;
      return tryJudge(value, signal);
    },
    isFailure: (judged) => judged instanceof SpawnError || judged.verdict !== 'AC',
    onResult: (index, judged) => {
      if (judged instanceof SpawnError) {
        if (cannotRun === undefined || index < cannotRun.index)
          cannotRun = { index, error: judged };
        return;
      }
      counts[judged.verdict]++;
      done++;
      for (const key of problem.coverage(values[index], skip)) {
        const seen = covered.get(key);
        if (seen !== undefined && seen < COVERAGE_CAP) covered.set(key, seen + 1);
      }
      values[index] = undefined;
      times.push(timeOf(judged.result));
      if (judged.verdict === 'AC' && clean.length < 300) clean.push(asRun(judged));
      if (slowest === undefined || timeOf(judged.result) > timeOf(slowest.result)) {
        slowest = { index, result: judged.result };
      }
      const peak = judged.result.peakRssKb ?? 0;
      if (peak > 0 && (largest === undefined || peak > (largest.result.peakRssKb ?? -1))) {
        largest = { index, result: judged.result };
      }
      if (judged.verdict !== 'AC' && (firstFailure === undefined || index < firstFailure.index)) {
        firstFailure = { index, judged };
      }
      events.progress?.(done, counts);
    },
  });

  const coverage = problem.features.map((f) => ({ ...f, count: covered.get(f.key) ?? 0 }));
  const base = {
    seed: settings.seed,
    ran: done,
    counts,
    byTime: byTime && firstFailure === undefined,
    coverage,
    ...(slowest !== undefined ? { slowest } : {}),
    ...(largest !== undefined ? { largest } : {}),
    ...(cannotRun !== undefined
      ? {
          cannotRun: {
            index: cannotRun.index,
            message: cannotRun.error.text ?? cannotRun.error.message,
          },
        }
      : {}),
  };
  // A program that cannot be started for some case (it deleted itself, say) does not hide a
  // failure found on another one: that failure is reported, with a note.
  if (firstFailure === undefined) {
    if (cannotRun !== undefined) throw cannotRun.error;
    return base;
  }

  const { index, judged: first } = firstFailure;
  const verdict = first.verdict;
  events.shrinking?.(index + 1, verdict);
  // The shrinker keeps the judged run of each candidate it takes, so the report shows exactly the
  // run that failed. A candidate counts only with the same verdict (a TLE never stands for a WA).
  const runs = new Map<unknown, Judged>();
  const sorted = [...times].sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)] ?? timeOf(first.result);
  const budgetMs = settings.shrinkMs ?? shrinkBudget(Math.max(typical, timeOf(first.result) / 4));
  // The time box counts the CPU time of the shrinking runs, so that a busy machine does not make
  // the same seed shrink less far; the wall clock is only a backstop, at 3 times the box.
  let spentMs = 0;
  const shrinkStart = now();
  // Unless the box was given, the whole check's deadline ends it too, keeping the time to name
  // the mistake (a slow program's box, up to 120 s of CPU, is up to 360 s on a busy machine).
  let cutByDeadline = false;
  const shrinkClock = (): number => {
    if (settings.shrinkMs === undefined && now() >= deadline - diagnosisBudget) {
      cutByDeadline = true;
      return Number.POSITIVE_INFINITY;
    }
    return Math.max(spentMs, (now() - shrinkStart) / 3);
  };
  // Structural candidates first: those on which a mistake that explains the failing answer still
  // gives a wrong answer are tried before the others, so a slow program spends its runs where the
  // failure most likely stays.
  let suspects =
    verdict === 'WA'
      ? problem.mistakes.filter((m) =>
          m.answers(first.value).includes(answerKey(first.result.stdout)),
        )
      : [];
  const predictedToFail = (value: unknown): boolean => {
    const right = answerKey(problem.answer(value));
    return suspects.some((m) => !m.answers(value).includes(right));
  };
  // The models are cheap to ask: follow their prediction many steps down without running the
  // program (a greedy shrink of the model itself), and offer where it ends first. When the
  // program fails there too, the shrinker jumps past the local minima of single steps, on which
  // a change of one roll or one stone makes the failure vanish.
  // Each model that matches the program is followed on its own: a candidate on which only some
  // other model fails is no reason to think the program fails there.
  let modelAsks = MODEL_JUMP_ASKS;
  const tried = new Set<string>();
  const jumps = (value: unknown): unknown[] => {
    const ends: unknown[] = [];
    for (const model of suspects.slice(0, MODEL_JUMP_SUSPECTS)) {
      const followed = followPrediction(value, {
        candidates: (v) => problem.shrinkCandidates(v),
        predicted: (v) => !model.answers(v).includes(answerKey(problem.answer(v))),
        maxAsks: modelAsks,
      });
      modelAsks -= followed.asks;
      // The end, then points part of the way along (a program that is not exactly the model may
      // still fail there): 4/4, 3/4, 2/4, 1/4 of the path.
      const { path } = followed;
      for (const part of [4, 3, 2, 1]) {
        const at = path[Math.ceil((path.length * part) / 4) - 1];
        if (at === undefined) continue;
        const key = problem.formatInput(at);
        if (tried.has(key)) continue;
        tried.add(key);
        ends.push(at);
      }
    }
    return ends;
  };
  const shrinkFrom = (start: unknown, timeBoxMs: number) =>
    shrink(start, {
      candidates: (value) => {
        if (suspects.length === 0) return problem.shrinkCandidates(value);
        const all = [...problem.shrinkCandidates(value)];
        const likely = all.filter(predictedToFail);
        const far = jumps(value);
        const farKeys = new Set(far.map((v) => problem.formatInput(v)));
        const rest = all.filter((c) => !likely.includes(c));
        return [...far, ...likely.filter((c) => !farKeys.has(problem.formatInput(c))), ...rest];
      },
      now: shrinkClock,
      stillFails: async (value) => {
        const judged = await judge(value);
        spentMs += timeOf(judged.result);
        if (judged.verdict !== verdict) return false;
        // A failure a mistake model explained stays explained: a smaller case that no model
        // explains any more would lose the description of what goes wrong (seen on a learner's
        // Dice Yut solution: shrunk from a case "exact-end" explains to one no rule change does).
        const said = answerKey(judged.result.stdout);
        if (suspects.length > 0 && !suspects.some((m) => m.answers(value).includes(said))) {
          return false;
        }
        runs.set(value, judged);
        return true;
      },
      timeBoxMs,
      parallel: settings.jobs,
    });
  let shrunk = await shrinkFrom(first.value, budgetMs);
  // A program that cannot be started any more ends the shrinking, not the report.
  if (shrunk.stoppedBy !== undefined && !(shrunk.stoppedBy instanceof SpawnError)) {
    throw shrunk.stoppedBy;
  }
  let last = runs.get(shrunk.value) ?? first;

  // A crash whose cause its error or its output tells (diagnose.ts, `crashCause`).
  let diagnosis: Diagnosis | undefined =
    verdict === 'RE'
      ? crashCause(first, last === first ? undefined : last, problem.name)
      : undefined;
  if (verdict === 'WA') {
    events.diagnosing?.(settings.diagnosisCases);
    // The cases run before the failure are observations already; more are run for at most a
    // quarter of the time budget (at least 5 s). With a count of cases asked for (--cases), that
    // quarter is of the runs' CPU time, as the shrinking's budget is, so that the same seed gives
    // the same report on a loaded machine too (a learner's run named its mistake "on 196 of 196
    // cases", then 203), and four times it of wall time stops a program that sleeps.
    const diagnosisStart = now();
    const timed = settings.cases === undefined;
    let diagnosisCpu = 0;
    const known = [last, first].filter(
      (judged, i, all) => all.findIndex((other) => other.value === judged.value) === i,
    );
    const gather = (
      knownRuns: readonly JudgedRun[],
      models: readonly MistakeModel[],
      salt?: string,
    ): Promise<Observation[]> =>
      gatherObservations({
        problem,
        seed: settings.seed,
        known: knownRuns,
        judge: (value) =>
          judge(value).then(
            (judged) => {
              diagnosisCpu += timeOf(judged.result);
              return asRun(judged);
            },
            (error: unknown) => {
              if (error instanceof SpawnError)
                return { value, expected: '', verdict: 'RE', stdout: '' };
              throw error;
            },
          ),
        jobs: settings.jobs,
        count: settings.diagnosisCases,
        models,
        stop: () =>
          timed
            ? now() - diagnosisStart > diagnosisBudget || now() > deadline
            : diagnosisCpu > diagnosisBudget || now() - diagnosisStart > 4 * diagnosisBudget,
        ...(salt === undefined ? {} : { salt }),
      });
    let observations = await gather([...known.map(asRun), ...clean], problem.mistakes);
    diagnosis = diagnose(problem.mistakes, observations, problem.pairMistakes);
    // New cases are run while a single mistake of the catalogue fits; a pair is tried only on the
    // cases run by then, which may be few. A pair that fits is tried on more cases, as long as it
    // goes on fitting (a learner's program that never blocks a move and never finishes a piece
    // was named a pair of rule changes "on 9 of 9 cases"; it differs from it on 30 of 200).
    if (diagnosis.kind === 'match' && diagnosis.mistake.includes('+')) {
      const pair = modelNamed(problem.mistakes, diagnosis.mistake, problem.pairMistakes);
      if (pair !== undefined) {
        observations = [...observations, ...(await gather([], [pair], '/pair'))];
        diagnosis = diagnose(problem.mistakes, observations, problem.pairMistakes);
      }
    }
    // The shrinking kept the answers explained by the mistakes that explained the first failing
    // one. When more cases show that none of them is the program's, that kept what the program
    // does not need to fail (seen on a learner's Omok solution: a stone where a flat array's
    // reading past the edge would fall, kept beside a five the program misses for another
    // reason, and described as that trap): the shrinking goes on without them.
    const named = diagnosis.kind === 'match' ? diagnosis.mistake.split('+') : [];
    if (suspects.length > 0 && !suspects.some((m) => named.includes(m.name))) {
      suspects = [];
      const again = await shrinkFrom(last.value, Math.max(budgetMs / 4, budgetMs - shrinkClock()));
      if (again.stoppedBy !== undefined && !(again.stoppedBy instanceof SpawnError)) {
        throw again.stoppedBy;
      }
      shrunk = {
        ...again,
        steps: shrunk.steps + again.steps,
        tries: shrunk.tries + again.tries,
      };
      last = runs.get(again.value) ?? last;
    }
    // The first difference a report quotes is the shrunk case's, the one it shows (it quoted a
    // case run while naming the mistake, or the case shrunk before the shrinking went on, with
    // numbers found nowhere else in the report).
    if (diagnosis.kind === 'none' || diagnosis.kind === 'layout') {
      const shown = firstDifference(last.expected, last.result.stdout);
      if (shown !== undefined) diagnosis = { ...diagnosis, difference: shown };
    }
  }
  // Whatever the verdict, the shrunk case is described by its structure (a crash or a time-out
  // too: what is on the board, the best plan).
  // The mistake the diagnosis named over every case explains the shrunk case first, so that the
  // two parts of a report do not tell two stories (a rule change that gives the shrunk case's
  // number by chance was told beside the sharing of o8 that gave every answer).
  const description: Description | undefined = problem.describe(
    last.value,
    last.result.stdout,
    settings.lang,
    diagnosis?.kind === 'match' ? diagnosis.mistake.split('+') : [],
    verdict === 'WA' ? undefined : verdict,
  );
  return {
    ...base,
    failure: {
      index,
      verdict,
      first,
      last,
      shrink: {
        steps: shrunk.steps,
        tries: shrunk.tries,
        timedOut: shrunk.timedOut,
        budgetMs,
        ...(shrunk.timedOut && cutByDeadline ? { cutByDeadline: true } : {}),
        ...(shrunk.stoppedBy instanceof SpawnError
          ? { stoppedBy: shrunk.stoppedBy.text ?? shrunk.stoppedBy.message }
          : {}),
      },
      ...(diagnosis !== undefined ? { diagnosis } : {}),
      ...(description !== undefined ? { description } : {}),
      explanation: problem.explain(last.value, settings.lang),
    },
  };
}
