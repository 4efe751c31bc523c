// Blank lines without end are refused, not read for ever (attack of 7 December 2026: `yes '' |
// nori yut` and `yes ' ' | nori omok` never answered; blank space past an input's cap was
// dropped without limit).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

function endless(line: string, args: string): { code: number | null; stderr: string } {
  const run = spawnSync('sh', ['-c', `yes '${line}' | "${process.execPath}" "${BIN}" ${args}`], {
    encoding: 'utf8',
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: undefined, NO_COLOR: '1' },
    timeout: scaled(60_000),
  });
  return { code: run.status, stderr: run.stderr };
}

describe('endless blank input', () => {
  it.each([
    ['', 'yut', 'nori yut: input is larger than 1048576 bytes; use --batch for many cases\n'],
    [' ', 'omok', 'nori omok: input is larger than 16777216 bytes; use --batch for many cases\n'],
    [
      '',
      'omok --best',
      'nori omok: input is larger than 16777216 bytes; use --batch for many cases\n',
    ],
  ])('yes %j | nori %s is refused', (line, args, message) => {
    const run = endless(line, args);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(message);
  });
});
