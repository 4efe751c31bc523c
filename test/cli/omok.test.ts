// `nori omok` as built (global-setup.ts builds once before the suite): outputs, exit codes and
// the exact error lines of docs/cli.md.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SPEC_EXAMPLE as EXAMPLE } from '../../src/omok/reference.test-helper.js';
import { scaled } from '../support/time.js';
import { nori } from './nori.js';

const ROW0 = '0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0';

/** An empty `size` x `size` board with `stones` ([colour, row, col], from 1) put on it. */
function board(stones: [number, number, number][], size = 19): string {
  const rows = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [color, row, col] of stones) rows[row - 1]![col - 1] = color;
  return rows.map((row) => `${row.join(' ')}\n`).join('');
}

/** `length` stones of `color` from (row, col) along (dr, dc). */
function run(color: number, row: number, col: number, dr: number, dc: number, length: number) {
  return Array.from({ length }, (_, i): [number, number, number] => [
    color,
    row + i * dr,
    col + i * dc,
  ]);
}

const EMPTY = board([]);
const WHITE_SIX = board(run(2, 10, 3, 0, 1, 6));
const BLACK_SIX = board(run(1, 10, 3, 1, 0, 6));
const BOTH_WIN = board([...run(1, 1, 1, 0, 1, 5), ...run(2, 10, 10, 1, 0, 5)]);
const RISING = board(run(2, 9, 4, -1, 1, 5));

/** The line `line` (from 1) of the example replaced. */
function exampleWith(line: number, text: string): string {
  const lines = EXAMPLE.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}

describe('nori omok: Baekjoon input and output', () => {
  it('answers the spec example exactly', () => {
    expect(nori(['omok'], EXAMPLE)).toEqual({ stdout: '1\n3 2\n', stderr: '', code: 0 });
  });

  it.each([
    { name: 'an empty board', input: EMPTY, expected: '0\n' },
    { name: 'a six, which is no win', input: WHITE_SIX, expected: '0\n' },
    { name: 'a rising five: its lowest stone', input: RISING, expected: '2\n9 4\n' },
    {
      name: 'CRLF, tabs, no final newline',
      input: EXAMPLE.replaceAll(' ', '\t').replaceAll('\n', '\r\n').trimEnd(),
      expected: '1\n3 2\n',
    },
  ])('$name', ({ input, expected }) => {
    expect(nori(['omok'], input)).toEqual({ stdout: expected, stderr: '', code: 0 });
  });

  it('reads the file named as its argument, and - as standard input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-omok-'));
    const file = join(dir, 'board.txt');
    writeFileSync(file, EXAMPLE);
    expect(nori(['omok', file]).stdout).toBe('1\n3 2\n');
    expect(nori(['omok', '-'], RISING).stdout).toBe('2\n9 4\n');
  });
});

describe('nori omok --rule and --size', () => {
  it.each([
    { rule: 'standard', input: WHITE_SIX, expected: '0\n' },
    { rule: 'freestyle', input: WHITE_SIX, expected: '2\n10 3\n' },
    { rule: 'renju', input: WHITE_SIX, expected: '2\n10 3\n' },
    { rule: 'freestyle', input: BLACK_SIX, expected: '1\n10 3\n' },
    { rule: 'renju', input: BLACK_SIX, expected: '0\n' },
  ])('--rule $rule', ({ rule, input, expected }) => {
    expect(nori(['omok', '--rule', rule], input)).toEqual({
      stdout: expected,
      stderr: '',
      code: 0,
    });
  });

  it('--size 15 reads a 15 x 15 board', () => {
    const input = board(run(1, 15, 11, 0, 1, 5), 15);
    expect(nori(['omok', '--size', '15'], input)).toEqual({
      stdout: '1\n15 11\n',
      stderr: '',
      code: 0,
    });
  });
});

