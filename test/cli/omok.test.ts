// `nori omok` as built (global-setup.ts builds once before the suite): standard input and files,
// exit codes, colour, terminals, hostile input, output that cannot keep up. The answers, formats
// and readers run in process: src/cli/omok/output.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BOTH_WIN, RISING } from '../../src/cli/omok/boards.test-helper.js';
import { SPEC_EXAMPLE as EXAMPLE } from '../../src/omok/reference.test-helper.js';
import { scaled } from '../support/time.js';
import { nori } from './nori.js';

describe('nori omok: Baekjoon input and output', () => {
  it('answers the spec example exactly', () => {
    expect(nori(['omok'], EXAMPLE)).toEqual({ stdout: '1\n3 2\n', stderr: '', code: 0 });
  });

  it('reads the file named as its argument, and - as standard input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-omok-'));
    const file = join(dir, 'board.txt');
    writeFileSync(file, EXAMPLE);
    expect(nori(['omok', file]).stdout).toBe('1\n3 2\n');
    expect(nori(['omok', '-'], RISING).stdout).toBe('2\n9 4\n');
  });

  it('a board that breaks the promise: the lines on standard error, exit 3', () => {
    const run = nori(['omok'], BOTH_WIN);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^nori omok: the board breaks the promise: both colours have/);
  });
});

describe('nori omok --explain', () => {
  it('colours the board when asked to', () => {
    const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
    const result = spawnSync(process.execPath, [bin, 'omok', '--explain'], {
      input: EXAMPLE,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: '1' },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('\u001b[');
    expect(stripVTControlCharacters(result.stdout)).toBe(
      nori(['omok', '--explain'], EXAMPLE).stdout,
    );
  });
});

describe('nori omok: hostile input (issue 12)', () => {
  const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

  it('--moves reads a record streamed: a 16 MB record with a mistake at move 2 fits in a 64 MB heap', () => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=64', bin, 'omok', '--moves'], {
      input: 'h8 '.repeat((16 << 20) / 3),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe(
      'nori omok: line 1, column 4: move 2 "h8": the point was already played by move 1\n',
    );
    expect(run.status).toBe(2);
  });

  it('--moves quotes a bad move with its control characters escaped', () => {
    const run = nori(['omok', '--moves'], 'h8 \u001b[2J\u001b]0;pwned\u0007x9\n');
    expect(run.code).toBe(2);
    expect([...run.stderr].filter((c) => c < ' ' && c !== '\n')).toEqual([]);
    expect(run.stderr).toMatch(
      /^nori omok: line 1, column 4: move 2 "\\u001b\[2J\\u001b\]0;pwned\\u0007x9": expected a point/,
    );
  });

  it('a bad token of 1 MiB is quoted short', () => {
    const run = nori(['omok'], `${'7'.repeat(1 << 20)}\n`);
    expect(run.code).toBe(2);
    expect(run.stderr.length).toBeLessThan(200);
  });

  const dir = mkdtempSync(join(tmpdir(), 'nori-omok-dir-'));
  it.each([
    ['--batch', ['--batch']],
    ['--moves', ['--moves']],
    ['one board', []],
  ])('a directory as standard input (%s): one line, exit 2', (_name, args) => {
    const fd = openSync(dir, 'r');
    const run = spawnSync(process.execPath, [bin, 'omok', ...args], {
      stdio: [fd, 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    closeSync(fd);
    expect({ stderr: run.stderr, code: run.status }).toEqual({
      stderr: 'nori omok: cannot read standard input: it is a directory\n',
      code: 2,
    });
  });
});

describe('nori omok: output that cannot keep up (issue 12)', () => {
  const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
  const boards = `${EXAMPLE}\n`.repeat(3000);
  const dir = mkdtempSync(join(tmpdir(), 'nori-omok-out-'));
  const input = join(dir, 'boards.txt');
  writeFileSync(input, boards);

  it(
    '--batch --explain into a slow reader: every answer, and no warning on standard error',
    async () => {
      const child = spawn(process.execPath, [bin, 'omok', '--batch', '--explain', input], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1' },
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (text: string) => {
        stderr += text;
      });
      // Read nothing for a while, so that the pipe fills and nori waits on it many times.
      child.stdout.pause();
      await new Promise((resolve) => setTimeout(resolve, 700));
      let bytes = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      child.stdout.resume();
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(bytes).toBeGreaterThan(1 << 20);
    },
    scaled(30_000),
  );

  it.skipIf(!existsSync('/dev/full'))(
    '--batch --explain into a full device: one line, exit 2',
    () => {
      const full = openSync('/dev/full', 'w');
      const run = spawnSync(process.execPath, [bin, 'omok', '--batch', '--explain', input], {
        stdio: ['ignore', full, 'pipe'],
        encoding: 'utf8',
      });
      closeSync(full);
      expect({ stderr: run.stderr, code: run.status }).toEqual({
        stderr: 'nori omok: cannot write standard output: no space left on the device\n',
        code: 2,
      });
    },
  );

  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)('TERM=dumb on a terminal gets no colour', () => {
    const one = join(dir, 'one.txt');
    writeFileSync(one, EXAMPLE);
    const command = `'${process.execPath}' '${bin}' omok --explain '${one}'`;
    const onTerminal = spawnSync('script', ['-qec', command, '/dev/null'], {
      encoding: 'utf8',
      env: { ...process.env, TERM: 'dumb', NO_COLOR: undefined, FORCE_COLOR: undefined },
    });
    expect(onTerminal.status).toBe(0);
    expect(onTerminal.stdout.split('\n').length).toBeGreaterThan(10);
    expect(onTerminal.stdout).not.toContain('\u001b[');
  });

  it('a path through a file: the reason in words, not a code', () => {
    const run = nori(['omok', join(input, 'x')]);
    expect(run).toEqual({
      stdout: '',
      stderr: `nori omok: cannot read ${join(input, 'x')}: a part of the path is not a directory\n`,
      code: 2,
    });
  });
});
