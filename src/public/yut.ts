/**
 * Dice Yut in the package's public API (docs/library.md, docs/yut-boards.md): what those pages
 * document, no more. Pieces are numbered from 1 everywhere, as in `bestPlan`'s steps and on the
 * command line: `legalMoves` gives piece 1 for the first piece (`position[0]`).
 *
 * Every function here checks its arguments first (src/public/guard.ts): a wrong type or a value
 * out of range is a `TypeError`/`RangeError` with `code`, `entry` and `argument`, never a wrong
 * answer, a hang or unbounded memory. Parsers, `compileBoard` and `advise` return errors for what
 * they document as input (text, a board table, a request).
 */
import { msg, render } from '../i18n/index.js';
import {
  type AdviceResult,
  type Board,
  checkAdviceRequest,
  advise as coreAdvise,
  bestPlan as coreBestPlan,
  bestScore as coreBestScore,
  classicBoard as coreClassicBoard,
  compileBoard as coreCompileBoard,
  foresightMean as coreForesightMean,
  formatInputError as coreFormatInputError,
  initialPosition as coreInitialPosition,
  legalMoves as coreLegalMoves,
  parseBoard as coreParseBoard,
  parseDice as coreParseDice,
  solvePolicy as coreSolvePolicy,
  GAME_LIMITS,
  type GameSize,
  MAX_POLICY_STATES,
  type Move,
  type Position,
} from '../yut/index.js';
import { type Arguments, guarded } from './guard.js';
import { inputError, MAX_TEXT } from './shared.js';

export type {
  Advice,
  AdviceChoice,
  AdviceError,
  AdviceRequest,
  AdviceResult,
  Board,
  BoardError,
  BoardResult,
  BoardSpec,
  BoardSpecError,
  CellId,
  DiceError,
  DiceResult,
  ForesightMean,
  GameSize,
  InputError,
  PlanStep,
  Policy,
  PolicyError,
  PolicyResult,
  Position,
  Result,
  Solution,
} from '../yut/index.js';
export type { ArgumentErrorFields } from './guard.js';

/**
 * A compiled board (`classicBoard()`, or the value of `compileBoard`). What is refused says what
 * it is when it is one of the steps before (an attack found "compileBoard, parseBoard or
 * classicBoard" sending a user back to parseBoard, whose spec it had just refused).
 */
function board(at: Arguments, argument: string, value: unknown): Board {
  const expected = 'a compiled board (classicBoard(), or the value of compileBoard(spec))';
  const b = at.object(argument, value, expected) as Partial<Board>;
  const seen = b as { ok?: unknown; cells?: unknown };
  if (typeof seen.ok === 'boolean') {
    const found = 'a result { ok, value or error }: pass its value when ok is true';
    throw at.typeErrorFound(argument, expected, found);
  }
  if (Array.isArray(seen.cells) && b.destinations === undefined) {
    const found = 'a board spec (what parseBoard gives): compile it with compileBoard';
    throw at.typeErrorFound(argument, expected, found);
  }
  if (
    !(b.destinations instanceof Int32Array) ||
    !(b.numbers instanceof Int32Array) ||
    !Number.isInteger(b.size) ||
    !Number.isInteger(b.maxFace) ||
    !Number.isInteger(b.start) ||
    !Number.isInteger(b.end) ||
    !Array.isArray(b.labels) ||
    b.numbers.length !== b.size ||
    b.destinations.length !== b.size! * (b.maxFace! + 1)
  ) {
    throw at.typeError(argument, expected, value);
  }
  // Its values as compileBoard makes them (outside replay of issue 23: a copy with another start
  // answered 176 for 190, with negative numbers -1): start and end cells of the board, every
  // arrow to a cell of it, numbers from 0 to 1,000,000 (board-file.ts).
  const n = b.size!;
  const cell = (v: number) => Number.isInteger(v) && v >= 0 && v < n;
  if (
    n < 2 ||
    !cell(b.start!) ||
    !cell(b.end!) ||
    b.start === b.end ||
    b.labels.length !== n ||
    !b.destinations.every(cell) ||
    !b.numbers.every((v) => v >= 0 && v <= 1_000_000)
  ) {
    throw at.rangeError(argument, 'holds values no compiled board has');
  }
  // The solvers keep what they work out for a board (by the board object): one changed after that
  // would be answered from its old values (outside tester: o40 worth 1000 still scored 166).
  const digest = digestOf(value as Board);
  const known = digests.get(value as object);
  if (known === undefined) digests.set(value as object, digest);
  else if (known !== digest) {
    throw at.rangeError(
      argument,
      'was changed after it was made (make a new one with compileBoard or classicBoard)',
    );
  }
  return value as Board;
}

