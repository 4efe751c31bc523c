/** What `nori check` and `nori gen` share: standard output. */
/**
 * Standard output that tolerates a reader who leaves early (`nori gen omok --count 1000 | head`):
 * a broken pipe ends the writing quietly instead of crashing with a stack trace. `closed` tells
 * the writer to stop producing.
 */
export class StdoutWriter {
  closed = false;
  private parts: string[] = [];
  private size = 0;

  constructor(
    private readonly out: NodeJS.WriteStream = process.stdout,
    private readonly flushAt = 1 << 16,
  ) {
    out.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      this.closed = true;
    });
  }

  /** Adds text; flushes (and waits for the pipe) when enough is buffered. */
  async write(text: string): Promise<void> {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= this.flushAt) await this.flush();
  }

  /** Writes what is buffered and waits until the pipe takes more (or is found closed). */
  flush(): Promise<void> {
    if (this.size === 0 || this.closed) return Promise.resolve();
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return new Promise((resolve) => {
      const done = (): void => {
        this.out.off('drain', done);
        this.out.off('error', done);
        resolve();
      };
      if (this.out.write(text)) resolve();
      else {
        this.out.once('drain', done);
        this.out.once('error', done);
      }
    });
  }
}
