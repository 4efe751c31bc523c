/** `nori yut --all --out FILE`: every input at once (not built yet: see the open issue). */
import { CliError } from './io.js';
import type { YutOptions } from './yut.js';

export async function runYutAll(_options: YutOptions): Promise<number> {
  throw new CliError('--all is not available yet');
}
