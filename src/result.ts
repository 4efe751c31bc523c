/**
 * One way to fail: every parser and every refusal of the cores returns a `Result`, and every error
 * about a text has the same shape, a code for programs, a message for people without the place,
 * and the place as data. `formatInputError` is the one writer that puts the place in front, for
 * the command line and the page alike. Pure.
 */

/** A value, or the reason there is none. */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A successful `Result`. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** A failed `Result`. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/**
 * An error in a text: `code` for programs, `message` for people (without the place), and where,
 * `line` and `column` counted from 1 (`column` absent when the whole line is at fault, `line` too
 * when the whole text is). A line of whitespace-separated values may name the value at fault by
 * its number, `token`, instead of a column.
 */
export interface InputError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly token?: number;
  /**
   * The message as data for the message catalogue (src/i18n): its code there and the values of
   * its placeholders, rendered in the reader's language at the edge. Absent: `message` is all.
   */
  readonly wording?: {
    readonly code: string;
    readonly params: Readonly<Record<string, string | number>>;
  };
}

/** Where an error is, in words: `line 3, column 11`, `line 3, token 2`, `line 3`, or nothing. */
export function formatPlace(
  error: Pick<InputError, 'line' | 'column' | 'token'>,
): string | undefined {
  if (error.line === undefined) return undefined;
  if (error.column !== undefined) return `line ${error.line}, column ${error.column}`;
  if (error.token !== undefined) return `line ${error.line}, token ${error.token}`;
  return `line ${error.line}`;
}

/** An error as one line: `line L, column C: message`, `line L: message`, or the message alone. */
export function formatInputError(error: InputError): string {
  const place = formatPlace(error);
  return place === undefined ? error.message : `${place}: ${error.message}`;
}
