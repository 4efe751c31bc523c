/** Declaration of `nori brain`; the work is in run.ts, loaded only when it runs. */
import { Command } from 'commander';
import type { BrainOptions } from './run.js';

export function brainCommand(): Command {
  return new Command('brain')
    .description('a Gomocup (Piskvork) brain: the omok engine on standard input and output')
    .option('--debug', 'after each move, a DEBUG line with what the search found')
    .addHelpText(
      'after',
      `
Speaks the Gomocup brain protocol (START, RESTART, BEGIN, TURN, BOARD ... DONE, INFO, TAKEBACK,
END, ABOUT): run it from a Gomocup manager or Piskvork as the brain's command. Boards of 5 to 26
points; INFO rule 0 five or more, 1 exactly five, 4 renju; moves within INFO timeout_turn and the
match time left.`,
    )
    .action(async (options: BrainOptions) => {
      const { runBrain } = await import('./run.js');
      process.exitCode = await runBrain(options);
    });
}
