/**
 * `nori yut` beyond the puzzle, through the built command: other boards (`--board`), counts
 * (`--turns`, `--pieces`, `--faces`), the best policy when the rolls are unknown (`--policy`) and
 * the advisor (`--advise`), with their usage errors.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nori } from './nori.js';

const SMALL = 'boards/small.json';
const SMALL_GAME = ['--board', SMALL, '--turns', '4', '--pieces', '2', '--faces', '3'];

const dir = mkdtempSync(join(tmpdir(), 'nori-boards-'));
/** Writes a board file into a temporary folder and returns its path. */
function boardFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('other boards and counts', () => {
  it('with every option at its default, answers exactly as Baekjoon', () => {
    const defaults = [
      '--board',
      'boards/classic.json',
      '--turns',
      '10',
      '--pieces',
      '4',
      '--faces',
      '5',
    ];
    const run = nori(
      ['yut', ...defaults, '--batch'],
      '1 2 3 4 1 2 3 4 1 2\n2 2 2 2 2 2 2 2 2 2\n5 1 2 3 4 5 5 3 2 4\n',
    );
    expect(run).toEqual({ stdout: '190\n166\n214\n', stderr: '', code: 0 });
  });

  it('solves the small example board', () => {
    expect(nori(['yut', ...SMALL_GAME], '3 1 2 3\n')).toEqual({
      stdout: '16\n',
      stderr: '',
      code: 0,
    });
    const json = JSON.parse(nori(['yut', ...SMALL_GAME, '--json'], '3 1 2 3\n').stdout);
    expect(json).toEqual({
      dice: [3, 1, 2, 3],
      score: 16,
      plan: [
        { turn: 1, die: 3, piece: 1, from: 'start', to: 'a3', points: 3 },
        { turn: 2, die: 1, piece: 1, from: 'a3', to: 'a4', points: 4 },
        { turn: 3, die: 2, piece: 1, from: 'a4', to: 'a6', points: 6 },
        { turn: 4, die: 3, piece: 2, from: 'start', to: 'a3', points: 3 },
      ],
    });
  });

  it('draws another board as a list of cells in --explain', () => {
    const run = nori(['yut', ...SMALL_GAME, '--explain'], '3 1 2 3\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Best score: 16');
    expect(run.stdout).toMatch(/\na2 +2\*\n/);
    expect(run.stdout).toMatch(/\na6 +\[1\]\n/);
  });

  it('once every piece has finished, the remaining turns pass and score nothing', () => {
    const args = ['yut', '--turns', '12', '--faces', '6', '--pieces', '1', '--json'];
    const json = JSON.parse(nori(args, '6 6 6 6 6 6 6 6 6 6 6 6\n').stdout);
    expect(json.score).toBe(72);
    expect(json.plan.map((step: { to: string | null }) => step.to)).toEqual([
      'o12',
      'o24',
      'o36',
      'end',
      ...new Array(8).fill(null),
    ]);
    expect(
      json.plan
        .slice(4)
        .every((step: { piece: null; points: number }) => step.piece === null && step.points === 0),
    ).toBe(true);
  });

  it('reads as many dice as --turns, each from 1 to --faces, in a batch too', () => {
    const run = nori(
      ['yut', '--turns', '6', '--faces', '6', '--batch'],
      '1 2 3 4 5 6\n6 6 6 6 6 6\n',
    );
    expect(run).toEqual({ stdout: '94\n120\n', stderr: '', code: 0 });
    // One piece: start -> o10 (10), the blue arrow to m30 (30), then the end (0); 7 turns pass.
    expect(nori(['yut', '--pieces', '1'], '5 5 5 5 5 5 5 5 5 5\n').stdout).toBe('40\n');
  });
});

describe('--policy', () => {
  it('prints the best policy against perfect foresight for the classic game', () => {
    const run = nori(['yut', '--policy']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        'Board "classic" (33 cells), 10 turns, 4 pieces, a die of 1 to 5',
        '',
        'Best policy, each roll seen just before its move:    203.1120  (exactly 1,983,515,910 / 5^10)',
        'Perfect foresight, all rolls known in advance:       214.8208  (mean over all 9,765,625 inputs)',
        '',
        'Knowing every roll in advance is worth 11.7087 points on average.',
        "The policy's table holds 18,514 positions.",
        '',
      ].join('\n'),
    );
  });

  it('--json gives the exact values', () => {
    const json = JSON.parse(nori(['yut', '--policy', '--json']).stdout);
    expect(json).toEqual({
      board: 'classic',
      turns: 10,
      pieces: 4,
      faces: 5,
      policy: {
        expected: 203.112029184,
        exact: { numerator: 1_983_515_910, denominator: 9_765_625 },
        states: 18_514,
      },
      foresight: { exact: true, mean: 214.8207572992, inputs: 9_765_625, total: 2_097_858_958 },
    });
  });

  it('works on other boards and counts', () => {
    const json = JSON.parse(nori(['yut', ...SMALL_GAME, '--policy', '--json']).stdout);
    expect(json.policy.exact).toEqual({ numerator: 1234, denominator: 81 });
    expect(json.foresight).toEqual({ exact: true, mean: 1260 / 81, inputs: 81, total: 1260 });
  });

  it('estimates the foresight mean when there are too many inputs to solve them all', () => {
    const json = JSON.parse(nori(['yut', '--policy', '--json', '--turns', '12']).stdout);
    expect(json.policy.exact.denominator).toBe(5 ** 12);
    expect(json.foresight).toMatchObject({ exact: false, seed: 17825 });
    expect(json.foresight.inputs).toBeGreaterThanOrEqual(10);
    expect(json.foresight.standardError).toBeGreaterThan(0);
    expect(json.foresight.mean).toBeGreaterThan(json.policy.expected);
    const text = nori(['yut', '--policy', '--turns', '12']).stdout;
    expect(text).toMatch(/\(estimate from [\d,]+ random inputs, standard error \d+\.\d{4}\)/);
  });
});

