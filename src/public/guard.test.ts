import { describe, expect, it } from 'vitest';
import { Arguments, coded, INVALID_ARGUMENT, OUT_OF_RANGE, shown } from './guard.js';

describe('shown: what a value is, in a message', () => {
  it.each([
    ['a string', '4', '"4"'],
    ['a number', 1.5, '1.5'],
    ['NaN', Number.NaN, 'NaN'],
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    ['a bigint', 3n, '3n'],
    ['an array', [1, 2, 3], 'an array of 3'],
    ['a typed array', new Uint8Array(2), 'a Uint8Array'],
    ['an object', { row: 1 }, 'an object'],
    ['a function', () => 1, 'a function'],
    ['a symbol', Symbol('x'), 'a symbol'],
  ])('%s', (_name, value, words) => {
    expect(shown(value)).toBe(words);
  });
});

describe('Arguments#integer: a whole number of any size', () => {
  const at = new Arguments('omok.Game#play');
  it.each([0, -0, 7, -3, 2 ** 60, 1e300, -1e300])('takes %s', (value) => {
    expect(at.integer('point.row', value)).toBe(value);
  });
  it.each([
    ['a fraction', 1.5, OUT_OF_RANGE],
    ['NaN', Number.NaN, OUT_OF_RANGE],
    ['Infinity', Number.POSITIVE_INFINITY, OUT_OF_RANGE],
    ['a string', '1', INVALID_ARGUMENT],
    ['a bigint', 1n, INVALID_ARGUMENT],
  ])('refuses %s', (_name, value, code) => {
    expect(() => at.integer('point.row', value)).toThrow(
      expect.objectContaining({ code, entry: 'omok.Game#play', argument: 'point.row' }),
    );
  });
});

describe('coded and a game too large to solve (outside tester, third round)', () => {
  it("turns the solver's error into a RangeError with its code and place", () => {
    const tooLarge = Object.assign(new Error('this game is too large to solve exactly'), {
      isSearchTooLarge: true,
    });
    let thrown: unknown;
    try {
      coded('yut.bestScore', () => {
        throw tooLarge;
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    expect(thrown).toMatchObject({
      message: 'yut.bestScore: this game is too large to solve exactly',
      code: OUT_OF_RANGE,
      entry: 'yut.bestScore',
      argument: 'arguments',
      cause: tooLarge,
    });
  });
});
