/**
 * `Engine`: one game's engine. It owns the position (moves played and taken back one at a time,
 * never rebuilt), the transposition table (sized by a memory budget, cleared when the rule or the
 * board size changes), the searcher's ordering tables, and the time control of a tournament
 * engine (use most of the turn, never more; spread the match time; stop and answer with the
 * best finished move). The clock is injected, so tests drive the time control without timing.
 */
import { BLACK, type Board, type Color, opponent, type Point, WHITE } from '../board.js';
import { isRule, type Rule } from '../rules.js';
import { MAX_ENGINE_SIZE, MIN_ENGINE_SIZE, Position } from './position.js';
import {
  type Clock,
  type ForcedWin,
  type RootMove,
  Searcher,
  TranspositionTable,
  WIN_BOUND,
  WIN_SCORE,
} from './search.js';

/** The default memory of the transposition table: 32 MB. */
export const DEFAULT_MEMORY = 32 << 20;

/** How long a search may take and how deep it may go. */
export interface EngineLimits {
  /** Most milliseconds for this move (Gomocup `timeout_turn`; 0 or absent: none given). */
  readonly turnMs?: number;
  /** Milliseconds left for the whole match (Gomocup `time_left`). */
  readonly timeLeftMs?: number;
  /** Milliseconds for the whole match (Gomocup `timeout_match`; 0: no limit). */
  readonly matchMs?: number;
  /** A plain budget: think this long (used when neither `turnMs` nor `timeLeftMs` is given; default 1000). */
  readonly timeMs?: number;
  /** Deepest iteration (default 40). */
  readonly maxDepth?: number;
  /** Most positions visited (default: none). */
  readonly maxNodes?: number;
  /** Look for forced wins (VCF, VCT) at the root first (default true). */
  readonly threats?: boolean;
  /** How many of the best root moves get exact scores (default 1). */
  readonly multiPv?: number;
  /**
   * Search a position with one move only (a five to block) for its evaluation (default false: the
   * move is answered at once, evaluation 0 and depth 0; always searched when `multiPv` is above 1).
   */
  readonly scoreOnlyMove?: boolean;
  /** Moves searched at each inner node (default 12). */
  readonly width?: number;
  /** The side to move (default: the engine's `toMove`). */
  readonly toMove?: Color;
  /** Polled during the search: true stops it (the answer is then the best finished move). */
  readonly shouldStop?: () => boolean;
}

/** A forced win: how it was found and the line, the winner's move first. */
export interface ForcedLine {
  readonly kind: 'vcf' | 'vct';
  readonly line: readonly Point[];
}

/** A root move with its score, for an analysis panel. */
export interface Candidate {
  readonly move: Point;
  /** Exact for the first `multiPv`; an upper bound for the others. */
  readonly score: number;
  readonly winIn: number | null;
  readonly pv: readonly Point[];
}

/** What a search found for the side to move. */
export interface EngineResult {
  /** The move to play, or `null` when there is no legal move. */
  readonly move: Point | null;
  /** Evaluation for the side to move: positive is good; see `winIn`. */
  readonly score: number;
  /** Plies to a forced win (positive) or loss (negative) the search proved, else `null`. */
  readonly winIn: number | null;
  /** The principal variation, the move first. */
  readonly pv: readonly Point[];
  readonly forced: ForcedLine | null;
  /** The deepest iteration completed (0 when a threat search or an only move decided). */
  readonly depth: number;
  readonly nodes: number;
  /** Root moves, best first. */
  readonly candidates: readonly Candidate[];
  /** Milliseconds the search took (on the engine's clock). */
  readonly elapsedMs: number;
}

/** The engine's time plan for one move: start no new iteration after `softMs`, stop at `hardMs`. */
export interface TimePlan {
  readonly softMs: number;
  readonly hardMs: number;
}

/**
 * The share of the hard limit after which no new iteration starts: with a budget that later moves
 * could use (the match clock, a plain budget), 0.6, the usual; when the turn limit binds, what is
 * left of the turn is lost, so the search goes on to 0.85 of it (an iteration the hard limit cuts
 * short still gives its better move: `Searcher.run`). Against Rapfi's classical evaluation at 1 s
 * a move, 0.85 scored 11 of 60 games and 0.6 4 of 40 (docs/engine.md, 4 December 2026).
 */
