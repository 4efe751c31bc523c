import { describe, expect, it } from 'vitest';
import { halfScanLearner } from '../omok/half-diagonal.test-helper.js';
import {
  type Board,
  boardToRows,
  formatAnswer,
  formatBoard,
  judge,
  OMOK_MISTAKES,
  parseBoard,
} from '../omok/index.js';
import { type RefLine, referenceLines } from '../omok/reference.test-helper.js';
import { bestScore, classicBoard, YUT_MISTAKES } from '../yut/index.js';
import {
  crashCause,
  diagnose,
  firstDifference,
  formatDiagnosis,
  missingFile,
  type Observation,
  outOfRange,
  outputMistakeOpen,
} from './diagnose.js';
import { gatherObservations } from './diagnose-run.js';
import { generateBoard } from './omok-gen.js';
import { omokProblem } from './omok-problem.js';
import type { StressProblem } from './problem.js';
import type { ProblemName } from './problems.js';
import { createRng } from './rng.js';
import { generateDice } from './yut-gen.js';
import { yutProblem } from './yut-problem.js';
import { changedScore, ruleChanges, yutBoard } from './yut-rules.js';

/** `count` generated cases with the reference answer. */
function cases(problem: ProblemName, count: number): { value: unknown; expected: string }[] {
  const rng = createRng(7);
  return Array.from({ length: count }, () => {
    if (problem === 'yut') {
      const dice = generateDice(rng);
      return { value: dice, expected: `${bestScore(classicBoard(), dice)}\n` };
    }
    const board = generateBoard(rng);
    return { value: board, expected: formatAnswer(judge(board))! };
  });
}

