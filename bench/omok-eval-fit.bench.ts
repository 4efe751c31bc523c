// `npm run bench -- omok-eval-fit`: fits the Omok engine's evaluation (the worths of
// src/omok/engine/eval-table.ts) to an outside engine's evaluations of positions from games, and
// prints how well the current and the fitted worths predict the outside engine's judgement on a
// fifth of the positions kept out of the fit; with OMOK_FIT_OUT it writes the fitted table there.
//
// The positions: every position of the games in the ladder's logs (OMOK_LADDER_LOG files) from
// the fourth stone on, and one random move near the last stone after each (the search's horizon
// meets such positions too). The labels: the outside engine's evaluation of each, for the side to
// move, read from its MESSAGE lines as Rapfi writes them ("Eval 118", "Eval +M11", "Eval -M4");
// when it answers at once (a forced move, searched no further), its answer is played and the
// position after it labelled instead. A forced win counts as a win chance of 1 (a loss 0), an
// evaluation e as 1 / (1 + exp(-e / 250)). The model is the evaluation itself, in the positions it
// sees at the search's horizon (no five to make or block, no open four for the side to move): the
// side to move's worth of each empty point by the combination of its four line shapes (`own`), less
// the opponent's (`opp`), plus the weights of the threats each side holds (pattern4.ts, `threats`).
// The fit: the cross-entropy of the win chance, with a ridge penalty towards the current table
// (a combination seen seldom stays near its current worth), by Adam over the whole set; each ridge
// weight of OMOK_FIT_RIDGE is tried and the one with the lowest error on the fifth kept out wins.
//
// Settings (environment):
//   OMOK_FIT_ENGINE  the outside engine: a pbrain executable that writes Rapfi's MESSAGE lines
//   OMOK_FIT_GAMES   ladder logs, comma-separated (their games under OMOK_FIT_RULE are read)
//   OMOK_FIT_RULE    standard (default: eval-table.ts) or renju (eval-table-renju.ts, a table for
//                    each colour)
//   OMOK_FIT_SHARD   i/n: label only every n-th position from the i-th (n processes side by side,
//                    each with its own OMOK_FIT_LABELS; then fit once on the files put together)
//   OMOK_FIT_LABELS  a file of labelled positions (JSON lines): read, and positions not in it yet
//                    are labelled and added (default: node_modules/.cache/nori-bench/eval-labels)
//   OMOK_FIT_MS      the outside engine's time per position (default 60)
//   OMOK_FIT_RIDGE   the ridge weights to try, comma-separated (default 0.01,0.03,0.1)
//   OMOK_FIT_STEPS   Adam's steps (default 3000)
//   OMOK_FIT_OUT     where to write the fitted table (src/omok/engine/eval-table.ts to keep it)
// Without OMOK_FIT_ENGINE and OMOK_FIT_GAMES it says so and does nothing.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EVAL_TABLE } from '../src/omok/engine/eval-table.js';
import { RENJU_EVAL_TABLE } from '../src/omok/engine/eval-table-renju.js';
import type { EvalWorths } from '../src/omok/engine/eval-worths.js';
import { evaluate } from '../src/omok/engine/evaluate.js';
import {
  COMBOS,
  evalCombo,
  P4_FIVE,
  P4_FLEX4,
  P4_STRIDE,
  threats,
} from '../src/omok/engine/pattern4.js';
import { Position } from '../src/omok/engine/position.js';
import type { Point } from '../src/omok/index.js';
import { seededRandom } from '../src/random.js';
import { type MatchSettings, openPositionBrain } from './gomocup-match.js';

const SIZE = 15;
/** The outside engine's evaluation that means a win chance of 1 / (1 + e^-1). */
const SCALE = 250;
/** The search's scale over the outside engine's. */
const NORI_SCALE = 2.5;
const THREATS = EVAL_TABLE.threat.length;