describe('--advise', () => {
  const ADVICE = ['yut', '--advise', '--at', 'o10,start,start,end', '--turn', '4', '--roll', '3'];

  it('names every piece’s move and expected final score, and the best', () => {
    const run = nori(ADVICE);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'Turn 4 of 10, roll 3, score so far 0; 6 turns after this one.',
        '',
        'piece  from   to   points  expected final score',
        '    1  o10    a19     +19  155.3159  <- best',
        '    2  start  o6       +6  153.5790',
        '    3  start  o6       +6  153.5790',
        '    4  end    -         -  cannot move: finished',
        '',
        'Move piece 1 from o10 to a19: expected final score 155.3159.',
        '',
      ].join('\n'),
    );
  });

  it('--json gives the choices, --score adds the points already made', () => {
    const json = JSON.parse(nori([...ADVICE, '--score', '40', '--json']).stdout);
    expect(json).toMatchObject({
      board: 'classic',
      turn: 4,
      turns: 10,
      roll: 3,
      score: 40,
      best: 1,
    });
    expect(json.expected).toBeCloseTo(195.315904, 9);
    expect(json.choices).toHaveLength(4);
    expect(json.choices[0]).toMatchObject({
      piece: 1,
      from: 'o10',
      to: 'a19',
      points: 19,
      refusal: null,
    });
    expect(json.choices[3]).toEqual({
      piece: 4,
      from: 'end',
      to: null,
      points: null,
      expected: null,
      refusal: { reason: 'finished' },
    });
  });

  it('says when a move would land on another piece', () => {
    const run = nori([
      'yut',
      '--advise',
      '--at',
      'o38,o40,o2,start',
      '--turn',
      '10',
      '--roll',
      '1',
    ]);
    expect(run.stdout).toContain(
      '    1  o38    -         -  cannot move: it would land on piece 2 (o40)',
    );
    expect(run.stdout).toContain('Move piece 3 from o2 to o4: expected final score 4.0000.');
  });

  it('passes the turn when every piece has finished', () => {
    const run = nori([
      'yut',
      '--advise',
      '--at',
      'end,end,end,end',
      '--turn',
      '8',
      '--roll',
      '4',
      '--score',
      '222',
    ]);
    expect(run.stdout).toContain(
      'No piece can move: the turn passes and scores nothing. Expected final score 222.0000.',
    );
  });

  it('works with other boards and counts', () => {
    const run = nori([
      'yut',
      ...SMALL_GAME,
      '--advise',
      '--at',
      'a2,start',
      '--turn',
      '2',
      '--roll',
      '3',
      '--json',
    ]);
    const json = JSON.parse(run.stdout);
    // From a2 a roll of 3 takes the blue shortcut b4, b8 and lands on a6.
    expect(json.choices.map((choice: { to: string }) => choice.to)).toEqual(['a6', 'a3']);
    expect(json.best).toBe(2);
    expect(json.expected).toBeCloseTo(130 / 9, 12);
  });
});

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
      '--score must be an integer of 0 or more, found "-5"',
    ],
  ];
  it.each(cases)('%s', (_name, args, message) => {
    const run = nori(['yut', ...args], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run).toEqual({ stdout: '', stderr: `nori yut: ${message}\n`, code: 2 });
  });
});

describe('shipped boards by name', () => {
  it.each(['small', 'classic'])('--board %s reads boards/%s.json', (name) => {
    const args = ['yut', '--turns', '4', '--pieces', '2', '--faces', '3'];
    const byName = nori([...args, '--board', name], '3 1 2 3\n');
    expect(byName).toEqual(nori([...args, '--board', `boards/${name}.json`], '3 1 2 3\n'));
    expect(byName.code).toBe(0);
  });
});

