/**
 * Naming the bug: given the cases a solution was run on and what it printed, find a mistake of the
 * problem's catalogue (its `mistakes`: src/yut/mistakes.ts, src/omok/mistakes.ts, and for Dice Yut
 * one finer model per rule change) whose wrong model printed the same on every one of them. When
 * none does, the first line where the solution's answer departs from the reference is what there
 * is to say. Pure: the runs are made by the caller.
 */

import { escapeTerminalControls, MAX_QUOTED, quoteToken } from '../quote.js';
import { answerKey, firstLineDifference, type LineDifference } from './compare.js';
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
      readonly kind: 'none';
      readonly cases: number;
      /** On the first observation whose answer is wrong. */
      readonly difference: LineDifference | undefined;
    };

/** The first line where `actual` departs from `expected`, or undefined when they agree. */
export const firstDifference = firstLineDifference;

/**
 * The first mistake of `models` whose answers include the solution's on every observation; the
 * observations should hold at least one wrong answer (else the correct solver "matches").
 */
export function diagnose(
  models: readonly MistakeModel[],
  observations: readonly Observation[],
): Diagnosis {
  const said = observations.map((o) => answerKey(o.actual));
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

/** A token of the program's output as a report shows it: escaped, quoted and cut when long. */
function shownToken(token: string): string {
  return token.length > MAX_QUOTED ? quoteToken(token) : escapeTerminalControls(token);
}

/** A diagnosis as the lines of a report, in English or Korean. */
export function formatDiagnosis(
  models: readonly MistakeModel[],
  diagnosis: Diagnosis,
  lang: Lang,
): string {
  const ko = lang === 'ko';
  if (diagnosis.kind === 'none') {
    const head = ko
      ? `흔한 실수 목록의 어느 것도 ${diagnosis.cases}개 케이스의 답을 모두 설명하지 못합니다.`
      : `No mistake of the catalogue explains your answers on all ${diagnosis.cases} cases.`;
    const d = diagnosis.difference;
    if (d === undefined) return `${head}\n`;
    const none = ko ? '(없음)' : '(nothing)';
    // The program's token, from outside: escaped, and cut when long (quote.ts).
    const found = d.found === undefined ? undefined : shownToken(d.found);
    const tail = ko
      ? `첫 번째로 다른 곳: ${d.line}번째 줄: 정답 ${d.expected ?? none}, 출력 ${found ?? none}`
      : `First difference: line ${d.line}: expected ${d.expected ?? none}, found ${found ?? none}`;
    return `${head}\n${tail}\n`;
  }
  const n = diagnosis.cases;
  const model = models.find((m) => m.name === diagnosis.mistake)!;
  const lines = [
    ko
      ? `제출한 답이 ${n}개 케이스 중 ${n}개에서 이런 실수를 한 풀이의 답과 같습니다: ${model.ko}.`
      : `Your answers match a solver that ${model.en} on ${n} of ${n} cases.`,
    ko ? `문제의 규칙: ${model.ruleKo}` : `The rule: ${model.ruleEn}`,
  ];
  if (model.picture !== undefined && model.cells.length > 0) {
    lines.push(
      ko
        ? `살펴볼 칸 (${model.cells.join(', ')}): 아래 그림에서 말 번호로 표시한 곳입니다.`
        : `Where to look (${model.cells.join(', ')}): the cells marked with pieces below.`,
    );
    lines.push(model.picture());
  }
  return `${lines.join('\n')}\n`;
}
