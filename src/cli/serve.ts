/** Declaration of `nori serve` (cli.md); the work is in serve-run.ts, loaded only when it runs. */
import { Command } from 'commander';

/** Options of `nori serve`, as commander parses them. */
export interface ServeOptions {
  port: string;
  host: string;
}

export function serveCommand(): Command {
  return new Command('serve')
    .description('serve the web playground')
    .option('--port <P>', 'port (0 picks a free one)', '8017')
    .option('--host <H>', 'address to listen on', '127.0.0.1')
    .action(async (options: ServeOptions) => {
      const { runServe } = await import('./serve-run.js');
      process.exitCode = await runServe(options);
    });
}