describe('diagnose names the mistake a solution makes', () => {
  for (const problem of ['yut', 'omok'] as const) {
    const sample = cases(problem, 120);
    // The catalogue's own mistakes (the finer Dice Yut models are tested in yut-problem.test.ts).
    const catalogue: readonly string[] = problem === 'yut' ? YUT_MISTAKES : OMOK_MISTAKES;
    const models = (problem === 'yut' ? yutProblem : omokProblem).mistakes;
    for (const model of models.filter((m) => catalogue.includes(m.name))) {
      it(`${problem}: ${model.name}`, () => {
        // A solution with exactly this mistake: it prints one of its model's answers (the last,
        // so that a scan order other than the first is covered too).
        const observations: Observation[] = sample.map(({ value, expected }) => ({
          value,
          expected,
          actual: `${model.answers(value).at(-1)!.replace(/ /, '\n')}\n`,
        }));
        expect(observations.some((o) => firstDifference(o.expected, o.actual))).toBe(true);
        expect(
          diagnose((problem === 'yut' ? yutProblem : omokProblem).mistakes, observations),
        ).toEqual({
          kind: 'match',
          mistake: model.name,
          cases: 120,
        });
      });
    }
  }

  // A corpus5 C++ solution of 2615 started its rising diagonals on the top row only: no row of
  // the catalogue fits it, one of the half-diagonal models does, and only that one.
  it('omok: a program that starts the rising diagonals on the top row only', () => {
    const observations: Observation[] = cases('omok', 150).map(({ value, expected }) => ({
      value,
      expected,
      actual: `${halfScanLearner(value as Board, 'rising-below').replace(/ /, '\n')}\n`,
    }));
    expect(observations.some((o) => firstDifference(o.expected, o.actual))).toBe(true);
    const found = diagnose(omokProblem.mistakes, observations);
    expect(found).toEqual({ kind: 'match', mistake: 'half-rising-below', cases: 150 });
    const en = formatDiagnosis(omokProblem.mistakes, found, 'en', []);
    expect(en).toContain('never looks along the rising diagonals (↗) below the one from the');
    const ko = formatDiagnosis(omokProblem.mistakes, found, 'ko', []);
    expect(ko).toContain('대각선보다 아래쪽에 있는 것들을 보지 않습니다');
  });

  it('says when no mistake explains the answers, with the first differing token', () => {
    const observations: Observation[] = cases('yut', 20).map(({ value, expected }, i) => ({
      value,
      expected,
      actual: i === 3 ? `${Number(expected) - 5}\n` : expected,
    }));
    const diagnosis = diagnose(yutProblem.mistakes, observations);
    expect(diagnosis.kind).toBe('none');
    const expected = observations[3]!.expected.trim();
    expect(formatDiagnosis(yutProblem.mistakes, diagnosis, 'en')).toBe(
      `No mistake of the catalogue explains your answers on all 20 cases.\n` +
        `First difference: line 1: expected ${expected}, found ${Number(expected) - 5}\n`,
    );
  });

  it('names a program that prints one answer whatever the input (a test input left in the code)', () => {
    // Seen in a learner's Dice Yut solution that read a fixed line instead of standard input.
    const observations: Observation[] = cases('yut', 30).map(({ value, expected }) => ({
      value,
      expected,
      actual: '190\n',
    }));
    const diagnosis = diagnose(yutProblem.mistakes, observations, yutProblem.pairMistakes);
    expect(diagnosis).toEqual({ kind: 'same-answer', cases: 30, answer: '190' });
    expect(formatDiagnosis(yutProblem.mistakes, diagnosis, 'en')).toBe(
      'Your program prints the same answer (190) on all 30 cases, whatever the input: check that it reads the input from standard input (not a test input written into the code, nor a file).\n',
    );
    expect(formatDiagnosis(yutProblem.mistakes, diagnosis, 'ko')).toContain(
      '입력과 상관없이 30개 케이스 모두에서 같은 답(190)을 출력합니다.',
    );
    // Nothing printed on every case is said so, not as the answer "()".
    const silent = observations.map((o) => ({ ...o, actual: '' }));
    const nothing = diagnose(yutProblem.mistakes, silent, yutProblem.pairMistakes);
    expect(nothing).toEqual({ kind: 'same-answer', cases: 30, answer: '' });
    expect(formatDiagnosis(yutProblem.mistakes, nothing, 'en')).toBe(
      'Your program prints nothing on all 30 cases: check that it prints its answer to standard output (not to a file or to standard error only), and that it reaches the print.\n',
    );
    expect(formatDiagnosis(yutProblem.mistakes, nothing, 'ko')).toContain(
      '30개 케이스 모두에서 아무것도 출력하지 않습니다.',
    );
    // One right answer shared by every case is no evidence: nothing is named.
    const same = observations.map((o) => ({ ...o, expected: '150\n', actual: '190\n' }));
    expect(diagnose(yutProblem.mistakes, same).kind).toBe('none');
  });

  it('names a program that prints other lines besides the right answer (a debugging print)', () => {
    const sample = cases('omok', 40);
    const observations: Observation[] = sample.map(({ value, expected }, i) => ({
      value,
      expected,
      actual: i % 2 === 0 ? `checking...\n${expected}` : expected,
    }));
    const diagnosis = diagnose(omokProblem.mistakes, observations);
    expect(diagnosis).toEqual({ kind: 'extra-output', cases: 40, line: 'checking...' });
    expect(formatDiagnosis(omokProblem.mistakes, diagnosis, 'en')).toBe(
      'Your output holds the right answer on all 40 cases, but other lines besides (the first: checking...): a debugging print left in? Baekjoon judges everything the program prints.\n',
    );
    // A wrong answer among the debugging lines is not this mistake.
    const wrongToo = observations.map((o, i) =>
      i === 1
        ? { ...o, actual: `checking...\n${o.expected.trim() === '0' ? '1\n1 1' : '0'}\n` }
        : o,
    );
    expect(diagnose(omokProblem.mistakes, wrongToo).kind).toBe('none');
  });

  it('names more lines than any answer, with a wrong answer among them (a print and a mistake)', () => {
    // A learner's Dice Yut solution printed its table of cells before the answer, and its answer
    // was wrong on some cases too: no mistake could be named until the print was taken out.
    const sample = cases('yut', 30);
    const observations: Observation[] = sample.map(({ value, expected }, i) => ({
      value,
      expected,
      actual: `-1 2 4 6\n0 0 0\n${i % 3 === 0 ? Number(expected) + 1 : expected.trim()}\n`,
    }));
    const diagnosis = diagnose(yutProblem.mistakes, observations, yutProblem.pairMistakes);
    expect(diagnosis).toEqual({ kind: 'extra-lines', cases: 30, wrong: 30, line: '-1 2 4 6' });
    // While it is open, a few more cases are run to tell it (diagnose-run.ts).
    expect(outputMistakeOpen(observations.slice(0, 2))).toBe(true);
    expect(formatDiagnosis(yutProblem.mistakes, diagnosis, 'en')).toContain(
      'Your program prints more lines than any answer has, on all 30 wrong cases of the 30 run (its first line: -1 2 4 6): a debugging print left in?',
    );
    expect(formatDiagnosis(yutProblem.mistakes, diagnosis, 'ko')).toContain(
      '실행한 케이스 30개 중 틀린 30개 모두에서 어떤 정답보다도 많은 줄을 출력합니다',
    );
    // The right answer whole on every case is the debugging print alone.
    const printOnly = observations.map((o) => ({ ...o, actual: `-1 2 4 6\n${o.expected}` }));
    expect(diagnose(yutProblem.mistakes, printOnly).kind).toBe('extra-output');
    // A wrong case with no more lines than an answer has: not this.
    const oneShort = observations.map((o, i) => (i === 4 ? { ...o, actual: '7\n' } : o));
    expect(diagnose(yutProblem.mistakes, oneShort).kind).not.toBe('extra-lines');
    // Omok: a wrong win of two lines where the answer is 0 is an answer's length, not a print.
    const omok = cases('omok', 40).map(({ value, expected }) => ({
      value,
      expected,
      actual: expected.trim() === '0' ? '1\n1 1\n' : '0\n',
    }));
    expect(diagnose(omokProblem.mistakes, omok).kind).not.toBe('extra-lines');
  });

  it('firstDifference: a short line, an extra token, the lines joined, none', () => {
    expect(firstDifference('1\n3 2\n', '1\n3\n')).toEqual({ line: 2, expected: '3 2', found: '3' });
    expect(firstDifference('0\n', '0 0')).toEqual({ line: 1, expected: '0', found: '0 0' });
    expect(firstDifference('1\n3 2\n', '1 3   2')).toEqual({
      line: 1,
      expected: '1',
      found: '1 3 2',
    });
    expect(firstDifference('1\n3 2\n', '1\n3   2  \n\n')).toBeUndefined();
  });

  it('formats a match with the rule and the picture, in English and Korean', () => {
    const match = { kind: 'match', mistake: 'same-number', cases: 214 } as const;
    const en = formatDiagnosis(yutProblem.mistakes, match, 'en');
    expect(en).toMatch(
      /^Your answers match a solver that treats cells with the same number as one cell .* on 214 of 214 cases\./,
    );
    expect(en).toMatch(/o16\/a16/);
    expect(en).toMatch(/\[1\]/);
    const ko = formatDiagnosis(yutProblem.mistakes, match, 'ko');
    expect(ko).toMatch(/214개 케이스 중 214개/);
  });

  // Replay (the README's report): the counterexample was at o30/m30 and its description said so,
  // then "what went wrong" drew the catalogue's fixed pair o16/a16: "where to look" must name the
  // failing case's cells, never a fixed pair.
  it("does not draw the model's fixed cells when the failing case's description names cells", () => {
    const match = { kind: 'match', mistake: 'same-number', cases: 214 } as const;
    const en = formatDiagnosis(yutProblem.mistakes, match, 'en', ['m30', 'o30']);
    expect(en).toMatch(/^Your answers match a solver that treats cells with the same number/);
    expect(en).not.toMatch(/Where to look/);
    expect(en).not.toMatch(/\[1\]/);
  });
});

