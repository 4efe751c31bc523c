/**
 * Shared by the `nori serve` tests: a copy of the built package whose dist/web holds hostile
 * entries (symbolic links out of the folder and in loops, a FIFO, a device when the tests run as
 * root, dotfiles), the command started from any package with its standard output and error kept,
 * and raw HTTP over a socket with nothing normalised.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scaled } from '../support/time.js';
import { REPO } from './harness.js';

/** A throw-away copy of the built package. */
export interface PackageCopy {
  readonly dir: string;
  readonly bin: string;
  /** The entries planted in dist/web that must never be served, by request path. */
  readonly hostile: readonly string[];
  remove(): void;
}

/** Copies package.json, bin/ and dist/ of the repository to a temporary folder. */
export function copyPackage(): PackageCopy {
  const dir = mkdtempSync(join(tmpdir(), 'nori-serve-'));
  cpSync(join(REPO, 'package.json'), join(dir, 'package.json'));
  cpSync(join(REPO, 'bin'), join(dir, 'bin'), { recursive: true });
  cpSync(join(REPO, 'dist'), join(dir, 'dist'), { recursive: true });
  return {
    dir,
    bin: join(dir, 'bin', 'nori.cjs'),
    hostile: [],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A package copy whose dist/web also holds what a served folder may contain by accident or
 * malice. Regular extras (an empty file, a folder with its own index.html) are served normally.
 */
export function hostilePackage(): PackageCopy {
  const copy = copyPackage();
  const web = join(copy.dir, 'dist', 'web');
  const hostile: string[] = [];
  const plant = (path: string, make: () => void) => {
    make();
    hostile.push(path);
  };
  plant('/passwd', () => symlinkSync('/etc/passwd', join(web, 'passwd')));
  plant('/manifest.json', () => symlinkSync('../../package.json', join(web, 'manifest.json')));
  plant('/linked/index.html', () => symlinkSync(join(web, 'docs'), join(web, 'linked')));
  plant('/loop', () => symlinkSync('loop', join(web, 'loop')));
  plant('/loop-a', () => {
    symlinkSync('loop-b', join(web, 'loop-a'));
    symlinkSync('loop-a', join(web, 'loop-b'));
  });
  plant('/assets/up/package.json', () => symlinkSync('../..', join(web, 'assets', 'up')));
  plant('/.secret', () => writeFileSync(join(web, '.secret'), 'hidden\n'));
  plant('/plain', () => mkdirSync(join(web, 'plain')));
  plant('/plain/', () => {});
  if (process.platform !== 'win32') {
    plant('/fifo', () => spawnSync('mkfifo', [join(web, 'fifo')]));
  }
  // A device node needs root (CI runs as root); elsewhere the row is simply not planted.
  if (spawnSync('mknod', [join(web, 'null-device'), 'c', '1', '3']).status === 0) {
    hostile.push('/null-device');
  }
  mkdirSync(join(web, 'docs'));
  writeFileSync(join(web, 'docs', 'index.html'), '<!doctype html><title>docs</title>\n');
  writeFileSync(join(web, 'empty.txt'), '');
  return { ...copy, hostile };
}

/** A running `nori serve` started from some package copy. */
export interface Running {
  /** The addresses it printed, one per line. */
  readonly urls: readonly string[];
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything written to standard error so far. */
  stderr(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts `node BIN serve --port 0 ARGS` and resolves once it has printed its addresses (it
 * prints them all at once).
 */
export function startNori(
  bin: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Running> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nori serve printed no address in 20 s; stderr: ${stderr}`));
    }, scaled(20_000));
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      if (!stdout.endsWith('\n')) return;
      clearTimeout(timer);
      const urls = stdout.trim().split('\n');
      resolve({
        urls,
        port: Number(/:(\d+)\/$/.exec(urls[0]!)?.[1]),
        child,
        stderr: () => stderr,
        alive: () => child.exitCode === null && child.signalCode === null,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nori serve exited with ${code} before printing an address: ${stderr}`));
    });
  });
}

/** What came back on a raw connection. */
export interface RawAnswer {
  /** Every byte the server sent, as latin1 text. */
  readonly text: string;
  /** The status codes of the answers, in order (several when pipelined). */
  readonly statuses: readonly number[];
  /** True if the server closed the connection (rather than the time running out). */
  readonly closed: boolean;
}

/** Options of `rawRequest`. */
export interface RawOptions {
  /** Send this many bytes per write (a slow client); all at once when absent. */
  readonly chunk?: number;
  /** Half-close the connection after sending (the client's FIN). */
  readonly halfClose?: boolean;
  /** Give up waiting after this long and close from our side (ms). */
  readonly wait?: number;
  /** Stop waiting once this many answers have their headers. */
  readonly answers?: number;
}

/**
 * Sends `bytes` as they are to 127.0.0.1:`port` and collects what comes back until the server
 * closes, `answers` answers arrived, or `wait` ms passed.
 */
export function rawRequest(
  port: number,
  bytes: string | Buffer,
  options: RawOptions = {},
): Promise<RawAnswer> {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let done = false;
    const statuses = () =>
      [
        ...Buffer.concat(received)
          .toString('latin1')
          .matchAll(/HTTP\/1\.[01] (\d{3}) /g),
      ].map((match) => Number(match[1]));
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(received).toString('latin1'), statuses: statuses(), closed });
    };
    const timer = setTimeout(() => finish(false), options.wait ?? scaled(3_000));
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (options.answers !== undefined && statuses().length >= options.answers) finish(false);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('connect', async () => {
      const step = options.chunk ?? data.length;
      for (let at = 0; at < data.length && !socket.destroyed; at += step) {
        socket.write(data.subarray(at, at + step));
        if (options.chunk !== undefined) await new Promise((wake) => setTimeout(wake, 1));
      }
      if (options.halfClose === true && !socket.destroyed) socket.end();
    });
  });
}

/** A plain GET of `path` over a raw connection that asks to be closed after the answer. */
export function plainGet(port: number, path = '/'): Promise<RawAnswer> {
  return rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, {
    wait: scaled(10_000),
  });
}
