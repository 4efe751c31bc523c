/**
 * What the Omok page shows, as plain data, and what each control does to it, as plain functions
 * (chessground's `HeadlessState` idea): the game is the core's `Game`, the rest is the page's
 * choices and the message to show. `page.ts` only renders this and turns clicks into these calls,
 * so everything here is tested without a browser (state.test.ts).
 *
 * Messages are kept as text keys with values, not as text, so they follow a change of language.
 */
import type { PlacedError } from '../../../src/i18n/input.js';
import {
  type Board,
  type Color,
  type ForbiddenReason,
  formatInputError,
  Game,
  isValidSize,
  type Judgement,
  type Line,
  leftmostStone,
  type ParseError,
  type Point,
  parseBoard,
  parseRecord,
  pointsOf,
  RULES,
  type Rule,
} from '../../../src/omok/index.js';
import type { TextKey } from '../i18n.js';
import { firstRowLength } from './grid.js';

/** The board sizes offered, the usual first. */
export const SIZES = [19, 15] as const;

/** The largest grid the page will draw (bigger pastes are refused with a message). */
export const MAX_SIZE = 32;

/**
 * A forbidden move by black is refused on the page: a board for practice shows the forbidden
 * points and keeps the game going (`nori omok --moves` makes it a loss, as a renju game does).
 */
const FORBIDDEN_MOVE = 'refuse';

/** A message for the page to show: a text key, its values, and whether it reports a mistake. */
export interface Note {
  readonly key: TextKey;
  readonly values?: Readonly<Record<string, string | number>>;
  /** A forbidden move's reason, put into the text in the page's language. */
  readonly reason?: ForbiddenReason;
  readonly error?: boolean;
  /** An input's error, put into the text (`message`) in the page's language by the catalogue. */
  readonly input?: PlacedError;
}

/** Everything the page shows. */
export interface OmokState {
  game: Game;
  rule: Rule;
  note: Note | undefined;
  /** The last refused paste: the parser's error and the size the grid was read as. */
  parseError: { readonly error: ParseError; readonly size: number } | undefined;
  /** The loaded board the game started from, or undefined for an empty board. */
  start: Board | undefined;
  /** Games replaced by Clear, Load or a size change, the last first to come back on Undo. */
  past: { readonly game: Game; readonly start: Board | undefined }[];
  /** Move numbers drawn on the stones. */
  numbers: boolean;
  /** How the board's edges and the texts name a point: `h8` (records) or Baekjoon's row, column. */
  coords: Coords;
  /** What a link asked for that was left out, with why (shown until the next action). */
  notes: LinkNote[];
}

/**
 * A value of a link left out: `name=value`, and for `moves` the move (from 1) where the replay
 * stopped and why (`stoppedAt`, `why`: the outcome of playing it).
 */
export interface LinkNote {
  readonly name: string;
  readonly value: string;
  readonly stoppedAt?: number;
  readonly why?: 'taken' | 'off-board' | 'forbidden' | 'over' | 'not-a-move';
}

/** The two ways of naming a point: as records write it (`h8`), or Baekjoon's row and column. */
export const COORDS = ['letters', 'baekjoon'] as const;
export type Coords = (typeof COORDS)[number];

/** The page as it opens: an empty 19 x 19 board under the standard rule. */
export function initialState(): OmokState {
  return {
    game: newGame(SIZES[0], 'standard'),
    rule: 'standard',
    note: undefined,
    parseError: undefined,
    start: undefined,
    past: [],
    numbers: false,
    coords: 'letters',
    notes: [],
  };
}

/** Keeps the game about to be replaced, for Undo to bring back (an empty board is not kept). */
function keep(state: OmokState): void {
  if (state.game.moves === 0 && state.start === undefined && !state.game.canRedo) return;
  state.past.push({ game: state.game, start: state.start });
}

/** True when Undo has something to take back: a stone, or a Clear, Load or size change. */
export function canUndo(state: OmokState): boolean {
  return state.game.canUndo || state.past.length > 0;
}

