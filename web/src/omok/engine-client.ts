/**
 * The page's side of engine-worker.ts: questions by number, answers as promises. The worker is
 * started on the first question. A search cannot be interrupted from outside, so `cancel` ends the
 * worker (its answer would be for a position that is gone) and the next question starts a new
 * one. Where Web Workers are missing or fail, questions resolve with `unavailable` or `failed`
 * and the page says so instead of freezing.
 */
import type { Analysis, Color, Point, Rule } from '../../../src/omok/index.js';
import { whenIdle } from '../dom.js';

/** What the engine is asked for: the computer's move, a hint, or an analysis. */
export type EngineKind = 'move' | 'hint' | 'analyse';

/** The engine's limits (see `AnalyseOptions` of src/omok/engine). */
export interface EngineLimits {
  readonly timeMs: number;
  readonly maxDepth?: number;
  readonly width?: number;
  readonly threats?: boolean;
}

export interface EngineQuestion {
  readonly id: number;
  readonly size: number;
  /** The board's cells, `row * size + col`: 0 empty, 1 black, 2 white. */
  readonly cells: Uint8Array;
  readonly rule: Rule;
  readonly toMove: Color;
  readonly limits: EngineLimits;
  /** An analysis that keeps deepening, an answer per depth, until `capMs` is spent. */
  readonly deepen?: { readonly capMs: number };
}

/** A candidate move with its score for the side to move, and its line (the move first). */
export interface Candidate {
  readonly move: Point;
  readonly score: number;
  readonly winIn: number | null;
  readonly pv: readonly Point[];
}

/** The engine's analysis (points are the core's, row and column from 0). */
export type EngineAnswer = Pick<
  Analysis,
  'move' | 'score' | 'winIn' | 'pv' | 'forced' | 'depth'
> & {
  /** The best few moves with their scores (an analysis only). */
  readonly candidates?: readonly Candidate[];
};

export type EngineReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly final: boolean;
      readonly answer: EngineAnswer;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

export type EngineResult =
  | { readonly kind: 'answer'; readonly answer: EngineAnswer }
  | { readonly kind: 'cancelled' | 'unavailable' | 'failed' };

export class EngineClient {
  private worker: Worker | undefined;
  private next = 1;
  private readonly waiting = new Map<number, (result: EngineResult) => void>();
  private readonly partials = new Map<number, (answer: EngineAnswer) => void>();

  /**
   * Asks for the best move of `toMove` on the board; resolves with the (last) answer or why none.
   * A deepening analysis hands each answer before the last to `partial`.
   */
  ask(
    question: Omit<EngineQuestion, 'id'>,
    partial?: (answer: EngineAnswer) => void,
  ): Promise<EngineResult> {
    const worker = this.start();
    if (worker === undefined) return Promise.resolve({ kind: 'unavailable' });
    const id = this.next++;
    if (partial !== undefined) this.partials.set(id, partial);
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ ...question, id } satisfies EngineQuestion);
    });
  }

  /** True while a question waits for its answer. */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  /**
   * Starts the worker ahead of the first question (at an idle moment): starting it in the click
   * that asks cost that click 25-30 ms of main-thread time at 4x CPU slow-down. A worker that
   * fails to load this way is dropped without a word; the question that needs it tries again.
   */
  prepare(): void {
    this.start();
  }

  /**
   * Stops every search under way (their promises resolve as `cancelled`); a fresh worker is
   * started at the next idle moment, ready for the next question.
   */
  cancel(): void {
    if (this.waiting.size === 0) return;
    this.stop('cancelled');
    whenIdle(() => {
      if (this.worker === undefined) this.prepare();
    });
  }

  private stop(kind: 'cancelled' | 'failed'): void {
    this.worker?.terminate();
    this.worker = undefined;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    this.partials.clear();
    for (const resolve of waiting) resolve({ kind });
  }

  private start(): Worker | undefined {
    if (this.worker !== undefined) return this.worker;
    if (typeof Worker === 'undefined') return undefined;
    let worker: Worker;
    try {
      worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return undefined;
    }
    worker.addEventListener('message', (event: MessageEvent<EngineReply>) => {
      const reply = event.data;
      if (reply.ok && !reply.final) {
        this.partials.get(reply.id)?.(reply.answer);
        return;
      }
      const resolve = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      this.partials.delete(reply.id);
      resolve?.(reply.ok ? { kind: 'answer', answer: reply.answer } : { kind: 'failed' });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (this.worker === worker) this.stop('failed');
    });
    this.worker = worker;
    return worker;
  }
}
