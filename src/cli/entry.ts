/**
 * Entry point of the bundled command: guards the signals and the output first, then runs the
 * arguments (dispatch.ts: the language, the fast paths, else the argument parser).
 */
import { setFlagsFromString } from 'node:v8';
import { commandNameOf, dispatch, isPlainYut } from './dispatch.js';
import { handleOutputErrors } from './io/output.js';
import { guardInspectorSignal } from './io/signals.js';

// First of all: SIGUSR1 must end nori (138), never open Node's inspector (io/signals.ts).
guardInspectorSignal();

const args = process.argv.slice(2);
// A reader that stops early is no error; a full disk is one line and exit 2 (see io/output.ts).
handleOutputErrors(commandNameOf(args));
// One small case of `nori yut`: compiling optimised code costs more than it saves (measured by
// `npm run bench`), so V8's optimising compiler is off.
if (isPlainYut(args)) setFlagsFromString('--no-opt');

dispatch(args, process.env).then((code) => {
  process.exitCode = code;
});
