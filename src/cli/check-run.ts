/** `nori check`: not built yet (see the open issue). */
import { CliError } from './io.js';

export async function runCheck(..._args: unknown[]): Promise<number> {
  throw new CliError('not available yet');
}
