/**
 * The Range header of a GET (RFC 9110, section 14), for `nori serve`. Hand-written because the
 * usual library (`range-parser`, the one `send` uses) answers 416 to a suffix longer than the
 * file, which RFC 9110 says must get the whole file; the grammar is small.
 */

/** What part of a file the Range header asks for. */
export type Slice =
  /** No usable Range header: send the whole file with 200. */
  | { readonly kind: 'whole' }
  /** One byte range, bounds included: send it with 206. */
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  /** Byte ranges none of which overlaps the file: 416. */
  | { readonly kind: 'unsatisfiable' };

/** More ranges than this in one header is not a browser: the whole file is sent. */
const MAX_RANGES = 64;

const WHOLE: Slice = { kind: 'whole' };

/**
 * Reads `header` for a file of `size` bytes. A header that does not follow the grammar, another
 * unit than bytes, or several ranges that stay apart after merging get the whole file, which RFC
 * 9110 allows (a server may ignore Range). A range whose last byte comes before its first is
 * invalid and, like one starting past the end, satisfies nothing.
 */
export function requestedSlice(header: string | undefined, size: number): Slice {
  if (header === undefined) return WHOLE;
  const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=(.*)$/s.exec(header);
  if (match === null || match[1]!.toLowerCase() !== 'bytes') return WHOLE;
  const specs = match[2]!.split(',').map((spec) => spec.trim());
  if (specs.length > MAX_RANGES) return WHOLE;

  const ranges: { start: number; end: number }[] = [];
  let seen = 0;
  for (const spec of specs) {
    if (spec === '') continue; // Empty list elements are allowed by the list syntax (RFC 9110, 5.6.1).
    const parts = /^(\d*)-(\d*)$/.exec(spec);
    if (parts === null || (parts[1] === '' && parts[2] === '')) return WHOLE;
    seen++;
    if (parts[1] === '') {
      // A suffix: the last N bytes, or the whole file when it is shorter than N.
      const length = Number(parts[2]);
      if (length > 0 && size > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(parts[1]);
    const end = parts[2] === '' ? size - 1 : Math.min(Number(parts[2]), size - 1);
    if (parts[2] !== '' && Number(parts[2]) < start) continue;
    if (start < size) ranges.push({ start, end });
  }
  if (seen === 0) return WHOLE;
  if (ranges.length === 0) return { kind: 'unsatisfiable' };

  ranges.sort((a, b) => a.start - b.start);
  let { start, end } = ranges[0]!;
  for (const range of ranges.slice(1)) {
    if (range.start > end + 1) return WHOLE; // Two separate parts: not worth a multipart answer.
    end = Math.max(end, range.end);
  }
  return { kind: 'part', start, end };
}
