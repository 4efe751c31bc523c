/**
 * What `nori yut` works with: its options as commander parses them (command.ts declares them) and the
 * game they choose. The three modules that do the work (run.ts, all-run.ts,
 * general-run.ts) and the declaration all import these types from here, so none of them
 * imports another for its types.
 */
import type { Lang } from '../../i18n/lang.js';
import type { Board, GameSize } from '../../yut/index.js';

/** Options that choose another game than Baekjoon's, or another question about it. */
export const GAME_OPTIONS = ['board', 'turns', 'pieces', 'faces', 'policy', 'advise'] as const;
/** Options that only `--advise` reads. */
export const ADVICE_OPTIONS = ['at', 'turn', 'roll', 'score'] as const;
/** Options that mean something for one input at a time, not for the table of every input. */
export const PER_INPUT_OPTIONS = ['batch', 'explain', 'json'] as const;

/** Options of `nori yut`, as commander parses them. */
export interface YutOptions {
  batch?: boolean;
  explain?: boolean;
  json?: boolean;
  all?: boolean;
  out?: string;
  board?: string;
  turns?: string;
  pieces?: string;
  faces?: string;
  policy?: boolean;
  advise?: boolean;
  at?: string;
  turn?: string;
  roll?: string;
  score?: string;
  /** The language of every text (chosen once by the entry: --lang or the locale). */
  lang?: Lang;
}

/** The board and the size of the game: Baekjoon's unless options change them. */
export interface Game {
  readonly board: Board;
  readonly size: GameSize;
  /**
   * Called with each case's dice before it is solved: refuses at once (a `CliError`) a case whose
   * search cannot fit. Absent for games that always fit (Baekjoon's).
   */
  readonly beforeSolve?: (dice: readonly number[]) => void;
}