/**
 * The view as a link's query: the size and rule when not the usual, the loaded board (its cells
 * as digits, row after row), the game's whole line as a record (`row col`, from 1), and, when
 * the board shows an earlier move of it (a review, or moves taken back), that move's number
 * (`at`, 0 before the first).
 */
export function stateParams(state: OmokState): URLSearchParams {
  const params = new URLSearchParams();
  const { game } = state;
  if (game.size !== SIZES[0]) params.set('size', String(game.size));
  if (state.rule !== 'standard') params.set('rule', state.rule);
  if (state.start !== undefined) params.set('board', state.start.cells.join(''));
  const { moves, current } = moveLine(state);
  if (moves.length > 0) {
    params.set('moves', moves.map((p) => `${p.row + 1} ${p.col + 1}`).join(','));
  }
  if (current < moves.length) params.set('at', String(current));
  return params;
}

/** The view a link's query names; parts that do not make sense are left out. */
export function stateFromParams(params: URLSearchParams): OmokState {
  const state = initialState();
  const notes = state.notes;
  const rule = params.get('rule');
  if (rule !== null) {
    if ((RULES as readonly string[]).includes(rule)) state.rule = rule as Rule;
    else notes.push({ name: 'rule', value: rule });
  }
  const sizeText = params.get('size');
  const size = Number(sizeText ?? SIZES[0]);
  const sizeOk = Number.isInteger(size) && isValidSize(size) && size <= MAX_SIZE;
  if (sizeText !== null && !sizeOk) notes.push({ name: 'size', value: sizeText });
  const digits = params.get('board') ?? '';
  const side = Math.round(Math.sqrt(digits.length));
  let start: Board | undefined;
  if (digits !== '' && side * side === digits.length && isValidSize(side) && side <= MAX_SIZE) {
    const rows: string[] = [];
    for (let row = 0; row < side; row++) {
      rows.push([...digits.slice(row * side, row * side + side)].join(' '));
    }
    const parsed = parseBoard(rows.join('\n'), side);
    if (parsed.ok) start = parsed.value;
  }
  if (digits !== '' && start === undefined) notes.push({ name: 'board', value: digits });
  state.start = start;
  const boardSize = start?.size ?? (sizeOk ? size : SIZES[0]);
  state.game = newGame(start ?? boardSize, state.rule);
  const moves = params.get('moves');
  if (moves === null || moves === '') return state;
  for (const [index, move] of moves.split(',').entries()) {
    const stop = (why: NonNullable<LinkNote['why']>) =>
      notes.push({ name: 'moves', value: move.trim(), stoppedAt: index + 1, why });
    const [row, col, more] = move.trim().split(/\s+/).map(Number);
    if (row === undefined || col === undefined || more !== undefined) {
      stop('not-a-move');
      break;
    }
    if (!(Number.isInteger(row) && Number.isInteger(col) && row >= 1 && col >= 1)) {
      stop('not-a-move');
      break;
    }
    if (row > boardSize || col > boardSize) {
      stop('off-board');
      break;
    }
    if (state.game.isOver) {
      stop('over');
      break;
    }
    const outcome = state.game.play({ row: row - 1, col: col - 1 });
    if (outcome.kind === 'decisive') continue;
    if (outcome.kind !== 'played') {
      stop(outcome.kind === 'taken' || outcome.kind === 'forbidden' ? outcome.kind : 'over');
      break;
    }
  }
  // The move the board shows, the rest of the line kept for Redo and the review.
  const at = params.get('at');
  if (at !== null) {
    const move = Number(at);
    if (/^\d+$/.test(at) && move <= state.game.moves) goToMove(state, move);
    else notes.push({ name: 'at', value: at });
  }
  return state;
}

function newGame(start: number | Board, rule: Rule): Game {
  return new Game(start, rule, { forbiddenMove: FORBIDDEN_MOVE });
}

/**
 * The game's whole line: the moves on the board, then those taken back that Redo would play
 * again; `current` is how many of them are on the board (0 before the first).
 */
export function moveLine(state: OmokState): { moves: readonly Point[]; current: number } {
  const { game } = state;
  return { moves: [...game.history, ...game.future], current: game.moves };
}

