/**
 * `nori omok --best` and `nori omok --solve`: the engine on one position (a board in Baekjoon's
 * format, or a game record with --moves). Its own bundle, loaded only when one of those options is
 * given, so the judge's start-up does not pay for the engine.
 *
 * The side to move is black when both colours have as many stones, white when black has one more
 * (black moves first), or what --turn says. A position whose game is already over (a five on the
 * board, or a decisive move in the record) is refused with exit 2: there is nothing to play.
 */
import { type Lang, type Message, msg, render } from '../../i18n/index.js';
import { inputErrorMessage } from '../../i18n/input.js';
import {
  type Analysis,
  analyse,
  BLACK,
  type Board,
  type Color,
  colorMessage,
  coordinateName,
  type ForcedLine,
  judge,
  MAX_ENGINE_SIZE,
  MIN_ENGINE_SIZE,
  type Point,
  parseBoard,
  parseRecord,
  type Rule,
  replay,
  sideToMove,
  solve,
  WHITE,
} from '../../omok/index.js';
import { CliError, EXIT } from '../io/errors.js';
import { readInput } from '../io/input.js';
import { OutputBuffer } from '../io/output.js';
import { parseWholeNumber } from '../options.js';

/** The options of `nori omok` this module reads (declared in command.ts). */
export interface EngineOptions {
  rule: Rule;
  size?: string;
  json?: boolean;
  moves?: boolean;
  best?: boolean;
  solve?: boolean;
  time?: string;
  depth?: string;
  turn?: string;
  /** The language of every text (chosen once by the entry). */
  lang?: Lang;
}

/** The most a board or record may hold: far more than any real one. */
const MAX_TEXT_BYTES = 16 << 20;
/** Default thinking time of --best, in milliseconds. */
const DEFAULT_TIME_MS = 1000;
/** Longest --time: ten minutes. */
const MAX_TIME_MS = 600_000;
/** Deepest --depth: moves of the winner before the five. */
const MAX_DEPTH = 40;
/** Positions each of --solve's searches may visit. */
const SOLVE_NODES = 5_000_000;

/** Runs `nori omok --best` or `--solve`; returns the exit code. */
export async function runOmokEngine(
  file: string | undefined,
  options: EngineOptions,
): Promise<number> {
  if (options.best === true && options.solve === true) {
    throw new CliError(msg('cli.conflict', { option: '--best', other: '--solve' }), EXIT.usage);
  }
  // An option of the other question would be silently ignored: refused as a conflict.
  if (options.solve === true && options.time !== undefined) {
    throw new CliError(msg('cli.conflict', { option: '--solve', other: '--time' }), EXIT.usage);
  }
  if (options.best === true && options.depth !== undefined) {
    throw new CliError(msg('cli.conflict', { option: '--best', other: '--depth' }), EXIT.usage);
  }
  const lang: Lang = options.lang ?? 'en';
  const rule = options.rule;
  const size = parseWholeNumber(
    options.size ?? (rule === 'renju' ? '15' : '19'),
    '--size',
    MIN_ENGINE_SIZE,
    MAX_ENGINE_SIZE,
  );
  // The options' values before the input: a bad --time is a usage error whatever the board.
  const timeMs = parseWholeNumber(
    options.time ?? String(DEFAULT_TIME_MS),
    '--time',
    1,
    MAX_TIME_MS,
  );
  const depth =
    options.depth === undefined
      ? undefined
      : parseWholeNumber(options.depth, '--depth', 1, MAX_DEPTH);
  const text = await readInput(file, MAX_TEXT_BYTES);
  const { board, toMove } = readPosition(text, size, rule, options);
  const out = new OutputBuffer();
  if (options.best === true) {
    // A move forced by a five to block is searched too: the evaluation after it is the answer.
    const analysis = analyse(board, rule, toMove, { timeMs, scoreOnlyMove: true });
    out.write(
      options.json
        ? `${JSON.stringify(bestJson(analysis, toMove, size, rule))}\n`
        : describeBest(analysis, toMove, size, rule)
            .map((line) => `${render(lang, line)}\n`)
            .join(''),
    );
  } else {
    const solution = solve(board, rule, toMove, {
      nodes: SOLVE_NODES,
      ...(depth === undefined ? {} : { depth }),
    });
    if (options.json) {
      const win = solution.win === null ? null : lineJson(solution.win, size);
      out.write(
        `${JSON.stringify({ rule, size, toMove, win, complete: solution.complete, nodes: solution.nodes })}\n`,
      );
    } else {
      const said = describeSolution(solution.win, solution.complete, toMove, size, depth);
      out.write(`${render(lang, said)}\n`);
    }
  }
  await out.flush();
  return EXIT.ok;
}

