/**
 * Signals end every command the same way (src/cli/io/signals.ts, docs/cli.md): 128 + N after the
 * clean-up. SIGUSR1 above all: Node's default opens its inspector (a debugger any local process
 * could use to run code as the user) and keeps going; nori must end with 138 instead. Each test
 * starts nori with `--inspect-port` set to a free port of its own, so that an inspector opened by
 * mistake is seen on that port (and not confused with anything else on the machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'nori-signals-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A TCP port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when something accepts a connection on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
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
 * How `child` ends after the signal: its exit code, or `inspector` as soon as its inspector port
 * accepts a connection (the fault: nori then goes on running, so it is killed here).
 */
async function outcome(
  child: ChildProcess,
  inspectorPort: number,
): Promise<{ code: number | null } | 'inspector'> {
  let exit: { code: number | null } | undefined;
  child.once('exit', (code) => {
    exit = { code };
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
async function startNori(
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

/** Resolves once `child` has printed `text` on standard output. */
function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (piece: string) => {
      out += piece;
      if (out.includes(text)) resolve();
    });
  });
}

describe('SIGUSR1 ends every long-running command with 138, never opens the inspector', () => {
  it('nori serve', async () => {
    const nori = await startNori(['serve', '--port', '0']);
    await printed(nori.child, 'http://');
    nori.child.kill('SIGUSR1');
    expect(await outcome(nori.child, nori.port)).toEqual({ code: 138 });
    expect(nori.stderr()).not.toMatch(/Debugger/);
    expect(await listening(nori.port)).toBe(false);
  });

  it('nori brain', async () => {
    const nori = await startNori(['brain']);
    const answered = printed(nori.child, 'name="nori"');
    nori.child.stdin!.write('ABOUT\n');
    await answered;
    nori.child.kill('SIGUSR1');
    expect(await outcome(nori.child, nori.port)).toEqual({ code: 138 });
    expect(nori.stderr()).not.toMatch(/Debugger/);
    expect(await listening(nori.port)).toBe(false);
  });
});

describe('nori yut --all --out: every stopping signal removes the temporary file, exit 128 + N', () => {
  const OLD = 'the old content, to be kept\n';
  // docs/cli.md: the Linux numbers. Before, SIGQUIT, SIGUSR2 and SIGALRM ended nori by their
  // default action and left the temporary file; SIGUSR1 opened the inspector.
  it.each([
    ['SIGQUIT', 131],
    ['SIGUSR1', 138],
    ['SIGUSR2', 140],
    ['SIGALRM', 142],
  ] as const)('%s: exit %i, the old file untouched, no temporary file', async (signal, code) => {
    const folder = mkdtempSync(join(work, 'out-'));
    const target = join(folder, 'keep.bin');
    writeFileSync(target, OLD);
    const nori = await startNori(['yut', '--all', '--out', target]);
    // Wait until the run is writing (its temporary file is there), then stop it.
    while (!readdirSync(folder).some((name) => name.endsWith('.tmp'))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    nori.child.kill(signal);
    expect(await outcome(nori.child, nori.port)).toEqual({ code });
    expect(readFileSync(target, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['keep.bin']);
  });
});
