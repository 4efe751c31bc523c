/**
 * `nori check yut|omok SOURCE` or `nori check yut|omok -- COMMAND...` (docs/cli.md): parses the
 * options, compiles a source file (compile.ts), calls the check pipeline of src/stress/check.ts
 * and renders what it returns: a report for people (in English or Korean), the coverage table
 * (`--coverage`) or one JSON object (`--json`); save.ts writes the shrunk case.
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { SingleBar } from 'cli-progress';
import { createColors } from 'picocolors';
import { type Message, msg, render, text } from '../../i18n/index.js';
import { chooseLang, type Lang, message } from '../../i18n/messages.js';
import {
  escapeOutsideText,
  escapeTerminalControls,
  jsonForTerminal,
  quoteToken,
} from '../../quote.js';
import { type CheckOutcome, check, defaultDeadlineMs } from '../../stress/check.js';
import { formatDiagnosis, modelNamed } from '../../stress/diagnose.js';
import { DIAGNOSIS_CASES } from '../../stress/diagnose-run.js';
import type { Judged } from '../../stress/judge.js';
import type { StressProblem } from '../../stress/problem.js';
import { loadProblem, type ProblemName } from '../../stress/problems.js';
import {
  endMessage,
  forgetEarlierChildren,
  limitsFor,
  MEASURES_CPU,
  type RunLimits,
  type RunResult,
  SpawnError,
  VERDICTS,
  type Verdict,
} from '../../stress/runner.js';
import { CliError, EXIT, printError } from '../io/errors.js';
import { OutputBuffer, wantsColor } from '../io/output.js';
import { MAX_TIMER_MS, parseWholeNumber } from '../options.js';
import { type Language, memoryAllowance, resolveSolution, sanitized } from './compile.js';
import { type CheckOptions, DEFAULT_TIME_S, MAX_CASES, maxJobs } from './limits.js';
import { checkSaveTarget, saveCase } from './save.js';
import { installInterruptHandler } from './signals.js';

/** Whether a solution runs on an interpreter or a JVM (more wall time per case). */
function isSlow(command: readonly string[], language: Language | undefined): boolean {
  if (language !== undefined)
    return language.extraTime !== undefined || language.name === 'node.js';
  return /^(python|pypy|java|kotlin|node|ruby|php|perl)/.test(basename(command[0] ?? ''));
}

/** Progress on standard error: a bar on a terminal, a plain line every so often otherwise. */
interface Progress {
  tick(done: number, counts: Readonly<Record<Verdict, number>>): void;
  stop(): void;
}

function countsText(counts: Readonly<Record<Verdict, number>>): string {
  return VERDICTS.filter((v) => counts[v] > 0)
    .map((v) => `${v} ${counts[v]}`)
    .join(', ');
}

function makeProgress(total: number | undefined, lang: Lang): Progress {
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      format:
        total === undefined
          ? `${text(lang, 'check.bar.label')} | {value} ${text(lang, 'check.bar.cases')} | {verdicts}`
          : `${text(lang, 'check.bar.label')} |{bar}| {value}/{total} ${text(lang, 'check.bar.cases')} | {verdicts}`,
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: true,
      barsize: 30,
    });
    bar.start(total ?? 0, 0, { verdicts: '' });
    return {
      tick: (done, counts) => bar.update(done, { verdicts: countsText(counts) }),
      stop: () => bar.stop(),
    };
  }
  let next = total === undefined ? 100 : Math.max(1, Math.ceil(total / 10));
  return {
    tick: (done, counts) => {
      if (done >= next || done === total) {
        next = total === undefined ? next * 2 : next + Math.max(1, Math.ceil(total / 10));
        const counted = countsText(counts);
        process.stderr.write(
          `${message(lang, 'check.progress', { done, total: total ?? '?', counts: counted })}\n`,
        );
      }
    },
    stop: () => {},
  };
}

/**
 * A bounded excerpt of a program's output for the report: the first lines (or, with `tail`, the
 * last ones: where a traceback says what went wrong), at most `maxLines` lines of `maxChars`. A
 * line too long is cut in its middle with `tail` (a message's end is often what it says: the C++
 * library's "...: Assertion '__n < this->size()' failed." after 200 characters of its template's
 * name), else at its end.
 */
