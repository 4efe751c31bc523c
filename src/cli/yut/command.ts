/** Declaration of `nori yut` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Command, Option } from 'commander';
import { ADVICE_OPTIONS, GAME_OPTIONS, PER_INPUT_OPTIONS, type YutOptions } from './options.js';

/** What `--all` (the table of every input) cannot be combined with: commander refuses it. */
const NOT_WITH_ALL = [...PER_INPUT_OPTIONS, ...GAME_OPTIONS, ...ADVICE_OPTIONS];

export function yutCommand(): Command {
  return new Command('yut')
    .description(
      'Dice Yut (BOJ 17825): the largest score for known dice rolls; other boards and counts; the best play when the rolls are unknown',
    )
    .argument('[FILE]', 'input file; standard input when absent or "-"')
    .option('--batch', 'every non-empty line is one case; one answer per line (streams)')
    .option('--explain', 'the answer, an optimal plan turn by turn, and the board at the end')
    .addOption(
      new Option('--json', 'one JSON object per case: dice, score and plan').conflicts('explain'),
    )
    .addOption(new Option('--all', 'solve all 5^10 inputs (with --out)').conflicts(NOT_WITH_ALL))
    .addOption(
      new Option(
        '--out <FILE>',
        'with --all: write 9,765,625 little-endian uint16 answers here',
      ).conflicts(NOT_WITH_ALL),
    )
    .option(
      '--board <BOARD>',
      'a shipped board by name (classic, small) or the path of a board file (JSON); default: classic',
    )
    .option('--turns <N>', 'rolls per game, 1 to 30 (default 10): the number of dice per case')
    .option('--pieces <N>', 'pieces, 1 to 8 (default 4)')
    .option('--faces <N>', 'the die shows 1 to N, N from 1 to 10 (default 5)')
    .addOption(
      new Option(
        '--policy',
        'rolls unknown in advance: expected score of the best policy, and with perfect foresight',
      ).conflicts(['advise', 'batch', 'explain']),
    )
    .option('--advise', 'which piece to move for a roll just made (with --at, --turn, --roll)')
    .option('--at <CELLS>', 'with --advise: cells of pieces 1, 2, ... e.g. o10,start,start,end')
    .option('--turn <T>', 'with --advise: the turn being played, 1 to --turns')
    .option('--roll <D>', 'with --advise: the roll just made, 1 to --faces')
    .option('--score <S>', 'with --advise: points scored so far (default 0)')
    .addHelpText(
      'after',
      `
Positions for --advise: the cell labels of pieces 1 to N separated by commas (labels as in
--json; start and end may hold several pieces). --turn is the turn being played (1 for the
first roll of the game); each choice's expected final score assumes the best policy after it.

Examples:
  echo "1 2 3 4 1 2 3 4 1 2" | nori yut         # 190, as Baekjoon 17825 answers
  echo "3 1 2 3" | nori yut --board small --turns 4 --pieces 2 --faces 3
  nori yut --policy                             # best policy against perfect foresight
  nori yut --advise --at o10,start,start,end --turn 4 --roll 3`,
    )
    .action(async (file: string | undefined, options: YutOptions) => {
      const { runYut } = await import('./run.js');
      process.exitCode = await runYut(file, options);
    });
}