describe('gatherObservations', () => {
  it('keeps the known runs first, adds the new cases, and drops crashes and time-outs', async () => {
    let calls = 0;
    const observations = await gatherObservations({
      problem: yutProblem as StressProblem<unknown>,
      seed: '3',
      known: [
        {
          value: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
          expected: '133\n',
          verdict: 'WA',
          stdout: '130\n',
        },
      ],
      judge: async (value) => {
        calls++;
        return { value, expected: '1\n', verdict: calls % 2 === 0 ? 'RE' : 'AC', stdout: '1\n' };
      },
      jobs: 3,
      count: 10,
    });
    expect(calls).toBe(10);
    expect(observations.length).toBe(6);
    expect(observations[0]!.actual).toBe('130\n');
  });
});

describe('gatherObservations with the catalogue', () => {
  it("starts no new case once no mistake agrees with every answer (nor the output's shape)", async () => {
    let calls = 0;
    const observations = await gatherObservations({
      problem: yutProblem as StressProblem<unknown>,
      seed: '3',
      // 1 1 1 1 1 1 1 1 1 1 scores 133; no mistake of the catalogue says 7.
      known: [
        { value: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], expected: '133\n', verdict: 'WA', stdout: '7\n' },
      ],
      judge: async (value) => {
        calls++;
        return { value, expected: '1\n', verdict: 'AC', stdout: '1\n' };
      },
      jobs: 2,
      count: 50,
      models: yutProblem.mistakes,
    });
    // One answer alone leaves "the same answer on every case" open: one new case per job tells
    // (its answer differs), and none after.
    expect(calls).toBe(2);
    expect(observations.length).toBe(3);
  });
});

