/**
 * What the tests of stopping signals share (signals.test.ts, signals.slow.test.ts): nori started
 * with its inspector port at a free port of its own, how it ended, and `nori yut --all --out`
 * stopped while it writes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when something accepts a connection on 127.0.0.1:`port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * How `child` ends after the signal: its exit code as a shell sees it (128 + N when the signal's
 * default action ended it), or `inspector` as soon as its inspector port accepts a connection
 * (the fault: nori then goes on running, so it is killed here).
 */
export async function outcome(
  child: ChildProcess,
  inspectorPort: number,
): Promise<{ code: number | null } | 'inspector'> {
  let exit: { code: number | null } | undefined;
  child.once('exit', (code, signal) => {
    exit = { code: code ?? 128 + (signal === null ? 0 : constants.signals[signal]) };
  });
  for (;;) {
    if (exit !== undefined) return exit;
    if (await listening(inspectorPort)) {
      child.kill('SIGKILL');
      return 'inspector';
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts `nori ARGS` with its inspector port (if ever opened) at a free port of its own. */
export async function startNori(
  args: string[],
): Promise<{ child: ChildProcess; port: number; stderr: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [`--inspect-port=127.0.0.1:${port}`, BIN, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  return { child, port, stderr: () => stderr };
}

/**
 * The signals that stop `nori yut --all --out` with their exit codes (docs/cli.md: the Linux
 * numbers), and whether `npm run check` sends each (signals.test.ts; the others:
 * signals.slow.test.ts). Before, SIGQUIT, SIGUSR2 and SIGALRM ended nori by their default action
 * and left the temporary file; SIGUSR1 opened the inspector; SIGPWR and SIGXCPU (an outside
 * replay of issue 23) ended nori by their default action, the file left.
 */
export const YUT_ALL_SIGNALS: [signal: NodeJS.Signals, code: number, everyRun: boolean][] = [
  ['SIGQUIT', 131, false],
  ['SIGUSR1', 138, true],
  ['SIGUSR2', 140, false],
  ['SIGALRM', 142, false],
  ['SIGPWR', 158, true],
  ['SIGXCPU', 152, false],
];

/**
 * Stops `nori yut --all --out` with `signal` once it writes (its temporary file is there), and
 * checks its exit code, the old file untouched and no temporary file left.
 */
export async function stopYutAll(work: string, signal: NodeJS.Signals, code: number) {
  const OLD = 'the old content, to be kept\n';
  const folder = mkdtempSync(join(work, 'out-'));
  const target = join(folder, 'keep.bin');
  writeFileSync(target, OLD);
  const nori = await startNori(['yut', '--all', '--out', target]);
  while (!readdirSync(folder).some((name) => name.endsWith('.tmp'))) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  nori.child.kill(signal);
  expect(await outcome(nori.child, nori.port)).toEqual({ code });
  expect(readFileSync(target, 'utf8')).toBe(OLD);
  expect(readdirSync(folder)).toEqual(['keep.bin']);
}