describe('nori omok --batch', () => {
  it('answers boards back to back, blank lines between allowed, in order', () => {
    const input = `${EXAMPLE}${EMPTY}\n\n${RISING}\r\n${WHITE_SIX.trimEnd()}`;
    expect(nori(['omok', '--batch'], input)).toEqual({
      stdout: '1\n3 2\n0\n2\n9 4\n0\n',
      stderr: '',
      code: 0,
    });
  });

  it('answers nothing for an empty input', () => {
    expect(nori(['omok', '--batch'], '\n\n')).toEqual({ stdout: '', stderr: '', code: 0 });
  });

  it('streams many boards', () => {
    const input = `${EXAMPLE}${RISING}${EMPTY}`.repeat(4000);
    const result = nori(['omok', '--batch'], input);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('1\n3 2\n2\n9 4\n0\n'.repeat(4000));
  });

  it('stops at a malformed board: earlier answers, then the line in the whole input', () => {
    const bad = exampleWith(5, '0 0 0 1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 x');
    const result = nori(['omok', '--batch'], `${EMPTY}\n${RISING}${bad}${EXAMPLE}`);
    expect(result).toEqual({
      stdout: '0\n2\n9 4\n',
      stderr: 'nori omok: row 5, value 19 (line 44): expected 0, 1 or 2, found "x" (board 3)\n',
      code: 2,
    });
  });

  it('reports an unfinished last board', () => {
    const result = nori(['omok', '--batch'], `${EXAMPLE}${ROW0}\n${ROW0}\n`);
    expect(result).toEqual({
      stdout: '1\n3 2\n',
      stderr: 'nori omok: line 22: expected 19 rows, found 2 (board 2)\n',
      code: 2,
    });
  });

  it('stops with exit 3 at a board that breaks the promise', () => {
    const result = nori(['omok', '--batch'], `${EXAMPLE}${BOTH_WIN}${EXAMPLE}`);
    expect(result).toEqual({
      stdout: '1\n3 2\n',
      stderr:
        'nori omok: board 2 (line 20) breaks the promise: both colours have a winning line: black five from 1 1 to 1 5; white five from 10 10 to 14 10\n',
      code: 3,
    });
  });
});

describe('nori omok --json', () => {
  it('prints the object of docs/cli.md, listing every line of five or more', () => {
    const input = board([...run(1, 3, 2, 1, 1, 5), ...run(2, 1, 1, 0, 1, 6)]);
    const result = nori(['omok', '--json'], input);
    expect(result.code).toBe(0);
    expect(result.stdout.endsWith('\n')).toBe(true);
    const value = JSON.parse(result.stdout);
    expect(Object.keys(value)).toEqual(['winner', 'at', 'lines']);
    expect(value).toEqual({
      winner: 1,
      at: [3, 2],
      lines: [
        { color: 1, from: [3, 2], to: [7, 6], length: 5 },
        { color: 2, from: [1, 1], to: [1, 6], length: 6 },
      ],
    });
  });

  it('prints winner 0 and at null when nobody has won', () => {
    expect(nori(['omok', '--json'], EMPTY).stdout).toBe('{"winner":0,"at":null,"lines":[]}\n');
  });

  it('--batch prints one object per line', () => {
    const lines = nori(['omok', '--batch', '--json'], `${EXAMPLE}${RISING}`)
      .stdout.trimEnd()
      .split('\n');
    expect(lines.map((line) => JSON.parse(line).at)).toEqual([
      [3, 2],
      [9, 4],
    ]);
  });
});

