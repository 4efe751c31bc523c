/**
 * Every Dice Yut input at once: the answers of all faces^turns roll sequences (5^10 = 9,765,625),
 * found together instead of one by one.
 *
 * Meet in the middle over the trie of rolls. The turns are split at `split`:
 *
 * - Forward over the prefixes: for each prefix of `split` rolls, every state (multiset of cells)
 *   reachable after it, with the best score that reaches it. Few states per prefix (about 4 after
 *   three rolls on the classic board), because the pieces have not spread yet.
 * - Backward over the suffixes: for each suffix of the remaining rolls, the value of every state
 *   that can stand at that turn: the best score still to make with those rolls. The value of
 *   (state, d + rest) is the best over the moves of d of points + value(next state, rest), so a
 *   suffix's values come from those of the suffix one roll shorter, each level once for all
 *   prefixes. The states are all those reachable at that turn by any rolls (a few thousand at
 *   most), and the suffixes are what repeats: a level is a table of states x suffixes.
 * - answer(prefix, suffix) = max over the prefix's states s of best(prefix, s) + value(s, suffix).
 *
 * Both halves are exact dynamic programmes (a state's future depends only on the state and the
 * rolls left), so the table is exact. On the classic board the whole table costs about 76 million
 * max-plus steps (41 million backward, 35 million combining) with the split after three rolls,
 * the cheapest: after two it is 78 million, with no forward half 98, after five 183.
 *
 * Parts: the values of suffixes that end with the same last `tailRolls` rolls depend only on one
 * another, so the work splits into faces^tailRolls independent parts (25 by default), each
 * filling every faces^tailRolls-th answer of the table. Parts can run on separate threads over
 * one shared table; `planAll` is done once per thread.
 *
 * Speed: the state layers are compressed-sparse-row typed arrays, and the value tables are Uint16
 * rows laid out state-major so that the inner loop runs over contiguous suffixes; two of them are
 * reused by every part solved on a thread (mutation behind a plain API).
 */
import { buildStateLayers, forwardPrefixes, type StateLayer } from './all-layers.js';
import type { Board } from './board.js';

/** The size of the problem to tabulate. */
export interface AllOptions {
  /** Number of rolls (default 10). */
  readonly turns?: number;
  /** Number of pieces, all on the start cell at first (default 4). */
  readonly pieces?: number;
  /** Rolls solved forward; the rest are solved backward (default: min(3, turns - 1)). */
  readonly split?: number;
  /** The work splits into faces^tailRolls parts by the last rolls (default: min(2, turns - split)). */
  readonly tailRolls?: number;
}

/** The size of a table and how it splits: the options resolved against a board. */
export interface AllShape {
  readonly turns: number;
  readonly pieces: number;
  readonly faces: number;
  readonly split: number;
  readonly tailRolls: number;
  /** faces^tailRolls: how many independent parts `solveAllPart` accepts. */
  readonly parts: number;
  /** faces^(turns - tailRolls): the answers of one part. */
  readonly partSize: number;
  /** faces^turns: the length of the table. */
  readonly size: number;
}

/**
 * Everything a thread needs to fill any part of the table: built by `planAll`, read-only after.
 * Plain data (numbers and typed arrays), so one thread can build it and post it to others.
 */
export interface AllPlan extends AllShape {
  /** The reachable states after 0..turns-1 rolls. */
  readonly layers: readonly StateLayer[];
  /** The states after each prefix of `split` rolls: prefix p holds entries prefixStart[p]..prefixStart[p+1]-1. */
  readonly prefixStart: Int32Array;
  readonly prefixState: Int32Array;
  readonly prefixScore: Int32Array;
  /** The largest table of values of a backward level (states x suffixes of one part). */
  readonly largestLevel: number;
}

/** Index of a roll sequence in the table: (d1-1)·faces^(n-1) + ... + (dn-1), as in docs/cli.md. */
export function indexOfDice(dice: readonly number[], faces = 5): number {
  let index = 0;
  for (const die of dice) index = index * faces + (die - 1);
  return index;
}

/** The roll sequence of `turns` rolls at `index` of the table (the inverse of `indexOfDice`). */
export function diceOfIndex(index: number, turns = 10, faces = 5): number[] {
  const dice = new Array<number>(turns);
  for (let turn = turns - 1; turn >= 0; turn--) {
    dice[turn] = (index % faces) + 1;
    index = Math.floor(index / faces);
  }
  return dice;
}

