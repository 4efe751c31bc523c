/**
 * The table of every Dice Yut input on worker threads. The pure core (src/yut/all.ts) splits the
 * table into independent parts that fill interleaved entries; here each worker builds the plan once
 * and fills the parts it is sent, straight into one table in shared memory, so nothing is copied
 * back. Parts are handed out one at a time, so a slow thread simply takes fewer.
 *
 * Both sides live here: `solveAllOnWorkers` on the main thread, `serveAllParts` in the worker,
 * whose entry is yut-all-worker-run.ts (its own bundle, dist/cli/yut-all-worker-run.cjs).
 */
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { type AllOptions, allShape, planAll, solveAllPart } from '../yut/all.js';
import { classicBoard } from '../yut/index.js';

/** What a worker is started with. */
interface WorkerInput {
  readonly table: SharedArrayBuffer;
  readonly options: AllOptions;
}

/** Main thread to worker: fill this part; worker to main thread: this part is filled. */
interface PartMessage {
  readonly part: number;
}

/** How to run the table on workers. */
export interface PoolOptions {
  /** The worker script: a bundle whose top level calls `serveAllParts()`. */
  readonly workerUrl: URL;
  /** Worker threads to start (default: one per core, at most one per part). */
  readonly threads?: number;
  /** The size of the problem (default: the puzzle's, 10 rolls and 4 pieces). */
  readonly options?: AllOptions;
  /** Called after each part with how many are done. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The answers of every input on the classic board, indexed as in cli.md, computed on workers. */
export async function solveAllOnWorkers(pool: PoolOptions): Promise<Uint16Array> {
  const options = pool.options ?? {};
  // Each worker builds its own plan; this only resolves (and checks) the options.
  const { size, parts } = allShape(classicBoard(), options);
  const shared = new SharedArrayBuffer(size * Uint16Array.BYTES_PER_ELEMENT);
  const threads = Math.max(1, Math.min(pool.threads ?? availableParallelism(), parts));
  const workers: Worker[] = [];
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      for (let i = 0; i < threads; i++) {
        const input: WorkerInput = { table: shared, options };
        const worker = new Worker(pool.workerUrl, { workerData: input });
        workers.push(worker);
        const sendNext = (): void => {
          if (next < parts) worker.postMessage({ part: next++ } satisfies PartMessage);
        };
        worker.on('message', (_message: PartMessage) => {
          done++;
          pool.onProgress?.(done, parts);
          if (done === parts) resolve();
          else sendNext();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (done < parts)
            reject(new Error(`a worker stopped (exit code ${code}) before the table was done`));
        });
        sendNext();
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return new Uint16Array(shared);
}

/** The worker side: build the plan once, then fill each part the main thread sends. */
export function serveAllParts(): void {
  if (parentPort === null) throw new Error('serveAllParts runs in a worker thread');
  const port = parentPort;
  const { table, options } = workerData as WorkerInput;
  const plan = planAll(classicBoard(), options);
  const answers = new Uint16Array(table);
  port.on('message', ({ part }: PartMessage) => {
    solveAllPart(plan, part, answers);
    port.postMessage({ part } satisfies PartMessage);
  });
}
