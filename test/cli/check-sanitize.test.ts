/**
 * `nori check --sanitize`: a C or C++ source built with checks for undefined behaviour. The
 * fixture answers every board right as Baekjoon builds it, but reads outside its board before a
 * line that starts on the first or last row: without the option it passes; with it, the first
 * such read stops the run with RE and the sanitizer's line, and the case is shrunk as any other.
 * (docs/check.md and docs/ko/check.md run the same file without and with the option, in English
 * and in Korean: test/e2e/docs-examples.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isInstalled } from '../../src/cli/check/compile.js';
import { scaled } from '../support/time.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
const SOURCE = fileURLToPath(new URL('../../examples/omok-reads-outside.c', import.meta.url));

function nori(args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    timeout: scaled(120_000),
    env: { ...process.env, NO_COLOR: '1', LANG: 'C', LC_ALL: '' },
  });
}

describe.skipIf(!isInstalled('gcc'))('nori check --sanitize', () => {
  const args = ['check', 'omok', SOURCE, '--seed', '1', '--cases', '20'];

  it('with --sanitize: RE at the read outside the board, the line said, the case shrunk', () => {
    const run = nori([...args, '--sanitize']);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(
      /^compiling .*omok-reads-outside\.c as C11: gcc Main\.c .* -static .* -g -fsanitize=undefined -fno-sanitize-recover=all$/m,
    );
    expect(run.stderr).toMatch(
      /omok-reads-outside\.c: built with checks for undefined behaviour \(--sanitize: UBSan\); .*\(Main\.c is this file\)/,
    );
    expect(run.stdout).toMatch(/^RE on case \d+ \(seed 1\): runtime error \(exit code 1\)/);
    expect(run.stdout).toMatch(
      /^standard error:\n {2}Main\.c:\d+:\d+: runtime error: index (-1|19) out of bounds for type 'int \[19\]\[19\]'$/m,
    );
    expect(run.stdout).toMatch(/^shrunk case \(/m);
  });
});
