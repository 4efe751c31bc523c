/** Declaration of `nori check` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { availableParallelism } from 'node:os';
import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import { PROBLEM_NAMES, type ProblemName } from '../../stress/problem-names.js';
import type { CheckOptions } from './run.js';

/**
 * An option's value as given, refusing `--`: commander would take it as the value of
 * `--seed -- ./sol`, and the command to run would silently lose its marker. Shared with `nori gen`.
 */
export function optionValue(value: string): string {
  if (value === '--') {
    throw new InvalidArgumentError('Its value is missing: -- starts the command to run.');
  }
  return value;
}

/**
 * The verdicts, for `--help`. docs/cli.md names AC, WA, RE and TLE; OLE is nori's addition (Baekjoon
 * has it too). The limits are those of src/stress/runner.ts (`limitsFor`, `WALL_FACTOR`), written
 * out here so that the help does not load the runner.
 */
const VERDICTS_HELP = `
Verdicts of a run, in order of precedence (the first that applies):
  TLE  time limit exceeded: more CPU time (user + system, of everything the program
       started) than --time-limit, or no answer within 10 times that of wall-clock
       time (a program that waits). Confirmed by running the case again alone.
  MLE  memory limit exceeded: a peak resident memory of the program's processes over
       --memory-limit (measured from /proc on Linux; elsewhere not judged).
  OLE  output limit exceeded: more than 1 MiB on standard output (Baekjoon's 출력 초과).
  RE   runtime error: a non-zero exit code, or killed by a signal.
  WA   wrong answer: a clean exit, but other tokens than the reference answer.
  AC   accepted: the same tokens as the reference (spacing and line ends do not matter).
Whatever the verdict, everything the program started is killed when its run ends, also
processes that left its process group or session.

On a wrong answer, nori runs 200 more cases and compares the answers with a catalogue of
mistakes learners make (cells named by their number, six in a row counted as a win, ...);
when one explains every answer, the report names it, with the rule it breaks.

A source file is compiled as Baekjoon compiles it, into a cache (XDG_CACHE_HOME/nori):
  C++17  g++ -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ
  C11    gcc -O2 -Wall -lm -static -std=gnu11 -DONLINE_JUDGE -DBOJ
  Java   javac --release 11 -encoding UTF-8; java -Xss512m -XX:+UseSerialGC ... Main
  Python python3 (checked with py_compile first); Kotlin, Rust 2021, node.js, Go likewise.
A compile error is shown as the compiler printed it (exit 2). Without --time-limit, the
problem's limit gets Baekjoon's extra time for the language: Python 3x + 2 s, Java and
Kotlin 2x + 1 s.

Exit codes: 0 every case passed; 1 a failing case was found (and reported); 2 bad usage,
or output that cannot be written; 128+N when stopped by signal N (129 SIGHUP, 130 SIGINT
(Ctrl-C), 131 SIGQUIT, 143 SIGTERM, ...), with every running program killed and no
half-written --save file.`;

export function checkCommand(): Command {
  return new Command('check')
    .description(
      "stress-test somebody's solution against the reference and shrink the first failure",
    )
    .addArgument(new Argument('<PROBLEM>', 'which problem').choices(PROBLEM_NAMES))
    .argument(
      '<COMMAND...>',
      'a source file (sol.cpp, sol.c, sol.py, Main.java, sol.kt, sol.rs, sol.js, sol.go), compiled as Baekjoon does; or, after --, the command to run, e.g. -- python3 sol.py',
    )
    .option('--cases <N>', 'how many cases', optionValue, '200')
    .option('--seed <S>', 'seed of the case generator', optionValue)
    .option(
      '--time-limit <MS>',
      "CPU time limit per run in milliseconds (default: the problem's, 2000 for yut, 1000 for omok)",
      optionValue,
    )
    .option('--timeout <MS>', 'the same as --time-limit', optionValue)
    .option(
      '--memory-limit <MB>',
      "memory limit per run in MB (default: the problem's, 512 for yut, 128 for omok)",
      optionValue,
    )
    .addOption(new Option('--diagnosis-cases <N>').argParser(optionValue).hideHelp())
    .option('--jobs <J>', 'runs in parallel', optionValue, String(availableParallelism()))
    .option('--save <FILE>', 'write the shrunk failing case here', optionValue)
    .option(
      '--shrink-time <MS>',
      'time box for shrinking, in milliseconds of CPU time of its runs',
      optionValue,
      '10000',
    )
    .addHelpText('after', VERDICTS_HELP)
    .action(async (problem: ProblemName, command: string[], options: CheckOptions) => {
      const { runCheck } = await import('./run.js');
      options.afterDashes = process.argv.includes('--');
      process.exitCode = await runCheck(problem, command, options);
    });
}