describe('gatherObservations: the same answer every time, and the examples', () => {
  /** The observations of a program that prints `say(board)` on the naming run's boards. */
  const gather = (say: (board: Board) => string, known: Board) =>
    gatherObservations({
      problem: omokProblem as StressProblem<unknown>,
      seed: '5',
      known: [
        { value: known, expected: omokProblem.answer(known), verdict: 'WA', stdout: say(known) },
      ],
      judge: async (value) => {
        const board = value as Board;
        const expected = omokProblem.answer(board);
        const stdout = say(board);
        return { value, expected, verdict: stdout === expected ? 'AC' : 'WA', stdout };
      },
      jobs: 2,
      count: 200,
      models: omokProblem.mistakes,
    });
  /** A board where black has a five and far more stones than white. */
  const unbalanced = (): Board => {
    const parsed = parseBoard(
      Array.from({ length: 19 }, (_, row) =>
        Array.from({ length: 19 }, (_, col) =>
          row === 9 && col < 5 ? 1 : row === 0 && col % 2 === 0 ? 1 : 0,
        ).join(' '),
      ).join('\n'),
    );
    if (!parsed.ok) throw new Error('test board');
    return parsed.value;
  };
  const stones = (board: Board, colour: number): number =>
    formatBoard(board)
      .split(/\s+/)
      .filter((cell) => cell === String(colour)).length;

  it('a program that answers 0 whenever the stone counts are far apart is not said to ignore its input', async () => {
    // As a learner's program did (it assumes a real game): right where the counts are close,
    // 0 elsewhere. The naming run's random boards are mostly of the second kind.
    const say = (board: Board): string =>
      Math.abs(stones(board, 1) - stones(board, 2)) > 1 ? '0\n' : omokProblem.answer(board);
    const observations = await gather(say, unbalanced());
    expect(diagnose(omokProblem.mistakes, observations).kind).not.toBe('same-answer');
    expect(observations.some((o) => o.value === omokProblem.examples[0])).toBe(true);
  });

  it('a program that prints 0 whatever the input is still said to, the examples among its cases', async () => {
    const observations = await gather(() => '0\n', unbalanced());
    expect(observations.some((o) => o.value === omokProblem.examples[0])).toBe(true);
    const found = diagnose(omokProblem.mistakes, observations);
    expect(found).toMatchObject({ kind: 'same-answer', answer: '0' });
  });
});