const MAX_LINE = 160;

export function excerpt(
  text: string,
  lang: Lang,
  tail = false,
  nothing = message(lang, 'check.nothing'),
  maxLines = 15,
  maxChars = 1200,
  countCharacters = true,
): string {
  if (text === '') return `${nothing}\n`;
  // The program's own bytes: no control character of theirs reaches the terminal (quote.ts).
  const all = escapeOutsideText(text).replace(/\n$/, '').split('\n');
  let lines = tail ? all.slice(-maxLines) : all.slice(0, maxLines);
  let chars = 0;
  lines = lines.map((line) => {
    const room = Math.min(MAX_LINE, Math.max(0, maxChars - chars));
    const middle = Math.floor(room / 2);
    const kept =
      line.length <= room
        ? line
        : tail && middle > 0
          ? `${line.slice(0, middle)}...${line.slice(line.length - (room - middle))}`
          : `${line.slice(0, room)}...`;
    chars += kept.length;
    return kept;
  });
  while (lines.length > 1 && lines[lines.length - 1] === '...') lines.pop();
  const shown = lines.join('\n');
  const omitted = all.length - lines.length;
  const note =
    omitted > 0
      ? message(lang, tail ? 'check.excerpt.above' : 'check.excerpt.below', { count: omitted })
      : '';
  const cut =
    countCharacters && text.length > maxChars
      ? message(lang, 'check.excerpt.characters', { count: text.length })
      : '';
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

/** The coverage table: one line per feature, the count (capped) and its text. */
function coverageTable(outcome: CheckOutcome, lang: Lang): string {
  const rows = outcome.coverage.map(
    (row) =>
      `${(row.count >= 3 ? '3+' : String(row.count)).padStart(3)}  ${render(lang, row.text)} [${row.key}]`,
  );
  return `${rows.join('\n')}\n`;
}

/** "covered 236 of 238 features; not covered: ..." */
function coverageLine(outcome: CheckOutcome, lang: Lang): string {
  const total = outcome.coverage.length;
  const missing = outcome.coverage.filter((row) => row.count === 0);
  const line = message(lang, 'check.coverage.line', { covered: total - missing.length, total });
  if (missing.length === 0) return line;
  const keys = missing
    .slice(0, 8)
    .map((row) => row.key)
    .join(', ');
  const more = missing.length > 8 ? ', ...' : '';
  return `${line}; ${message(lang, 'check.coverage.missing', { keys: keys + more })}`;
}

/** The outcome as one JSON object (`--json`). */
function jsonReport(
  problem: StressProblem<unknown>,
  outcome: CheckOutcome,
  lang: Lang,
  budgetS: number | undefined,
): string {
  const failure = outcome.failure;
  const run = (judged: Judged) => ({
    input: problem.formatInput(judged.value),
    expected: judged.expected,
    actual: judged.result.stdout,
    verdict: judged.verdict,
    cpuMs: judged.result.cpuMs === undefined ? null : Math.round(judged.result.cpuMs),
    wallMs: Math.round(judged.result.wallMs),
  });
  const object = {
    problem: problem.name,
    seed: outcome.seed,
    cases: outcome.ran,
    // A run sized by time: its budget, and whether it ran out (null when --cases sized it).
    timeBudget: budgetS === undefined ? null : { seconds: budgetS, ranOut: outcome.byTime },
    verdicts: outcome.counts,
    passed: failure === undefined,
    coverage: {
      covered: outcome.coverage.filter((row) => row.count > 0).length,
      features: outcome.coverage.length,
      missing: outcome.coverage.filter((row) => row.count === 0).map((row) => row.key),
    },
    slowest:
      outcome.slowest === undefined
        ? null
        : {
            case: outcome.slowest.index + 1,
            cpuMs:
              outcome.slowest.result.cpuMs === undefined
                ? null
                : Math.round(outcome.slowest.result.cpuMs),
            wallMs: Math.round(outcome.slowest.result.wallMs),
          },
    failure:
      failure === undefined
        ? null
        : {
            verdict: failure.verdict,
            case: failure.index + 1,
            original: run(failure.first),
            counterexample: run(failure.last),
            shrink: failure.shrink,
            mistake:
              failure.diagnosis?.kind === 'match'
                ? (() => {
                    const name = failure.diagnosis.mistake;
                    const model = modelNamed(problem.mistakes, name, problem.pairMistakes)!;
                    return { name, text: render(lang, model.text) };
                  })()
                : failure.diagnosis?.kind === 'same-answer' ||
                    failure.diagnosis?.kind === 'reads-file' ||
                    failure.diagnosis?.kind === 'out-of-range' ||
                    failure.diagnosis?.kind === 'after-answer' ||
                    failure.diagnosis?.kind === 'extra-output' ||
                    failure.diagnosis?.kind === 'extra-lines' ||
                    failure.diagnosis?.kind === 'layout'
                  ? (() => {
                      // A program that prints nothing at all is told so, in the report too.
                      const name =
                        failure.diagnosis.kind === 'same-answer' && failure.diagnosis.answer === ''
                          ? 'prints-nothing'
                          : failure.diagnosis.kind;
                      return { name, text: text(lang, `check.mistake.${name}`) };
                    })()
                  : null,
            description:
              failure.description === undefined
                ? null
                : {
                    structure: failure.description.structure ?? null,
                    cells: failure.description.cells,
                    text: failure.description.text,
                  },
          },
  };
  return `${jsonForTerminal(JSON.stringify(object, null, 2))}\n`;
}

export async function runCheck(
  problemName: ProblemName,
  command: string[],
  options: CheckOptions,
): Promise<number> {
  const lang = chooseLang(options.lang, process.env);
  if (lang === undefined) {
    throw new CliError(message('en', 'check.badLang', { found: quoteToken(String(options.lang)) }));
  }
  const cases =
    options.cases === undefined
      ? undefined
      : parseWholeNumber(options.cases, '--cases', 1, MAX_CASES);
  const timeS =
    options.time === undefined ? undefined : parseWholeNumber(options.time, '--time', 1, 86_400);
  const timeText = options.timeLimit ?? options.timeout;
  const problem = await loadProblem(problemName);
  const stated = problem.limits;
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
  let jobs = parseWholeNumber(options.jobs ?? String(availableParallelism()), '--jobs');
  if (jobs > maxJobs()) {
    printError('check', message(lang, 'check.jobsCapped', { jobs, max: maxJobs() }));
    jobs = maxJobs();
  }
  const shrinkMs =
    options.shrinkTime === undefined
      ? undefined
      : parseWholeNumber(options.shrinkTime, '--shrink-time', 0, MAX_TIMER_MS);
  const diagnosisCases =
    options.diagnosisCases === undefined
      ? DIAGNOSIS_CASES
      : parseWholeNumber(options.diagnosisCases, '--diagnosis-cases', 0);
  if (command.length === 0 || command[0] === '') {
    throw new CliError(msg('check.no-command'));
  }
  // A source file (`nori check yut sol.cpp`) is compiled first, or taken from the cache.
  const { command: solution, language } = await resolveSolution(
    command,
    options.afterDashes === true,
    lang,
    undefined,
    memoryMb,
    options.sanitize === true,
  );
  // The compiler's CPU time is nori's children's time too: it must not count as case 1's.
  forgetEarlierChildren();
  // Before the cases run: a failure found must not be lost to a typo in the path.
  if (options.save !== undefined) checkSaveTarget(options.save, command);
  const seed = options.seed ?? String(randomInt(2 ** 31));
  // Baekjoon's extra time for slower languages, unless a limit was given.
  const extra = timeText === undefined ? language?.extraTime : undefined;
  const limits = limitsFor(
    extra === undefined
      ? timeoutMs
      : Math.min(MAX_TIMER_MS, timeoutMs * extra.factor + extra.plusMs),
    { limitMb: memoryMb, allowanceMb: memoryAllowance(solution, language) },
  );
  const budgetS = timeS ?? (isSlow(solution, language) ? DEFAULT_TIME_S.slow : DEFAULT_TIME_S.fast);
  const colors = createColors(wantsColor());
  const report = new OutputBuffer();
  if (!MEASURES_CPU) {
    printError('check', msg('check.no-cpu', { ms: timeoutMs }));
    printError('check', message(lang, 'check.noMemory'));
  }
  const progress = makeProgress(cases, lang);
  const uninstall = installInterruptHandler(() => progress.stop());
  try {
    let outcome: CheckOutcome;
    try {
      outcome = await check(
        problem,
        solution,
        {
          seed,
          ...(cases !== undefined ? { cases } : {}),
          timeBudgetMs: budgetS * 1000,
          maxCases: MAX_CASES,
          jobs,
          limits,
          memoryMb,
          ...(shrinkMs !== undefined ? { shrinkMs } : {}),
          diagnosisCases,
          lang,
        },
        {
          progress: (done, counts) => progress.tick(done, counts),
          shrinking: (caseNumber, verdict) => {
            progress.stop();
            process.stderr.write(
              `${message(lang, 'check.shrinking', { case: caseNumber, verdict })}\n`,
            );
          },
          diagnosing: (count) =>
            process.stderr.write(`${message(lang, 'check.diagnosing', { count })}\n`),
        },
      );
    } catch (error) {
      if (error instanceof SpawnError) throw new CliError(error.text ?? error.message);
      throw error;
    }
    progress.stop();
    const failure = outcome.failure;
    if (failure !== undefined) process.exitCode = EXIT.checkFailed;

    if (options.json === true) {
      let unsaved: Message | undefined;
      if (failure !== undefined && options.save !== undefined) {
        unsaved = saveCase(options.save, problem.formatInput(failure.last.value));
      }
      await report.write(
        jsonReport(problem, outcome, lang, cases === undefined ? budgetS : undefined),
      );
      await report.flush();
      if (unsaved !== undefined) printError('check', unsaved);
      return failure === undefined ? EXIT.ok : EXIT.checkFailed;
    }

    if (failure === undefined) {
      const summary = message(lang, 'check.summary', {
        cases: outcome.ran,
        seed,
        counts: countsText(outcome.counts),
      });
      const parts = [`${colors.green(message(lang, 'check.allPassed'))}: ${summary}`];
      if (outcome.slowest !== undefined) {
        const time = timesText(outcome.slowest.result, lang);
        parts.push(message(lang, 'check.slowest', { time, case: outcome.slowest.index + 1 }));
      }
      if (outcome.largest !== undefined) {
        const memory = megabytes(outcome.largest.result.peakRssKb!);
        parts.push(message(lang, 'check.largest', { memory, case: outcome.largest.index + 1 }));
      }
      let text = `${parts.join('; ')}\n${coverageLine(outcome, lang)}`;
      // A budget that ran out before the planned cover was done leaves features unmet: say so.
      if (outcome.byTime) {
        const uncovered = outcome.coverage.some((row) => row.count === 0);
        text += ` (${message(lang, uncovered ? 'check.byTime.uncovered' : 'check.byTime', { seconds: budgetS })})`;
      }
      text += '\n';
      if (options.coverage === true) text += coverageTable(outcome, lang);
      await report.write(text);
      await report.flush();
      return EXIT.ok;
    }

    const { index, first, last, verdict } = failure;
    const out: string[] = [];
    const title = (text: string): string => colors.bold(text);
    const heading = (key: Parameters<typeof message>[1], params = {}): string =>
      title(message(lang, key, params));
    const what = describeVerdict(verdict, last.result, limits, lang, memoryMb);
    out.push(
      `${message(lang, 'check.failedOn', { verdict: colors.red(colors.bold(verdict)), case: index + 1, cases: outcome.ran, seed, what })}\n`,
    );
    out.push(`${runLine(first, limits, lang, memoryMb)}\n`);
    if (outcome.cannotRun !== undefined) {
      const why = escapeTerminalControls(render(lang, outcome.cannotRun.message));
      out.push(`${message(lang, 'check.note', { case: outcome.cannotRun.index + 1, why })}\n`);
    }
    out.push(`${heading('check.original')}\n${indent(problem.formatInput(first.value))}`);
    const shrinkInfo = failure.shrink;
    const how =
      shrinkInfo.cutByDeadline === true
        ? message(lang, 'check.shrunk.deadline', {
            steps: shrinkInfo.steps,
            seconds: Math.round(defaultDeadlineMs(budgetS * 1000) / 1000),
          })
        : shrinkInfo.stoppedBy !== undefined
          ? message(lang, 'check.shrunk.stopped', {
              steps: shrinkInfo.steps,
              why: escapeTerminalControls(render(lang, shrinkInfo.stoppedBy)),
            })
          : shrinkInfo.timedOut
            ? message(lang, 'check.shrunk.timedOut', {
                ms: shrinkInfo.budgetMs,
                steps: shrinkInfo.steps,
              })
            : message(lang, 'check.shrunk.steps', {
                steps: shrinkInfo.steps,
                tries: shrinkInfo.tries,
              });
    out.push(`${heading('check.shrunk', { how })}\n${indent(problem.formatInput(last.value))}`);
    out.push(`${heading('check.expected')}\n${indent(last.expected)}`);
    const nothing = message(lang, 'check.nothing');
    out.push(
      `${heading('check.actual')}\n${indent(excerpt(last.result.stdout, lang, false, nothing))}`,
    );
    if (last.result.stderr !== '') {
      // Standard error past what a run keeps: said in bytes written, not in characters kept (50
      // MB were reported as "65536 characters in all").
      const kept = Buffer.byteLength(last.result.stderr);
      const dropped =
        last.result.stderrBytes > kept
          ? `${message(lang, 'check.excerpt.kept', { total: last.result.stderrBytes, kept })}\n`
          : '';
      const text = excerpt(last.result.stderr, lang, true, nothing, 15, 1200, dropped === '');
      out.push(`${heading('check.stderr')}\n${indent(`${dropped}${text}`)}`);
    }
    if (failure.description !== undefined) {
      // A rule change that gives the number of the shrunk case but not the answers of every case
      // run is likely a coincidence (a learner's search that kept the first way it reached each
      // position got 186 where a changed rule gives it too): the warning comes before the claim,
      // after the description's first line (the right number and the program's).
      let text = failure.description.text;
      if (failure.diagnosis?.kind === 'none' && failure.description.hypothesis === true) {
        const cut = text.indexOf('\n') + 1;
        text = `${text.slice(0, cut)}${message(lang, 'check.diagnosis.coincidence')}\n${text.slice(cut)}`;
      }
      out.push(`${heading('check.counterexample')}\n${text}`);
    }
    if (failure.diagnosis !== undefined) {
      out.push(
        `${heading('check.diagnosis')}\n${formatDiagnosis(problem.mistakes, failure.diagnosis, lang, failure.description?.cells, problem.pairMistakes)}`,
      );
    }
    // A C or C++ source whose failure nothing names may read outside an array, which a build
    // without checks lets pass silently (a learner's Omok solution read board[r][-1] and took a
    // five for a six from one end only; its report named nothing): the checks stop it there.
    if (
      options.sanitize !== true &&
      language !== undefined &&
      sanitized(language) !== undefined &&
      (verdict === 'WA' || verdict === 'RE') &&
      (failure.diagnosis === undefined || failure.diagnosis.kind === 'none')
    ) {
      out.push(`${message(lang, 'check.try-sanitize')}\n`);
    }
    out.push(`${heading('check.explanation')}\n${failure.explanation}`);
    // The path was checked before running, but writing can still fail (a full disk): the report
    // comes first all the same, then the error; the exit code stays 1, a failure was found.
    let unsaved: Message | undefined;
    if (options.save !== undefined) {
      unsaved = saveCase(options.save, problem.formatInput(last.value));
      if (unsaved === undefined) {
        out.push(
          `${message(lang, 'check.saved', { file: escapeTerminalControls(options.save) })}\n`,
        );
      }
    }
    if (options.coverage === true) {
      out.push(`${coverageLine(outcome, lang)}\n${coverageTable(outcome, lang)}`);
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
      if (result.outOfMemory) {
        return `${name} (${message(lang, 'check.memoryRefused', { limit: memoryMb })})`;
      }
      return `${name} (${message(lang, 'check.memoryOver', { memory, limit: memoryMb })})`;
    }
    case 'RE':
    case 'TLE':
    case 'OLE': {
      return `${name} (${render(lang, endMessage(result, limits))})`;
    }
  }
}
