/** `nori yut`: not built yet. */
import { CliError } from './io.js';

export async function runYut(..._args: unknown[]): Promise<number> {
  throw new CliError('not available yet');
}
