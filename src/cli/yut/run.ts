/**
 * `nori yut`: Dice Yut as docs/cli.md describes it. Default and `--batch` answers are plain numbers
 * (Baekjoon's format); `--explain` and `--json` add an optimal plan. `--board`, `--turns`,
 * `--pieces` and `--faces` change the game, and `--policy` and `--advise` are about play when the
 * rolls are not known in advance: that work is in general-run.ts.
 */

import { fstatSync, statSync } from 'node:fs';
import { type Lang, msg } from '../../i18n/index.js';
import { inputErrorMessage } from '../../i18n/input.js';
import {
  BAEKJOON_GAME,
  bestPlan,
  bestScore,
  classicBoard,
  type DiceFormat,
  type DiceResult,
  formatExplanation,
  formatExplanationKo,
  initialPosition,
  isSearchTooLarge,
  type Paint,
  parseDice,
  parseDiceLine,
  type Solution,
} from '../../yut/index.js';
import { CliError, EXIT, isCliError } from '../io/errors.js';
import { readInput, readInputSync, readLines } from '../io/input.js';
import { OutputBuffer } from '../io/output.js';
import { ADVICE_OPTIONS, GAME_OPTIONS, type Game, type YutOptions } from './options.js';
import { yutPaint } from './paint.js';
import type { Progress } from './progress.js';

/** A one-case input is one short line; anything much larger is a mistake, not a case. */
const MAX_INPUT_BYTES = 1 << 20;
/** A batch line holds ten dice; a longer line is refused without being held in memory. */
const MAX_LINE_BYTES = 4096;

type Mode = 'answer' | 'explain' | 'json';

function modeOf(options: YutOptions): Mode {
  if (options.explain) return 'explain';
  if (options.json) return 'json';
  return 'answer';
}

/** The JSON object of docs/cli.md for one case. */
export function formatJson(dice: readonly number[], solution: Solution): string {
  return JSON.stringify({
    dice,
    score: solution.score,
    plan: solution.plan.map(({ turn, die, piece, from, to, points }) => ({
      turn,
      die,
      piece,
      from,
      to,
      points,
    })),
  });
}

/** Refuses options that do not go together, before any work. */
function checkCombinations(file: string | undefined, options: YutOptions): void {
  // Conflicting options (--all with a game option, --policy with --advise...) are declared in
  // command.ts and refused by commander; here only what one option needs of another.
  if (options.all || options.out !== undefined) return;
  const which = options.policy ? '--policy' : options.advise ? '--advise' : null;
  if (which === null) {
    const stray = ADVICE_OPTIONS.find((option) => options[option] !== undefined);
    if (stray !== undefined)
      throw new CliError(msg('yut.error.only-advise', { option: `--${stray}` }));
    return;
  }
  if (file !== undefined) {
    throw new CliError(msg('yut.error.reads-no-input', { option: which, file }));
  }
  if (options.policy) {
    const stray = ADVICE_OPTIONS.find((option) => options[option] !== undefined);
    if (stray !== undefined)
      throw new CliError(msg('yut.error.advise-not-policy', { option: `--${stray}` }));
  }
}

/** Solves one case; `progress` (when given) shows the search turn by turn. */
function answer(
  game: Game,
  dice: number[],
  mode: Mode,
  colours: Paint,
  lang: Lang,
  progress?: Progress,
): string {
  game.beforeSolve?.(dice);
  try {
    const onProgress =
      progress &&
      ((done: number, total: number) => progress.update('yut.progress.best', done, total));
    return solveAndFormat(game, dice, mode, colours, lang, onProgress);
  } catch (error) {
    // A resource limit, not a bug: say so in one line (exit 2) instead of exhausting memory.
    if (isSearchTooLarge(error)) throw new CliError(error.text ?? error.message);
    throw error;
  }
}

function solveAndFormat(
  game: Game,
  dice: number[],
  mode: Mode,
  colours: Paint,
  lang: Lang,
  onProgress?: (done: number, total: number) => void,
): string {
  const { board, size } = game;
  const start = () => initialPosition(board, size.pieces);
  switch (mode) {
    case 'answer':
      return `${bestScore(board, dice, size.pieces, { onProgress })}\n`;
    case 'explain':
      return (lang === 'ko' ? formatExplanationKo : formatExplanation)(
        board,
        dice,
        bestPlan(board, dice, start(), { onProgress }),
        colours,
      );
    case 'json':
      return `${formatJson(dice, bestPlan(board, dice, start(), { onProgress }))}\n`;
  }
}

