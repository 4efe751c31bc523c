/**
 * What the stress tester needs from a problem: draw a case, write it in the problem's input
 * format, say whether it is a valid input, give the reference answer and its explanation, list
 * simpler variants for the shrinker, and everything `nori check` says about the problem: its
 * limits, the structured cases it runs first, the coverage table of structural features, the
 * description of a failing case and the catalogue of mistakes. `nori gen` and `nori check` are
 * written once against this interface (src/stress/check.ts is the pipeline); `yut` and `omok`
 * plug their core in, and nothing outside their definition names a problem.
 */

import type { Message } from '../i18n/index.js';
import type { Lang } from '../i18n/lang.js';
import type { Rng } from './rng.js';

/** The language of a text for people: nori's one `Lang` (src/i18n/lang.ts). */
export type { Lang };

/** One structural feature of a problem's coverage table. */
export interface Feature {
  readonly key: string;
  /** The feature in words (a code of the catalogue). */
  readonly text: Message;
}

/**
 * A problem's planned cases, in the order a check runs them, before any random draw. A time budget
 * may end a run anywhere, so what matters most comes first: `cover` together has every feature
 * of the coverage table (and is kept small: a slow program runs it all within its budget), then
 * the traps of the catalogue of mistakes, then the remaining structured cases.
 */
export interface PlannedCases<C> {
  readonly cover: readonly C[];
  readonly traps: readonly C[];
  readonly rest: readonly C[];
}

/** A failing case described by its structure, in the learner's terms. */
export interface Description {
  /** Words and a picture, ending with a newline. */
  readonly text: string;
  /** "Where to look": the cells (labels, or `row col`) of the failing case that matter. */
  readonly cells: readonly string[];
  /** A key of the structure named (a rule change, a kind of line), undefined when none fits. */
  readonly structure: string | undefined;
  /**
   * The words name a cause that gives the program's answer on this one case (a rule change of
   * Dice Yut): a report says so when no mistake explains the answers of every case run.
   */
  readonly hypothesis?: boolean;
}

/** A mistake of a problem's catalogue: its wrong model and how a report names it. */
export interface MistakeModel {
  readonly name: string;
  /** Every answer (tokens joined by one space) a solution with this mistake may print. */
  readonly answers: (value: unknown) => readonly string[];
  /** Completes "your answers match a solver that ..." (a code of the catalogue). */
  readonly text: Message;
  /** The rule of the problem it breaks. */
  readonly rule: Message;
  /** A picture of where to look, if the mistake has fixed places (Dice Yut's cells). */
  readonly picture?: () => string;
  readonly cells: readonly string[];
}

/** The limits the problem states on Baekjoon. */
export interface ProblemLimits {
  readonly timeMs: number;
  readonly memoryMb: number;
}

/** One problem as the stress tester sees it; `C` is its case (dice, a board). */
export interface StressProblem<C> {
  /** The name used on the command line. */
  readonly name: string;
  /** "Baekjoon 17825". */
  readonly title: string;
  readonly limits: ProblemLimits;
  /** A seeded draw: uniform or edge case, always valid. */
  generate(rng: Rng): C;
  /**
   * The cases a check runs first, in three groups run in this order (see `PlannedCases`): a small
   * set covering every feature of the coverage table, the traps of the catalogue, the other
   * structured cases. Drawn with `rng`, so a seed gives the same lists.
   */
  planned(rng: Rng): PlannedCases<C>;
  /** The case in the problem's input format, ending with a newline. */
  formatInput(value: C): string;
  /** Text between two cases when several are written one after the other (`nori gen --count`). */
  readonly separator: string;
  /** True when the case passes the strict parser and keeps the problem's promise. */
  isValid(value: C): boolean;
  /** The reference output, exactly as the judge expects it. */
  answer(value: C): string;
  /** The reference `--explain` text of the case, in English or (`ko`) Korean. */
  explain(value: C, lang?: Lang): string;
  /** Simpler valid variants of the case, most ambitious first (for the shrinker). */
  shrinkCandidates(value: C): Iterable<C>;
  /** The coverage table. */
  readonly features: readonly Feature[];
  /** The features of the table that `value` has; those `skip` says yes to need not be looked at. */
  coverage(value: C, skip?: (key: string) => boolean): Iterable<string>;
  /**
   * A failing case in words and a picture, given what the program printed; `named`, the models
   * of the catalogue the diagnosis named (a pair as two), are the explanation to try first;
   * `stopped`, the verdict of a run that did not end by itself (TLE, RE, MLE, OLE), so that a
   * run that printed nothing is said to have been stopped, not to have answered nothing.
   */
  describe(
    value: C,
    actual: string,
    lang: Lang,
    named?: readonly string[],
    stopped?: string,
  ): Description;
  /** The catalogue of mistakes (and finer models) the diagnosis compares answers with. */
  readonly mistakes: readonly MistakeModel[];
  /**
   * The problem statement's examples. Naming a bug runs them when no model of the catalogue fits
   * and every answer so far is one and the same: a program that answers them right reads its
   * input, so "the same answer whatever the input" is said only of one that does not.
   */
  readonly examples: readonly C[];
  /**
   * Two mistakes of `mistakes` made at once, as one model (named `a+b`), when the problem can
   * compose them (Dice Yut's rule changes); undefined otherwise.
   */
  readonly pairMistakes?: (a: MistakeModel, b: MistakeModel) => MistakeModel | undefined;
}
