/**
 * What the declaration of `nori check` (command.ts) shares with its work (run.ts) without loading
 * it: the type of its options and the defaults the help states.
 */
import { availableParallelism } from 'node:os';

/** Options of `nori check`, as commander parses them. */
export interface CheckOptions {
  cases?: string;
  time?: string;
  seed?: string;
  timeout?: string;
  timeLimit?: string;
  memoryLimit?: string;
  lang?: string;
  /** Cases run to name the bug after a wrong answer (hidden; tests use fewer). */
  diagnosisCases?: string;
  /** Whether the command came after `--` (then it is run as given, never compiled). */
  afterDashes?: boolean;
  jobs?: string;
  save?: string;
  shrinkTime?: string;
  coverage?: boolean;
  json?: boolean;
  /** C and C++ sources built with checks for undefined behaviour (compile.ts, `sanitized`). */
  sanitize?: boolean;
}

/** The most cases a run makes: a time-sized one, and the most --cases may ask for. */
export const MAX_CASES = 1_000_000;

/** The default time budget for running cases, in seconds: a compiled program, and a slower one. */
export const DEFAULT_TIME_S = { fast: 20, slow: 60 } as const;

/** The most runs at once: a few per core (more only fight over the cores and the memory). */
export function maxJobs(cores = availableParallelism()): number {
  return Math.max(2, 4 * cores);
}
