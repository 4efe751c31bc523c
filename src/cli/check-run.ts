/**
 * `nori check yut|omok -- COMMAND...` (docs/cli.md): runs somebody's solution on generated cases,
 * compares with the reference, and on the first failure (in case order) shrinks the case and
 * explains it. The pieces live in src/stress/: the runner (process groups, limits), the ordered
 * pool, the shrinker and the problems' generators; this module wires them to the terminal.
 */
import { randomInt } from 'node:crypto';
import { access, constants, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SingleBar } from 'cli-progress';
import { createColors } from 'picocolors';
import { runInOrder } from '../stress/pool.js';
import { loadProblem } from '../stress/problems.js';
import { createRng, seedFromText } from '../stress/rng.js';
import {
  DEFAULT_LIMITS,
  describeEnd,
  judgeRun,
  type RunLimits,
  type RunResult,
  runProgram,
  SpawnError,
  VERDICTS,
  type Verdict,
} from '../stress/runner.js';
import { shrink } from '../stress/shrink.js';
import type { CheckOptions } from './check.js';
import { installInterruptHandler } from './check-signals.js';
import { CliError, EXIT, OutputBuffer, printError, wantsColor } from './io.js';
import { MAX_TIMER_MS, parseWholeNumber } from './options.js';

/** One judged run of one case. */
interface Judged {
  value: unknown;
  expected: string;
  result: RunResult;
  verdict: Verdict;
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
  if (options.save !== undefined) await checkWritable(options.save);
  const seed = options.seed ?? String(randomInt(2 ** 31));
  const problem = await loadProblem(problemName);
  const limits: RunLimits = { ...DEFAULT_LIMITS, timeoutMs };
  const rng = createRng(seedFromText(seed));
  const colors = createColors(wantsColor());
  const report = new OutputBuffer();

  // Cases are drawn in index order (the pool starts tasks in that order), so case i is the same
  // for a seed whatever --jobs is, and `nori gen --seed S --count N` writes the same N cases.
  let drawn = 0;
  const draw = (index: number): unknown => {
    if (index !== drawn) throw new Error(`case ${index} drawn out of order`);
    drawn++;
    return problem.generate(rng);
  };
  const judge = async (value: unknown, signal?: AbortSignal): Promise<Judged> => {
    const expected = problem.answer(value);
    const result = await runProgram(command, problem.formatInput(value), limits, signal);
    return { value, expected, result, verdict: judgeRun(result, expected) };
  };

  const counts: Record<Verdict, number> = { AC: 0, WA: 0, RE: 0, TLE: 0, OLE: 0 };
  let slowest = { ms: -1, index: 0 };
  let done = 0;
  const progress = makeProgress(cases);
  const uninstall = installInterruptHandler(() => progress.stop());
  try {
    const outcome = await runInOrder<Judged>({
      count: cases,
      jobs,
      run: (index, signal) => judge(draw(index), signal),
      isFailure: (judged) => judged.verdict !== 'AC',
      onResult: (index, judged) => {
        counts[judged.verdict]++;
        done++;
        if (judged.result.elapsedMs > slowest.ms) slowest = { ms: judged.result.elapsedMs, index };
        progress.tick(done, counts);
      },
    }).catch((error: unknown) => {
      if (error instanceof SpawnError) throw new CliError(error.message);
      throw error;
    });
    progress.stop();

    if (outcome.failure === undefined) {
      const ms = Math.round(slowest.ms);
      await report.write(
        `${colors.green('all passed')}: ${cases} cases (seed ${seed}): ${countsText(counts)}; ` +
          `slowest run ${ms} ms (case ${slowest.index + 1})\n`,
      );
      await report.flush();
      return EXIT.ok;
    }

    // From here on the exit code is 1, also if the reader of the report leaves early (EPIPE).
    process.exitCode = EXIT.checkFailed;
    const { index, result: first } = outcome.failure;
    const verdict = first.verdict;
    process.stderr.write(`case ${index + 1} failed (${verdict}); shrinking it...\n`);
    // The shrinker keeps the judged run of each candidate it takes, so the report shows exactly
    // the run that failed, without running the program once more.
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
      try {
        await writeFile(options.save, problem.formatInput(last.value));
        out.push(`saved the shrunk case to ${options.save}\n`);
      } catch (error) {
        unsaved = saveError(options.save, error);
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

/** Why `file` cannot be saved to, as the one line of the error. */
function saveError(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such directory'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'ENOTDIR'
            ? 'a part of the path is not a directory'
            : (error as Error).message.replace(/^[A-Z0-9_]+: /, '').replace(/, \w+( '.*')?$/, '');
  return `cannot write ${file} (--save): ${why}`;
}

/**
 * A usage error (exit 2) unless `file` can be written: an existing file that is writable, or a new
 * one in a directory that is. Checked before the cases run; creates nothing.
 */
async function checkWritable(file: string): Promise<void> {
  try {
    const existing = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (existing?.isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    if (existing !== undefined) await access(file, constants.W_OK);
    else await access(dirname(file), constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new CliError(saveError(file, error));
  }
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
