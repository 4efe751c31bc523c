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
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { python } from './support/python.js';

/** Set in vitest's own process once the folder is made (several projects name this set-up). */
const MADE = Symbol.for('nori.test.runFolder');

export default function setup(): (() => void) | undefined {
  const holder = globalThis as { [MADE]?: string };
  if (holder[MADE] !== undefined) return undefined;
  const saved = {
    TMPDIR: process.env.TMPDIR,
    XDG_CACHE_HOME: process.env.XDG_CACHE_HOME,
    PATH: process.env.PATH,
  };
  const folder = mkdtempSync(join(tmpdir(), 'nori-test-run-'));
  holder[MADE] = folder;
  mkdirSync(join(folder, 'tmp'));
  mkdirSync(join(folder, 'cache'));
  process.env.TMPDIR = join(folder, 'tmp');
  process.env.XDG_CACHE_HOME = join(folder, 'cache');
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
