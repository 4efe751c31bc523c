import { describe, expect, it } from 'vitest';
import { withParticle } from './korean.js';

describe('withParticle', () => {
  const rows: [number, 'topic' | 'subject' | 'object', string][] = [
    [4, 'subject', '4가'],
    [3, 'subject', '3이'],
    [30, 'topic', '30은'],
    [190, 'object', '190을'],
    [182, 'topic', '182는'],
    [0, 'topic', '0은'],
    [15, 'subject', '15가'],
    [11, 'object', '11을'],
  ];
  for (const [n, particle, text] of rows) {
    it(text, () => expect(withParticle(n, particle)).toBe(text));
  }
});