describe('nori omok --explain', () => {
  it('prints the answer, the board with the winning line marked, and the lines per colour', () => {
    const result = nori(['omok', '--explain'], EXAMPLE);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '1',
      '3 2',
      '',
      'rule: standard (exactly five in a row wins, six or more does not), board 19 x 19',
    ]);
    expect(lines[5]).toBe(' 1  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .');
    expect(lines[7]).toBe(' 3  . [X] O  .  .  O  O  O  X  .  .  .  .  .  .  .  .  .  .');
    expect(lines[11]).toBe(' 7  .  .  X  X  . [X] .  .  .  .  .  .  .  .  .  .  .  .  .');
    expect(result.stdout).toContain('black (1): five from 3 2 to 7 6, falling diagonal \\: wins\n');
    expect(result.stdout).toContain('white (2): no line of five or more\n');
    expect(result.stdout).not.toContain('\u001b[');
  });

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

  it('draws a broken board with every winning line, then exits 3', () => {
    const result = nori(['omok', '--explain'], BOTH_WIN);
    expect(result.code).toBe(3);
    expect(result.stdout.split('\n')[0]).toBe(
      'no answer: the board breaks the promise: both colours have a winning line: black five from 1 1 to 1 5; white five from 10 10 to 14 10',
    );
    expect(result.stdout).toContain(' 1 [X][X][X][X][X] .');
    expect(result.stdout).toContain('[ ] marks the winning lines');
    expect(result.stderr).toMatch(/^nori omok: the board breaks the promise: /);
  });
});

describe('nori omok: broken promises exit 3 and name the lines', () => {
  it.each([
    {
      name: 'a five of each colour',
      input: BOTH_WIN,
      message:
        'the board breaks the promise: both colours have a winning line: black five from 1 1 to 1 5; white five from 10 10 to 14 10',
    },
    {
      name: 'two fives of one colour',
      input: board([...run(2, 2, 2, 0, 1, 5), ...run(2, 19, 1, -1, 1, 5)]),
      message:
        'the board breaks the promise: white has 2 winning lines: five from 2 2 to 2 6; five from 19 1 to 15 5',
    },
  ])('$name', ({ input, message }) => {
    expect(nori(['omok'], input)).toEqual({
      stdout: '',
      stderr: `nori omok: ${message}\n`,
      code: 3,
    });
    expect(nori(['omok', '--json'], input).code).toBe(3);
  });
});

describe('nori omok --batch FILE without the argument parser (entry.ts)', () => {
  // `nori omok --batch FILE` and `nori omok FILE --batch` skip commander; with any other option
  // (here `--rule standard`, the default) the same run goes through it. Both must agree exactly.
  const dir = mkdtempSync(join(tmpdir(), 'nori-omok-fast-'));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const many = Array.from({ length: 40 }, (_, i) =>
    board(run(1 + (i % 2), 1 + (i % 15), 1 + (i % 7), 0, 1, 4 + (i % 3))),
  ).join('\n');
  it.each([
    { name: 'a batch', file: write('many.txt', many) },
    {
      name: 'a malformed board',
      file: write('bad.txt', `${EXAMPLE}\n${EXAMPLE.replace('1', '3')}`),
    },
    {
      name: 'a broken promise',
      file: write(
        'broken.txt',
        `${EXAMPLE}\n${WHITE_SIX}\n${board([...run(1, 1, 1, 0, 1, 5), ...run(2, 3, 1, 0, 1, 5)])}`,
      ),
    },
    {
      name: 'an unfinished board',
      file: write('short.txt', EXAMPLE.split('\n').slice(0, 7).join('\n')),
    },
    { name: 'no such file', file: join(dir, 'missing.txt') },
    { name: 'a directory', file: dir },
  ])('$name', ({ file }) => {
    const parsed = nori(['omok', '--rule', 'standard', '--batch', file]);
    expect(nori(['omok', '--batch', file])).toEqual(parsed);
    expect(nori(['omok', file, '--batch'])).toEqual(parsed);
  });

  it('standard input as -', () => {
    const parsed = nori(['omok', '--rule', 'standard', '--batch', '-'], `${EXAMPLE}\n${EMPTY}`);
    expect(parsed).toEqual({ stdout: '1\n3 2\n0\n', stderr: '', code: 0 });
    expect(nori(['omok', '--batch', '-'], `${EXAMPLE}\n${EMPTY}`)).toEqual(parsed);
    expect(nori(['omok', '-', '--batch'], `${EXAMPLE}\n${EMPTY}`)).toEqual(parsed);
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
