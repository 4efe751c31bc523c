/**
 * `nori check yut|omok SOURCE` or `nori check yut|omok -- COMMAND...` (docs/cli.md): runs
 * somebody's solution on generated cases, compares with the reference, and on the first failure
 * (in case order) shrinks the case, explains it and names the likely bug. The pieces live in
 * src/stress/ (the runner with its process groups and limits, the ordered pool, the shrinker, the
 * problems' generators, the catalogue of mistakes) and beside this file (compile.ts
 * compiles a source file, judge.ts judges one case, save.ts writes the shrunk case);
 * this module wires them to the terminal.
 */
import { randomInt } from 'node:crypto';
import { SingleBar } from 'cli-progress';
import { createColors } from 'picocolors';
import { chooseLang, type Lang, message } from '../../i18n/messages.js';
import { diagnose, formatDiagnosis, mistakeModels } from '../../stress/diagnose.js';
import { DIAGNOSIS_CASES, gatherObservations, type JudgedRun } from '../../stress/diagnose-run.js';
import { runInOrder } from '../../stress/pool.js';
import { loadProblem, type ProblemName } from '../../stress/problems.js';
import { createRng, seedFromText } from '../../stress/rng.js';
import {
  describeEnd,
  forgetEarlierChildren,
  limitsFor,
  MEASURES_CPU,
  type RunLimits,
  type RunResult,
  SpawnError,
  VERDICTS,
  type Verdict,
} from '../../stress/runner.js';
import { shrink } from '../../stress/shrink.js';
import { CliError, EXIT, printError } from '../io/errors.js';
import { OutputBuffer, wantsColor } from '../io/output.js';
import { MAX_TIMER_MS, parseWholeNumber } from '../options.js';
import { resolveSolution } from './compile.js';
import { caseJudge, type Judged } from './judge.js';
import { checkSaveTarget, saveCase } from './save.js';
import { installInterruptHandler } from './signals.js';

/** Options of `nori check`, as commander parses them. */
export interface CheckOptions {
  cases: string;
  seed?: string;
  timeout?: string;
  timeLimit?: string;
  memoryLimit?: string;
  lang?: string;
  /** Cases run to name the bug after a wrong answer (hidden; tests use fewer). */
  diagnosisCases?: string;
  /** Whether the command came after `--` (then it is run as given, never compiled). */
  afterDashes?: boolean;
  jobs: string;
  save?: string;
  shrinkTime: string;
}

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

