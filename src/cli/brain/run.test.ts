// The brain's line reader in process: lines from raw bytes with a cap. Issue 23 replayed: a
// 600 MB line ended the brain with an uncaught RangeError (readline kept it whole), a 300 MB line
// grew it to 1.3 GB; now a line over the cap is one mark, its bytes dropped as they come.
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type InputLine, inputLines, runBrain } from './run.js';

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

  it('ends a line at a lone CR too (the command after it was taken for arguments)', async () => {
    expect(await collect(['BEGIN\rTURN 1,1\nEND\r\n', 'A\rB'])).toEqual([
      'BEGIN',
      'TURN 1,1',
      'END',
      'A',
      'B',
    ]);
  });

  it('does not count the CR of a CR LF end against the cap', async () => {
    const full = '0123456789abcdef';
    expect(await collect([`${full}\r\n`, `${full}\r`, '\nOK\r\n'])).toEqual([full, full, 'OK']);
    // One byte over the cap is over it, whatever ends the line; a CR inside a line is a byte.
    expect(await collect([`${full}g\r\n`, `${full}\rx\n`, `${full}g`, 'OK'])).toEqual([
      null,
      null,
      null,
    ]);
    expect(await collect([`${full}g`])).toEqual([null]);
    expect(await collect([`${full}\r`])).toEqual([full]);
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

/**
 * A reader slower than the brain: it takes one write at a time and says it is done only on a later
 * turn of the event loop, with a small buffer. Records the most bytes ever waiting in it.
 */
function slowReader(highWaterMark: number): {
  output: Writable;
  text: () => string;
  most: () => number;
} {
  const parts: string[] = [];
  let most = 0;
  const output = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk.toString());
      setImmediate(callback);
    },
  });
  const write = output.write.bind(output);
  output.write = ((...args: Parameters<Writable['write']>) => {
    const ok = write(...args);
    most = Math.max(most, output.writableLength);
    return ok;
  }) as Writable['write'];
  return { output, text: () => parts.join(''), most: () => most };
}

describe('brain output to a slow reader', () => {
  it('handles no more lines while its answers wait (a slow reader grew it to 3.5 GB)', async () => {
    const count = 20_000;
    // The input in large pieces, as a pipe gives it: many lines arrive before any is answered.
    const input = Readable.from(
      (function* () {
        const piece = 'ABOUT\n'.repeat(10_000);
        for (let i = 0; i < count / 10_000; i++) yield Buffer.from(piece);
        yield Buffer.from('END\nABOUT\n');
      })(),
    );
    const highWaterMark = 1024;
    const reader = slowReader(highWaterMark);
    expect(await runBrain({}, { input, output: reader.output })).toBe(0);
    await new Promise<void>((resolve) => reader.output.end(resolve));
    const answers = reader.text().split('\n');
    expect(answers.pop()).toBe('');
    // Every ABOUT answered, in order, and nothing after END.
    expect(answers).toHaveLength(count);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^name="nori", version="[^"]+", author="nori contributors"/);
    // What waits for the reader is at most its buffer and one answer (it was every answer to a
    // piece of input: 10,000 lines here).
    expect(reader.most()).toBeLessThanOrEqual(highWaterMark + answers[0]!.length + 1);
  });

  it('stops when the reader fails instead of waiting for it forever', async () => {
    const input = Readable.from([Buffer.from('ABOUT\n'.repeat(1000))]);
    const output = new Writable({
      highWaterMark: 16,
      write(_chunk, _encoding, callback) {
        setImmediate(() => callback(new Error('gone')));
      },
    });
    output.on('error', () => {});
    expect(await runBrain({}, { input, output })).toBe(0);
  });

  // A failure to read the input is the input's error (one line, exit 2); anything else is nori's
  // own fault and is not passed off as one (it was reported as "cannot read standard input").
  it('names a failed read as the input, and lets any other error be what it is', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
      },
    });
    const quiet = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    });
    await expect(runBrain({}, { input: failing, output: quiet })).rejects.toMatchObject({
      isCliError: true,
    });
    const broken = new Writable({ write() {} });
    broken.write = () => {
      throw new TypeError('a fault of its own');
    };
    await expect(
      runBrain({}, { input: Readable.from(['ABOUT\n']), output: broken }),
    ).rejects.toThrow(new TypeError('a fault of its own'));
  });
});
