/** Declaration of `nori check` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { availableParallelism } from 'node:os';
import { Argument, Command, Option } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { PROBLEM_NAMES, type ProblemName } from '../../stress/problem-names.js';
import { examplesHelp, notDashes } from '../options.js';
import type { CheckOptions } from './run.js';

export function checkCommand(lang: Lang): Command {
  const value = notDashes(lang);
  return new Command('check')
    .description(text(lang, 'help.check'))
    .addArgument(new Argument('<PROBLEM>', text(lang, 'help.problem')).choices(PROBLEM_NAMES))
    .argument('<SOLUTION...>', text(lang, 'help.check.solution'))
    .option('--cases <N>', text(lang, 'help.check.cases'), value, '200')
    .option('--seed <S>', text(lang, 'help.check.seed'), value)
    .option('--time-limit <MS>', text(lang, 'help.check.time-limit'), value)
    .option('--timeout <MS>', text(lang, 'help.check.timeout'), value)
    .option('--memory-limit <MB>', text(lang, 'help.check.memory-limit'), value)
    .addOption(new Option('--diagnosis-cases <N>').argParser(value).hideHelp())
    .option('--jobs <J>', text(lang, 'help.check.jobs'), value, String(availableParallelism()))
    .option('--save <FILE>', text(lang, 'help.check.save'), value)
    .option('--shrink-time <MS>', text(lang, 'help.check.shrink-time'), value, '10000')
    .addHelpText('after', `\n${text(lang, 'help.check.after')}`)
    .addHelpText('after', examplesHelp(lang, text(lang, 'help.check.examples')))
    .action(async (problem: ProblemName, command: string[], options: CheckOptions) => {
      const { runCheck } = await import('./run.js');
      options.afterDashes = process.argv.includes('--');
      process.exitCode = await runCheck(problem, command, options);
    });
}
