/**
 * The argument checks of the package's public entries (issue 23: "the library checks its
 * arguments at every public entry"). A call from untyped JavaScript, or with a value of the right
 * type outside its range, is refused before any work with a `TypeError` (wrong type) or a
 * `RangeError` (a number out of range, a fraction, NaN, a wrong length, too much work) that
 * carries a code and the place: `error.code` (`NORI_INVALID_ARGUMENT` or `NORI_OUT_OF_RANGE`),
 * `error.entry` (`yut.bestScore`) and `error.argument` (`pieces`, `request.roll`). The message
 * starts with both: `yut.bestScore: pieces must be a whole number from 1 to 8, found "4"`.
 *
 * These are mistakes of the calling program, not bad input: text goes through the parsers, which
 * return errors. Only the wrapper layer (src/public/*) uses this module.
 */

import { describeValue as shown } from '../quote.js';

/** The code of a wrong type. */
export const INVALID_ARGUMENT = 'NORI_INVALID_ARGUMENT';
/** The code of a value of the right type that cannot be used (range, fraction, NaN, length). */
export const OUT_OF_RANGE = 'NORI_OUT_OF_RANGE';

/** What every argument error of the package carries besides its message. */
export interface ArgumentErrorFields {
  readonly code: typeof INVALID_ARGUMENT | typeof OUT_OF_RANGE;
  /** The public entry refusing the call: `omok.setStone`, `omok.Game#play`. */
  readonly entry: string;
  /** The argument, or the field of an argument: `pieces`, `game.turns`, `point.row`. */
  readonly argument: string;
}

export type ArgumentTypeError = TypeError & ArgumentErrorFields;
export type ArgumentRangeError = RangeError & ArgumentErrorFields;

/** What a value is, for a message (quote.ts): `"4"`, `1.5`, `an array of 3`. */
export { shown };

function fields<E extends Error>(
  error: E,
  code: ArgumentErrorFields['code'],
  entry: string,
  argument: string,
): E & ArgumentErrorFields {
  return Object.assign(error, { code, entry, argument });
}

/** The checks of one call of one entry: each throws the coded error naming `entry` and the argument. */
export class Arguments {
  constructor(readonly entry: string) {}

  typeError(argument: string, expected: string, value: unknown): ArgumentTypeError {
    return this.typeErrorFound(argument, expected, shown(value));
  }

  /** A TypeError saying what was found in words (`found` a phrase, not a value to show). */
  typeErrorFound(argument: string, expected: string, found: string): ArgumentTypeError {
    return fields(
      new TypeError(`${this.entry}: ${argument} must be ${expected}, found ${found}`),
      INVALID_ARGUMENT,
      this.entry,
      argument,
    );
  }

  rangeError(argument: string, problem: string): ArgumentRangeError {
    return fields(
      new RangeError(`${this.entry}: ${argument} ${problem}`),
      OUT_OF_RANGE,
      this.entry,
      argument,
    );
  }

