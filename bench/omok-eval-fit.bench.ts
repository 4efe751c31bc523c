// `npm run bench -- omok-eval-fit`: fits the weights of the Omok engine's evaluation
// (pattern4.ts, EVAL_WEIGHTS) to an outside engine's evaluations of positions from games, and
// prints them ready to paste, with how well the current and the fitted weights predict the outside
// engine's judgement on a fifth of the positions kept out of the fit.
//
// The positions: every position of the games in the ladder's logs (OMOK_LADDER_LOG files) from
// the fourth stone on, and one random move near the last stone after each (the search's horizon
// meets such positions too). The labels: the outside engine's evaluation of each, for the side to
// move, read from its MESSAGE lines as Rapfi writes them ("Eval 118", "Eval +M11", "Eval -M4");
// when it answers at once (a forced move, searched no further), its answer is played and the
// position after it labelled instead. A forced win counts as a win chance of 1 (a loss 0), an
// evaluation e as 1 / (1 + exp(-e / 250)). The features: the counts over the empty points of
// each line shape and each class, for the side to move and its opponent, and the threats each side
// holds (pattern4.ts, `threats`), in the positions the evaluation sees at the search's horizon (no
// five to make or block, no open four for the side to move). The fit: logistic regression of the
// win chance on the features (Adam, 4,000 steps), then scaled to the search's scale (2.5 times
// the outside engine's, as the evaluation was scaled before).
//
// Settings (environment):
//   OMOK_FIT_ENGINE  the outside engine: a pbrain executable that writes Rapfi's MESSAGE lines
//   OMOK_FIT_GAMES   ladder logs, comma-separated (their standard-rule games are read)
//   OMOK_FIT_LABELS  a file of labelled positions (JSON lines): read, and positions not in it yet
//                    are labelled and added (default: node_modules/.cache/nori-bench/eval-labels)
//   OMOK_FIT_MS      the outside engine's time per position (default 60)
// Without OMOK_FIT_ENGINE and OMOK_FIT_GAMES it says so and does nothing.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { evaluate } from '../src/omok/engine/evaluate.js';
import {
  EVAL_WEIGHTS,
  P4_CLASSES,
  P4_FIVE,
  P4_FLEX4,
  P4_STRIDE,
  SHAPES,
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
const THREATS = EVAL_WEIGHTS.threat.length;

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
    if (game.rule !== 'standard' || !Array.isArray(game.moves)) continue;
    const moves = points(game.moves.join(' '));
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
        const child = [...base, p];
        wanted.set(key(child), child);
        break;
      }
    }
  }
}

// The labels: those already in the file, the others asked of the outside engine.
const labels = new Map<string, Label>();
if (existsSync(labelFile)) {
  for (const label of jsonLines<Label>(labelFile)) labels.set(label.moves, label);
}
const missing = [...wanted].filter(([k]) => !labels.has(k));
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
    rule: 'standard',
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

