// `nori omok --best` and `nori omok --solve` as built (global-setup.ts builds once before the
// suite): the forced wins of hand-made positions, the JSON, the side to move, and the error lines.
import { describe, expect, it } from 'vitest';
import { nori } from './nori.js';

/** A `size` x `size` board in Baekjoon's format with stones at gomoku coordinates ("h8"). */
function board(black: string, white: string, size = 15): string {
  const rows = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const put = (list: string, color: number) => {
    for (const name of list.split(' ').filter((w) => w !== '')) {
      rows[size - Number(name.slice(1))]![name.charCodeAt(0) - 97] = color;
    }
  };
  put(black, 1);
  put(white, 2);
  return rows.map((row) => `${row.join(' ')}\n`).join('');
}

/** Four-three: i8 makes a four (e8 is white) and a three, i9 i10 upwards. */
const FOUR_THREE = board('f8 g8 h8 i9 i10', 'e8 j11 c3 m3 a1');
/** Black's h8 makes two open threes. */
const DOUBLE_THREE = board('f8 g8 h9 h10', 'a1 e1 a5 n14');

describe('nori omok --solve', () => {
  it.each([
    {
      name: 'a win by continuous fours',
      args: ['--size', '15'],
      input: FOUR_THREE,
      stdout: 'black wins by VCF (continuous fours) in 5: i8 j8 i11 i12 i7\n',
    },
    {
      name: 'a win by threes under the standard rule',
      args: ['--size', '15'],
      input: DOUBLE_THREE,
      stdout: /^black wins by VCT \(fours and threes\) in \d+: h8 /,
    },
    {
      name: 'none within 3 moves when the double-three is forbidden (renju)',
      args: ['--rule', 'renju', '--depth', '3'],
      input: DOUBLE_THREE,
      stdout: 'no forced win for black found within 3 moves\n',
    },
    {
      name: 'none on a quiet board, within the depth asked',
      args: ['--moves', '--depth', '2'],
      input: 'h8 i9',
      stdout: 'no forced win for black found within 2 moves\n',
    },
  ])('$name', ({ args, input, stdout }) => {
    const run = nori(['omok', '--solve', ...args], input);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    if (typeof stdout === 'string') expect(run.stdout).toBe(stdout);
    else expect(run.stdout).toMatch(stdout);
  });

  it('answers in JSON', () => {
    const run = nori(['omok', '--solve', '--size', '15', '--json'], FOUR_THREE);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ rule: 'standard', size: 15, toMove: 1, complete: true });
    expect(json.win.kind).toBe('vcf');
    expect(json.win.line[0]).toEqual({ at: [8, 9], point: 'i8' });
  });
});

describe('nori omok --best', () => {
  it('gives the move, the evaluation, the line and the forced win', () => {
    const run = nori(['omok', '--best', '--size', '15', '--time', '200'], FOUR_THREE);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'black to move (standard, 15 x 15)',
        'best move: i8 (row 8, column 9)',
        'evaluation: wins in 5',
        'principal variation: i8 j8 i11 i12 i7',
        'forced win: black wins by VCF (continuous fours) in 5: i8 j8 i11 i12 i7',
        '',
      ].join('\n'),
    );
  });

  it('plays for white when black has one stone more, and blocks its four', () => {
    const run = nori(
      ['omok', '--best', '--json', '--size', '15', '--time', '100'],
      board('d4 e4 f4 g4 a9', 'c4 k11 l12 a1'),
    );
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ toMove: 2, move: { point: 'h4', at: [12, 8] } });
    expect(json.pv[0]).toEqual(json.move);
  });

  it('takes a game record, and --turn', () => {
    const run = nori(
      ['omok', '--best', '--moves', '--rule', 'renju', '--time', '100', '--turn', 'white'],
      'h8',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^white to move \(renju, 15 x 15\)\nbest move: [a-o]\d+ /);
  });
});

describe('nori omok --best and --solve refuse', () => {
  it.each([
    {
      name: 'a finished game',
      args: ['--best', '--size', '15'],
      input: board('d4 e4 f4 g4 h4', 'a1 a2 a3 a4'),
      stderr:
        'nori omok: the game is over: the board already has a winning line (see nori omok without --best)\n',
    },
    {
      // An outside tester's report: it named --best to one who had asked --solve.
      name: 'a finished game, asked for a forced win',
      args: ['--solve', '--size', '15'],
      input: board('d4 e4 f4 g4 h4', 'a1 a2 a3 a4'),
      stderr:
        'nori omok: the game is over: the board already has a winning line (see nori omok without --solve)\n',
    },
    {
      name: '--time with --solve (it would be ignored)',
      args: ['--solve', '--time', '5', '--size', '15'],
      input: board('h8', 'h9'),
      stderr: "nori omok: option '--solve' cannot be used with option '--time'\n",
    },
    {
      name: '--depth with --best (it would be ignored)',
      args: ['--best', '--depth', '5', '--size', '15'],
      input: board('h8', 'h9'),
      stderr: "nori omok: option '--best' cannot be used with option '--depth'\n",
    },
    {
      name: 'a record past its decisive move',
      args: ['--solve', '--moves'],
      input: 'h8 h9 i8 i9 j8 j9 k8 k9 l8',
      stderr: 'nori omok: the game is over: move 9 (l8) decided it by a five\n',
    },
    {
      name: 'a full board without a winner (a draw)',
      args: ['--best', '--size', '5'],
      input: '1 2 1 2 1\n1 2 2 1 1\n2 2 1 1 1\n2 1 1 2 1\n2 1 2 2 2\n',
      stderr: 'nori omok: the game is over: the board is full without a winner (a draw)\n',
    },
    {
      name: 'the same to --solve',
      args: ['--solve', '--size', '5'],
      input: '1 2 1 2 1\n1 2 2 1 1\n2 2 1 1 1\n2 1 1 2 1\n2 1 2 2 2\n',
      stderr: 'nori omok: the game is over: the board is full without a winner (a draw)\n',
    },
    {
      name: 'stone counts no game can reach',
      args: ['--best', '--size', '15'],
      input: board('d4 e4 f4', ''),
      stderr:
        'nori omok: cannot tell whose turn it is: black must have as many stones as white or one more (say it with --side)\n',
    },
    {
      name: 'a board wider than the engine plays',
      args: ['--best', '--size', '30'],
      input: '',
      stderr: 'nori omok: --size must be a whole number from 5 to 26, found "30"\n',
    },
    {
      name: 'a time of zero',
      args: ['--best', '--time', '0', '--moves'],
      input: 'h8',
      stderr: 'nori omok: --time must be a positive whole number, found "0"\n',
    },
    {
      name: 'both at once',
      args: ['--best', '--solve'],
      input: '',
      stderr: "nori omok: option '--solve' cannot be used with option '--best'\n",
    },
  ])('$name', ({ args, input, stderr }) => {
    const run = nori(['omok', ...args], input);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(stderr);
    expect(run.code).toBe(2);
  });
});