const SOFT_SHARE = 0.6;
const SOFT_SHARE_TURN = 0.85;

/**
 * The time plan of a move: with a turn limit, most of the turn less a safety margin (for the
 * protocol's round trip and a garbage collection), never more; with the match clock, a share of
 * the time left (the moves still to come estimated from the empty points), never more than a
 * third of it; otherwise the plain budget.
 */
export function planTime(limits: EngineLimits, stones: number, points: number): TimePlan {
  const turn = limits.turnMs !== undefined && limits.turnMs > 0 ? limits.turnMs : undefined;
  const left =
    limits.timeLeftMs !== undefined && limits.matchMs !== 0 ? limits.timeLeftMs : undefined;
  if (turn === undefined && left === undefined) {
    const budget = Math.max(1, limits.timeMs ?? 1000);
    return { softMs: budget * SOFT_SHARE, hardMs: budget };
  }
  let hard = Number.POSITIVE_INFINITY;
  let soft = SOFT_SHARE_TURN;
  if (turn !== undefined) hard = turn - Math.max(12, Math.min(120, turn * 0.06));
  if (left !== undefined) {
    const movesLeft = Math.max(10, Math.min(40, (points - stones) / 2));
    const share = left / movesLeft;
    const clock = Math.min(share * 2, left / 3 - 20);
    if (clock < hard) {
      hard = clock;
      soft = SOFT_SHARE;
    }
  }
  hard = Math.max(1, hard);
  return { softMs: hard * soft, hardMs: hard };
}

/** Builds every table a search under `rule` on a `size` board needs (before the first timed move). */
export function prepareEngine(rule: Rule, size: number): void {
  checkRule(rule);
  checkSize(size);
  // The position's constructor builds the shape, class, renju and hash tables; a tiny search
  // compiles the hot code. Once the process has warmed up, a few hundred positions do (this runs
  // at a brain's INFO rule, which a manager sends just before the first move: a search of up to
  // 50 ms here made that move late at timeout_turn 100, attack of 7 December 2026).
  const engine = new Engine({ size, rule, maxMemory: 1 << 16 });
  const c = size >> 1;
  engine.play({ row: c, col: c });
  engine.play({ row: c, col: c + 1 });
  engine.play({ row: c + 1, col: c });
  engine.search(
    warmedUp
      ? { maxDepth: 2, threats: true, timeMs: 10, maxNodes: 500 }
      : { maxDepth: 2, threats: true, timeMs: 50 },
  );
  // The first time in a process (a brain's START): a longer search of a middle-game position,
  // so that the first timed move runs compiled code (the first search of a fresh process ran
  // at half the speed of later ones or less, measured at fixed depth on the CPU clock).
  if (!warmedUp && size >= WARM_UP_SIZE) {
    warmedUp = true;
    const warm = new Engine({ size, rule, maxMemory: 1 << 20 });
    for (const [dr, dc] of WARM_UP) warm.play({ row: c + dr, col: c + dc });
    warm.search({ maxNodes: 60_000, timeMs: 1000, threats: true });
  }
}

/** Whether `prepareEngine` has warmed the search up in this process. */
let warmedUp = false;
/** The warm-up's position (rows and columns from the centre, black first). */
const WARM_UP: readonly (readonly [number, number])[] = [
  [0, 0],
  [-1, -2],
  [-2, -1],
  [-2, -2],
  [-1, -3],
  [-3, -2],
  [0, -2],
  [-4, -2],
  [-5, -2],
  [0, -1],
  [2, 0],
  [1, -1],
  [1, -3],
  [1, 0],
  [-2, -3],
  [0, -3],
  [1, 1],
  [0, 2],
  [2, 1],
  [2, -1],
];
/** The smallest board the warm-up's position fits on. */
const WARM_UP_SIZE = 11;

