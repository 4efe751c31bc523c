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

export class PolicyClient {
  private worker: Worker | undefined;
  private next = 1;
  private readonly waiting = new Map<number, (answer: PolicyAnswer) => void>();

  ask(position: Position, turn: number, roll?: number): Promise<PolicyAnswer> {
    if (this.worker === undefined) {
      this.worker = new Worker(new URL('./policy-worker.ts', import.meta.url), { type: 'module' });
      this.worker.addEventListener('message', (event: MessageEvent<PolicyAnswer>) => {
        const resolve = this.waiting.get(event.data.id);
        this.waiting.delete(event.data.id);
        resolve?.(event.data);
      });
    }
    const id = this.next++;
    const question: PolicyQuestion = { id, position, turn, roll };
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker!.postMessage(question);
    });
  }
}
