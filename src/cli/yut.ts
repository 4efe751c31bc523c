/** Declaration of `nori yut` (cli.md); the work is in yut-run.ts, loaded only when it runs. */
import { Command } from 'commander';

/** Options of `nori yut`, as commander parses them. */
export interface YutOptions {
  batch?: boolean;
  explain?: boolean;
  json?: boolean;
  all?: boolean;
  out?: string;
}

export function yutCommand(): Command {
  return new Command('yut')
    .description('Dice Yut (BOJ 17825): the largest score for ten known dice rolls')
    .argument('[FILE]', 'input file; standard input when absent or "-"')
    .option('--batch', 'every non-empty line is one case; one answer per line (streams)')
    .option('--explain', 'the answer, an optimal plan turn by turn, and the board at the end')
    .option('--json', 'one JSON object per case: dice, score and plan')
    .option('--all', 'solve all 5^10 inputs (with --out)')
    .option('--out <FILE>', 'with --all: write 9,765,625 little-endian uint16 answers here')
    .action(async (file: string | undefined, options: YutOptions) => {
      const { runYut } = await import('./yut-run.js');
      process.exitCode = await runYut(file, options);
    });
}
