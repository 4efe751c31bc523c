/**
 * Judging one case for `nori check`: run the solution on it, compare with the reference as
 * Baekjoon does (compare.ts: line by line), and make the verdict one that the same seed gives
 * again on a busy machine.
 *
 * The time limit is on CPU time (runner.ts), which other programs on the machine hardly change. A
 * time-out is still confirmed before it is called TLE: the case is run again alone, with no other
 * run of this check going on (`SharedOrAlone`), and the verdict of that run is the one kept. So a
 * time-out that came from a crowded machine becomes what the program really does.
 */
import { sameOutput } from './compare.js';
import { SharedOrAlone } from './pool.js';
import type { StressProblem } from './problem.js';
import {
  judgeRun,
  type RunLimits,
  type RunResult,
  runProgram,
  SpawnError,
  type Verdict,
} from './runner.js';

/** One judged run of one case: what later stages (the report, the shrinker) build on. */
export interface Judged {
  value: unknown;
  /** The reference output. */
  expected: string;
  /** The run: how it ended, its output, `cpuMs`, `wallMs` and `peakRssKb`. */
  result: RunResult;
  verdict: Verdict;
  /** For a TLE: the run above is the second one, made alone, and it timed out too. */
  confirmed: boolean;
}

/** Judges cases of one check; every run goes through the same lock. */
export interface CaseJudge {
  /**
   * Judges `value`; a time-out is confirmed alone. Rejects with a `SpawnError` when the program
   * cannot be started.
   */
  judge(value: unknown, signal?: AbortSignal): Promise<Judged>;
}

/** The verdict of a run: the runner's for how it ended, Baekjoon's comparison for a clean exit. */
export function verdictOf(result: RunResult, expected: string, memoryLimitKb?: number): Verdict {
  let verdict = judgeRun(result, expected);
  if (verdict === 'AC' || verdict === 'WA')
    verdict = sameOutput(expected, result.stdout) ? 'AC' : 'WA';
  const peak = result.peakRssKb;
  // Over the limit when measured, or stopped by the address-space cap (runner-sandbox.ts).
  if (
    verdict !== 'TLE' &&
    memoryLimitKb !== undefined &&
    (result.outOfMemory || (peak !== undefined && peak > memoryLimitKb))
  ) {
    verdict = 'MLE';
  }
  return verdict;
}

/**
 * A judge for `command` on cases of `problem` under `limits`. With `memoryLimitKb`, a run whose
 * peak memory (of its whole process tree, where /proc tells it) went over it is MLE, unless it
 * was already a time-out (Baekjoon's 메모리 초과).
 */
export function caseJudge(
  problem: StressProblem<unknown>,
  command: readonly string[],
  limits: RunLimits,
  memoryLimitKb?: number,
): CaseJudge {
  const lock = new SharedOrAlone();
  const once = async (value: unknown, signal?: AbortSignal): Promise<Judged> => {
    const expected = problem.answer(value);
    const result = await runProgram(command, problem.formatInput(value), limits, signal);
    return {
      value,
      expected,
      result,
      verdict: verdictOf(result, expected, memoryLimitKb),
      confirmed: false,
    };
  };
  return {
    judge: async (value, signal) => {
      const first = await lock.runShared(() => once(value, signal));
      if (first.verdict !== 'TLE' || first.result.end.kind === 'aborted' || signal?.aborted) {
        return first;
      }
      // A program that cannot be started again (it deleted itself, say) keeps its first verdict.
      const again = await lock
        .runAlone(() => once(value, signal))
        .catch((error: unknown) => {
          if (error instanceof SpawnError) return undefined;
          throw error;
        });
      if (again === undefined || again.result.end.kind === 'aborted') return first;
      return { ...again, confirmed: again.verdict === 'TLE' };
    },
  };
}
