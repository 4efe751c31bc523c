/**
 * `nori check --save FILE`: the target is checked before the cases run (a failure found must not
 * be lost to a typo), and written whole or not at all by io/atomic.ts's `writeFileAtomic` (a temporary
 * file beside it, renamed into place once complete; removed on a failure or a signal).
 *
 * Refused before the run: an empty name, a directory, a FIFO or a socket (opening a FIFO waits for
 * a reader, for ever if none comes), a path that cannot be written. A character device
 * (/dev/null, a terminal) is accepted: it is written directly.
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../io/atomic.js';
import { CliError, describeSystemError, isCliError } from '../io/errors.js';

/** `cannot write FILE (--save): why`. */
function saveError(file: string, why: string): string {
  return `cannot write ${file} (--save): ${why}`;
}

/** An error of the file system about `file`, in words. */
function describe(error: unknown): string {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? 'no such directory'
    : describeSystemError(error);
}

/**
 * A usage error (exit 2) unless `file` can be saved to: a name (not ''), naming an existing regular
 * file or character device that is writable, or a new file in a directory that is. Creates nothing.
 */
export function checkSaveTarget(file: string): void {
  if (file === '') throw new CliError('--save needs a file name, found ""');
  let existing: ReturnType<typeof statSync> | undefined;
  try {
    existing = statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new CliError(saveError(file, describe(error)));
    }
  }
  if (existing?.isDirectory()) throw new CliError(saveError(file, 'it is a directory'));
  if (existing?.isFIFO() || existing?.isSocket()) {
    const what = existing.isFIFO() ? 'a named pipe (FIFO)' : 'a socket';
    throw new CliError(saveError(file, `it is ${what}; give a regular file`));
  }
  try {
    if (existing !== undefined) accessSync(file, constants.W_OK);
    // A new file, or a regular file replaced by a new one: its directory must take it.
    if (existing === undefined || existing.isFile()) {
      const target = existing === undefined ? file : realpathSync(file);
      accessSync(dirname(target), constants.W_OK | constants.X_OK);
    }
  } catch (error) {
    throw new CliError(saveError(file, describe(error)));
  }
}

/**
 * Writes the case to `file` whole or not at all. Returns the one-line error when it cannot (the
 * report of the failure is given all the same), or undefined.
 */
export function saveCase(file: string, text: string): string | undefined {
  try {
    writeFileAtomic(file, text);
    return undefined;
  } catch (error) {
    if (!isCliError(error)) throw error;
    const prefix = `cannot write ${file}: `;
    const why = error.message.startsWith(prefix)
      ? error.message.slice(prefix.length)
      : error.message;
    return saveError(file, why);
  }
}
