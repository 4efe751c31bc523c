/**
 * Playing against the computer, a hint and an analysis, as plain data and plain functions over the
 * page's `OmokState` (state.ts): which colour the computer plays and how strongly, what the engine
 * is working on, and what it found for which position. The search itself runs in a Web Worker
 * (engine-worker.ts, through engine-client.ts); `page.ts` asks it what `nextRequest` says and
 * hands the answers to `receive`. Everything here is tested without a browser (opponent.test.ts).
 */
import { BLACK, type Color, type Point, WHITE } from '../../../src/omok/index.js';
import type { EngineAnswer, EngineKind, EngineLimits } from './engine-client.js';
import { type OmokState, placeStone, redoMove, undoMove } from './state.js';

/** Who the computer plays: nobody, black or white. */
export const OPPONENTS = ['off', 'black', 'white'] as const;
export type Opponent = (typeof OPPONENTS)[number];

export const STRENGTHS = ['easy', 'normal', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/**
 * The engine's limits per strength. Easy thinks 100 ms, two plies deep, over the 6 likeliest
 * moves and without the forced-win search, so it blocks a four but walks into a VCF; normal
 * 400 ms with the threat search; strong 1.2 s, the full width.
 */
export const STRENGTH_LIMITS: Readonly<Record<Strength, EngineLimits>> = {
  easy: { timeMs: 100, maxDepth: 2, width: 6, threats: false },
  normal: { timeMs: 400, maxDepth: 8, width: 10, threats: true },
  strong: { timeMs: 1200, threats: true },
};

/** The limits of a hint (the strong player's) and of an analysis (a longer look). */
export const HINT_LIMITS: EngineLimits = { timeMs: 1200, threats: true };
export const ANALYSE_LIMITS: EngineLimits = { timeMs: 2000, threats: true };

/** An analysis keeps deepening while its position stands, up to this much thinking (ms). */
export const ANALYSE_CAP_MS = 8000;

/** What the engine found, and for which position. */
export interface Shown {
  readonly kind: 'hint' | 'analyse';
  readonly key: string;
  readonly answer: EngineAnswer;
}

/** The computer's side of the page. */
export interface OpponentState {
  opponent: Opponent;
  strength: Strength;
  /** What the engine is working on, and for which position (`positionKey`). */
  pending: { readonly kind: EngineKind; readonly key: string } | undefined;
  /** The last hint or analysis, shown while its position stands. */
  shown: Shown | undefined;
  /** Why the engine cannot help: no Web Workers, a board it does not play, or a failed search. */
  problem: 'unavailable' | 'size' | 'failed' | undefined;
  /** The position a 'size' or 'failed' problem was met on: it lasts while that position stands. */
  problemKey: string | undefined;
  /**
   * The line looked at on the board: the principal variation (or forced win) or a candidate's,
   * up to its `upTo`-th move (a move of the line clicked previews the line to there).
   */
  focus: { readonly line: 'pv' | number; readonly upTo: number } | undefined;
  /** The computer's last move and the position it made, to announce while that position stands. */
  played: { readonly key: string; readonly at: Point; readonly color: Color } | undefined;
}

export function initialOpponent(): OpponentState {
  return {
    opponent: 'off',
    strength: 'normal',
    pending: undefined,
    shown: undefined,
    problem: undefined,
    problemKey: undefined,
    focus: undefined,
    played: undefined,
  };
}

/** The colour the computer plays, if any. */
export function computerColor(opp: OpponentState): Color | undefined {
  return opp.opponent === 'black' ? BLACK : opp.opponent === 'white' ? WHITE : undefined;
}

/**
 * The board sizes the engine plays (its MIN_ENGINE_SIZE and MAX_ENGINE_SIZE, which opponent.test.ts
 * checks): copied, not imported, so that the page's bundle does not carry the engine's tables.
 */
export const ENGINE_SIZES = { min: 5, max: 26 } as const;

/** True when the engine plays boards of this size. */
export function engineSupports(size: number): boolean {
  return size >= ENGINE_SIZES.min && size <= ENGINE_SIZES.max;
}

/** Names the position: rule, stones and the colour to play (answers for another are stale). */
export function positionKey(state: OmokState): string {
  const { game } = state;
  return `${game.rule}:${game.size}:${game.toPlay}:${game.board.cells.join('')}`;
}

/** True when it is the computer's turn in a game that goes on. */
export function computerToMove(state: OmokState, opp: OpponentState): boolean {
  const color = computerColor(opp);
  return color !== undefined && !state.game.isOver && state.game.toPlay === color;
}

/** True while the board waits for the computer: a person's click is not taken. */
export function boardLocked(state: OmokState, opp: OpponentState): boolean {
  return opp.pending?.kind === 'move' && computerToMove(state, opp);
}

/** A question for the engine. */
export interface EngineRequest {
  readonly kind: EngineKind;
  readonly key: string;
  readonly limits: EngineLimits;
  /** An analysis deepens, answer after answer, to this cap. */
  readonly deepen?: { readonly capMs: number };
}

/**
 * Settles the state after any change and says what to ask the engine, if anything: a search
 * whose position is gone is dropped (the caller stops it: `cancel` is true), as is a hint or an
 * analysis of another position; on the computer's turn its move is asked for.
 */
export function nextRequest(
  state: OmokState,
  opp: OpponentState,
): { cancel: boolean; request: EngineRequest | undefined } {
  const key = positionKey(state);
  let cancel = false;
  if (opp.pending !== undefined && opp.pending.key !== key) {
    opp.pending = undefined;
    cancel = true;
  }
  if (opp.shown !== undefined && opp.shown.key !== key) {
    opp.shown = undefined;
    opp.focus = undefined;
  }
  if (opp.problem !== 'unavailable' && opp.problemKey !== key) {
    opp.problem = undefined;
    opp.problemKey = undefined;
  }
  if (!computerToMove(state, opp)) {
    // A hint or an analysis asked for this position may go on; a move asked for may not.
    if (opp.pending?.kind === 'move') {
      opp.pending = undefined;
      cancel = true;
    }
    return { cancel, request: undefined };
  }
  if (opp.problem !== undefined) return { cancel, request: undefined };
  if (!engineSupports(state.game.size)) {
    opp.problem = 'size';
    opp.problemKey = key;
    return { cancel, request: undefined };
  }
  if (opp.pending?.kind === 'move') return { cancel, request: undefined };
  if (opp.pending !== undefined) cancel = true;
  const request: EngineRequest = { kind: 'move', key, limits: STRENGTH_LIMITS[opp.strength] };
  opp.pending = { kind: 'move', key };
  return { cancel, request };
}

/**
 * A person asks for a hint or an analysis of the position as it stands; `undefined` when the
 * engine cannot give one now (the computer is thinking, the game is over, the board too big).
 */
export function askFor(
  state: OmokState,
  opp: OpponentState,
  kind: 'hint' | 'analyse',
): EngineRequest | undefined {
  if (opp.problem === 'unavailable' || state.game.isOver) return undefined;
  if (boardLocked(state, opp)) return undefined;
  const key = positionKey(state);
  if (!engineSupports(state.game.size)) {
    opp.problem = 'size';
    opp.problemKey = key;
    return undefined;
  }
  opp.pending = { kind, key };
  opp.shown = undefined;
  opp.focus = undefined;
  return kind === 'hint'
    ? { kind, key, limits: HINT_LIMITS }
    : { kind, key, limits: ANALYSE_LIMITS, deepen: { capMs: ANALYSE_CAP_MS } };
}

/**
 * The engine's answer for the position `key`: the computer's move is played, a hint or an
 * analysis is kept to show. An answer for a position no longer on the board is ignored.
 * Returns true when the page changed.
 */
export function receive(
  state: OmokState,
  opp: OpponentState,
  kind: EngineKind,
  key: string,
  answer: EngineAnswer,
  final = true,
): boolean {
  if (opp.pending === undefined || opp.pending.key !== key || opp.pending.kind !== kind) {
    return false;
  }
  if (!final) {
    // A deeper answer of an analysis under way: shown, and the search goes on.
    if (kind !== 'analyse' || positionKey(state) !== key) return false;
    opp.shown = { kind, key, answer };
    return true;
  }
  opp.pending = undefined;
  if (positionKey(state) !== key) return false;
  if (kind !== 'move') {
    opp.shown = { kind, key, answer };
    return true;
  }
  const move = answer.move;
  if (move === null || !computerToMove(state, opp)) return true;
  const color = state.game.toPlay;
  placeStone(state, move.row, move.col);
  if (positionKey(state) !== key) opp.played = { key: positionKey(state), at: move, color };
  else {
    // Refused (never expected: the engine plays only legal points): say so, do not ask again.
    opp.problem = 'failed';
    opp.problemKey = key;
  }
  return true;
}

/** The engine could not answer (no Web Workers, or the worker failed). */
export function engineFailed(state: OmokState, opp: OpponentState, unavailable: boolean): void {
  opp.pending = undefined;
  opp.problem = unavailable ? 'unavailable' : 'failed';
  opp.problemKey = positionKey(state);
}

/** Who the computer plays (a change stops a search of the other side's move). */
export function chooseOpponent(opp: OpponentState, opponent: Opponent): void {
  opp.opponent = opponent;
  if (opp.pending?.kind === 'move') opp.pending = undefined;
}

export function chooseStrength(opp: OpponentState, strength: Strength): void {
  opp.strength = strength;
}

/**
 * Undo against the computer takes back the person's last move and the computer's reply to it:
 * stones come off until it is the person's turn again (or nothing is left to take back).
 */
export function undoTurn(state: OmokState, opp: OpponentState): void {
  opp.pending = undefined;
  undoMove(state);
  const color = computerColor(opp);
  if (color !== undefined && state.game.toPlay === color && state.game.canUndo) undoMove(state);
}

/** Redo against the computer plays again the person's move and the computer's reply. */
export function redoTurn(state: OmokState, opp: OpponentState): void {
  redoMove(state);
  const color = computerColor(opp);
  if (color !== undefined && state.game.toPlay === color && state.game.canRedo) {
    redoMove(state);
  }
}

/** The computer's settings in a link's query (`vs=white&level=strong`); the usual are left out. */
export function opponentParams(opp: OpponentState, params: URLSearchParams): void {
  if (opp.opponent !== 'off') params.set('vs', opp.opponent);
  if (opp.strength !== 'normal') params.set('level', opp.strength);
}

/** The computer's settings a link names; anything else is the usual. */
/** The computer's settings of a link that are left out (not a value they can take). */
export function opponentNotes(params: URLSearchParams): { name: string; value: string }[] {
  const notes: { name: string; value: string }[] = [];
  const vs = params.get('vs');
  if (vs !== null && !(OPPONENTS as readonly string[]).includes(vs)) {
    notes.push({ name: 'vs', value: vs });
  }
  const level = params.get('level');
  if (level !== null && !(STRENGTHS as readonly string[]).includes(level)) {
    notes.push({ name: 'level', value: level });
  }
  return notes;
}

export function opponentFromParams(params: URLSearchParams): OpponentState {
  const opp = initialOpponent();
  const vs = params.get('vs');
  if ((OPPONENTS as readonly (string | null)[]).includes(vs)) opp.opponent = vs as Opponent;
  const level = params.get('level');
  if ((STRENGTHS as readonly (string | null)[]).includes(level)) opp.strength = level as Strength;
  return opp;
}

/** How an evaluation reads: who wins by force, who is better, or about even. */
export type Verdict =
  | { readonly kind: 'forced'; readonly winner: Color; readonly moves: number; readonly by: string }
  | { readonly kind: 'wins'; readonly winner: Color; readonly moves: number }
  | { readonly kind: 'better'; readonly color: Color; readonly much: boolean }
  | { readonly kind: 'even' };

/** Below this evaluation the position is about even; above `MUCH` clearly better (a flex three is 90). */
const EVEN = 60;
const MUCH = 300;

/** The verdict on `answer`, found for `toMove`. */
export function verdictOf(answer: EngineAnswer, toMove: Color): Verdict {
  const other: Color = toMove === BLACK ? WHITE : BLACK;
  if (answer.forced !== null) {
    return {
      kind: 'forced',
      winner: toMove,
      moves: Math.ceil(answer.forced.line.length / 2),
      by: answer.forced.kind,
    };
  }
  if (answer.winIn !== null) {
    return {
      kind: 'wins',
      winner: answer.winIn > 0 ? toMove : other,
      moves: Math.ceil(Math.abs(answer.winIn) / 2),
    };
  }
  if (Math.abs(answer.score) < EVEN) return { kind: 'even' };
  return {
    kind: 'better',
    color: answer.score > 0 ? toMove : other,
    much: Math.abs(answer.score) >= MUCH,
  };
}

/** The main line of an analysis: the forced win when there is one, else the PV. */
export function mainLine(answer: EngineAnswer): readonly Point[] {
  return answer.forced?.line ?? answer.pv;
}

/**
 * The points to draw for what is shown: the hint, or the line looked at (the main line, or a
 * candidate's), cut at the move previewed.
 */
export function shownPoints(
  shown: Shown | undefined,
  focus?: OpponentState['focus'],
): {
  hint: Point | undefined;
  line: readonly Point[];
  /** The index in `line` of the move previewed, if any. */
  focused: number | undefined;
} {
  if (shown === undefined) return { hint: undefined, line: [], focused: undefined };
  if (shown.kind === 'hint') {
    return { hint: shown.answer.move ?? undefined, line: [], focused: undefined };
  }
  const candidate =
    focus !== undefined && focus.line !== 'pv' ? shown.answer.candidates?.[focus.line] : undefined;
  const line = candidate?.pv ?? mainLine(shown.answer);
  if (focus === undefined) return { hint: undefined, line, focused: undefined };
  const upTo = Math.max(1, Math.min(line.length, focus.upTo));
  return { hint: undefined, line: line.slice(0, upTo), focused: upTo - 1 };
}

/** Looks at a line on the board up to its `upTo`-th move; the same again looks away. */
export function focusLine(opp: OpponentState, line: 'pv' | number, upTo: number): void {
  const same = opp.focus?.line === line && opp.focus.upTo === upTo;
  opp.focus = same ? undefined : { line, upTo };
}

/**
 * An evaluation as the panel shows it, from black's side (positive: black is better): a number,
 * or a proven win in so many moves, and the bar's share for black (0 to 1).
 */
export function blackView(
  answer: Pick<EngineAnswer, 'score' | 'winIn' | 'forced'>,
  toMove: Color,
): { score: number; winIn: number | null; share: number } {
  const sign = toMove === BLACK ? 1 : -1;
  const forcedPlies = answer.forced === null ? null : answer.forced.line.length;
  const plies = answer.winIn ?? forcedPlies;
  const winIn = plies === null ? null : sign * Math.ceil(Math.abs(plies) / 2) * Math.sign(plies);
  if (winIn !== null) return { score: sign * answer.score, winIn, share: winIn > 0 ? 1 : 0 };
  const score = sign * answer.score;
  return { score, winIn: null, share: 1 / (1 + Math.exp(-score / 250)) };
}