/**
 * The progress bar of progress.ts, loaded only when standard error is a terminal: the
 * one-shot runs (piped, nearly all) load no more code than before.
 */
async function progressBar(lang: Lang): Promise<Progress | undefined> {
  if (process.stderr.isTTY !== true) return undefined;
  const { lateProgress } = await import('./progress.js');
  return lateProgress(lang);
}

/** The size in bytes of the input when it is a regular file (a path, or standard input redirected from one). */
function inputBytes(file: string | undefined): number | undefined {
  try {
    const stats = file === undefined || file === '-' ? fstatSync(0) : statSync(file);
    return stats.isFile() && stats.size > 0 ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

function diceOrFail(result: DiceResult): number[] {
  if (!result.ok) throw new CliError(inputErrorMessage(result.error));
  return result.value;
}

/** `nori yut [FILE]` with no options: one case, Baekjoon's output (the entry's fast path). */
export function runYutOnce(file: string | undefined): number {
  const dice = diceOrFail(parseDice(readInputSync(file, MAX_INPUT_BYTES)));
  process.stdout.write(`${bestScore(classicBoard(), dice)}\n`);
  return EXIT.ok;
}

export async function runYut(file: string | undefined, options: YutOptions): Promise<number> {
  checkCombinations(file, options);
  if (options.all || options.out !== undefined) {
    const { runYutAll } = await import('./all-run.js');
    return runYutAll(options, file);
  }
  const mode = modeOf(options);
  const lang: Lang = options.lang ?? 'en';
  let game: Game = { board: classicBoard(), size: BAEKJOON_GAME };
  // Other games, --policy and --advise live in their own bundle, loaded only when asked for, so
  // that the one-shot Baekjoon case (runYutOnce, above) loads no more code than it needs.
  if (GAME_OPTIONS.some((option) => options[option] !== undefined)) {
    const general = await import('./general-run.js');
    game = await general.gameOf(options);
    if (options.policy) return general.runPolicy(game, mode === 'json', lang);
    if (options.advise) return general.runAdvise(game, options, lang);
  }
  const format: DiceFormat = { count: game.size.turns, faces: game.size.faces };
  const colours = mode === 'explain' ? yutPaint() : undefined;
  if (!options.batch) {
    const dice = diceOrFail(parseDice(await readInput(file, MAX_INPUT_BYTES), format));
    const progress = await progressBar(lang);
    let text: string;
    try {
      text = answer(game, dice, mode, colours!, lang, progress);
    } finally {
      progress?.stop();
    }
    process.stdout.write(text);
    return EXIT.ok;
  }
  const out = new OutputBuffer();
  let lineNumber = 0;
  let first = true;
  // A bar over the input's bytes when its size is known (a file), else a count of the cases; none
  // when the answers themselves go to the terminal.
  const progress = process.stdout.isTTY === true ? undefined : await progressBar(lang);
  const total = inputBytes(file);
  let bytes = 0;
  let cases = 0;
  try {
    for await (const line of readLines(file, MAX_LINE_BYTES)) {
      lineNumber++;
      bytes += Buffer.byteLength(line) + 1;
      progress?.update(
        'yut.progress.cases',
        total === undefined ? cases : Math.min(bytes, total),
        total,
      );
      if (line.trim() === '') continue;
      const text = lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line;
      const dice = diceOrFail(parseDiceLine(text, lineNumber, format));
      const separator = mode === 'explain' && !first ? '\n' : '';
      first = false;
      let solved: string;
      try {
        solved = answer(game, dice, mode, colours!, lang);
      } catch (error) {
        // A case too large to solve: the line is named, as for a malformed one.
        const text = isSearchTooLarge(error)
          ? error.text
          : isCliError(error)
            ? error.text
            : undefined;
        if (text !== undefined && typeof text !== 'string' && text.code === 'yut.too-large') {
          const place = msg('place.line', { line: lineNumber });
          throw new CliError(msg('input.at', { place, what: text }));
        }
        throw error;
      }
      const pending = out.write(separator + solved);
      cases++;
      if (pending !== undefined) await pending;
    }
  } finally {
    progress?.stop();
    // Answers before a malformed line are still written, then the error.
    await out.flush();
  }
  return EXIT.ok;
}