/** Every board the library has handed out or been given, with a digest of what it holds. */
const digests = new WeakMap<object, number>();

/** A digest (FNV-1a) of everything a solver reads from a board. */
function digestOf(b: Board): number {
  let h = 0x811c9dc5;
  const mix = (v: number) => {
    h = Math.imul(h ^ (v | 0), 0x01000193);
  };
  mix(b.size);
  mix(b.maxFace);
  mix(b.start);
  mix(b.end);
  for (const v of b.numbers) mix(v);
  for (const v of b.destinations) mix(v);
  for (const array of [b.red, b.blue]) {
    if (array instanceof Int32Array) for (const v of array) mix(v);
  }
  for (const label of b.labels) {
    mix(label.length);
    for (let i = 0; i < label.length; i++) mix(label.charCodeAt(i));
  }
  return h >>> 0;
}

/** `b`, its digest taken now: a change after it is refused at its next use. */
function remember(b: Board): Board {
  digests.set(b, digestOf(b));
  return b;
}

/** A game size: turns, pieces and faces within GAME_LIMITS (`fields` chooses which). */
function gameSize(
  at: Arguments,
  argument: string,
  value: unknown,
  fields: readonly (keyof GameSize)[] = ['turns', 'pieces', 'faces'],
): GameSize {
  const game = at.object(argument, value, 'a game size { turns, pieces, faces }');
  for (const field of fields) {
    const { min, max } = GAME_LIMITS[field];
    at.whole(`${argument}.${field}`, game[field], min, max);
  }
  return value as GameSize;
}

/**
 * A position: one cell of `target` per piece (1 to 8 pieces, or exactly `pieces`), no two pieces
 * on one cell but the start and the end (rule 5: no game reaches such a position).
 */
function position(
  at: Arguments,
  argument: string,
  value: unknown,
  target: Board,
  pieces?: number,
): Position {
  const { min, max } = GAME_LIMITS.pieces;
  const cells = at.array(argument, value, pieces ?? min, pieces ?? max);
  cells.forEach((cell, i) => {
    at.whole(`${argument}[${i}]`, cell, 0, target.size - 1);
    const first = cells.indexOf(cell);
    if (first !== i && cell !== target.start && cell !== target.end) {
      throw at.rangeError(
        argument,
        `puts pieces ${first + 1} and ${i + 1} on one cell (${target.labels[cell as number]}): only the start and the end hold several`,
      );
    }
  });
  return value as Position;
}

/** Dice: at most GAME_LIMITS.turns, each from 1 to the board's largest face. */
function dice(at: Arguments, argument: string, value: unknown, target: Board): readonly number[] {
  const list = at.array(argument, value, 0, GAME_LIMITS.turns.max);
  list.forEach((die, i) => {
    at.whole(`${argument}[${i}]`, die, 1, target.maxFace);
  });
  return value as readonly number[];
}

function progress(at: Arguments, argument: string, options: Record<string, unknown>): void {
  at.callback(`${argument}.onProgress`, options.onProgress);
}

function maxStates(at: Arguments, argument: string, options: Record<string, unknown>): void {
  if (options.maxStates !== undefined) {
    at.whole(`${argument}.maxStates`, options.maxStates, 1, MAX_POLICY_STATES);
  }
}

