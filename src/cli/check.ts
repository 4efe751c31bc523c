/** Declaration of `nori check` (cli.md); the work is in check-run.ts, loaded only when it runs. */
import { availableParallelism } from 'node:os';
import { Argument, Command } from 'commander';

/** Options of `nori check`, as commander parses them. */
export interface CheckOptions {
  cases: string;
  seed?: string;
  timeout: string;
  jobs: string;
  save?: string;
  shrinkTime: string;
}

export function checkCommand(): Command {
  return new Command('check')
    .description(
      "stress-test somebody's solution against the reference and shrink the first failure",
    )
    .addArgument(new Argument('<PROBLEM>', 'which problem').choices(['yut', 'omok']))
    .argument('<COMMAND...>', 'the solution to run, after --, e.g. -- python3 sol.py')
    .option('--cases <N>', 'how many cases', '200')
    .option('--seed <S>', 'seed of the case generator')
    .option('--timeout <MS>', 'time limit per run in milliseconds', '2000')
    .option('--jobs <J>', 'runs in parallel', String(availableParallelism()))
    .option('--save <FILE>', 'write the shrunk failing case here')
    .option('--shrink-time <MS>', 'time box for shrinking in milliseconds', '10000')
    .action(async (problem: 'yut' | 'omok', command: string[], options: CheckOptions) => {
      const { runCheck } = await import('./check-run.js');
      process.exitCode = await runCheck(problem, command, options);
    });
}
