/**
 * The page's side of policy-worker.ts: questions by number, answers as promises. The worker is
 * started on the first question, so a page that never plays a rolled game never builds the table.
 */
import type { Move, Position } from '../../../src/yut/index.js';

export interface PolicyQuestion {
  readonly id: number;
  readonly position: Position;
  /** The 1-based turn to play (11 once the game is over). */
  readonly turn: number;
  readonly roll?: number;
}

export interface PolicyAnswer {
  readonly id: number;
  /** The policy's expected points from the start of a game (203.11 on the classic board). */
  readonly start: number;
  /** Expected points from `position` at `turn` to the end. */
  readonly expected: number | undefined;
  /** Every legal move for `roll` with its expected points to the end. */
  readonly choices: readonly { readonly move: Move; readonly expected: number }[] | undefined;
}

/**
 * Questions by number, answers as promises: an answer, or `undefined` when the worker could not
 * be loaded or failed (offline before the page was cached, say). The next question starts a new
 * worker, so a failure is retried rather than remembered.
 */
export class PolicyClient {
  private worker: Worker | undefined;
  private next = 1;
  private readonly waiting = new Map<number, (answer: PolicyAnswer | undefined) => void>();

  ask(position: Position, turn: number, roll?: number): Promise<PolicyAnswer | undefined> {
    const worker = this.start();
    if (worker === undefined) return Promise.resolve(undefined);
    const id = this.next++;
    const question: PolicyQuestion = { id, position, turn, roll };
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage(question);
    });
  }

  private start(): Worker | undefined {
    if (this.worker !== undefined) return this.worker;
    if (typeof Worker === 'undefined') return undefined;
    let worker: Worker;
    try {
      worker = new Worker(new URL('./policy-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return undefined;
    }
    worker.addEventListener('message', (event: MessageEvent<PolicyAnswer>) => {
      const resolve = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      resolve?.(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (this.worker !== worker) return;
      worker.terminate();
      this.worker = undefined;
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const resolve of waiting) resolve(undefined);
    });
    this.worker = worker;
    return worker;
  }
}
