/**
 * `nori check yut|omok -- COMMAND...` (docs/cli.md): runs somebody's solution on generated cases,
 * compares with the reference, and on the first failure (in case order) shrinks the case and
 * explains it. The pieces live in src/stress/: the runner (process groups, limits), the ordered
 * pool, the shrinker and the problems' generators; this module wires them to the terminal.
 */
import { randomInt } from 'node:crypto';
import { SingleBar } from 'cli-progress';
import { createColors } from 'picocolors';
import { runInOrder } from '../stress/pool.js';
import { loadProblem } from '../stress/problems.js';
import { createRng, seedFromText } from '../stress/rng.js';
import {
  describeEnd,
  formatTimes,
  limitsFor,
  MEASURES_CPU,
  type RunLimits,
  type RunResult,
  SpawnError,
  VERDICTS,
  type Verdict,
} from '../stress/runner.js';
import { shrink } from '../stress/shrink.js';
import type { CheckOptions } from './check.js';
import { caseJudge, type Judged } from './check-judge.js';
import { checkSaveTarget, saveCase } from './check-save.js';
import { installInterruptHandler } from './check-signals.js';
import { CliError, EXIT, OutputBuffer, printError, wantsColor } from './io.js';
import { MAX_TIMER_MS, parseWholeNumber } from './options.js';

/** Progress on standard error: a bar on a terminal, a plain line every tenth otherwise. */
interface Progress {
  tick(done: number, counts: Record<Verdict, number>): void;
  stop(): void;
}

function countsText(counts: Record<Verdict, number>): string {
  return VERDICTS.filter((v) => counts[v] > 0)
    .map((v) => `${v} ${counts[v]}`)
    .join(', ');
}

function makeProgress(total: number): Progress {
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      format: 'checking |{bar}| {value}/{total} cases | {verdicts}',
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: true,
      barsize: 30,
    });
    bar.start(total, 0, { verdicts: '' });
    return {
      tick: (done, counts) => bar.update(done, { verdicts: countsText(counts) }),
      stop: () => bar.stop(),
    };
  }
  const step = Math.max(1, Math.ceil(total / 10));
  return {
    tick: (done, counts) => {
      if (done % step === 0 || done === total) {
        process.stderr.write(`checked ${done}/${total} cases (${countsText(counts)})\n`);
      }
    },
    stop: () => {},
  };
}

/**
 * A bounded excerpt of a program's output for the report: the first lines (or, with `tail`, the
 * last ones: where a traceback says what went wrong), at most `maxLines` lines of `maxChars`.
 */
const MAX_LINE = 160;

function excerpt(text: string, tail = false, maxLines = 15, maxChars = 1200): string {
  if (text === '') return '(nothing)\n';
  const all = text.replace(/\n$/, '').split('\n');
  let lines = tail ? all.slice(-maxLines) : all.slice(0, maxLines);
  let chars = 0;
  lines = lines.map((line) => {
    const room = Math.min(MAX_LINE, Math.max(0, maxChars - chars));
    const kept = line.length > room ? `${line.slice(0, room)}...` : line;
    chars += kept.length;
    return kept;
  });
  while (lines.length > 1 && lines[lines.length - 1] === '...') lines.pop();
  const shown = lines.join('\n');
  const omitted = all.length - lines.length;
  const note = omitted > 0 ? `(${omitted} more lines ${tail ? 'above' : 'below'})` : '';
  const cut = text.length > maxChars ? `(${text.length} characters in all)` : '';
  const notes = [note, cut].filter((n) => n !== '').join(' ');
  if (notes === '') return `${shown}\n`;
  return tail ? `${notes}\n${shown}\n` : `${shown}\n${notes}\n`;
}

function indent(text: string): string {
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n')
    .concat('\n');
}

