/**
 * `nori check` and `nori gen` at their edges (the built command): standard output that cannot be
 * written (one line and exit 2; a reader that left is no error), and `nori gen`'s inputs.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge, parseBoards } from '../../src/omok/index.js';
import { parseDice } from '../../src/yut/index.js';
import { exe, nori, py, useFixtures, work } from './check.test-helper.js';

useFixtures(['yut-correct']);

describe('standard output that cannot be written: one line and exit 2; a reader that left is no error', () => {
  // The failing checks shrink for 1 ms only and run no more cases to name the mistake: the
  // report's shrinking and diagnosis are tested elsewhere, not here.
  const emptyBoard = `${'0 '.repeat(18)}0\n`.repeat(19);
  const rows: [
    name: string,
    args: () => string[],
    input: string,
    stdout: 'full' | 'closed',
    code: number,
    error: string | undefined,
  ][] = [
    [
      'gen to a full disk',
      () => ['gen', 'yut', '--seed', '1', '--count', '10'],
      '',
      'full',
      2,
      'gen',
    ],
    [
      'gen omok, many flushes',
      () => ['gen', 'omok', '--seed', '1', '--count', '500'],
      '',
      'full',
      2,
      'gen',
    ],
    ['yut, one case', () => ['yut'], '1 2 3 4 1 2 3 4 1 2\n', 'full', 2, 'yut'],
    ['yut --batch', () => ['yut', '--batch'], '1 2 3 4 1 2 3 4 1 2\n'.repeat(50), 'full', 2, 'yut'],
    [
      'omok FILE',
      () => {
        const file = join(work(), 'empty-board.txt');
        writeFileSync(file, emptyBoard);
        return ['omok', file];
      },
      '',
      'full',
      2,
      'omok',
    ],
    [
      'check, all passed',
      () => ['check', 'yut', '--cases', '2', '--seed', '1', '--', exe('yut-correct')],
      '',
      'full',
      2,
      'check',
    ],
    [
      'check, a failure found (still 2: exit 1 only means the report was given)',
      () => [
        'check',
        'yut',
        '--cases',
        '2',
        '--seed',
        '1',
        '--shrink-time',
        '1',
        '--diagnosis-cases',
        '0',
        '--',
        ...py('yut-crash.py'),
      ],
      '',
      'full',
      2,
      'check',
    ],
    [
      'gen, reader gone',
      () => ['gen', 'yut', '--seed', '1', '--count', '100000'],
      '',
      'closed',
      0,
      undefined,
    ],
    [
      'check, all passed, reader gone',
      () => ['check', 'yut', '--cases', '2', '--seed', '1', '--', exe('yut-correct')],
      '',
      'closed',
      0,
      undefined,
    ],
    [
      'check, a failure found, reader gone (still 1)',
      () => [
        'check',
        'yut',
        '--cases',
        '2',
        '--seed',
        '1',
        '--shrink-time',
        '1',
        '--diagnosis-cases',
        '0',
        '--',
        ...py('yut-crash.py'),
      ],
      '',
      'closed',
      1,
      undefined,
    ],
  ];
  for (const [name, args, input, stdout, code, command] of rows) {
    it(name, async () => {
      const run = await nori(args(), { input, stdout });
      expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
      const lines = run.stderr.split('\n').filter((line) => line.startsWith('nori '));
      if (command === undefined) {
        expect(lines).toEqual([]);
      } else {
        expect(lines).toEqual([
          `nori ${command}: cannot write standard output: no space left on the device`,
        ]);
      }
      expect(run.code, run.stderr).toBe(code);
    });
  }
});

describe('nori gen', () => {
  it('writes the same yut inputs for the same seed, every one valid', async () => {
    const first = await nori(['gen', 'yut', '--seed', '9', '--count', '300']);
    const second = await nori(['gen', 'yut', '--seed', '9', '--count', '300']);
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
    const lines = first.stdout.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(300);
    for (const line of lines) expect(parseDice(line).ok).toBe(true);
    const other = await nori(['gen', 'yut', '--seed', '10', '--count', '300']);
    expect(other.stdout).not.toBe(first.stdout);
  });

  it('writes omok boards back to back that all parse and keep the promise', async () => {
    const run = await nori(['gen', 'omok', '--seed', '4', '--count', '200']);
    expect(run.code).toBe(0);
    const boards = parseBoards(run.stdout);
    expect(boards.ok && boards.value.length).toBe(200);
    if (!boards.ok) return;
    for (const board of boards.value) expect(judge(board).kind).not.toBe('broken-promise');
    expect((await nori(['gen', 'omok', '--seed', '4', '--count', '200'])).stdout).toBe(run.stdout);
  });

  it('names the seed on standard error when none is given', async () => {
    const run = await nori(['gen', 'yut']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^nori gen: seed \d+\n$/);
    const seed = /seed (\d+)/.exec(run.stderr)![1]!;
    expect((await nori(['gen', 'yut', '--seed', seed])).stdout).toBe(run.stdout);
  });
});

describe('nori check --json names a program that prints nothing', () => {
  it('says prints-nothing, not "the same answer"', async () => {
    const run = await nori([
      'check',
      'yut',
      '--seed',
      '1',
      '--cases',
      '5',
      '--shrink-time',
      '1000',
      '--json',
      '--',
      ...py('prints-nothing.py'),
    ]);
    expect(run.code, run.stderr).toBe(1);
    const failure = JSON.parse(run.stdout).failure;
    expect(failure.verdict).toBe('WA');
    expect(failure.mistake).toEqual({
      name: 'prints-nothing',
      text: 'prints nothing, whatever the input',
    });
  });
});
