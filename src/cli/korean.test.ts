/**
 * Under `--lang ko` and under a Korean locale, no English sentence reaches the output: every
 * command's help and a row of errors are run and searched for three Latin words in a row (option
 * names, file names, metavariables, coordinates and commands in examples break such a run).
 * Run in this process (test/support/nori-here.ts); the rows that only the built command can show
 * (the one-shot \`nori yut\` reading file descriptor 0, \`nori brain\`'s protocol loop) are in
 * test/cli/korean.test.ts, which imports the helpers from here.
 */
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../test/support/nori-here.js';
import { ERRORS, englishRuns, englishWords } from './korean.test-helper.js';

const HELPS = ['', 'yut', 'omok', 'gen', 'check', 'serve', 'brain', 'completion'];

/** Two fives on a 5 x 5 board: the promise broken (exit 3). */
const BOTH_WIN = '1 1 1 1 1\n0 0 0 0 0\n2 2 2 2 2\n0 0 0 0 0\n0 0 0 0 0\n';
const RECORD = 'h8 h9 i8 i9 j8 j9 k8 k9 l8 a1\n';
const RENJU = 'examples/renju-forbidden.txt';
/** A check cut short: few cases, little shrinking and diagnosing. */
const SMALL = ['--cases', '2', '--seed', '1', '--diagnosis-cases', '2', '--shrink-time', '300'];

/** Every mode's output (standard output and error), its exit code and a Korean word it must hold. */
const MODES: [string, string[], string, number, RegExp][] = [
  ['omok --explain', ['omok', '--explain', 'examples/omok-sample.txt'], '', 0, /흑 \(1\)/],
  ['omok, a broken promise', ['omok', '--size', '5', '--explain'], BOTH_WIN, 3, /조건/],
  ['omok --moves', ['omok', '--moves'], RECORD, 0, /흑이 .*이깁니다/],
  ['omok --moves --explain', ['omok', '--moves', '--explain'], RECORD, 0, /홀수는 흑/],
  ['omok --forbidden', ['omok', '--rule', 'renju', '--forbidden', RENJU], '', 0, /사사/],
  [
    'omok --forbidden, none',
    ['omok', '--rule', 'renju', '--forbidden', '--size', '5'],
    '0 0 0 0 0\n'.repeat(5),
    0,
    /금수/,
  ],
  ['omok --forbidden without renju', ['omok', '--forbidden', RENJU], '', 2, /렌주/],
  [
    'omok --best',
    ['omok', '--best', '--rule', 'renju', '--side', 'black', '--time', '100', RENJU],
    '',
    0,
    /최선의 수/,
  ],
  [
    'omok --solve',
    ['omok', '--solve', '--rule', 'renju', '--side', 'black', RENJU],
    '',
    0,
    /이깁니다/,
  ],
  [
    'omok --solve, no win',
    ['omok', '--solve', '--size', '5'],
    '0 0 0 0 0\n'.repeat(5),
    0,
    /찾지 못했습니다/,
  ],
  ['omok --best, whose turn', ['omok', '--best', '--rule', 'renju', RENJU], '', 2, /차례/],
  ['omok --best, game over', ['omok', '--best', '--moves'], RECORD, 2, /끝난/],
  [
    'yut --policy',
    ['yut', '--policy', '--board', 'small', '--turns', '4', '--pieces', '2', '--faces', '3'],
    '',
    0,
    /최선의 전략/,
  ],
  [
    'yut --advise',
    ['yut', '--advise', '--at', 'o10,start,start,end', '--turn', '4', '--roll', '3'],
    '',
    0,
    /옮기세요/,
  ],
  [
    'yut --advise, two pieces on a cell',
    ['yut', '--advise', '--at', 'o10,o10,start,end', '--turn', '4', '--roll', '3'],
    '',
    2,
    /모두/,
  ],
  ['yut --advise without --at', ['yut', '--advise', '--turn', '4', '--roll', '3'], '', 2, /필요/],
  ['yut --board unknown', ['yut', '--board', 'nope'], '1 2 3 4 1 2 3 4 1 2\n', 2, /판/],
  ['yut --turns 0', ['yut', '--turns', '0'], '1\n', 2, /정수/],
  ['yut --policy with --roll', ['yut', '--policy', '--roll', '3'], '', 2, /--advise/],
  ['gen, the seed', ['gen', 'yut'], '', 0, /시드/],
  [
    'check, a program not found',
    ['check', 'yut', '--cases', '1', '--', './nope'],
    '',
    2,
    /실행할 수 없습니다/,
  ],
  ['serve, a bad port', ['serve', '--port', '99999'], '', 2, /포트/],
  ['gen --count', ['gen', 'yut', '--count', '2'], '', 0, /시드/],
  ['yut --explain', ['yut', '--explain'], '1 2 3 4 1 2 3 4 1 2\n', 0, /190/],
  // A check that fails, each way: the whole report (counterexample, description, diagnosis,
  // explanation, coverage table) in Korean. Small budgets: a shell command answers at once.
  [
    'check, a wrong answer (yut)',
    ['check', 'yut', ...SMALL, '--coverage', '--', 'sh', '-c', 'echo 0'],
    '',
    1,
    /틀렸습니다/,
  ],
  [
    'check, a wrong answer (omok)',
    ['check', 'omok', ...SMALL, '--', 'sh', '-c', 'echo 1; echo 1 1'],
    '',
    1,
    /틀렸습니다/,
  ],
  [
    'check, a runtime error',
    ['check', 'yut', ...SMALL, '--', 'sh', '-c', 'echo 42 >&2; exit 3'],
    '',
    1,
    /런타임 에러/,
  ],
  [
    'check, a time-out',
    ['check', 'yut', ...SMALL, '--time-limit', '50', '--', 'sh', '-c', 'while :; do :; done'],
    '',
    1,
    /시간 초과/,
  ],
  [
    'check, all passed',
    ['check', 'yut', '--cases', '1', '--', 'sh', '-c', 'echo 190'],
    '1',
    1,
    /케이스/,
  ],
  ['serve, a bad host', ['serve', '--host', ' '], '', 2, /주소/],
];

