/**
 * `nori yut --all --out FILE` (docs/cli.md): the answers of all 5^10 inputs, computed on worker
 * threads (all-pool.ts), written to FILE as little-endian uint16 at index
 * (d1-1)·5^9 + ... + (d10-1), and summarised on standard output. A progress bar shows on standard
 * error when it is a terminal, and nothing of it otherwise.
 */
import { endianness } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { type Lang, msg, text } from '../../i18n/index.js';
import { formatTableSummary, summarizeTally } from '../../yut/index.js';
import { type AtomicFile, openFileAtomic } from '../io/atomic.js';
import { CliError, EXIT } from '../io/errors.js';
import { type PooledTable, solveAllOnWorkers } from './all-pool.js';
import type { YutOptions } from './options.js';

function checkUsage(options: YutOptions, file: string | undefined): string {
  if (!options.all) throw new CliError(msg('yut.error.out-only-all'));
  if (options.out === undefined) {
    throw new CliError(msg('yut.error.all-needs-out'));
  }
  if (file !== undefined)
    throw new CliError(msg('yut.error.reads-no-input', { option: '--all', file }));
  if (options.out === '' || options.out === '-') {
    throw new CliError(msg('yut.error.out-needs-name'));
  }
  return options.out;
}

/** The table, little-endian whatever the machine (docs/cli.md), into the output. */
function writeTable(output: AtomicFile, table: Uint16Array): void {
  let bytes = Buffer.from(table.buffer, table.byteOffset, table.byteLength);
  if (endianness() === 'BE') bytes = Buffer.from(bytes).swap16();
  output.write(bytes);
  output.commit();
}

/** A progress bar on standard error when it is a terminal; nothing otherwise. */
function makeProgress(lang: Lang): { update(done: number, total: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update: () => {}, stop: () => {} };
  const bar = new SingleBar({
    format: `${text(lang, 'yut.progress.all')} |{bar}| {percentage}% ({value}/{total} ${text(lang, 'yut.progress.parts')})`,
    stream: process.stderr,
    hideCursor: true,
    clearOnComplete: true,
    barsize: 30,
  });
  let started = false;
  // Stopped by a signal (io/signals.ts ends nori with 128 + N): the bar is stopped too, which shows the
  // cursor again.
  const stop = (): void => {
    if (started) bar.stop();
    started = false;
    process.off('exit', stop);
  };
  return {
    update: (done, total) => {
      if (!started) {
        bar.start(total, 0);
        process.on('exit', stop);
      }
      started = true;
      bar.update(done);
    },
    stop,
  };
}

/** Where the worker bundle is: next to this one in dist/cli (see scripts/build.mjs). */
const WORKER_URL = new URL('./all-worker-run.cjs', import.meta.url);

export async function runYutAll(options: YutOptions, file?: string): Promise<number> {
  const path = checkUsage(options, file);
  // Opened before any work, so that a bad path fails at once; written whole or not at all: an
  // existing file keeps its content until the new table is complete (see openFileAtomic).
  const output = openFileAtomic(path);
  const started = performance.now();
  const lang: Lang = options.lang ?? 'en';
  const progress = makeProgress(lang);
  let pooled: PooledTable;
  try {
    pooled = await solveAllOnWorkers({
      workerUrl: WORKER_URL,
      onProgress: (done, total) => progress.update(done, total),
    });
  } catch (error) {
    output.abandon();
    throw error;
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const { table, tally } = pooled;
  writeTable(output, table);
  const summary = summarizeTally(tally);
  process.stdout.write(
    `${text(lang, 'yut.all.solved', {
      count: summary.count.toLocaleString('en-US'),
      seconds: seconds.toFixed(2),
      file: path,
      bytes: table.byteLength.toLocaleString('en-US'),
    })}\n${formatTableSummary(summary, undefined, undefined, lang)}`,
  );
  return EXIT.ok;
}
