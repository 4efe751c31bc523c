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
