/**
 * `nori yut`'s usage errors, help and one-line messages, run in this process (test/support/
 * nori-here.ts): they test the argument parser and the readers, not the built command, which
 * test/cli/ runs as a process.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';

const dir = mkdtempSync(join(tmpdir(), 'nori-yut-usage-'));
/** Writes a board file into a temporary folder and returns its path. */
function boardFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('usage errors: one line, exit 2', () => {
  const notJson = boardFile('broken.json', '{"name": "x",\n  "start": "s" "end": "e"}');
  const unknown = boardFile(
    'unknown.json',
    '{"name": "x", "start": "s", "end": "e", "cells": [\n  {"label": "s", "number": 0, "red": "a"},\n  {"label": "a", "number": 1, "red": "z"},\n  {"label": "e", "number": 0}\n]}',
  );
  const loop = boardFile(
    'loop.json',
    '{"name": "x", "start": "s", "end": "e", "cells": [\n  {"label": "s", "number": 0, "red": "a"},\n  {"label": "a", "number": 1, "red": "b"},\n  {"label": "b", "number": 1, "red": "a"},\n  {"label": "e", "number": 0}\n]}',
  );
  const chain = Array.from(
    { length: 99 },
    (_, i) => `{"label": "c${i}", "number": 1, "red": "${i === 98 ? 'e' : `c${i + 1}`}"}`,
  );
  const big = boardFile(
    'big.json',
    `{"name": "big", "start": "s", "end": "e", "cells": [\n{"label": "s", "number": 0, "red": "c0"},\n${chain.join(',\n')},\n{"label": "e", "number": 0}]}`,
  );
  const cases: [string, string[], string][] = [
    ['turns 0', ['--turns', '0'], '--turns must be an integer from 1 to 30, found "0"'],
    ['turns 31', ['--turns', '31'], '--turns must be an integer from 1 to 30, found "31"'],
    [
      'turns not a number',
      ['--turns', 'ten'],
      '--turns must be an integer from 1 to 30, found "ten"',
    ],
    ['pieces 9', ['--pieces', '9'], '--pieces must be an integer from 1 to 8, found "9"'],
    ['faces 0', ['--faces', '0'], '--faces must be an integer from 1 to 10, found "0"'],
    ['faces 1.5', ['--faces', '1.5'], '--faces must be an integer from 1 to 10, found "1.5"'],
    [
      'a board name that is not shipped',
      ['--board', 'smal'],
      '--board smal: no shipped board of that name (classic, small); a board file is named by its path, e.g. ./smal.json',
    ],
    [
      'a missing board file',
      ['--board', 'no/such.json'],
      '--board: cannot read no/such.json: no such file',
    ],
    [
      'a board that is a directory',
      ['--board', 'boards'],
      '--board: cannot read boards: it is a directory',
    ],
    ['a board on standard input', ['--board', '-'], '--board needs the name of a board file'],
    [
      'a board that is not JSON',
      ['--board', notJson],
      `--board ${notJson}: line 2, column 16: not valid JSON: expected "," or "}", found '"'`,
    ],
    [
      'a board with an arrow to an unknown cell',
      ['--board', unknown],
      `--board ${unknown}: line 3, column 38: cell "a": red arrow to an unknown cell "z"`,
    ],
    [
      'a board with a cell that never reaches the end',
      ['--board', loop],
      `--board ${loop}: line 2, column 3: cell "s": the end cannot be reached from it with rolls of 1 to 5 (a piece there could never finish)`,
    ],
    [
      'a board too large for 8 pieces',
      ['--board', big, '--pieces', '8'],
      `--board ${big}: line 1, column 52: the board has 101 cells; with 8 pieces the solvers handle at most 98`,
    ],
    ['dice beyond --faces', ['--faces', '3'], 'line 1, roll 4: a die shows 1 to 3, found "4"'],
    ['fewer dice than --turns', ['--turns', '11'], 'line 1: expected 11 dice, found 10'],
    [
      '--policy with --advise',
      ['--policy', '--advise'],
      "option '--policy' cannot be used with option '--advise'",
    ],
    [
      '--advise with --batch (was ignored)',
      ['--advise', '--batch', '--at', 'start,start,start,start', '--turn', '1', '--roll', '1'],
      "option '--advise' cannot be used with option '--batch'",
    ],
    [
      '--advise with --explain (was ignored)',
      ['--advise', '--explain', '--at', 'start,start,start,start', '--turn', '1', '--roll', '1'],
      "option '--advise' cannot be used with option '--explain'",
    ],
    [
      '--policy with an input file',
      ['--policy', 'dice.txt'],
      '--policy reads no input; remove the argument "dice.txt"',
    ],
    [
      '--policy with --batch',
      ['--policy', '--batch'],
      "option '--policy' cannot be used with option '--batch'",
    ],
    [
      '--policy with --explain',
      ['--policy', '--explain'],
      "option '--policy' cannot be used with option '--explain'",
    ],
    ['--policy with --roll', ['--policy', '--roll', '3'], '--roll is for --advise, not --policy'],
    ['--at without --advise', ['--at', 'o2,start,start,start'], '--at is for --advise'],
    [
      '--all with --turns',
      ['--all', '--out', 'x.bin', '--turns', '5'],
      "option '--all' cannot be used with option '--turns <N>'",
    ],
    [
      '--advise without --at',
      ['--advise', '--turn', '1', '--roll', '1'],
      '--advise needs --at CELLS: the cells of pieces 1 to 4, e.g. --at start,start,start,start',
    ],
    [
      '--advise without --turn',
      ['--advise', '--at', 'o2,start,start,start', '--roll', '1'],
      '--advise needs --turn T: the turn being played, 1 to 10',
    ],
    [
      '--advise without --roll',
      ['--advise', '--at', 'o2,start,start,start', '--turn', '2'],
      '--advise needs --roll D: the roll just made, 1 to 5',
    ],
    [
      'an unknown cell label',
      ['--advise', '--at', 'o2,o3,start,start', '--turn', '2', '--roll', '1'],
      '--at: piece 2: "o3" is not a cell of the board "classic"',
    ],
    [
      'too few pieces',
      ['--advise', '--at', 'o2,start,start', '--turn', '2', '--roll', '1'],
      '--at: the position names 3 cells, one per piece; the game has 4 pieces',
    ],
    [
      'two pieces on one cell',
      ['--advise', '--at', 'o2,o2,start,start', '--turn', '3', '--roll', '1'],
      '--at: pieces 1 and 2 are both on o2 (only start and end hold several pieces)',
    ],
    [
      'a roll out of range',
      ['--advise', '--at', 'o2,start,start,start', '--turn', '2', '--roll', '6'],
      '--roll must be an integer from 1 to 5, found "6"',
    ],
    [
      'a turn out of range',
      ['--advise', '--at', 'o2,start,start,start', '--turn', '11', '--roll', '1'],
      '--turn must be an integer from 1 to 10, found "11"',
    ],
    [
      'a negative score',
      ['--advise', '--at', 'o2,start,start,start', '--turn', '2', '--roll', '1', '--score=-5'],
      '--score must be an integer from 0 to 1000000000, found "-5"',
    ],
    [
      'a score past the bound (the library takes the same)',
      [
        '--advise',
        '--at',
        'o2,start,start,start',
        '--turn',
        '2',
        '--roll',
        '1',
        '--score',
        '9007199254740993',
      ],
      '--score must be an integer from 0 to 1000000000, found "9007199254740993"',
    ],
  ];
  it.each(cases)('%s', async (_name, args, message) => {
    const run = await noriHere(['yut', ...args], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run).toEqual({ stdout: '', stderr: `nori yut: ${message}\n`, code: 2 });
  });
});

