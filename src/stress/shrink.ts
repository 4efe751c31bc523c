/**
 * A generic greedy shrinker. Given a failing case, a problem-specific list of simpler variants
 * ("candidates") and a predicate "still fails the same way", it moves to the first candidate that
 * still fails and starts over from there, until no candidate fails or the time box runs out.
 *
 * Candidates are tried in batches of `parallel` at once (each try runs somebody's program, which is
 * the slow part), but the first failing candidate *in list order* is always the one taken, so the
 * result is the same as trying them one by one: deterministic for a deterministic program, as long
 * as the time box is not hit.
 *
 * If checking a candidate fails (the program can no longer be started, say), the search stops
 * there, after the rest of its batch has finished, and returns the last failing case with the error
 * in `stoppedBy`: what was found so far is still worth reporting.
 */

export interface ShrinkOptions<C> {
  /** Simpler variants of a case, most ambitious first; only valid inputs. */
  candidates: (value: C) => Iterable<C>;
  /** True when `value` still fails with the same verdict. */
  stillFails: (value: C) => Promise<boolean>;
  /** Time box in milliseconds, checked before each batch of tries. */
  timeBoxMs: number;
  /** Candidates tried at once (default 1). */
  parallel?: number;
  /** Clock, in milliseconds (tests inject a fake one). */
  now?: () => number;
}

export interface ShrinkResult<C> {
  value: C;
  /** How many times a simpler failing case was taken. */
  steps: number;
  /** How many candidates were tried (program runs). */
  tries: number;
  /** True when the time box ended the search before a local minimum was reached. */
  timedOut: boolean;
  /** The error of `stillFails` that ended the search, if one did. */
  stoppedBy?: unknown;
}

/** Shrinks `start` (which must fail) greedily; see the module comment. */
export async function shrink<C>(start: C, options: ShrinkOptions<C>): Promise<ShrinkResult<C>> {
  const now = options.now ?? (() => performance.now());
  const parallel = Math.max(1, options.parallel ?? 1);
  const deadline = now() + options.timeBoxMs;
  let value = start;
  let steps = 0;
  let tries = 0;

  for (;;) {
    const iterator = options.candidates(value)[Symbol.iterator]();
    let taken: C | undefined;
    let exhausted = false;
    while (taken === undefined && !exhausted) {
      if (now() >= deadline) return { value, steps, tries, timedOut: true };
      const batch: C[] = [];
      while (batch.length < parallel) {
        const item = iterator.next();
        if (item.done) {
          exhausted = true;
          break;
        }
        batch.push(item.value);
      }
      if (batch.length === 0) break;
      tries += batch.length;
      // Every try of the batch ends before the search goes on or stops: none is left running.
      const settled = await Promise.allSettled(batch.map((c) => options.stillFails(c)));
      // As if tried one by one: the first candidate in list order that fails or cannot be checked
      // decides; an error after a failing candidate is never reached.
      const first = settled.findIndex((s) => s.status === 'rejected' || s.value);
      const decisive = settled[first];
      if (decisive?.status === 'rejected') {
        return { value, steps, tries, timedOut: false, stoppedBy: decisive.reason };
      }
      if (decisive !== undefined) taken = batch[first];
    }
    if (taken === undefined) return { value, steps, tries, timedOut: false };
    value = taken;
    steps++;
  }
}

export interface FollowOptions<C> {
  /** Simpler variants of a case, as for `shrink`. */
  candidates: (value: C) => Iterable<C>;
  /** A cheap prediction that a case still fails (a model of the mistake, not the program). */
  predicted: (value: C) => boolean;
  /** At most this many candidates are asked about, in all. */
  maxAsks: number;
}

/**
 * A greedy shrink that follows a prediction instead of running the program: from `start`, move to
 * the first candidate predicted to fail, until none is or `maxAsks` candidates were asked about.
 * A model is cheap to ask, so this goes many steps down at no cost; the shrinker then offers the
 * end first, and when the program fails there too it has jumped past local minima where every
 * single step makes the failure vanish. `path` is every case taken, in order (`value` last).
 */
export function followPrediction<C>(
  start: C,
  options: FollowOptions<C>,
): { value: C; steps: number; asks: number; path: C[] } {
  let value = start;
  let steps = 0;
  let asks = 0;
  const path: C[] = [];
  for (;;) {
    let next: C | undefined;
    for (const candidate of options.candidates(value)) {
      if (asks >= options.maxAsks) break;
      asks++;
      if (options.predicted(candidate)) {
        next = candidate;
        break;
      }
    }
    if (next === undefined) return { value, steps, asks, path };
    value = next;
    path.push(value);
    steps++;
  }
}
