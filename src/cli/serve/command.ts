/** Declaration of `nori serve` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Command } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { examplesHelp } from '../options.js';
import { DEFAULT_MAX_CONNECTIONS } from './limits.js';
import type { ServeOptions } from './run.js';

export function serveCommand(lang: Lang): Command {
  return new Command('serve')
    .description(text(lang, 'help.serve'))
    .option('--port <P>', text(lang, 'help.serve.port'), '8017')
    .option('--host <H>', text(lang, 'help.serve.host'), '127.0.0.1')
    .option('--open', text(lang, 'help.serve.open'))
    .option(
      '--max-connections <N>',
      text(lang, 'help.serve.max-connections'),
      String(DEFAULT_MAX_CONNECTIONS),
    )
    .addHelpText('after', examplesHelp(lang, text(lang, 'help.serve.examples')))
    .action(async (options: ServeOptions) => {
      const { runServe } = await import('./run.js');
      process.exitCode = await runServe(options);
    });
}
