/** Declaration of `nori gen` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Argument, Command } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { PROBLEM_NAMES, type ProblemName } from '../../stress/problem-names.js';
import { examplesHelp, notDashes } from '../options.js';
import type { GenOptions } from './run.js';

export function genCommand(lang: Lang): Command {
  const value = notDashes(lang);
  return new Command('gen')
    .description(text(lang, 'help.gen'))
    .addArgument(new Argument('<PROBLEM>', text(lang, 'help.problem')).choices(PROBLEM_NAMES))
    .option('--seed <S>', text(lang, 'help.seed'), value)
    .option('--count <N>', text(lang, 'help.gen.count'), value, '1')
    .addHelpText('after', examplesHelp(lang, text(lang, 'help.gen.examples')))
    .action(async (problem: ProblemName, options: GenOptions) => {
      const { runGen } = await import('./run.js');
      process.exitCode = await runGen(problem, options);
    });
}
