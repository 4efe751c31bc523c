/**
 * Input and output for the command line: the only place (with the command modules) that touches
 * `process`. Inputs are read with a size cap, so a huge or endless input ends in a clear error
 * instead of unbounded memory; batch inputs are streamed line by line.
 */
import {
  closeSync,
  createReadStream,
  fchmodSync,
  fstatSync,
  fsyncSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { localizeError } from '../i18n/errors.js';
import { type Lang, localeLang, type Message, msg, render } from '../i18n/index.js';
import { escapeTerminalControls } from '../quote.js';

/** Exit codes of docs/cli.md. */
export const EXIT = {
  ok: 0,
  checkFailed: 1,
  usage: 2,
  brokenPromise: 3,
} as const;

/** A command's outcome: the exit code it wants. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * An error that ends a command with one line on standard error and an exit code. Its `text` is a
 * catalogue message (`msg(...)`, src/i18n), rendered in the command's language when printed; its
 * `message` is the English rendering (for stacks and tests). A plain string is a text that is no
 * one's to translate (and, until every error has its code, one in English).
 */
export class CliError extends Error {
  /** A brand instead of `instanceof`: each command is its own bundle with its own copy of this class. */
  readonly isCliError = true;
  constructor(
    readonly text: Message | string,
    readonly exitCode: ExitCode = EXIT.usage,
  ) {
    super(render('en', text));
  }
}

/**
 * Where the language of this process's messages is kept: chosen once by the entry (src/cli/
 * entry.ts, from `--lang` or the locale) with `setMessageLang`. A slot of the process, not a
 * variable of this module, since every command is its own bundle with its own copy of io.ts.
 */
const LANG_SLOT = Symbol.for('nori.messageLang');

/** Sets the language of every message printed from now on (called once, by the entry). */
export function setMessageLang(lang: Lang): void {
  (globalThis as Record<symbol, unknown>)[LANG_SLOT] = lang;
}

/** The language chosen for this process's messages (the locale's before the entry chose). */
export function getMessageLang(): Lang {
  const chosen = (globalThis as Record<symbol, unknown>)[LANG_SLOT];
  return chosen === 'en' || chosen === 'ko' ? chosen : localeLang(process.env);
}

/** True for a `CliError` from any bundle. */
export function isCliError(error: unknown): error is CliError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isCliError?: unknown }).isCliError === true
  );
}

/**
 * Writes `nori <command>: <message>` as one line on standard error, in the language chosen for
 * this process (`setMessageLang`).
 */
export function printError(command: string, message: Message | string): void {
  const lang = getMessageLang();
  const words =
    typeof message === 'string'
      ? localizeError(message.replace(/\s*\n\s*/g, ' ').trim(), lang)
      : render(lang, message);
  const oneLine = words.replace(/\s*\n\s*/g, ' ').trim();
  const who = command === '' || command === 'nori' ? 'nori' : `nori ${command}`;
  // Whatever a message quotes (a file name from the command line, a token the parser missed),
  // no control character reaches the terminal (quote.ts).
  process.stderr.write(`${who}: ${escapeTerminalControls(oneLine)}\n`);
}

/**
 * Reports what ended a command as one line on standard error and returns the exit code: a
 * `CliError`'s own, or 70 (EX_SOFTWARE) for anything else, which is a bug (its stack with
 * NORI_DEBUG set). The one handler of main.ts and of entry.ts's fast paths.
 */
export function reportError(command: string, error: unknown): number {
  if (isCliError(error)) {
    printError(command, error.text ?? error.message);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  printError(command, msg('internal-error', { message }));
  if (process.env.NORI_DEBUG) console.error(error);
  return 70;
}

/**
 * Refuses a standard input that cannot hold a text: a directory (`nori omok --batch < .`) would
 * otherwise read as an empty input and answer nothing with exit 0.
 */
export function checkStandardInput(): void {
  let isDirectory = false;
  try {
    isDirectory = fstatSync(0).isDirectory();
  } catch {
    // No standard input at all (closed): reading it reports that in words.
  }
  if (isDirectory) throw new CliError('cannot read standard input: it is a directory');
}

function openInput(file: string | undefined): Readable {
  if (file === undefined || file === '-') {
    checkStandardInput();
    return process.stdin;
  }
  return createReadStream(file);
}

/**
 * The input as text in pieces (decoded as UTF-8, a character never split between pieces): for
 * readers that stop at the first error, so that a huge input costs one piece, not its whole size.
 */
export async function* readTextPieces(
  file: string | undefined,
): AsyncGenerator<string, void, undefined> {
  const stream = openInput(file);
  try {
    stream.setEncoding('utf8');
    for await (const piece of stream as AsyncIterable<string>) yield piece;
  } catch (error) {
    if (isCliError(error)) throw error;
    throw new CliError(describeOpenError(file, error));
  } finally {
    if (stream !== process.stdin) stream.destroy();
  }
}

/** What the system's error codes mean, in words a person can act on (never the raw code). */
const SYSTEM_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file would be too large',
  ENXIO: 'no device or reader at the other end (a socket, or a pipe nobody reads)',
  EBADF: 'it is not open (a closed file descriptor)',
  EIO: 'an input/output error of the device',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links (a loop?)',
  EPIPE: 'the reader has gone',
  ETXTBSY: 'the file is busy',
  EINVAL: 'it cannot be read or written this way',
};

