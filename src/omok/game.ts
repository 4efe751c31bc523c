/**
 * An Omok game in progress: the one model of a game that `nori omok --moves` replays and the
 * playground plays on. Black moves first on an empty board; from a given board, black is to play
 * when the colours have as many stones each. Moves can be taken back and played again (undo and
 * redo), the game ends at its decisive move, and under renju black's forbidden points are known
 * at each turn.
 *
 * The state changes in place, one stone at a time (as chessground's `HeadlessState` does, and for
 * the same reason: no copy of the board per move). Each move costs a look at the four lines through
 * it (and, for black under renju, the forbidden-move check around it), never a scan of the board,
 * so a record of a million moves replays in linear time. Everything here is plain data and
 * functions: no DOM, no I/O.
 */
import {
  BLACK,
  type Board,
  type Color,
  cloneBoard,
  createBoard,
  EMPTY,
  opponent,
  type Point,
  setStone,
  WHITE,
} from './board.js';
import { type Judgement, judge } from './judge.js';
import { DIRECTIONS, type Direction, type Line, runThrough } from './lines.js';
import { type ForbiddenPoint, type ForbiddenReason, RenjuChecker } from './renju.js';
import { classifyLine, type Rule } from './rules.js';

/**
 * What a forbidden move by black does under renju: `lose`, as in a real renju game (RIF 9.2: the
 * move stands and black loses), or `refuse`, as a board for practice does (the move is not made).
 */
export const FORBIDDEN_MOVE_EFFECTS = ['lose', 'refuse'] as const;

/** One of `FORBIDDEN_MOVE_EFFECTS`. */
export type ForbiddenMoveEffect = (typeof FORBIDDEN_MOVE_EFFECTS)[number];

/** How a game is played besides its rule. */
export interface GameOptions {
  /** What black's forbidden move does under renju (default `lose`, as the rules say). */
  readonly forbiddenMove?: ForbiddenMoveEffect;
}

/** Why a move decided the game: a winning line, or (renju) a forbidden move by black. */
export type DecisiveReason = 'five' | ForbiddenReason;

/**
 * The move that decided a game. `move` counts from 1 (the moves played on the starting board);
 * `color` played it and `winner` won by it (the other colour when black played a forbidden move).
 * `lines` are the winning lines through the stone for a `five` (usually one; five or more stones,
 * as the rule counts a win), the overline for an `overline`, and empty otherwise; `directions` are
 * the lines of the forbidden shape (a direction twice for two fours on one line).
 */
export interface Decisive {
  readonly move: number;
  readonly at: Point;
  readonly color: Color;
  readonly winner: Color;
  readonly reason: DecisiveReason;
  readonly lines: readonly Line[];
  readonly directions: readonly Direction[];
}

/**
 * What `Game.play` did: `played` (the game goes on), `decisive` (this move decided it), or
 * nothing because the point is `off-board` or `taken` (`by` the move number, 0 for a stone of the
 * starting board), black's move is `forbidden` and the game refuses it, or the game is already
 * `over`.
 */
export type MoveOutcome =
  | { readonly kind: 'played' }
  | { readonly kind: 'decisive'; readonly decisive: Decisive }
  | { readonly kind: 'off-board' }
  | { readonly kind: 'taken'; readonly by: number }
  | { readonly kind: 'forbidden'; readonly reason: ForbiddenReason }
  | { readonly kind: 'over' };

/** A game under a rule, from an empty board of a size or from a given board. */
export class Game {
  readonly size: number;
  readonly rule: Rule;
  readonly forbiddenMove: ForbiddenMoveEffect;
  /**
   * The judge's verdict on the starting board: `no-winner` for an empty one. A board that already
   * has a winning line (or breaks Baekjoon's promise) is a game over before its first move.
   */
  readonly start: Judgement;
  private readonly startBoard: Board | undefined;
  private readonly first: Color;
  private readonly stones: Board;
  /** The number (from 1) of the move at each point, 0 where none. */
  private readonly numbers: Uint16Array | Uint32Array;
  private readonly checker: RenjuChecker | undefined;
  /** The moves on the board, in order, and the moves taken back (the next to redo last). */
  private readonly played: Point[] = [];
  private readonly undone: Point[] = [];
  private result: Decisive | null = null;
  /** Counts the changes of the position, to know when `forbiddenPoints` must look again. */
  private version = 0;
  private forbiddenCache: { version: number; points: ForbiddenPoint[] } | undefined;

