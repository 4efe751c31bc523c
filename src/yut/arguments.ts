/**
 * Checks of the arguments of the core's public functions (issue 23, items 9 and 14): a call from
 * untyped JavaScript, or with a value of the right type but outside its range, is refused at the
 * entry with a `TypeError` or a `RangeError` naming the argument, never answered wrongly
 * (`bestScore(board, dice, "4")` answered 127 for 190) and never after a long run. These are
 * mistakes of the calling program, not bad input: input text goes through the parsers, which
 * return errors.
 */
import type { Board } from './board.js';
import { GAME_LIMITS } from './board-file.js';

/** What a value is, for a message: `"4"` (a string), `1.5`, `undefined`, `an object`. */
function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === undefined ||
    value === null
  ) {
    return String(value);
  }
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/** Throws a `TypeError` unless `board` is a compiled board (from `compileBoard` or `classicBoard`). */
export function assertBoard(board: unknown, name = 'board'): asserts board is Board {
  const b = board as Partial<Board> | null;
  if (
    typeof b !== 'object' ||
    b === null ||
    !(b.destinations instanceof Int32Array) ||
    !(b.numbers instanceof Int32Array) ||
    !Number.isInteger(b.size) ||
    !Number.isInteger(b.maxFace) ||
    !Number.isInteger(b.start)
  ) {
    throw new TypeError(
      `${name} must be a compiled board (compileBoard or classicBoard), found ${shown(board)}`,
    );
  }
}

/** Throws unless `value` is a whole number from `min` to `max`: a `TypeError` for a non-number. */
export function assertWhole(
  value: unknown,
  name: string,
  min: number,
  max: number,
): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(
      `${name} must be a whole number from ${min} to ${max}, found ${shown(value)}`,
    );
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(
      `${name} must be a whole number from ${min} to ${max}, found ${shown(value)}`,
    );
  }
}

/** Throws a `TypeError` unless `dice` is an array (each die is checked by `assertDice`). */
export function assertDiceList(dice: unknown, name = 'dice'): asserts dice is readonly number[] {
  if (!Array.isArray(dice))
    throw new TypeError(`${name} must be an array of dice, found ${shown(dice)}`);
  if (dice.length > GAME_LIMITS.turns.max) {
    throw new RangeError(
      `${name} must hold at most ${GAME_LIMITS.turns.max} dice, found ${dice.length}`,
    );
  }
}

/** Throws unless `pieces` is a whole number within GAME_LIMITS. */
export function assertPieces(pieces: unknown, name = 'pieces'): asserts pieces is number {
  assertWhole(pieces, name, GAME_LIMITS.pieces.min, GAME_LIMITS.pieces.max);
}
