/**
 * The corpus of bench/check-real.bench.ts and its mechanical criteria: reading index.tsv and
 * truth.tsv, the dev / held-out split, the stratified selection, what a learner submits for a
 * Java file, reading `nori check`'s report (JSON when the command has `--json`, else its text),
 * and whether the report describes the failing case's structure.
 *
 * "Describes the structure" (per caught solution; --lang en) is decided from the report alone
 * against nori's exact solvers on the case the report shows (the shrunk one), on the report's
 * words: the description (JSON `failure.description.text` and `failure.mistake.text`; in the
 * text report, the sections headed "what went wrong", "where to look" or "description"), never
 * the reference explanation, the raw case or the board picture (lines without a word of three
 * letters or more).
 * - Omok: every line of five or more stones of one colour on the case is named on one line of
 *   words with its colour (black/white), its length and its first stone's row and column (the
 *   leftmost, or topmost if vertical, as Baekjoon numbers them); when the program's answer names
 *   a point other than the right one, that point's row and column appear on one line of words;
 *   a case with no line of five or more needs one stone of the case named by row and column (an
 *   empty board, where a crash often shrinks to: the words say the board is empty).
 * - Dice Yut: the words contain the best score and the program's number; when the program did
 *   not print one number, the words must say what it printed instead ("nothing", or its text);
 *   the "where to look" cells (JSON `description.cells`, or the cell labels in the words) are not
 *   empty and each is a cell of a best plan of the case (`nori yut --json`), unless the program's
 *   number is too high, where instead a rule must be named (a structure key or a catalogue
 *   mistake in JSON, a line with "rule" in the text).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CorpusEntry {
  readonly file: string;
  readonly problem: 'yut' | 'omok';
  readonly language: 'cpp' | 'py' | 'java';
  readonly repository: string;
  readonly path: string;
  readonly truth: 'correct' | 'wrong' | 'broken';
  /** Whether the solution passes Baekjoon's examples (`-` for one that does not compile). */
  readonly examples: 'pass' | 'fail' | '-';
}

/** Reads index.tsv and truth.tsv of a corpus folder; solutions without a sure truth are left out. */
export function readCorpus(dir: string): CorpusEntry[] {
  const table = (name: string): Record<string, string>[] => {
    const [head, ...rows] = readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean);
    const cols = head!.split('\t');
    return rows.map((row) => Object.fromEntries(row.split('\t').map((v, i) => [cols[i], v])));
  };
  const truth = new Map(table('truth.tsv').map((row) => [row.file!, row]));
  const entries: CorpusEntry[] = [];
  for (const row of table('index.tsv')) {
    const t = truth.get(row.file!);
    // `unsure`: failed only by timeouts on a loaded machine; not counted either way
    if (t === undefined || !['correct', 'wrong', 'broken'].includes(t.verdict!)) continue;
    entries.push({
      file: row.file!,
      problem: row.problem as CorpusEntry['problem'],
      language: row.language as CorpusEntry['language'],
      repository: row.repository!,
      path: row.path!,
      truth: t.verdict as CorpusEntry['truth'],
      examples: t.examples as CorpusEntry['examples'],
    });
  }
  return entries;
}

const hashOf = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The half of the corpus a file belongs to, by a hash of its corpus path: fixed for ever. */
export function splitOf(file: string): 'dev' | 'held-out' {
  return (hashOf(file)[0]! & 1) === 0 ? 'dev' : 'held-out';
}

/**
 * At most `per` entries per problem, language and truth: wrong ones that pass the examples first
 * (the ones the checker exists for), then by hash (a fixed, unbiased order).
 */
