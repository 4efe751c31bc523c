/**
 * `nori brain`: a Gomocup (Piskvork) brain on standard input and output (session.ts has the
 * protocol). Lines are handled one at a time, in order: while the brain thinks it reads nothing,
 * as the protocol asks of a single-threaded brain. Answers are written at once (standard output to
 * a pipe is synchronous on Linux and macOS; on Windows the write is queued before the next line is
 * read).
 */
import { createInterface } from 'node:readline';
import { EXIT } from '../io.js';
import { BrainSession } from './session.js';

declare const NORI_VERSION: string;

/** Options of `nori brain`. */
export interface BrainOptions {
  /** Write what each search found as DEBUG lines. */
  debug?: boolean;
}

/** Runs the brain until END or the end of the input; returns the exit code. */
export async function runBrain(options: BrainOptions): Promise<number> {
  const write = (line: string) => {
    process.stdout.write(`${line}\n`);
  };
  const version = typeof NORI_VERSION === 'string' ? NORI_VERSION : '0.0.0-dev';
  const session = new BrainSession(version, options.debug === true ? write : undefined);
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const reply = session.handle(line);
    for (const answer of reply.lines) write(answer);
    if (reply.end === true) break;
  }
  lines.close();
  return EXIT.ok;
}
