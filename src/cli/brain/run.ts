/**
 * `nori brain`: a Gomocup (Piskvork) brain on standard input and output (session.ts has the
 * protocol). Lines are handled one at a time, in order: while the brain thinks it reads nothing,
 * as the protocol asks of a single-threaded brain. Answers are written at once (standard output to
 * a pipe is synchronous on Linux and macOS; on Windows the write is queued before the next line is
 * read).
 *
 * The input is split into lines here, from raw bytes, with a cap: a line longer than
 * `MAX_LINE_BYTES` is skipped to its end without being kept (memory stays flat whatever its size)
 * and answered with one ERROR line; the brain goes on. Each line carries the time its bytes
 * arrived, from which its turn's time is counted.
 */

import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Lang } from '../../i18n/index.js';
import { CliError, describeOpenError, EXIT } from '../io/errors.js';
import { checkStandardInput } from '../io/input.js';
import { BrainSession, MAX_LINE_BYTES, type Reply } from './session.js';

declare const NORI_VERSION: string;

/** Options of `nori brain`. */
export interface BrainOptions {
  /** Write what each search found as DEBUG lines. */
  debug?: boolean;
  /** The language of the texts after ERROR, MESSAGE, UNKNOWN and DEBUG (chosen by the entry). */
  lang?: Lang;
}

/** A line of the input, or the mark of one too long to keep; with the time it arrived. */
export type InputLine =
  | { readonly kind: 'line'; readonly text: string; readonly at: number }
  | { readonly kind: 'overlong'; readonly at: number };

/**
 * Splits a byte stream into lines (LF or CR LF ended; a last line without an end still counts),
 * keeping at most `maxBytes` of a line: a longer one gives one `overlong` mark and its bytes are
 * dropped as they come.
 */
export async function* inputLines(
  stream: AsyncIterable<Buffer | string>,
  maxBytes: number = MAX_LINE_BYTES,
  clock: () => number = () => performance.now(),
): AsyncGenerator<InputLine, void, undefined> {
  let parts: Buffer[] = [];
  let kept = 0;
  let skipping = false;
  const decoder = new StringDecoder('utf8');
  const text = (): string => {
    const line = decoder.write(Buffer.concat(parts)) + decoder.end();
    parts = [];
    kept = 0;
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  };
  for await (const piece of stream) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    const at = clock();
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline < 0 ? chunk.length : newline;
      if (!skipping) {
        if (kept + (end - start) > maxBytes) {
          skipping = true;
          parts = [];
          kept = 0;
        } else if (end > start) {
          parts.push(chunk.subarray(start, end));
          kept += end - start;
        }
      }
      if (newline < 0) break;
      if (skipping) {
        skipping = false;
        yield { kind: 'overlong', at };
      } else {
        yield { kind: 'line', text: text(), at };
      }
      start = newline + 1;
    }
  }
  if (skipping) yield { kind: 'overlong', at: clock() };
  else if (kept > 0) yield { kind: 'line', text: text(), at: clock() };
}

/** Runs the brain until END or the end of the input; returns the exit code. */
export async function runBrain(options: BrainOptions): Promise<number> {
  // A directory as standard input is an error (one line, exit 2), not an empty session.
  checkStandardInput();
  const write = (line: string) => {
    process.stdout.write(`${line}\n`);
  };
  const version = typeof NORI_VERSION === 'string' ? NORI_VERSION : '0.0.0-dev';
  const lang = options.lang ?? 'en';
  const session = new BrainSession(
    version,
    options.debug === true ? { log: write, lang } : { lang },
  );
  const input: Readable = process.stdin;
  try {
    for await (const line of inputLines(input)) {
      const reply: Reply =
        line.kind === 'overlong' ? session.overlong() : session.handle(line.text, line.at);
      for (const answer of reply.lines) write(answer);
      if (reply.end === true) break;
    }
  } catch (error) {
    throw new CliError(describeOpenError(undefined, error));
  }
  return EXIT.ok;
}