/**
 * A file system error in words: "no space left on the device" for ENOSPC; for a code not listed,
 * the system's own text without the code ("ENOSPC: ..., write" gives "...").
 */
export function describeSystemError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && SYSTEM_ERRORS[code] !== undefined) return SYSTEM_ERRORS[code];
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^[A-Z0-9_]+: /, '').replace(/, [a-z]+( '.*')?$/, '');
}

/** One line saying why a file (or standard input, for `undefined` or `-`) cannot be read. */
export function describeOpenError(file: string | undefined, error: unknown): string {
  const name = file === undefined || file === '-' ? 'standard input' : file;
  return `cannot read ${name}: ${describeSystemError(error)}`;
}

/** The error of a one-case input over its cap, where `--batch` is the way to many cases. */
function tooLargeForOneCase(maxBytes: number): string {
  return `input is larger than ${maxBytes} bytes; use --batch for many cases`;
}

/**
 * Reads the whole input (a file, or standard input for `undefined` / `-`) as UTF-8 text, refusing
 * more than `maxBytes` so that a huge input cannot exhaust memory: over it, a `CliError` with the
 * message `tooLarge` (by default one that points to `--batch`, for the inputs of one case).
 */
export async function readInput(
  file: string | undefined,
  maxBytes: number,
  tooLarge = tooLargeForOneCase(maxBytes),
): Promise<string> {
  const stream = openInput(file);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > maxBytes) {
        stream.destroy();
        throw new CliError(tooLarge);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(describeOpenError(file, error));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Like `readInput`, but synchronous: for the one-shot commands, where setting up a stream costs
 * more than reading the few bytes of a case.
 */
export function readInputSync(
  file: string | undefined,
  maxBytes: number,
  tooLarge = tooLargeForOneCase(maxBytes),
): string {
  const useStdin = file === undefined || file === '-';
  let fd: number;
  if (useStdin) checkStandardInput();
  try {
    fd = useStdin ? 0 : openSync(file, 'r');
  } catch (error) {
    throw new CliError(describeOpenError(file, error));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(1 << 16);
      let read: number;
      try {
        read = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') continue;
        if (code === 'EOF') break;
        throw new CliError(describeOpenError(file, error));
      }
      if (read === 0) break;
      size += read;
      if (size > maxBytes) throw new CliError(tooLarge);
      chunks.push(chunk.subarray(0, read));
    }
  } finally {
    if (!useStdin) closeSync(fd);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Streams the input line by line (without the line end; a final line without newline is still a
 * line). Memory stays flat: a line longer than `maxLineBytes` ends in an error naming the line.
 */
export async function* readLines(
  file: string | undefined,
  maxLineBytes: number,
): AsyncGenerator<string, void, undefined> {
  const stream = openInput(file);
  let pending = '';
  let lineNumber = 0;
  try {
    stream.setEncoding('utf8');
    for await (const chunk of stream as AsyncIterable<string>) {
      let start = 0;
      let newline = chunk.indexOf('\n', start);
      while (newline !== -1) {
        const line = pending + chunk.slice(start, newline);
        pending = '';
        lineNumber++;
        yield line.endsWith('\r') ? line.slice(0, -1) : line;
        start = newline + 1;
        newline = chunk.indexOf('\n', start);
      }
      pending += chunk.slice(start);
      if (pending.length > maxLineBytes) {
        stream.destroy();
        throw new CliError(`line ${lineNumber + 1}: longer than ${maxLineBytes} characters`);
      }
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(describeOpenError(file, error));
  }
  if (pending.length > 0) yield pending.endsWith('\r') ? pending.slice(0, -1) : pending;
}

/**
 * Buffered writer for standard output, the one every command uses: many small writes become few
 * large ones, and the process waits for the pipe to drain so that memory stays flat when the reader
 * is slow. Once the stream has failed (a reader that left, a full disk) the buffer is `closed`:
 * text is dropped and `flush` no longer waits, so a producer can stop early. What a failure means
 * for the command (quiet exit, or one line and exit 2) is decided once, by `handleOutputErrors`.
 */
export class OutputBuffer {
  private parts: string[] = [];
  private size = 0;
  private failed = false;

  constructor(
    private readonly out: NodeJS.WritableStream = process.stdout,
    private readonly flushAt = 1 << 16,
  ) {
    out.once('error', () => {
      this.failed = true;
    });
  }

  /** True once the stream has failed: nothing more will be written. */
  get closed(): boolean {
    return this.failed;
  }

  /** Adds text; returns a promise only when the buffer was flushed into a full pipe. */
  write(text: string): Promise<void> | undefined {
    if (this.failed) return undefined;
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= this.flushAt) return this.flush();
    return undefined;
  }

  /**
   * Writes what is buffered and waits until the pipe accepts more (or the stream fails). Writes
   * made while a wait is on share it: one set of listeners, however many callers flush before
   * the pipe drains (a listener per flush once made Node warn of a leak).
   */
  flush(): Promise<void> {
    if (this.failed) return Promise.resolve();
    if (this.size > 0) {
      const text = this.parts.join('');
      this.parts = [];
      this.size = 0;
      if (!this.out.write(text)) this.waitForDrain();
    }
    return this.waiting ?? Promise.resolve();
  }

  private waiting: Promise<void> | undefined;

  private waitForDrain(): void {
    if (this.waiting !== undefined) return;
    this.waiting = new Promise((resolve) => {
      // A failed stream never drains: its error (or close) ends the wait too.
      const done = (): void => {
        this.out.off('drain', done);
        this.out.off('error', done);
        this.out.off('close', done);
        this.waiting = undefined;
        resolve();
      };
      this.out.once('drain', done);
      this.out.once('error', done);
      this.out.once('close', done);
    });
  }
}

/**
 * Decides, once for every command, what a failure to write means (docs/cli.md): a reader that stops
 * early (`nori gen omok --count 1000 | head`, EPIPE) is not an error, so the command ends quietly
 * with the exit code it has already set (`nori check` sets 1 before its report); any other failure
 * of standard output (a full disk, an I/O error) ends it with one line
 * `nori <command>: cannot write standard output: ...` and exit code 2. A failing standard error
 * is ignored but for EPIPE: there is nowhere left to say anything, and the exit code still tells.
 */
export function handleOutputErrors(command: string): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
    printError(command, `cannot write standard output: ${describeSystemError(error)}`);
    process.exit(EXIT.usage);
  });
  process.stderr.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
  });
}

