import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nori } from './nori.js';

const EXAMPLES: [string, string][] = [
  ['1 2 3 4 1 2 3 4 1 2', '190'],
  ['1 1 1 1 1 1 1 1 1 1', '133'],
  ['5 1 2 3 4 5 5 3 2 4', '214'],
  ['5 5 5 5 5 5 5 5 5 5', '130'],
  ['2 2 2 2 2 2 2 2 2 2', '166'],
];

describe('nori yut', () => {
  it.each(EXAMPLES)('answers %s with %s, exactly as Baekjoon', (input, expected) => {
    expect(nori(['yut'], `${input}\n`)).toEqual({ stdout: `${expected}\n`, stderr: '', code: 0 });
  });

  it('reads a file named as its argument, and - as standard input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-yut-'));
    const file = join(dir, 'case.txt');
    writeFileSync(file, '1 2 3 4 1 2 3 4 1 2');
    expect(nori(['yut', file]).stdout).toBe('190\n');
    expect(nori(['yut', '-'], '2 2 2 2 2 2 2 2 2 2\r\n').stdout).toBe('166\n');
  });

  it('--batch answers every non-empty line in order', () => {
    const input = `${EXAMPLES.map(([dice]) => dice).join('\n\n')}\n`;
    const run = nori(['yut', '--batch'], input);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${EXAMPLES.map(([, answer]) => answer).join('\n')}\n`);
  });

  it('--json prints the object of docs/cli.md, with a plan that sums to the score', () => {
    const run = nori(['yut', '--json'], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run.code).toBe(0);
    const value = JSON.parse(run.stdout);
    expect(Object.keys(value)).toEqual(['dice', 'score', 'plan']);
    expect(value.dice).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 1, 2]);
    expect(value.score).toBe(190);
    expect(value.plan).toHaveLength(10);
    expect(value.plan[0]).toEqual({
      turn: 1,
      die: 1,
      piece: 1,
      from: 'start',
      to: 'o2',
      points: 2,
    });
    expect(value.plan.reduce((sum: number, step: { points: number }) => sum + step.points, 0)).toBe(
      190,
    );
  });

  it('--batch --json prints one object per line', () => {
    const run = nori(['yut', '--batch', '--json'], '1 1 1 1 1 1 1 1 1 1\n5 5 5 5 5 5 5 5 5 5\n');
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((value) => value.score)).toEqual([133, 130]);
  });

  it('--explain shows the score, the plan with a running total, and the board', () => {
    const run = nori(['yut', '--explain'], '2 2 2 2 2 2 2 2 2 2\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Best score: 166');
    expect(run.stdout).toMatch(/turn\s+roll\s+piece\s+from\s+to\s+points\s+total/);
    expect(run.stdout).toMatch(/\n\s+10\s+2\s+\d\s+\S+\s+\S+\s+\+\d+\s+166\n/);
    expect(run.stdout).toContain('Board at the end:');
    expect(run.stdout).toContain('start:');
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('answers --help and --version', () => {
    expect(nori(['yut', '--help'])).toMatchObject({ code: 0, stderr: '' });
    expect(nori(['yut', '--help']).stdout).toContain('--batch');
    expect(nori(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('nori yut on malformed input: one line, exit 2, no stack trace', () => {
  // The one-shot input read by the built command; the rows with options or a file run in process
  // (src/cli/yut/usage.test.ts).
  const cases: [string, string[], string, string][] = [
    ['empty input', [], '', 'nori yut: line 1: expected 10 dice, found none'],
    ['nine dice', [], '1 2 3 4 1 2 3 4 1\n', 'nori yut: line 1: expected 10 dice, found 9'],
    ['eleven dice', [], '1 2 3 4 1 2 3 4 1 2 3\n', 'nori yut: line 1: expected 10 dice, found 11'],
    [
      'a six',
      [],
      '1 2 3 4 1 2 3 4 1 6\n',
      'nori yut: line 1, roll 10: a die shows 1 to 5, found "6"',
    ],
    [
      'a zero',
      [],
      '0 2 3 4 1 2 3 4 1 2\n',
      'nori yut: line 1, roll 1: a die shows 1 to 5, found "0"',
    ],
    [
      'a word',
      [],
      '1 2 x 4 1 2 3 4 1 2\n',
      'nori yut: line 1, roll 3: expected a die from 1 to 5, found "x"',
    ],
    [
      'a negative',
      [],
      '1 2 3 -4 1 2 3 4 1 2\n',
      'nori yut: line 1, roll 4: expected a die from 1 to 5, found "-4"',
    ],
    [
      'a decimal',
      [],
      '1 2 3 4 1.5 2 3 4 1 2\n',
      'nori yut: line 1, roll 5: expected a die from 1 to 5, found "1.5"',
    ],
    [
      'two lines',
      [],
      '1 2 3 4 1 2 3 4 1 2\n1 2 3 4 1 2 3 4 1 2\n',
      'nori yut: line 2: expected only one line of dice, found more text',
    ],
    [
      'an input over 1 MiB',
      [],
      '1 '.repeat(600_000),
      'nori yut: input is larger than 1048576 bytes; use --batch for many cases',
    ],
  ];
  it.each(cases)('%s', (_name, args, input, message) => {
    const run = nori(['yut', ...args], input);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${message}\n`);
  });
});

describe('nori yut --batch streams', () => {
  it('answers 300,000 lines with a 16 MB heap', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-batch-'));
    const file = join(dir, 'many.txt');
    const lines = ['1 2 3 4 1 2 3 4 1 2', '2 2 2 2 2 2 2 2 2 2', '5 1 2 3 4 5 5 3 2 4'];
    writeFileSync(file, `${Array.from({ length: 300_000 }, (_, i) => lines[i % 3]).join('\n')}\n`);
    const run = spawnSync(
      process.execPath,
      ['--max-old-space-size=16', 'bin/nori.cjs', 'yut', '--batch', file],
      {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const answers = run.stdout.trimEnd().split('\n');
    expect(answers).toHaveLength(300_000);
    expect(answers.slice(0, 3)).toEqual(['190', '166', '214']);
  });
});