describe('diagnose names two mistakes made at once (Dice Yut)', () => {
  it('a program that takes the blue arrow of o10 in passing and needs the exact roll to finish', () => {
    // As test/fixtures/solutions/py/yut-two-mistakes.py plays: neither change alone gives its
    // answers on every case, the two composed do. Before, the diagnosis said no mistake fits.
    const board = yutBoard();
    const pair = ['blue-passing:o10', 'exact-end'].map(
      (key) => ruleChanges(board).find((c) => c.key === key)!,
    );
    const observations: Observation[] = cases('yut', 80).map(({ value, expected }) => ({
      value,
      expected,
      actual: `${changedScore(board, value as number[], pair)}\n`,
    }));
    expect(diagnose(yutProblem.mistakes, observations).kind).toBe('none');
    const found = diagnose(yutProblem.mistakes, observations, yutProblem.pairMistakes);
    expect(found.kind).toBe('match');
    if (found.kind !== 'match') return;
    const [a, b] = found.mistake.split('+');
    expect([a, b].sort()).toEqual(['blue-passing:o10', 'exact-end']);
    const en = formatDiagnosis(yutProblem.mistakes, found, 'en', [], yutProblem.pairMistakes);
    expect(en).toContain(
      'plays by two changed rules at once: a move that passes over o10 takes its blue arrow; and a piece reaches the end only with the exact roll',
    );
    const ko = formatDiagnosis(yutProblem.mistakes, found, 'ko', [], yutProblem.pairMistakes);
    expect(ko).toContain('규칙 두 가지를 한꺼번에 바꿔서 풉니다');
  });
});

describe('diagnose names two mistakes made at once (Omok)', () => {
  /**
   * A learner's judge (corpus4's urinaner.py does this): every stone, in reading order, looks
   * right, down, down-right and up-right; five or more of its colour from it win (a six too), and
   * a line up-right is printed by the stone it ends on. The runs are the slow reference's
   * (reference.test-helper.ts), each met at its leftmost stone, where the learner's scan starts.
   */
  function learner(board: Board): string {
    const ways = ['0,1', '1,0', '1,1', '-1,1'];
    const way = (line: RefLine) =>
      ways.indexOf(
        `${Math.sign(line.to[0] - line.from[0])},${Math.sign(line.to[1] - line.from[1])}`,
      );
    const [first] = referenceLines(boardToRows(board), 5).sort(
      (a, b) => a.from[0] - b.from[0] || a.from[1] - b.from[1] || way(a) - way(b),
    );
    if (first === undefined) return '0\n';
    const [r, c] = first.from;
    const [pr, pc] = way(first) === 3 ? [r - 4, c + 4] : [r, c];
    return `${first.color}\n${pr + 1} ${pc + 1}\n`;
  }

  it('a program that lets sixes win and prints a rising five by its top stone', () => {
    const observations: Observation[] = cases('omok', 150).map(({ value, expected }) => ({
      value,
      expected,
      actual: learner(value as Board),
    }));
    expect(observations.some((o) => o.actual !== o.expected)).toBe(true);
    expect(diagnose(omokProblem.mistakes, observations).kind).toBe('none');
    const found = diagnose(omokProblem.mistakes, observations, omokProblem.pairMistakes);
    expect(found).toMatchObject({ kind: 'match', mistake: 'six-wins+rising-top' });
    const en = formatDiagnosis(omokProblem.mistakes, found, 'en', [], omokProblem.pairMistakes);
    expect(en).toContain('makes two mistakes at once: it counts six or more in a row as a win');
    const ko = formatDiagnosis(omokProblem.mistakes, found, 'ko', [], omokProblem.pairMistakes);
    expect(ko).toContain('두 가지 실수를 한꺼번에 합니다');
  });
});

