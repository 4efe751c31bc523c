/**
 * The problems `nori gen` and `nori check` know, by the name the command line takes, with the
 * limits each states on Baekjoon. A module of its own so that the argument parser and the help can
 * list them without loading any problem (problems.ts); each problem's definition takes its limits
 * from here.
 */
export const PROBLEM_NAMES = ['yut', 'omok'] as const;

/** One of `PROBLEM_NAMES`. */
export type ProblemName = (typeof PROBLEM_NAMES)[number];

/** Baekjoon 17825: 2 s and 512 MB; Baekjoon 2615: 1 s and 128 MB. */
export const PROBLEM_INFO: Readonly<
  Record<
    ProblemName,
    {
      readonly title: string;
      /** The problem's number on Baekjoon. */
      readonly number: number;
      readonly timeMs: number;
      readonly memoryMb: number;
    }
  >
> = {
  yut: { title: 'Baekjoon 17825', number: 17825, timeMs: 2000, memoryMb: 512 },
  omok: { title: 'Baekjoon 2615', number: 2615, timeMs: 1000, memoryMb: 128 },
};
