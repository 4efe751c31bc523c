/**
 * `nori brain`: a Gomocup (Piskvork) brain on standard input and output (session.ts has the
 * protocol). Lines are handled one at a time, in order: while the brain thinks it reads nothing,
 * as the protocol asks of a single-threaded brain. Answers are written at once, and while the
 * output cannot take more (a reader slower than the brain, or one that does not read) no further
 * line is handled, so none is read either: the input waits in its pipe, and memory stays bounded
 * whatever the reader does. Writes to a pipe are not synchronous: before this wait, 1.4 million
 * ABOUT lines piped to `tail` grew the brain to 640 MB of queued answers (116 MB with it), 50 MB
 * of them to 3.5 GB.
 *
 * The input is split into lines here, from raw bytes, with a cap: a line longer than
 * `MAX_LINE_BYTES` is skipped to its end without being kept (memory stays flat whatever its size)
 * and answered with one ERROR line; the brain goes on. Each line carries the time its bytes
 * arrived, from which its turn's time is counted.
 */

import type { Writable } from 'node:stream';
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
 * Splits a byte stream into lines (LF, CR LF or a lone CR ended: `BEGIN\rTURN 1,1` lost its TURN
 * as arguments of BEGIN; a last line without an end still counts),
 * keeping at most `maxBytes` of a line (the CR of a CR LF end not counted): a longer one gives one
 * `overlong` mark and its bytes are dropped as they come.
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
  // One byte more than the cap is kept while reading, for a CR that may end the line.
  const endsWithCr = (): boolean => {
    const last = parts[parts.length - 1];
    return last !== undefined && last[last.length - 1] === 13;
  };
  const overCap = (): boolean => kept > maxBytes && !endsWithCr();
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
        if (kept + (end - start) > maxBytes + 1) {
          skipping = true;
          parts = [];
          kept = 0;
        } else if (end > start) {
          parts.push(chunk.subarray(start, end));
          kept += end - start;
        }
      }
      if (newline < 0) break;
      if (skipping || overCap()) {
        skipping = false;
        parts = [];
        kept = 0;
        yield { kind: 'overlong', at };
      } else {
        for (const line of text().split('\r')) yield { kind: 'line', text: line, at };
      }
      start = newline + 1;
    }
  }
  if (skipping || overCap()) yield { kind: 'overlong', at: clock() };
  else if (kept > 0) {
    const at = clock();
    for (const line of text().split('\r')) yield { kind: 'line', text: line, at };
  }
}

/** Where the brain reads and writes: standard input and output, or a test's streams. */
export interface BrainStreams {
  readonly input: AsyncIterable<Buffer | string>;
  readonly output: Writable;
}

/**
 * Resolves when `output` can take more: true once it has drained, false when it failed or closed
 * instead (a failed stream never drains). For standard output a failure has already ended the
 * process (io/output.ts, `handleOutputErrors`).
 */
function drained(output: Writable): Promise<boolean> {
  if (output.destroyed || output.writableEnded) return Promise.resolve(false);
  if (!output.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => () => {
      output.off('drain', onDrain);
      output.off('error', onFail);
      output.off('close', onFail);
      resolve(ok);
    };
    const onDrain = done(true);
    const onFail = done(false);
    output.once('drain', onDrain);
    output.once('error', onFail);
    output.once('close', onFail);
  });
}

/** Runs the brain until END or the end of the input; returns the exit code. */
export async function runBrain(options: BrainOptions, streams?: BrainStreams): Promise<number> {
  // A directory as standard input is an error (one line, exit 2), not an empty session.
  if (streams === undefined) checkStandardInput();
  const { input, output } = streams ?? { input: process.stdin, output: process.stdout };
  // Set when a write found the output full: the next line waits until it drains.
  let full = false;
  const write = (line: string) => {
    if (!output.write(`${line}\n`)) full = true;
  };
  const version = typeof NORI_VERSION === 'string' ? NORI_VERSION : '0.0.0-dev';
  const lang = options.lang ?? 'en';
  const session = new BrainSession(
    version,
    options.debug === true ? { log: write, lang } : { lang },
  );
  // Only a failure to read the input is the input's error; anything else the session throws is
  // nori's own fault and goes on as one (cli.md: an internal error, exit 70).
  const lines = inputLines(input)[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<InputLine>;
      try {
        next = await lines.next();
      } catch (error) {
        throw new CliError(describeOpenError(undefined, error));
      }
      if (next.done === true) break;
      const line = next.value;
      const reply: Reply =
        line.kind === 'overlong' ? session.overlong() : session.handle(line.text, line.at);
      for (const answer of reply.lines) write(answer);
      if (reply.end === true) break;
      // Back-pressure: the next line is not taken from the reader (nor, once its buffer is full,
      // read from the input) until the answers so far have gone out.
      if (full) {
        full = false;
        if (!(await drained(output))) break;
      }
    }
  } finally {
    // As `for await` does when it leaves early: the reader lets go of the input.
    await lines.return?.();
  }
  return EXIT.ok;
}
