/** Declaration of `nori gen` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Argument, Command } from 'commander';
import { PROBLEM_NAMES, type ProblemName } from '../../stress/problem-names.js';
import { optionValue } from '../check/command.js';
import type { GenOptions } from './run.js';

export function genCommand(): Command {
  return new Command('gen')
    .description('write N valid inputs from a seeded generator (uniform and edge cases)')
    .addArgument(new Argument('<PROBLEM>', 'which problem').choices(PROBLEM_NAMES))
    .option('--seed <S>', 'seed: the same seed gives the same inputs', optionValue)
    .option('--count <N>', 'how many inputs', optionValue, '1')
    .action(async (problem: ProblemName, options: GenOptions) => {
      const { runGen } = await import('./run.js');
      process.exitCode = await runGen(problem, options);
    });
}
