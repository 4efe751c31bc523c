/**
 * The fixture solutions of test/fixtures/solutions/<lang>/, written the way learners write them:
 * each is compiled as Baekjoon compiles it (src/cli/check-compile.ts, once, into a cache that
 * survives between runs), run on a trap of its mistake and a few generated cases, and the diagnosis
 * must name exactly its mistake; the correct ones must answer every case right. A language whose
 * toolchain is missing is skipped, with the reason in the test's name.
 *
 * Java's compiler takes seconds per file, so only a few Java fixtures run by default; set
 * NORI_ALL_FIXTURES=1 for all of them (about two minutes more on a first run, then cached).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSource, isInstalled, type Language, languageOf } from '../src/cli/check/compile.js';
import { formatAnswer, judge } from '../src/omok/index.js';
import { sameTokens } from '../src/stress/compare.js';
import { diagnose, type Observation } from '../src/stress/diagnose.js';
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

/** Runs `command` on each input, four at a time; the outputs in input order. */
async function runAll(command: string[], inputs: string[]): Promise<string[]> {
  const [file, ...args] = command;
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
        async () => {
          const built = await buildSource(join(ROOT, lang, file), language, CACHE);
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
        120_000,
      );
    }
  });
}

describe('nori check SOURCE (the built command)', () => {
  const BIN = fileURLToPath(new URL('../bin/nori.cjs', import.meta.url));
  const cache = mkdtempSync(join(tmpdir(), 'nori-check-source-'));
  const nori = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [BIN, ...args], {
      encoding: 'utf8',
      timeout: 300_000,
      env: { ...process.env, NO_COLOR: '1', LANG: 'C', LC_ALL: '', XDG_CACHE_HOME: cache, ...env },
    });
  const hasGpp = isInstalled('g++');

  it.skipIf(!hasGpp)(
    'compiles, names the bug, and takes the build from the cache the second time',
    () => {
      const source = join(ROOT, 'cpp', 'yut-same-number.cpp');
      const first = nori([
        'check',
        'yut',
        source,
        '--seed',
        '1',
        '--cases',
        '30',
        '--diagnosis-cases',
        '40',
      ]);
      expect(first.status, first.stderr).toBe(1);
      expect(first.stderr).toMatch(
        /^compiling .*yut-same-number\.cpp as C\+\+17: g\+\+ Main\.cc .*-std=gnu\+\+17/m,
      );
      expect(first.stdout).toMatch(/^WA on case \d+ \(seed 1\): wrong answer/);
      expect(first.stdout).toMatch(
        /Your answers match a solver that treats cells with the same number as one cell .* on (\d+) of \1 cases/,
      );
      const second = nori([
        'check',
        'yut',
        source,
        '--seed',
        '1',
        '--cases',
        '30',
        '--diagnosis-cases',
        '40',
      ]);
      expect(second.stderr).not.toMatch(/compiling/);
      // The same report, but for the times of the run.
      const timeless = (text: string) => text.replace(/^run of the original case: .*$/m, '');
      expect(timeless(second.stdout)).toBe(timeless(first.stdout));
    },
    300_000,
  );

  it.skipIf(!hasGpp)(
    'speaks Korean with --lang ko',
    () => {
      const source = join(ROOT, 'cpp', 'omok-six-wins.cpp');
      const run = nori([
        'check',
        'omok',
        source,
        '--seed',
        '1',
        '--cases',
        '30',
        '--lang',
        'ko',
        '--diagnosis-cases',
        '40',
      ]);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stdout).toMatch(/^WA: 30개 중 \d+번 케이스 \(시드 1\): 틀렸습니다/);
      for (const heading of [
        '처음 찾은 반례:',
        '줄인 반례',
        '정답:',
        '틀린 이유:',
        '줄인 반례의 풀이:',
      ]) {
        expect(run.stdout).toContain(heading);
      }
      expect(run.stdout).toMatch(/여섯 개 이상 이어진 돌도 이긴 것으로 봅니다/);
    },
    300_000,
  );

  it.skipIf(!hasGpp)("a compile error: the compiler's words, then one line, exit 2", () => {
    const dir = mkdtempSync(join(tmpdir(), 'nori-bad-'));
    const bad = join(dir, 'bad.cpp');
    writeFileSync(bad, 'int main( { return 0; }\n');
    const run = nori(['check', 'yut', bad]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Main\.cc:1:\d+: error:/);
    expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^nori check: compile error in .*bad\.cpp \(C\+\+17: exit code 1\); the compiler said so above$/,
    );
    expect(run.stdout).toBe('');
  });

  it.skipIf(!isInstalled('python3'))(
    "MLE: the peak memory of the run over the problem's limit (omok: 128 MB)",
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'nori-mle-'));
      const hog = join(dir, 'hog.py');
      // 300 MB touched page by page, held long enough for the runner's samples to see it.
      writeFileSync(
        hog,
        'import time\na = bytearray(300 << 20)\nfor i in range(0, len(a), 4096):\n    a[i] = 1\ntime.sleep(0.3)\nprint(0)\n',
      );
      const run = nori(['check', 'omok', hog, '--cases', '1', '--seed', '1', '--shrink-time', '0']);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stdout).toMatch(
        /^MLE on case 1 \(seed 1\): memory limit exceeded \(peak memory [\d.]+ MB over the limit of 128 MB\)/,
      );
    },
    120_000,
  );

  it('a missing compiler: one line naming what to install, exit 2', () => {
    const run = nori(['check', 'yut', join(ROOT, 'cpp', 'yut-correct.cpp')], {
      PATH: '/nonexistent',
      XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'nori-empty-cache-')),
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `nori check: cannot compile ${join(ROOT, 'cpp', 'yut-correct.cpp')} (C++17): g++ is not installed; install it (Debian/Ubuntu: apt install g++)\n`,
    );
  });

  it('-- COMMAND still runs the command as given (a source file after -- is not compiled)', () => {
    const run = nori(['check', 'yut', '--cases', '3', '--', join(ROOT, 'cpp', 'yut-correct.cpp')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^nori check: cannot run .*yut-correct\.cpp: permission denied$/m);
  });
});
