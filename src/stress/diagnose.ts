/**
 * Naming the bug: given the cases a solution was run on and what it printed, find a mistake of the
 * problem's catalogue (its `mistakes`: src/yut/mistakes.ts, src/omok/mistakes.ts, and for Dice Yut
 * one finer model per rule change) whose wrong model printed the same on every one of them. When
 * none does, the first line where the solution's answer departs from the reference is what there
 * is to say. Pure: the runs are made by the caller.
 */

import { text } from '../i18n/index.js';
import { escapeTerminalControls, MAX_QUOTED, quoteToken } from '../quote.js';
import { answerKey, firstLineDifference, type LineDifference, sameTokens } from './compare.js';
import type { Lang, MistakeModel } from './problem.js';

export type { MistakeModel } from './problem.js';

/** One case and the solution's answer to it (a clean exit: WA or AC). */
export interface Observation {
  readonly value: unknown;
  /** The reference answer. */
  readonly expected: string;
  /** What the solution printed. */
  readonly actual: string;
}

/** What the diagnosis found. */
export type Diagnosis =
  | {
      readonly kind: 'match';
      /** The name of the model (a key of `mistakes`). */
      readonly mistake: string;
      /** Cases where the model printed what the solution printed: all of them. */
      readonly cases: number;
    }
  | {
      /**
       * No mistake of the catalogue, but the program printed one answer on every case while the
       * right answers differ: it does not read its input (a test input left in the code).
       */
      readonly kind: 'same-answer';
      readonly cases: number;
      /** What it printed every time (tokens joined by one space). */
      readonly answer: string;
    }
  | {
      /**
       * No mistake of the catalogue, but every wrong output holds the right answer's lines whole,
       * with other lines besides: a debugging print left in.
       */
      readonly kind: 'extra-output';
      readonly cases: number;
      /** The first line of a wrong output that is not part of the answer. */
      readonly line: string;
    }
  | {
      /**
       * No mistake of the catalogue, and not the right answer whole on every case, but every wrong
       * output has more lines than any right answer run (a debugging print left in, and another
       * mistake behind it): the print is the first thing to take out.
       */
      readonly kind: 'extra-lines';
      readonly cases: number;
      /** How many of the cases were answered wrong. */
      readonly wrong: number;
      /** The first line of the first wrong output. */
      readonly line: string;
    }
  | {
      /**
       * The right numbers on every case, on other lines than the problem's: no mistake of the
       * catalogue can be told from the right solver on such cases, so none is named.
       */
      readonly kind: 'layout';
      readonly cases: number;
      /** On the first observation whose lines differ. */
      readonly difference: LineDifference | undefined;
    }
  | {
      /**
       * A crash after the right answer was printed: the program reads a second case, or more
       * input than there is (Baekjoon gives one case a run).
       */
      readonly kind: 'after-answer';
      readonly cases: number;
    }
  | {
      /**
       * A crash: the program read outside an array, as its error says (Python's IndexError, Java's
       * index out of bounds, C++'s `at`, or the checks of --sanitize).
       */
      readonly kind: 'out-of-range';
      /** The failing cases whose crash says so (the first and the shrunk one). */
      readonly cases: number;
      /** The error, as the program's standard error names it. */
      readonly error: string;
      /** The index read and the array's length, when the error gives them. */
      readonly index: number | undefined;
      readonly length: number | undefined;
      /** The problem's name (`yut`, `omok`): where such an index comes from in it. */
      readonly problem: string;
    }
  | {
      /**
       * A crash: the program could not open a file (a test input read from a file, not from
       * standard input). Every case crashes so, whatever its input.
       */
      readonly kind: 'reads-file';
      /** The failing cases whose crash says so (the first and the shrunk one). */
      readonly cases: number;
      /** The file it tried to open, when its error message names it. */
      readonly file: string | undefined;
    }
  | {
      readonly kind: 'none';
      readonly cases: number;
      /** On the first observation whose answer is wrong. */
      readonly difference: LineDifference | undefined;
    };

/**
 * The errors of a program that opens a file that is not there, as Python, Java (and Kotlin),
 * node.js and C's perror write them, each with the file's name when it is given.
 */
const MISSING_FILE: readonly RegExp[] = [
  /FileNotFoundError: \[Errno 2\] No such file or directory: '([^'\n]+)'/,
  /java\.io\.FileNotFoundException: ([^\n]+?) \((?:No such file or directory|The system cannot find the file specified)\)/,
  /ENOENT: no such file or directory, open '([^'\n]+)'/,
  /No such file or directory/,
];

/**
 * Whether a crashed run's standard error says it could not open a file (a learner's program that
 * reads `input.txt`, left from testing, instead of standard input), and which file.
 */
