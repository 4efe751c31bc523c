/**
 * Writing a file whole or not at all (`--out`, `--save`): the bytes go to a temporary file that
 * replaces the target only when complete; a failure, an error of the caller or a stopping signal
 * (signals.ts) leaves the old file and no temporary file.
 */
import {
  closeSync,
  fchmodSync,
  fstatSync,
  fsyncSync,
  openSync,
  realpathSync,
  renameSync,
  type Stats,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type Message, msg } from '../../i18n/index.js';
import { CliError, isCliError, systemErrorMessage } from './errors.js';
import { onStop } from './signals.js';

/** Temporary files being written now: removed however nori ends (but SIGKILL). */
const temporaries = new Set<string>();

function removeTemporaries(): void {
  for (const path of temporaries) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing to clean.
    }
  }
  temporaries.clear();
}

/** Withdraws the clean-up of the signals module while no file is being written. */
let releaseStop: (() => void) | undefined;

function trackTemporary(path: string): void {
  if (temporaries.size === 0) {
    // A stopping signal removes the temporary files, then ends nori with 128 + N (signals.ts);
    // any other end (an uncaught error, process.exit) removes them too.
    releaseStop = onStop(removeTemporaries);
    process.on('exit', removeTemporaries);
  }
  temporaries.add(path);
}

function untrackTemporary(path: string): void {
  temporaries.delete(path);
  if (temporaries.size === 0) {
    releaseStop?.();
    releaseStop = undefined;
    process.off('exit', removeTemporaries);
  }
}

/**
 * A file being written whole or not at all (see `openFileAtomic`): `write` as often as needed,
 * then `commit` (the file appears, complete) or `abandon` (nothing changes).
 */
export interface AtomicFile {
  /** The path the file will have once committed. */
  readonly path: string;
  /** Appends bytes; on failure the file is abandoned and a `CliError` thrown. */
  write(bytes: Uint8Array): void;
  /** Puts the complete file in place; on failure abandons it and throws a `CliError`. */
  commit(): void;
  /** Forgets what was written: the old file, if any, is untouched; the temporary file is gone. */
  abandon(): void;
}

/** `cannot write PATH: why`, for an error of the file system. */
function cannotWrite(path: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const why = code === 'ENOENT' ? msg('sys.ENOENT.directory') : systemErrorMessage(error);
  return new CliError(msg('io.write-failed', { file: path, why }));
}

/**
 * Opens `path` to be written whole or not at all: the bytes go to a temporary file beside it
 * (same directory, so the rename cannot cross file systems), which replaces `path` only when
 * `commit` is called. Until then, and whatever happens — a failed write (a full disk), an error
 * of the caller, any stopping signal of signals.ts (Ctrl-C, SIGTERM, SIGQUIT, ...: nori ends
 * with 128 + N) — an existing file keeps its old content and no temporary file is left. A symbolic link is followed (the
 * file it names is replaced). A named pipe (FIFO) or a directory is refused at once; a device
 * (such as /dev/null) is written directly, as it cannot be replaced. Throws a `CliError` naming
 * the path when it cannot be written.
 */
/** Which of nori's standard streams is the file of `stats` (device and inode), if any. */
export function ownStream(stats: Stats): Message | undefined {
  const streams = [msg('io.stdin'), msg('io.stdout'), msg('io.stderr')];
  for (const [fd, stream] of streams.entries()) {
    try {
      const open = fstatSync(fd);
      if (open.dev === stats.dev && open.ino === stats.ino) return stream;
    } catch {
      // that stream is closed
    }
  }
  return undefined;
}

export function openFileAtomic(path: string): AtomicFile {
  let target = path;
  let mode: number | undefined;
  try {
    const stats = statSync(path);
    if (stats.isFIFO()) {
      throw new CliError(msg('io.write-failed', { file: path, why: msg('io.fifo') }));
    }
    if (stats.isDirectory()) {
      throw new CliError(msg('io.write-failed', { file: path, why: msg('sys.EISDIR') }));
    }
    if (!stats.isFile()) return openDirect(path);
    // Replacing the file one of nori's own streams goes to would lose what is written there
    // (`--out table.bin > table.bin`: the summary would go to the file taken away).
    const stream = ownStream(stats);
    if (stream !== undefined) {
      throw new CliError(
        msg('io.write-failed', { file: path, why: msg('io.own-stream', { stream }) }),
      );
    }
    target = realpathSync(path);
    mode = stats.mode & 0o7777;
  } catch (error) {
    if (isCliError(error)) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw cannotWrite(path, error);
  }
  const temporary = join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`,
  );
  // The signal handlers go in before the file exists: a signal that comes as soon as the file
  // can be seen must find them there, or it ends nori with the temporary file left behind.
  trackTemporary(temporary);
  let fd: number;
  try {
    fd = openSync(temporary, 'wx');
  } catch (error) {
    untrackTemporary(temporary);
    throw cannotWrite(path, error);
  }
  let open = true;
  const abandon = (): void => {
    if (open) closeSync(fd);
    open = false;
    try {
      unlinkSync(temporary);
    } catch {
      // Already gone.
    }
    untrackTemporary(temporary);
  };
  return {
    path,
    write: writer(fd, path, abandon),
    commit() {
      try {
        if (mode !== undefined) fchmodSync(fd, mode);
        fsyncSync(fd);
        closeSync(fd);
        open = false;
        renameSync(temporary, target);
      } catch (error) {
        abandon();
        throw cannotWrite(path, error);
      }
      untrackTemporary(temporary);
    },
    abandon,
  };
}

/**
 * An `AtomicFile`'s `write`: every byte to `fd` (writeSync may write fewer than it is given); on
 * failure `undo` (abandon or close) and a `CliError` naming `path`.
 */
function writer(fd: number, path: string, undo: () => void): (bytes: Uint8Array) => void {
  return (bytes) => {
    try {
      for (let written = 0; written < bytes.length; ) {
        written += writeSync(fd, bytes, written, bytes.length - written);
      }
    } catch (error) {
      undo();
      throw cannotWrite(path, error);
    }
  };
}

/** A device (not a regular file) is written in place: there is nothing to replace. */
function openDirect(path: string): AtomicFile {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw cannotWrite(path, error);
  }
  let open = true;
  const close = (): void => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    path,
    write: writer(fd, path, close),
    commit: close,
    abandon: close,
  };
}

/**
 * Writes `data` (text as UTF-8) to `path` whole or not at all: see `openFileAtomic`, which this
 * opens, writes and commits in one call. Throws a `CliError` naming the path on failure.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const file = openFileAtomic(path);
  file.write(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
  file.commit();
}
