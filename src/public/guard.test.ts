import { describe, expect, it } from 'vitest';
import { shown } from './guard.js';

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
