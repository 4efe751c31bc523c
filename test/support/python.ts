/**
 * The Python interpreter the tests run Python programs with: the one `python3` on PATH runs,
 * found once (its `sys.executable`). On a machine with pyenv, `python3` on PATH is a shim, a
 * script that chooses the version at every start: 0.14 s of CPU time per start where the
 * interpreter itself takes a fifth of it, and a check runs a program hundreds of times. The same
 * interpreter with the same flags runs: only the shim is skipped (`nori check` on a Python source
 * does the same: pythonInterpreter in src/cli/check/compile.ts).
 */
import { execFileSync } from 'node:child_process';

let found: string | undefined;

/** The path of the interpreter `python3` on PATH runs, or `python3` when it cannot be asked. */
export function python(): string {
  if (found !== undefined) return found;
  try {
    found = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    found = '';
  }
  if (found === '') found = 'python3';
  return found;
}