  /** A whole number from `min` to `max`: TypeError for a non-number, RangeError otherwise. */
  whole(argument: string, value: unknown, min: number, max: number): number {
    const expected = `a whole number from ${min} to ${max}`;
    if (typeof value !== 'number') throw this.typeError(argument, expected, value);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw this.rangeError(argument, `must be ${expected}, found ${shown(value)}`);
    }
    return value;
  }

  /**
   * A whole number of any size: TypeError for a non-number, RangeError for a fraction, NaN or an
   * infinity. For a point whose being off the board is an answer, not a mistake.
   */
  integer(argument: string, value: unknown): number {
    const expected = 'a whole number';
    if (typeof value !== 'number') throw this.typeError(argument, expected, value);
    if (!Number.isInteger(value)) {
      throw this.rangeError(argument, `must be ${expected}, found ${shown(value)}`);
    }
    return value;
  }

  /** A finite number from `min` to `max` (fractions allowed). */
  finite(argument: string, value: unknown, min: number, max: number): number {
    const expected = `a number from ${min} to ${max}`;
    if (typeof value !== 'number') throw this.typeError(argument, expected, value);
    if (!Number.isFinite(value) || value < min || value > max) {
      throw this.rangeError(argument, `must be ${expected}, found ${shown(value)}`);
    }
    return value;
  }

  /** A string of at most `maxLength` characters (so no call holds a huge copy of it). */
  string(argument: string, value: unknown, maxLength: number): string {
    if (typeof value !== 'string') throw this.typeError(argument, 'a string', value);
    if (value.length > maxLength) {
      throw this.rangeError(
        argument,
        `must be at most ${maxLength} characters long, found ${value.length}`,
      );
    }
    return value;
  }

  /** A plain object (not null, not an array). */
  object(argument: string, value: unknown, expected = 'an object'): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw this.typeError(argument, expected, value);
    }
    return value as Record<string, unknown>;
  }

  /** An options object: `undefined` or an object. */
  options(argument: string, value: unknown): Record<string, unknown> {
    return value === undefined ? {} : this.object(argument, value, 'an object of options');
  }

  /** An array of `min` to `max` elements. */
  array(argument: string, value: unknown, min: number, max: number): readonly unknown[] {
    if (!Array.isArray(value)) throw this.typeError(argument, 'an array', value);
    if (value.length < min || value.length > max) {
      throw this.rangeError(
        argument,
        `must hold ${min === max ? min : `${min} to ${max}`} elements, found ${value.length}`,
      );
    }
    // A hole (`[0, , 0]`, `new Array(4)`) is no element: `forEach` and `every` pass over it, so
    // the checks of the elements would let it through (a position with a hole answered moves
    // without cells).
    for (let i = 0; i < value.length; i++) {
      if (!(i in value))
        throw this.typeError(`${argument}[${i}]`, 'an element (not a hole)', undefined);
    }
    return value;
  }

  /** A function, or `undefined` when `optional`. */
  callback(argument: string, value: unknown, optional = true): void {
    if (value === undefined && optional) return;
    if (typeof value !== 'function') throw this.typeError(argument, 'a function', value);
  }

  /** A boolean, or `undefined` when `optional`. */
  flag(argument: string, value: unknown, optional = true): void {
    if (value === undefined && optional) return;
    if (typeof value !== 'boolean') throw this.typeError(argument, 'true or false', value);
  }

  /** One of `choices` (strings): TypeError for a non-string, RangeError for another string. */
  oneOf<T extends string>(argument: string, value: unknown, choices: readonly T[]): T {
    const expected = `one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`;
    if (typeof value !== 'string') throw this.typeError(argument, expected, value);
    if (!(choices as readonly string[]).includes(value)) {
      throw this.rangeError(argument, `must be ${expected}, found ${shown(value)}`);
    }
    return value as T;
  }
}

/** True for an error this module made. */
export function isArgumentError(error: unknown): error is Error & ArgumentErrorFields {
  return (
    error instanceof Error &&
    ((error as Partial<ArgumentErrorFields>).code === INVALID_ARGUMENT ||
      (error as Partial<ArgumentErrorFields>).code === OUT_OF_RANGE)
  );
}

/**
 * `core` behind `check`: the call's arguments are checked first; a `TypeError` or `RangeError`
 * the core still throws (it checks some arguments itself) gets the code and the place too, so no
 * argument error leaves the package without them.
 */
// biome-ignore lint/suspicious/noExplicitAny: any function's own signature is kept
export function guarded<F extends (...args: any[]) => any>(
  entry: string,
  core: F,
  check: (at: Arguments, ...args: Parameters<F>) => void,
): F {
  const wrapper = (...args: Parameters<F>): ReturnType<F> => {
    const at = new Arguments(entry);
    check(at, ...args);
    return coded(entry, () => core(...args));
  };
  Object.defineProperty(wrapper, 'name', { value: core.name });
  Object.defineProperty(wrapper, 'length', { value: core.length });
  return wrapper as unknown as F;
}

/** Runs `work`; a plain TypeError/RangeError it throws gets the code and the place. */
export function coded<T>(entry: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    // A game too large to solve exactly (the solver's own error, branded): a size that would take
    // unbounded memory, so a RangeError carrying its place, as every other such size.
    if ((error as { isSearchTooLarge?: unknown } | null)?.isSearchTooLarge === true) {
      const range = new RangeError(`${entry}: ${(error as Error).message}`, { cause: error });
      fields(range, OUT_OF_RANGE, entry, 'arguments');
      throw range;
    }
    if ((error instanceof TypeError || error instanceof RangeError) && !isArgumentError(error)) {
      const code = error instanceof TypeError ? INVALID_ARGUMENT : OUT_OF_RANGE;
      error.message = `${entry}: ${error.message}`;
      fields(error, code, entry, 'arguments');
    }
    throw error;
  }
}
