/** `nori gen`: not built yet (see the open issue). */
import { CliError } from './io.js';

export async function runGen(..._args: unknown[]): Promise<number> {
  throw new CliError('not available yet');
}
