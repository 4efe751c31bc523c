/**
 * The one setting of the property tests' run counts: NORI_PROPERTY_RUNS (a factor, 1 by default;
 * `npm run test:slow` sets 10) multiplies the runs each property test asks for. Every property
 * test passes its options through `runs`, so one number makes them all cheaper or more thorough.
 */
import type { Parameters } from 'fast-check';

export const PROPERTY_FACTOR = propertyFactor(process.env.NORI_PROPERTY_RUNS);

/** The factor NORI_PROPERTY_RUNS asks for: a positive number, else 1. */
export function propertyFactor(value: string | undefined): number {
  const factor = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(factor) && factor > 0
    ? factor
    : 1;
}

/**
 * fast-check's parameters for `base` runs (on an ordinary `npm test`) scaled by
 * NORI_PROPERTY_RUNS, at least one; `more` adds other parameters (a seed, a path to replay).
 */
export function runs<T = unknown>(base: number, more: Parameters<T> = {}): Parameters<T> {
  return { ...more, numRuns: Math.max(1, Math.round(base * PROPERTY_FACTOR)) };
}

/**
 * A cross-check's number of cases (a `nori check` of a correct solution against the reference,
 * a property test run through the built command): `base` on an ordinary run, scaled by
 * NORI_PROPERTY_RUNS like the property tests' runs, at least one.
 */
export function crossCheckCases(base: number): number {
  return Math.max(1, Math.round(base * PROPERTY_FACTOR));
}
