/**
 * The one place that decides what a signal does to nori (docs/cli.md: a command stopped by signal
 * N cleans up, then exits with 128 + N). It owns the one list of stopping signals; commands only
 * say what to clean up (`onStop`), or, for a command that ends itself (`nori serve` closes its
 * connections first), how to begin stopping (`stopGracefully`).
 *
 * While something is registered, every signal of the list is handled: the handlers run (newest
 * first), then nori exits with 128 + N. While nothing is, every signal of the list keeps (or gets
 * back) its default action, which ends nori at once even in the middle of a long computation or a
 * blocking read or write (a handler could only run once that returns), and a shell sees the same
 * 128 + N. SIGUSR1 too: Node's own handler of it opens the inspector (a debugger on
 * 127.0.0.1:9229 through which any local process could run code as the user), so
 * `guardInspectorSignal` (called by `entry.ts` first thing, and by bin/nori.cjs on its first line)
 * gives it its default action back: a listener added and removed again leaves the signal with
 * the default action (libuv restores SIG_DFL when its last watcher stops), and Node's handler is
 * gone for good. bin/nori.cjs also starts Node with an inspector address no socket can take,
 * for the moment before its first line (docs/cli.md).
 *
 * This module is its own bundle (scripts/build.mjs), so every command's bundle shares its one
 * registry, and its state lives on `process` for the same reason should it ever be copied.
 */
import { constants } from 'node:os';

/**
 * The signals that stop nori: every signal whose default action ends a process and that Node can
 * listen to, but those that report a fault of nori itself (SIGSEGV, SIGBUS, SIGFPE, SIGILL: a
 * listener would return into the faulting instruction). SIGKILL and SIGSTOP cannot be caught;
 * SIGPIPE and SIGXFSZ are ignored by Node; the real-time signals cannot be named in Node and keep
 * their default action. SIGPROF only when no profiler of V8 uses it (`--cpu-prof`, `--prof`).
 */
const ALL_STOP_SIGNALS = [
  'SIGHUP', // 129: the terminal was closed
  'SIGINT', // 130: Ctrl-C
  'SIGQUIT', // 131: Ctrl-\
  'SIGTRAP', // 133
  'SIGABRT', // 134
  'SIGUSR1', // 138 (Linux): would open Node's inspector
  'SIGUSR2', // 140 (Linux)
  'SIGALRM', // 142
  'SIGTERM', // 143: kill, a supervisor, a CI time-out
  'SIGSTKFLT', // 144 (Linux only)
  'SIGXCPU', // 152: past a CPU-time limit (ulimit -t)
  'SIGVTALRM', // 154
  'SIGPROF', // 155
  'SIGIO', // 157 (SIGPOLL)
  'SIGPWR', // 158 (Linux only)
  'SIGSYS', // 159
] as const satisfies readonly NodeJS.Signals[];

/** True when V8's sampling profiler runs in this process (it owns SIGPROF then). */
function profiling(): boolean {
  return /(^|\s)--(cpu-)?prof(\s|=|$)/.test(
    `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`,
  );
}

/** The stopping signals this system has (SIGPWR and SIGSTKFLT are Linux's). */
export const STOP_SIGNALS: readonly StopSignal[] = ALL_STOP_SIGNALS.filter(
  (signal) => constants.signals[signal] !== undefined && !(signal === 'SIGPROF' && profiling()),
);

export type StopSignal = (typeof ALL_STOP_SIGNALS)[number];

/** The exit code for a signal: 128 + its number on this system (docs/cli.md). */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}

/** What is registered; on `process`, so that even two copies of this module would share it. */
interface Registry {
  /** Clean-ups, in the order they were registered. */
  cleanUps: ((signal: StopSignal) => void)[];
  /** The command that stops itself, if one runs; called once, for the first signal. */
  graceful: ((signal: StopSignal) => void) | undefined;
  /** True once `graceful` has been called: a second signal ends nori at once. */
  stopping: boolean;
  /** The signals whose listener is installed now. */
  listening: Set<StopSignal>;
  /** The one listener of every signal of the list. */
  listener: (signal: NodeJS.Signals) => void;
}

const KEY = Symbol.for('nori.signals');

function registry(): Registry {
  const holder = process as unknown as { [KEY]?: Registry };
  holder[KEY] ??= {
    cleanUps: [],
    graceful: undefined,
    stopping: false,
    listening: new Set(),
    listener: (signal) => stop(signal as StopSignal),
  };
  return holder[KEY];
}

/** What a stopping signal does: the graceful stop once, else every clean-up and 128 + N. */
function stop(signal: StopSignal): void {
  const state = registry();
  if (state.graceful !== undefined && !state.stopping) {
    state.stopping = true;
    state.graceful(signal);
    return;
  }
  // Newest first: what was set up last is undone first. A clean-up that fails must not keep the
  // others from running, nor nori from ending.
  for (const cleanUp of state.cleanUps.splice(0).reverse()) {
    try {
      cleanUp(signal);
    } catch {
      // Nothing more can be done while stopping.
    }
  }
  process.exit(signalExitCode(signal));
}

/** Installs or removes listeners so that exactly the signals that must be handled are. */
function update(): void {
  const state = registry();
  const all = state.cleanUps.length > 0 || state.graceful !== undefined;
  for (const signal of STOP_SIGNALS) {
    const wanted = all;
    if (wanted && !state.listening.has(signal)) {
      process.on(signal, state.listener);
      state.listening.add(signal);
    } else if (!wanted && state.listening.has(signal)) {
      process.off(signal, state.listener);
      state.listening.delete(signal);
    }
  }
}

/**
 * Takes Node's handler of SIGUSR1 (it opens the inspector) away for good: the signal gets its
 * default action (the end of nori, 138 to a shell) while nothing is registered, and `onStop`'s
 * handling (clean-ups, then 138) while something is. Called first thing by the command's entry;
 * bin/nori.cjs does the same on its first line. A SIGUSR1 that came before and left the
 * inspector open (or opening) is bin/nori.cjs's to find.
 */
export function guardInspectorSignal(): void {
  if (process.listenerCount('SIGUSR1') > 0) return;
  const none = (): void => {};
  process.on('SIGUSR1', none);
  process.off('SIGUSR1', none);
}

/**
 * Registers `cleanUp`, to run (synchronously, newest first) when a stopping signal ends nori,
 * before it exits with 128 + N. Returns a function that removes it again (when the thing to clean
 * up is gone). `cleanUp` must not throw and must not wait: nori exits right after it.
 */
export function onStop(cleanUp: (signal: StopSignal) => void): () => void {
  const state = registry();
  const entry = (signal: StopSignal): void => cleanUp(signal);
  state.cleanUps.push(entry);
  update();
  return () => {
    const at = state.cleanUps.indexOf(entry);
    if (at !== -1) state.cleanUps.splice(at, 1);
    update();
  };
}

/**
 * For a command that ends itself when told to stop (`nori serve`: it closes its connections, then
 * returns 128 + N): the first stopping signal calls `begin` instead of ending nori; a second one
 * ends nori at once (clean-ups, then 128 + N), should the first take too long. Returns a function
 * that withdraws `begin`.
 */
export function stopGracefully(begin: (signal: StopSignal) => void): () => void {
  const state = registry();
  state.graceful = begin;
  state.stopping = false;
  update();
  return () => {
    if (state.graceful === begin) state.graceful = undefined;
    update();
  };
}