export function selectEntries(entries: readonly CorpusEntry[], per: number): CorpusEntry[] {
  const groups = new Map<string, CorpusEntry[]>();
  for (const e of entries) {
    const key = `${e.problem} ${e.language} ${e.truth}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const chosen: CorpusEntry[] = [];
  for (const key of [...groups.keys()].sort()) {
    const list = groups.get(key)!.slice();
    list.sort(
      (a, b) =>
        Number(b.examples === 'pass') - Number(a.examples === 'pass') ||
        hashOf(a.file).compare(hashOf(b.file)),
    );
    chosen.push(...list.slice(0, per));
  }
  return chosen;
}

/** What the structure criterion needs from a report. */
export interface ParsedReport {
  /** The case shown (shrunk if any), as the program's input. */
  readonly input: string;
  /** The program's output on it. */
  readonly actual: string;
  /** The description's lines of words. */
  readonly words: readonly string[];
  /** "Where to look", when the report gives it apart from the words. */
  readonly cells: readonly string[] | undefined;
  /** A rule or structure named by key (JSON) or in words. */
  readonly ruleNamed: boolean;
}

/** A line of words: one with a word of three letters or more (board pictures have none). */
const isWords = (line: string): boolean => /[A-Za-z\u3131-\uD7A3]{3,}/.test(line);

export function parseJsonReport(stdout: string): ParsedReport {
  const report = JSON.parse(stdout);
  const failure = report.failure;
  if (failure === null || failure === undefined) throw new Error('no failure in the report');
  const text = [failure.description?.text ?? '', failure.mistake?.text ?? ''].join('\n');
  return {
    input: failure.counterexample.input,
    actual: failure.counterexample.actual ?? '',
    words: text.split('\n').filter(isWords),
    cells: failure.description?.cells,
    ruleNamed:
      (failure.description?.structure ?? null) !== null || (failure.mistake ?? null) !== null,
  };
}

/** Today's text report: sections are headed by an unindented line ending in ':'. */
export function parseTextReport(stdout: string): ParsedReport {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of stdout.split('\n')) {
    if (/^\S.*:$/.test(line)) {
      current = [];
      sections.set(line.toLowerCase(), current);
    } else if (current !== undefined) current.push(line);
  }
  const find = (test: RegExp): string[] | undefined =>
    [...sections].find(([head]) => test.test(head))?.[1];
  const block = (lines: string[] | undefined): string =>
    (lines ?? [])
      .filter((l) => l.trim() !== '')
      .map((l) => l.trim())
      .join('\n');
  const input = block(find(/^shrunk case/) ?? find(/^original case/));
  if (input === '') throw new Error('no case in the report');
  const words = [...sections]
    .filter(([head]) => /what went wrong|where to look|descri/.test(head))
    .flatMap(([head, lines]) => [head, ...lines])
    .filter(isWords);
  return {
    input,
    actual: block(find(/^actual output/)),
    words,
    cells: undefined,
    ruleNamed: words.some((l) => /\brule\b/i.test(l)),
  };
}

const mentions = (line: string, ...numbers: number[]): boolean =>
  numbers.every((n) => new RegExp(`(^|[^0-9])${n}([^0-9]|$)`).test(line));

/** Every maximal run of five or more stones of one colour: colour, length, first stone (1-based). */
export function longLines(
  board: number[][],
): { color: number; length: number; row: number; col: number }[] {
  const n = board.length;
  const at = (r: number, c: number): number =>
    r >= 0 && r < n && c >= 0 && c < n ? board[r]![c]! : 0;
  const found: { color: number; length: number; row: number; col: number }[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const color = at(r, c);
      if (color === 0) continue;
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [-1, 1],
      ] as const) {
        if (at(r - dr, c - dc) === color) continue;
        let length = 0;
        while (at(r + length * dr, c + length * dc) === color) length++;
        if (length >= 5) found.push({ color, length, row: r + 1, col: c + 1 });
      }
    }
  }
  return found;
}

/** Whether the report describes the failing structure (the criteria in this file's comment). */
export function judgeDescription(
  problem: 'yut' | 'omok',
  report: ParsedReport,
  nori: string,
): { named: boolean; why: string } {
  if (problem === 'omok') {
    const board = report.input
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number));
    const lines = longLines(board);
    for (const line of lines) {
      const colour = line.color === 1 ? /black/i : /white/i;
      const ok = report.words.some(
        (w) => colour.test(w) && mentions(w, line.length, line.row, line.col),
      );
      if (!ok) {
        return {
          named: false,
          why: `line of ${line.length} ${line.color === 1 ? 'black' : 'white'} from ${line.row} ${line.col} not described`,
        };
      }
    }
    const answer = spawnSync(process.execPath, [nori, 'omok'], {
      input: `${report.input}\n`,
      encoding: 'utf8',
    })
      .stdout.trim()
      .split(/\s+/);
    const got = report.actual.trim().split(/\s+/);
    if (got.length === 3 && got.join(' ') !== answer.join(' ')) {
      const [r, c] = [Number(got[1]), Number(got[2])];
      if (!report.words.some((w) => mentions(w, r, c))) {
        return { named: false, why: `the program's point ${r} ${c} not named` };
      }
    }
    if (lines.length === 0) {
      const stones = board.flatMap((row, r) =>
        row.flatMap((v, c) => (v === 0 ? [] : [[r + 1, c + 1] as const])),
      );
      // An empty board (a crash shrinks to it) has no stone to name: the words must say it is empty.
      if (stones.length === 0) {
        return report.words.some((w) => /\bempty\b/.test(w))
          ? { named: true, why: '' }
          : { named: false, why: 'empty board not said to be empty' };
      }
      if (!stones.some(([r, c]) => report.words.some((w) => mentions(w, r, c)))) {
        return { named: false, why: 'no line of five and no stone named' };
      }
    }
    return { named: true, why: '' };
  }
  const solved = spawnSync(process.execPath, [nori, 'yut', '--json'], {
    input: `${report.input.trim()}\n`,
    encoding: 'utf8',
  });
  const best = JSON.parse(solved.stdout) as {
    score: number;
    plan: { from: string; to: string }[];
  };
  if (!report.words.some((w) => mentions(w, best.score))) {
    return { named: false, why: `best score ${best.score} not given` };
  }
  const got = report.actual.trim();
  const number = /^\d+$/.test(got) ? Number(got) : undefined;
  if (number !== undefined && !report.words.some((w) => mentions(w, number))) {
    return { named: false, why: `the program's ${number} not given` };
  }
  if (number === undefined) {
    // Not one number (nothing, words, several numbers): the failing structure is the output's
    // form, and the words must say what was printed instead.
    const first = got.split(/\s+/)[0] ?? '';
    const said =
      got === ''
        ? report.words.some((w) => /\bnothing\b|\bempty\b/i.test(w))
        : report.words.some((w) => w.includes(first));
    return said
      ? { named: true, why: '' }
      : { named: false, why: 'the output, not one number, is not described' };
  }
  if (number > best.score) {
    return report.ruleNamed
      ? { named: true, why: '' }
      : { named: false, why: 'too high, and no rule named' };
  }
  const onPlan = new Set(best.plan.flatMap((move) => [move.from, move.to]));
  const cells = report.cells ?? report.words.flatMap((w) => w.match(/\b[a-z]\d{1,2}\b/g) ?? []);
  if (cells.length === 0) return { named: false, why: 'no cell named' };
  const off = cells.filter((cell) => !onPlan.has(cell));
  return off.length === 0
    ? { named: true, why: '' }
    : { named: false, why: `cells ${off.join(' ')} are not on a best plan of the case` };
}
