/** Declaration of `nori omok` (cli.md); the work is in omok-run.ts, loaded only when it runs. */
import { Command, Option } from 'commander';

/** Options of `nori omok`, as commander parses them. */
export interface OmokOptions {
  batch?: boolean;
  rule: 'standard' | 'freestyle' | 'renju';
  size?: string;
  explain?: boolean;
  json?: boolean;
}

export function omokCommand(): Command {
  return new Command('omok')
    .description('Omok (BOJ 2615): who has exactly five in a row, and where')
    .argument('[FILE]', 'input file; standard input when absent or "-"')
    .option(
      '--batch',
      'any number of boards back to back, blank lines between allowed; one answer each (streams)',
    )
    .addOption(
      new Option('--rule <RULE>', 'which lines win')
        .choices(['standard', 'freestyle', 'renju'])
        .default('standard'),
    )
    .option('--size <N>', 'board size N x N (5 to 1000)', '19')
    .option('--explain', 'the answer, the board with the winning line marked, every long line')
    .addOption(
      new Option('--json', 'one JSON object per board: winner, at, lines').conflicts('explain'),
    )
    .addHelpText(
      'after',
      `
Exit codes: 0 answered; 2 bad usage or malformed input (one line naming line and column; in a
batch, the boards before it are answered); 3 a board breaks the promise (both colours win, or one
colour wins twice): the message names every winning line, and no answer is printed for it.`,
    )
    .action(async (file: string | undefined, options: OmokOptions) => {
      const { runOmok } = await import('./omok-run.js');
      process.exitCode = await runOmok(file, options);
    });
}
