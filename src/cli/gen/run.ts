/** `nori gen yut|omok [--seed S] [--count N]` (docs/cli.md): N valid inputs from a seeded generator. */
import { randomInt } from 'node:crypto';
import { type Lang, text } from '../../i18n/index.js';
import { caseSource } from '../../stress/cases.js';
import { loadProblem, type ProblemName } from '../../stress/problems.js';
import { EXIT } from '../io/errors.js';
import { OutputBuffer } from '../io/output.js';
import { parseWholeNumber } from '../options.js';

/** Options of `nori gen`, as commander parses them. */
export interface GenOptions {
  seed?: string;
  count: string;
  /** The language of every text (chosen once by the entry). */
  lang?: Lang;
}

export async function runGen(problemName: ProblemName, options: GenOptions): Promise<number> {
  const count = parseWholeNumber(options.count, '--count');
  let seed = options.seed;
  if (seed === undefined) {
    seed = String(randomInt(2 ** 31));
    // Only the inputs go to standard output; the seed that makes them again goes to the side.
    process.stderr.write(`nori gen: ${text(options.lang ?? 'en', 'gen.seed', { seed })}\n`);
  }
  const problem = await loadProblem(problemName);
  // The cases `nori check --seed S` runs, in its order (planned ones first).
  const draw = caseSource(problem, seed);
  const out = new OutputBuffer();
  for (let i = 0; i < count && !out.closed; i++) {
    const separator = i > 0 ? problem.separator : '';
    const pending = out.write(separator + problem.formatInput(draw(i)));
    if (pending !== undefined) await pending;
  }
  await out.flush();
  return EXIT.ok;
}