/**
 * Shows the board after move `move` of the line (0: before the first), taking moves back or
 * playing them again; out of range is clamped. The moves after it stay in the line.
 */
export function goToMove(state: OmokState, move: number): void {
  const { moves } = moveLine(state);
  const target = Math.max(0, Math.min(moves.length, move));
  state.note = undefined;
  while (state.game.moves > target && state.game.canUndo) state.game.undo();
  while (state.game.moves < target && state.game.canRedo) {
    const outcome = state.game.redo();
    if (outcome === undefined || (outcome.kind !== 'played' && outcome.kind !== 'decisive')) break;
  }
}

/** Move numbers on the stones, or not. */
export function showNumbers(state: OmokState, shown: boolean): void {
  state.numbers = shown;
}

/** How points are named. */
export function chooseCoords(state: OmokState, coords: Coords): void {
  state.coords = coords;
}

/** A click (or Enter) on the point at (row, col), counted from 0. */
export function placeStone(state: OmokState, row: number, col: number): void {
  const next = state.game.future[0];
  const branching = next !== undefined && (next.row !== row || next.col !== col);
  const dropped = state.game.future.length;
  const outcome = state.game.play({ row, col });
  switch (outcome.kind) {
    case 'played':
    case 'decisive':
      // A new move after going back starts a new line: the moves after it are gone; say so.
      state.note = branching
        ? { key: 'omok.newLine', values: { move: state.game.moves, dropped } }
        : undefined;
      return;
    case 'taken':
      state.note = { key: 'omok.taken', error: true };
      return;
    case 'forbidden':
      state.note = { key: 'omok.forbidden', reason: outcome.reason, error: true };
      return;
    case 'over':
      state.note = { key: 'omok.over', error: true };
      return;
    case 'off-board':
      // The page draws only points on the board: a click off it is a bug of the page.
      throw new RangeError(`no point (${row}, ${col}) on the board`);
  }
}

/** Takes back the last stone. */
export function undoMove(state: OmokState): void {
  state.note = undefined;
  if (state.game.canUndo) {
    state.game.undo();
    return;
  }
  const previous = state.past.pop();
  if (previous === undefined) return;
  // The game comes back under the rule chosen now.
  state.game =
    previous.game.rule === state.rule ? previous.game : previous.game.withRule(state.rule);
  state.start = previous.start;
}

/** Plays again the last stone taken back. */
export function redoMove(state: OmokState): void {
  const outcome = state.game.redo();
  if (outcome?.kind === 'forbidden') {
    state.note = { key: 'omok.forbidden', reason: outcome.reason, error: true };
  } else {
    state.note = undefined;
  }
}

/** An empty board of the same size. */
export function clearBoard(state: OmokState): void {
  keep(state);
  state.game = newGame(state.game.size, state.rule);
  state.start = undefined;
  state.note = undefined;
}

/** An empty board of `size`. */
export function chooseSize(state: OmokState, size: number): void {
  if (size === state.game.size) return;
  keep(state);
  state.game = newGame(size, state.rule);
  state.start = undefined;
  state.note = undefined;
}

/** The same stones under another rule (replayed as far as the rule lets them go). */
export function chooseRule(state: OmokState, rule: Rule): void {
  state.rule = rule;
  state.game = state.game.withRule(rule);
  state.note = undefined;
}

/**
 * Loads a pasted Baekjoon grid as the starting board. Its size is the number of values on its
 * first row (see grid.ts); a first row too short for a board keeps the current size, so the error
 * says how many values a row needs.
 */
export function loadGrid(state: OmokState, text: string): void {
  const values = firstRowLength(text) ?? 0;
  if (values > MAX_SIZE) {
    state.parseError = undefined;
    state.note = { key: 'omok.err.too-big', error: true };
    return;
  }
  const size = isValidSize(values) ? values : state.game.size;
  const parsed = parseBoard(text, size);
  if (!parsed.ok) {
    state.parseError = { error: parsed.error, size };
    state.note = undefined;
    return;
  }
  state.parseError = undefined;
  keep(state);
  state.game = newGame(parsed.value, state.rule);
  state.start = parsed.value;
  state.note = { key: 'omok.loaded', values: { size } };
}

