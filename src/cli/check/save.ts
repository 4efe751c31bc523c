/**
 * `nori check --save FILE`: the target is checked before the cases run (a failure found must not
 * be lost to a typo), and written whole or not at all by io/atomic.ts's `writeFileAtomic` (a temporary
 * file beside it, renamed into place once complete; removed on a failure or a signal).
 *
 * Refused before the run: an empty name, a directory, a FIFO or a socket (opening a FIFO waits for
 * a reader, for ever if none comes), a block device, a path that cannot be written, and a file
 * the check reads or writes itself: the source or any other input file (issue 23: `--save
 * mine.cpp` overwrote the source), and nori's own standard input, output or error (`--save
 * /dev/stdout > file` replaced the file the report was going to). A character device such as
 * /dev/null is accepted: it is written directly.
 */
import { accessSync, constants, realpathSync, type Stats, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { isMessage, type Message, msg } from '../../i18n/index.js';
import { escapeTerminalControls } from '../../quote.js';
import { ownStream, writeFileAtomic } from '../io/atomic.js';
import { CliError, isCliError, systemErrorMessage } from '../io/errors.js';

/** `cannot write FILE (--save): why` (catalogue), the name with its control characters escaped. */
function saveError(file: string, why: Message | string): Message {
  return msg('check.save.refused', { file: escapeTerminalControls(file), why });
}

/** The same file (device and inode). */
function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}

/** Why `target` is a file the check itself uses, or undefined. */
function usedByTheCheck(target: Stats, inputs: readonly string[]): Message | undefined {
  const stream = ownStream(target);
  if (stream !== undefined) return msg('check.save.stream', { stream });
  for (const input of inputs) {
    try {
      if (sameFile(target, statSync(input))) {
        return msg('check.save.input', { input: escapeTerminalControls(input) });
      }
    } catch {
      // not a file
    }
  }
  return undefined;
}

/** An error of the file system about `file`, in words. */
function describe(error: unknown): Message | string {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? msg('sys.ENOENT.directory')
    : systemErrorMessage(error);
}

/**
 * A usage error (exit 2) unless `file` can be saved to: a name (not ''), naming an existing regular
 * file or character device that is writable, or a new file in a directory that is, and none of
 * `inputs` (the source, the command's words that name files) nor nori's standard streams.
 * Creates nothing.
 */
export function checkSaveTarget(file: string, inputs: readonly string[] = []): void {
  if (file === '') throw new CliError(msg('check.save.empty'));
  // `-` names standard input or output elsewhere; here it made a file called `-`.
  if (file === '-') throw new CliError(msg('check.save.dash'));
  let existing: Stats | undefined;
  try {
    existing = statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new CliError(saveError(file, describe(error)));
    }
  }
  if (existing?.isDirectory()) throw new CliError(saveError(file, msg('sys.EISDIR')));
  if (existing?.isFIFO() || existing?.isSocket() || existing?.isBlockDevice()) {
    const why = existing.isFIFO()
      ? msg('io.fifo')
      : existing.isSocket()
        ? msg('check.save.socket')
        : msg('check.save.block-device');
    throw new CliError(saveError(file, why));
  }
  const used = existing === undefined ? undefined : usedByTheCheck(existing, inputs);
  if (used !== undefined) throw new CliError(saveError(file, used));
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
export function saveCase(file: string, text: string): Message | undefined {
  try {
    writeFileAtomic(file, text);
    return undefined;
  } catch (error) {
    if (!isCliError(error)) throw error;
    // The atomic writer says `cannot write FILE: why`; keep its why, say --save.
    const said = error.text;
    if (isMessage(said) && said.code === 'io.write-failed') {
      return saveError(file, said.params.why as Message | string);
    }
    const prefix = `cannot write ${file}: `;
    const words = error.message;
    return saveError(file, words.startsWith(prefix) ? words.slice(prefix.length) : words);
  }
}