export async function runCheck(
  problemName: 'yut' | 'omok',
  command: string[],
  options: CheckOptions,
): Promise<number> {
  const cases = parseWholeNumber(options.cases, '--cases');
  const timeoutMs = parseWholeNumber(options.timeout, '--timeout', 1, MAX_TIMER_MS);
  const jobs = parseWholeNumber(options.jobs, '--jobs');
  const shrinkMs = parseWholeNumber(options.shrinkTime, '--shrink-time', 0, MAX_TIMER_MS);
  if (command.length === 0 || command[0] === '') {
    throw new CliError('no command to run: give it after --, e.g. -- python3 sol.py');
  }
  // Before the cases run: a failure found must not be lost to a typo in the path.
  if (options.save !== undefined) checkSaveTarget(options.save);
  const seed = options.seed ?? String(randomInt(2 ** 31));
  const problem = await loadProblem(problemName);
  const limits = limitsFor(timeoutMs);
  const rng = createRng(seedFromText(seed));
  const colors = createColors(wantsColor());
  const report = new OutputBuffer();
  if (!MEASURES_CPU) {
    printError(
      'check',
      `CPU time cannot be measured on this system (no /proc): the ${timeoutMs} ms time limit ` +
        'is on the wall clock, so verdicts depend on how busy the machine is',
    );
  }

  // Cases are drawn in index order (the pool starts tasks in that order), so case i is the same
  // for a seed whatever --jobs is, and `nori gen --seed S --count N` writes the same N cases.
  let drawn = 0;
  const draw = (index: number): unknown => {
    if (index !== drawn) throw new Error(`case ${index} drawn out of order`);
    drawn++;
    return problem.generate(rng);
  };
  const { judge } = caseJudge(problem, command, limits);
  /** A case's judged run, or why the program could not be started for it. */
  type Outcome = Judged | SpawnError;
  const tryJudge = (value: unknown, signal?: AbortSignal): Promise<Outcome> =>
    judge(value, signal).catch((error: unknown) => {
      if (error instanceof SpawnError) return error;
      throw error;
    });

  const counts: Record<Verdict, number> = { AC: 0, WA: 0, RE: 0, TLE: 0, OLE: 0 };
  let slowest: { result: RunResult; index: number } | undefined;
  /** The first failing case in case order among those that ran to the end. */
  let firstFailure: { index: number; judged: Judged } | undefined;
  /** The first case for which the program could not be started. */
  let cannotRun: { index: number; error: SpawnError } | undefined;
  let done = 0;
  const progress = makeProgress(cases);
  const uninstall = installInterruptHandler(() => progress.stop());
  try {
    await runInOrder<Outcome>({
      count: cases,
      jobs,
      run: (index, signal) => tryJudge(draw(index), signal),
      isFailure: (judged) => judged instanceof SpawnError || judged.verdict !== 'AC',
      onResult: (index, judged) => {
        if (judged instanceof SpawnError) {
          if (cannotRun === undefined || index < cannotRun.index)
            cannotRun = { index, error: judged };
          return;
        }
        counts[judged.verdict]++;
        done++;
        if (slowest === undefined || timeOf(judged.result) > timeOf(slowest.result)) {
          slowest = { result: judged.result, index };
        }
        if (judged.verdict !== 'AC' && (firstFailure === undefined || index < firstFailure.index)) {
          firstFailure = { index, judged };
        }
        progress.tick(done, counts);
      },
    });
    progress.stop();

    // A program that cannot be started for some case (it deleted itself, say) does not hide a
    // failure found on another one: that failure is reported (exit 1), with a note.
    if (firstFailure === undefined && cannotRun !== undefined) {
      throw new CliError(cannotRun.error.message);
    }

    if (firstFailure === undefined) {
      const at =
        slowest === undefined
          ? ''
          : `; slowest run ${formatTimes(slowest.result)} (case ${slowest.index + 1})`;
      await report.write(
        `${colors.green('all passed')}: ${cases} cases (seed ${seed}): ${countsText(counts)}${at}\n`,
      );
      await report.flush();
      return EXIT.ok;
    }

    // From here on the exit code is 1, also if the reader of the report leaves early (EPIPE).
    process.exitCode = EXIT.checkFailed;
    const { index, judged: first } = firstFailure;
    const verdict = first.verdict;
    process.stderr.write(`case ${index + 1} failed (${verdict}); shrinking it...\n`);
    // The shrinker keeps the judged run of each candidate it takes, so the report shows exactly
    // the run that failed, without running the program once more. A candidate counts only with
    // the same verdict: a time-out never stands for a wrong answer (and a TLE is confirmed alone).
    const runs = new Map<unknown, Judged>();
    const shrunk = await shrink(first.value, {
      candidates: (value) => problem.shrinkCandidates(value),
      stillFails: async (value) => {
        const judged = await judge(value);
        if (judged.verdict !== verdict) return false;
        runs.set(value, judged);
        return true;
      },
      timeBoxMs: shrinkMs,
      parallel: jobs,
    });
    // A program that cannot be started any more (it deleted itself, say) ends the shrinking, not
    // the report: what was found is still shown, with the reason. Anything else is a bug.
    if (shrunk.stoppedBy !== undefined && !(shrunk.stoppedBy instanceof SpawnError)) {
      throw shrunk.stoppedBy;
    }
    const last = runs.get(shrunk.value) ?? first;

    const out: string[] = [];
    const title = (text: string): string => colors.bold(text);
    out.push(
      `${colors.red(colors.bold(verdict))} on case ${index + 1} of ${cases} (seed ${seed}): ` +
        `${describeVerdict(verdict, last.result, limits)}\n`,
    );
    out.push(`${runLine(first, limits)}\n`);
    if (cannotRun !== undefined) {
      out.push(`note: case ${cannotRun.index + 1}: ${cannotRun.error.message}\n`);
    }
    out.push(`${title('original case:')}\n${indent(problem.formatInput(first.value))}`);
    const how =
      shrunk.stoppedBy instanceof SpawnError
        ? `stopped after ${shrunk.steps} steps: ${shrunk.stoppedBy.message}`
        : shrunk.timedOut
          ? `stopped by the ${shrinkMs} ms time box after ${shrunk.steps} steps`
          : `${shrunk.steps} steps, ${shrunk.tries} runs`;
    out.push(`${title(`shrunk case (${how}):`)}\n${indent(problem.formatInput(last.value))}`);
    out.push(`${title('expected output:')}\n${indent(last.expected)}`);
    out.push(`${title('actual output:')}\n${indent(excerpt(last.result.stdout))}`);
    if (last.result.stderr !== '') {
      out.push(`${title('standard error:')}\n${indent(excerpt(last.result.stderr, true))}`);
    }
    out.push(
      `${title('reference explanation of the shrunk case:')}\n${problem.explain(last.value)}`,
    );
    // The path was checked before running, but writing can still fail (a full disk): the report
    // comes first all the same, then the error; the exit code stays 1, a failure was found.
    let unsaved: string | undefined;
    if (options.save !== undefined) {
      unsaved = saveCase(options.save, problem.formatInput(last.value));
      if (unsaved === undefined) out.push(`saved the shrunk case to ${options.save}\n`);
    }
    await report.write(out.join('\n'));
    await report.flush();
    if (unsaved !== undefined) printError('check', unsaved);
    return EXIT.checkFailed;
  } finally {
    progress.stop();
    uninstall();
  }
}

