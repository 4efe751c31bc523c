/**
 * The fixture solutions of test/fixtures/solutions/<lang>/, written the way learners write them:
 * each is compiled as Baekjoon compiles it (src/cli/check-compile.ts, once, into a cache that
 * survives between runs), run on a trap of its mistake and a few generated cases, and the diagnosis
 * must name exactly its mistake; the correct ones must answer every case right. A language whose
 * toolchain is missing is skipped, with the reason in the test's name.
 *
 * Java's compiler takes seconds per file, so only a few Java fixtures run by default; set
 * NORI_ALL_FIXTURES=1 for all of them (scripts/check-fixtures or CI with time to spare).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSource, isInstalled, type Language, languageOf } from '../src/cli/check-compile.js';
import { formatAnswer, judge } from '../src/omok/index.js';
import { sameTokens } from '../src/stress/compare.js';
import { diagnose, mistakeModels, type Observation } from '../src/stress/diagnose.js';
import { generateBoard } from '../src/stress/omok-gen.js';
import { omokProblem } from '../src/stress/omok-problem.js';
import { createRng } from '../src/stress/rng.js';
import { generateDice, TRAPS } from '../src/stress/yut-gen.js';
import { yutProblem } from '../src/stress/yut-problem.js';
import { bestScore, classicBoard } from '../src/yut/index.js';

const ROOT = fileURLToPath(new URL('./fixtures/solutions/', import.meta.url));
const CACHE = join(tmpdir(), 'nori-test-build-cache');
const ALL = process.env.NORI_ALL_FIXTURES === '1';
/** The Java fixtures run by default (compiling one takes seconds). */
const JAVA_DEFAULT = new Set(['yut-correct', 'yut-same-number', 'omok-correct', 'omok-no-rising']);

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
  const model = mistakeModels('omok').find((m) => m.name === mistake);
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

function run(command: string[], input: string): string {
  const [file, ...args] = command;
  const done = spawnSync(file!, args, { input, encoding: 'utf8', timeout: 20_000 });
  if (done.status !== 0) throw new Error(`${command.join(' ')}: ${done.status} ${done.stderr}`);
  return done.stdout;
}

const LANGS = ['cpp', 'py', 'java'] as const;
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
      const skip = missing || (lang === 'java' && !ALL && !JAVA_DEFAULT.has(name));
      it.skipIf(skip)(
        name,
        () => {
          const built = buildSource(join(ROOT, lang, file), language, CACHE);
          if (!built.ok) throw new Error(JSON.stringify(built.failure));
          const count = lang === 'java' ? 2 : 4;
          if (mistake === 'correct') {
            for (const c of casesFor(problem, 'none', 2 * count)) {
              expect(sameTokens(c.expected, run(built.command, c.input)), c.input).toBe(true);
            }
            return;
          }
          const observations: Observation[] = casesFor(problem, mistake, count).map((c) => ({
            value: c.value,
            expected: c.expected,
            actual: run(built.command, c.input),
          }));
          expect(observations.some((o) => !sameTokens(o.expected, o.actual))).toBe(true);
          const diagnosis = diagnose(mistakeModels(problem), observations);
          expect(diagnosis.kind === 'match' && diagnosis.mistake).toBe(mistake);
        },
        120_000,
      );
    }
  });
}
