/**
 * Reading the command's input: with a size cap, so that a huge or endless input ends in a clear
 * error instead of unbounded memory; batch inputs streamed line by line.
 */
import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { type Message, msg } from '../../i18n/index.js';
import { CliError, describeOpenError, isCliError } from './errors.js';

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
  if (isDirectory) throw new CliError(msg('io.stdin-directory'));
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

/** The error of a one-case input over its cap, where `--batch` is the way to many cases. */
function tooLargeForOneCase(maxBytes: number): Message {
  return msg('io.too-large', { bytes: maxBytes });
}

/**
 * Reads the whole input (a file, or standard input for `undefined` / `-`) as UTF-8 text, refusing
 * more than `maxBytes` so that a huge input cannot exhaust memory: over it, a `CliError` with the
 * message `tooLarge` (by default one that points to `--batch`, for the inputs of one case).
 */
export async function readInput(
  file: string | undefined,
  maxBytes: number,
  tooLarge: Message | string = tooLargeForOneCase(maxBytes),
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
  tooLarge: Message | string = tooLargeForOneCase(maxBytes),
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
        throw new CliError(msg('io.line-too-long', { line: lineNumber + 1, max: maxLineBytes }));
      }
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(describeOpenError(file, error));
  }
  if (pending.length > 0) yield pending.endsWith('\r') ? pending.slice(0, -1) : pending;
}
