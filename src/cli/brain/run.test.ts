// The brain's line reader in process: lines from raw bytes with a cap. Issue 23 replayed: a
// 600 MB line ended the brain with an uncaught RangeError (readline kept it whole), a 300 MB line
// grew it to 1.3 GB; now a line over the cap is one mark, its bytes dropped as they come.
import { describe, expect, it } from 'vitest';
import { type InputLine, inputLines } from './run.js';

async function collect(
  pieces: Iterable<Buffer | string>,
  maxBytes = 16,
): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  async function* stream() {
    yield* pieces;
  }
  for await (const line of inputLines(stream(), maxBytes, () => 0)) {
    out.push(line.kind === 'line' ? line.text : null);
  }
  return out;
}

describe('brain input lines', () => {
  it('splits LF and CR LF lines across pieces, a last line without an end included', async () => {
    expect(await collect(['STA', 'RT 15\r\nBEG', 'IN\n\nTURN 1,2'])).toEqual([
      'START 15',
      'BEGIN',
      '',
      'TURN 1,2',
    ]);
    expect(await collect([Buffer.from('한국\n'.repeat(2))], 64)).toEqual(['한국', '한국']);
    // A character split between two pieces.
    const bytes = Buffer.from('ÄB\n');
    expect(await collect([bytes.subarray(0, 1), bytes.subarray(1)])).toEqual(['ÄB']);
  });

  it('marks a line over the cap once, drops it, and reads on', async () => {
    expect(await collect(['0123456789abcdef\n', '0123456789abcdefg\nOK\n'])).toEqual([
      '0123456789abcdef',
      null,
      'OK',
    ]);
    expect(await collect(['0123456789', 'abcdefgh', 'ij\nABOUT'])).toEqual([null, 'ABOUT']);
    expect(await collect(['x'.repeat(40)])).toEqual([null]);
  });

  it('reads past a 600 MB line without keeping it (it crashed the brain)', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    function* huge(): Generator<Buffer> {
      yield Buffer.from('START 15\n');
      for (let i = 0; i < (600 * 1024 * 1024) / chunk.length; i++) yield chunk;
      yield Buffer.from('\nABOUT\n');
    }
    const marks: InputLine['kind'][] = [];
    const texts: string[] = [];
    async function* stream() {
      yield* huge();
    }
    for await (const line of inputLines(stream(), 64 * 1024, () => 0)) {
      marks.push(line.kind);
      if (line.kind === 'line') texts.push(line.text);
    }
    expect(marks).toEqual(['line', 'overlong', 'line']);
    expect(texts).toEqual(['START 15', 'ABOUT']);
  });

  it('gives each line the time its bytes arrived', async () => {
    let time = 0;
    async function* stream() {
      time = 5;
      yield Buffer.from('INFO rule 4\nTU');
      time = 9;
      yield Buffer.from('RN 7,7\n');
    }
    const seen: [string, number][] = [];
    for await (const line of inputLines(stream(), 64, () => time)) {
      if (line.kind === 'line') seen.push([line.text, line.at]);
    }
    expect(seen).toEqual([
      ['INFO rule 4', 5],
      ['TURN 7,7', 9],
    ]);
  });
});