/** What a run's time is compared by: CPU time where it is measured, else wall time. */
function timeOf(result: RunResult): number {
  return result.cpuMs ?? result.wallMs;
}

/** "run of the original case: 13 ms CPU, 40 ms wall, peak memory 9 MB (limit ...)". */
function runLine(judged: Judged, limits: RunLimits): string {
  const limit = MEASURES_CPU
    ? `limit ${limits.timeoutMs} ms of CPU time, ${limits.wallTimeoutMs} ms wall`
    : `limit ${limits.timeoutMs} ms wall`;
  const memory =
    judged.result.peakRssKb === undefined
      ? ''
      : `, peak memory ${Math.round(judged.result.peakRssKb / 1024)} MB`;
  const confirmed = judged.confirmed ? '; the time-out was confirmed by a second run, alone' : '';
  return `run of the original case: ${formatTimes(judged.result)}${memory} (${limit})${confirmed}`;
}

function describeVerdict(verdict: Verdict, result: RunResult, limits: RunLimits): string {
  switch (verdict) {
    case 'WA':
      return 'wrong answer';
    case 'AC':
      return 'accepted';
    case 'RE':
      return `runtime error (${describeEnd(result, limits)})`;
    case 'TLE':
      return `time limit exceeded (${describeEnd(result, limits)})`;
    case 'OLE':
      return `output limit exceeded (${describeEnd(result, limits)})`;
  }
}
