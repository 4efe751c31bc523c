/**
 * Under `--lang ko` and under a Korean locale, no English sentence reaches the output: every
 * command's help and a row of errors are run and searched for three Latin words in a row (option
 * names, file names, metavariables, coordinates and commands in examples break such a run).
 */
import { describe, expect, it } from 'vitest';
import { nori } from './nori.js';

/** Runs of three or more Latin words (letters only) separated by single spaces. */
function englishRuns(text: string): string[] {
  return (
    [...text.matchAll(/(?<![\w./-])[A-Za-z]+(?: [A-Za-z]+){2,}(?![\w./-])/g)]
      .map((match) => match[0])
      // Acronyms (INFO, START), a command in an example, a size such as N x N.
      .filter((run) => !/^[A-Z]+(?: [A-Z]+)*$|^nori |^[A-Z] x [A-Z]$/.test(run))
  );
}

const HELPS = ['', 'yut', 'omok', 'gen', 'check', 'serve', 'brain', 'completion'];
const ERRORS: [string, string[], string][] = [
  ['an unknown option', ['omok', '--explian'], ''],
  ['an unknown command', ['chek'], ''],
  ['a missing argument', ['gen'], ''],
  ['too many arguments', ['gen', 'yut', 'x'], ''],
  ['options that conflict', ['yut', '--json', '--explain'], ''],
  ['a value not among the choices', ['omok', '--rule', 'gomoku'], ''],
  ['a bad option value', ['check', 'yut', '--cases', '0', '--', 'true'], ''],
  ['a bad die', ['yut'], '1 2 3 4 1 2 3 4 1 6\n'],
  ['too few dice', ['yut'], '1 2 3\n'],
  ['a bad stone', ['omok', '--size', '5'], '0 0 0 0 0\n0 3 0 0 0\n'],
  ['a missing file', ['yut', 'no-such-file.txt'], ''],
  ['no arguments', [], ''],
];

describe('Korean everywhere', () => {
  for (const [how, args, env] of [
    ['--lang ko', ['--lang', 'ko'], {}],
    ['LANG=ko_KR.UTF-8', [], { LANG: 'ko_KR.UTF-8' }],
  ] as const) {
    for (const command of HELPS) {
      it(`nori ${command} --help, ${how}`, () => {
        const run = nori([...(command ? [command] : []), '--help', ...args], '', env);
        expect(run.code).toBe(0);
        expect(englishRuns(run.stdout)).toEqual([]);
        expect(run.stdout).toMatch(/사용법:/);
      });
    }
    for (const [name, argv, input] of ERRORS) {
      it(`${name}, ${how}`, () => {
        // `--lang ko` goes before the first argument after the command (not after --).
        const withLang = argv.length > 0 ? [argv[0]!, ...args, ...argv.slice(1)] : [...args];
        const run = nori(withLang, input, env);
        expect(run.code).toBe(2);
        expect(run.stderr).toMatch(/[가-힣]/);
        expect(englishRuns(run.stderr)).toEqual([]);
      });
    }
  }

  it('finds an English sentence when there is one', () => {
    expect(englishRuns('nori yut: cannot read the file')).toEqual(['cannot read the file']);
    expect(englishRuns('--board small 사용')).toEqual([]);
  });
});
