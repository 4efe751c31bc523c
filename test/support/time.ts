/**
 * The one setting of the tests' time limits: NORI_TIME_SCALE (a factor) multiplies every limit a
 * test sets (vitest's test and hook time-outs in vitest.config.ts, and the limits written in tests
 * through `scaled`), so that a loaded or slow machine is given more time by one number instead of
 * failing tests merely for being slow. No test asserts a duration.
 *
 * Unset, the factor follows the machine: at least 2, and more when the machine is already busy
 * as the tests start (the load average over the cores, at most 20). A limit only catches a test
 * that hangs; a generous one costs nothing when the test passes.
 */
import { availableParallelism, loadavg } from 'node:os';

export const TIME_SCALE = timeScale(process.env.NORI_TIME_SCALE);

/** The factor NORI_TIME_SCALE asks for (a positive number), else the machine's (see above). */
export function timeScale(
  value: string | undefined,
  load = loadavg()[0]!,
  cores = availableParallelism(),
): number {
  const factor = Number(value);
  if (value !== undefined && value.trim() !== '' && Number.isFinite(factor) && factor > 0) {
    return factor;
  }
  return Math.min(20, Math.max(2, Math.ceil(load / Math.max(1, cores))));
}

/** A time limit of `ms` milliseconds on an idle machine, scaled by `TIME_SCALE`. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