/** The two ways to ask for Korean: the option, and the locale. */
const KOREAN = [
  ['--lang ko', ['--lang', 'ko'], {}],
  ['LANG=ko_KR.UTF-8', [], { LANG: 'ko_KR.UTF-8' }],
] as const;

describe('Korean everywhere', () => {
  for (const [how, args, env] of KOREAN) {
    for (const command of HELPS) {
      it(`nori ${command} --help, ${how}`, async () => {
        const run = await noriHere([...(command ? [command] : []), '--help', ...args], '', env);
        expect(run.code).toBe(0);
        expect(englishRuns(run.stdout)).toEqual([]);
        expect(englishWords(run.stdout)).toEqual([]);
        expect(run.stdout).toMatch(/사용법:/);
      });
    }
    for (const [name, argv, input] of ERRORS) {
      // The one-shot `nori yut` reads file descriptor 0 itself: test/cli/korean.test.ts.
      const plainYut = argv.length === 1 && argv[0] === 'yut' && args.length === 0;
      // `--lang ko --lang jp` asks for two languages: the row is for the locale alone.
      const twoLangs = argv.includes('--lang') && args.length > 0;
      it.skipIf(plainYut || twoLangs)(`${name}, ${how}`, async () => {
        // `--lang ko` goes before the first argument after the command (not after --).
        const withLang = argv.length > 0 ? [argv[0]!, ...args, ...argv.slice(1)] : [...args];
        const run = await noriHere(withLang, input, env);
        expect(run.code).toBe(2);
        expect(run.stderr).toMatch(/[가-힣]/);
        expect(englishRuns(run.stderr)).toEqual([]);
        expect(englishWords(run.stderr)).toEqual([]);
      });
    }
  }

  for (const [how, args, env] of KOREAN) {
    for (const [name, argv, input, code, korean] of MODES) {
      it(`${name}, ${how}`, async () => {
        const run = await noriHere([argv[0]!, ...args, ...argv.slice(1)], input, env);
        expect(run.code).toBe(code);
        const shown = run.stdout + run.stderr;
        expect(shown).toMatch(korean);
        expect(englishRuns(shown)).toEqual([]);
        expect(englishWords(shown)).toEqual([]);
      });
    }
  }

  it('finds an English word outside code, names and values', () => {
    expect(englishWords('nori yut: 파일 a.txt를 읽을 수 없습니다: not found')).toEqual([
      'not',
      'found',
    ]);
    expect(
      englishWords('  echo "1 2" | nori yut --board small   # 190, o10 칸, [share:o40]'),
    ).toEqual([]);
    expect(englishWords('시간 초과 (CPU 2000 ms, `exit 3`, FILE)')).toEqual([]);
  });

  it('finds an English sentence when there is one', () => {
    expect(englishRuns('nori yut: cannot read the file')).toEqual(['cannot read the file']);
    expect(englishRuns('--board small 사용')).toEqual([]);
  });
});
