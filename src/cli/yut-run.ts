/**
 * `nori yut`: Dice Yut as cli.md describes it. Default and `--batch` answers are plain numbers
 * (Baekjoon's format); `--explain` and `--json` add an optimal plan. `--board`, `--turns`,
 * `--pieces` and `--faces` change the game; `--policy` and `--advise` are about play when the
 * rolls are not known in advance.
 */
import pc from 'picocolors';
import {
  advise,
  BAEKJOON_GAME,
  type Board,
  bestPlan,
  bestScore,
  CLASSIC_BOARD_SPEC,
  classicBoard,
  compileBoard,
  type DiceFormat,
  type DiceResult,
  foresightMean,
  formatAdvice,
  formatExplanation,
  formatPolicyReport,
  GAME_LIMITS,
  type GameSize,
  initialPosition,
  type Paint,
  parseBoard,
  parseDice,
  parseDiceLine,
  parsePosition,
  policyReportJson,
  type Solution,
  solvePolicy,
} from '../yut/index.js';
import {
  CliError,
  EXIT,
  isCliError,
  OutputBuffer,
  readInput,
  readInputSync,
  readLines,
  wantsColor,
} from './io.js';
import type { YutOptions } from './yut.js';

/** A one-case input is one short line; anything much larger is a mistake, not a case. */
const MAX_INPUT_BYTES = 1 << 20;
/** A batch line holds ten dice; a longer line is refused without being held in memory. */
const MAX_LINE_BYTES = 4096;
/** A board file of 1,000 cells takes about 60 kB. */
const MAX_BOARD_BYTES = 1 << 20;

type Mode = 'answer' | 'explain' | 'json';

function modeOf(options: YutOptions): Mode {
  if (options.explain && options.json) throw new CliError('choose one of --explain and --json');
  if (options.explain) return 'explain';
  if (options.json) return 'json';
  return 'answer';
}

function paint(): Paint {
  const colors = pc.createColors(wantsColor());
  return {
    piece: (text) => colors.bold(colors.yellow(text)),
    blue: colors.cyan,
    dim: colors.dim,
    bold: colors.bold,
  };
}

/** The JSON object of cli.md for one case. */
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

/** The board and the size of the game the options ask for (default: Baekjoon's). */
interface Game {
  readonly board: Board;
  readonly size: GameSize;
}

const GAME_OPTIONS = ['board', 'turns', 'pieces', 'faces', 'policy', 'advise'] as const;
const ADVICE_OPTIONS = ['at', 'turn', 'roll', 'score'] as const;

/** A whole number option within [min, max] (no upper bound when `max` is null). */
function integerOption(
  name: string,
  raw: string | undefined,
  min: number,
  max: number | null,
  fallback: number,
): number {
  if (raw === undefined) return fallback;
  const value = /^[0-9]{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!(value >= min && (max === null || value <= max))) {
    const range = max === null ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new CliError(`--${name} must be an integer ${range}, found ${JSON.stringify(raw)}`);
  }
  return value;
}

async function gameOf(options: YutOptions): Promise<Game> {
  const size = {} as Record<keyof GameSize, number>;
  for (const field of ['turns', 'pieces', 'faces'] as const) {
    const { min, max } = GAME_LIMITS[field];
    size[field] = integerOption(field, options[field], min, max, BAEKJOON_GAME[field]);
  }
  if (options.board === undefined) {
    const board = size.faces <= 5 ? classicBoard() : compileBoard(CLASSIC_BOARD_SPEC, size.faces);
    return { board, size };
  }
  if (options.board === '' || options.board === '-') {
    throw new CliError('--board needs the name of a board file');
  }
  let text: string;
  try {
    text = await readInput(options.board, MAX_BOARD_BYTES);
  } catch (error) {
    if (isCliError(error)) throw new CliError(`--board: ${error.message}`);
    throw error;
  }
  const parsed = parseBoard(text, size);
  if (!parsed.ok) throw new CliError(`--board ${options.board}: ${parsed.error.message}`);
  return { board: compileBoard(parsed.value, size.faces), size };
}

