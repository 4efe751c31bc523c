/**
 * The expected score with perfect foresight: the mean, over every sequence of rolls, of the best
 * score when the whole sequence is known in advance (what `bestScore` answers for one sequence).
 * Set beside the best policy's value (policy.ts), it says what knowing the dice is worth.
 *
 * Every input at once, by meeting in the middle over the state space (policy-space.ts): the best
 * score of rolls p·q (prefix p of k rolls, suffix q) is max over states s of A_p(s) + W_q(s), where
 * A_p(s) is the best score that reaches s after p, and W_q(s) the best score from s with q. The
 * A_p come from a search down the tree of prefixes; the W_q are tabulated backward for all
 * suffixes at once, layer by layer, sharing work between suffixes with a common tail. The cost is
 * about faces^turns times the few states each prefix reaches, instead of a whole search per input.
 *
 * When there are too many inputs for that, the mean is estimated from seeded random inputs, each
 * solved exactly over the same state space, with its standard error; how many depends on a budget
 * of work, not of time, so that the estimate is the same on every machine.
 */

import { seededRandom } from '../random.js';
import type { Policy } from './policy.js';
import type { StateSpace } from './policy-space.js';

export { seededRandom };

/** The perfect-foresight mean: exact over all inputs, or estimated from samples. */
export type ForesightMean =
  | {
      readonly exact: true;
      readonly mean: number;
      /** faces^turns: every input was solved. */
      readonly inputs: number;
      /** The sum of the best scores of all inputs (an exact integer below 2^53). */
      readonly total: number;
    }
  | {
      readonly exact: false;
      readonly mean: number;
      /** Random inputs solved. */
      readonly inputs: number;
      readonly standardError: number;
      readonly seed: number;
    };

