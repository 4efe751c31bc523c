/**
 * Builds the package once before the tests of the built command (the projects `cli`, `e2e` and
 * `slow` of vitest.config.ts), so that they run what `npm ci` would have built from the current
 * sources. Each of those projects names this set-up; the build runs once per vitest run however
 * many of them run (set NORI_SKIP_BUILD=1 to reuse an existing dist/, as `npm run check` does after
 * its own build).
 */
import { execFileSync } from 'node:child_process';

/** Set in vitest's own process once the build is done (global set-ups run there). */
const BUILT = Symbol.for('nori.test.built');

export default function setup(): void {
  if (process.env.NORI_SKIP_BUILD === '1') return;
  const holder = globalThis as { [BUILT]?: boolean };
  if (holder[BUILT]) return;
  execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  holder[BUILT] = true;
}
