/**
 * The input readers' caps: a batch line is judged by its tokens wherever the input's chunks cut it
 * (runs of blank space squeezed), and blank space after one case is accepted up to 64 MiB, in
 * flat memory; what is over the cap otherwise is refused.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput, readInputSync, readLines } from './input.js';

const dir = mkdtempSync(join(tmpdir(), 'nori-input-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function lines(path: string, max: number): Promise<string[] | string> {
  const out: string[] = [];
  try {
    for await (const line of readLines(path, max)) out.push(line);
  } catch (error) {
    return (error as Error).message;
  }
  return out;
}

const CASE = '1 2 3 4 1 2 3 4 1 2';

describe('readLines', () => {
  it('takes a line of many spaces wherever the chunks of 64 KiB cut it', async () => {
    const padded = `1 1 1 1 1 1 1 1 1 1${' '.repeat(70_000)}`;
    // Alone, and after 3,026 lines and 16 blank ones: it then starts 5,000 bytes before 65,536.
    const before = `${`${CASE}\n`.repeat(3026)}${'\n'.repeat(16)}`;
    for (const text of [padded, `${padded}\n`, `${before}${padded}\n`, `${before}${padded}\r\n`]) {
      const got = await lines(file('padded.txt', text), 4096);
      expect(Array.isArray(got)).toBe(true);
      expect((got as string[]).at(-1)).toBe('1 1 1 1 1 1 1 1 1 1 ');
    }
  });

  it('refuses a line whose tokens are too long, wherever the chunks cut it', async () => {
    const long = `1${'2'.repeat(5000)}`;
    for (const [text, line] of [
      [`${long}\n`, 1],
      [`${CASE}\n`.repeat(3276) + long, 3277],
      [`${CASE}\n${'x'.repeat(65_000)}\n`, 2],
    ] as const) {
      expect(await lines(file('long.txt', text), 4096)).toBe(
        `line ${line}: longer than 4096 characters`,
      );
    }
  });

  // Found by an attack: the CR of a CR LF end was counted, so a line of exactly the cap with CR LF
  // was refused (and with LF alone taken).
  it('takes a line of exactly the cap, with LF or CR LF, wherever the chunks cut it', async () => {
    const full = `1${'2'.repeat(4095)}`;
    const before = `${CASE}\n`.repeat(65_536 / 20 - 1);
    for (const end of ['\n', '\r\n']) {
      for (const text of [`${full}${end}`, `${before}${full}${end}`, `${full}${end}${CASE}`]) {
        const got = await lines(file('full.txt', text), 4096);
        expect(Array.isArray(got) && got.includes(full), JSON.stringify(end)).toBe(true);
      }
      expect(await lines(file('over.txt', `${full}2${end}`), 4096)).toBe(
        'line 1: longer than 4096 characters',
      );
    }
  });

  it('leaves a line under the cap as it is, spaces and all', async () => {
    expect(await lines(file('short.txt', `1  2\t3 \r\n\n4`), 4096)).toEqual(['1  2\t3 ', '', '4']);
  });
});

describe('readInput and readInputSync', () => {
  const blankAfter = `${CASE}\n${'\n \t\r'.repeat(300_000)}`;

  it('accept blank space past the cap and keep what is before it', async () => {
    const path = file('blank.txt', blankAfter);
    expect((await readInput(path, 1 << 20)).trim()).toBe(CASE);
    expect(readInputSync(path, 1 << 20).trim()).toBe(CASE);
  });

  // The attack of 7 December 2026: `yes '' | nori yut` was read for ever.
  it('refuse blank space past the cap beyond its own allowance', async () => {
    const path = file('blank-more.txt', blankAfter);
    const tail = blankAfter.length - (1 << 16);
    await expect(readInput(path, 1 << 16, undefined, tail - 1)).rejects.toThrow(
      /larger than 65536 bytes/,
    );
    expect(() => readInputSync(path, 1 << 16, undefined, tail - 1)).toThrow(
      /larger than 65536 bytes/,
    );
    expect((await readInput(path, 1 << 16, undefined, tail)).trim()).toBe(CASE);
    expect(readInputSync(path, 1 << 16, undefined, tail).trim()).toBe(CASE);
  });

  it('refuse anything else past the cap', async () => {
    const path = file('more.txt', `${blankAfter}5\n`);
    await expect(readInput(path, 1 << 20)).rejects.toThrow(/larger than 1048576 bytes/);
    expect(() => readInputSync(path, 1 << 20)).toThrow(/larger than 1048576 bytes/);
    const big = file('big.txt', `${CASE} `.repeat(60_000));
    await expect(readInput(big, 1 << 20)).rejects.toThrow(/larger than 1048576 bytes/);
  });
});
