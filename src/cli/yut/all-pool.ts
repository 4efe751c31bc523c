/**
 * The table of every Dice Yut input on worker threads. The pure core (src/yut/all.ts) splits the
 * work into independent parts, each filling its own contiguous block. The main thread builds the
 * plan while the workers start, and posts it to each; the workers fill the blocks of the parts they
 * are sent, straight into shared memory, so nothing is copied back. Parts are handed out one at a
 * time, so a slow thread simply takes fewer. The main thread then interleaves the blocks into the
 * table (one sequential pass).
 *
 * Both sides live here: `solveAllOnWorkers` on the main thread, `serveAllParts` in the worker,
 * whose entry is all-worker-run.ts (its own bundle, dist/cli/yut/all-worker-run.cjs).
 */
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import {
  type AllOptions,
  type AllPlan,
  type AnswerTally,
  allShape,
  classicBoard,
  interleaveParts,
  mergeTallies,
  planAll,
  solveAllPart,
  tallyAnswers,
} from '../../yut/index.js';

/** What a worker is started with: the blocks of every part, one after another in part order. */
interface WorkerInput {
  readonly blocks: SharedArrayBuffer;
  /** Inputs to keep at each end of a part's tally. */
  readonly examples: number;
}

/** Main thread to worker: the plan (first), then each part to fill. */
type ToWorker = { readonly plan: AllPlan } | { readonly part: number };

/** Worker to main thread: this part is filled, and what its answers look like. */
interface PartDone {
  readonly part: number;
  readonly tally: AnswerTally;
}

/** How to run the table on workers. */
export interface PoolOptions {
  /** The worker script: a bundle whose top level calls `serveAllParts()`. */
  readonly workerUrl: URL;
  /** Worker threads to start (default: one per core, at most one per part). */
  readonly threads?: number;
  /** The size of the problem (default: the puzzle's, 10 rolls and 4 pieces). */
  readonly options?: AllOptions;
  /** Inputs to keep at each end of the tally (default 5). */
  readonly examples?: number;
  /** Called after each part with how many are done. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The table, indexed as in docs/cli.md, and the tally of its answers. */
export interface PooledTable {
  readonly table: Uint16Array;
  readonly tally: AnswerTally;
}

/**
 * The answers of every input on the classic board, computed on workers, with their tally (each
 * worker counts the blocks it solved, so the main thread never scans the table).
 */
export async function solveAllOnWorkers(pool: PoolOptions): Promise<PooledTable> {
  const board = classicBoard();
  const shape = allShape(board, pool.options);
  const { parts } = shape;
  const shared = new SharedArrayBuffer(shape.size * Uint16Array.BYTES_PER_ELEMENT);
  const threads = Math.max(1, Math.min(pool.threads ?? availableParallelism(), parts));
  const examples = pool.examples ?? 5;
  const tallies: AnswerTally[] = [];
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const send = (worker: Worker, message: ToWorker): void => worker.postMessage(message);
      for (let i = 0; i < threads; i++) {
        const worker = new Worker(pool.workerUrl, {
          workerData: { blocks: shared, examples } satisfies WorkerInput,
        });
        workers.push(worker);
        worker.on('message', ({ tally }: PartDone) => {
          tallies.push(tally);
          done++;
          pool.onProgress?.(done, parts);
          if (done === parts) resolve();
          else if (next < parts) send(worker, { part: next++ });
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (done < parts) {
            reject(new Error(`a worker stopped (exit code ${code}) before the table was done`));
          }
        });
      }
      // Built once, here, while the workers start; each gets a copy.
      const plan = planAll(board, pool.options);
      for (const worker of workers) {
        send(worker, { plan });
        if (next < parts) send(worker, { part: next++ });
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return {
    table: interleaveParts(shape, new Uint16Array(shared)),
    tally: mergeTallies(tallies, examples),
  };
}

/** The worker side: take the plan, then fill each part the main thread sends. */
export function serveAllParts(): void {
  if (parentPort === null) throw new Error('serveAllParts runs in a worker thread');
  const port = parentPort;
  const { blocks, examples } = workerData as WorkerInput;
  let plan: AllPlan | undefined;
  port.on('message', (message: ToWorker) => {
    if ('plan' in message) {
      plan = message.plan;
      return;
    }
    const { part } = message;
    const { partSize, parts } = plan!;
    const block = new Uint16Array(
      blocks,
      part * partSize * Uint16Array.BYTES_PER_ELEMENT,
      partSize,
    );
    solveAllPart(plan!, part, block);
    // Entry i of the block is the answer at index i * parts + part of the table.
    const tally = tallyAnswers(block, examples, { first: part, step: parts });
    port.postMessage({ part, tally } satisfies PartDone);
  });
}
