/**
 * Runs numbered tasks in parallel and reports the first failure *in task order*, not in finishing
 * order, so that `nori check` with the same seed always reports the same case whatever the timing.
 *
 * Tasks are started in index order, at most `jobs` at a time. Once task f has failed, no task after
 * f is started and the running ones after f are aborted, but every task before f still runs to the
 * end, since one of them may fail too and would come first.
 */

/** The outcome of `runInOrder`. */
export interface PoolOutcome<R> {
  /** The lowest failing index and its result, if any task failed. */
  failure?: { index: number; result: R };
  /** How many tasks ran to completion (aborted ones excluded). */
  completed: number;
}

export interface PoolOptions<R> {
  count: number;
  jobs: number;
  /** Runs task `index`; should stop early (and resolve) when `signal` aborts. */
  run: (index: number, signal: AbortSignal) => Promise<R>;
  isFailure: (result: R) => boolean;
  /** Called for each completed (not aborted) task, in finishing order. */
  onResult?: (index: number, result: R) => void;
}

/** Runs tasks 0..count-1 with at most `jobs` at once; see the module comment. */
export async function runInOrder<R>(options: PoolOptions<R>): Promise<PoolOutcome<R>> {
  const { count, run, isFailure, onResult } = options;
  const jobs = Math.max(1, Math.min(options.jobs, count));
  const controllers = new Map<number, AbortController>();
  let nextIndex = 0;
  let completed = 0;
  let failure: { index: number; result: R } | undefined;

  const worker = async (): Promise<void> => {
    for (;;) {
      const index = nextIndex;
      if (index >= count || (failure !== undefined && index > failure.index)) return;
      nextIndex++;
      const controller = new AbortController();
      controllers.set(index, controller);
      const result = await run(index, controller.signal);
      controllers.delete(index);
      if (controller.signal.aborted) continue;
      completed++;
      onResult?.(index, result);
      if (isFailure(result) && (failure === undefined || index < failure.index)) {
        failure = { index, result };
        for (const [other, running] of controllers) if (other > index) running.abort();
      }
    }
  };

  await Promise.all(Array.from({ length: jobs }, worker));
  return failure === undefined ? { completed } : { failure, completed };
}