  /** A game on an empty board of `start` points a side, or on a copy of the board `start`. */
  constructor(start: number | Board, rule: Rule, options: GameOptions = {}) {
    this.rule = rule;
    this.forbiddenMove = options.forbiddenMove ?? 'lose';
    if (typeof start === 'number') {
      this.size = start;
      this.stones = createBoard(start);
      this.startBoard = undefined;
      this.first = BLACK;
      this.start = deepFreeze({ kind: 'no-winner', lines: [] });
    } else {
      this.size = start.size;
      this.stones = cloneBoard(start);
      this.startBoard = cloneBoard(start);
      this.first = blackToPlay(start) ? BLACK : WHITE;
      this.start = deepFreeze(judge(start, rule));
    }
    const area = this.size * this.size;
    this.numbers = area < 0xffff ? new Uint16Array(area) : new Uint32Array(area);
    this.checker = rule === 'renju' ? new RenjuChecker(this.stones) : undefined;
  }

  /** The board as it stands (read it; change it only through `play`, `undo` and `redo`). */
  get board(): Board {
    return this.stones;
  }

  /** How many moves have been played on the starting board. */
  get moves(): number {
    return this.played.length;
  }

  /** The moves on the board, in order (a copy: changing it changes nothing in the game). */
  get history(): readonly Point[] {
    return this.played.slice();
  }

  /** The last move on the board, if any. */
  get lastMove(): Point | undefined {
    return this.played.at(-1);
  }

  /** The colour to play next. */
  get toPlay(): Color {
    return this.played.length % 2 === 0 ? this.first : opponent(this.first);
  }

  /** The decisive move, once there is one. */
  get decisive(): Decisive | null {
    return this.result;
  }

  /** True once a move decided the game, or when the starting board was already decided. */
  get isOver(): boolean {
    return this.result !== null || this.start.kind !== 'no-winner';
  }

