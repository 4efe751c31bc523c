/**
 * Issue 23 on the built `nori check`: a signal during the compile ends everything and removes the
 * half-made build (item 8); `--save` never writes onto an input or nori's own output (item 11 and
 * `--save /dev/stdout > file`); no control character of the program's output, or of a file name,
 * reaches the terminal (item 5); a program writing a file does not write the user's folder (13).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leftWith, processesWith } from '../support/procs.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
const CORRECT_PY = fileURLToPath(
  new URL('../fixtures/solutions/py/yut-correct.py', import.meta.url),
);

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', LANG: 'C', LC_ALL: '', ...extra };
}

function nori(args: string[], cwd: string, extra: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: env(extra),
    timeout: 60_000,
  });
  return { stdout: run.stdout, stderr: run.stderr, code: run.status };
}

describe('a signal during the compile (item 8)', () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`${signal} kills the compiler's whole tree, removes the build folder, exits 128 + N`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nori-compile-signal-'));
      const bin = join(dir, 'bin');
      mkdirSync(bin);
      const marker = `nori-cc1plus-${process.pid}-${Date.now()}`;
      // A "g++" that starts its "cc1plus" and waits for it, as the real driver does.
      writeFileSync(join(bin, 'g++'), `#!/bin/sh\nsh -c 'sleep 60; true' ${marker} &\nwait\n`);
      chmodSync(join(bin, 'g++'), 0o755);
      writeFileSync(join(dir, 'sol.cpp'), `int main() { return ${Date.now() % 1000}; }\n`);
      const cache = join(dir, 'cache');
      const child = spawn(process.execPath, [BIN, 'check', 'yut', 'sol.cpp'], {
        cwd: dir,
        env: env({ PATH: `${bin}:${process.env.PATH}`, XDG_CACHE_HOME: cache }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.setEncoding('utf8');
      const compiling = new Promise<void>((resolve) => {
        child.stderr.on('data', (text: string) => {
          stderr += text;
          if (stderr.includes('compiling')) resolve();
        });
      });
      const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
      await compiling;
      // The "cc1plus" is running: wait until it is, then stop nori.
      for (let i = 0; i < 100 && processesWith(marker).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      child.kill(signal);
      const code = await ended;
      expect(code).toBe(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
      expect(await leftWith(marker, 2000)).toEqual([]);
      const builds = join(cache, 'nori', 'build');
      expect(existsSync(builds) ? readdirSync(builds) : []).toEqual([]);
    }, 30_000);
  }
});

describe('--save never writes onto what the check uses (item 11)', () => {
  it('refuses the source file itself, which keeps its text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-save-source-'));
    writeFileSync(join(dir, 'mine.py'), 'print(0)\n');
    const run = nori(['check', 'yut', '--cases', '3', '--save', 'mine.py', 'mine.py'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'cannot write mine.py (--save): it is mine.py, an input of the check',
    );
    expect(readFileSync(join(dir, 'mine.py'), 'utf8')).toBe('print(0)\n');
  });

  it('refuses a file of the command after --', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-save-source-'));
    writeFileSync(join(dir, 'sol.sh'), 'echo 0\n');
    const run = nori(['check', 'yut', '--save', './sol.sh', '--', 'sh', 'sol.sh'], dir);
    expect(run.code).toBe(2);
    expect(readFileSync(join(dir, 'sol.sh'), 'utf8')).toBe('echo 0\n');
  });

  it('--save /dev/stdout with standard output in a file: refused, so the report is not lost', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-save-stdout-'));
    const report = join(dir, 'report.txt');
    const fd = openSync(report, 'w');
    try {
      const run = spawnSync(
        process.execPath,
        [BIN, 'check', 'yut', '--seed', '1', '--save', '/dev/stdout', '--', 'true'],
        { cwd: dir, env: env(), stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' },
      );
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("(--save): it is nori's standard output");
    } finally {
      closeSync(fd);
    }
  });
});

describe('outside text on the terminal (item 5) and the private folder (item 13)', () => {
  it("escapes the program's output and the file names; the program writes only its own folder", () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-escape-'));
    const script = join(dir, 'sol.sh');
    writeFileSync(script, "echo x > output.txt; printf '\\033[2J\\033]0;owned\\007 1\\n'\n");
    writeFileSync(join(dir, 'output.txt'), 'mine\n');
    const save = 'case\u001b[31m.txt';
    const run = nori(['check', 'yut', '--seed', '1', '--save', save, '--', 'sh', 'sol.sh'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).not.toContain('\u0007');
    expect(run.stdout).toContain('\\u001b[2J');
    expect(run.stdout).toContain('saved the shrunk case to case\\u001b[31m.txt');
    expect(readFileSync(join(dir, 'output.txt'), 'utf8')).toBe('mine\n');
  });

  it('escapes the compiled file name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-escape-'));
    const name = 'a\u001b[2J.py';
    // A correct solution: the compile line is what is tested, and a wrong one would be shrunk and
    // diagnosed on the way (seconds of CPU time).
    copyFileSync(CORRECT_PY, join(dir, name));
    const run = nori(['check', 'yut', '--cases', '2', name], dir, {
      XDG_CACHE_HOME: join(dir, 'cache'),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('compiling a\\u001b[2J.py as Python 3');
    expect(run.stderr).not.toContain('\u001b');
  });
});
