import { describe, expect, it } from 'vitest';
import { describeSystemError } from './errors.js';

describe('describeSystemError', () => {
  it.each([
    ['ENOSPC', 'no space left on the device'],
    ['ENOTDIR', 'a part of the path is not a directory'],
    ['EBADF', 'it is not open (a closed file descriptor)'],
    ['ENXIO', 'no device or reader at the other end (a socket, or a pipe nobody reads)'],
  ])('%s in words', (code, words) => {
    const error = Object.assign(new Error(`${code}: something, write`), { code });
    expect(describeSystemError(error)).toBe(words);
  });

  it('an unlisted code: the system text without the code', () => {
    const error = Object.assign(new Error('EWEIRD: a strange thing happened, open'), {
      code: 'EWEIRD',
    });
    expect(describeSystemError(error)).toBe('a strange thing happened');
  });
});
