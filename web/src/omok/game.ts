/**
 * A game on the Omok page: a board, the stones placed on it since it was set up (for undo), and
 * the verdict of the core's judge. Whether a line wins, and which stone Baekjoon answers with, is
 * the core's business; this file only keeps the moves.
 */
import {
  BLACK,
  type Board,
  type Color,
  cloneBoard,
  createBoard,
  EMPTY,
  type Judgement,
  judge,
  type Point,
  type Rule,
  setStone,
  stoneAt,
  WHITE,
} from '../../../src/omok/index.js';

/** What happened to a click on a point. */
export type PlaceOutcome = 'placed' | 'taken' | 'over';

/** One game: a starting board (empty, or loaded from a grid) and the stones placed since. */
export class OmokGame {
  private readonly board: Board;
  private readonly moves: (Point & { color: Color })[] = [];
  private verdict: { rule: Rule; version: number; judgement: Judgement } | undefined;
  private version = 0;

  constructor(
    start: Board,
    private rule: Rule,
  ) {
    this.board = cloneBoard(start);
  }

  /** An empty board of `size`. */
  static empty(size: number, rule: Rule): OmokGame {
    return new OmokGame(createBoard(size), rule);
  }

  get size(): number {
    return this.board.size;
  }

  /** The board as it stands (do not change it: use `place` and `undo`). */
  get current(): Board {
    return this.board;
  }

  /** The last stone placed, if any. */
  get lastMove(): Point | undefined {
    return this.moves.at(-1);
  }

  get canUndo(): boolean {
    return this.moves.length > 0;
  }

  setRule(rule: Rule): void {
    this.rule = rule;
  }

  /**
   * Whose turn it is: black moves first and the colours alternate, so black is to play when the
   * colours have as many stones each (a loaded board continues the same way).
   */
  get toPlay(): Color {
    let black = 0;
    let white = 0;
    for (const cell of this.board.cells) {
      if (cell === BLACK) black++;
      else if (cell === WHITE) white++;
    }
    return black <= white ? BLACK : WHITE;
  }

  /** The judge's verdict on the current board under the current rule (cached until a change). */
  get judgement(): Judgement {
    const cached = this.verdict;
    if (cached !== undefined && cached.rule === this.rule && cached.version === this.version) {
      return cached.judgement;
    }
    const judgement = judge(this.board, this.rule);
    this.verdict = { rule: this.rule, version: this.version, judgement };
    return judgement;
  }

  /** True when the judge has found a winner (or a broken promise): no more stones then. */
  get isOver(): boolean {
    return this.judgement.kind !== 'no-winner';
  }

  /** Places the colour to play at (row, col), counted from 0. */
  place(row: number, col: number): PlaceOutcome {
    if (this.isOver) return 'over';
    if (stoneAt(this.board, row, col) !== EMPTY) return 'taken';
    const color = this.toPlay;
    setStone(this.board, row, col, color);
    this.moves.push({ row, col, color });
    this.version++;
    return 'placed';
  }

  /** Takes back the last stone placed on this page (a loaded board's stones stay). */
  undo(): boolean {
    const last = this.moves.pop();
    if (last === undefined) return false;
    setStone(this.board, last.row, last.col, EMPTY);
    this.version++;
    return true;
  }
}