  get canUndo(): boolean {
    return this.played.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** The moves taken back that `redo` would play again, the next first. */
  get future(): readonly Point[] {
    return [...this.undone].reverse();
  }

  /** The number (from 1) of the move played at (row, col), or 0. */
  moveAt(row: number, col: number): number {
    return this.numbers[row * this.size + col]!;
  }

  /**
   * The points where the colour to play may not play, with the reason: black's forbidden points
   * under renju while the game goes on, and none otherwise.
   */
  forbiddenPoints(): readonly ForbiddenPoint[] {
    if (this.checker === undefined || this.toPlay !== BLACK || this.isOver) return [];
    const cached = this.forbiddenCache;
    if (cached !== undefined && cached.version === this.version) return cached.points;
    const points = deepFreeze(this.checker.forbiddenPoints());
    this.forbiddenCache = { version: this.version, points };
    return points;
  }

  /**
   * Plays the colour to play at `point`. A new move clears the moves taken back, unless it is the
   * next of them (then the others can still be redone).
   */
  play(point: Point): MoveOutcome {
    const outcome = this.place(point);
    if (outcome.kind === 'played' || outcome.kind === 'decisive') {
      const next = this.undone.at(-1);
      if (next !== undefined && next.row === point.row && next.col === point.col) this.undone.pop();
      else this.undone.length = 0;
    }
    return outcome;
  }

  /** Takes back the last move (never a stone of the starting board); returns it. */
  undo(): Point | undefined {
    const last = this.played.pop();
    if (last === undefined) return undefined;
    setStone(this.stones, last.row, last.col, EMPTY);
    this.checker?.set(last.row, last.col, EMPTY);
    this.numbers[last.row * this.size + last.col] = 0;
    this.result = null;
    this.version++;
    this.undone.push(last);
    return last;
  }

  /** Plays again the last move taken back; `undefined` when there is none. */
  redo(): MoveOutcome | undefined {
    const next = this.undone.at(-1);
    return next === undefined ? undefined : this.play(next);
  }

  /**
   * The same game under another rule: the starting board and the moves replayed, as far as the
   * new rule lets them go (to its decisive move, or to a move it refuses); the rest can be redone.
   */
  withRule(rule: Rule, options: GameOptions = { forbiddenMove: this.forbiddenMove }): Game {
    const game = new Game(this.startBoard ?? this.size, rule, options);
    const moves = [...this.played, ...[...this.undone].reverse()];
    let next = 0;
    while (next < moves.length && !game.isOver) {
      const kind = game.place(moves[next]!).kind;
      if (kind !== 'played' && kind !== 'decisive') break;
      next++;
    }
    game.undone.push(...moves.slice(next).reverse());
    return game;
  }

  /** The move itself, leaving the moves taken back alone. */
  private place(point: Point): MoveOutcome {
    if (this.isOver) return { kind: 'over' };
    const { row, col } = point;
    const n = this.size;
    if (
      !Number.isInteger(row) ||
      !Number.isInteger(col) ||
      row < 0 ||
      col < 0 ||
      row >= n ||
      col >= n
    ) {
      return { kind: 'off-board' };
    }
    if (this.stones.cells[row * n + col] !== EMPTY) {
      return { kind: 'taken', by: this.numbers[row * n + col]! };
    }

    const color = this.toPlay;
    // Judged before the stone goes down: the checker reads the position black plays into.
    const forbidden =
      color === BLACK && this.checker !== undefined ? this.checker.reason(row, col) : null;
    if (forbidden !== null && this.forbiddenMove === 'refuse') {
      return { kind: 'forbidden', reason: forbidden };
    }
    const directions =
      forbidden === null || forbidden === 'overline'
        ? []
        : this.checker!.culprits(row, col, forbidden);

    setStone(this.stones, row, col, color);
    this.checker?.set(row, col, color);
    this.played.push(Object.freeze({ row, col }));
    this.version++;
    const number = this.played.length;
    this.numbers[row * n + col] = number;

    const wins: Line[] = [];
    const overlines: Line[] = [];
    for (const direction of DIRECTIONS) {
      const line = runThrough(this.stones, row, col, direction, color);
      const kind = classifyLine(this.rule, color, line.length);
      if (kind === 'win') wins.push(line);
      else if (kind === 'overline') overlines.push(line);
    }
    // RIF 9.2: a five wins even when the same stone makes a forbidden shape.
    let decisive: Decisive | null = null;
    const base = { move: number, at: { row, col }, color };
    if (wins.length > 0) {
      decisive = { ...base, winner: color, reason: 'five', lines: wins, directions: [] };
    } else if (forbidden !== null) {
      const lines = forbidden === 'overline' ? overlines : [];
      const culprits =
        forbidden === 'overline' ? overlines.map((line) => line.direction) : directions;
      decisive = {
        ...base,
        winner: opponent(color),
        reason: forbidden,
        lines,
        directions: culprits,
      };
    }
    if (decisive === null) return { kind: 'played' };
    this.result = deepFreeze(decisive);
    return { kind: 'decisive', decisive: this.result };
  }
}

/**
 * Whether black is to play on `board`: black moves first and the colours alternate, so black is
 * to play when the colours have as many stones each (or, on a board that breaks that count, fewer).
 */
export function blackToPlay(board: Board): boolean {
  let black = 0;
  let white = 0;
  for (const cell of board.cells) {
    if (cell === BLACK) black++;
    else if (cell === WHITE) white++;
  }
  return black <= white;
}

/**
 * `value` frozen, and every object it holds (typed arrays, which cannot be frozen, aside): what a
 * game hands out (its decisive move, the starting verdict, the forbidden points, the moves) is
 * read by callers, and a caller that changed it would change the game's own answers (an outside
 * tester emptied the list of forbidden points and the game then said none were forbidden).
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  if (Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