describe('the right numbers on other lines', () => {
  // An Omok solution that prints its right answer on one line ("2 5 1"): every mistake of the
  // catalogue that agrees with the right solver on these cases would "match"; none is named.
  const sample = cases('omok', 60);
  const observations: Observation[] = sample.map(({ value, expected }) => ({
    value,
    expected,
    actual: `${expected.trim().split(/\s+/).join(' ')}\n`,
  }));

  it('names no mistake, and says only the layout differs', () => {
    const diagnosis = diagnose(omokProblem.mistakes, observations, omokProblem.pairMistakes);
    expect(diagnosis.kind).toBe('layout');
    const wrong = observations.find((o) => firstDifference(o.expected, o.actual) !== undefined)!;
    expect(diagnosis).toEqual({
      kind: 'layout',
      cases: 60,
      difference: firstDifference(wrong.expected, wrong.actual),
    });
    const report = formatDiagnosis(omokProblem.mistakes, diagnosis, 'en');
    expect(report).toContain('Your numbers are right on all 60 cases');
    expect(report).toContain('First difference: line 1');
    expect(formatDiagnosis(omokProblem.mistakes, diagnosis, 'ko')).toContain(
      '60개 케이스 모두 숫자는 맞고',
    );
  });

  it('still names a mistake when some numbers are wrong as well', () => {
    const sixes = omokProblem.mistakes.find((m) => m.name === OMOK_MISTAKES[0])!;
    const wrongToo = sample.map(({ value, expected }) => ({
      value,
      expected,
      actual: `${sixes.answers(value).at(-1)!}\n`,
    }));
    const shows = wrongToo.some((o, i) => o.actual.trim() !== observations[i]!.actual.trim());
    expect(shows).toBe(true);
    expect(diagnose(omokProblem.mistakes, wrongToo).kind).toBe('match');
  });
});

describe('missingFile', () => {
  it('reads the file a crashed program could not open, in each language’s words', () => {
    const cases: [string, string | undefined][] = [
      [
        "Traceback (most recent call last):\n  File \"sol.py\", line 2, in <module>\n    sys.stdin = open('test.txt')\nFileNotFoundError: [Errno 2] No such file or directory: 'test.txt'\n",
        'test.txt',
      ],
      [
        'Exception in thread "main" java.io.FileNotFoundException: input.txt (No such file or directory)\n\tat java.base/java.io.FileInputStream.open0(Native Method)\n',
        'input.txt',
      ],
      ["Error: ENOENT: no such file or directory, open 'in.txt'\n    at Object.openSync", 'in.txt'],
      ['fopen: No such file or directory\n', undefined],
    ];
    for (const [stderr, file] of cases) expect(missingFile(stderr)).toEqual({ file });
    expect(missingFile('Segmentation fault\n')).toBeUndefined();
    expect(missingFile('IndexError: list index out of range\n')).toBeUndefined();
  });
});

