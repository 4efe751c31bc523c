/**
 * `npm run bench -- check-real`: `nori check` on real learners' solutions to Dice Yut (BOJ 17825)
 * and Omok (BOJ 2615), each judged beforehand exactly on a large case set (the corpus's truth.tsv).
 * The corpus lives outside the repository (the licences of its files are unknown): by default
 * /work/ext/corpus, or the folder in NORI_CORPUS; its README.md says how it was collected and
 * judged. Reports, per problem and language: wrong solutions caught and missed (and of those that
 * pass Baekjoon's examples), correct ones falsely flagged, for the caught ones whether the report
 * describes the failing structure (the criterion is in check-real-criteria.ts), and the time of a
 * default run.
 *
 * Selection (environment variables, since `npm run bench` takes only bench names):
 * - NORI_CHECK_REAL_SPLIT=dev|held-out|all (default held-out): the corpus is cut in two halves by a
 *   hash of each file's path, so the checker can be tuned on `dev` and measured on `held-out`.
 * - NORI_CHECK_REAL_PER=N: at most N solutions per problem, language and truth (correct, wrong,
 *   broken), wrong ones that pass the examples first; default all of them.
 * - NORI_CHECK_REAL_ONLY=TEXT: only files whose corpus path contains TEXT.
 * - NORI_CHECK_REAL_ARGS: extra arguments for every `nori check` (e.g. `--jobs 1`).
 * - NORI_CHECK_REAL_OUT=FILE: one TSV line per solution run (default: none); every report is
 *   kept beside it, in FILE.reports/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  type CorpusEntry,
  judgeDescription,
  type ParsedReport,
  parseJsonReport,
  parseTextReport,
  readCorpus,
  selectEntries,
  splitOf,
} from './check-real-criteria.js';

const corpus = process.env.NORI_CORPUS ?? '/work/ext/corpus';
if (!existsSync(join(corpus, 'index.tsv')) || !existsSync(join(corpus, 'truth.tsv'))) {
  console.log(
    `check-real: no corpus at ${corpus} (index.tsv and truth.tsv are needed); set NORI_CORPUS to the folder of the corpus of learners' solutions. Nothing measured.`,
  );
  process.exit(0);
}

const split = process.env.NORI_CHECK_REAL_SPLIT ?? 'held-out';
if (!['dev', 'held-out', 'all'].includes(split)) {
  console.error(`check-real: NORI_CHECK_REAL_SPLIT must be dev, held-out or all, not ${split}`);
  process.exit(2);
}
const perText = process.env.NORI_CHECK_REAL_PER;
const per = perText === undefined || perText === '' ? Number.POSITIVE_INFINITY : Number(perText);
if (!(per >= 1)) {
  console.error(`check-real: NORI_CHECK_REAL_PER must be a positive number, not ${perText}`);
  process.exit(2);
}
const only = process.env.NORI_CHECK_REAL_ONLY ?? '';
const extra = (process.env.NORI_CHECK_REAL_ARGS ?? '').split(/\s+/).filter((a) => a !== '');

const all = readCorpus(corpus);
const entries = selectEntries(
  all.filter((e) => (split === 'all' || splitOf(e.file) === split) && e.file.includes(only)),
  per,
);
const nori = join(process.cwd(), 'bin', 'nori.cjs');
const help = spawnSync(process.execPath, [nori, 'check', '--help'], { encoding: 'utf8' }).stdout;
const hasJson = help.includes('--json');
console.log(
  `corpus ${corpus}: ${all.length} solutions; split ${split}, ${entries.length} selected; reports read as ${hasJson ? 'JSON (--json)' : 'text'}`,
);

interface Outcome {
  readonly entry: CorpusEntry;
  readonly said: 'passed' | 'caught' | 'error';
  readonly named: boolean | undefined;
  readonly why: string;
  readonly seconds: number;
}

const work = mkdtempSync(join(tmpdir(), 'nori-check-real-'));
const outcomes: Outcome[] = [];
try {
  for (const [n, entry] of entries.entries()) {
    const dir = join(work, String(n));
    spawnSync('mkdir', ['-p', dir]);
    const source = readFileSync(join(corpus, entry.file));
    // The file as the learner keeps it, under its own name: nori check makes a Java file with a
    // package line or another class name into Baekjoon's Main.java itself (and says so).
    const file = join(dir, basename(entry.file));
    writeFileSync(file, source);
    const args = [nori, 'check', entry.problem, file, '--lang', 'en', ...extra];
    if (hasJson) args.push('--json');
    // A compiler that times out on a loaded machine says nothing about the checker: try again
    // (at most twice), and count the time of the last try only.
    let started = performance.now();
    let run = spawnSync(process.execPath, args, {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    for (let retry = 0; retry < 2 && run.status === 2 && /ETIMEDOUT/.test(run.stderr); retry++) {
      started = performance.now();
      run = spawnSync(process.execPath, args, {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      });
    }
    const seconds = (performance.now() - started) / 1000;
    const keep = process.env.NORI_CHECK_REAL_OUT;
    if (keep !== undefined && keep !== '') {
      mkdirSync(`${keep}.reports`, { recursive: true });
      writeFileSync(
        join(`${keep}.reports`, `${entry.file.replaceAll('/', '__')}.txt`),
        `exit ${run.status ?? run.signal}\n${run.stdout}\n--- stderr\n${run.stderr}`,
      );
    }
    let outcome: Outcome;
    if (run.status === 0) {
      outcome = { entry, said: 'passed', named: undefined, why: '', seconds };
    } else if (run.status === 1) {
      let report: ParsedReport | undefined;
      try {
        report = hasJson ? parseJsonReport(run.stdout) : parseTextReport(run.stdout);
      } catch {
        report = undefined;
      }
      const judged =
        report === undefined
          ? { named: false, why: 'report not understood' }
          : judgeDescription(entry.problem, report, nori);
      outcome = { entry, said: 'caught', named: judged.named, why: judged.why, seconds };
    } else {
      const last = `${run.stderr}${run.stdout}`.trim().split('\n').at(-1) ?? '';
      outcome = {
        entry,
        said: 'error',
        named: undefined,
        why: `exit ${run.status ?? run.signal}: ${last.slice(0, 120)}`,
        seconds,
      };
    }
    outcomes.push(outcome);
    console.log(
      `${String(n + 1).padStart(3)}/${entries.length} ${entry.truth.padEnd(7)} ${outcome.said.padEnd(6)} ${outcome.named === undefined ? '' : outcome.named ? 'named ' : 'unnamed'} ${seconds.toFixed(1).padStart(6)} s  ${entry.file}${outcome.why === '' ? '' : `  (${outcome.why})`}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const out = process.env.NORI_CHECK_REAL_OUT;
if (out !== undefined && out !== '') {
  writeFileSync(
    out,
    `${['file', 'problem', 'language', 'split', 'truth', 'examples', 'said', 'named', 'seconds', 'why'].join('\t')}\n${outcomes
      .map((o) =>
        [
          o.entry.file,
          o.entry.problem,
          o.entry.language,
          splitOf(o.entry.file),
          o.entry.truth,
          o.entry.examples,
          o.said,
          o.named === undefined ? '' : String(o.named),
          o.seconds.toFixed(1),
          o.why,
        ].join('\t'),
      )
      .join('\n')}\n`,
  );
}

const pct = (a: number, b: number): string => (b === 0 ? '-' : `${Math.round((100 * a) / b)} %`);
const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
};
console.log(
  '\nproblem language | wrong: caught/all (passing examples: caught/all) | correct flagged | broken flagged | named/caught | run time median, max',
);
const groups = new Map<string, Outcome[]>();
for (const o of outcomes) {
  for (const key of [
    `${o.entry.problem} ${o.entry.language}`,
    `${o.entry.problem} all`,
    'all all',
  ]) {
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
}
const order = (key: string): string => key.replace(/\ball\b/g, '~');
for (const [key, list] of [...groups].sort(([a], [b]) => order(a).localeCompare(order(b)))) {
  const wrong = list.filter((o) => o.entry.truth === 'wrong');
  const wrongEx = wrong.filter((o) => o.entry.examples === 'pass');
  const caught = wrong.filter((o) => o.said === 'caught');
  const caughtEx = wrongEx.filter((o) => o.said === 'caught');
  const correct = list.filter((o) => o.entry.truth === 'correct');
  const flagged = correct.filter((o) => o.said !== 'passed');
  const broken = list.filter((o) => o.entry.truth === 'broken');
  const brokenFlagged = broken.filter((o) => o.said !== 'passed');
  const named = caught.filter((o) => o.named === true);
  const times = list.map((o) => o.seconds);
  console.log(
    `${key.padEnd(12)} | ${caught.length}/${wrong.length} ${pct(caught.length, wrong.length)} (${caughtEx.length}/${wrongEx.length} ${pct(caughtEx.length, wrongEx.length)}) | ${flagged.length}/${correct.length} | ${brokenFlagged.length}/${broken.length} | ${named.length}/${caught.length} ${pct(named.length, caught.length)} | ${median(times).toFixed(1)} s, ${Math.max(0, ...times).toFixed(1)} s`,
  );
}