export function missingFile(stderr: string): { readonly file: string | undefined } | undefined {
  for (const pattern of MISSING_FILE) {
    const found = pattern.exec(stderr);
    if (found !== null) return { file: found[1] };
  }
  return undefined;
}

/**
 * The errors of a read outside an array, as Python, Java (and Kotlin), C++'s `at` and the checks
 * of --sanitize write them: what each names (the pattern's first group), and the index read and
 * the array's length when it gives them (the pattern's second and third groups, or `numbers`').
 */
const OUT_OF_RANGE: readonly {
  readonly pattern: RegExp;
  readonly numbers?: RegExp;
  /** The error's name when the pattern's groups are all numbers. */
  readonly name?: string;
}[] = [
  { pattern: /(IndexError: [a-z]+ index out of range)/ },
  {
    pattern:
      /java\.lang\.((?:Array|String)?IndexOutOfBoundsException)(?:: (?:[Ii]ndex:? )?(-?\d+)(?: out of bounds for length (\d+))?)?/,
  },
  {
    pattern: /(std::out_of_range)/,
    numbers: /__n \(which is (\d+)\) >= this->size\(\) \(which is (\d+)\)/,
  },
  // The array's length is its type's first bound: `int [19][19]` is 19 rows of 19.
  {
    pattern: /runtime error: index (-?\d+) out of bounds for type '[^'[\n]*\[(\d+)\]/,
    name: 'runtime error: index out of bounds',
  },
  { pattern: /AddressSanitizer: ((?:heap|stack|global)-buffer-(?:overflow|underflow))/ },
];

/** Whether a crashed run's standard error says it read outside an array, and how. */
export function outOfRange(
  stderr: string,
): { readonly error: string; readonly index?: number; readonly length?: number } | undefined {
  for (const { pattern, numbers, name } of OUT_OF_RANGE) {
    const found = pattern.exec(stderr);
    if (found === null) continue;
    const first = name === undefined ? 2 : 1;
    const [at, size] =
      numbers === undefined
        ? [found[first], found[first + 1]]
        : (numbers.exec(stderr)?.slice(1, 3) ?? [undefined, undefined]);
    return {
      error: name ?? found[1]!,
      ...(at === undefined ? {} : { index: Number(at) }),
      ...(size === undefined ? {} : { length: Number(size) }),
    };
  }
  return undefined;
}

/** A failing run as `crashCause` reads it: the right answer, and what the program wrote. */
export interface CrashedRun {
  readonly expected: string;
  readonly result: { readonly stdout: string; readonly stderr: string };
}

/**
 * The cause of a crash (RE) that the runs themselves tell, on the first failing case and the shrunk
 * one (`shrunk`, when it is another case): both must tell it. In this order: a file it could not
 * open (a learner's Python solution opened input.txt), the right answer printed before the crash
 * (on the shrunk case; a learner's read ten cases), a read outside an array (learners' Omok walks
 * read `board[19]`). Each report had shown the traceback and named nothing.
 */
export function crashCause(
  first: CrashedRun,
  shrunk: CrashedRun | undefined,
  problem: string,
): Diagnosis | undefined {
  const runs = shrunk === undefined ? [first] : [first, shrunk];
  const last = runs.at(-1)!;
  const missing = runs.map((run) => missingFile(run.result.stderr));
  if (missing.every((found) => found !== undefined)) {
    return { kind: 'reads-file', cases: runs.length, file: missing.at(-1)!.file };
  }
  const answered = runs.filter((run) => sameTokens(run.expected, run.result.stdout));
  if (answered.includes(last)) return { kind: 'after-answer', cases: answered.length };
  const outside = runs.map((run) => outOfRange(run.result.stderr));
  if (outside.every((found) => found !== undefined)) {
    const { error, index, length } = outside.at(-1)!;
    return { kind: 'out-of-range', cases: runs.length, error, index, length, problem };
  }
  return undefined;
}

/** At most this many pairs of mistakes are tried (Dice Yut has 2,211). */
const MAX_PAIRS = 2500;

/** The model named `name`: one of `models`, or a pair of them (`a+b`) made by `pair`. */
export function modelNamed(
  models: readonly MistakeModel[],
  name: string,
  pair?: (a: MistakeModel, b: MistakeModel) => MistakeModel | undefined,
): MistakeModel | undefined {
  const single = models.find((m) => m.name === name);
  if (single !== undefined || pair === undefined) return single;
  const plus = name.indexOf('+');
  if (plus < 0) return undefined;
  const a = models.find((m) => m.name === name.slice(0, plus));
  const b = models.find((m) => m.name === name.slice(plus + 1));
  return a === undefined || b === undefined ? undefined : pair(a, b);
}

/** The first line where `actual` departs from `expected`, or undefined when they agree. */
export const firstDifference = firstLineDifference;

/**
 * The first mistake of `models` whose answers include the solution's on every observation; the
 * observations should hold at least one wrong answer (else the correct solver "matches").
 */
