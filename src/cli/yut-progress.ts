/**
 * A progress bar for the long runs of `nori yut` (a large game's exact search, `--policy`): on
 * standard error, only when it is a terminal, and only once the run has lasted a second, so that
 * the quick runs (nearly all) print nothing more. The work is synchronous; cli-progress redraws
 * inside `update` when enough time has passed.
 */
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';

export interface Progress {
  /** Where the run is: `label` (what is being done), `done` of `total` steps. */
  update(label: string, done: number, total: number): void;
  /** Removes the bar (if it showed). */
  stop(): void;
}

const QUIET: Progress = { update: () => {}, stop: () => {} };

/** A progress bar that appears after `delayMs` on a terminal; nothing otherwise. */
export function lateProgress(delayMs = 1000): Progress {
  if (process.stderr.isTTY !== true) return QUIET;
  const started = performance.now();
  let bar: SingleBar | undefined;
  return {
    update(label, done, total) {
      if (bar === undefined) {
        if (performance.now() - started < delayMs) return;
        bar = new SingleBar({
          format: '{label} |{bar}| {percentage}%',
          stream: process.stderr,
          // The work is synchronous: a Ctrl-C ends nori before any handler could show the
          // cursor again, so it is never hidden.
          hideCursor: false,
          clearOnComplete: true,
          barsize: 30,
        });
        bar.start(total, done, { label });
        return;
      }
      bar.setTotal(total);
      bar.update(done, { label });
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
