/**
 * Runs `nori ARGS` inside the test's own process (src/cli/dispatch.ts, what the built command's
 * entry runs), capturing what it writes: for the rows that test only the argument parser, the
 * usage errors, the help texts and the parsers' one-line errors, which need no build and no process
 * of their own. What the built command does as a process (signals, pipes, terminals, limits) is
 * tested by running it: test/cli/nori.ts.
 */
import { Readable } from 'node:stream';
import { dispatch, isPlainYut } from '../../src/cli/dispatch.js';

/** What a run printed, and its exit code (the shape of test/cli/nori.ts's `Run`). */
export interface HereRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

type Write = typeof process.stdout.write;

const LANG_SLOT = Symbol.for('nori.messageLang');

/**
 * `nori ARGS` with `input` on standard input, in an English locale without colour unless `env`
 * says otherwise (LANG=ko_KR.UTF-8 for Korean). Runs one at a time: standard input, output and
 * error are the process's own, borrowed for the run.
 */
export async function noriHere(
  args: readonly string[],
  input = '',
  env: Readonly<Record<string, string>> = {},
): Promise<HereRun> {
  if (isPlainYut(args) && (args.length === 1 || args[1] === '-')) {
    // That path reads file descriptor 0 itself, which is not the borrowed standard input.
    throw new Error('noriHere: plain `nori yut` on standard input runs as a process (nori.ts)');
  }
  const out: string[] = [];
  const err: string[] = [];
  const capture =
    (into: string[]): Write =>
    (chunk: unknown, ...rest: unknown[]) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    };
  const saved = { out: process.stdout.write, err: process.stderr.write, code: process.exitCode };
  // A run adds listeners to the process and its streams (errors of standard output, signals),
  // as a process of its own would once: the ones it leaves are taken off after it.
  const emitters: NodeJS.EventEmitter[] = [process, process.stdout, process.stderr];
  const before = emitters.map((emitter) => listenersOf(emitter));
  // The language the run chooses is a slot of the process (src/cli/io/errors.ts): put back after.
  const slots = globalThis as Record<symbol, unknown>;
  const lang = slots[LANG_SLOT];
  const stdin = Object.getOwnPropertyDescriptor(process, 'stdin')!;
  Object.defineProperty(process, 'stdin', {
    value: Readable.from([Buffer.from(input)]),
    configurable: true,
  });
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  process.exitCode = undefined;
  let code: number;
  try {
    code = await dispatch(args, { LANG: 'C.UTF-8', NO_COLOR: '1', ...env });
  } finally {
    emitters.forEach((emitter, index) => {
      for (const [event, listener] of listenersOf(emitter)) {
        if (!before[index]!.some(([e, l]) => e === event && l === listener)) {
          emitter.removeListener(event, listener);
        }
      }
    });
    slots[LANG_SLOT] = lang;
    Object.defineProperty(process, 'stdin', stdin);
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    process.exitCode = saved.code;
  }
  return { stdout: out.join(''), stderr: err.join(''), code };
}

type Listener = (...args: unknown[]) => void;

/** Every listener of `emitter`, with its event. */
function listenersOf(emitter: NodeJS.EventEmitter): [string | symbol, Listener][] {
  return emitter
    .eventNames()
    .flatMap((event) =>
      emitter
        .listeners(event)
        .map((listener): [string | symbol, Listener] => [event, listener as Listener]),
    );
}
