/**
 * What the brain needs of the engine: one game's engine that follows the game move by move and
 * searches within a time budget. It is the shape of the engine's `Engine` (issue 20); until that
 * lands, `AnalyseEngine` gives it over today's one-shot `analyse`, keeping one board in step
 * with the game (a stone put down or taken back per move, no rebuilding from a list).
 */
import {
  analyse,
  BLACK,
  type Board,
  type Color,
  createBoard,
  EMPTY,
  type Point,
  type Rule,
  setStone,
  WHITE,
} from '../../omok/index.js';

/** The limits of one search. */
export interface BrainSearchLimits {
  /** Milliseconds the search may take at most, all margins taken off by the caller. */
  readonly timeMs: number;
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

/** `BrainEngine` over today's `analyse`: one board kept in step with the game. */
export class AnalyseEngine implements BrainEngine {
  private board: Board = createBoard(15);
  private rule: Rule = 'freestyle';
  private readonly moves: Point[] = [];
  private readonly prepared = new Set<string>();

  newGame(size: number, rule: Rule): void {
    this.board = createBoard(size);
    this.rule = rule;
    this.moves.length = 0;
  }

  setRule(rule: Rule): void {
    this.rule = rule;
  }

  setMemory(): void {
    // Today's engine sizes its own table.
  }

  play(point: Point, color: Color): void {
    setStone(this.board, point.row, point.col, color);
    this.moves.push(point);
  }

  undo(): Point {
    const last = this.moves.pop();
    if (last === undefined) throw new RangeError('undo: the board is empty');
    setStone(this.board, last.row, last.col, EMPTY);
    return last;
  }

  search(limits: BrainSearchLimits): BrainSearchResult {
    const found = analyse(this.board, this.rule, limits.toMove, {
      timeMs: Math.max(1, limits.timeMs),
    });
    return found;
  }

  prepare(rule: Rule, size: number): void {
    const key = `${rule} ${size}`;
    if (this.prepared.has(key)) return;
    this.prepared.add(key);
    // A small search on a few stones builds the rule's tables (the renju checker's among them)
    // and compiles the hot code.
    const board = createBoard(size);
    const c = size >> 1;
    setStone(board, c, c, BLACK);
    setStone(board, c, c + 1, WHITE);
    setStone(board, c + 1, c, BLACK);
    setStone(board, c - 1, c + 1, WHITE);
    analyse(board, rule, BLACK, { timeMs: 30, maxDepth: 2 });
  }
}