/**
 * Resolves the options against the board, without building anything. Throws (a bug in the
 * caller) for sizes the table cannot handle.
 */
export function allShape(board: Board, options: AllOptions = {}): AllShape {
  const turns = options.turns ?? 10;
  const pieces = options.pieces ?? 4;
  const faces = board.maxFace;
  const split = options.split ?? Math.min(3, turns - 1);
  const tailRolls = options.tailRolls ?? Math.min(2, turns - split);
  if (!Number.isInteger(turns) || turns < 1) throw new Error(`cannot tabulate ${turns} turns`);
  if (!Number.isInteger(split) || split < 0 || split >= turns) {
    throw new Error(`split ${split} must be between 0 and turns - 1`);
  }
  if (!Number.isInteger(tailRolls) || tailRolls < 0 || split + tailRolls > turns) {
    throw new Error(`tailRolls ${tailRolls} must be between 0 and turns - split`);
  }
  if (!Number.isInteger(pieces) || pieces < 1 || board.size ** pieces >= 2 ** 53) {
    throw new Error(`cannot tabulate ${pieces} pieces on a board of ${board.size} cells`);
  }
  let largest = 0;
  let smallest = 0;
  for (const number of board.numbers) {
    largest = Math.max(largest, number);
    smallest = Math.min(smallest, number);
  }
  if (largest * turns > 0xffff || smallest < 0) throw new Error('answers must fit in 16 bits');
  if (faces ** turns > 2 ** 31) {
    throw new Error(`a table of ${faces}^${turns} answers is too large`);
  }
  return {
    turns,
    pieces,
    faces,
    split,
    tailRolls,
    parts: faces ** tailRolls,
    partSize: faces ** (turns - tailRolls),
    size: faces ** turns,
  };
}

/**
 * Builds what every part of the table needs: the reachable states of each turn with their moves,
 * and the forward states of each prefix. Throws (a bug in the caller) for sizes it cannot handle.
 */
export function planAll(board: Board, options: AllOptions = {}): AllPlan {
  const shape = allShape(board, options);
  const { turns, pieces, faces, split, tailRolls } = shape;
  const layers = buildStateLayers(board, turns, pieces);

  // The largest table of values a backward level needs (states x suffixes of one part).
  let largestLevel = 0;
  let suffixes = 1;
  for (let level = 1; level <= turns - split; level++) {
    if (level > tailRolls) suffixes *= faces;
    largestLevel = Math.max(largestLevel, layers[turns - level]!.count * suffixes);
  }
  return {
    ...shape,
    layers,
    ...forwardPrefixes(layers, split, faces),
    largestLevel,
  };
}

/** Two value tables per plan, reused by every part solved on this thread. */
const scratchOf = new WeakMap<AllPlan, { a: Uint16Array; b: Uint16Array }>();

function scratchFor(plan: AllPlan): { a: Uint16Array; b: Uint16Array } {
  let scratch = scratchOf.get(plan);
  if (scratch === undefined) {
    scratch = { a: new Uint16Array(plan.largestLevel), b: new Uint16Array(plan.largestLevel) };
    scratchOf.set(plan, scratch);
  }
  return scratch;
}

/**
 * Solves part `part` (0 to plan.parts - 1): the roll sequences whose last `tailRolls` rolls are
 * the digits of `part` in base faces. Their answers go to `block` (length plan.partSize) in table
 * order with the last `tailRolls` rolls left out; `interleaveParts` puts the blocks together.
 * Each part writes only its own block, so threads can solve parts side by side without sharing
 * a cache line.
 */
