/**
 * One fresh folder per test run (vitest's global set-up of the projects `unit`, `cli` and `slow`):
 * TMPDIR points into it, so every temporary file a test or a command it starts makes
 * (`mkdtempSync(join(tmpdir(), ...))`, nori's own run folders) lands there, and XDG_CACHE_HOME,
 * so nori's cache (the compiled sources of `nori check`, its run helper) and the fixtures' builds
 * (test/cli/fixtures.test-helper.ts) are shared by the whole run: each source is compiled once
 * per run, and nothing the tests compile reaches the user's ~/.cache. The folder is removed when
 * the run ends, also when it is stopped by Ctrl-C, so a run leaves nothing in /tmp. The workers
 * and every process a test starts inherit the two variables (vitest starts its workers after the
 * global set-ups).
 *
 * PATH gets the folder of the Python interpreter `python3` runs in front (test/support/python.ts):
 * where `python3` on PATH is a pyenv shim, a script that starts several processes to choose the
 * version at every start, the `nori check` of a Python source runs the same interpreter without
 * them. Nothing else changes: nori still runs `python3` as it finds it on PATH.
 *
 * NODE_EXTRA_CA_CERTS is set aside (kept as NORI_TEST_EXTRA_CA_CERTS): Node reads and parses every
 * certificate of that file when it starts, before any code of ours runs, and the suite starts a
 * Node process for every `nori` command it runs and for each of vitest's workers. Where a machine
 * sets it to the system's whole bundle (144 certificates, 215 kB), `node -e 0` took 121 ms of CPU
 * time against 53 ms without it (`perf stat -r 10`, 4 December 2026). No command the tests run
 * makes a TLS connection but npm in the packed-package test, which gets it back (`withCaCerts`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { python } from './support/python.js';

/** Where NODE_EXTRA_CA_CERTS is kept while the run goes on. */
const SAVED_CA_CERTS = 'NORI_TEST_EXTRA_CA_CERTS';

/**
 * `env` with NODE_EXTRA_CA_CERTS as the machine had it before the run set it aside: for a command
 * that may make a TLS connection (npm reaching its registry).
 */
export function withCaCerts(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const saved = env[SAVED_CA_CERTS];
  return saved === undefined ? env : { ...env, NODE_EXTRA_CA_CERTS: saved };
}

/** Set in vitest's own process once the folder is made (several projects name this set-up). */
const MADE = Symbol.for('nori.test.runFolder');

export default function setup(): (() => void) | undefined {
  const holder = globalThis as { [MADE]?: string };
  if (holder[MADE] !== undefined) return undefined;
  const saved = {
    TMPDIR: process.env.TMPDIR,
    XDG_CACHE_HOME: process.env.XDG_CACHE_HOME,
    PATH: process.env.PATH,
    NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS,
    [SAVED_CA_CERTS]: process.env[SAVED_CA_CERTS],
  };
  const folder = mkdtempSync(join(tmpdir(), 'nori-test-run-'));
  holder[MADE] = folder;
  mkdirSync(join(folder, 'tmp'));
  mkdirSync(join(folder, 'cache'));
  process.env.TMPDIR = join(folder, 'tmp');
  process.env.XDG_CACHE_HOME = join(folder, 'cache');
  if (saved.NODE_EXTRA_CA_CERTS !== undefined) {
    process.env[SAVED_CA_CERTS] = saved.NODE_EXTRA_CA_CERTS;
    delete process.env.NODE_EXTRA_CA_CERTS;
  }
  const interpreter = python();
  if (interpreter !== 'python3') {
    process.env.PATH = `${dirname(interpreter)}${delimiter}${process.env.PATH ?? ''}`;
  }
  const remove = () => rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  // A run stopped by Ctrl-C ends without its teardown: the folder goes when vitest's process does.
  process.once('exit', remove);
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    process.off('exit', remove);
    remove();
    delete holder[MADE];
  };
}
