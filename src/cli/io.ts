/**
 * Input and output for the command line: the only place (with the command modules) that touches
 * `process`. Inputs are read with a size cap, so a huge or endless input ends in a clear error
 * instead of unbounded memory; batch inputs are streamed line by line.
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import type { Readable } from 'node:stream';

/** Exit codes of cli.md. */
export const EXIT = {
  ok: 0,
  checkFailed: 1,
  usage: 2,
  brokenPromise: 3,
} as const;

/** A command's outcome: the exit code it wants. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error that ends a command with one line on standard error and an exit code. */
export class CliError extends Error {
  /** A brand instead of `instanceof`: each command is its own bundle with its own copy of this class. */
  readonly isCliError = true;
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.usage,
  ) {
    super(message);
  }
}

/** True for a `CliError` from any bundle. */
export function isCliError(error: unknown): error is CliError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isCliError?: unknown }).isCliError === true
  );
}

/** Writes `nori <command>: <message>` as one line on standard error. */
export function printError(command: string, message: string): void {
  const oneLine = message.replace(/\s*\n\s*/g, ' ').trim();
  const who = command === '' || command === 'nori' ? 'nori' : `nori ${command}`;
  process.stderr.write(`${who}: ${oneLine}\n`);
}

function openInput(file: string | undefined): Readable {
  if (file === undefined || file === '-') return process.stdin;
  return createReadStream(file);
}

/** One line saying why a file (or standard input, for `undefined` or `-`) cannot be read. */
export function describeOpenError(file: string | undefined, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const name = file === undefined || file === '-' ? 'standard input' : file;
  switch (code) {
    case 'ENOENT':
      return `cannot read ${name}: no such file`;
    case 'EISDIR':
      return `cannot read ${name}: it is a directory`;
    case 'EACCES':
      return `cannot read ${name}: permission denied`;
    default:
      return `cannot read ${name}: ${(error as Error | undefined)?.message ?? String(error)}`;
  }
}

/**
 * Reads the whole input (a file, or standard input for `undefined` / `-`) as UTF-8 text, refusing
 * more than `maxBytes` so that a huge input cannot exhaust memory.
 */
export async function readInput(file: string | undefined, maxBytes: number): Promise<string> {
  const stream = openInput(file);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > maxBytes) {
        stream.destroy();
        throw new CliError(`input is larger than ${maxBytes} bytes; use --batch for many cases`);
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
export function readInputSync(file: string | undefined, maxBytes: number): string {
  const useStdin = file === undefined || file === '-';
  let fd: number;
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
      if (size > maxBytes) {
        throw new CliError(`input is larger than ${maxBytes} bytes; use --batch for many cases`);
      }
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

  /** Writes what is buffered and waits until the pipe accepts more (or the stream fails). */
  flush(): Promise<void> {
    if (this.size === 0 || this.failed) return Promise.resolve();
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return new Promise((resolve) => {
      if (this.out.write(text)) {
        resolve();
        return;
      }
      // A failed stream never drains: its error (or close) ends the wait too.
      const done = (): void => {
        this.out.off('drain', done);
        this.out.off('error', done);
        this.out.off('close', done);
        resolve();
      };
      this.out.once('drain', done);
      this.out.once('error', done);
      this.out.once('close', done);
    });
  }
}

/** A write error in words: "no space left on device" from "ENOSPC: no space left on device, write". */
function describeWriteError(error: NodeJS.ErrnoException): string {
  return error.message.replace(/^[A-Z0-9_]+: /, '').replace(/, write$/, '');
}

/**
 * Decides, once for every command, what a failure to write means (cli.md): a reader that stops
 * early (`nori gen omok --count 1000 | head`, EPIPE) is not an error, so the command ends quietly
 * with the exit code it has already set (`nori check` sets 1 before its report); any other failure
 * of standard output (a full disk, an I/O error) ends it with one line
 * `nori <command>: cannot write standard output: ...` and exit code 2. A failing standard error
 * is ignored but for EPIPE: there is nowhere left to say anything, and the exit code still tells.
 */
export function handleOutputErrors(command: string): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
    printError(command, `cannot write standard output: ${describeWriteError(error)}`);
    process.exit(EXIT.usage);
  });
  process.stderr.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
  });
}

/** True when colour may be used on this stream (a terminal, and NO_COLOR not set). */
export function wantsColor(stream: NodeJS.WriteStream = process.stdout): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  if (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}
