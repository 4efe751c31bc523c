/**
 * What `nori check` does when it is told to stop: every program it is running is killed, with
 * whatever they started (src/stress/runner.ts finds them wherever they went), a half-written
 * `--save` file is removed (by io.ts, on exit), and nori exits with 128 + the signal's number, as
 * shells do.
 *
 * Every signal that would end Node by default and can be caught is handled. SIGKILL cannot be:
 * for it (and for a crash of Node itself) a watchdog process, started here, kills what is left
 * when nori's end of a pipe closes (src/stress/runner-watchdog.ts).
 */
import { constants } from 'node:os';
import { guardWithWatchdog, killAllGroups } from '../../stress/runner.js';

/** The signals that end `nori check` (exit code 128 + the signal's number). */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = [
  'SIGHUP', // 129: the terminal was closed
  'SIGINT', // 130: Ctrl-C
  'SIGQUIT', // 131: Ctrl-\
  'SIGUSR1', // 138 (Linux)
  'SIGUSR2', // 140 (Linux)
  'SIGALRM', // 142
  'SIGTERM', // 143: kill, a supervisor, a CI time-out
];

/** The exit code for a signal: 128 + its number on this system. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}

/**
 * Makes every signal of `STOP_SIGNALS` kill every run and then end nori with 128 + its number; on
 * any other exit, kills the runs too; starts the watchdog. `beforeExit` runs first (to put the
 * terminal back in order). Returns a function that removes the handlers and lets the watchdog go.
 */
export function installInterruptHandler(beforeExit?: () => void): () => void {
  const releaseWatchdog = guardWithWatchdog();
  const onSignal = (signal: NodeJS.Signals): void => {
    killAllGroups();
    beforeExit?.();
    process.exit(signalExitCode(signal));
  };
  // process.exit runs the 'exit' handlers, io.ts's among them: it removes a half-written file.
  const onExit = (): void => killAllGroups();
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  process.on('exit', onExit);
  return () => {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
    process.off('exit', onExit);
    // Every run has settled; a last look for anything still going away, then the watchdog's.
    killAllGroups();
    releaseWatchdog();
  };
}
