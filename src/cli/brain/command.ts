/** Declaration of `nori brain`; the work is in run.ts, loaded only when it runs. */
import { Command } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { examplesHelp } from '../options.js';
import type { BrainOptions } from './run.js';

export function brainCommand(lang: Lang): Command {
  return new Command('brain')
    .description(text(lang, 'help.brain'))
    .option('--debug', text(lang, 'help.brain.debug'))
    .addHelpText('after', `\n${text(lang, 'help.brain.after')}`)
    .addHelpText('after', examplesHelp(lang, text(lang, 'help.brain.examples')))
    .action(async (options: BrainOptions) => {
      const { runBrain } = await import('./run.js');
      process.exitCode = await runBrain(options);
    });
}