function checkRule(rule: unknown): asserts rule is Rule {
  if (typeof rule !== 'string' || !isRule(rule)) {
    throw new RangeError(`rule: expected standard, freestyle or renju, not ${String(rule)}`);
  }
}

function checkSize(size: unknown): asserts size is number {
  if (
    typeof size !== 'number' ||
    !Number.isInteger(size) ||
    size < MIN_ENGINE_SIZE ||
    size > MAX_ENGINE_SIZE
  ) {
    throw new RangeError(`size: the engine plays on boards of 5 to 26 points, not ${String(size)}`);
  }
}

/** Throws unless `board` looks like a core `Board` of a size the engine plays. */
export function checkBoard(board: unknown): asserts board is Board {
  if (
    typeof board !== 'object' ||
    board === null ||
    typeof (board as Board).size !== 'number' ||
    !(board as Board).cells ||
    (board as Board).cells.length !== (board as Board).size * (board as Board).size
  ) {
    throw new TypeError('board: expected a board (size and cells)');
  }
  checkSize((board as Board).size);
}

/** Throws unless `color` is 1 (black) or 2 (white). */
export function checkColor(color: unknown, name = 'toMove'): asserts color is Color {
  if (color !== BLACK && color !== WHITE) {
    throw new RangeError(`${name}: expected 1 (black) or 2 (white), not ${String(color)}`);
  }
}

/** Options of a new engine. */
export interface EngineOptions {
  readonly size?: number;
  readonly rule?: Rule;
  /** Bytes for the transposition table (default 32 MB). */
  readonly maxMemory?: number;
  /** Milliseconds, monotonic (default `performance.now()`). */
  readonly clock?: Clock;
}

/** One game's engine: see the file's comment. */
export class Engine {
  private position: Position;
  private searcher: Searcher;
  private readonly table: TranspositionTable;
  private readonly clock: Clock;

  constructor(options: EngineOptions = {}) {
    const size = options.size ?? 15;
    const rule = options.rule ?? 'standard';
    checkSize(size);
    checkRule(rule);
    this.clock = options.clock ?? (() => performance.now());
    this.table = new TranspositionTable(memoryOf(options.maxMemory));
    this.position = new Position(size, rule);
    this.searcher = new Searcher(this.position, this.table, this.clock);
  }

  get size(): number {
    return this.position.size;
  }

  get rule(): Rule {
    return this.position.rule;
  }

  /** Stones on the board. */
  get stones(): number {
    return this.position.stones;
  }

  /** The side to move: the other colour than the last stone's, black on an empty board. */
  get toMove(): Color {
    const last = this.position.lastMove();
    return last < 0 ? BLACK : opponent(this.position.stoneAt(last) as Color);
  }

  /** The engine's position (read it; change it only through the engine). */
  get current(): Position {
    return this.position;
  }

  /** An empty board, of `size` and under `rule` when given; the table is cleared. */
  newGame(size: number = this.size, rule: Rule = this.rule): void {
    checkSize(size);
    checkRule(rule);
    this.position = new Position(size, rule);
    this.searcher = new Searcher(this.position, this.table, this.clock);
    this.table.clear();
  }

  /**
   * The stones of `board` (its size; the rule kept), put in reading order: a position given
   * rather than played, so its move order and any five on it are not the engine's concern.
   */
  setBoard(board: Board): void {
    checkBoard(board);
    this.position = Position.fromBoard(board, this.rule);
    this.searcher = new Searcher(this.position, this.table, this.clock);
    this.table.clear();
  }

  /** Plays on under another rule, with the same stones; the table is cleared. */
  setRule(rule: Rule): void {
    checkRule(rule);
    if (rule === this.rule) return;
    const old = this.position;
    const moves: number[] = [];
    for (let back = old.stones; back >= 1; back--) moves.push(old.lastMove(back));
    const colors = moves.map((at) => old.stoneAt(at) as Color);
    this.position = new Position(old.size, rule);
    moves.forEach((at, i) => {
      this.position.put(at, colors[i]!);
    });
    this.searcher = new Searcher(this.position, this.table, this.clock);
    this.table.clear();
  }

