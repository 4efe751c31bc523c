/**
 * An error in an input, as a message of the catalogue: the place in the game's terms (the row and
 * the value on it for an Omok board, the roll on the line for the dice) and what is wrong, by the
 * parser's code (`error.wording`). The one writer for the command line and the page. Pure.
 */
import type { InputError } from '../result.js';
import { isMessage, type Message, msg } from './index.js';

/** What the parsers add to an `InputError`: the board (from 1) and its row, when they know. */
export interface PlacedError extends InputError {
  readonly board?: number;
  readonly row?: number;
}

/** Where `error` is, as a message, or undefined when the whole input is at fault. */
function placeOf(error: PlacedError): Message | undefined {
  const { line, row, token, column } = error;
  if (line === undefined) return undefined;
  if (row !== undefined && token !== undefined) {
    return row === line
      ? msg('place.row-value', { row, token })
      : msg('place.row-value-line', { row, token, line });
  }
  if (token !== undefined) return msg('place.line-roll', { line, token });
  if (column !== undefined) return msg('place.line-column', { line, column });
  return msg('place.line', { line });
}

/**
 * `error` as one message: `place: what`, and `(board N)` after it when `withBoard` (a batch of
 * boards). A parser's error without a known code keeps its English message.
 */
export function inputErrorMessage(error: PlacedError, withBoard = false): Message | string {
  const what: Message | string = isMessage(error.wording) ? error.wording : error.message;
  const place = placeOf(error);
  const whole = place === undefined ? what : msg('input.at', { place, what });
  return withBoard && error.board !== undefined
    ? msg('input.board', { what: whole, board: error.board })
    : whole;
}
