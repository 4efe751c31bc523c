/**
 * `nori yut` for other games and for play with unknown rolls: `--board`, `--turns`, `--pieces`,
 * `--faces` (validated here into a board and a game size), `--policy` and `--advise`. Loaded by
 * run.ts only when one of these options is given.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Lang, msg } from '../../i18n/index.js';
import { quoteToken } from '../../quote.js';
import {
  advise,
  BAEKJOON_GAME,
  type Board,
  type BoardSpec,
  boardErrorMessage,
  CLASSIC_BOARD_SPEC,
  classicBoard,
  compileBoard,
  countSearchStates,
  foresightMean,
  formatAdvice,
  formatPolicyReport,
  GAME_LIMITS,
  type GameSize,
  initialPosition,
  MAX_POLICY_STATES,
  MAX_SEARCH_STATES,
  parseBoard,
  parsePosition,
  policyReportJson,
  positionBound,
  SearchTooLargeError,
  solvePolicy,
} from '../../yut/index.js';
import { CliError, EXIT, isCliError } from '../io/errors.js';
import { readInput } from '../io/input.js';
import type { Game, YutOptions } from './options.js';
import { yutPaint } from './paint.js';
import { lateProgress } from './progress.js';

/** A board file of 1,000 cells takes about 60 kB. */
const MAX_BOARD_BYTES = 1 << 20;

/** The package's boards/ folder: three folders up from src/cli/yut/ and from dist/cli/yut/ alike. */
const SHIPPED_BOARDS = new URL('../../../boards/', import.meta.url);

