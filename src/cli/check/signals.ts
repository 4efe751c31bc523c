/**
 * What `nori check` does when it is told to stop: every program it is running is killed, with
 * whatever they started (src/stress/runner.ts finds them wherever they went), a half-written
 * `--save` file is removed (by io/atomic.ts), and nori exits with 128 + the signal's number, as
 * shells do.
 *
 * Every signal that would end Node by default and can be caught is handled (io/signals.ts). SIGKILL cannot be:
 * for it (and for a crash of Node itself) a watchdog process, started here, kills what is left
 * when nori's end of a pipe closes (src/stress/runner-watchdog.ts).
 */
import { guardWithWatchdog, killAllGroups } from '../../stress/runner.js';
import { onStop } from '../io/signals.js';

/**
 * Makes every stopping signal (the one list of io/signals.ts) kill every run and then end nori
 * with 128 + its number; on any other exit, kills the runs too; starts the watchdog. `beforeExit`
 * runs first (to put the terminal back in order). Returns a function that removes the handlers
 * and lets the watchdog go.
 */
export function installInterruptHandler(beforeExit?: () => void): () => void {
  const releaseWatchdog = guardWithWatchdog();
  const releaseStop = onStop(() => {
    killAllGroups();
    beforeExit?.();
  });
  // process.exit runs the 'exit' handlers, io/atomic.ts's among them: it removes a half-written
  // file.
  const onExit = (): void => killAllGroups();
  process.on('exit', onExit);
  return () => {
    releaseStop();
    process.off('exit', onExit);
    // Every run has settled; a last look for anything still going away, then the watchdog's.
    killAllGroups();
    releaseWatchdog();
  };
}
