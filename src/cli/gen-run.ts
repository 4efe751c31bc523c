/** `nori gen yut|omok [--seed S] [--count N]` (cli.md): N valid inputs from a seeded generator. */
import { randomInt } from 'node:crypto';
import { loadProblem } from '../stress/problems.js';
import { createRng, seedFromText } from '../stress/rng.js';
import { StdoutWriter } from './check-common.js';
import type { GenOptions } from './gen.js';
import { EXIT } from './io.js';
import { parseWholeNumber } from './options.js';

export async function runGen(problemName: 'yut' | 'omok', options: GenOptions): Promise<number> {
  const count = parseWholeNumber(options.count, '--count');
  let seed = options.seed;
  if (seed === undefined) {
    seed = String(randomInt(2 ** 31));
    // Only the inputs go to standard output; the seed that makes them again goes to the side.
    process.stderr.write(`nori gen: seed ${seed}\n`);
  }
  const problem = await loadProblem(problemName);
  const rng = createRng(seedFromText(seed));
  const out = new StdoutWriter();
  for (let i = 0; i < count && !out.closed; i++) {
    if (i > 0 && problem.separator !== '') await out.write(problem.separator);
    await out.write(problem.formatInput(problem.generate(rng)));
  }
  await out.flush();
  return EXIT.ok;
}
