/** Declaration of `nori serve` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Command } from 'commander';
import { DEFAULT_MAX_CONNECTIONS } from './limits.js';
import type { ServeOptions } from './run.js';

export function serveCommand(): Command {
  return new Command('serve')
    .description('serve the web playground')
    .option('--port <P>', 'port (0 picks a free one)', '8017')
    .option(
      '--host <H>',
      'address to listen on (0.0.0.0 or :: for every network interface)',
      '127.0.0.1',
    )
    .option('--open', 'open the playground in the browser ($BROWSER, else the system default)')
    .option(
      '--max-connections <N>',
      'connections kept open at once; over it the oldest idle one is closed',
      String(DEFAULT_MAX_CONNECTIONS),
    )
    .action(async (options: ServeOptions) => {
      const { runServe } = await import('./run.js');
      process.exitCode = await runServe(options);
    });
}