const env = process.env;
const engine = env.OMOK_FIT_ENGINE;
const logs = (env.OMOK_FIT_GAMES ?? '').split(',').filter((f) => f !== '');
if (engine === undefined || logs.length === 0) {
  console.log(
    'omok eval fit: no OMOK_FIT_ENGINE or OMOK_FIT_GAMES; skipped (docs/engine.md says how)',
  );
  process.exit(0);
}
const labelFile = env.OMOK_FIT_LABELS ?? 'node_modules/.cache/nori-bench/eval-labels.jsonl';
const ms = Number(env.OMOK_FIT_MS ?? 60);
const ridges = (env.OMOK_FIT_RIDGE ?? '0.01,0.03,0.1').split(',').map(Number);
const steps = Number(env.OMOK_FIT_STEPS ?? 3000);
const rule = env.OMOK_FIT_RULE ?? 'standard';
if (rule !== 'standard' && rule !== 'renju') {
  console.error('omok eval fit: OMOK_FIT_RULE takes standard or renju');
  process.exit(2);
}
const shard = /^(\d+)\/(\d+)$/.exec(env.OMOK_FIT_SHARD ?? '0/1');
if (shard === null || Number(shard[1]) >= Number(shard[2])) {
  console.error('omok eval fit: OMOK_FIT_SHARD takes i/n with i below n (as 0/2 and 1/2)');
  process.exit(2);
}
const [shardIndex, shards] = [Number(shard[1]), Number(shard[2])];
if (ridges.some((r) => !(r >= 0)) || !(steps >= 0)) {
  console.error('omok eval fit: OMOK_FIT_RIDGE and OMOK_FIT_STEPS take numbers of 0 or more');
  process.exit(2);
}

interface Label {
  readonly moves: string;
  /** 1: the side to move wins by force, -1: loses, 0: neither (then `ev` is its evaluation). */
  readonly mate: number;
  readonly ev: number;
}

const key = (moves: readonly Point[]) => moves.map((p) => `${p.col},${p.row}`).join(' ');
const points = (text: string): Point[] =>
  text === ''
    ? []
    : text.split(' ').map((m) => {
        const [col, row] = m.split(',').map(Number);
        return { row: row!, col: col! };
      });