describe('help', () => {
  it('documents every new option and the --at syntax', async () => {
    const help = (await noriHere(['yut', '--help'])).stdout;
    for (const option of [
      '--board <BOARD>',
      '--turns <N>',
      '--pieces <N>',
      '--faces <N>',
      '--policy',
      '--advise',
      '--at <CELLS>',
      '--turn <T>',
      '--roll <D>',
      '--score <S>',
    ]) {
      expect(help).toContain(option);
    }
    expect(help).toContain('nori yut --advise --at o10,start,start,end --turn 4 --roll 3');
  });
});

describe('nori yut: messages that fit their case (issue 12)', () => {
  it('a board file over the cap is named, and --batch (which does not apply) is not suggested', async () => {
    const big = boardFile('big.json', 'x'.repeat((1 << 20) + 1));
    const run = await noriHere(['yut', '--board', big], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `nori yut: --board: ${big} is larger than 1048576 bytes (a board of 1,000 cells takes about 60 kB)\n`,
    );
    expect(run.stderr).not.toContain('--batch');
    // Blank space past the cap too (it was read as a JSON text ending at column 1048577).
    const spaces = boardFile('spaces.json', ' '.repeat((1 << 20) + 1));
    const blank = await noriHere(['yut', '--board', spaces], '1 2 3 4 1 2 3 4 1 2\n');
    expect(blank.stderr).toBe(
      `nori yut: --board: ${spaces} is larger than 1048576 bytes (a board of 1,000 cells takes about 60 kB)\n`,
    );
  });

  it('a control character in an option value is escaped in the error', async () => {
    const run = await noriHere(['yut', '--turns', '\u001b[2J7']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'nori yut: --turns must be an integer from 1 to 30, found "\\u001b[2J7"\n',
    );
  });

  it('plain nori, with no command: one line of usage on standard error, exit 2', async () => {
    const run = await noriHere([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toMatch(/^nori: usage: nori yut\|omok\|.*nori --help/);
  });
});

describe('nori yut --all: usage errors, one line and exit code 2', () => {
  const missing = join(dir, 'no-such-dir', 'table.bin');
  const rows: [string, string[], string][] = [
    ['--all without --out', ['--all'], 'nori yut: --all needs --out FILE'],
    [
      '--out without --all',
      ['--out', join(dir, 'x.bin')],
      'nori yut: --out FILE is only for --all',
    ],
    [
      'a path in a missing directory',
      ['--all', '--out', missing],
      `nori yut: cannot write ${missing}: no such directory`,
    ],
    [
      'a directory as the path',
      ['--all', '--out', dir],
      `nori yut: cannot write ${dir}: it is a directory`,
    ],
    ['standard output as the path', ['--all', '--out', '-'], 'nori yut: --out needs a file name'],
    [
      'with --batch',
      ['--all', '--out', join(dir, 'x.bin'), '--batch'],
      "nori yut: option '--all' cannot be used with option '--batch'",
    ],
    [
      'with --json',
      ['--all', '--out', join(dir, 'x.bin'), '--json'],
      "nori yut: option '--all' cannot be used with option '--json'",
    ],
    [
      'with --explain',
      ['--explain', '--all', '--out', join(dir, 'x.bin')],
      "nori yut: option '--all' cannot be used with option '--explain'",
    ],
  ];
  it.each(rows)('%s', async (_name, args, message) => {
    const run = await noriHere(['yut', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr.startsWith(message)).toBe(true);
    expect(existsSync(join(dir, 'x.bin'))).toBe(false);
  });
});

describe('nori yut on malformed input with options or a file: one line, exit 2', () => {
  const cases: [string, string[], string, string][] = [
    [
      'a bad line in a batch',
      ['--batch'],
      '1 2 3 4 1 2 3 4 1 2\n\n1 2 3\n',
      'nori yut: line 3: expected 10 dice, found 3',
    ],
    [
      'a missing file',
      ['no/such/file.txt'],
      '',
      'nori yut: cannot read no/such/file.txt: no such file',
    ],
    ['a directory', ['.'], '', 'nori yut: cannot read .: it is a directory'],
    ['an unknown option', ['--frobnicate'], '', "nori yut: unknown option '--frobnicate'"],
    [
      '--explain with --json',
      ['--explain', '--json'],
      '1 2 3 4 1 2 3 4 1 2\n',
      "nori yut: option '--json' cannot be used with option '--explain'",
    ],
    // A game too large to solve exactly is refused by the command itself in
    // test/cli/yut-general.test.ts (within 400 MB of data): reaching the limit fills a million
    // states, too much to do twice in the fast projects.
    [
      'an endless line in a batch',
      ['--batch'],
      '1 '.repeat(5000),
      'nori yut: line 1: longer than 4096 characters',
    ],
  ];
  it.each(cases)('%s', async (_name, args, input, message) => {
    const run = await noriHere(['yut', ...args], input);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${message}\n`);
  });

  it('still prints the answers before a bad line of a batch', async () => {
    expect((await noriHere(['yut', '--batch'], '1 2 3 4 1 2 3 4 1 2\nnope\n')).stdout).toBe(
      '190\n',
    );
  });
});

describe('blank space after the one case', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nori-yut-blank-'));

  it('is accepted however long, past the 1 MiB cap of one case', async () => {
    const path = join(dir, 'blank.txt');
    writeFileSync(path, `1 2 3 4 1 2 3 4 1 2\n${'\n'.repeat(1_100_000)}`);
    expect(await noriHere(['yut', path])).toEqual({ stdout: '190\n', stderr: '', code: 0 });
  });

  it('but not a second case past it', async () => {
    const path = join(dir, 'more.txt');
    writeFileSync(path, `1 2 3 4 1 2 3 4 1 2\n${'\n'.repeat(1_100_000)}5\n`);
    const run = await noriHere(['yut', path]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'nori yut: input is larger than 1048576 bytes; use --batch for many cases\n',
    );
  });
});
