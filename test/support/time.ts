/**
 * The one setting of the tests' time limits: NORI_TIME_SCALE (a factor, 1 by default) multiplies
 * every limit a test sets (vitest's test and hook time-outs in vitest.config.ts, and the limits
 * written in tests through `scaled`), so that a loaded or slow machine is given more time by one
 * number instead of failing tests merely for being slow. No test asserts a duration.
 */
export const TIME_SCALE = timeScale(process.env.NORI_TIME_SCALE);

/** The factor NORI_TIME_SCALE asks for: a positive number, else 1. */
export function timeScale(value: string | undefined): number {
  const factor = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(factor) && factor > 0
    ? factor
    : 1;
}

/** A time limit of `ms` milliseconds on an idle machine, scaled by NORI_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
