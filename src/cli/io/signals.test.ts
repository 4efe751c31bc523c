import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  guardInspectorSignal,
  onStop,
  STOP_SIGNALS,
  signalExitCode,
  stopGracefully,
} from './signals.js';

/** The exit code process.exit was called with, instead of exiting. */
function stubExit(): { code: () => number | undefined } {
  let code: number | undefined;
  vi.spyOn(process, 'exit').mockImplementation(((value?: number) => {
    code = value;
    return undefined as never;
  }) as typeof process.exit);
  return { code: () => code };
}

/** How many listeners each stopping signal has now. */
function listeners(): Record<string, number> {
  return Object.fromEntries(STOP_SIGNALS.map((signal) => [signal, process.listenerCount(signal)]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the one list of stopping signals', () => {
  it('is every signal docs/cli.md names, with 128 + its number', () => {
    expect(STOP_SIGNALS.map((signal) => [signal, signalExitCode(signal)])).toEqual(
      STOP_SIGNALS.map((signal) => [signal, 128 + constants.signals[signal]]),
    );
    // The Linux numbers of docs/cli.md.
    if (process.platform === 'linux') {
      // Outside replay of issue 23: SIGPWR, SIGVTALRM, SIGXCPU, SIGTRAP... ended nori by their
      // default action, leaving `--out`'s temporary file and the compiler's build folder.
      expect(STOP_SIGNALS.map(signalExitCode)).toEqual([
        129, 130, 131, 133, 134, 138, 140, 142, 143, 144, 152, 154, 155, 157, 158, 159,
      ]);
    }
  });
});

describe('onStop', () => {
  it('handles every signal of the list while a clean-up is registered, and none after', () => {
    const before = listeners();
    const release = onStop(() => {});
    for (const signal of STOP_SIGNALS) {
      expect(process.listenerCount(signal)).toBe(before[signal]! + 1);
    }
    release();
    expect(listeners()).toEqual(before);
  });

  it.each(STOP_SIGNALS)(
    '%s: runs the clean-ups, newest first, then exits with 128 + N',
    (signal) => {
      const exit = stubExit();
      const order: string[] = [];
      onStop((got) => order.push(`first ${got}`));
      onStop(() => {
        throw new Error('a failing clean-up must not stop the others');
      });
      onStop((got) => order.push(`last ${got}`));
      process.emit(signal, signal);
      expect(order).toEqual([`last ${signal}`, `first ${signal}`]);
      expect(exit.code()).toBe(signalExitCode(signal));
    },
  );

  it('a released clean-up does not run', () => {
    const exit = stubExit();
    const ran: string[] = [];
    const keep = onStop(() => ran.push('kept'));
    onStop(() => ran.push('released'))();
    process.emit('SIGTERM', 'SIGTERM');
    expect(ran).toEqual(['kept']);
    expect(exit.code()).toBe(signalExitCode('SIGTERM'));
    keep();
  });
});

describe('stopGracefully', () => {
  it('the first signal begins the stop; a second ends nori at once, after the clean-ups', () => {
    const exit = stubExit();
    const begun: string[] = [];
    const cleaned: string[] = [];
    const releaseCleanUp = onStop(() => cleaned.push('clean'));
    const release = stopGracefully((signal) => begun.push(signal));
    process.emit('SIGINT', 'SIGINT');
    expect(begun).toEqual(['SIGINT']);
    expect(exit.code()).toBeUndefined();
    process.emit('SIGTERM', 'SIGTERM');
    expect(begun).toEqual(['SIGINT']);
    expect(cleaned).toEqual(['clean']);
    expect(exit.code()).toBe(signalExitCode('SIGTERM'));
    release();
    releaseCleanUp();
  });
});

/** True when this process catches `signal` (Linux: the SigCgt mask of /proc/self/status). */
function caught(signal: NodeJS.Signals): boolean {
  const mask = /SigCgt:\s*([0-9a-f]+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]!;
  return ((BigInt(`0x${mask}`) >> BigInt(constants.signals[signal] - 1)) & 1n) === 1n;
}

describe.runIf(process.platform === 'linux')('guardInspectorSignal', () => {
  it("takes Node's handler of SIGUSR1 away: its default action ends nori (138), no listener stays", () => {
    expect(process.listenerCount('SIGUSR1')).toBe(0);
    // (Node's own handler, which opens the inspector, may be gone already: the tests above
    // added and removed listeners.)
    const before = listeners();
    guardInspectorSignal();
    expect(caught('SIGUSR1')).toBe(false);
    expect(listeners()).toEqual(before);
    // While a clean-up is registered, SIGUSR1 runs it and exits 138; after, the default again.
    const exit = stubExit();
    const release = onStop(() => {});
    expect(caught('SIGUSR1')).toBe(true);
    process.emit('SIGUSR1', 'SIGUSR1');
    expect(exit.code()).toBe(signalExitCode('SIGUSR1'));
    release();
    expect(caught('SIGUSR1')).toBe(false);
  });
});
