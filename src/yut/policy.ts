/**
 * The best policy when the dice are not known in advance: each roll is seen just before its move.
 *
 * Expectimax over the reachable states (policy-space.ts), memoised per (turn, state): the value of
 * a state before turn t is the mean, over the die's faces, of the best move's points plus the value
 * of the state it leads to before turn t+1; when no piece can move (every piece finished, or every
 * move blocked) the turn passes and scores nothing (docs/rules-dice-yut.md, rule 7 and its generalisation).
 * The die is uniform over 1..faces.
 *
 * Values are kept scaled: `W(t, s) = faces^(turns left) * V(t, s)`, a sum of integers, so they are
 * exact integers — and the expected score an exact fraction with denominator faces^turns — as long
 * as faces^turns * (largest total) < 2^53 (the classic game: 5^10 * 400). Beyond that they are
 * ordinary doubles, accurate to about 1e-15 relative.
 */
import { type Message, msg, render } from '../i18n/index.js';
import type { Result } from '../result.js';
import { assertBoard } from './arguments.js';
import type { Board, CellId } from './board.js';
import { checkGameSize, type GameSize } from './board-file.js';
import { positionBound } from './board-reach.js';
import { buildSpace, SpaceTooLarge, type StateSpace, slotIn } from './policy-space.js';
import { applyMove, legalMoves, type Move, type Position } from './rules.js';

/** The expectimax table of one game from one root position. Build it with `solvePolicy`. */
export interface Policy {
  readonly board: Board;
  readonly game: GameSize;
  /** The turn (1-based) the root position plays next: 1 for a game from the start. */
  readonly firstTurn: number;
  /** Expected points from the root position to the end of the game, under the best policy. */
  readonly expected: number;
  /** `expected` as an exact fraction, when it is one in doubles (see the module comment). */
  readonly exact: { readonly numerator: number; readonly denominator: number } | null;
  /** Distinct states in the table. */
  readonly states: number;
  /** The tables themselves; read them through `expectedFrom` and `policyChoices`. */
  readonly space: StateSpace;
  /** Scaled values by layer: `values[t][slot]` for the state `space.layers[t][slot]`. */
  readonly values: readonly Float64Array[];
}

/** Why a policy was not computed. */
export interface PolicyError {
  readonly code: 'too-many-states';
  /** In English. */
  readonly message: string;
  /** The same as a message of the catalogue, for any language. */
  readonly text: Message;
}

export type PolicyResult = Result<Policy, PolicyError>;

/** Default cap on the states of a table: about 100 MB for the largest games that fit. */
export const MAX_POLICY_STATES = 1_500_000;

export interface PolicyOptions {
  /** Root position (default: every piece on the start) and the turn it plays next (default 1). */
  readonly from?: Position;
  readonly turn?: number;
  readonly maxStates?: number;
  /** Told of the value sweep's progress, layer by layer (for a progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Told of the building of the positions (policy-space.ts), before the sweep. */
  readonly onSpaceProgress?: (done: number, total: number) => void;
}

/**
 * Computes the best policy's values for `game` on `board` (compiled for rolls up to `game.faces`
 * at least) from the root position. Refuses, with an error, a game whose states outgrow
 * `maxStates`; `from` must hold `game.pieces` cells and `turn` be 1..game.turns.
 */
export function solvePolicy(
  board: Board,
  game: GameSize,
  options: PolicyOptions = {},
): PolicyResult {
  assertBoard(board);
  const size = checkGameSize(game);
  if (!size.ok) throw new RangeError(`game.${size.error.field}: ${size.error.message}`);
  if (game.faces > board.maxFace) {
    throw new RangeError(
      `game.faces is ${game.faces}; the board "${board.name}" is compiled for dice of 1 to ${board.maxFace}`,
    );
  }
  const { turns, pieces, faces } = game;
  const firstTurn = options.turn ?? 1;
  const root = options.from ?? new Array<CellId>(pieces).fill(board.start);
  if (root.length !== pieces || firstTurn < 1 || firstTurn > turns) {
    throw new Error('solvePolicy: the root position or turn does not fit the game');
  }
  const left = turns - firstTurn + 1;
  const maxStates = options.maxStates ?? MAX_POLICY_STATES;
  // Refused before any work, as the command does: the bound is all but exact for the policy
  // (issue 23: 8 pieces and 30 turns ran 219 s and took 565 MB before refusing).
  if (options.from === undefined) {
    const faceList = Array.from({ length: faces }, (_, i) => i + 1);
    const bound = positionBound(board, pieces, left, faceList);
    if (bound > POLICY_BOUND_MARGIN * maxStates) {
      return { ok: false, error: tooManyStates(maxStates, pieces, left, board) };
    }
  }
  let space: StateSpace;
  try {
    space = buildSpace(board, root, left, faces, maxStates, options.onSpaceProgress);
  } catch (error) {
    if (!(error instanceof SpaceTooLarge)) throw error;
    return { ok: false, error: tooManyStates(maxStates, pieces, left, board) };
  }
  const values = sweep(space, options.onProgress);
  const expected = values[0]![0]! / faces ** left;
  const largestTotal = left * Math.max(...board.numbers);
  const exact =
    faces ** left * largestTotal < 2 ** 53
      ? { numerator: values[0]![0]!, denominator: faces ** left }
      : null;
  return {
    ok: true,
    value: { board, game, firstTurn, expected, exact, states: space.count, space, values },
  };
}