/** A policy of `solvePolicy`, for this board and game when they are given. */
function policy(at: Arguments, argument: string, value: unknown, target?: Board, game?: GameSize) {
  const p = at.object(argument, value, 'a policy of solvePolicy');
  if (
    typeof p.space !== 'object' ||
    p.space === null ||
    !Array.isArray(p.values) ||
    typeof p.game !== 'object' ||
    p.game === null
  ) {
    throw at.typeError(argument, 'a policy of solvePolicy', value);
  }
  if (target !== undefined && p.board !== target) {
    throw at.rangeError(argument, 'was solved for another board');
  }
  if (game !== undefined) {
    const own = p.game as GameSize;
    if (own.turns !== game.turns || own.pieces !== game.pieces || own.faces !== game.faces) {
      throw at.rangeError(
        argument,
        `was solved for ${own.turns} turns, ${own.pieces} pieces and ${own.faces} faces, not for the game given`,
      );
    }
  }
}

/** The best total score for `dice` with `pieces` pieces (1 to 8; default 4) from the start. */
export const bestScore = guarded(
  'yut.bestScore',
  coreBestScore,
  (at, target, rolls, pieces, options) => {
    const b = board(at, 'board', target);
    dice(at, 'dice', rolls, b);
    if (pieces !== undefined) at.whole('pieces', pieces, 1, GAME_LIMITS.pieces.max);
    progress(at, 'options', at.options('options', options));
  },
);

/** The best score and a plan reaching it, from `position` (default: 4 pieces at the start). */
export const bestPlan = guarded(
  'yut.bestPlan',
  coreBestPlan,
  (at, target, rolls, from, options) => {
    const b = board(at, 'board', target);
    dice(at, 'dice', rolls, b);
    if (from !== undefined) position(at, 'position', from, b);
    progress(at, 'options', at.options('options', options));
  },
);

/** The board of Baekjoon 17825. */
export const classicBoard = guarded(
  'yut.classicBoard',
  // A board of its own for each caller (it was one shared object: a caller's change reached every
  // other caller's answers).
  (): Board => {
    const made = coreCompileBoard(coreClassicBoard().spec);
    if (!made.ok) throw new Error('yut.classicBoard: the classic board does not compile');
    return remember(made.value);
  },
  () => {},
);

/**
 * A board from its table (docs/yut-boards.md), or the error naming the place; `faces` (default
 * 5) out of range is the error `faces-out-of-range`.
 */
export const compileBoard = guarded(
  'yut.compileBoard',
  (...args: Parameters<typeof coreCompileBoard>) => {
    const made = coreCompileBoard(...args);
    if (made.ok) remember(made.value);
    return made;
  },
  () => {},
);

/** A board from a board file's text, for a game of `game.pieces` pieces and `game.faces` faces. */
export const parseBoard = guarded('yut.parseBoard', coreParseBoard, (at, text, game) => {
  at.string('text', text, MAX_TEXT);
  if (game !== undefined) gameSize(at, 'game', game, ['pieces', 'faces']);
});

/** Dice from text (Baekjoon's line of ten by default; `format` { count, faces }). */
export const parseDice = guarded('yut.parseDice', coreParseDice, (at, text, format) => {
  at.string('text', text, MAX_TEXT);
  if (format !== undefined) {
    const f = at.object('format', format, 'a dice format { count, faces }');
    at.whole('format.count', f.count, GAME_LIMITS.turns.min, GAME_LIMITS.turns.max);
    at.whole('format.faces', f.faces, GAME_LIMITS.faces.min, GAME_LIMITS.faces.max);
  }
});

/**
 * The best policy for rolled dice: expected scores for every state (refused, as an error, when it
 * would hold more than `options.maxStates` states; at most the default 1,500,000).
 */
export const solvePolicy = guarded(
  'yut.solvePolicy',
  coreSolvePolicy,
  (at, target, game, options) => {
    const b = board(at, 'board', target);
    const size = gameSize(at, 'game', game);
    const o = at.options('options', options);
    if (o.from !== undefined) position(at, 'options.from', o.from, b, size.pieces);
    if (o.turn !== undefined) at.whole('options.turn', o.turn, 1, size.turns);
    maxStates(at, 'options', o);
    progress(at, 'options', o);
    at.callback('options.onSpaceProgress', o.onSpaceProgress);
  },
);