/** Refuses options that do not go together, before any work. */
function checkCombinations(file: string | undefined, options: YutOptions): void {
  if (options.all || options.out !== undefined) {
    for (const option of [...GAME_OPTIONS, ...ADVICE_OPTIONS]) {
      if (options[option] !== undefined) {
        throw new CliError(
          `--all tabulates the classic game; it cannot be combined with --${option}`,
        );
      }
    }
    return;
  }
  if (options.policy && options.advise) throw new CliError('choose one of --policy and --advise');
  const which = options.policy ? '--policy' : options.advise ? '--advise' : null;
  if (which === null) {
    const stray = ADVICE_OPTIONS.find((option) => options[option] !== undefined);
    if (stray !== undefined) throw new CliError(`--${stray} is for --advise`);
    return;
  }
  for (const option of ['batch', 'explain'] as const) {
    if (options[option]) throw new CliError(`${which} cannot be combined with --${option}`);
  }
  if (file !== undefined)
    throw new CliError(`${which} reads no input; remove the argument "${file}"`);
  if (options.policy) {
    const stray = ADVICE_OPTIONS.find((option) => options[option] !== undefined);
    if (stray !== undefined) throw new CliError(`--${stray} is for --advise, not --policy`);
  }
}

/** `--policy`: the best policy's expected score beside perfect foresight's. */
function runPolicy({ board, size }: Game, json: boolean): number {
  const policy = solvePolicy(board, size);
  if (!policy.ok) throw new CliError(policy.error.message);
  const foresight = foresightMean(policy.value);
  process.stdout.write(
    json
      ? `${JSON.stringify(policyReportJson(policy.value, foresight))}\n`
      : formatPolicyReport(policy.value, foresight, paint()),
  );
  return EXIT.ok;
}

/** `--advise`: every piece's option for the roll just made, and the best. */
function runAdvise({ board, size }: Game, options: YutOptions): number {
  if (options.at === undefined) {
    const example = initialPosition(board, size.pieces)
      .map((cell) => board.labels[cell])
      .join(',');
    throw new CliError(
      `--advise needs --at CELLS: the cells of pieces 1 to ${size.pieces}, e.g. --at ${example}`,
    );
  }
  if (options.turn === undefined) {
    throw new CliError(`--advise needs --turn T: the turn being played, 1 to ${size.turns}`);
  }
  if (options.roll === undefined) {
    throw new CliError(`--advise needs --roll D: the roll just made, 1 to ${size.faces}`);
  }
  const turn = integerOption('turn', options.turn, 1, size.turns, 1);
  const roll = integerOption('roll', options.roll, 1, size.faces, 1);
  const score = integerOption('score', options.score, 0, null, 0);
  const position = parsePosition(board, options.at, size.pieces);
  if (!position.ok) throw new CliError(`--at: ${position.error.message}`);
  const advice = advise(board, size, { position: position.value, turn, roll, score });
  if (!advice.ok) {
    const prefix = advice.error.code === 'shared-cell' ? '--at: ' : '';
    throw new CliError(`${prefix}${advice.error.message}`);
  }
  process.stdout.write(
    options.json
      ? `${JSON.stringify({ board: board.name, ...advice.value })}\n`
      : formatAdvice(advice.value, paint()),
  );
  return EXIT.ok;
}

function answer(game: Game, dice: number[], mode: Mode, colours: Paint): string {
  const { board, size } = game;
  const start = () => initialPosition(board, size.pieces);
  switch (mode) {
    case 'answer':
      return `${bestScore(board, dice, size.pieces)}\n`;
    case 'explain':
      return formatExplanation(board, dice, bestPlan(board, dice, start()), colours);
    case 'json':
      return `${formatJson(dice, bestPlan(board, dice, start()))}\n`;
  }
}

function diceOrFail(result: DiceResult): number[] {
  if (!result.ok) throw new CliError(result.error.message);
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
    const { runYutAll } = await import('./yut-all-run.js');
    return runYutAll(options);
  }
  const mode = modeOf(options);
  const game = await gameOf(options);
  if (options.policy) return runPolicy(game, mode === 'json');
  if (options.advise) return runAdvise(game, options);
  const format: DiceFormat = { count: game.size.turns, faces: game.size.faces };
  const colours = mode === 'explain' ? paint() : undefined;
  if (!options.batch) {
    const dice = diceOrFail(parseDice(await readInput(file, MAX_INPUT_BYTES), format));
    process.stdout.write(answer(game, dice, mode, colours!));
    return EXIT.ok;
  }
  const out = new OutputBuffer();
  let lineNumber = 0;
  let first = true;
  try {
    for await (const line of readLines(file, MAX_LINE_BYTES)) {
      lineNumber++;
      if (line.trim() === '') continue;
      const text = lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line;
      const dice = diceOrFail(parseDiceLine(text, lineNumber, format));
      const separator = mode === 'explain' && !first ? '\n' : '';
      first = false;
      const pending = out.write(separator + answer(game, dice, mode, colours!));
      if (pending !== undefined) await pending;
    }
  } finally {
    // Answers before a malformed line are still written, then the error.
    await out.flush();
  }
  return EXIT.ok;
}
