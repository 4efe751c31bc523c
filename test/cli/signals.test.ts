/**
 * Signals end every command the same way (src/cli/io/signals.ts, docs/cli.md): 128 + N after the
 * clean-up. SIGUSR1 above all: Node's default opens its inspector (a debugger any local process
 * could use to run code as the user) and keeps going; nori must end with 138 instead. Each test
 * starts nori with `--inspect-port` set to a free port of its own, so that an inspector opened by
 * mistake is seen on that port (and not confused with anything else on the machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import {
  BIN,
  freePort,
  listening,
  outcome,
  startNori,
  stopYutAll,
  YUT_ALL_SIGNALS,
} from './signals.test-helper.js';

const work = mkdtempSync(join(tmpdir(), 'nori-signals-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

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

describe('SIGUSR1 ends a command blocked in a read or a write (138)', () => {
  // Outside replay of issue 23: nori's SIGUSR1 listener could not run while `nori yut` waited for
  // its standard input or `nori gen` for a reader: both went on for ever (no inspector, no end).
  it.each([
    ['nori yut waiting for its input', ['yut']],
    ['nori gen writing to a pipe no one reads', ['gen', 'yut', '--count', '100000000']],
  ])('%s', async (_name, args) => {
    const nori = await startNori(args);
    await new Promise((resolve) => setTimeout(resolve, scaled(1500)));
    nori.child.kill('SIGUSR1');
    expect(await outcome(nori.child, nori.port)).toEqual({ code: 138 });
    expect(await listening(nori.port)).toBe(false);
  });
});

describe('nori yut --all --out: every stopping signal removes the temporary file, exit 128 + N', () => {
  // YUT_ALL_SIGNALS of signals.test-helper.ts: SIGUSR1 and SIGPWR here, the others in
  // signals.slow.test.ts (npm run test:slow); each solves the whole table until it writes.
  it.each(
    YUT_ALL_SIGNALS.filter(([, , everyRun]) => everyRun).map(([signal, code]) => [signal, code]),
  )('%s: exit %i, the old file untouched, no temporary file', async (signal, code) => {
    await stopYutAll(work, signal as NodeJS.Signals, code as number);
  });
});

/**
 * The window before nori's first line (issue 23: 2). Node 20 has no flag to turn the inspector's
 * signal off, so a SIGUSR1 that arrives while Node itself starts finds Node's handler, which
 * opens the inspector a moment later. bin/nori.cjs listens from its first line and, when the
 * inspector is open (or opens from Node's event loop), closes it and ends with 138. A preload
 * (`-r`, run by Node before nori's first line) plays the signal in that window.
 */
describe('a SIGUSR1 while Node starts, before nori listens', () => {
  /**
   * Ends when `child` ends: its code and signal; or, if it still runs after 10 s (the fault: it
   * went on with the inspector open), kills it and says `still running`.
   */
  function ended(
    child: ChildProcess,
  ): Promise<{ code: number | null; signal: string | null } | 'still running'> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running');
      }, scaled(10_000));
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });
  }

  const preloads = {
    // The signal, then wait until Node's handler has opened the inspector: it is open at nori's
    // first line (before the fix nori went on with it open).
    'opened before the first line': `process.kill(process.pid, 'SIGUSR1');
const inspector = require('node:inspector');
const until = Date.now() + 5000;
while (inspector.url() === undefined && Date.now() < until) {}
if (inspector.url() === undefined) process.exit(99);
`,
    // The signal only: Node opens the inspector from its event loop, after nori's first line.
    'opening after the first line': `process.kill(process.pid, 'SIGUSR1');\n`,
  };

  for (const [when, source] of Object.entries(preloads)) {
    for (const args of [['serve', '--port', '0'], ['brain']]) {
      it(`${when}: nori ${args[0]} ends with 138 and the inspector is closed`, async () => {
        const preload = join(work, `preload-${Object.keys(preloads).indexOf(when)}.cjs`);
        writeFileSync(preload, source);
        const port = await freePort();
        const child = spawn(
          process.execPath,
          [`--inspect-port=127.0.0.1:${port}`, '-r', preload, BIN, ...args],
          { stdio: ['pipe', 'ignore', 'ignore'] },
        );
        const end = await ended(child);
        expect([
          { code: 138, signal: null },
          { code: null, signal: 'SIGUSR1' },
        ]).toContainEqual(end);
        expect(await listening(port)).toBe(false);
      });
    }
  }

  it('run as a command (the shebang), the inspector a signal opens is on an address no connection can reach, and nori ends with 138', async () => {
    // The preload plays the signal before nori's first line and waits until Node's handler has
    // opened the inspector; it reports the address and the options Node was started with.
    const preload = join(work, 'preload-shebang.cjs');
    writeFileSync(
      preload,
      `process.kill(process.pid, 'SIGUSR1');
const inspector = require('node:inspector');
const until = Date.now() + 5000;
while (inspector.url() === undefined && Date.now() < until) {}
process.stderr.write('url ' + inspector.url() + ' args ' + process.execArgv.join(' ') + '\\n');
`,
    );
    const child = spawn(BIN, ['brain'], {
      stdio: ['pipe', 'ignore', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: `--require ${preload}` },
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    const end = await ended(child);
    expect([
      { code: 138, signal: null },
      { code: null, signal: 'SIGUSR1' },
    ]).toContainEqual(end);
    expect(stderr).toMatch(
      /^url ws:\/\/224\.0\.0\.0:9229\/\S+ args --inspect-port=224\.0\.0\.0:9229$/m,
    );
    // What makes that address safe: TCP cannot connect to a multicast address (the kernel
    // refuses it), whoever listens there.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect({ host: '224.0.0.0', port: 9229 });
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ENETUNREACH');
  });

  it('a signal at any moment of the start ends nori (138, or killed by SIGUSR1 before Node listens), never with the inspector open', async () => {
    for (const delay of [0, 2, 5, 10, 20, 40, 80]) {
      const port = await freePort();
      const child = spawn(process.execPath, [`--inspect-port=127.0.0.1:${port}`, BIN, 'brain'], {
        stdio: ['pipe', 'ignore', 'ignore'],
      });
      const end = ended(child);
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGUSR1');
      const result = await end;
      expect(result, `after ${delay} ms`).not.toBe('still running');
      const { code, signal } = result as { code: number | null; signal: string | null };
      expect(code === 138 || signal === 'SIGUSR1', `after ${delay} ms: ${code} ${signal}`).toBe(
        true,
      );
      expect(await listening(port)).toBe(false);
    }
  });
});
