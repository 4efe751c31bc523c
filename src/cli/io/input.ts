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

/**
 * Blank space accepted past a one-case input's cap (trailing blank lines, however a file got
 * them): 64 MiB. Past that, the input is refused like any other too large one: blank lines
 * without end (`yes '' | nori yut`) were read for ever.
 */
export const MAX_BLANK_TAIL_BYTES = 64 * 1024 * 1024;

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
  maxBlankTail: number = MAX_BLANK_TAIL_BYTES,
): Promise<string> {
  const stream = openInput(file);
  const kept = new CappedText(maxBytes, maxBlankTail);
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      if (!kept.add(buffer)) {
        stream.destroy();
        throw new CliError(tooLarge);
      }
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(describeOpenError(file, error));
  }
  return kept.text();
}

/**
 * Like `readInput`, but synchronous: for the one-shot commands, where setting up a stream costs
 * more than reading the few bytes of a case.
 */
export function readInputSync(
  file: string | undefined,
  maxBytes: number,
  tooLarge: Message | string = tooLargeForOneCase(maxBytes),
  maxBlankTail: number = MAX_BLANK_TAIL_BYTES,
): string {
  const useStdin = file === undefined || file === '-';
  let fd: number;
  if (useStdin) checkStandardInput();
  try {
    fd = useStdin ? 0 : openSync(file, 'r');
  } catch (error) {
    throw new CliError(describeOpenError(file, error));
  }
  const kept = new CappedText(maxBytes, maxBlankTail);
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
      if (!kept.add(chunk.subarray(0, read))) throw new CliError(tooLarge);
    }
  } finally {
    if (!useStdin) closeSync(fd);
  }
  return kept.text();
}

/**
 * The bytes of an input up to a cap, and past it only blank space (spaces, tabs, line ends), which
 * is dropped: blank lines after a case are accepted, in flat memory, up to `maxBlankTail` bytes.
 */
class CappedText {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  /** Blank bytes dropped past the cap. */
  private blank = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxBlankTail: number,
  ) {}

  /** Keeps `chunk`; false when it goes past the cap with more than blank space, or too much. */
  add(chunk: Buffer): boolean {
    const room = this.maxBytes - this.size;
    if (chunk.length <= room) {
      this.chunks.push(Buffer.from(chunk));
      this.size += chunk.length;
      return true;
    }
    this.blank += chunk.length - Math.max(room, 0);
    if (this.blank > this.maxBlankTail) return false;
    for (let i = Math.max(room, 0); i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    }
    if (room > 0) {
      this.chunks.push(Buffer.from(chunk.subarray(0, room)));
      this.size += room;
    }
    return true;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Streams the input line by line (without the line end; a final line without newline is still a
 * line). Memory stays flat: a line longer than `maxLineBytes` has its runs of spaces and tabs
 * squeezed to one space (the tokens are the same), and a line still longer ends in an error naming
 * the line, whichever way the input's chunks happen to cut it.
 */
export async function* readLines(
  file: string | undefined,
  maxLineBytes: number,
): AsyncGenerator<string, void, undefined> {
  const stream = openInput(file);
  let pending = '';
  let lineNumber = 0;
  // A line's CR of a CR LF end is not part of it: not counted against the cap (a line of
  // exactly the cap's length with CR LF was refused).
  const bounded = (text: string): string => {
    const cr = text.endsWith('\r') ? 1 : 0;
    if (text.length - cr <= maxLineBytes) return text;
    const squeezed = text.replace(/[ \t]+/g, ' ');
    if (squeezed.length - cr <= maxLineBytes) return squeezed;
    stream.destroy();
    throw new CliError(msg('io.line-too-long', { line: lineNumber + 1, max: maxLineBytes }));
  };
  try {
    stream.setEncoding('utf8');
    for await (const chunk of stream as AsyncIterable<string>) {
      let start = 0;
      let newline = chunk.indexOf('\n', start);
      while (newline !== -1) {
        const line = bounded(pending + chunk.slice(start, newline));
        pending = '';
        lineNumber++;
        yield line.endsWith('\r') ? line.slice(0, -1) : line;
        start = newline + 1;
        newline = chunk.indexOf('\n', start);
      }
      pending = bounded(pending + chunk.slice(start));
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(describeOpenError(file, error));
  }
  if (pending.length > 0) yield pending.endsWith('\r') ? pending.slice(0, -1) : pending;
}
