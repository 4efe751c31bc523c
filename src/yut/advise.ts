/**
 * The advisor: in a game whose rolls are not known in advance, after a roll, which piece to move.
 * Each choice is scored by the expected final score when that piece moves now and the best policy
 * (policy.ts) is played from then on. Used by `nori yut --advise`.
 *
 * A position is written as the cells of pieces 1, 2, ... separated by commas (`o10,start,start,end`);
 * requests are validated here once, with a code and a message per error.
 */

import { type Message, msg, render } from '../i18n/index.js';
import { describeValue, quoteToken } from '../quote.js';
import type { Result } from '../result.js';
import type { Board, CellId } from './board.js';
import type { GameSize } from './board-file.js';
import { expectedFrom, type Policy, policyChoices, solvePolicy } from './policy.js';
import { type Position, tryMove } from './rules.js';

/** A position after some turns, the turn about to be played (1-based) and its roll. */
export interface AdviceRequest {
  /** Cell of each piece: `position[i]` for piece i + 1. */
  readonly position: Position;
  readonly turn: number;
  readonly roll: number;
  /** Points already scored (default 0): added to every expected final score. */
  readonly score?: number;
}

/** One piece's option: where it would go and what it is worth, or why it may not move. */
export interface AdviceChoice {
  /** 1-based, as in plans. */
  readonly piece: number;
  readonly from: string;
  readonly to: string | null;
  readonly points: number | null;
  /** Expected final score if this piece moves now and the best policy is played after. */
  readonly expected: number | null;
  /** Why the piece may not move: it has finished, or its move would end on another piece. */
  readonly refusal:
    | null
    | { readonly reason: 'finished' }
    | { readonly reason: 'occupied'; readonly by: number };
}

/** The advice for one roll. */
export interface Advice {
  readonly turn: number;
  readonly turns: number;
  readonly roll: number;
  readonly score: number;
  /** The piece to move (the lowest-numbered among equally good ones); null when none can move. */
  readonly best: number | null;
  /** Expected final score after the best move (or after the turn passes). */
  readonly expected: number;
  readonly choices: readonly AdviceChoice[];
}

/** What is wrong with a request. */
export type AdviceErrorCode =
  | 'unknown-cell'
  | 'wrong-piece-count'
  | 'shared-cell'
  | 'turn-out-of-range'
  | 'roll-out-of-range'
  | 'bad-score'
  | 'too-many-states';

export interface AdviceError {
  readonly code: AdviceErrorCode;
  /** In English. */
  readonly message: string;
  /** The same as a message of the catalogue, for any language: `render(lang, error.text)`. */
  readonly text: Message;
}

export type AdviceResult = Result<Advice, AdviceError>;

export type PositionResult = Result<CellId[], AdviceError>;

const fail = (code: AdviceErrorCode, text: Message) => ({
  ok: false as const,
  error: { code, message: render('en', text), text },
});

/**
 * Reads a position written as cell labels separated by commas, piece 1 first
 * (`o10,start,start,end`; spaces around commas are allowed), for a game of `pieces` pieces.
 */
export function parsePosition(board: Board, text: string, pieces: number): PositionResult {
  const labels = text.split(',').map((label) => label.trim());
  const cells: CellId[] = [];
  for (const [index, label] of labels.entries()) {
    const cell = board.idOf.get(label);
    if (cell === undefined) {
      const shown = label === '' ? msg('advise.empty-name') : quoteToken(label);
      return fail(
        'unknown-cell',
        msg('advise.unknown-cell', { piece: index + 1, shown, board: quoteToken(board.name) }),
      );
    }
    cells.push(cell);
  }
  if (cells.length !== pieces) {
    return fail('wrong-piece-count', msg('advise.wrong-count', { count: cells.length, pieces }));
  }
  return { ok: true, value: cells };
}