export function diagnose(
  models: readonly MistakeModel[],
  observations: readonly Observation[],
  pair?: (a: MistakeModel, b: MistakeModel) => MistakeModel | undefined,
): Diagnosis {
  const said = observations.map((o) => answerKey(o.actual));
  // The right tokens everywhere: every model that agrees with the right solver on these cases
  // would "match", so the only thing to say is the layout.
  if (observations.every((o, i) => said[i] === answerKey(o.expected))) {
    const wrong = observations.find((o) => firstDifference(o.expected, o.actual) !== undefined);
    return {
      kind: 'layout',
      cases: observations.length,
      difference: wrong === undefined ? undefined : firstDifference(wrong.expected, wrong.actual),
    };
  }
  const matchesAll = (model: MistakeModel): boolean =>
    observations.every((o, i) => model.answers(o.value).includes(said[i]!));
  for (const model of models) {
    if (matchesAll(model)) {
      return { kind: 'match', mistake: model.name, cases: observations.length };
    }
  }
  // A mistake of the output's shape, before the pairs (which it would cost thousands of solves).
  const shape = outputMistake(observations, said) ?? extraLines(observations);
  if (shape !== undefined) return shape;
  // Two mistakes at once: every pair the problem can compose, those of models that give the
  // program's answer on some wrong case first (each mistake of a pair often shows alone), the
  // rest after (on a few cases a mistake may never show alone). A pair is dropped at its first
  // case that disagrees, so most cost one solve.
  if (pair !== undefined) {
    const wrongCases = observations
      .map((_o, i) => i)
      .filter(
        (i) => firstDifference(observations[i]!.expected, observations[i]!.actual) !== undefined,
      );
    const shows = (m: MistakeModel): boolean =>
      wrongCases.some((i) => m.answers(observations[i]!.value).includes(said[i]!));
    const pairable = models.filter((m) => models.some((o) => o !== m && pair(m, o) !== undefined));
    const first = pairable.filter(shows);
    const ordered = [...first, ...pairable.filter((m) => !first.includes(m))];
    let tried = 0;
    for (let i = 0; i < ordered.length && tried < MAX_PAIRS; i++) {
      for (let j = i + 1; j < ordered.length && tried < MAX_PAIRS; j++) {
        const both = pair(ordered[i]!, ordered[j]!);
        if (both === undefined) continue;
        tried++;
        if (matchesAll(both))
          return { kind: 'match', mistake: both.name, cases: observations.length };
      }
    }
  }
  const wrong = observations.find((o) => firstDifference(o.expected, o.actual) !== undefined);
  return {
    kind: 'none',
    cases: observations.length,
    difference: wrong === undefined ? undefined : firstDifference(wrong.expected, wrong.actual),
  };
}

/** The lines of an output that hold tokens, each as its tokens joined by one space. */
function answerLines(text: string): string[] {
  return text
    .split('\n')
    .map(answerKey)
    .filter((line) => line !== '');
}

/**
 * A mistake of the output's shape, whatever the problem: one answer printed on every case though
 * the right ones differ (at least three cases, two right answers), or every wrong output holding
 * the right answer's lines whole among other lines.
 */
function outputMistake(
  observations: readonly Observation[],
  said: readonly string[],
): Diagnosis | undefined {
  const cases = observations.length;
  const wrong = observations.filter((o) => firstDifference(o.expected, o.actual) !== undefined);
  if (wrong.length === 0) return undefined;
  if (
    cases >= 3 &&
    said.every((s) => s === said[0]) &&
    new Set(observations.map((o) => answerKey(o.expected))).size >= 2
  ) {
    return { kind: 'same-answer', cases, answer: said[0]! };
  }
  let first: string | undefined;
  for (const o of wrong) {
    const want = answerLines(o.expected);
    const got = answerLines(o.actual);
    if (want.length === 0 || got.length <= want.length) return undefined;
    const at = got.findIndex((_line, i) => want.every((line, k) => got[i + k] === line));
    if (at < 0) return undefined;
    first ??= got.find((_line, i) => i < at || i >= at + want.length);
  }
  return first === undefined ? undefined : { kind: 'extra-output', cases, line: first };
}

/**
 * Every wrong output longer, in lines holding tokens, than any right answer of the observations
 * (Dice Yut's answer is one line, Omok's one or two): a debugging print, with the answer among its
 * lines wrong too on some case (else `outputMistake` names it alone). Undefined otherwise.
 */
function extraLines(observations: readonly Observation[]): Diagnosis | undefined {
  const wrong = observations.filter((o) => firstDifference(o.expected, o.actual) !== undefined);
  if (wrong.length === 0) return undefined;
  const most = Math.max(...observations.map((o) => answerLines(o.expected).length));
  if (!wrong.every((o) => answerLines(o.actual).length > most)) return undefined;
  return {
    kind: 'extra-lines',
    cases: observations.length,
    wrong: wrong.length,
    line: answerLines(wrong[0]!.actual)[0]!,
  };
}