  /** Sizes the table to `bytes` (0 or absent: the default); clears it. */
  setMemory(bytes: number | undefined): void {
    this.table.resize(memoryOf(bytes));
  }

  /** True when `color` (default: the side to move) may play at `point`. */
  isLegal(point: Point, color: Color = this.toMove): boolean {
    const pos = this.position;
    if (!isPoint(point, pos.size)) return false;
    return pos.isLegal(pos.index(point.row, point.col), color);
  }

  /**
   * Plays a stone of `color` (default: the side to move) at `point`. Throws a RangeError on a
   * point off the board or taken; a renju forbidden point is not refused here (the game's judge
   * decides what such a move means).
   */
  play(point: Point, color: Color = this.toMove): void {
    checkColor(color, 'color');
    const pos = this.position;
    if (!isPoint(point, pos.size)) {
      throw new RangeError(
        `point: not on the ${pos.size} x ${pos.size} board: ${JSON.stringify(point)}`,
      );
    }
    const at = pos.index(point.row, point.col);
    if (pos.stoneAt(at) !== 0) {
      throw new RangeError(`point: row ${point.row}, column ${point.col} is already taken`);
    }
    pos.put(at, color);
  }

  /** Takes back the last stone; returns its point. Throws on an empty board. */
  undo(): Point {
    const pos = this.position;
    const last = pos.lastMove();
    if (last < 0) throw new RangeError('undo: the board is empty');
    pos.undo();
    return pos.pointOf(last);
  }

  /** The best move for the side to move within `limits`. */
  search(limits: EngineLimits = {}): EngineResult {
    const start = this.clock();
    const color = limits.toMove ?? this.toMove;
    checkColor(color);
    const pos = this.position;
    const plan = planTime(limits, pos.stones, pos.points.length);
    const found = this.searcher.run(color, {
      hardDeadline: start + plan.hardMs,
      softDeadline: start + plan.softMs,
      ...(limits.maxDepth === undefined ? {} : { maxDepth: limits.maxDepth }),
      ...(limits.maxNodes === undefined ? {} : { maxNodes: limits.maxNodes }),
      ...(limits.threats === undefined ? {} : { threats: limits.threats }),
      ...(limits.multiPv === undefined ? {} : { multiPv: limits.multiPv }),
      ...(limits.scoreOnlyMove === undefined ? {} : { scoreOnlyMove: limits.scoreOnlyMove }),
      ...(limits.width === undefined ? {} : { width: limits.width }),
      ...(limits.shouldStop === undefined ? {} : { shouldStop: limits.shouldStop }),
    });
    const points = (line: readonly number[]) => line.map((at) => pos.pointOf(at));
    return {
      move: found.move < 0 ? null : pos.pointOf(found.move),
      score: found.score,
      winIn: winIn(found.score),
      pv: points(found.pv),
      forced: forcedLine(found.forced, points),
      depth: found.depth,
      nodes: found.nodes,
      candidates: found.candidates.map((c: RootMove) => ({
        move: pos.pointOf(c.move),
        score: c.score,
        winIn: winIn(c.score),
        pv: points(c.pv),
      })),
      elapsedMs: this.clock() - start,
    };
  }
}

function forcedLine(
  forced: ForcedWin | null,
  points: (line: readonly number[]) => Point[],
): ForcedLine | null {
  return forced === null ? null : { kind: forced.kind, line: points(forced.line) };
}

/** Plies to a proved win (positive) or loss (negative), or null. */
export function winIn(score: number): number | null {
  return Math.abs(score) >= WIN_BOUND ? Math.sign(score) * (WIN_SCORE - Math.abs(score)) : null;
}

function memoryOf(bytes: number | undefined): number {
  return bytes === undefined || !(bytes > 0) ? DEFAULT_MEMORY : Math.min(bytes, 1 << 30);
}

function isPoint(point: Point, size: number): boolean {
  return (
    typeof point === 'object' &&
    point !== null &&
    Number.isInteger(point.row) &&
    Number.isInteger(point.col) &&
    point.row >= 0 &&
    point.col >= 0 &&
    point.row < size &&
    point.col < size
  );
}
