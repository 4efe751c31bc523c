/**
 * A progress bar for the long runs of `nori yut` (a large game's count and exact search, `--batch`,
 * every phase of `--policy`): on standard error, only when it is a terminal, and only once the
 * run has lasted a second, so that the quick runs (nearly all) print nothing more. The work is
 * synchronous; cli-progress redraws inside `update` when enough time has passed.
 *
 * `NORI_PROGRESS_DELAY_MS` (milliseconds, default 1000) changes the delay: a seam for the tests,
 * which show the bar on a short run under `script` (a terminal) and check that a run whose
 * standard error is not a terminal never shows it.
 */
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { type Code, type Lang, text } from '../../i18n/index.js';

export interface Progress {
  /**
   * Where the run is: `label` (what is being done, a code of the catalogue: `yut.progress.*`),
   * `done` of `total` steps; with no `total` (a stream of unknown length), only `done` is shown.
   */
  update(label: ProgressLabel, done: number, total?: number): void;
  /** Removes the bar (if it showed). */
  stop(): void;
}

/** What a bar can say it is doing: the catalogue's `yut.progress.*` texts. */
export type ProgressLabel = Extract<Code, `yut.progress.${string}`>;

const QUIET: Progress = { update: () => {}, stop: () => {} };

/** The delay before a bar shows: `NORI_PROGRESS_DELAY_MS`, or a second. */
function defaultDelay(): number {
  const raw = process.env.NORI_PROGRESS_DELAY_MS;
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

/**
 * A progress bar that appears after `delayMs` on a terminal, its words in `lang`; nothing
 * otherwise.
 */
export function lateProgress(lang: Lang, delayMs = defaultDelay()): Progress {
  if (process.stderr.isTTY !== true) return QUIET;
  const started = performance.now();
  let bar: SingleBar | undefined;
  let counting = false;
  let shown = '';
  return {
    update(code, done, total) {
      const label = text(lang, code);
      const unknown = total === undefined;
      if (bar !== undefined && unknown !== counting) {
        bar.stop();
        bar = undefined;
      }
      if (bar === undefined) {
        if (performance.now() - started < delayMs) return;
        counting = unknown;
        bar = new SingleBar({
          format: unknown ? '{label}: {value}' : '{label} |{bar}| {percentage}%',
          stream: process.stderr,
          // The work is synchronous: a Ctrl-C ends nori before any handler could show the
          // cursor again, so it is never hidden.
          hideCursor: false,
          clearOnComplete: true,
          barsize: 30,
        });
        bar.start(total ?? 0, done, { label });
        shown = label;
        return;
      }
      if (total !== undefined) bar.setTotal(total);
      const phase = label !== shown;
      shown = label;
      bar.update(done, { label });
      // A new phase shows at once, however short (cli-progress redraws a few times a second).
      if (phase) bar.render();
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