export interface ForesightOptions {
  /** Largest faces^turns solved exactly (default 20,000,000); above, the mean is sampled. */
  readonly maxInputs?: number;
  /** Most samples when estimating (default 20,000), and the seed of their rolls (default 17825). */
  readonly samples?: number;
  readonly seed?: number;
  /**
   * Moves the sampled searches may follow (default 50,000,000, about a second): fewer samples
   * are drawn for long games, never fewer than 10.
   */
  readonly budget?: number;
  /** Told of the progress (for a progress bar): `done` of `total`, in units of its own. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Fewest samples of an estimate, whatever the budget. */
const MIN_SAMPLES = 10;

/** Largest table of suffix values kept while meeting in the middle (entries of 4 bytes). */
const MAX_SUFFIX_TABLE = 1 << 25;

/**
 * The perfect-foresight mean for the game and root position of `policy` (its state space is
 * reused): exact when faces^(turns left) is at most `maxInputs`, otherwise estimated.
 */
export function foresightMean(policy: Policy, options: ForesightOptions = {}): ForesightMean {
  const { space } = policy;
  const inputs = space.faces ** space.turns;
  if (inputs <= (options.maxInputs ?? 20_000_000)) {
    const total = sumOverAllInputs(space, foresightSplit(space).split, options.onProgress);
    return { exact: true, mean: total / inputs, inputs, total };
  }
  const { samples = 20_000, seed = 17825, budget = 50_000_000 } = options;
  return sampledMean(space, samples, seed, budget, options.onProgress);
}

/**
 * What a node of the prefix tree costs, in units of the inner loops' steps (one move or one
 * suffix row): reading its moves for every roll and setting up each child. Without it, a game
 * whose prefixes reach one state each (a two-cell board) was split at the last roll, and the tree
 * of 12 million nodes took seconds where meeting in the middle takes milliseconds.
 */
const PREFIX_NODE_COST = 16;

/** Where to split the rolls and the work that split costs (in inner-loop steps). */
export interface ForesightSplit {
  /** Rolls on the prefix side. */
  readonly split: number;
  readonly work: number;
}

/**
 * Where to split the rolls: the prefix side costs a node per prefix of up to k rolls and, at each
 * of the faces^k leaves, a row per suffix for each state the prefix reaches (which grows with k);
 * the suffix side tabulates faces^(turns-t) rows of each layer t from k on.
 */
export function foresightSplit(space: StateSpace): ForesightSplit {
  const { faces, turns, pieces, layers } = space;
  let best: ForesightSplit = { split: turns, work: Number.POSITIVE_INFINITY };
  let nodes = 0;
  for (let k = 0; k <= turns; k++) {
    nodes += faces ** k;
    const rows = faces ** (turns - k);
    const table = rows * layers[k]!.length;
    if (table > MAX_SUFFIX_TABLE) continue;
    // A prefix of k rolls reaches at most pieces^k states (one per choice of pieces), and never
    // more than the layer.
    const perPrefix = Math.min(layers[k]!.length, pieces ** k);
    let suffixWork = 0;
    for (let t = k; t < turns; t++) suffixWork += faces ** (turns - t) * layers[t]!.length * pieces;
    const work = faces ** turns * perPrefix + nodes * PREFIX_NODE_COST * perPrefix + suffixWork;
    if (work < best.work) best = { split: k, work };
  }
  return best;
}

/** Maps each state id of a layer to its slot (other ids keep stale values: callers know). */
function slotsOf(layer: Int32Array, into: Int32Array): Int32Array {
  for (let slot = 0; slot < layer.length; slot++) into[layer[slot]!] = slot;
  return into;
}

/** The sum, over all faces^turns inputs, of the best score, meeting in the middle at turn k. */
function sumOverAllInputs(
  space: StateSpace,
  k: number,
  onProgress?: (done: number, total: number) => void,
): number {
  const { faces, turns, layers, moveStart, moveCount, moveTarget, movePoints } = space;
  // Suffix side: rows[q * width + slot] = best score from the state in `slot` of layer t with the
  // rolls of suffix q (written in base `faces`, first roll most significant).
  const slotOfNext = new Int32Array(space.count);
  let rows = new Int32Array(layers[turns]!.length); // no rolls left: nothing more to score
  // Progress: each suffix layer is one step, and the prefixes of the first roll one step each.
  const steps = turns - k + faces;
  for (let t = turns - 1; t >= k; t--) {
    onProgress?.(turns - 1 - t, steps);
    const layer = layers[t]!;
    const upper = layers[t + 1]!;
    slotsOf(upper, slotOfNext);
    const width = layer.length;
    const upperWidth = upper.length;
    const tails = faces ** (turns - t - 1);
    const table = new Int32Array(faces * tails * width);
    for (let slot = 0; slot < width; slot++) {
      const id = layer[slot]!;
      for (let roll = 1; roll <= faces; roll++) {
        const first = moveStart[id * faces + roll - 1]!;
        const last = first + moveCount[id * faces + roll - 1]!;
        const rowBase = (roll - 1) * tails;
        if (first === last) {
          // No piece can move: the turn passes and scores nothing.
          const from = slotOfNext[id]!;
          for (let q = 0; q < tails; q++) {
            table[(rowBase + q) * width + slot] = rows[q * upperWidth + from]!;
          }
          continue;
        }
        for (let q = 0; q < tails; q++) {
          let best = 0;
          for (let move = first; move < last; move++) {
            const value =
              movePoints[move]! + rows[q * upperWidth + slotOfNext[moveTarget[move]!]!]!;
            if (value > best) best = value;
          }
          table[(rowBase + q) * width + slot] = best;
        }
      }
    }
    rows = table;
  }

  // Prefix side: walk the tree of prefixes of k rolls, keeping for each reached state the best
  // score; at depth k, add up the best completion of every suffix. The states a prefix of d rolls
  // reaches are among layer d's, so each depth gets scratch of that size, reused by every node:
  // the tree has faces^k leaves, and nothing is allocated per node.
  const slotOfSplit = slotsOf(layers[k]!, new Int32Array(space.count));
  const width = layers[k]!.length;
  const suffixes = faces ** (turns - k);
  const stampOf = new Int32Array(space.count);
  let stamp = 0;
  const bestAt = new Int32Array(space.count);
  const idsAt = layers.slice(0, k + 1).map((layer) => new Int32Array(layer.length));
  const scoresAt = layers.slice(0, k + 1).map((layer) => new Int32Array(layer.length));
  const countAt = new Int32Array(k + 1);
  let total = 0;
  const descend = (depth: number): void => {
    const ids = idsAt[depth]!;
    const scores = scoresAt[depth]!;
    const count = countAt[depth]!;
    if (depth === k) {
      for (let i = 0; i < count; i++) ids[i] = slotOfSplit[ids[i]!]!;
      for (let q = 0; q < suffixes; q++) {
        const base = q * width;
        let best = 0;
        for (let i = 0; i < count; i++) {
          const value = scores[i]! + rows[base + ids[i]!]!;
          if (value > best) best = value;
        }
        total += best;
      }
      return;
    }
    const nextIds = idsAt[depth + 1]!;
    const nextScores = scoresAt[depth + 1]!;
    for (let roll = 1; roll <= faces; roll++) {
      if (depth === 0) onProgress?.(turns - k + roll - 1, steps);
      stamp++;
      let reached = 0;
      for (let i = 0; i < count; i++) {
        const id = ids[i]!;
        const score = scores[i]!;
        const first = moveStart[id * faces + roll - 1]!;
        const moves = moveCount[id * faces + roll - 1]!;
        // No piece can move: the turn passes and scores nothing (the state stays).
        for (let m = moves === 0 ? -1 : 0; m < moves; m++) {
          const target = m === -1 ? id : moveTarget[first + m]!;
          const value = m === -1 ? score : score + movePoints[first + m]!;
          if (stampOf[target] !== stamp) {
            stampOf[target] = stamp;
            bestAt[target] = value;
            nextIds[reached++] = target;
          } else if (value > bestAt[target]!) {
            bestAt[target] = value;
          }
        }
      }
      for (let i = 0; i < reached; i++) nextScores[i] = bestAt[nextIds[i]!]!;
      countAt[depth + 1] = reached;
      descend(depth + 1);
    }
  };
  idsAt[0]![0] = layers[0]![0]!;
  scoresAt[0]![0] = 0;
  countAt[0] = 1;
  descend(0);
  return total;
}

/** Scratch of the sampled searches: per state id, a stamp, the best score now and next turn. */
interface SampleWork {
  stamp: number;
  readonly stampOf: Int32Array;
  readonly bestNow: Int32Array;
  readonly bestNext: Int32Array;
  readonly now: Int32Array;
  readonly next: Int32Array;
  /** Moves followed so far: the measure of the work budget. */
  steps: number;
}

/** The best score of one sequence of rolls, by a forward search over the state space. */
function bestOverSpace(space: StateSpace, rolls: readonly number[], work: SampleWork): number {
  const { faces, moveStart, moveCount, moveTarget, movePoints } = space;
  let { now, next } = work;
  const { stampOf, bestNow, bestNext } = work;
  now[0] = space.layers[0]![0]!;
  bestNow[now[0]!] = 0;
  let count = 1;
  for (const roll of rolls) {
    const stamp = ++work.stamp;
    let reached = 0;
    for (let i = 0; i < count; i++) {
      const id = now[i]!;
      const score = bestNow[id]!;
      const first = moveStart[id * faces + roll - 1]!;
      const moves = moveCount[id * faces + roll - 1]!;
      work.steps += moves + 1;
      // No piece can move: the turn passes and scores nothing (the state stays, as a move to itself).
      for (let m = moves === 0 ? -1 : 0; m < moves; m++) {
        const target = m === -1 ? id : moveTarget[first + m]!;
        const value = m === -1 ? score : score + movePoints[first + m]!;
        if (stampOf[target] !== stamp) {
          stampOf[target] = stamp;
          bestNext[target] = value;
          next[reached++] = target;
        } else if (value > bestNext[target]!) {
          bestNext[target] = value;
        }
      }
    }
    for (let i = 0; i < reached; i++) bestNow[next[i]!] = bestNext[next[i]!]!;
    [now, next] = [next, now];
    count = reached;
  }
  let best = 0;
  for (let i = 0; i < count; i++) if (bestNow[now[i]!]! > best) best = bestNow[now[i]!]!;
  return best;
}

/**
 * The mean of `samples` seeded random inputs, stopping early (after at least `MIN_SAMPLES`) once the
 * searches have followed `budget` moves: the count, and so the answer, is the same on every
 * machine.
 */
function sampledMean(
  space: StateSpace,
  samples: number,
  seed: number,
  budget: number,
  onProgress?: (done: number, total: number) => void,
): ForesightMean {
  const random = seededRandom(seed);
  const work: SampleWork = {
    stamp: 0,
    stampOf: new Int32Array(space.count),
    bestNow: new Int32Array(space.count),
    bestNext: new Int32Array(space.count),
    now: new Int32Array(space.count),
    next: new Int32Array(space.count),
    steps: 0,
  };
  let sum = 0;
  let sumOfSquares = 0;
  let done = 0;
  const rolls = new Array<number>(space.turns);
  while (done < samples && (done < MIN_SAMPLES || work.steps < budget)) {
    for (let t = 0; t < space.turns; t++) rolls[t] = 1 + Math.floor(random() * space.faces);
    if ((done & 63) === 0) onProgress?.(Math.min(work.steps, budget), budget);
    const score = bestOverSpace(space, rolls, work);
    sum += score;
    sumOfSquares += score * score;
    done++;
  }
  const mean = sum / done;
  const variance = done > 1 ? (sumOfSquares - done * mean * mean) / (done - 1) : 0;
  return {
    exact: false,
    mean,
    inputs: done,
    standardError: Math.sqrt(Math.max(0, variance) / done),
    seed,
  };
}
