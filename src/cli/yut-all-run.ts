/**
 * `nori yut --all --out FILE` (cli.md): the answers of all 5^10 inputs, computed on worker
 * threads (yut-all-pool.ts), written to FILE as little-endian uint16 at index
 * (d1-1)·5^9 + ... + (d10-1), and summarised on standard output. A progress bar shows on standard
 * error when it is a terminal, and nothing of it otherwise.
 */
import { closeSync, fstatSync, openSync, rmSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { formatTableSummary, summarizeTally } from '../yut/index.js';
import { CliError, EXIT } from './io.js';
import type { YutOptions } from './yut.js';
import { type PooledTable, solveAllOnWorkers } from './yut-all-pool.js';

/** Options of `nori yut` that mean something for one input at a time, not for the whole table. */
const PER_INPUT_OPTIONS = ['batch', 'explain', 'json'] as const;

function checkUsage(options: YutOptions, file: string | undefined): string {
  if (!options.all) throw new CliError('--out FILE is only for --all (the table of every input)');
  if (options.out === undefined) {
    throw new CliError(
      '--all needs --out FILE: the table is 19,531,250 bytes of binary; the summary goes to standard output',
    );
  }
  for (const option of PER_INPUT_OPTIONS) {
    if (options[option]) {
      throw new CliError(`--all solves every input; it cannot be combined with --${option}`);
    }
  }
  if (file !== undefined) throw new CliError(`--all reads no input; remove the argument "${file}"`);
  if (options.out === '' || options.out === '-') {
    throw new CliError('--out needs a file name (standard output receives the summary)');
  }
  return options.out;
}

/** An output opened before any work, so that a bad path fails at once. */
interface Output {
  readonly fd: number;
  readonly path: string;
}

function openOutput(path: string): Output {
  try {
    return { fd: openSync(path, 'w'), path };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    switch (code) {
      case 'ENOENT':
        throw new CliError(`cannot write ${path}: no such directory`);
      case 'EISDIR':
        throw new CliError(`cannot write ${path}: it is a directory`);
      case 'EACCES':
      case 'EPERM':
      case 'EROFS':
        throw new CliError(`cannot write ${path}: permission denied`);
      default:
        throw new CliError(`cannot write ${path}: ${(error as Error).message}`);
    }
  }
}

/** Closes the output after a failure, removing what was written if it is a plain file (not, say, /dev/full). */
function abandon({ fd, path }: Output): void {
  const isFile = fstatSync(fd).isFile();
  closeSync(fd);
  if (isFile) rmSync(path, { force: true });
}

function writeTable(output: Output, table: Uint16Array): void {
  const { fd, path } = output;
  let bytes = Buffer.from(table.buffer, table.byteOffset, table.byteLength);
  // The file is little-endian whatever the machine (cli.md).
  if (endianness() === 'BE') bytes = Buffer.from(bytes).swap16();
  try {
    for (let written = 0; written < bytes.length; ) {
      written += writeSync(fd, bytes, written, bytes.length - written);
    }
  } catch (error) {
    abandon(output);
    throw new CliError(`cannot write ${path}: ${(error as Error).message}`);
  }
  closeSync(fd);
}

/** A progress bar on standard error when it is a terminal; nothing otherwise. */
function makeProgress(): { update(done: number, total: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update: () => {}, stop: () => {} };
  const bar = new SingleBar({
    format: 'solving every input |{bar}| {percentage}% ({value}/{total} parts)',
    stream: process.stderr,
    hideCursor: true,
    clearOnComplete: true,
    barsize: 30,
  });
  let started = false;
  return {
    update: (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}

/** Where the worker bundle is: next to this one in dist/cli (see scripts/build.mjs). */
const WORKER_URL = new URL('./yut-all-worker-run.cjs', import.meta.url);

export async function runYutAll(options: YutOptions, file?: string): Promise<number> {
  const path = checkUsage(options, file);
  const output = openOutput(path);
  const started = performance.now();
  const progress = makeProgress();
  let pooled: PooledTable;
  try {
    pooled = await solveAllOnWorkers({
      workerUrl: WORKER_URL,
      onProgress: (done, total) => progress.update(done, total),
    });
  } catch (error) {
    abandon(output);
    throw error;
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const { table, tally } = pooled;
  writeTable(output, table);
  const summary = summarizeTally(tally);
  process.stdout.write(
    `${summary.count.toLocaleString('en-US')} inputs solved in ${seconds.toFixed(2)} s; ` +
      `${path}: ${table.byteLength.toLocaleString('en-US')} bytes, uint16 little-endian\n` +
      formatTableSummary(summary),
  );
  return EXIT.ok;
}