/** Checks a request against the board and the game; the first problem found, or null. */
export function checkAdviceRequest(
  board: Board,
  game: GameSize,
  request: AdviceRequest,
): AdviceError | null {
  const { position, turn, roll, score = 0 } = request;
  if (position.length !== game.pieces) {
    return fail(
      'wrong-piece-count',
      msg('advise.wrong-count.position', { count: position.length, pieces: game.pieces }),
    ).error;
  }
  for (const [piece, cell] of position.entries()) {
    if (typeof cell !== 'number') {
      // A label ("start") or anything else where a cell id belongs: said so, not "no cell start".
      const found = describeValue(cell);
      return fail('unknown-cell', msg('advise.cell-not-id', { piece: piece + 1, found })).error;
    }
    if (!Number.isInteger(cell) || cell < 0 || cell >= board.size) {
      return fail('unknown-cell', msg('advise.no-cell', { piece: piece + 1, cell })).error;
    }
    // Rule 5 of docs/rules-dice-yut.md: only the start and the end hold several pieces.
    const other = position.indexOf(cell);
    if (other !== piece && cell !== board.start && cell !== board.end) {
      return fail(
        'shared-cell',
        msg('advise.shared', {
          a: other + 1,
          b: piece + 1,
          cell: board.labels[cell]!,
          start: board.labels[board.start]!,
          end: board.labels[board.end]!,
        }),
      ).error;
    }
  }
  if (!Number.isInteger(turn) || turn < 1 || turn > game.turns) {
    return fail('turn-out-of-range', msg('advise.turn', { turns: game.turns, turn })).error;
  }
  if (!Number.isInteger(roll) || roll < 1 || roll > game.faces) {
    return fail('roll-out-of-range', msg('advise.roll', { faces: game.faces, roll })).error;
  }
  if (!Number.isInteger(score) || score < 0) {
    return fail('bad-score', msg('advise.score', { score })).error;
  }
  return null;
}

/**
 * Advice for one roll: every piece's option with its expected final score, and the best one.
 * `policy` (optional) is a table already built for this game, e.g. from the start; when the
 * position is not in it, a table is built from the position itself.
 */
export function advise(
  board: Board,
  game: GameSize,
  request: AdviceRequest,
  policy?: Policy,
  options: { maxStates?: number } = {},
): AdviceResult {
  const problem = checkAdviceRequest(board, game, request);
  if (problem !== null) return { ok: false, error: problem };
  const { position, turn, roll, score = 0 } = request;
  let choices = policy === undefined ? undefined : policyChoices(policy, position, turn, roll);
  let table = policy;
  if (choices === undefined) {
    const built = solvePolicy(board, game, { from: position, turn, ...options });
    if (!built.ok) return built;
    table = built.value;
    choices = policyChoices(table, position, turn, roll)!;
  }
  const choiceOf = new Map(choices.map((choice) => [choice.move.piece, choice]));
  let best: number | null = null;
  let bestExpected = Number.NEGATIVE_INFINITY;
  const list: AdviceChoice[] = position.map((from, piece) => {
    const choice = choiceOf.get(piece);
    const label = board.labels[from]!;
    if (choice === undefined) {
      const attempt = tryMove(board, position, piece, roll);
      const refusal = attempt.ok
        ? null
        : attempt.error.reason === 'finished'
          ? { reason: 'finished' as const }
          : { reason: 'occupied' as const, by: attempt.error.by + 1 };
      return { piece: piece + 1, from: label, to: null, points: null, expected: null, refusal };
    }
    const expected = score + choice.expected;
    if (expected > bestExpected) {
      bestExpected = expected;
      best = piece + 1;
    }
    return {
      piece: piece + 1,
      from: label,
      to: board.labels[choice.move.to]!,
      points: choice.move.points,
      expected,
      refusal: null,
    };
  });
  // No piece can move: the turn passes and scores nothing.
  const expected = best === null ? score + expectedFrom(table!, position, turn + 1)! : bestExpected;
  return {
    ok: true,
    value: { turn, turns: game.turns, roll, score, best, expected, choices: list },
  };
}