describe('outOfRange', () => {
  it('reads a read outside an array from each language’s error, with the index when given', () => {
    const cases: [string, ReturnType<typeof outOfRange>][] = [
      [
        'Traceback (most recent call last):\n  File "Main.py", line 22, in <module>\n    while board[nx][ny] == dol:\nIndexError: list index out of range\n',
        { error: 'IndexError: list index out of range' },
      ],
      [
        'Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException: Index 19 out of bounds for length 19\n\tat Main.main(Main.java:12)\n',
        { error: 'ArrayIndexOutOfBoundsException', index: 19, length: 19 },
      ],
      [
        'Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException: -1\n',
        { error: 'ArrayIndexOutOfBoundsException', index: -1 },
      ],
      [
        "terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check: __n (which is 33) >= this->size() (which is 33)\n",
        { error: 'std::out_of_range', index: 33, length: 33 },
      ],
      [
        "Main.cpp:14:20: runtime error: index 19 out of bounds for type 'int [19]'\n",
        { error: 'runtime error: index out of bounds', index: 19, length: 19 },
      ],
      [
        // The first bound is the length: 10 rows of 20.
        "Main.cc:39:33: runtime error: index -1 out of bounds for type 'int [10][20]'\n",
        { error: 'runtime error: index out of bounds', index: -1, length: 10 },
      ],
      [
        '==12==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ffc\n',
        { error: 'stack-buffer-overflow' },
      ],
    ];
    for (const [stderr, found] of cases) expect(outOfRange(stderr)).toEqual(found);
    expect(outOfRange('Segmentation fault\n')).toBeUndefined();
    expect(
      outOfRange("FileNotFoundError: [Errno 2] No such file or directory: 'in.txt'\n"),
    ).toBeUndefined();
    expect(outOfRange('ValueError: invalid literal for int()\n')).toBeUndefined();
  });

  it('is told with the index and the array’s last index, and where to look in each problem', () => {
    const diagnosis = {
      kind: 'out-of-range',
      cases: 2,
      error: 'ArrayIndexOutOfBoundsException',
      index: 19,
      length: 19,
      problem: 'omok',
    } as const;
    const en = formatDiagnosis([], diagnosis, 'en');
    expect(en).toContain(
      'reads outside an array (ArrayIndexOutOfBoundsException): index 19 of an array of length 19, whose indices go from 0 to 18.',
    );
    expect(en).toContain('rows and columns 1 to 19 are indices 0 to 18');
    const ko = formatDiagnosis([], diagnosis, 'ko');
    expect(ko).toContain('길이 19인 배열(인덱스 0~18)에서 19번 인덱스를 읽었습니다.');
    expect(ko).toContain('판 가장자리');
    const yut = formatDiagnosis(
      [],
      { ...diagnosis, index: undefined, length: undefined, problem: 'yut' },
      'en',
    );
    expect(yut).toContain(
      'reads outside an array (ArrayIndexOutOfBoundsException). Find the index',
    );
    expect(yut).toContain('a piece moved past the end of its route');
  });
});

describe('crashCause', () => {
  const run = (stdout: string, stderr: string) => ({
    expected: '190\n',
    result: { stdout, stderr },
  });
  const missing = "FileNotFoundError: [Errno 2] No such file or directory: 'input.txt'\n";
  const index = 'IndexError: list index out of range\n';

  it('tells a crash by what both runs say, in order: a file, the answer first, an index', () => {
    expect(crashCause(run('', missing), run('', missing), 'yut')).toEqual({
      kind: 'reads-file',
      cases: 2,
      file: 'input.txt',
    });
    // The answer printed before the crash wins over the error that ended it.
    expect(crashCause(run('190', index), run('190\n', index), 'yut')).toEqual({
      kind: 'after-answer',
      cases: 2,
    });
    expect(crashCause(run('', index), run('190', 'EOFError\n'), 'yut')).toEqual({
      kind: 'after-answer',
      cases: 1,
    });
    expect(crashCause(run('', index), undefined, 'omok')).toEqual({
      kind: 'out-of-range',
      cases: 1,
      error: 'IndexError: list index out of range',
      index: undefined,
      length: undefined,
      problem: 'omok',
    });
  });

  it('says nothing when the two runs tell different things, or nothing', () => {
    expect(crashCause(run('', missing), run('', index), 'yut')).toBeUndefined();
    expect(crashCause(run('', index), run('', 'Segmentation fault\n'), 'yut')).toBeUndefined();
    expect(crashCause(run('190', ''), run('', ''), 'yut')).toBeUndefined();
  });
});
