/** Declaration of `nori yut` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Command, Option } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { examplesHelp } from '../options.js';
import { ADVICE_OPTIONS, GAME_OPTIONS, PER_INPUT_OPTIONS, type YutOptions } from './options.js';

/** What `--all` (the table of every input) cannot be combined with: commander refuses it. */
const NOT_WITH_ALL = [...PER_INPUT_OPTIONS, ...GAME_OPTIONS, ...ADVICE_OPTIONS];

export function yutCommand(lang: Lang): Command {
  return (
    new Command('yut')
      .description(text(lang, 'help.yut'))
      .argument('[FILE]', text(lang, 'help.file'))
      .option('--batch', text(lang, 'help.yut.batch'))
      .option('--explain', text(lang, 'help.yut.explain'))
      .addOption(new Option('--json', text(lang, 'help.yut.json')).conflicts('explain'))
      .addOption(new Option('--all', text(lang, 'help.yut.all')).conflicts(NOT_WITH_ALL))
      .addOption(new Option('--out <FILE>', text(lang, 'help.yut.out')).conflicts(NOT_WITH_ALL))
      .option('--board <BOARD>', text(lang, 'help.yut.board'))
      .option('--turns <N>', text(lang, 'help.yut.turns'))
      .option('--pieces <N>', text(lang, 'help.yut.pieces'))
      .option('--faces <N>', text(lang, 'help.yut.faces'))
      .addOption(
        new Option('--policy', text(lang, 'help.yut.policy')).conflicts([
          'advise',
          'batch',
          'explain',
        ]),
      )
      // Its answer is one table: a batch or an explanation would be ignored without a word.
      .addOption(
        new Option('--advise', text(lang, 'help.yut.advise')).conflicts(['batch', 'explain']),
      )
      .option('--at <CELLS>', text(lang, 'help.yut.at'))
      .option('--turn <T>', text(lang, 'help.yut.turn'))
      .option('--roll <D>', text(lang, 'help.yut.roll'))
      .option('--score <S>', text(lang, 'help.yut.score'))
      .addHelpText('after', `\n${text(lang, 'help.yut.after')}`)
      .addHelpText('after', examplesHelp(lang, text(lang, 'help.yut.examples')))
      .action(async (file: string | undefined, options: YutOptions) => {
        const { runYut } = await import('./run.js');
        process.exitCode = await runYut(file, options);
      })
  );
}
