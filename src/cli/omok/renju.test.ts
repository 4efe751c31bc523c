/**
 * `nori omok --moves` (game records) and `nori omok --rule renju --forbidden` (one board or a
 * --batch), run in this process (test/support/nori-here.ts): outputs, the note on standard error,
 * exit codes and the exact error lines. test/cli/omok-renju.test.ts runs the built command: a
 * record read from a file, and a --batch answered while its input still streams.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';
import { parseRecord, replay } from '../../omok/index.js';
import { seededRandom } from '../../omok/reference.test-helper.js';
import { DOUBLE_THREE, FIVE, grid, ISSUE_D6, ISSUE_D9 } from './renju.test-helper.js';

describe('nori omok --moves: the decisive move', () => {
  it.each([
    {
      name: 'a five, with the moves after it ignored and a note saying so',
      args: ['--rule', 'renju'],
      input: FIVE,
      stdout: 'move 9 (black l8, at 8 12): black wins with five from 8 8 to 8 12\n',
      stderr: 'nori omok: note: 2 moves were not replayed: the game ended at move 9\n',
    },
    {
      name: 'the same record on the default 19 x 19 board of the standard rule',
      args: [],
      input: FIVE,
      stdout: 'move 9 (black l8, at 12 12): black wins with five from 12 8 to 12 12\n',
      stderr: 'nori omok: note: 2 moves were not replayed: the game ended at move 9\n',
    },
    {
      name: 'a forbidden double-three loses under renju',
      args: ['--rule', 'renju'],
      input: DOUBLE_THREE,
      stdout:
        'move 9 (black h8, at 8 8): a double-three (threes horizontal and vertical), forbidden to black; white wins\n',
      stderr: 'nori omok: note: 1 move was not replayed: the game ended at move 9\n',
    },
    {
      name: 'the same move is no more than a move under the standard rule',
      args: ['--size', '15'],
      input: DOUBLE_THREE,
      stdout: 'no winner after 10 moves\n',
      stderr: '',
    },
    {
      name: 'row and column pairs, counted from the top left',
      args: ['--size', '9'],
      input: '1 1\n9 9\n2 2\n9 8\n3 3\n9 7\n4 4\n9 6\n5 5\n',
      stdout: 'move 9 (black e5, at 5 5): black wins with five from 1 1 to 5 5\n',
      stderr: '',
    },
    {
      name: 'an empty record',
      args: ['--rule', 'renju'],
      input: '',
      stdout: 'no winner after 0 moves\n',
      stderr: '',
    },
  ])('$name', async ({ args, input, stdout, stderr }) => {
    expect(await noriHere(['omok', '--moves', ...args], input)).toEqual({
      stdout,
      stderr,
      code: 0,
    });
  });

  it('--json gives the object of the issue, and more', async () => {
    const result = await noriHere(['omok', '--moves', '--rule', 'renju', '--json'], DOUBLE_THREE);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      rule: 'renju',
      size: 15,
      moves: 10,
      decisive: {
        move: 9,
        at: [8, 8],
        point: 'h8',
        color: 1,
        winner: 2,
        reason: 'double-three',
        lines: [],
        directions: ['horizontal', 'vertical'],
      },
    });
    const five = JSON.parse((await noriHere(['omok', '--moves', '--json'], FIVE)).stdout);
    expect(five.decisive).toMatchObject({ move: 9, at: [12, 12], winner: 1, reason: 'five' });
    expect(five.decisive.lines).toEqual([{ from: [12, 8], to: [12, 12], length: 5 }]);
    const none = await noriHere(['omok', '--moves', '--json'], 'h8');
    expect(none.stdout).toBe('{"rule":"standard","size":19,"moves":1,"decisive":null}\n');
  });

  it('--explain draws the board with move numbers and the decisive move marked', async () => {
    const result = await noriHere(['omok', '--moves', '--rule', 'renju', '--explain'], FIVE);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('move 9 (black l8, at 8 12): black wins with five from 8 8 to 8 12');
    expect(lines).toContain(
      'moves: 11 in the record, 9 replayed, 2 after the decisive move ignored',
    );
    expect(lines).toContain(' 7   .   .   .   .   .   .   .   2   4   6   8   .   .   .   .');
    expect(lines).toContain(' 8   .   .   .   .   .   .   .  (1) (3) (5) (7) [9]  .   .   .');
    expect(lines).toContain(
      'odd numbers are black stones, even numbers white; [ ] the decisive move, ( ) its winning line',
    );
  });

  it('agrees with the library on random records', async () => {
    const random = seededRandom(17825);
    const records: string[] = [];
    for (let game = 0; game < 5; game++) {
      const points = new Set<string>();
      while (points.size < 40) {
        points.add(`${4 + Math.floor(random() * 7)} ${4 + Math.floor(random() * 7)}`);
      }
      records.push([...points].join('\n'));
    }
    for (const record of records) {
      const parsed = parseRecord(record, 15);
      if (!parsed.ok) throw new Error('bad test record');
      const expected = replay(parsed.value, 15, 'renju').decisive;
      const result = JSON.parse(
        (await noriHere(['omok', '--moves', '--rule', 'renju', '--json'], record)).stdout,
      );
      expect(result.decisive?.move ?? null).toBe(expected?.move ?? null);
      expect(result.decisive?.reason ?? null).toBe(expected?.reason ?? null);
    }
  });
});

// mintaka's recursive position (documents/renju.md), 15 x 15: four double-threes around a block.
const RECURSIVE = grid(
  15,
  [
    [7, 7],
    [7, 8],
    [8, 6],
    [8, 7],
    [8, 8],
    [8, 9],
    [9, 6],
    [9, 7],
    [9, 8],
    [9, 9],
    [10, 7],
    [10, 8],
  ],
  [
    [6, 7],
    [6, 8],
    [8, 5],
    [8, 10],
    [9, 5],
    [9, 10],
    [11, 7],
    [11, 8],
  ],
);

// 7 x 7: black at 4 3 would make fours along row 4 and down column 3.
const DOUBLE_FOUR_7 = grid(7, [
  [4, 1],
  [4, 2],
  [4, 4],
  [1, 3],
  [2, 3],
  [3, 3],
]);

describe('nori omok --rule renju --forbidden', () => {
  it('draws the board with the forbidden points marked and lists them', async () => {
    const board = DOUBLE_FOUR_7;
    expect(
      await noriHere(['omok', '--rule', 'renju', '--forbidden', '--size', '7'], board),
    ).toEqual({
      stdout: `   1  2  3  4  5  6  7
1  .  .  X  .  .  .  .
2  .  .  X  .  .  .  .
3  .  .  X  .  .  .  .
4  X  X  4  X  .  .  .
5  .  .  .  .  .  .  .
6  .  .  .  .  .  .  .
7  .  .  .  .  .  .  .
black may not play at 3 (double-three), 4 (double-four), 6 (overline)

1 forbidden point for black (row col reason):
4 3 double-four
`,
      stderr: '',
      code: 0,
    });
  });

  it('takes a 15 x 15 board by default, and finds the recursive double-threes', async () => {
    const result = await noriHere(['omok', '--rule', 'renju', '--forbidden'], RECURSIVE);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(' 7  .  .  .  .  .  3  X  X  3  .  .  .  .  .  .\n');
    expect(
      result.stdout.endsWith(
        '4 forbidden points for black (row col reason):\n7 6 double-three\n7 9 double-three\n10 6 double-three\n10 9 double-three\n',
      ),
    ).toBe(true);
  });

  it('--json lists the points', async () => {
    const result = await noriHere(['omok', '--rule', 'renju', '--forbidden', '--json'], RECURSIVE);
    expect(JSON.parse(result.stdout)).toEqual({
      size: 15,
      forbidden: [
        { at: [7, 6], point: 'f9', reason: 'double-three' },
        { at: [7, 9], point: 'i9', reason: 'double-three' },
        { at: [10, 6], point: 'f6', reason: 'double-three' },
        { at: [10, 9], point: 'i6', reason: 'double-three' },
      ],
    });
  });

  it('says so when there are none', async () => {
    const result = await noriHere(
      ['omok', '--rule', 'renju', '--forbidden', '--size', '5'],
      grid(5, []),
    );
    expect(result.stdout.endsWith('no forbidden points for black\n')).toBe(true);
    expect(result.code).toBe(0);
  });

  it.each([
    {
      name: 'without --rule renju',
      args: ['--forbidden'],
      input: RECURSIVE,
      stderr: '--forbidden needs --rule renju (only black under renju has forbidden moves)',
    },
    {
      name: 'a malformed board',
      args: ['--rule', 'renju', '--forbidden'],
      input: RECURSIVE.replace('1 1', '1 3'),
      stderr: 'row 7, value 8: expected 0, 1 or 2, found "3"',
    },
    {
      name: 'with --moves',
      args: ['--rule', 'renju', '--forbidden', '--moves'],
      input: RECURSIVE,
      stderr: "option '--forbidden' cannot be used with option '--moves'",
    },
  ])('exits 2: $name', async ({ args, input, stderr }) => {
    expect(await noriHere(['omok', ...args], input)).toEqual({
      stdout: '',
      stderr: `nori omok: ${stderr}\n`,
      code: 2,
    });
  });

  it('exits 2 for a 19 x 19 board without --size 19 (15 is the default under renju)', async () => {
    // The exact words are the board reader's (cli-omok.test.ts pins them); here only the place.
    const result = await noriHere(['omok', '--rule', 'renju', '--forbidden'], grid(19, []));
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^nori omok: row 1, value 16: expected 15 values/);
    expect(result.code).toBe(2);
  });
});

describe('nori omok --rule renju --forbidden: the positions of issue 11', () => {
  it.each([
    { name: 'd9 is allowed', board: ISSUE_D9, point: 'd9', forbidden: false },
    { name: 'd6 is a double-three', board: ISSUE_D6, point: 'd6', forbidden: true },
  ])('$name', async ({ board, point, forbidden }) => {
    const result = await noriHere(['omok', '--rule', 'renju', '--forbidden', '--json'], board);
    expect(result.code).toBe(0);
    const points = JSON.parse(result.stdout).forbidden.map((p: { point: string }) => p.point);
    expect(points.includes(point)).toBe(forbidden);
  });

  it('replays a game that ends differently: d9 is no longer a double-three', async () => {
    // Black's stones of ISSUE_D9, white's far away on the first row (no two next to each other).
    const record = 'd11 a1 d10 c1 f9 e1 g9 g1 f8 i1 g7 k1 h6 m1 d9';
    expect(await noriHere(['omok', '--moves', '--rule', 'renju'], record)).toEqual({
      stdout: 'no winner after 15 moves\n',
      stderr: '',
      code: 0,
    });
  });
});

describe('nori omok --rule renju --forbidden --batch: one line per board, streamed', () => {
  const both = `${ISSUE_D9}\n${ISSUE_D6}`;

  it('answers each board in order, and says none when there are none', async () => {
    expect(
      await noriHere(['omok', '--rule', 'renju', '--forbidden', '--batch'], both + grid(15, [])),
    ).toEqual({
      stdout:
        '8 7 double-three\n' +
        '7 3 double-three, 8 4 double-three, 8 6 double-three, 9 2 double-three, 9 4 double-three, 10 4 double-three, 11 2 double-three\n' +
        'none\n',
      stderr: '',
      code: 0,
    });
  });

  it('--json gives one object per line, the object of a single board', async () => {
    const result = await noriHere(
      ['omok', '--rule', 'renju', '--forbidden', '--batch', '--json'],
      both,
    );
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      (
        await noriHere(['omok', '--rule', 'renju', '--forbidden', '--json'], ISSUE_D9)
      ).stdout.trimEnd(),
    );
    expect(JSON.parse(lines[1]!).forbidden).toContainEqual({
      at: [10, 4],
      point: 'd6',
      reason: 'double-three',
    });
  });

  it('reads the file named as its argument, and --size', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-forbidden-'));
    const file = join(dir, 'boards.txt');
    writeFileSync(file, `${RECURSIVE}\n\n${grid(15, [[1, 1]])}`);
    expect(
      (await noriHere(['omok', '--rule', 'renju', '--forbidden', '--batch', file])).stdout,
    ).toBe('7 6 double-three, 7 9 double-three, 10 6 double-three, 10 9 double-three\nnone\n');
    const small = DOUBLE_FOUR_7;
    expect(
      (
        await noriHere(
          ['omok', '--rule', 'renju', '--forbidden', '--batch', '--size', '7'],
          small + small,
        )
      ).stdout,
    ).toBe('4 3 double-four\n4 3 double-four\n');
  });

  it('an empty input has no answers', async () => {
    expect(await noriHere(['omok', '--rule', 'renju', '--forbidden', '--batch'], '')).toEqual({
      stdout: '',
      stderr: '',
      code: 0,
    });
  });

  it.each([
    {
      name: 'a bad value in board 2: board 1 answered, the place named',
      args: [],
      input: `${ISSUE_D9}\n${ISSUE_D6.replace('0 0 0', '0 3 0')}`,
      stdout: '8 7 double-three\n',
      stderr: 'row 1, value 2 (line 17): expected 0, 1 or 2, found "3" (board 2)',
    },
    {
      name: 'board 2 cut short',
      args: ['--json'],
      input: `${ISSUE_D9}${ISSUE_D6.split('\n').slice(0, 7).join('\n')}\n`,
      // The object of board 1 alone (filled in by the test).
      stdout: undefined,
      stderr: 'line 23: expected 15 rows, found 7 (board 2)',
    },
    {
      name: 'without --rule renju',
      args: ['--rule', 'standard'],
      input: ISSUE_D9,
      stdout: '',
      stderr: '--forbidden needs --rule renju (only black under renju has forbidden moves)',
    },
    {
      name: 'with --explain',
      args: ['--explain'],
      input: ISSUE_D9,
      stdout: '',
      stderr: "option '--forbidden' cannot be used with option '--explain'",
    },
  ])('exits 2: $name', async ({ args, input, stdout, stderr }) => {
    const single = await noriHere(['omok', '--rule', 'renju', '--forbidden', '--json'], ISSUE_D9);
    expect(
      await noriHere(['omok', '--rule', 'renju', '--forbidden', '--batch', ...args], input),
    ).toEqual({
      stdout: stdout ?? single.stdout,
      stderr: `nori omok: ${stderr}\n`,
      code: 2,
    });
  });
});

describe('nori omok --help', () => {
  it('describes --moves, --forbidden and how moves are written', async () => {
    const { stdout, code } = await noriHere(['omok', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--moves');
    expect(stdout).toContain('--forbidden');
    expect(stdout).toContain('i is not skipped');
  });
});
