/** Declaration of `nori omok` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Command, Option } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { DEFAULT_RULE, RULES } from '../../omok/index.js';
import { examplesHelp } from '../options.js';
import type { OmokOptions } from './run.js';

/** The colours `--side` takes. */
const SIDES = ['black', 'white'] as const;

export function omokCommand(lang: Lang): Command {
  return (
    new Command('omok')
      .description(text(lang, 'help.omok'))
      .argument('[FILE]', text(lang, 'help.file'))
      .option('--batch', text(lang, 'help.omok.batch'))
      .addOption(
        new Option('--rule <RULE>', text(lang, 'help.omok.rule'))
          .choices(RULES)
          .default(DEFAULT_RULE),
      )
      .option('--size <N>', text(lang, 'help.omok.size'))
      .option('--explain', text(lang, 'help.omok.explain'))
      .addOption(new Option('--json', text(lang, 'help.omok.json')).conflicts('explain'))
      .addOption(new Option('--moves', text(lang, 'help.omok.moves')).conflicts('batch'))
      .addOption(
        new Option('--forbidden', text(lang, 'help.omok.forbidden')).conflicts([
          'moves',
          'explain',
        ]),
      )
      .addOption(
        new Option('--best', text(lang, 'help.omok.best')).conflicts([
          'batch',
          'explain',
          'forbidden',
        ]),
      )
      .addOption(
        new Option('--solve', text(lang, 'help.omok.solve')).conflicts([
          'batch',
          'explain',
          'forbidden',
          'best',
        ]),
      )
      .option('--time <MS>', text(lang, 'help.omok.time'))
      .option('--depth <N>', text(lang, 'help.omok.depth'))
      .addOption(new Option('--side <COLOR>', text(lang, 'help.omok.side')).choices(SIDES))
      // The old name of --side (a colour here, a turn number in `nori yut --advise`): kept hidden
      // for one release.
      .addOption(new Option('--turn <COLOR>').choices(SIDES).hideHelp().conflicts('side'))
      .addHelpText('after', `\n${text(lang, 'help.omok.after')}`)
      .addHelpText('after', examplesHelp(lang, text(lang, 'help.omok.examples')))
      .action(async (file: string | undefined, options: OmokOptions & { side?: string }) => {
        const { runOmok } = await import('./run.js');
        if (options.side !== undefined) options.turn = options.side;
        process.exitCode = await runOmok(file, options);
      })
  );
}