/**
 * The largest score so far `advise` takes: far above any game's total (at most 30 turns of
 * 1,000,000 points), and low enough that every expected score keeps its digits (2 ** 60 answered
 * 1152921504606847200 for every choice, 1e300 answered 1e+300).
 */
const MAX_ADVICE_SCORE = 1_000_000_000;

/** The core's advice, with a score so far above `MAX_ADVICE_SCORE` refused as `bad-score`. */
function adviseWithinRange(...args: Parameters<typeof coreAdvise>): AdviceResult {
  const [target, game, request] = args;
  const score = request.score ?? 0;
  if (Number.isInteger(score) && score > MAX_ADVICE_SCORE) {
    // The request's other problems first, in the core's order (the score is checked last).
    const text = msg('advise.score-range', { max: MAX_ADVICE_SCORE, score });
    const error = checkAdviceRequest(target, game, { ...request, score: 0 }) ?? {
      code: 'bad-score',
      message: render('en', text),
      text,
    };
    return { ok: false, error };
  }
  return coreAdvise(...args);
}
Object.defineProperties(adviseWithinRange, {
  name: { value: coreAdvise.name },
  length: { value: coreAdvise.length },
});

/**
 * Advice for one roll. The request's values out of range are returned as errors (documented),
 * a score so far above `MAX_ADVICE_SCORE` too; wrong types, and a policy solved for another
 * board or game, throw.
 */
export const advise = guarded(
  'yut.advise',
  adviseWithinRange,
  (at, target, game, request, table, options) => {
    const b = board(at, 'board', target);
    const size = gameSize(at, 'game', game);
    const r = at.object('request', request, 'a request { position, turn, roll, score? }');
    at.array('request.position', r.position, 0, GAME_LIMITS.pieces.max);
    for (const field of ['turn', 'roll', 'score'] as const) {
      if (field === 'score' && r.score === undefined) continue;
      if (typeof r[field] !== 'number')
        throw at.typeError(`request.${field}`, 'a number', r[field]);
    }
    if (table !== undefined) policy(at, 'policy', table, b, size);
    maxStates(at, 'options', at.options('options', options));
  },
);

/** The perfect-foresight mean of a policy's game (exact when small enough, else sampled). */
export const foresightMean = guarded(
  'yut.foresightMean',
  coreForesightMean,
  (at, table, options) => {
    policy(at, 'policy', table);
    const o = at.options('options', options);
    // Each bound keeps the work to about a minute at most (the defaults take about a second).
    if (o.maxInputs !== undefined) at.whole('options.maxInputs', o.maxInputs, 0, 1e8);
    if (o.samples !== undefined) at.whole('options.samples', o.samples, 1, 1e7);
    if (o.seed !== undefined) at.whole('options.seed', o.seed, 0, 2 ** 32 - 1);
    if (o.budget !== undefined) at.whole('options.budget', o.budget, 1, 5e8);
    progress(at, 'options', o);
  },
);

/** An input error as one line: `line 1, token 3: ...`. */
export const formatInputError = guarded(
  'yut.formatInputError',
  coreFormatInputError,
  (at, error) => {
    inputError(at, 'error', error);
  },
);

/** `pieces` pieces (1 to 8; default 4) at the start of `board`. */
export const initialPosition = guarded(
  'yut.initialPosition',
  coreInitialPosition,
  (at, target, pieces) => {
    board(at, 'board', target);
    if (pieces !== undefined) at.whole('pieces', pieces, 1, GAME_LIMITS.pieces.max);
  },
);

/** A legal move: `piece` counts from 1 (piece 1 is `position[0]`). */
export type LegalMove = Omit<Move, 'piece'> & { readonly piece: number };

/** Every legal move for the roll `die`, one per piece that may move, pieces numbered from 1. */
export const legalMoves = guarded(
  'yut.legalMoves',
  (target: Board, from: Position, die: number): LegalMove[] =>
    coreLegalMoves(target, from, die).map((move) => ({ ...move, piece: move.piece + 1 })),
  (at, target, from, die) => {
    const b = board(at, 'board', target);
    position(at, 'position', from, b);
    at.whole('die', die, 1, b.maxFace);
  },
);
Object.defineProperty(legalMoves, 'name', { value: 'legalMoves' });