// The positions of the games, and one random move after each.
const random = seededRandom(17825);
const wanted = new Map<string, Point[]>();
/** The JSON lines of `file`; a file that cannot be read or a line that is not JSON stops the run. */
function jsonLines<T>(file: string): T[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`omok eval fit: ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    process.exit(2);
  }
  const found: T[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    try {
      found.push(JSON.parse(line) as T);
    } catch {
      console.error(`omok eval fit: ${file}:${i + 1}: not a JSON line`);
      process.exit(2);
    }
  }
  return found;
}

for (const log of logs) {
  for (const game of jsonLines<{ rule?: string; moves?: string[] }>(log)) {
    if (game.rule !== rule || !Array.isArray(game.moves)) continue;
    const moves = points(game.moves.join(' '));
    // The game's position as it goes, to keep black's random moves off its forbidden points.
    const pos = new Position(SIZE, rule);
    for (let n = 0; n < 3 && n < moves.length; n++) {
      pos.put(pos.index(moves[n]!.row, moves[n]!.col), n % 2 === 0 ? 1 : 2);
    }
    for (let n = 3; n < moves.length - 1; n++) {
      const base = moves.slice(0, n);
      wanted.set(key(base), base);
      const last = base[n - 1]!;
      const taken = new Set(base.map((p) => `${p.col},${p.row}`));
      for (let tries = 0; tries < 20; tries++) {
        const p = {
          row: last.row + Math.floor(random() * 5) - 2,
          col: last.col + Math.floor(random() * 5) - 2,
        };
        if (p.row < 0 || p.col < 0 || p.row >= SIZE || p.col >= SIZE) continue;
        if (taken.has(`${p.col},${p.row}`)) continue;
        if (n % 2 === 0 && pos.isForbidden(pos.index(p.row, p.col))) continue;
        const child = [...base, p];
        wanted.set(key(child), child);
        break;
      }
      pos.put(pos.index(moves[n]!.row, moves[n]!.col), n % 2 === 0 ? 1 : 2);
    }
  }
}

// The labels: those already in the file, the others asked of the outside engine.
const labels = new Map<string, Label>();
if (existsSync(labelFile)) {
  for (const label of jsonLines<Label>(labelFile)) labels.set(label.moves, label);
}
const missing = [...wanted].filter(([k], i) => !labels.has(k) && i % shards === shardIndex);
console.log(
  `omok eval fit: ${wanted.size} positions from ${logs.length} logs, ${labels.size} labels in ${labelFile}, ${missing.length} to label (${ms} ms each)`,
);

/** The outside engine's evaluation in its MESSAGE lines. */
function readEval(info: readonly string[]): { mate: number; ev: number } | undefined {
  let found: { mate: number; ev: number } | undefined;
  for (const line of info) {
    const m = /\bEval\s+([-+]?)(M?)(\d+)/.exec(line);
    if (m === null) continue;
    const sign = m[1] === '-' ? -1 : 1;
    found = m[2] === 'M' ? { mate: sign, ev: 0 } : { mate: 0, ev: sign * Number(m[3]) };
  }
  return found;
}

if (missing.length > 0) {
  const settings: MatchSettings = {
    size: SIZE,
    rule,
    turnMs: ms,
    matchMs: 1_000_000_000,
    toleranceMs: 1000,
    late: 'count',
    maxMemory: 64 * 1024 * 1024,
    startMs: 30_000,
  };
  const brain = await openPositionBrain(
    { name: 'outside', command: resolve(engine), args: [], cwd: dirname(resolve(engine)) },
    settings,
  );
  if (typeof brain === 'string') {
    console.error(`omok eval fit: ${engine}: ${brain}`);
    process.exit(1);
  }
  mkdirSync(dirname(labelFile), { recursive: true });
  // The side to move's judgement, following the engine's instant (unsearched) answers.
  const judge = async (moves: Point[], left: number): Promise<Label | undefined> => {
    const answer = await brain.search(moves);
    if (typeof answer === 'string') return undefined;
    const found = readEval(answer.info);
    if (found === undefined) return undefined;
    if (found.mate !== 0 || answer.ms >= 10 || left === 0) return { moves: key(moves), ...found };
    const next = await judge([...moves, answer.move], left - 1);
    return next === undefined ? undefined : { moves: key(moves), mate: -next.mate, ev: -next.ev };
  };
  let done = 0;
  for (const [k, moves] of missing) {
    const label = await judge(moves, 8);
    if (label !== undefined) {
      labels.set(k, label);
      appendFileSync(labelFile, `${JSON.stringify(label)}\n`);
    }
    if (++done % 500 === 0) console.log(`  ${done} of ${missing.length} labelled`);
  }
  await brain.close();
}

// The features of each position the evaluation sees at the horizon, sparse: for each parameter
// its count in the evaluation's sum. The parameters: one set (own[0..COMBOS), then opp[0..COMBOS),
// then the threats) for both colours under the standard rule, one for each colour under renju
// (black's, then white's): a point's worths are its colour's set's, the threats the side to move's.
const OWN = 0;
const OPP = COMBOS;
const THREAT = 2 * COMBOS;
const SET = THREAT + THREATS;
const sets: readonly EvalWorths[] =
  rule === 'renju' ? [RENJU_EVAL_TABLE.black, RENJU_EVAL_TABLE.white] : [EVAL_TABLE];
const PARAMETERS = sets.length * SET;
/** The first parameter of `color`'s set. */
const setOf = (color: 1 | 2) => (sets.length === 1 ? 0 : (color - 1) * SET);
interface Row {
  readonly at: Int32Array;
  readonly count: Float64Array;
  readonly y: number;
  /** The current evaluation (the model's sum with the current table: checked below). */
  readonly now: number;
}
const rows: Row[] = [];
for (const [k, moves] of wanted) {
  const label = labels.get(k);
  if (label === undefined) continue;
  const pos = new Position(SIZE, rule);
  let color: 1 | 2 = 1;
  let over = false;
  for (const p of moves) {
    pos.put(pos.index(p.row, p.col), color);
    if (pos.winner !== 0) over = true;
    color = color === 1 ? 2 : 1;
  }
  const other = color === 1 ? 2 : 1;
  const counts = pos.p4Count;
  if (over || counts[P4_STRIDE + P4_FIVE]! > 0 || counts[2 * P4_STRIDE + P4_FIVE]! > 0) continue;
  if (counts[color * P4_STRIDE + P4_FLEX4]! > 0) continue;
  const x = new Map<number, number>();
  const add = (f: number, n: number) => x.set(f, (x.get(f) ?? 0) + n);
  /** The combination of `c`'s shapes at `at`, or -1 where the point is worth nothing to it. */
  const combo = (at: number, c: 1 | 2) => {
    const s = (d: number) => pos.shape(at, d, c);
    return evalCombo(s(0), s(1), s(2), s(3), rule === 'renju' && c === 1);
  };
  for (const at of pos.points) {
    if (pos.stoneAt(at) !== 0) continue;
    const own = combo(at, color);
    if (own >= 0) add(setOf(color) + OWN + own, 1);
    const opp = combo(at, other);
    if (opp >= 0) add(setOf(other) + OPP + opp, -1);
  }
  const bits = threats(counts, color, other, rule === 'renju');
  for (let i = 0; i < THREATS; i++) if ((bits >> i) & 1) add(setOf(color) + THREAT + i, 1);
  const y =
    label.mate > 0
      ? 1
      : label.mate < 0
        ? 0
        : 1 / (1 + Math.exp(-Math.max(-3000, Math.min(3000, label.ev)) / SCALE));
  rows.push({
    at: Int32Array.from(x.keys()),
    count: Float64Array.from(x.values()),
    y,
    now: evaluate(pos, color),
  });
}

// The current tables as parameters; the model with them must be the evaluation itself.
const current = new Float64Array(PARAMETERS);
sets.forEach((set, i) => {
  current.set(set.own, i * SET + OWN);
  current.set(set.opp, i * SET + OPP);
  current.set(set.threat, i * SET + THREAT);
});
const sum = (w: Float64Array, r: Row) => {
  let z = 0;
  for (let k = 0; k < r.at.length; k++) z += w[r.at[k]!]! * r.count[k]!;
  return z;
};
const astray = rows.find((r) => sum(current, r) !== r.now);
if (astray !== undefined) {
  console.error(
    `omok eval fit: the model gives ${sum(current, astray)} where the evaluation gives ${astray.now}`,
  );
  process.exit(1);
}

// A fifth of the positions kept out of the fit.
const order = rows.map((_, i) => i);
const shuffle = seededRandom(2615);
for (let i = order.length - 1; i > 0; i--) {
  const j = Math.floor(shuffle() * (i + 1));
  [order[i], order[j]] = [order[j]!, order[i]!];
}
const split = Math.floor(order.length * 0.8);
const train = order.slice(0, split).map((i) => rows[i]!);
const test = order.slice(split).map((i) => rows[i]!);
if (train.length < 100) {
  console.log(`omok eval fit: only ${rows.length} positions to fit on; stopped`);
  process.exit(0);
}

const Z = SCALE * NORI_SCALE;
const chance = (z: number) => 1 / (1 + Math.exp(-z / Z));
const squaredError = (w: Float64Array, set: readonly Row[]) =>
  set.reduce((total, r) => total + (chance(sum(w, r)) - r.y) ** 2, 0) / set.length;

/** Adam on the cross-entropy plus `ridge` × 1e-6 × the squared distance from the current table. */
function fitTable(ridge: number): Float64Array {
  const w = Float64Array.from(current);
  const m = new Float64Array(PARAMETERS);
  const v = new Float64Array(PARAMETERS);
  const grad = new Float64Array(PARAMETERS);
  for (let step = 1; step <= steps; step++) {
    grad.fill(0);
    for (const r of train) {
      const e = (chance(sum(w, r)) - r.y) / Z;
      for (let k = 0; k < r.at.length; k++) grad[r.at[k]!]! += e * r.count[k]!;
    }
    for (let f = 0; f < PARAMETERS; f++) {
      // The combination of no shape in any direction is worth nothing, to either side.
      if (f % SET === OWN || f % SET === OPP) continue;
      const g = grad[f]! / train.length + ridge * 1e-6 * (w[f]! - current[f]!);
      m[f] = 0.9 * m[f]! + 0.1 * g;
      v[f] = 0.999 * v[f]! + 0.001 * g * g;
      const mHat = m[f]! / (1 - 0.9 ** step);
      const vHat = v[f]! / (1 - 0.999 ** step);
      w[f]! -= (3 * mHat) / (Math.sqrt(vHat) + 1e-10);
    }
  }
  return w.map(Math.round);
}

console.log(
  `${rows.length} positions at the horizon (${train.length} fitted, ${test.length} kept out); mean squared error in win chance on those kept out: the current table ${squaredError(current, test).toFixed(4)}`,
);
let best: { ridge: number; w: Float64Array; error: number } | undefined;
for (const ridge of ridges) {
  const w = fitTable(ridge);
  const error = squaredError(w, test);
  console.log(
    `  fitted with ridge ${ridge}: ${error.toFixed(4)} (${squaredError(w, train).toFixed(4)} on those fitted)`,
  );
  if (best === undefined || error < best.error) best = { ridge, w, error };
}

const out = env.OMOK_FIT_OUT;
if (out !== undefined && best !== undefined) {
  const w = best.w;
  const list = (from: number, count: number) =>
    Array.from(w.subarray(from, from + count)).join(', ');
  const worths = (set: number) =>
    `{
    own: [${list(set + OWN, COMBOS)}],
    opp: [${list(set + OPP, COMBOS)}],
    threat: [${list(set + THREAT, THREATS)}],
  }`;
  const date = new Date().toISOString().slice(0, 10);
  const n = (x: number) => x.toLocaleString('en');
  const renju = rule === 'renju';
  /** A paragraph of the file's comment, wrapped at 100 columns. */
  const paragraph = (text: string) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      if (line !== '' && line.length + 1 + word.length > 97) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    return [...lines, line].map((l) => ` * ${l}`).join('\n');
  };
  const head = [
    '/**',
    paragraph(
      `The evaluation's worths (pattern4.ts, \`pointEval\` and \`threatTerm\`)${renju ? ' under renju, one table for each colour,' : ''} fitted to an outside engine's judgement by \`npm run bench -- omok-eval-fit\`, which writes this file (docs/engine.md, "Fitting the evaluation"). Do not edit by hand: fit again.`,
    ),
    ' *',
    paragraph(
      `\`own[i]\` and \`opp[i]\` are what an empty point is worth to the side to move when it is that side's point and what it costs the side to move when it is the opponent's, for the i-th combination of four line shapes (patterns.ts), the four sorted in ascending order, the combinations in lexicographic order (\`comboIndex\` in pattern4.ts): 1,001 combinations of the 11 shapes. \`threat[b]\` is the weight of bit b of \`threats\` (pattern4.ts)${renju ? ' when the colour is to move' : ''}. On the search's scale (a win chance of 1 / (1 + e^-1) at ${Z}).`,
    ),
    ' *',
    paragraph(
      `Fitted ${date}: ${n(train.length)} of ${n(rows.length)} positions of the ladder's games under the ${renju ? 'renju' : 'standard'} rule and one random move after each, labelled by ${engine.split('/').pop()} (${ms} ms a position); ridge ${best.ridge} towards the table before; mean squared error in win chance on the ${n(test.length)} kept out ${squaredError(current, test).toFixed(4)} before, ${best.error.toFixed(4)} after.`,
    ),
    ' */',
  ].join('\n');
  writeFileSync(
    out,
    renju
      ? `${head}
import type { EvalWorths } from './eval-worths.js';

export const RENJU_EVAL_TABLE: { readonly black: EvalWorths; readonly white: EvalWorths } = {
  black: ${worths(setOf(1))},
  white: ${worths(setOf(2))},
};
`
      : `${head}
import type { EvalWorths } from './eval-worths.js';

export const EVAL_TABLE: EvalWorths = ${worths(0)};
`,
  );
  console.log(`written to ${out} (run biome's format on it)`);
}