function makeProgress(total: number, lang: Lang): Progress {
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
        const counted = countsText(counts);
        process.stderr.write(
          `${message(lang, 'check.progress', { done, total, counts: counted })}\n`,
        );
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

function excerpt(
  text: string,
  tail = false,
  nothing = '(nothing)',
  maxLines = 15,
  maxChars = 1200,
): string {
  if (text === '') return `${nothing}\n`;
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
  problemName: ProblemName,
  command: string[],
  options: CheckOptions,
): Promise<number> {
  const lang = chooseLang(options.lang, process.env);
  if (lang === undefined) {
    throw new CliError(message('en', 'check.badLang', { found: JSON.stringify(options.lang) }));
  }
  const cases = parseWholeNumber(options.cases, '--cases');
  const stated = PROBLEM_LIMITS[problemName];
  const timeText = options.timeLimit ?? options.timeout;
  const timeoutMs =
    timeText === undefined
      ? stated.timeMs
      : parseWholeNumber(
          timeText,
          options.timeLimit !== undefined ? '--time-limit' : '--timeout',
          1,
          MAX_TIMER_MS,
        );
  const memoryMb =
    options.memoryLimit === undefined
      ? stated.memoryMb
      : parseWholeNumber(options.memoryLimit, '--memory-limit', 1, 1 << 20);
  const jobs = parseWholeNumber(options.jobs, '--jobs');
  const shrinkMs = parseWholeNumber(options.shrinkTime, '--shrink-time', 0, MAX_TIMER_MS);
  const diagnosisCases =
    options.diagnosisCases === undefined
      ? DIAGNOSIS_CASES
      : parseWholeNumber(options.diagnosisCases, '--diagnosis-cases', 0);
  if (command.length === 0 || command[0] === '') {
    throw new CliError('no command to run: give it after --, e.g. -- python3 sol.py');
  }
  // A source file (`nori check yut sol.cpp`) is compiled first, or taken from the cache.
  const { command: solution, language } = resolveSolution(
    command,
    options.afterDashes === true,
    lang,
  );
  // The compiler's CPU time is nori's children's time too: it must not count as case 1's.
  forgetEarlierChildren();
  // Before the cases run: a failure found must not be lost to a typo in the path.
  if (options.save !== undefined) checkSaveTarget(options.save);
  const seed = options.seed ?? String(randomInt(2 ** 31));
  const problem = await loadProblem(problemName);
  // Baekjoon's extra time for slower languages, unless a limit was given.
  const extra = timeText === undefined ? language?.extraTime : undefined;
  const limits = limitsFor(
    extra === undefined
      ? timeoutMs
      : Math.min(MAX_TIMER_MS, timeoutMs * extra.factor + extra.plusMs),
  );
  const rng = createRng(seedFromText(seed));
  const colors = createColors(wantsColor());
  const report = new OutputBuffer();
  if (!MEASURES_CPU) {
    printError(
      'check',
      `CPU time cannot be measured on this system (no /proc): the ${timeoutMs} ms time limit ` +
        'is on the wall clock, so verdicts depend on how busy the machine is',
    );
    printError('check', message(lang, 'check.noMemory'));
  }

  // Cases are drawn in index order (the pool starts tasks in that order), so case i is the same
  // for a seed whatever --jobs is, and `nori gen --seed S --count N` writes the same N cases.
  let drawn = 0;
  const draw = (index: number): unknown => {
    if (index !== drawn) throw new Error(`case ${index} drawn out of order`);
    drawn++;
    return problem.generate(rng);
  };
  const { judge } = caseJudge(problem, solution, limits, memoryMb * 1024);
  /** A case's judged run, or why the program could not be started for it. */
  type Outcome = Judged | SpawnError;
  const tryJudge = (value: unknown, signal?: AbortSignal): Promise<Outcome> =>
    judge(value, signal).catch((error: unknown) => {
      if (error instanceof SpawnError) return error;
      throw error;
    });

  const counts = Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])) as Record<
    Verdict,
    number
  >;
  let slowest: { result: RunResult; index: number } | undefined;
  let largest: { result: RunResult; index: number } | undefined;
  /** The first failing case in case order among those that ran to the end. */
  let firstFailure: { index: number; judged: Judged } | undefined;
  /** The first case for which the program could not be started. */
  let cannotRun: { index: number; error: SpawnError } | undefined;
  let done = 0;
  const progress = makeProgress(cases, lang);
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
        const peak = judged.result.peakRssKb ?? 0;
        if (peak > 0 && (largest === undefined || peak > (largest.result.peakRssKb ?? -1))) {
          largest = { result: judged.result, index };
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
      const parts = [
        `${colors.green(message(lang, 'check.allPassed'))}: ${message(lang, 'check.summary', { cases, seed, counts: countsText(counts) })}`,
      ];
      if (slowest !== undefined) {
        const time = timesText(slowest.result, lang);
        parts.push(message(lang, 'check.slowest', { time, case: slowest.index + 1 }));
      }
      if (largest !== undefined) {
        const memory = megabytes(largest.result.peakRssKb!);
        parts.push(message(lang, 'check.largest', { memory, case: largest.index + 1 }));
      }
      await report.write(`${parts.join('; ')}\n`);
      await report.flush();
      return EXIT.ok;
    }

    // From here on the exit code is 1, also if the reader of the report leaves early (EPIPE).
    process.exitCode = EXIT.checkFailed;
    const { index, judged: first } = firstFailure;
    const verdict = first.verdict;
    process.stderr.write(`${message(lang, 'check.shrinking', { case: index + 1, verdict })}\n`);
    // The shrinker keeps the judged run of each candidate it takes, so the report shows exactly
    // the run that failed, without running the program once more. A candidate counts only with
    // the same verdict: a time-out never stands for a wrong answer (and a TLE is confirmed alone).
    const runs = new Map<unknown, Judged>();
    // The time box counts the CPU time of the shrinking runs, so that a busy machine does not make
    // the same seed shrink less far; the wall clock is only a backstop, at 3 times the box.
    let spentMs = 0;
    const shrinkStart = performance.now();
    const shrinkClock = (): number => Math.max(spentMs, (performance.now() - shrinkStart) / 3);
    const shrunk = await shrink(first.value, {
      candidates: (value) => problem.shrinkCandidates(value),
      now: shrinkClock,
      stillFails: async (value) => {
        const judged = await judge(value);
        spentMs += judged.result.cpuMs ?? judged.result.wallMs;
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
    const heading = (key: Parameters<typeof message>[1], params = {}): string =>
      title(message(lang, key, params));
    const what = describeVerdict(verdict, last.result, limits, lang, memoryMb);
    out.push(
      `${message(lang, 'check.failedOn', { verdict: colors.red(colors.bold(verdict)), case: index + 1, cases, seed, what })}\n`,
    );
    out.push(`${runLine(first, limits, lang, memoryMb)}\n`);
    if (cannotRun !== undefined) {
      const why = cannotRun.error.message;
      out.push(`${message(lang, 'check.note', { case: cannotRun.index + 1, why })}\n`);
    }
    out.push(`${heading('check.original')}\n${indent(problem.formatInput(first.value))}`);
    const how =
      shrunk.stoppedBy instanceof SpawnError
        ? message(lang, 'check.shrunk.stopped', {
            steps: shrunk.steps,
            why: shrunk.stoppedBy.message,
          })
        : shrunk.timedOut
          ? message(lang, 'check.shrunk.timedOut', { ms: shrinkMs, steps: shrunk.steps })
          : message(lang, 'check.shrunk.steps', { steps: shrunk.steps, tries: shrunk.tries });
    out.push(`${heading('check.shrunk', { how })}\n${indent(problem.formatInput(last.value))}`);
    out.push(`${heading('check.expected')}\n${indent(last.expected)}`);
    const nothing = message(lang, 'check.nothing');
    out.push(`${heading('check.actual')}\n${indent(excerpt(last.result.stdout, false, nothing))}`);
    if (last.result.stderr !== '') {
      const text = excerpt(last.result.stderr, true, nothing);
      out.push(`${heading('check.stderr')}\n${indent(text)}`);
    }
    if (verdict === 'WA') {
      // Name the bug: the failing runs found, and 200 more cases, against the catalogue.
      process.stderr.write(`${message(lang, 'check.diagnosing', { count: diagnosisCases })}\n`);
      // The shrunk and the original case: the same whatever --jobs is.
      const known = [last, first].filter(
        (judged, i, all) => all.findIndex((other) => other.value === judged.value) === i,
      );
      const models = mistakeModels(problemName);
      const observations = await gatherObservations({
        problem,
        seed,
        known: known.map(asRun),
        judge: (value) =>
          judge(value).then(asRun, (error: unknown) => {
            if (error instanceof SpawnError) {
              return { value, expected: '', verdict: 'RE', stdout: '' };
            }
            throw error;
          }),
        jobs,
        count: diagnosisCases,
        models,
      });
      const diagnosis = diagnose(models, observations);
      out.push(`${heading('check.diagnosis')}\n${formatDiagnosis(problemName, diagnosis, lang)}`);
    }
    out.push(`${heading('check.explanation')}\n${problem.explain(last.value, lang)}`);
    // The path was checked before running, but writing can still fail (a full disk): the report
    // comes first all the same, then the error; the exit code stays 1, a failure was found.
    let unsaved: string | undefined;
    if (options.save !== undefined) {
      unsaved = saveCase(options.save, problem.formatInput(last.value));
      if (unsaved === undefined) {
        out.push(`${message(lang, 'check.saved', { file: options.save })}\n`);
      }
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

/** The limits the problems state: Baekjoon 17825, 2 s and 512 MB; Baekjoon 2615, 1 s and 128 MB. */
const PROBLEM_LIMITS = {
  yut: { timeMs: 2000, memoryMb: 512 },
  omok: { timeMs: 1000, memoryMb: 128 },
} as const;

/** A judged run as the diagnosis sees it. */
function asRun(judged: Judged): JudgedRun {
  return {
    value: judged.value,
    expected: judged.expected,
    verdict: judged.verdict,
    stdout: judged.result.stdout,
  };
}

/** "9.4 MB". */
function megabytes(kb: number): string {
  return `${(kb / 1024).toFixed(1)} MB`;
}

/** "13 ms CPU, 40 ms wall" (in the report's language). */
function timesText(result: RunResult, lang: Lang): string {
  const wall = Math.round(result.wallMs);
  return result.cpuMs === undefined
    ? message(lang, 'check.wall', { wall })
    : message(lang, 'check.times', { cpu: Math.round(result.cpuMs), wall });
}

/** "run of the original case: 13 ms CPU, 40 ms wall, peak memory 9.0 MB (limits: ...)". */
function runLine(judged: Judged, limits: RunLimits, lang: Lang, memoryMb: number): string {
  const limit = MEASURES_CPU
    ? message(lang, 'check.limitsCpu', {
        time: limits.timeoutMs,
        wall: limits.wallTimeoutMs,
        memory: memoryMb,
      })
    : message(lang, 'check.limitsWall', { time: limits.timeoutMs, memory: memoryMb });
  // A run shorter than the runner's sampling interval shows no memory at all (0): say nothing.
  const peak = judged.result.peakRssKb;
  const memory =
    peak === undefined || peak === 0
      ? ''
      : message(lang, 'check.runMemory', { memory: megabytes(peak) });
  return message(lang, 'check.runLine', {
    times: timesText(judged.result, lang),
    memory,
    limits: limit,
    confirmed: judged.confirmed ? message(lang, 'check.confirmed') : '',
  });
}

function describeVerdict(
  verdict: Verdict,
  result: RunResult,
  limits: RunLimits,
  lang: Lang,
  memoryMb: number,
): string {
  const name = message(lang, `verdict.${verdict}`);
  switch (verdict) {
    case 'WA':
    case 'AC':
      return name;
    case 'MLE': {
      const memory = megabytes(result.peakRssKb ?? 0);
      return `${name} (${message(lang, 'check.memoryOver', { memory, limit: memoryMb })})`;
    }
    case 'RE':
    case 'TLE':
    case 'OLE': {
      const end = describeEnd(result, limits);
      // The two common ends in Korean; the rarer, longer ones stay as the runner says them.
      const said =
        lang === 'ko'
          ? end
              .replace(/^exit code (\d+)$/, '종료 코드 $1')
              .replace(/^killed by (\w+)$/, '$1 시그널로 종료됨')
          : end;
      return `${name} (${said})`;
    }
  }
}
