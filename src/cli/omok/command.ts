/** Declaration of `nori omok` (docs/cli.md); the work is in run.ts, loaded only when it runs. */
import { Command, Option } from 'commander';
import { DEFAULT_RULE, RULES } from '../../omok/index.js';
import type { OmokOptions } from './run.js';

export function omokCommand(): Command {
  return new Command('omok')
    .description('Omok (BOJ 2615): who has exactly five in a row, and where')
    .argument('[FILE]', 'input file; standard input when absent or "-"')
    .option(
      '--batch',
      'any number of boards back to back, blank lines between allowed; one answer each (streams)',
    )
    .addOption(new Option('--rule <RULE>', 'which lines win').choices(RULES).default(DEFAULT_RULE))
    .option(
      '--size <N>',
      'board size N x N (5 to 1000; default 19, or 15 under renju with --moves or --forbidden)',
    )
    .option('--explain', 'the answer, the board with the winning line marked, every long line')
    .addOption(
      new Option('--json', 'one JSON object per board: winner, at, lines').conflicts('explain'),
    )
    .addOption(
      new Option(
        '--moves',
        'the input is a game record, black first ("h8" or "8 8" per move): replay it to the decisive move',
      ).conflicts('batch'),
    )
    .addOption(
      new Option(
        '--forbidden',
        "black's forbidden points on the board, drawn and listed (with --rule renju); with --batch one line per board",
      ).conflicts(['moves', 'explain']),
    )
    .addOption(
      new Option(
        '--best',
        'the engine: the best move for the side to move, its evaluation, the principal variation and any forced win',
      ).conflicts(['batch', 'explain', 'forbidden']),
    )
    .addOption(
      new Option(
        '--solve',
        'the engine: a forced win for the side to move, by fours (VCF) then by threes (VCT), or none',
      ).conflicts(['batch', 'explain', 'forbidden', 'best']),
    )
    .option('--time <MS>', 'thinking time of --best in milliseconds (default 1000)')
    .option(
      '--depth <N>',
      'most moves of the winner --solve looks for (default 12 by fours, 6 by threes)',
    )
    .addOption(
      new Option(
        '--turn <COLOR>',
        'side to move for --best and --solve (default: from the stone counts)',
      ).choices(['black', 'white']),
    )
    .addHelpText(
      'after',
      `
Exit codes: 0 answered; 2 bad usage or malformed input (one line naming line and column; in a
batch, the boards before it are answered); 3 a board breaks the promise (both colours win, or one
colour wins twice): the message names every winning line, and no answer is printed for it.

Game records (--moves): one move per line or separated by spaces or commas, black first; a move
is "row col" counted from the top left as above, or a coordinate like "h8": column letter from the
left (a is column 1, i is not skipped), row number from the bottom. The game is replayed to its
decisive move: a win, or under renju a forbidden move by black, which loses. A bad move, a point
off the board or played twice: one line naming the move, exit code 2.

Forbidden points (--rule renju --forbidden): the board drawn with black's forbidden points and
their list; with --batch, one line per board as it is read: "row col reason" joined by ", ", or
"none"; with --json, one object per board and line.

The engine (--best, --solve): the board (or --moves record) is a game in progress; black moves
first, so the side to move is black when the stone counts are equal and white when black has one
more, unless --turn says otherwise. Moves are named like "h8". --size defaults to 15 under renju,
else 19 (5 to 26).`,
    )
    .action(async (file: string | undefined, options: OmokOptions) => {
      const { runOmok } = await import('./run.js');
      process.exitCode = await runOmok(file, options);
    });
}
