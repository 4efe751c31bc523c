import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/support/property.js';
import { msg } from '../../i18n/index.js';
import { parseRequestPath } from './path.js';

describe('parseRequestPath', () => {
  it.each<[string, string, ReturnType<typeof parseRequestPath>]>([
    ['the root', '/', { ok: true, segments: [], folder: true }],
    ['a file', '/assets/a.js', { ok: true, segments: ['assets', 'a.js'], folder: false }],
    ['a folder', '/docs/', { ok: true, segments: ['docs'], folder: true }],
    ['a query and fragment', '/a.js?v=1#x', { ok: true, segments: ['a.js'], folder: false }],
    ['an encoded space', '/a%20b.js', { ok: true, segments: ['a b.js'], folder: false }],
    ['Hangul, encoded', '/%ED%95%9C.txt', { ok: true, segments: ['한.txt'], folder: false }],
    ['absolute form', 'http://host:1/a.js', { ok: true, segments: ['a.js'], folder: false }],
    ['absolute form, no path', 'HTTP://host', { ok: true, segments: [], folder: true }],
    [
      'a parent segment',
      '/../package.json',
      { ok: false, status: 404, reason: msg('serve.reason.dot-segment') },
    ],
    [
      'an encoded parent',
      '/%2e%2E/x',
      { ok: false, status: 404, reason: msg('serve.reason.dot-segment') },
    ],
    [
      'a current segment',
      '/./x',
      { ok: false, status: 404, reason: msg('serve.reason.dot-segment') },
    ],
    [
      'an encoded slash',
      '/..%2fx',
      { ok: false, status: 404, reason: msg('serve.reason.encoded-slash') },
    ],
    [
      'an encoded backslash',
      '/..%5cx',
      { ok: false, status: 404, reason: msg('serve.reason.encoded-slash') },
    ],
    ['a backslash', '/a\\..\\x', { ok: false, status: 404, reason: msg('serve.reason.backslash') }],
    ['a dotfile', '/.env', { ok: false, status: 404, reason: msg('serve.reason.hidden-file') }],
    [
      'an empty segment',
      '//etc/passwd',
      { ok: false, status: 404, reason: msg('serve.reason.empty-segment') },
    ],
    ['a NUL', '/a%00.js', { ok: false, status: 400, reason: msg('serve.reason.nul') }],
    [
      'bad percent-encoding',
      '/%',
      { ok: false, status: 400, reason: msg('serve.reason.percent-encoding') },
    ],
    [
      'overlong UTF-8',
      '/%c0%ae%c0%ae/x',
      { ok: false, status: 400, reason: msg('serve.reason.percent-encoding') },
    ],
    ['an asterisk', '*', { ok: false, status: 400, reason: msg('serve.reason.not-a-path') }],
    [
      'an authority',
      '127.0.0.1:22',
      { ok: false, status: 400, reason: msg('serve.reason.not-a-path') },
    ],
  ])('%s', (_name, target, expected) => {
    expect(parseRequestPath(target)).toEqual(expected);
  });

  it('only ever yields plain names: nothing that climbs, hides or hides a separator', () => {
    const piece = fc.constantFrom(
      'a',
      '.',
      '..',
      '/',
      '\\',
      '%2e',
      '%2f',
      '%5c',
      '%00',
      '%',
      'é',
      '%c3%a9',
      '?',
      '#',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const result = parseRequestPath(`/${pieces.join('')}`);
        if (!result.ok) return;
        for (const segment of result.segments) {
          expect(segment).not.toBe('');
          expect(segment.startsWith('.')).toBe(false);
          expect(segment).not.toMatch(/[/\\\0]/);
        }
      }),
      runs(100),
    );
  });
});
