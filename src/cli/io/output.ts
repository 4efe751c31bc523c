/**
 * Writing to standard output and standard error: the buffered writer every command uses, what a
 * failed write means, and whether to use colour.
 */
import { msg } from '../../i18n/index.js';
import { EXIT, printError, systemErrorMessage } from './errors.js';

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
    printError(
      command,
      msg('io.write-failed', { file: msg('io.stdout'), why: systemErrorMessage(error) }),
    );
    process.exit(EXIT.usage);
  });
  process.stderr.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
  });
}

/**
 * True when colour may be used on this stream: a terminal, not TERM=dumb, and NO_COLOR not set.
 * FORCE_COLOR overrides, as Node reads it: `0` or `false` turns colour off, any other value on.
 */
export function wantsColor(stream: NodeJS.WriteStream = process.stdout): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false;
  const force = process.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  // A terminal that says it cannot show colour (TERM=dumb: Emacs shells, some CI logs).
  if (process.env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}
