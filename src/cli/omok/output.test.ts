/**
 * `nori omok`'s answers, formats and readers, run in this process (test/support/nori-here.ts runs
 * dispatch(), what the built command's entry runs, its fast path for `--batch FILE` included):
 * the rules and sizes, --batch, --json, --explain, broken promises. test/cli/omok.test.ts runs
 * the built command as a process: standard input and files, exit codes, colour, terminals,
 * hostile input and output that cannot keep up.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';
import { SPEC_EXAMPLE as EXAMPLE } from '../../omok/reference.test-helper.js';
import {
  BLACK_SIX,
  BOTH_WIN,
  board,
  EMPTY,
  exampleWith,
  RISING,
  ROW0,
  run,
  WHITE_SIX,
} from './boards.test-helper.js';

describe('nori omok: Baekjoon input and output', () => {
  it.each([
    { name: 'an empty board', input: EMPTY, expected: '0\n' },
    { name: 'a six, which is no win', input: WHITE_SIX, expected: '0\n' },
    { name: 'a rising five: its lowest stone', input: RISING, expected: '2\n9 4\n' },
    {
      name: 'CRLF, tabs, no final newline',
      input: EXAMPLE.replaceAll(' ', '\t').replaceAll('\n', '\r\n').trimEnd(),
      expected: '1\n3 2\n',
    },
  ])('$name', async ({ input, expected }) => {
    expect(await noriHere(['omok'], input)).toEqual({ stdout: expected, stderr: '', code: 0 });
  });
});

describe('nori omok --rule and --size', () => {
  it.each([
    { rule: 'standard', input: WHITE_SIX, expected: '0\n' },
    { rule: 'freestyle', input: WHITE_SIX, expected: '2\n10 3\n' },
    { rule: 'renju', input: WHITE_SIX, expected: '2\n10 3\n' },
    { rule: 'freestyle', input: BLACK_SIX, expected: '1\n10 3\n' },
    { rule: 'renju', input: BLACK_SIX, expected: '0\n' },
  ])('--rule $rule', async ({ rule, input, expected }) => {
    expect(await noriHere(['omok', '--rule', rule], input)).toEqual({
      stdout: expected,
      stderr: '',
      code: 0,
    });
  });

  it('--size 15 reads a 15 x 15 board', async () => {
    const input = board(run(1, 15, 11, 0, 1, 5), 15);
    expect(await noriHere(['omok', '--size', '15'], input)).toEqual({
      stdout: '1\n15 11\n',
      stderr: '',
      code: 0,
    });
  });
});

describe('nori omok --batch', () => {
  it('answers boards back to back, blank lines between allowed, in order', async () => {
    const input = `${EXAMPLE}${EMPTY}\n\n${RISING}\r\n${WHITE_SIX.trimEnd()}`;
    expect(await noriHere(['omok', '--batch'], input)).toEqual({
      stdout: '1\n3 2\n0\n2\n9 4\n0\n',
      stderr: '',
      code: 0,
    });
  });

  it('answers nothing for an empty input', async () => {
    expect(await noriHere(['omok', '--batch'], '\n\n')).toEqual({
      stdout: '',
      stderr: '',
      code: 0,
    });
  });

  it('streams many boards', async () => {
    const input = `${EXAMPLE}${RISING}${EMPTY}`.repeat(4000);
    const result = await noriHere(['omok', '--batch'], input);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('1\n3 2\n2\n9 4\n0\n'.repeat(4000));
  });

  it('stops at a malformed board: earlier answers, then the line in the whole input', async () => {
    const bad = exampleWith(5, '0 0 0 1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 x');
    const result = await noriHere(['omok', '--batch'], `${EMPTY}\n${RISING}${bad}${EXAMPLE}`);
    expect(result).toEqual({
      stdout: '0\n2\n9 4\n',
      stderr: 'nori omok: row 5, value 19 (line 44): expected 0, 1 or 2, found "x" (board 3)\n',
      code: 2,
    });
  });

  it('reports an unfinished last board', async () => {
    const result = await noriHere(['omok', '--batch'], `${EXAMPLE}${ROW0}\n${ROW0}\n`);
    expect(result).toEqual({
      stdout: '1\n3 2\n',
      stderr: 'nori omok: line 22: expected 19 rows, found 2 (board 2)\n',
      code: 2,
    });
  });

  it('stops with exit 3 at a board that breaks the promise', async () => {
    const result = await noriHere(['omok', '--batch'], `${EXAMPLE}${BOTH_WIN}${EXAMPLE}`);
    expect(result).toEqual({
      stdout: '1\n3 2\n',
      stderr:
        'nori omok: board 2 (line 20) breaks the promise: both colours have a winning line: black five from 1 1 to 1 5; white five from 10 10 to 14 10\n',
      code: 3,
    });
  });
});

describe('nori omok --json', () => {
  it('prints the object of docs/cli.md, listing every line of five or more', async () => {
    const input = board([...run(1, 3, 2, 1, 1, 5), ...run(2, 1, 1, 0, 1, 6)]);
    const result = await noriHere(['omok', '--json'], input);
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

  it('prints winner 0 and at null when nobody has won', async () => {
    expect((await noriHere(['omok', '--json'], EMPTY)).stdout).toBe(
      '{"winner":0,"at":null,"lines":[]}\n',
    );
  });

  it('--batch prints one object per line', async () => {
    const lines = (await noriHere(['omok', '--batch', '--json'], `${EXAMPLE}${RISING}`)).stdout
      .trimEnd()
      .split('\n');
    expect(lines.map((line) => JSON.parse(line).at)).toEqual([
      [3, 2],
      [9, 4],
    ]);
  });
});

describe('nori omok --explain', () => {
  it('prints the answer, the board with the winning line marked, and the lines per colour', async () => {
    const result = await noriHere(['omok', '--explain'], EXAMPLE);
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

  it('draws a broken board with every winning line, then exits 3', async () => {
    const result = await noriHere(['omok', '--explain'], BOTH_WIN);
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
  ])('$name', async ({ input, message }) => {
    expect(await noriHere(['omok'], input)).toEqual({
      stdout: '',
      stderr: `nori omok: ${message}\n`,
      code: 3,
    });
    expect((await noriHere(['omok', '--json'], input)).code).toBe(3);
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
  ])('$name', async ({ file }) => {
    const parsed = await noriHere(['omok', '--rule', 'standard', '--batch', file]);
    expect(await noriHere(['omok', '--batch', file])).toEqual(parsed);
    expect(await noriHere(['omok', file, '--batch'])).toEqual(parsed);
  });

  it('standard input as -', async () => {
    const parsed = await noriHere(
      ['omok', '--rule', 'standard', '--batch', '-'],
      `${EXAMPLE}\n${EMPTY}`,
    );
    expect(parsed).toEqual({ stdout: '1\n3 2\n0\n', stderr: '', code: 0 });
    expect(await noriHere(['omok', '--batch', '-'], `${EXAMPLE}\n${EMPTY}`)).toEqual(parsed);
    expect(await noriHere(['omok', '-', '--batch'], `${EXAMPLE}\n${EMPTY}`)).toEqual(parsed);
  });
});
