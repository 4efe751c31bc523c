/**
 * `nori check` given a lone file it cannot compile: one clear line naming the languages it knows
 * (issue 25: it said `cannot run sol.txt: not found` for a file that exists), in both languages.
 * An executable file is still run as given.
 */

import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { nori } from './nori.js';

const dir = mkdtempSync(join(tmpdir(), 'nori-check-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nori check with a file of an unknown kind', () => {
  const text = join(dir, 'sol.txt');
  writeFileSync(text, 'print(190)\n');
  const bare = join(dir, 'sol');
  writeFileSync(bare, 'print(190)\n');

  it('names the extension and the languages it compiles (English)', () => {
    const run = nori(['check', 'yut', text]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `nori check: ${text}: nori does not know the language of .txt files; it compiles C++17 (.cpp .cc .cxx .c++), C11 (.c), Python 3 (.py), Java 11 (.java), Kotlin (JVM) (.kt), Rust 2021 (.rs), node.js (.js), Go (.go). To run another program, give its command after --\n`,
    );
  });

  it('says the same in Korean', () => {
    const run = nori(['check', '--lang', 'ko', 'yut', text]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^nori check: .*sol\.txt: \.txt 파일의 언어를 모릅니다\. 컴파일할 수 있는 언어: C\+\+17 .*Go \(\.go\)\. 다른 프로그램은 -- 뒤에/,
    );
  });

  it('refuses a file without an extension that is not executable', () => {
    const run = nori(['check', 'yut', bare]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /a file without an extension and not executable; nori compiles C\+\+17/,
    );
  });

  it('runs an executable file as given', () => {
    const script = join(dir, 'run.sh');
    writeFileSync(script, '#!/bin/sh\nexit 1\n');
    chmodSync(script, 0o755);
    const run = nori(['check', 'yut', script, '--cases', '1']);
    // It ran (and failed its case: a runtime error), not refused as an unknown kind of file.
    expect(run.stderr + run.stdout).not.toMatch(/does not know the language/);
    expect(run.code).toBe(1);
  });

  it('runs an executable file named without a folder (not looked for on PATH)', () => {
    const script = join(dir, 'plain.sh');
    writeFileSync(script, '#!/bin/sh\necho 0\n');
    chmodSync(script, 0o755);
    const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
    const run = spawnSync(process.execPath, [bin, 'check', 'omok', 'plain.sh', '--cases', '3'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LANG: 'C.UTF-8', NO_COLOR: '1' },
    });
    // It ran and its answer was judged (0 is wrong on some case), not "cannot run ...: not found".
    expect(run.stderr).not.toMatch(/not found/);
    expect(run.stdout).toMatch(/^WA on case \d+/);
    expect(run.status).toBe(1);
  });
});
