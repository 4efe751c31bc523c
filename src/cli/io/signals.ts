/**
 * The one place that decides what a signal does to nori (docs/cli.md: a command stopped by signal
 * N cleans up, then exits with 128 + N). It owns the one list of stopping signals; commands only
 * say what to clean up (`onStop`), or, for a command that ends itself (`nori serve` closes its
 * connections first), how to begin stopping (`stopGracefully`).
 *
 * While something is registered, every signal of the list is handled: the handlers run (newest
 * first), then nori exits with 128 + N. While nothing is, only SIGUSR1 is handled (exit 138 at
 * once): the other signals keep their default action, which ends nori at once even in the middle
 * of a long computation (a handler could only run once that computation returns), and a shell
 * sees the same 128 + N. SIGUSR1's default action in Node is to open the inspector (a debugger on
 * 127.0.0.1:9229 through which any local process could run code as the user), so `entry.ts` calls
 * `guardInspectorSignal` first thing: a listener of SIGUSR1 replaces that activation in Node 20.
 *
 * This module is its own bundle (scripts/build.mjs), so every command's bundle shares its one
 * registry, and its state lives on `process` for the same reason should it ever be copied.
 */
import { constants } from 'node:os';

/**
 * The signals that stop nori: every signal whose default action ends a process and that a program
 * can catch (SIGKILL and SIGSTOP cannot be; SIGPIPE is ignored by Node).
 */
export const STOP_SIGNALS = [
  'SIGHUP', // 129: the terminal was closed
  'SIGINT', // 130: Ctrl-C
  'SIGQUIT', // 131: Ctrl-\
  'SIGUSR1', // 138 (Linux): would open Node's inspector
  'SIGUSR2', // 140 (Linux)
  'SIGALRM', // 142
  'SIGTERM', // 143: kill, a supervisor, a CI time-out
] as const satisfies readonly NodeJS.Signals[];

export type StopSignal = (typeof STOP_SIGNALS)[number];

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
  /** True once SIGUSR1 is to be handled whatever is registered. */
  guardsInspector: boolean;
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
    guardsInspector: false,
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
    const wanted = all || (signal === 'SIGUSR1' && state.guardsInspector);
    if (wanted && !state.listening.has(signal)) {
      process.on(signal, state.listener);
      state.listening.add(signal);
    } else if (!wanted && state.listening.has(signal)) {
      process.off(signal, state.listener);
      state.listening.delete(signal);
    }
  }
}

/** Where bin/nori.cjs keeps its first-line SIGUSR1 listener. */
const EARLY = Symbol.for('nori.earlySigusr1');

/**
 * Makes SIGUSR1 end nori with 138 (after whatever clean-up is registered then) instead of opening
 * Node's inspector. Called first thing by the command's entry, after bin/nori.cjs's own
 * first-line listener (see there for the milliseconds while Node itself starts).
 */
export function guardInspectorSignal(): void {
  registry().guardsInspector = true;
  update();
  // bin/nori.cjs listens from its first line (it ends nori at once, no clean-up): now that this
  // module's listener is in place, that one goes (never a moment with none, which would give the
  // signal back to Node's handler).
  const holder = process as unknown as { [EARLY]?: () => void };
  const early = holder[EARLY];
  if (early !== undefined) {
    process.off('SIGUSR1', early);
    delete holder[EARLY];
  }
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
