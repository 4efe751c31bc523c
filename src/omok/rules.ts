/**
 * The rule families (docs/rules-omok.md, "Rule families"): which lines win, as data and exhaustive switches,
 * so that a new rule is a compile error wherever it must be handled.
 *
 * On a static board only the line lengths matter. Renju's forbidden moves (double-three,
 * double-four) are about the move being played, not the position, and are not judged here; what
 * a static board does show is a black overline, which is reported as such.
 */
import { type Lang, text } from '../i18n/index.js';
import { BLACK, type Color } from './board.js';

/**
 * `standard`: exactly five wins for both colours (Baekjoon 2615, Gomocup "exactly five").
 * `freestyle`: five or more wins for both.
 * `renju` (RIF): black wins with exactly five, white with five or more; six or more black stones
 * in a row are an overline, which is forbidden to black and never a win.
 */
export const RULES = Object.freeze(['standard', 'freestyle', 'renju'] as const);

/** One of `RULES` (listed there, default first). */
export type Rule = (typeof RULES)[number];

/** The rule of Baekjoon 2615. */
export const DEFAULT_RULE: Rule = 'standard';

/** True when `name` names a rule. */
export function isRule(name: string): name is Rule {
  return (RULES as readonly string[]).includes(name);
}

/**
 * What a maximal line means under a rule: `win`; `overline`, black's six or more under renju
 * (forbidden, no win); or `no-win` (shorter than five, or six or more under `standard`).
 */
export type LineKind = 'win' | 'overline' | 'no-win';

/** How `rule` judges a maximal line of `length` stones of `color`. */
export function classifyLine(rule: Rule, color: Color, length: number): LineKind {
  if (length < 5) return 'no-win';
  switch (rule) {
    case 'standard':
      // docs/rules-omok.md: "exactly five"; a six contains two fives but is not one (Baekjoon 2615).
      return length === 5 ? 'win' : 'no-win';
    case 'freestyle':
      return 'win';
    case 'renju':
      // RIF rules: black's six or more is an overline (forbidden); white wins with five or more.
      if (color === BLACK) return length === 5 ? 'win' : 'overline';
      return 'win';
    default:
      return unknownRule(rule);
  }
}

/** True when a maximal line of `length` stones of `color` wins under `rule`. */
export function isWinningLine(rule: Rule, color: Color, length: number): boolean {
  return classifyLine(rule, color, length) === 'win';
}

/** What wins under `rule`, in a few words, for explanations. */
export function describeRule(rule: Rule, lang: Lang = 'en'): string {
  if (!isRule(rule)) return unknownRule(rule as never);
  return text(lang, `omok.rule.${rule}`);
}

/** Exhaustiveness guard: reaching it means a `Rule` was added without handling it (a bug). */
export function unknownRule(rule: never): never {
  throw new Error(`unknown rule: ${String(rule)}`);
}
