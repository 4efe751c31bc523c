/**
 * What `nori check` does when it is told to stop: a signal kills every program it is running, with
 * whatever they started, before nori itself goes. Process-wide signal handling belongs to the
 * command line; the stress runner only keeps the list of live groups (`killAllGroups`).
 */
import { killAllGroups } from '../stress/runner.js';

/** The signals that end `nori check`, with the exit code of each: 128 + its number, as shells do. */
const EXIT_ON: Readonly<Partial<Record<NodeJS.Signals, number>>> = {
  SIGHUP: 129, // the terminal was closed
  SIGINT: 130, // Ctrl-C
  SIGTERM: 143, // kill, a supervisor, a CI time-out
};

/**
 * Makes SIGHUP, SIGINT and SIGTERM kill every live process group and then end nori with 129, 130
 * or 143; also kills the groups on any other exit. `beforeExit` runs first (to put the terminal
 * back in order). Returns a function that removes the handlers.
 */
export function installInterruptHandler(beforeExit?: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    killAllGroups();
    beforeExit?.();
    process.exit(EXIT_ON[signal] ?? 1);
  };
  const onExit = (): void => killAllGroups();
  const signals = Object.keys(EXIT_ON) as NodeJS.Signals[];
  for (const signal of signals) process.on(signal, onSignal);
  process.on('exit', onExit);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
    process.off('exit', onExit);
  };
}