/** True when colour may be used on this stream: a terminal, not TERM=dumb, and NO_COLOR not set (FORCE_COLOR overrides). */
export function wantsColor(stream: NodeJS.WriteStream = process.stdout): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  if (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== '0') return true;
  // A terminal that says it cannot show colour (TERM=dumb: Emacs shells, some CI logs).
  if (process.env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

// ---------------------------------------------------------------------------------------------
// Writing a file whole or not at all.

/** Temporary files being written now: removed however nori ends (but SIGKILL). */
const temporaries = new Set<string>();

/** The signals that end nori while a file is written, with their exit codes (docs/cli.md: 128 + N). */
const STOPPING_SIGNALS: readonly (readonly [NodeJS.Signals, number])[] = [
  ['SIGHUP', 129],
  ['SIGINT', 130],
  ['SIGTERM', 143],
];

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

function stopOnSignal(signal: NodeJS.Signals): void {
  removeTemporaries();
  process.exit(STOPPING_SIGNALS.find(([name]) => name === signal)?.[1] ?? 1);
}

function trackTemporary(path: string): void {
  if (temporaries.size === 0) {
    for (const [signal] of STOPPING_SIGNALS) process.on(signal, stopOnSignal);
    process.on('exit', removeTemporaries);
  }
  temporaries.add(path);
}

function untrackTemporary(path: string): void {
  temporaries.delete(path);
  if (temporaries.size === 0) {
    for (const [signal] of STOPPING_SIGNALS) process.off(signal, stopOnSignal);
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
  const why = code === 'ENOENT' ? 'no such directory' : describeSystemError(error);
  return new CliError(`cannot write ${path}: ${why}`);
}

/**
 * Opens `path` to be written whole or not at all: the bytes go to a temporary file beside it
 * (same directory, so the rename cannot cross file systems), which replaces `path` only when
 * `commit` is called. Until then, and whatever happens — a failed write (a full disk), an error
 * of the caller, Ctrl-C, SIGTERM or SIGHUP (which end nori with 130, 143 or 129) — an existing
 * file keeps its old content and no temporary file is left. A symbolic link is followed (the
 * file it names is replaced). A named pipe (FIFO) or a directory is refused at once; a device
 * (such as /dev/null) is written directly, as it cannot be replaced. Throws a `CliError` naming
 * the path when it cannot be written.
 */
export function openFileAtomic(path: string): AtomicFile {
  let target = path;
  let mode: number | undefined;
  try {
    const stats = statSync(path);
    if (stats.isFIFO()) {
      throw new CliError(`cannot write ${path}: it is a named pipe (FIFO); give a regular file`);
    }
    if (stats.isDirectory()) throw new CliError(`cannot write ${path}: it is a directory`);
    if (!stats.isFile()) return openDirect(path);
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
