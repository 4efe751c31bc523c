/**
 * What the stress tester needs from a problem, and nothing more: draw a case, write it in the
 * problem's input format, say whether it is a valid input, give the reference answer and its
 * explanation, and list simpler variants for the shrinker. `nori gen` and `nori check` are written
 * once against this interface; `yut` and `omok` plug their core in.
 */
import type { Rng } from './rng.js';

/** One problem as the stress tester sees it; `C` is its case (dice, a board). */
export interface StressProblem<C> {
  /** The name used on the command line. */
  readonly name: string;
  /** A seeded draw: uniform or edge case, always valid. */
  generate(rng: Rng): C;
  /** The case in the problem's input format, ending with a newline. */
  formatInput(value: C): string;
  /** Text between two cases when several are written one after the other (`nori gen --count`). */
  readonly separator: string;
  /** True when the case passes the strict parser and keeps the problem's promise. */
  isValid(value: C): boolean;
  /** The reference output, exactly as the judge expects it. */
  answer(value: C): string;
  /** The reference `--explain` text of the case, in English or (`ko`) Korean. */
  explain(value: C, lang?: 'en' | 'ko'): string;
  /** Simpler valid variants of the case, most ambitious first (for the shrinker). */
  shrinkCandidates(value: C): Iterable<C>;
}