// The features of each position the evaluation sees at the horizon.
const OWN_SHAPE = 0;
const OPP_SHAPE = SHAPES;
const OWN_CLASS = 2 * SHAPES;
const OPP_CLASS = 2 * SHAPES + P4_CLASSES;
const THREAT = 2 * SHAPES + 2 * P4_CLASSES;
const FEATURES = THREAT + THREATS;
const rows: { x: Float64Array; y: number; now: number }[] = [];
for (const [k, moves] of wanted) {
  const label = labels.get(k);
  if (label === undefined) continue;
  const pos = new Position(SIZE, 'standard');
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
  const x = new Float64Array(FEATURES);
  for (const at of pos.points) {
    if (pos.stoneAt(at) !== 0) continue;
    for (let d = 0; d < 4; d++) {
      x[OWN_SHAPE + pos.shape(at, d, color)]!++;
      x[OPP_SHAPE + pos.shape(at, d, other)]!++;
    }
    x[OWN_CLASS + pos.p4[color - 1]![at]!]!++;
    x[OPP_CLASS + pos.p4[other - 1]![at]!]!++;
  }
  const bits = threats(counts, color, other);
  for (let i = 0; i < THREATS; i++) x[THREAT + i] = (bits >> i) & 1;
  const y =
    label.mate > 0
      ? 1
      : label.mate < 0
        ? 0
        : 1 / (1 + Math.exp(-Math.max(-3000, Math.min(3000, label.ev)) / SCALE));
  rows.push({ x, y, now: evaluate(pos, color) });
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

// Logistic regression on standardized features (those that never vary are left at 0).
const spread = new Float64Array(FEATURES);
for (let f = 0; f < FEATURES; f++) {
  let sum = 0;
  let square = 0;
  for (const r of train) {
    sum += r.x[f]!;
    square += r.x[f]! * r.x[f]!;
  }
  const mean = sum / train.length;
  spread[f] = Math.sqrt(Math.max(0, square / train.length - mean * mean));
}
// No weight for the empty shape and the overline, nor for the classes of no shape and of black's
// forbidden points: they add nothing.
for (const f of [
  OWN_SHAPE,
  OWN_SHAPE + SHAPES - 1,
  OPP_SHAPE,
  OPP_SHAPE + SHAPES - 1,
  OWN_CLASS,
  OWN_CLASS + 1,
  OPP_CLASS,
  OPP_CLASS + 1,
]) {
  spread[f] = 0;
}
const w = new Float64Array(FEATURES);
const m = new Float64Array(FEATURES);
const v = new Float64Array(FEATURES);
const grad = new Float64Array(FEATURES);
for (let step = 1; step <= 4000; step++) {
  grad.fill(0);
  for (const r of train) {
    let z = 0;
    for (let f = 0; f < FEATURES; f++) if (spread[f]! > 0) z += (w[f]! * r.x[f]!) / spread[f]!;
    const p = 1 / (1 + Math.exp(-z));
    const g = (p - r.y) * p * (1 - p);
    for (let f = 0; f < FEATURES; f++) if (spread[f]! > 0) grad[f]! += (g * r.x[f]!) / spread[f]!;
  }
  for (let f = 0; f < FEATURES; f++) {
    if (spread[f] === 0) continue;
    const g = grad[f]! / train.length + 1e-5 * w[f]!;
    m[f] = 0.9 * m[f]! + 0.1 * g;
    v[f] = 0.999 * v[f]! + 0.001 * g * g;
    const mHat = m[f]! / (1 - 0.9 ** step);
    const vHat = v[f]! / (1 - 0.999 ** step);
    w[f]! -= (0.01 * mHat) / (Math.sqrt(vHat) + 1e-8);
  }
}
/** Fitted weights on the search's scale (undefined: the feature never varied). */
const fitted = Array.from(w, (wf, f) =>
  spread[f]! > 0 ? Math.round((wf / spread[f]!) * SCALE * NORI_SCALE) : undefined,
);

const squaredError = (predict: (r: (typeof rows)[number]) => number) =>
  test.reduce((sum, r) => sum + (predict(r) - r.y) ** 2, 0) / test.length;
const fittedError = squaredError((r) => {
  let z = 0;
  for (let f = 0; f < FEATURES; f++) z += (fitted[f] ?? 0) * r.x[f]!;
  return 1 / (1 + Math.exp(-z / (SCALE * NORI_SCALE)));
});
const nowError = squaredError((r) => 1 / (1 + Math.exp(-r.now / (SCALE * NORI_SCALE))));
console.log(
  `${rows.length} positions at the horizon (${train.length} fitted, ${test.length} kept out); mean squared error in win chance on those kept out: the current weights ${nowError.toFixed(4)}, the fitted ${fittedError.toFixed(4)}`,
);

// The fitted weights, each where the fit saw it vary, else the current one; the opponent's are
// costs (the fit's weights with their sign turned).
const pick = (base: number, count: number, current: readonly number[], sign: number) =>
  Array.from({ length: count }, (_, i) => {
    const f = fitted[base + i];
    return f === undefined ? current[i]! : sign * f;
  });
// The empty shape and the overline, the classes of no shape and of a forbidden point: 0.
const zeroEnds = (list: number[], ends: readonly number[]) => {
  for (const i of ends) list[i] = 0;
  return list;
};
const SHAPE_ZERO = [0, SHAPES - 1];
const CLASS_ZERO = [0, 1];
console.log('export const EVAL_WEIGHTS = {');
console.log(
  `  ownShape: [${zeroEnds(pick(OWN_SHAPE, SHAPES, EVAL_WEIGHTS.ownShape, 1), SHAPE_ZERO).join(', ')}],`,
);
console.log(
  `  oppShape: [${zeroEnds(pick(OPP_SHAPE, SHAPES, EVAL_WEIGHTS.oppShape, -1), SHAPE_ZERO).join(', ')}],`,
);
console.log(
  `  ownClass: [${zeroEnds(pick(OWN_CLASS, P4_CLASSES, EVAL_WEIGHTS.ownClass, 1), CLASS_ZERO).join(', ')}],`,
);
console.log(
  `  oppClass: [${zeroEnds(pick(OPP_CLASS, P4_CLASSES, EVAL_WEIGHTS.oppClass, -1), CLASS_ZERO).join(', ')}],`,
);
console.log(`  threat: [${pick(THREAT, THREATS, EVAL_WEIGHTS.threat, 1).join(', ')}],`);
console.log('} as const;');
