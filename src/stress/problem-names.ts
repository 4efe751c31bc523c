/**
 * The problems `nori gen` and `nori check` know, by the name the command line takes. A module of
 * its own so that the argument parser can list them without loading any problem (problems.ts).
 */
export const PROBLEM_NAMES = ['yut', 'omok'] as const;

/** One of `PROBLEM_NAMES`. */
export type ProblemName = (typeof PROBLEM_NAMES)[number];
