/**
 * `nori check`'s and `nori gen`'s help and usage errors, run in this process (test/support/
 * nori-here.ts): they test the argument parser and the checks made before anything runs;
 * test/cli/check*.test.ts run the built command as a process.
 */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';

describe('nori check --help', () => {
  it('explains every verdict, OLE included, in their order of precedence', async () => {
    const run = await noriHere(['check', '--help']);
    expect(run.code).toBe(0);
    const verdicts = [...run.stdout.matchAll(/^ {2}(AC|WA|RE|TLE|OLE) +\S/gm)].map((m) => m[1]);
    expect(verdicts).toEqual(['TLE', 'OLE', 'RE', 'WA', 'AC']);
    expect(run.stdout).toMatch(/^ {2}OLE {2}output limit exceeded: more than 1 MiB/m);
  });
});

describe('nori check: usage errors are one line and exit 2', () => {
  const rows: [name: string, args: string[], message: RegExp][] = [
    ['no command after --', ['check', 'yut', '--'], /^nori check: .*SOLUTION/],
    ['no command at all', ['check', 'yut'], /^nori check: .*SOLUTION/],
    [
      '--cases 0',
      ['check', 'yut', '--cases', '0', '--', 'true'],
      /^nori check: --cases must be a positive whole number, found "0"$/,
    ],
    [
      '--cases past the most a run makes (a run keeps a figure per case)',
      ['check', 'yut', '--cases', '1000000000000', '--', 'true'],
      /^nori check: --cases must be at most 1000000, found 1000000000000$/,
    ],
    [
      '--cases not a number',
      ['check', 'yut', '--cases', '1e3', '--', 'true'],
      /--cases must be a positive whole number/,
    ],
    [
      '--timeout negative',
      ['check', 'yut', '--timeout', '-5', '--', 'true'],
      /^nori check: --timeout must be a positive whole number, found "-5"$/,
    ],
    [
      '--timeout past what a timer can wait',
      ['check', 'yut', '--timeout', '3000000000', '--', 'true'],
      /^nori check: --timeout must be at most 2147483647, found 3000000000$/,
    ],
    [
      '--timeout and --time-limit, two names of one limit (one was dropped)',
      ['check', 'yut', '--timeout', '100', '--time-limit', '300', '--', 'true'],
      /^nori check: option '--timeout <MS>' cannot be used with option '--time-limit <MS>'$/,
    ],
    [
      '--cases and --time, both saying how many cases run (--time was ignored)',
      ['check', 'yut', '--time', '1', '--cases', '3', '--', 'true'],
      /^nori check: option '--cases <N>' cannot be used with option '--time <S>'$/,
    ],
    [
      '--jobs 0',
      ['check', 'yut', '--jobs', '0', '--', 'true'],
      /--jobs must be a positive whole number/,
    ],
    [
      '--seed with its value missing before --',
      ['check', 'yut', '--seed', '--', 'true'],
      /^nori check: --seed <S>: its value is missing: -- starts the command to run/,
    ],
    [
      '--save with its value missing before --',
      ['check', 'yut', '--save', '--', 'true'],
      /^nori check: --save <FILE>: its value is missing/,
    ],
    [
      'gen --seed with its value missing',
      ['gen', 'yut', '--seed', '--'],
      /^nori gen: --seed <S>: its value is missing/,
    ],
    [
      '--save in a directory that does not exist (checked before running)',
      ['check', 'yut', '--save', '/nonexistent/dir/x', '--', 'true'],
      /^nori check: cannot write \/nonexistent\/dir\/x \(--save\): no such directory$/,
    ],
    [
      '--save with an empty name (checked before running)',
      ['check', 'yut', '--save', '', '--', 'true'],
      /^nori check: --save needs a file name, found ""$/,
    ],
    [
      '--save - (it made a file called -)',
      ['check', 'yut', '--save', '-', '--', 'true'],
      /^nori check: --save needs a file name, found "-" \(the report goes to standard output\)$/,
    ],
    [
      '--save naming a directory',
      ['check', 'yut', '--save', tmpdir(), '--', 'true'],
      /^nori check: cannot write .* \(--save\): it is a directory$/,
    ],
    ['an unknown problem', ['check', 'chess', '--', 'true'], /^nori check: .*chess/],
    [
      '--sanitize with a command (it builds a source with its checks)',
      ['check', 'yut', '--sanitize', '--', 'true'],
      /^nori check: --sanitize needs a C or C\+\+ source file, .* given after --$/,
    ],
    [
      '--sanitize with a source of another language',
      ['check', 'yut', '--sanitize', 'test/fixtures/solutions/omok-six-wins.py'],
      /^nori check: test\/fixtures\/solutions\/omok-six-wins\.py: --sanitize checks C and C\+\+ sources only, not Python 3$/,
    ],
    [
      'a program that does not exist',
      ['check', 'yut', '--', './no-such-solution'],
      /^nori check: cannot run \.\/no-such-solution: not found$/,
    ],
    [
      'gen --count 0',
      ['gen', 'yut', '--count', '0'],
      /^nori gen: --count must be a positive whole number, found "0"$/,
    ],
  ];
  for (const [name, args, message] of rows) {
    it(name, async () => {
      const run = await noriHere(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr.trim()).toMatch(message);
    });
  }
});
