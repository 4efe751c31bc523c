/**
 * The rest of check.test.ts's rows (npm run test:slow): every other deliberately wrong fixture of
 * test/fixtures/solutions gets its verdict within the default number of cases and a shrunk case
 * that still fails. check.test.ts keeps one row per kind of report in `npm run check`.
 */
import { describe, expect, it } from 'vitest';
import {
  checkFixtureRow,
  exe,
  type FixtureRow,
  nori,
  py,
  useFixtures,
} from './check.test-helper.js';

useFixtures(['yut-route-copies', 'yut-share-inner', 'yut-fixed-input']);

describe('nori check: every other wrong fixture gets its verdict and a shrunk case that still fails', () => {
  const rows: FixtureRow[] = [
    [
      'yut: a copy of the shared centre per route',
      'yut',
      () => [exe('yut-route-copies')],
      'WA',
      undefined,
    ],
    [
      'yut: pieces share cells on inner routes',
      'yut',
      () => [exe('yut-share-inner')],
      'WA',
      'local',
    ],
    ['yut: crashes (IndexError, Python)', 'yut', () => py('yut-crash.py'), 'RE', undefined],
    ['omok: prints the last stone', 'omok', () => py('omok-last-stone.py'), 'WA', 5],
    ['omok: misses the rising diagonal', 'omok', () => py('omok-no-rising.py'), 'WA', 5],
  ];
  for (const row of rows) it(row[0], () => checkFixtureRow(row));
});

// Seen in learners' solutions collected outside (docs/check.md, "Measured on learners' solutions"):
// a test input left in the code. nori used to blame a search that does not undo its moves.
describe('nori check names a program that answers the same whatever the input', () => {
  it('yut: the dice of the example written into the code', async () => {
    const run = await nori([
      'check',
      'yut',
      '--seed',
      '1',
      '--cases',
      '30',
      '--json',
      '--',
      exe('yut-fixed-input'),
    ]);
    expect(run.code, run.stderr).toBe(1);
    const failure = JSON.parse(run.stdout).failure;
    expect(failure.verdict).toBe('WA');
    expect(failure.mistake).toEqual({
      name: 'same-answer',
      text: 'prints the same answer whatever the input',
    });
  });
});

// Seen in a learner's Omok solution written for a judge with ten boards per input: the right
// answer, then a crash reading the second board. The report says the answer was right.
describe('nori check says when a crash came after the right answer', () => {
  it('omok: reads a second board', async () => {
    const run = await nori([
      'check',
      'omok',
      '--seed',
      '1',
      '--cases',
      '2',
      '--shrink-time',
      '1000',
      '--',
      ...py('omok-reads-twice.py'),
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^RE on case 1 \(seed 1\)/);
    expect(run.stdout).toContain(
      'The answer printed is right; the program failed after printing it.',
    );
    expect(run.stdout).not.toMatch(/swapped|one off/);
  });
});