export function solveAllPart(plan: AllPlan, part: number, block: Uint16Array): void {
  const { turns, faces, split, tailRolls, layers } = plan;
  if (!Number.isInteger(part) || part < 0 || part >= plan.parts) throw new Error(`no part ${part}`);
  if (block.length !== plan.partSize) throw new Error(`a part holds ${plan.partSize} answers`);
  /** The fixed roll of a turn among the last `tailRolls`, or 0 when the turn's roll is free. */
  const fixedRoll = (turn: number): number => {
    const fromEnd = turns - 1 - turn;
    return fromEnd < tailRolls ? (Math.floor(part / faces ** fromEnd) % faces) + 1 : 0;
  };

  // Level 1, the last roll: the value of a state is its best single move.
  const scratch = scratchFor(plan);
  let values = scratch.a;
  let spare = scratch.b;
  const last = layers[turns - 1]!;
  let width: number;
  {
    const fixed = fixedRoll(turns - 1);
    const [first, final] = fixed === 0 ? [1, faces] : [fixed, fixed];
    width = final - first + 1;
    for (let s = 0; s < last.count; s++) {
      for (let die = first; die <= final; die++) {
        values[s * width + die - first] = last.bestMove[s * faces + die - 1]!;
      }
    }
  }

  // Levels 2..turns-split: value(s, d + rest) = max over moves of points + value(next, rest).
  for (let turn = turns - 2; turn >= split; turn--) {
    const layer = layers[turn]!;
    const { edgeStart, edgeTarget, edgePoints } = layer;
    const fixed = fixedRoll(turn);
    const [first, final] = fixed === 0 ? [1, faces] : [fixed, fixed];
    const childWidth = width;
    width = (final - first + 1) * childWidth;
    const out = spare;
    const child = values;
    for (let s = 0; s < layer.count; s++) {
      for (let die = first; die <= final; die++) {
        const row = s * width + (die - first) * childWidth;
        const firstEdge = edgeStart[s * faces + die - 1]!;
        const lastEdge = edgeStart[s * faces + die]!;
        // Every state has at least one edge per roll (a pass when no piece can move).
        let from = edgeTarget[firstEdge]! * childWidth;
        let points = edgePoints[firstEdge]!;
        for (let q = 0; q < childWidth; q++) out[row + q] = points + child[from + q]!;
        for (let edge = firstEdge + 1; edge < lastEdge; edge++) {
          from = edgeTarget[edge]! * childWidth;
          points = edgePoints[edge]!;
          for (let q = 0; q < childWidth; q++) {
            const total = points + child[from + q]!;
            if (total > out[row + q]!) out[row + q] = total;
          }
        }
      }
    }
    spare = values;
    values = out;
  }

  // Combine: answer(prefix, suffix) = max over the prefix's states of best + value(state, suffix).
  const { prefixStart, prefixState, prefixScore } = plan;
  const prefixes = prefixStart.length - 1;
  for (let prefix = 0; prefix < prefixes; prefix++) {
    const firstEntry = prefixStart[prefix]!;
    const row = prefix * width;
    let from = prefixState[firstEntry]! * width;
    let score = prefixScore[firstEntry]!;
    for (let q = 0; q < width; q++) block[row + q] = score + values[from + q]!;
    for (let entry = firstEntry + 1; entry < prefixStart[prefix + 1]!; entry++) {
      from = prefixState[entry]! * width;
      score = prefixScore[entry]!;
      for (let q = 0; q < width; q++) {
        const total = score + values[from + q]!;
        if (total > block[row + q]!) block[row + q] = total;
      }
    }
  }
}

/**
 * The table from the blocks of every part, one after another in part order (`blocks`, length
 * plan.size): the answer at index i is entry floor(i / parts) of the block of part i mod parts.
 */
export function interleaveParts(shape: AllShape, blocks: Uint16Array): Uint16Array {
  const { parts, partSize } = shape;
  if (blocks.length !== shape.size) throw new Error(`the blocks hold ${shape.size} answers`);
  const table = new Uint16Array(shape.size);
  // Row by row: one sequential pass over the table, and one sequential stream per block.
  for (let row = 0, at = 0; row < partSize; row++) {
    for (let part = 0, from = row; part < parts; part++, from += partSize) {
      table[at++] = blocks[from]!;
    }
  }
  return table;
}

/** The whole table on this thread: answer of the rolls d1..dn at `indexOfDice([d1..dn])`. */
export function solveAll(board: Board, options: AllOptions = {}): Uint16Array {
  const plan = planAll(board, options);
  const blocks = new Uint16Array(plan.size);
  for (let part = 0; part < plan.parts; part++) {
    solveAllPart(plan, part, blocks.subarray(part * plan.partSize, (part + 1) * plan.partSize));
  }
  return interleaveParts(plan, blocks);
}