/** Scaled expectimax values of every layer, from the last turn back to the root. */
function sweep(
  space: StateSpace,
  onProgress?: (done: number, total: number) => void,
): Float64Array[] {
  const { layers, faces, moveStart, moveCount, moveTarget, movePoints } = space;
  const turns = layers.length - 1;
  const values: Float64Array[] = new Array(turns + 1);
  values[turns] = new Float64Array(layers[turns]!.length);
  // The next layer's values by state id (a state may be in several layers: see policy-space.ts).
  const next = new Float64Array(space.count);
  for (let t = turns - 1; t >= 0; t--) {
    onProgress?.(turns - 1 - t, turns);
    const upper = layers[t + 1]!;
    const upperValues = values[t + 1]!;
    for (let slot = 0; slot < upper.length; slot++) next[upper[slot]!] = upperValues[slot]!;
    const weight = faces ** (turns - t - 1);
    const layer = layers[t]!;
    const own = new Float64Array(layer.length);
    for (let slot = 0; slot < layer.length; slot++) {
      const id = layer[slot]!;
      let sum = 0;
      for (let roll = 1; roll <= faces; roll++) {
        const first = moveStart[id * faces + roll - 1]!;
        const last = first + moveCount[id * faces + roll - 1]!;
        // No piece can move: the turn passes and scores nothing.
        let best = first === last ? next[id]! : -1;
        for (let move = first; move < last; move++) {
          const value = movePoints[move]! * weight + next[moveTarget[move]!]!;
          if (value > best) best = value;
        }
        sum += best;
      }
      own[slot] = sum;
    }
    values[t] = own;
  }
  return values;
}

/** The layer of `turn` in a policy, or undefined when the turn is outside it. */
function layerOf(policy: Policy, turn: number): number | undefined {
  const layer = turn - policy.firstTurn;
  return layer >= 0 && layer <= policy.space.turns ? layer : undefined;
}

/** Expected points from the start of `turn` (1-based; turns+1 = the game is over) to the end. */
export function expectedFrom(policy: Policy, position: Position, turn: number): number | undefined {
  const layer = layerOf(policy, turn);
  if (layer === undefined) return undefined;
  const id = policy.space.idOf(position);
  if (id === undefined) return undefined;
  const slot = slotIn(policy.space.layers[layer]!, id);
  if (slot === -1) return undefined;
  return policy.values[layer]![slot]! / policy.game.faces ** (policy.space.turns - layer);
}

/** A legal move with the expected points it leads to: its own points plus the expected rest. */
export interface PolicyChoice {
  readonly move: Move;
  readonly expected: number;
}

/**
 * Every legal move (one per piece that may move, in piece order) for `roll` at `turn`, with its
 * expected points to the end; an empty list when no piece can move. Undefined when the position
 * at that turn is not in the table (build one from it with `solvePolicy(..., { from, turn })`).
 * A roll outside 1 to the game's faces is a `RangeError` (a mistake of the caller).
 */
export function policyChoices(
  policy: Policy,
  position: Position,
  turn: number,
  roll: number,
): PolicyChoice[] | undefined {
  if (!Number.isInteger(roll) || roll < 1 || roll > policy.game.faces) {
    throw new RangeError(`a roll shows 1 to ${policy.game.faces}, found ${roll}`);
  }
  if (expectedFrom(policy, position, turn) === undefined || turn > policy.game.turns) {
    return undefined;
  }
  return legalMoves(policy.board, position, roll).map((move) => ({
    move,
    expected: move.points + expectedFrom(policy, applyMove(position, move), turn + 1)!,
  }));
}

/** The best policy's move (the lowest piece among equals), null when no piece can move. */
export function bestPolicyMove(
  policy: Policy,
  position: Position,
  turn: number,
  roll: number,
): Move | null | undefined {
  const choices = policyChoices(policy, position, turn, roll);
  if (choices === undefined) return undefined;
  let best: PolicyChoice | null = null;
  for (const choice of choices) if (best === null || choice.expected > best.expected) best = choice;
  return best?.move ?? null;
}

/**
 * A policy whose position bound is more than this many times the limit is refused at once; one
 * just over it is left to the exact count (the same margin as the command's).
 */
const POLICY_BOUND_MARGIN = 1.1;

/** The refusal of a policy too large to hold. */
function tooManyStates(maxStates: number, pieces: number, left: number, board: Board) {
  const text = msg('yut.policy.too-many', {
    limit: maxStates.toLocaleString('en-US'),
    pieces,
    turns: left,
    cells: board.size,
  });
  return { code: 'too-many-states' as const, message: render('en', text), text };
}
