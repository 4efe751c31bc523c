/**
 * `nori yut` beyond the puzzle, through the built command: other boards (`--board`), counts
 * (`--turns`, `--pieces`, `--faces`), the best policy when the rolls are unknown (`--policy`) and
 * the advisor (`--advise`). Their usage errors run in process: src/cli/yut/usage.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nori } from './nori.js';

const SMALL = 'boards/small.json';
const dir = mkdtempSync(join(tmpdir(), 'nori-boards-'));
const SMALL_GAME = ['--board', SMALL, '--turns', '4', '--pieces', '2', '--faces', '3'];

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

describe('shipped boards by name', () => {
  it.each(['small', 'classic'])('--board %s reads boards/%s.json', (name) => {
    const args = ['yut', '--turns', '4', '--pieces', '2', '--faces', '3'];
    const byName = nori([...args, '--board', name], '3 1 2 3\n');
    expect(byName).toEqual(nori([...args, '--board', `boards/${name}.json`], '3 1 2 3\n'));
    expect(byName.code).toBe(0);
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

  // In a batch, the line of the case is named, as for a malformed line; the answers before it
  // are written (thirty 10s fit: the bound on positions lets them through uncounted).
  it.skipIf(process.platform !== 'linux')(
    '--batch: the line of the case too large is named',
    () => {
      const tens = Array.from({ length: 30 }, () => 10).join(' ');
      const command = `ulimit -d 400000 && exec '${process.execPath}' '${bin}' yut --turns 30 --pieces 8 --faces 10 --batch`;
      const run = spawnSync('sh', ['-c', command], {
        input: `${tens}\n\n${dice}\n${tens}\n`,
        encoding: 'utf8',
      });
      expect({ stdout: run.stdout, stderr: run.stderr, code: run.status }).toEqual({
        stdout: '160\n',
        stderr:
          'nori yut: line 3: this game is too large to solve exactly: more than 1,000,000 positions (use fewer pieces, turns or faces)\n',
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
      'yut --policy --turns 8',
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

  it.skipIf(!hasScript)('in Korean under --lang ko', () => {
    const command = `true | '${process.execPath}' '${bin}' yut --lang ko --policy --turns 8 > /dev/null`;
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/국면 \|[\s\S]*최선의 전략 \|[\s\S]*모든 눈을 알 때 \|/);
    expect(run.stdout).not.toMatch(/positions|best policy|foresight/);
  });

  it.each(runs)('%s: never on standard error that is not a terminal', (_, input, args) => {
    const command = `${input} | '${process.execPath}' '${bin}' ${args}`;
    const run = spawnSync('sh', ['-c', command], { encoding: 'utf8', env });
    expect({ stderr: run.stderr, code: run.status }).toEqual({ stderr: '', code: 0 });
    expect(run.stdout).not.toBe('');
  });
});
