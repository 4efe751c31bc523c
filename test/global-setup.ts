/**
 * Builds the package once before the tests, so that tests of the command run what `npm ci` would
 * have built from the current sources (set NORI_SKIP_BUILD=1 to reuse an existing dist/).
 */
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  if (process.env.NORI_SKIP_BUILD === '1') return;
  execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
}