/** The game's moves as a record `nori omok --moves` reads: `row col` from 1, one move a line. */
export function recordOf(state: OmokState): string {
  return state.game.history
    .slice(0, state.game.moves)
    .map((p) => `${p.row + 1} ${p.col + 1}\n`)
    .join('');
}

/**
 * Loads a record (moves on an empty board of the current size, black first; `row col` or `h8`)
 * and plays it, up to a refused move, which is named. The game it replaces comes back on Undo.
 */
export function loadRecord(state: OmokState, text: string): void {
  const parsed = parseRecord(text, state.game.size);
  state.parseError = undefined;
  if (!parsed.ok) {
    state.note = {
      key: 'omok.recordError',
      values: { message: formatInputError(parsed.error) },
      error: true,
      input: parsed.error,
    };
    return;
  }
  keep(state);
  state.start = undefined;
  state.game = newGame(state.game.size, state.rule);
  for (const [index, move] of parsed.value.entries()) {
    const outcome = state.game.play(move);
    if (outcome.kind === 'played' || outcome.kind === 'decisive') continue;
    state.note = {
      key: 'omok.recordStopped',
      values: { move: index + 1, row: move.row + 1, col: move.col + 1 },
      error: true,
    };
    return;
  }
  state.note = { key: 'omok.recordLoaded', values: { moves: parsed.value.length } };
}

/** The outcome of copying the board out: a message, and no parse error left standing. */
export function copied(state: OmokState, ok: boolean): void {
  state.parseError = undefined;
  state.note = ok ? { key: 'omok.copied' } : { key: 'omok.copyFailed', error: true };
}

/** What the status line says: whose turn it is, or how the game ended. */
export type Status =
  | { readonly kind: 'to-play'; readonly color: Color }
  | {
      readonly kind: 'five';
      readonly color: Color;
      readonly at: Point;
      /** Stones in the winning line: 5, or more where the rule lets six or more win. */
      readonly length: number;
    }
  | {
      readonly kind: 'forbidden-loss';
      readonly color: Color;
      readonly reason: ForbiddenReason;
      readonly winner: Color;
    }
  | { readonly kind: 'broken-promise'; readonly judgement: BrokenPromise };

type BrokenPromise = Extract<Judgement, { kind: 'broken-promise' }>;

/**
 * The status of `game`: its decisive move, or the verdict on the board it started from (a loaded
 * board may be decided already), or the colour to play. A five is named by its leftmost stone, as
 * Baekjoon answers.
 */
export function statusOf(game: Game): Status {
  const decisive = game.decisive;
  if (decisive !== null) {
    if (decisive.reason === 'five') {
      const line = decisive.lines[0]!;
      return { kind: 'five', color: decisive.color, at: leftmostStone(line), length: line.length };
    }
    return {
      kind: 'forbidden-loss',
      color: decisive.color,
      reason: decisive.reason,
      winner: decisive.winner,
    };
  }
  const start = game.start;
  switch (start.kind) {
    case 'winner':
      return { kind: 'five', color: start.color, at: start.at, length: start.line.length };
    case 'broken-promise':
      return { kind: 'broken-promise', judgement: start };
    case 'no-winner':
      return { kind: 'to-play', color: game.toPlay };
  }
}

/** The points (`row * size + col`) of the lines that ended the game, to highlight. */
export function winningPoints(game: Game): Set<number> {
  const decisive = game.decisive;
  const lines: readonly Line[] =
    decisive !== null
      ? decisive.reason === 'five'
        ? decisive.lines
        : []
      : game.start.kind === 'winner'
        ? [game.start.line]
        : game.start.kind === 'broken-promise'
          ? game.start.winning
          : [];
  const points = new Set<number>();
  for (const line of lines) {
    for (const { row, col } of pointsOf(line)) points.add(row * game.size + col);
  }
  return points;
}
