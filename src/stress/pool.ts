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
  /**
   * Asked before a task is started: false stops starting new ones (a time budget spent). Tasks
   * already started still finish. Default: always true.
   */
  keepGoing?: () => boolean;
  /** Called for each completed (not aborted) task, in finishing order. */
  onResult?: (index: number, result: R) => void;
}

/** Runs tasks 0..count-1 with at most `jobs` at once; see the module comment. */
export async function runInOrder<R>(options: PoolOptions<R>): Promise<PoolOutcome<R>> {
  const { count, run, isFailure, onResult } = options;
  const keepGoing = options.keepGoing ?? (() => true);
  const jobs = Math.max(1, Math.min(options.jobs, count));
  const controllers = new Map<number, AbortController>();
  let nextIndex = 0;
  let completed = 0;
  let failure: { index: number; result: R } | undefined;

  const worker = async (): Promise<void> => {
    for (;;) {
      const index = nextIndex;
      if (index >= count || (failure !== undefined && index > failure.index)) return;
      if (!keepGoing()) return;
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

/**
 * Lets tasks share the machine, except one that must run alone: a readers-writer lock. `alone`
 * waits until every shared task has finished, and holds back new ones until it is done (it is
 * served before any shared task that asks after it). `nori check` confirms a time-out this way:
 * by running the case again with nothing else of its own running.
 */
export class SharedOrAlone {
  private shared = 0;
  private aloneRunning = false;
  private readonly queue: { alone: boolean; start: () => void }[] = [];

  /** Runs `task` alongside other shared tasks. */
  runShared<T>(task: () => Promise<T>): Promise<T> {
    return this.enter(false).then(() => this.leaveAfter(task, false));
  }

  /** Runs `task` with no other task of this lock running. */
  runAlone<T>(task: () => Promise<T>): Promise<T> {
    return this.enter(true).then(() => this.leaveAfter(task, true));
  }

  private canStart(alone: boolean): boolean {
    if (this.aloneRunning) return false;
    return alone ? this.shared === 0 : !this.queue.some((waiting) => waiting.alone);
  }

  private enter(alone: boolean): Promise<void> {
    if (this.queue.length === 0 && this.canStart(alone)) {
      this.take(alone);
      return Promise.resolve();
    }
    return new Promise((start) => this.queue.push({ alone, start }));
  }

  private take(alone: boolean): void {
    if (alone) this.aloneRunning = true;
    else this.shared++;
  }

  private async leaveAfter<T>(task: () => Promise<T>, alone: boolean): Promise<T> {
    try {
      return await task();
    } finally {
      if (alone) this.aloneRunning = false;
      else this.shared--;
      // Wake waiters in order: shared ones up to the first that must run alone, or that one.
      while (this.queue.length > 0) {
        const next = this.queue[0]!;
        if (next.alone ? this.shared > 0 || this.aloneRunning : this.aloneRunning) break;
        this.queue.shift();
        this.take(next.alone);
        next.start();
        if (next.alone) break;
      }
    }
  }
}