/** The board and the side to move, from a board or (--moves) a game record. */
function readPosition(
  text: string,
  size: number,
  rule: Rule,
  options: EngineOptions,
): { board: Board; toMove: Color } {
  let board: Board;
  let counted: Color | undefined;
  if (options.moves === true) {
    const parsed = parseRecord(text, size);
    if (!parsed.ok) throw new CliError(inputErrorMessage(parsed.error), EXIT.usage);
    const game = replay(parsed.value, size, rule);
    if (game.decisive !== null) {
      const { decisive } = game;
      const how = msg(`omok.engine.decided.${decisive.reason}`);
      const point = describePoint(decisive.at, size);
      throw new CliError(
        msg('omok.engine.over.record', { move: decisive.move, point, how }),
        EXIT.usage,
      );
    }
    board = game.game.board;
    counted = game.game.toPlay;
  } else {
    const parsed = parseBoard(text, size);
    if (!parsed.ok) throw new CliError(inputErrorMessage(parsed.error), EXIT.usage);
    board = parsed.value;
    const judgement = judge(board, rule);
    if (judgement.kind !== 'no-winner') {
      const question = options.best === true ? '--best' : '--solve';
      throw new CliError(msg('omok.engine.over.board', { option: question }), EXIT.usage);
    }
    counted = sideToMove(board);
  }
  // A full board without a winner is a finished game too: a draw.
  if (board.cells.every((cell) => cell !== 0)) {
    throw new CliError(msg('omok.engine.over.full'), EXIT.usage);
  }
  if (options.turn !== undefined) {
    if (options.turn !== 'black' && options.turn !== 'white') {
      const found = JSON.stringify(options.turn);
      throw new CliError(msg('cli.bad-choice', { what: '--side', choices: 'black, white', found }));
    }
    return { board, toMove: options.turn === 'black' ? BLACK : WHITE };
  }
  if (counted === undefined) {
    throw new CliError(msg('omok.engine.whose-turn'), EXIT.usage);
  }
  return { board, toMove: counted };
}

/** `h8`, or `row 3, column 30` past the 26th column (never on the engine's boards). */
function describePoint(point: Point, size: number): Message | string {
  return (
    coordinateName(point, size) ??
    msg('omok.point.row-col', { row: point.row + 1, col: point.col + 1 })
  );
}

/** The points of a line, `h8 i9 j10`. */
function describeLine(line: readonly Point[], size: number): Message | string {
  let joined: Message | string = '';
  for (const [i, p] of line.entries()) {
    const point = describePoint(p, size);
    joined = i === 0 ? point : msg('omok.join', { a: joined, separator: ' ', b: point });
  }
  return joined;
}

/** "black wins by VCF in 5: i8 j8 i11 i7 i12". */
function describeWin(win: ForcedLine, toMove: Color, size: number): Message {
  return msg('omok.engine.win', {
    color: colorMessage(toMove),
    by: msg(win.kind === 'vcf' ? 'omok.engine.vcf' : 'omok.engine.vct'),
    moves: win.line.length,
    line: describeLine(win.line, size),
  });
}

function describeSolution(
  win: ForcedLine | null,
  complete: boolean,
  toMove: Color,
  size: number,
  depth: number | undefined,
): Message {
  if (win !== null) return describeWin(win, toMove, size);
  const within =
    depth === undefined ? msg('omok.engine.within.default') : msg('omok.engine.within', { depth });
  const color = colorMessage(toMove);
  return msg(complete ? 'omok.engine.no-win' : 'omok.engine.no-win.budget', { color, within });
}

function describeScore(analysis: Analysis): Message | string {
  if (analysis.winIn !== null) {
    return analysis.winIn > 0
      ? msg('omok.engine.wins-in', { moves: analysis.winIn })
      : msg('omok.engine.loses-in', { moves: -analysis.winIn });
  }
  return analysis.score > 0 ? `+${analysis.score}` : `${analysis.score}`;
}

/** The report of --best: one message per line. */
function describeBest(
  analysis: Analysis,
  toMove: Color,
  size: number,
  rule: Rule,
): (Message | string)[] {
  const lines: (Message | string)[] = [
    msg('omok.engine.to-move', {
      color: colorMessage(toMove),
      rule: msg(`omok.rule-name.${rule}`),
      size,
    }),
  ];
  if (analysis.move === null) {
    lines.push(msg('omok.engine.no-move'));
  } else {
    const { row, col } = analysis.move;
    lines.push(
      msg('omok.engine.best', {
        point: describePoint(analysis.move, size),
        row: row + 1,
        col: col + 1,
      }),
    );
    const score = describeScore(analysis);
    lines.push(
      analysis.depth > 0
        ? msg('omok.engine.evaluation.searched', {
            score,
            depth: analysis.depth,
            nodes: analysis.nodes.toLocaleString('en-US'),
          })
        : msg('omok.engine.evaluation', { score }),
    );
    lines.push(msg('omok.engine.pv', { line: describeLine(analysis.pv, size) }));
    if (analysis.forced !== null) {
      lines.push(msg('omok.engine.forced', { win: describeWin(analysis.forced, toMove, size) }));
    }
  }
  return lines;
}

function pointJson(point: Point, size: number) {
  return { at: [point.row + 1, point.col + 1], point: coordinateName(point, size) ?? null };
}

function lineJson(win: ForcedLine, size: number) {
  return { kind: win.kind, line: win.line.map((p) => pointJson(p, size)) };
}

function bestJson(analysis: Analysis, toMove: Color, size: number, rule: Rule) {
  return {
    rule,
    size,
    toMove,
    move: analysis.move === null ? null : pointJson(analysis.move, size),
    score: analysis.score,
    winIn: analysis.winIn,
    pv: analysis.pv.map((p) => pointJson(p, size)),
    forced: analysis.forced === null ? null : lineJson(analysis.forced, size),
    depth: analysis.depth,
    nodes: analysis.nodes,
  };
}
