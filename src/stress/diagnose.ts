/**
 * Naming the bug: given the cases a solution was run on and what it printed, find a mistake of the
 * core's catalogue (src/yut/mistakes.ts, src/omok/mistakes.ts) whose wrong model printed the same
 * on every one of them. When none does, the first token where the solution's answer departs from
 * the reference is what there is to say. Pure: the runs are made by the caller.
 */
import {
  type Board,
  mistakenAnswers,
  OMOK_MISTAKE_INFO,
  OMOK_MISTAKES,
  type OmokMistake,
} from '../omok/index.js';
import {
  classicBoard,
  mistakenScore,
  PLAIN,
  renderBoard,
  YUT_MISTAKE_INFO,
  YUT_MISTAKES,
  type YutMistake,
} from '../yut/index.js';
import { tokens } from './compare.js';
import type { ProblemName } from './problems.js';

/** One case and the solution's answer to it (a clean exit: WA or AC). */
export interface Observation {
  readonly value: unknown;
  /** The reference answer. */
  readonly expected: string;
  /** What the solution printed. */
  readonly actual: string;
}

/** A mistake of a catalogue as the diagnosis sees it: every answer its model may print. */
export interface MistakeModel {
  readonly name: YutMistake | OmokMistake;
  readonly answers: (value: unknown) => readonly string[];
}

/** The catalogue of a problem, as models. */
export function mistakeModels(problem: ProblemName): MistakeModel[] {
  switch (problem) {
    case 'yut': {
      const board = classicBoard();
      return YUT_MISTAKES.map((name) => ({
        name,
        answers: (dice) => [String(mistakenScore(board, name, dice as number[]))],
      }));
    }
    case 'omok':
      return OMOK_MISTAKES.map((name) => ({
        name,
        answers: (board) => mistakenAnswers(board as Board, name),
      }));
  }
}

/** Where a wrong answer first departs from the reference, token by token (1-based). */
export interface TokenDifference {
  readonly token: number;
  /** The reference's token, or undefined when the solution printed more than the reference. */
  readonly expected: string | undefined;
  /** The solution's token, or undefined when it stopped early. */
  readonly found: string | undefined;
}

/** What the diagnosis found. */
export type Diagnosis =
  | {
      readonly kind: 'match';
      readonly mistake: YutMistake | OmokMistake;
      /** Cases where the model printed what the solution printed: all of them. */
      readonly cases: number;
    }
  | {
      readonly kind: 'none';
      readonly cases: number;
      /** On the first observation whose answer is wrong. */
      readonly difference: TokenDifference | undefined;
    };

/** The first token where `actual` departs from `expected`, or undefined when they agree. */
export function firstDifference(expected: string, actual: string): TokenDifference | undefined {
  const want = tokens(expected);
  const got = tokens(actual);
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i]) return { token: i + 1, expected: want[i], found: got[i] };
  }
  return undefined;
}

/**
 * The first mistake of `models` whose answers include the solution's on every observation; the
 * observations should hold at least one wrong answer (else the correct solver "matches").
 */
export function diagnose(
  models: readonly MistakeModel[],
  observations: readonly Observation[],
): Diagnosis {
  const said = observations.map((o) => tokens(o.actual).join(' '));
  for (const model of models) {
    if (observations.every((o, i) => model.answers(o.value).includes(said[i]!))) {
      return { kind: 'match', mistake: model.name, cases: observations.length };
    }
  }
  const wrong = observations.find((o) => firstDifference(o.expected, o.actual) !== undefined);
  return {
    kind: 'none',
    cases: observations.length,
    difference: wrong === undefined ? undefined : firstDifference(wrong.expected, wrong.actual),
  };
}

/** The language of a report. */
export type Lang = 'en' | 'ko';

/** A diagnosis as the lines of a report, in English or Korean. */
export function formatDiagnosis(problem: ProblemName, diagnosis: Diagnosis, lang: Lang): string {
  const ko = lang === 'ko';
  if (diagnosis.kind === 'none') {
    const head = ko
      ? `흔한 실수 목록의 어느 것도 ${diagnosis.cases}개 케이스의 답을 모두 설명하지 못합니다.`
      : `No mistake of the catalogue explains your answers on all ${diagnosis.cases} cases.`;
    const d = diagnosis.difference;
    if (d === undefined) return `${head}\n`;
    const none = ko ? '(없음)' : '(nothing)';
    const tail = ko
      ? `첫 번째로 다른 곳: ${d.token}번째 토큰: 정답 ${d.expected ?? none}, 출력 ${d.found ?? none}`
      : `First difference: token ${d.token}: expected ${d.expected ?? none}, found ${d.found ?? none}`;
    return `${head}\n${tail}\n`;
  }
  const n = diagnosis.cases;
  if (problem === 'yut') {
    const info = YUT_MISTAKE_INFO[diagnosis.mistake as YutMistake];
    const lines = [
      ko
        ? `제출한 답이 ${n}개 케이스 중 ${n}개에서 이런 실수를 한 풀이의 답과 같습니다: ${info.ko}.`
        : `Your answers match a solver that ${info.en} on ${n} of ${n} cases.`,
      ko ? `문제의 규칙: ${info.ruleKo}` : `The rule: ${info.ruleEn}`,
    ];
    if (info.cells.length > 0) {
      const board = classicBoard();
      const position = info.cells.map((label) => board.idOf.get(label)!);
      lines.push(
        ko
          ? `살펴볼 칸 (${info.cells.join(', ')}): 아래 그림에서 말 번호로 표시한 곳입니다.`
          : `Where to look (${info.cells.join(', ')}): the cells marked with pieces below.`,
      );
      // The picture without its last line (the pieces on start and end, and a legend in English).
      lines.push(renderBoard(board, position, PLAIN).trimEnd().split('\n').slice(0, -1).join('\n'));
    }
    return `${lines.join('\n')}\n`;
  }
  const info = OMOK_MISTAKE_INFO[diagnosis.mistake as OmokMistake];
  return ko
    ? `제출한 답이 ${n}개 케이스 중 ${n}개에서 이런 실수를 한 풀이의 답과 같습니다: ${info.ko}.\n문제의 규칙: ${info.ruleKo}\n`
    : `Your answers match a solver that ${info.en} on ${n} of ${n} cases.\nThe rule: ${info.ruleEn}\n`;
}