/** The names of the shipped boards (boards/NAME.json), for `--board NAME`. */
function shippedBoards(): string[] {
  try {
    return readdirSync(SHIPPED_BOARDS)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The file `--board` names: a bare name (letters, digits, dashes: `small`) is a board shipped with
 * the package, found from any directory; anything else is a path (`./small` for a file named so).
 */
function boardFile(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return name;
  const shipped = shippedBoards();
  if (shipped.includes(name)) return fileURLToPath(new URL(`${name}.json`, SHIPPED_BOARDS));
  if (existsSync(name)) return name;
  throw new CliError(msg('yut.error.no-board', { name, boards: shipped.join(', ') }));
}

/** A whole number option within [min, max] (no upper bound when `max` is null). */
function integerOption(
  name: string,
  raw: string | undefined,
  min: number,
  max: number | null,
  fallback: number,
): number {
  if (raw === undefined) return fallback;
  const value = /^[0-9]{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!(value >= min && (max === null || value <= max))) {
    const [option, found] = [`--${name}`, quoteToken(raw)];
    throw new CliError(
      max === null
        ? msg('yut.error.integer.at-least', { option, min, found })
        : msg('yut.error.integer.range', { option, min, max, found }),
    );
  }
  return value;
}

/** The board and game size the options ask for, validated (each default: Baekjoon's). */
export async function gameOf(options: YutOptions): Promise<Game> {
  const size = {} as Record<keyof GameSize, number>;
  for (const field of ['turns', 'pieces', 'faces'] as const) {
    const { min, max } = GAME_LIMITS[field];
    size[field] = integerOption(field, options[field], min, max, BAEKJOON_GAME[field]);
  }
  if (options.board === undefined) {
    const board = size.faces <= 5 ? classicBoard() : compiled(CLASSIC_BOARD_SPEC, size);
    return { board, size, beforeSolve: searchGuard(board, size, options.lang ?? 'en') };
  }
  if (options.board === '' || options.board === '-') {
    throw new CliError(msg('yut.error.board-needs-name'));
  }
  const path = boardFile(options.board);
  let text: string;
  try {
    const tooLarge = msg('yut.error.board-too-large', { file: path, bytes: MAX_BOARD_BYTES });
    // No blank space past the cap: a file over it is too large, whatever it holds (2 MB of spaces
    // were read as 1 MiB of them and refused as JSON that ends at column 1048577).
    text = await readInput(path, MAX_BOARD_BYTES, tooLarge, 0);
  } catch (error) {
    if (isCliError(error)) throw new CliError(msg('yut.error.board', { why: error.text }));
    throw error;
  }
  const parsed = parseBoard(text, size);
  if (!parsed.ok) {
    const why = boardErrorMessage(parsed.error);
    throw new CliError(msg('yut.error.in-board', { name: options.board, why }));
  }
  const board = compiled(parsed.value, size, options.board);
  return { board, size, beforeSolve: searchGuard(board, size, options.lang ?? 'en') };
}

/** The board of a spec that passed the board file's checks (an error here would be a bug, said in one line). */
function compiled(spec: BoardSpec, size: GameSize, name?: string): Board {
  const board = compileBoard(spec, size.faces);
  if (!board.ok) {
    const why = board.error.wording;
    throw new CliError(name === undefined ? why : msg('yut.error.in-board', { name, why }));
  }
  return board.value;
}

/** Every face of the game's die: 1 to `faces`. */
function allFaces(size: GameSize): number[] {
  return Array.from({ length: size.faces }, (_, i) => i + 1);
}

/**
 * The check a game's cases go through before they are solved (board-reach.ts): none when the
 * bound on positions shows that every case fits; otherwise each case's own bound, and when that
 * is not enough, the states its search would meet are counted (with a progress bar on a
 * terminal) and a case over the limit is refused in one line.
 */
function searchGuard(board: Board, size: GameSize, lang: Lang): Game['beforeSolve'] {
  if (positionBound(board, size.pieces, size.turns, allFaces(size)) <= MAX_SEARCH_STATES) {
    return undefined;
  }
  return (dice) => {
    if (positionBound(board, size.pieces, dice.length, dice) <= MAX_SEARCH_STATES) return;
    const progress = lateProgress(lang);
    let count: number;
    try {
      count = countSearchStates(board, size.pieces, dice, MAX_SEARCH_STATES, (turn, turns) =>
        progress.update('yut.progress.counting', turn, turns),
      );
    } finally {
      progress.stop();
    }
    if (count > MAX_SEARCH_STATES) throw new CliError(new SearchTooLargeError().text);
  };
}

/**
 * A game whose policy needs more positions than this many times the limit is refused before
 * any work: the bound is all but exact for the policy (every position within reach of some dice
 * is in its table), so nothing that fits is refused; a bound just over the limit is left to
 * `solvePolicy`, which counts exactly.
 */
const POLICY_BOUND_MARGIN = 1.1;

/** `--policy`: the best policy's expected score beside perfect foresight's. */
export function runPolicy({ board, size }: Game, json: boolean, lang: Lang): number {
  const bound = positionBound(board, size.pieces, size.turns, allFaces(size));
  if (bound > POLICY_BOUND_MARGIN * MAX_POLICY_STATES) {
    const about = Number(bound.toPrecision(2)).toLocaleString('en-US');
    const limit = MAX_POLICY_STATES.toLocaleString('en-US');
    throw new CliError(
      msg('yut.error.policy-too-large', {
        about,
        limit,
        pieces: size.pieces,
        turns: size.turns,
        cells: board.size,
      }),
    );
  }
  const progress = lateProgress(lang);
  let policy: ReturnType<typeof solvePolicy>;
  let foresight: ReturnType<typeof foresightMean>;
  try {
    policy = solvePolicy(board, size, {
      onSpaceProgress: (done, total) => progress.update('yut.progress.positions', done, total),
      onProgress: (done, total) => progress.update('yut.progress.policy', done, total),
    });
    if (!policy.ok) throw new CliError(policy.error.text);
    foresight = foresightMean(policy.value, {
      onProgress: (done, total) => progress.update('yut.progress.foresight', done, total),
    });
  } finally {
    progress.stop();
  }
  process.stdout.write(
    json
      ? `${JSON.stringify(policyReportJson(policy.value, foresight))}\n`
      : formatPolicyReport(policy.value, foresight, yutPaint(), lang),
  );
  return EXIT.ok;
}

/** `--advise`: every piece's option for the roll just made, and the best. */
export function runAdvise({ board, size }: Game, options: YutOptions, lang: Lang): number {
  if (options.at === undefined) {
    const example = initialPosition(board, size.pieces)
      .map((cell) => board.labels[cell])
      .join(',');
    throw new CliError(msg('yut.error.advise-needs-at', { pieces: size.pieces, example }));
  }
  if (options.turn === undefined) {
    throw new CliError(msg('yut.error.advise-needs-turn', { turns: size.turns }));
  }
  if (options.roll === undefined) {
    throw new CliError(msg('yut.error.advise-needs-roll', { faces: size.faces }));
  }
  const turn = integerOption('turn', options.turn, 1, size.turns, 1);
  const roll = integerOption('roll', options.roll, 1, size.faces, 1);
  // As the library's advise takes it (docs/library.md): far above any game's total.
  const score = integerOption('score', options.score, 0, 1_000_000_000, 0);
  const position = parsePosition(board, options.at, size.pieces);
  if (!position.ok) throw new CliError(msg('yut.error.at', { why: position.error.text }));
  const advice = advise(board, size, { position: position.value, turn, roll, score });
  if (!advice.ok) {
    const why = advice.error.text;
    throw new CliError(advice.error.code === 'shared-cell' ? msg('yut.error.at', { why }) : why);
  }
  process.stdout.write(
    options.json
      ? `${JSON.stringify({ board: board.name, ...advice.value })}\n`
      : formatAdvice(advice.value, yutPaint(), lang),
  );
  return EXIT.ok;
}
