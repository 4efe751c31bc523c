/**
 * The fixture solutions of test/fixtures/solutions/<lang>/, written the way learners write them:
 * each is compiled as Baekjoon compiles it (src/cli/check/compile.ts, once per test run, into
 * nori's own cache: the run's XDG_CACHE_HOME of test/run-folder.ts, which `nori check SOURCE`
 * of the same run reads too), run on a trap of its mistake and a few generated cases, and the diagnosis
 * must name exactly its mistake; the correct ones must answer every case right. A language whose
 * toolchain is missing is skipped, with the reason in the test's name. Used by check-source.test.ts
 * (the fixtures of DEFAULT_FIXTURES in every language) and check-source.slow.test.ts (the others).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildSource,
  cacheRoot,
  isInstalled,
  type Language,
  languageOf,
} from '../../src/cli/check/compile.js';
import { formatAnswer, judge } from '../../src/omok/index.js';
import { sameTokens } from '../../src/stress/compare.js';
import { diagnose, type Observation } from '../../src/stress/diagnose.js';
import { generateBoard } from '../../src/stress/omok-gen.js';
import { omokProblem } from '../../src/stress/omok-problem.js';
import { createRng } from '../../src/stress/rng.js';
import { generateDice, TRAPS } from '../../src/stress/yut-gen.js';
import { yutProblem } from '../../src/stress/yut-problem.js';
import { bestScore, classicBoard } from '../../src/yut/index.js';
import { python } from '../support/python.js';
import { scaled } from '../support/time.js';

export const ROOT = fileURLToPath(new URL('../fixtures/solutions/', import.meta.url));
/**
 * The fixtures `npm run check` runs in every language: a correct one of Dice Yut and a wrong one
 * of Omok, so that each problem and each kind of row is compiled and run in each language
 * (compiling a C++ fixture takes seconds of CPU time, a Java one more, and a Java run is a JVM's
 * start). The others are the same test over more inputs: check-source.slow.test.ts runs them
 * (npm run test:slow), yut-same-number and omok-correct among them; check-source.test.ts compiles
 * yut-same-number.cpp again for its test of the cache.
 */
export const DEFAULT_FIXTURES = new Set(['yut-correct', 'omok-no-rising']);

interface Case {
  value: unknown;
  input: string;
  expected: string;
}

function yutCase(dice: number[]): Case {
  return {
    value: dice,
    input: yutProblem.formatInput(dice),
    expected: `${bestScore(classicBoard(), dice)}\n`,
  };
}

function omokCase(board: ReturnType<typeof generateBoard>): Case {
  return {
    value: board,
    input: omokProblem.formatInput(board),
    expected: formatAnswer(judge(board))!,
  };
}

/** A trap of the mistake, then `count` generated cases. */
function casesFor(problem: 'yut' | 'omok', mistake: string, count: number): Case[] {
  const rng = createRng(5);
  if (problem === 'yut') {
    const traps = (TRAPS as Record<string, readonly string[]>)[mistake] ?? [];
    return [
      ...traps.slice(0, 2).map((text) => yutCase([...text].map(Number))),
      ...Array.from({ length: count }, () => yutCase(generateDice(rng))),
    ];
  }
  // Omok traps are drawn by the generator; keep drawing until one catches the mistake.
  const model = omokProblem.mistakes.find((m) => m.name === mistake);
  const cases: Case[] = [];
  for (let i = 0; i < 400 && model !== undefined; i++) {
    const c = omokCase(generateBoard(rng));
    const said = c.expected.trim().split(/\s+/).join(' ');
    if (!model.answers(c.value).includes(said)) {
      cases.push(c);
      break;
    }
  }
  return [...cases, ...Array.from({ length: count }, () => omokCase(generateBoard(rng)))];
}

/**
 * Runs `command` on each input, four at a time; the outputs in input order. A Python program runs
 * with the interpreter `python3` runs, by its own path (test/support/python.ts).
 */
async function runAll(command: string[], inputs: string[]): Promise<string[]> {
  const [first, ...args] = command;
  const file = first === 'python3' ? python() : first;
  const one = (input: string) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(file!, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        out += text;
      });
      child.stderr.setEncoding('utf8').on('data', (text: string) => {
        err += text;
      });
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(out);
        else reject(new Error(`${command.join(' ')}: exit ${code}: ${err}`));
      });
      child.stdin.end(input);
    });
  const outputs: string[] = new Array(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const i = next++;
      outputs[i] = await one(inputs[i]!);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return outputs;
}

const LANGS = ['cpp', 'py', 'java'] as const;

/** The fixture tests of every language, for the fixtures `wanted` selects (the others are skipped). */
export function describeFixtures(
  wanted: (lang: (typeof LANGS)[number], name: string) => boolean,
): void {
  for (const lang of LANGS) {
    const files = readdirSync(join(ROOT, lang)).sort();
    const language = languageOf(`x.${lang}`) as Language;
    const missing = !isInstalled(language.tool);
    const title = missing
      ? `${language.name} fixtures (SKIPPED: ${language.tool} is not installed; apt install ${language.install})`
      : `${language.name} fixtures`;
    describe(title, () => {
      for (const file of files) {
        const name = file.replace(/\.[^.]+$/, '');
        const [problem, ...rest] = name.split('-') as ['yut' | 'omok', ...string[]];
        const mistake = rest.join('-');
        // A fixture of a mistake outside the catalogue (yut-merge-30: a learner's own code that
        // treats the two 30s as one) has no trap here; the check's rule changes name it, tested
        // in src/stress (yut-rules, yut-describe).
        const inCatalogue =
          mistake === 'correct' ||
          (problem === 'yut'
            ? mistake in TRAPS
            : omokProblem.mistakes.some((m) => m.name === mistake));
        if (!inCatalogue) continue;
        const skip = missing || !wanted(lang, name);
        it.skipIf(skip)(
          name,
          async () => {
            const built = await buildSource(join(ROOT, lang, file), language, cacheRoot());
            if (!built.ok) throw new Error(JSON.stringify(built.failure));
            // The mistake's trap and two more cases tell it from every other mistake; a correct
            // solution gets six cases. (The full sweep: npm run bench -- check-mistakes, and the
            // CLI tests below.)
            const cases = casesFor(
              problem,
              mistake === 'correct' ? 'none' : mistake,
              mistake === 'correct' ? 6 : 2,
            );
            const outputs = await runAll(
              built.command,
              cases.map((c) => c.input),
            );
            if (mistake === 'correct') {
              cases.forEach((c, i) => {
                expect(sameTokens(c.expected, outputs[i]!), c.input).toBe(true);
              });
              return;
            }
            const observations: Observation[] = cases.map((c, i) => ({
              value: c.value,
              expected: c.expected,
              actual: outputs[i]!,
            }));
            expect(observations.some((o) => !sameTokens(o.expected, o.actual))).toBe(true);
            const diagnosis = diagnose(
              (problem === 'yut' ? yutProblem : omokProblem).mistakes,
              observations,
            );
            expect(diagnosis.kind === 'match' && diagnosis.mistake).toBe(mistake);
          },
          scaled(120_000),
        );
      }
    });
  }
}
