/**
 * What the brain needs of the engine: one game's engine that follows the game move by move and
 * searches within the time left of a turn. `NoriEngine` is the engine's `Engine` (one position
 * played and taken back, never rebuilt; its own transposition table; the tournament time
 * control on the session's clock) with `prepareEngine` for the tables; tests give the session a
 * recording engine instead.
 */
import { Engine, prepareEngine } from '../../omok/engine/index.js';
import type { Color, Point, Rule } from '../../omok/index.js';

/** The limits of one search. */
export interface BrainSearchLimits {
  /**
   * Milliseconds left of the turn, the session's margin already taken off: the engine answers
   * within it (it keeps its own margin inside).
   */
  readonly turnMs: number;
  /** The side to move. */
  readonly toMove: Color;
}

/** What a search found. */
export interface BrainSearchResult {
  readonly move: Point | null;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly forced: { readonly kind: string } | null;
}

/** One game's engine, as the brain drives it. */
export interface BrainEngine {
  /** An empty board of `size` under `rule`. */
  newGame(size: number, rule: Rule): void;
  /** The same stones under another rule. */
  setRule(rule: Rule): void;
  /** INFO max_memory, bytes (0: the engine's default). */
  setMemory(bytes: number): void;
  /** A stone of `color` at the empty `point`. */
  play(point: Point, color: Color): void;
  /** The last stone taken back. */
  undo(): Point;
  search(limits: BrainSearchLimits): BrainSearchResult;
  /** Builds every table a search under `rule` on a `size` board needs, before the first move. */
  prepare(rule: Rule, size: number): void;
}

/** The engine's `Engine` as the brain's engine, on the session's clock. */
export class NoriEngine implements BrainEngine {
  private readonly engine: Engine;
  private readonly prepared = new Set<string>();

  constructor(clock: () => number) {
    this.engine = new Engine({ clock });
  }

  newGame(size: number, rule: Rule): void {
    this.engine.newGame(size, rule);
  }

  setRule(rule: Rule): void {
    this.engine.setRule(rule);
  }

  setMemory(bytes: number): void {
    this.engine.setMemory(bytes);
  }

  play(point: Point, color: Color): void {
    this.engine.play(point, color);
  }

  undo(): Point {
    return this.engine.undo();
  }

  search(limits: BrainSearchLimits): BrainSearchResult {
    return this.engine.search({ turnMs: Math.max(1, limits.turnMs), toMove: limits.toMove });
  }

  prepare(rule: Rule, size: number): void {
    const key = `${rule} ${size}`;
    if (this.prepared.has(key)) return;
    this.prepared.add(key);
    prepareEngine(rule, size);
  }
}