/**
 * Whether the observations so far leave a mistake of the output's shape open: one answer on every
 * case yet, every wrong output holding the right answer among other lines, or more lines than any
 * answer has. While one is, a few more cases are worth running (src/stress/diagnose-run.ts), though
 * no mistake of the catalogue fits.
 */
export function outputMistakeOpen(observations: readonly Observation[]): boolean {
  const said = observations.map((o) => answerKey(o.actual));
  if (said.every((s) => s === said[0])) return true;
  return (
    outputMistake(observations, said)?.kind === 'extra-output' ||
    extraLines(observations) !== undefined
  );
}

/** A token of the program's output as a report shows it: escaped, quoted and cut when long. */
function shownToken(token: string): string {
  return token.length > MAX_QUOTED ? quoteToken(token) : escapeTerminalControls(token);
}

/**
 * A diagnosis as the lines of a report, in English or Korean. `caseCells`: the cells the
 * description of the failing case names; when there are some, the model's own fixed cells (the
 * catalogue's example pair, o16 and a16 for "same number") are not drawn again beside them, since
 * "where to look" names the cells of the failing case, never a fixed pair (issue 21).
 */
export function formatDiagnosis(
  models: readonly MistakeModel[],
  diagnosis: Diagnosis,
  lang: Lang,
  caseCells: readonly string[] = [],
  pair?: (a: MistakeModel, b: MistakeModel) => MistakeModel | undefined,
): string {
  if (diagnosis.kind === 'reads-file') {
    return `${
      diagnosis.file === undefined
        ? text(lang, 'check.diagnosis.reads-file.unnamed')
        : text(lang, 'check.diagnosis.reads-file', { file: shownToken(diagnosis.file) })
    }\n`;
  }
  if (diagnosis.kind === 'after-answer') return `${text(lang, 'check.re.after-answer')}\n`;
  if (diagnosis.kind === 'out-of-range') {
    const error = shownToken(diagnosis.error);
    const head =
      diagnosis.index !== undefined && diagnosis.length !== undefined
        ? text(lang, 'check.diagnosis.out-of-range.index', {
            error,
            index: diagnosis.index,
            length: diagnosis.length,
            last: diagnosis.length - 1,
          })
        : text(lang, 'check.diagnosis.out-of-range', { error });
    const where =
      diagnosis.problem === 'omok' || diagnosis.problem === 'yut'
        ? `\n${text(lang, `check.diagnosis.out-of-range.${diagnosis.problem}`)}`
        : '';
    return `${head}${where}\n`;
  }
  if (diagnosis.kind === 'same-answer' && diagnosis.answer === '') {
    return `${text(lang, 'check.diagnosis.prints-nothing', { cases: diagnosis.cases })}\n`;
  }
  if (diagnosis.kind === 'same-answer') {
    return `${text(lang, 'check.diagnosis.same-answer', { cases: diagnosis.cases, answer: shownToken(diagnosis.answer) })}\n`;
  }
  if (diagnosis.kind === 'extra-lines') {
    return `${text(lang, 'check.diagnosis.extra-lines', { cases: diagnosis.cases, wrong: diagnosis.wrong, line: shownToken(diagnosis.line) })}\n`;
  }
  if (diagnosis.kind === 'extra-output') {
    return `${text(lang, 'check.diagnosis.extra-output', { cases: diagnosis.cases, line: shownToken(diagnosis.line) })}\n`;
  }
  if (diagnosis.kind === 'none' || diagnosis.kind === 'layout') {
    const head = text(lang, `check.diagnosis.${diagnosis.kind}`, { cases: diagnosis.cases });
    const d = diagnosis.difference;
    if (d === undefined) return `${head}\n`;
    const none = text(lang, 'check.nothing');
    // The program's token, from outside: escaped, and cut when long (quote.ts).
    const found = d.found === undefined ? undefined : shownToken(d.found);
    const tail = text(lang, 'check.diagnosis.first-difference', {
      line: d.line,
      expected: d.expected ?? none,
      found: found ?? none,
    });
    return `${head}\n${tail}\n`;
  }
  const n = diagnosis.cases;
  const model = modelNamed(models, diagnosis.mistake, pair)!;
  const lines = [
    text(lang, 'check.diagnosis.match', { mistake: model.text, cases: n }),
    text(lang, 'check.rule', { rule: model.rule }),
  ];
  if (model.picture !== undefined && model.cells.length > 0 && caseCells.length === 0) {
    lines.push(text(lang, 'check.diagnosis.where', { cells: model.cells.join(', ') }));
    lines.push(model.picture());
  }
  return `${lines.join('\n')}\n`;
}