describe('help', () => {
  it('documents every new option and the --at syntax', () => {
    const help = nori(['yut', '--help']).stdout;
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
  it('a board file over the cap is named, and --batch (which does not apply) is not suggested', () => {
    const big = boardFile('big.json', ' '.repeat((1 << 20) + 1));
    const run = nori(['yut', '--board', big], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `nori yut: --board: ${big} is larger than 1048576 bytes (a board of 1,000 cells takes about 60 kB)\n`,
    );
    expect(run.stderr).not.toContain('--batch');
  });

  it('a control character in an option value is escaped in the error', () => {
    const run = nori(['yut', '--turns', '\u001b[2J7']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'nori yut: --turns must be an integer from 1 to 30, found "\\u001b[2J7"\n',
    );
  });

  it('plain nori, with no command: one line of usage on standard error, exit 2', () => {
    const run = nori([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toMatch(/^nori: usage: nori yut\|omok\|.*nori --help/);
  });
});

describe('nori yut: a game too large is refused before the memory goes (issue 12)', () => {
  const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
  const dice = Array.from({ length: 30 }, (_, i) => 1 + ((i * 7 + 3) % 10)).join(' ');

  // The data limit (ulimit -d) counts the typed arrays, which the heap limit of Node does not:
  // the search once took 1.2 GB before refusing.
  it.skipIf(process.platform !== 'linux')(
    '--turns 30 --pieces 8 --faces 10: one line, exit 2, within 400 MB of data',
    () => {
      const command = `ulimit -d 400000 && exec '${process.execPath}' '${bin}' yut --turns 30 --pieces 8 --faces 10`;
      const run = spawnSync('sh', ['-c', command], { input: `${dice}\n`, encoding: 'utf8' });
      expect({ stderr: run.stderr, code: run.status }).toEqual({
        stderr:
          'nori yut: this game is too large to solve exactly: more than 1,000,000 positions (use fewer pieces, turns or faces)\n',
        code: 2,
      });
    },
  );

  it('--policy --turns 30 --pieces 8 --faces 10: refused from the count of positions alone', () => {
    const run = nori(['yut', '--policy', '--turns', '30', '--pieces', '8', '--faces', '10']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^nori yut: the policy needs about [\d,]+ positions, more than the 1,500,000 it can hold \(8 pieces, 30 turns, a 33-cell board\); use fewer pieces or turns\n$/,
    );
  });

  it('a large game that fits is still solved: --pieces 8 --faces 10 with ten dice', () => {
    expect(nori(['yut', '--pieces', '8', '--faces', '10'], '1 2 3 4 1 2 3 4 1 2\n')).toEqual({
      stdout: '190\n',
      stderr: '',
      code: 0,
    });
  });
});

describe('nori yut: a progress bar on a terminal only (issue 12)', () => {
  const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
  const hasScript = spawnSync('script', ['--version']).status === 0;
  const batch = join(dir, 'cases.txt');
  writeFileSync(batch, '1 2 3 4 5 6 7 8 9 10 1 2\n'.repeat(3));
  // NORI_PROGRESS_DELAY_MS=0 (src/cli/yut-progress.ts) shows the bar at once instead of after a
  // second, so that a short run stands for a long one.
  const env = { ...process.env, NORI_PROGRESS_DELAY_MS: '0', NO_COLOR: '1' };
  const runs: [string, string, string, RegExp][] = [
    [
      'the exact search of a large game',
      "echo '1 2 3 4 5 6 7 8 9 10 1 2'",
      'yut --turns 12 --pieces 6 --faces 10',
      /best score \|/,
    ],
    [
      '--batch from a file',
      'true',
      `yut --batch --turns 12 --pieces 6 --faces 10 '${batch}'`,
      /cases \|/,
    ],
    [
      '--batch from a pipe (a count of the cases)',
      `cat '${batch}'`,
      'yut --batch --turns 12 --pieces 6 --faces 10',
      /cases: \d/,
    ],
    [
      'every phase of --policy, building the positions included',
      'true',
      'yut --policy --turns 12',
      /positions \|[\s\S]*best policy \|[\s\S]*perfect foresight \|/,
    ],
  ];

  it.skipIf(!hasScript).each(runs)('%s: shown on a terminal', (_, input, args, bar) => {
    // script(1) gives nori a terminal; its standard output goes to /dev/null, so what script
    // prints is standard error alone.
    const command = `${input} | '${process.execPath}' '${bin}' ${args} > /dev/null`;
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(bar);
  });

  it.each(runs)('%s: never on standard error that is not a terminal', (_, input, args) => {
    const command = `${input} | '${process.execPath}' '${bin}' ${args}`;
    const run = spawnSync('sh', ['-c', command], { encoding: 'utf8', env });
    expect({ stderr: run.stderr, code: run.status }).toEqual({ stderr: '', code: 0 });
    expect(run.stdout).not.toBe('');
  });
});
