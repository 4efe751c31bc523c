/** Declaration of `nori check` (cli.md); the work is in check-run.ts, loaded only when it runs. */
import { availableParallelism } from 'node:os';
import { Argument, Command, InvalidArgumentError } from 'commander';

/** Options of `nori check`, as commander parses them. */
export interface CheckOptions {
  cases: string;
  seed?: string;
  timeout: string;
  jobs: string;
  save?: string;
  shrinkTime: string;
}

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

export function checkCommand(): Command {
  return new Command('check')
    .description(
      "stress-test somebody's solution against the reference and shrink the first failure",
    )
    .addArgument(new Argument('<PROBLEM>', 'which problem').choices(['yut', 'omok']))
    .argument('<COMMAND...>', 'the solution to run, after --, e.g. -- python3 sol.py')
    .option('--cases <N>', 'how many cases', optionValue, '200')
    .option('--seed <S>', 'seed of the case generator', optionValue)
    .option('--timeout <MS>', 'time limit per run in milliseconds', optionValue, '2000')
    .option('--jobs <J>', 'runs in parallel', optionValue, String(availableParallelism()))
    .option('--save <FILE>', 'write the shrunk failing case here', optionValue)
    .option('--shrink-time <MS>', 'time box for shrinking in milliseconds', optionValue, '10000')
    .action(async (problem: 'yut' | 'omok', command: string[], options: CheckOptions) => {
      const { runCheck } = await import('./check-run.js');
      process.exitCode = await runCheck(problem, command, options);
    });
}
