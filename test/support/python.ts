/**
 * The Python interpreter the tests run Python programs with: the one `python3` on PATH runs, by its
 * own path, as `nori check` runs a Python source (`pythonInterpreter` in src/cli/check/compile.ts).
 * On a machine with pyenv, `python3` on PATH is a shim, a script that chooses the version at every
 * start: 0.3 to 0.5 s of CPU time a start here, and a check runs a program hundreds of times.
 */
import { pythonInterpreter } from '../../src/cli/check/compile.js';

/** The path of the interpreter `python3` on PATH runs, or `python3` when it cannot be asked. */
export function python(): string {
  return pythonInterpreter();
}
