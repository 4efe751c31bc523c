// `nori omok --moves` and `nori omok --rule renju --forbidden --batch` as built (global-setup.ts
// builds once before the suite): a record read from a file, and a --batch answered while its input
// still streams. Their outputs, notes, exit codes and error lines run in process:
// src/cli/omok/renju.test.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOUBLE_THREE, ISSUE_D6, ISSUE_D9 } from '../../src/cli/omok/renju.test-helper.js';
import { nori } from './nori.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

describe('nori omok --moves', () => {
  it('reads the file named as its argument', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-moves-'));
    const file = join(dir, 'game.txt');
    writeFileSync(file, DOUBLE_THREE);
    expect(nori(['omok', '--moves', '--rule', 'renju', file]).stdout).toMatch(/^move 9 /);
    expect(nori(['omok', '--moves', join(dir, 'missing.txt')])).toEqual({
      stdout: '',
      stderr: `nori omok: cannot read ${join(dir, 'missing.txt')}: no such file\n`,
      code: 2,
    });
  });
});

describe('nori omok --rule renju --forbidden --batch: one line per board, streamed', () => {
  it('streams: the first answer comes before the input ends', async () => {
    const child = spawn(
      process.execPath,
      [BIN, 'omok', '--rule', 'renju', '--forbidden', '--batch'],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    child.stdin.write(ISSUE_D9);
    const first = await new Promise<string>((resolve) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('\n')) resolve(seen);
      });
    });
    expect(first).toBe('8 7 double-three\n');
    child.stdin.end(ISSUE_D6);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
  });
});

// Found by an attack: these two readers went on reading a bad token to its end, and an input
// that never ends (/dev/zero) was read for ever; the others refuse it at once.
describe('an input that never ends, bad from its first byte: one line and exit 2 at once', () => {
  /** Feeds `nori ARGS` NUL bytes until it exits; its exit code, error line and the bytes fed. */
  async function feedZeros(args: readonly string[], byte = 0) {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (piece: string) => {
      stderr += piece;
    });
    child.stdin.on('error', () => {}); // the reader left: expected
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const zeros = Buffer.alloc(1 << 16, byte);
    let fed = 0;
    let done = false;
    void exited.then(() => {
      done = true;
    });
    // At most 1 GB: far past any piece a reader needs to find the error.
    while (!done && fed < 1 << 30) {
      if (!child.stdin.write(zeros)) {
        await Promise.race([new Promise((resolve) => child.stdin.once('drain', resolve)), exited]);
      }
      fed += zeros.length;
    }
    child.stdin.destroy();
    return { code: await exited, stderr, fed };
  }

  it.each([[['omok', '--moves']], [['omok', '--rule', 'renju', '--forbidden', '--batch']]])(
    'nori %j',
    async (args) => {
      const run = await feedZeros(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^nori omok: .*\\u0000\\u0000.*\n$/);
      expect(run.fed).toBeLessThan(1 << 30);
    },
  );

  it('nori omok --moves on blanks without end: refused past 16 MB, as other one-case inputs', async () => {
    const run = await feedZeros(['omok', '--moves'], 0x20);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'nori omok: input is larger than 16777216 bytes: no game record is that long\n',
    );
  });
});
