/**
 * The moves of a Dice Yut state, as the three searches read them: the exact solver (solve.ts), the
 * table of every input (all-layers.ts) and the policy's state space (policy-space.ts).
 *
 * A state is the multiset of the pieces' cells (pieces are interchangeable), kept as its cells in
 * ascending order in a typed array. Its moves for a roll follow docs/rules-dice-yut.md, rules 2 to 5: one move
 * per distinct cell holding an unfinished piece whose destination is free or the end (pieces on
 * one cell, the start or the end, are interchangeable, so they make one move). No move at all
 * means the turn passes.
 *
 * Speed: the searches call this millions of times, so it allocates nothing and calls nothing: the
 * moves go into a caller's `MoveScratch`, the successors already sorted (the moved piece inserted
 * among the others), ready to be packed with `stateKey`.
 */
import type { Board, CellId } from './board.js';

/** Room for the moves of one state of `pieces` pieces: at most one move per piece. */
export interface MoveScratch {
  readonly pieces: number;
  /** The sorted cells of move k's successor: `next[k * pieces + j]`. */
  readonly next: Int32Array;
  /** The cell move k leaves and the cell it reaches (whose number it scores). */
  readonly from: Int32Array;
  readonly to: Int32Array;
}

/** Scratch space for the moves of states of `pieces` pieces. */
export function moveScratch(pieces: number): MoveScratch {
  return {
    pieces,
    next: new Int32Array(pieces * pieces),
    from: new Int32Array(pieces),
    to: new Int32Array(pieces),
  };
}

/**
 * The legal moves of the state whose sorted cells are `cells[base]` to `cells[base + pieces - 1]`
 * for the roll `die` (1 to `board.maxFace`), in `scratch` (its `pieces` is the state's). Returns
 * how many; 0 means no piece can move and the turn passes. With `successors` false only `from`
 * and `to` are written (enough for a move's points).
 */
export function stateMoves(
  board: Board,
  cells: Int32Array,
  base: number,
  die: number,
  scratch: MoveScratch,
  successors = true,
): number {
  const { pieces, next, from: fromOf, to: toOf } = scratch;
  const { destinations, end } = board;
  const stride = board.maxFace + 1;
  let count = 0;
  for (let i = 0; i < pieces; i++) {
    const from = cells[base + i]!;
    if (from === end || (i > 0 && cells[base + i - 1] === from)) continue;
    const to = destinations[from * stride + die]!;
    let blocked = false;
    if (to !== end) {
      for (let j = 0; j < pieces; j++) if (j !== i && cells[base + j] === to) blocked = true;
    }
    if (blocked) continue;
    fromOf[count] = from;
    toOf[count] = to;
    if (successors) {
      // The other cells stay sorted: insert `to` among them.
      let w = count * pieces;
      let placed = false;
      for (let j = 0; j < pieces; j++) {
        if (j === i) continue;
        const cell = cells[base + j]!;
        if (!placed && to <= cell) {
          next[w++] = to;
          placed = true;
        }
        next[w++] = cell;
      }
      if (!placed) next[w] = to;
    }
    count++;
  }
  return count;
}

/**
 * The state's cells `cells[base]` to `cells[base + pieces - 1]` packed into one number: exact
 * while `board.size ** pieces` stays below 2^53 (the board file check guarantees it).
 */
export function stateKey(
  boardSize: number,
  cells: ArrayLike<CellId>,
  base: number,
  pieces: number,
): number {
  let key = 0;
  for (let j = 0; j < pieces; j++) key = key * boardSize + cells[base + j]!;
  return key;
}
