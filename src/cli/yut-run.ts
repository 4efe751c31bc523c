/**
 * `nori yut`: Dice Yut as cli.md describes it. Default and `--batch` answers are plain numbers
 * (Baekjoon's format); `--explain` and `--json` add an optimal plan.
 */
import pc from 'picocolors';
import {
  type Board,
  bestPlan,
  bestScore,
  classicBoard,
  type DiceResult,
  formatExplanation,
  type Paint,
  parseDice,
  parseDiceLine,
  type Solution,
} from '../yut/index.js';
import {
  CliError,
  EXIT,
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

function answer(board: Board, dice: number[], mode: Mode, colours: Paint): string {
  switch (mode) {
    case 'answer':
      return `${bestScore(board, dice)}\n`;
    case 'explain':
      return formatExplanation(board, dice, bestPlan(board, dice), colours);
    case 'json':
      return `${formatJson(dice, bestPlan(board, dice))}\n`;
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
  if (options.all || options.out !== undefined) {
    const { runYutAll } = await import('./yut-all-run.js');
    return runYutAll(options);
  }
  const mode = modeOf(options);
  const board = classicBoard();
  const colours = mode === 'explain' ? paint() : undefined;
  if (!options.batch) {
    const dice = diceOrFail(parseDice(await readInput(file, MAX_INPUT_BYTES)));
    process.stdout.write(answer(board, dice, mode, colours!));
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
      const dice = diceOrFail(parseDiceLine(text, lineNumber));
      const separator = mode === 'explain' && !first ? '\n' : '';
      first = false;
      const pending = out.write(separator + answer(board, dice, mode, colours!));
      if (pending !== undefined) await pending;
    }
  } finally {
    // Answers before a malformed line are still written, then the error.
    await out.flush();
  }
  return EXIT.ok;
}
