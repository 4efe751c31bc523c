import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/support/property.js';
import { requestedSlice } from './range.js';

describe('requestedSlice', () => {
  it.each<[string, string | undefined, number, ReturnType<typeof requestedSlice>]>([
    ['no header', undefined, 100, { kind: 'whole' }],
    ['a closed range', 'bytes=0-9', 100, { kind: 'part', start: 0, end: 9 }],
    ['an open end', 'bytes=90-', 100, { kind: 'part', start: 90, end: 99 }],
    ['an end past the file', 'bytes=90-500', 100, { kind: 'part', start: 90, end: 99 }],
    ['a suffix', 'bytes=-10', 100, { kind: 'part', start: 90, end: 99 }],
    // RFC 9110, 14.1.2: a suffix longer than the file selects all of it (range-parser says 416).
    ['a suffix longer than the file', 'bytes=-500', 100, { kind: 'part', start: 0, end: 99 }],
    [
      'spaces around the list and upper case',
      ' BYTES = 1-2 , ',
      100,
      { kind: 'part', start: 1, end: 2 },
    ],
    ['spaces inside a range', 'bytes=1 - 2', 100, { kind: 'whole' }],
    ['overlapping ranges', 'bytes=0-5,3-9', 100, { kind: 'part', start: 0, end: 9 }],
    ['adjacent ranges', 'bytes=0-4,5-9', 100, { kind: 'part', start: 0, end: 9 }],
    ['separate ranges', 'bytes=0-1,5-9', 100, { kind: 'whole' }],
    [
      'an unsatisfiable range beside a good one',
      'bytes=500-,0-1',
      100,
      { kind: 'part', start: 0, end: 1 },
    ],
    ['a start past the end', 'bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['an inverted range', 'bytes=10-5', 100, { kind: 'unsatisfiable' }],
    ['an empty suffix', 'bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['any range of an empty file', 'bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['a suffix of an empty file', 'bytes=-5', 0, { kind: 'unsatisfiable' }],
    ['another unit', 'items=0-1', 100, { kind: 'whole' }],
    ['no equals sign', 'bytes 0-1', 100, { kind: 'whole' }],
    ['a lone dash', 'bytes=-', 100, { kind: 'whole' }],
    ['a negative start', 'bytes=--1', 100, { kind: 'whole' }],
    ['three numbers', 'bytes=1-2-3', 100, { kind: 'whole' }],
    ['letters', 'bytes=a-b', 100, { kind: 'whole' }],
    ['nothing after the equals sign', 'bytes=', 100, { kind: 'whole' }],
    ['only commas', 'bytes=,,', 100, { kind: 'whole' }],
    ['huge numbers', 'bytes=99999999999999999999999-', 100, { kind: 'unsatisfiable' }],
    ['too many ranges', `bytes=${'0-0,'.repeat(64)}0-0`, 100, { kind: 'whole' }],
  ])('%s', (_name, header, size, expected) => {
    expect(requestedSlice(header, size)).toEqual(expected);
  });

  /**
   * The slow reference: RFC 9110's meaning of a well-formed byte range set, as the set of byte
   * positions it selects, computed position by position.
   */
  function selectedBytes(specs: readonly [number | null, number | null][], size: number): number[] {
    const chosen = new Set<number>();
    for (const [first, last] of specs) {
      for (let byte = 0; byte < size; byte++) {
        const inside =
          first === null
            ? last !== null && byte >= size - last
            : byte >= first && (last === null || byte <= last);
        if (inside) chosen.add(byte);
      }
    }
    return [...chosen].sort((a, b) => a - b);
  }

  it('selects exactly the bytes RFC 9110 says, or the whole file when they are not one run', () => {
    const spec = fc.oneof(
      fc.tuple(fc.nat(40), fc.option(fc.nat(40), { nil: null })),
      fc.tuple(fc.constant(null), fc.nat(40)),
    ) as fc.Arbitrary<[number | null, number | null]>;
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 4 }), fc.nat(30), (specs, size) => {
        const header = `bytes=${specs.map(([a, b]) => `${a ?? ''}-${b ?? ''}`).join(',')}`;
        const valid = specs.filter(([a, b]) => a === null || b === null || b >= a);
        const bytes = selectedBytes(valid, size);
        const slice = requestedSlice(header, size);
        if (bytes.length === 0) {
          expect(slice).toEqual({ kind: 'unsatisfiable' });
        } else if (bytes[bytes.length - 1]! - bytes[0]! + 1 === bytes.length) {
          expect(slice).toEqual({ kind: 'part', start: bytes[0], end: bytes[bytes.length - 1] });
        } else {
          expect(slice).toEqual({ kind: 'whole' });
        }
      }),
      runs(100),
    );
  });

  it('never throws and stays inside the file, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(1000), (header, size) => {
        const slice = requestedSlice(header, size);
        if (slice.kind === 'part') {
          expect(slice.start).toBeGreaterThanOrEqual(0);
          expect(slice.end).toBeGreaterThanOrEqual(slice.start);
          expect(slice.end).toBeLessThan(size);
        }
      }),
      runs(100),
    );
  });
});
