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
    .option('--batch', 'any number of boards back to back; one answer each (streams)')
    .addOption(
      new Option('--rule <RULE>', 'which lines win')
        .choices(['standard', 'freestyle', 'renju'])
        .default('standard'),
    )
    .option('--size <N>', 'board size N x N (5 or more)', '19')
    .option('--explain', 'the answer, the board with the winning line marked, every long line')
    .option('--json', 'one JSON object per board: winner, at, lines')
    .action(async (file: string | undefined, options: OmokOptions) => {
      const { runOmok } = await import('./omok-run.js');
      process.exitCode = await runOmok(file, options);
    });
}
