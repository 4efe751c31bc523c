/**
 * The move search of one game (the `Engine` owns one `Searcher`, which keeps its transposition
 * table, killer moves and history scores from move to move).
 *
 * - At the root: a forced win by fours (VCF), then by fours and threes (VCT) (threats.ts, which
 *   also gives the line); when the opponent would have such a win were it to move, only the moves
 *   that stop it are kept.
 * - Then principal variation search with iterative deepening and aspiration windows, a
 *   transposition table (mate scores stored relative to the node), killer and history ordering,
 *   late-move reductions, threat-restricted move generation (a five to block, an open three or
 *   four to stop), and at the horizon a quick VCF of the side to move with its own cache.
 * - Time: a soft deadline (start no new iteration after it) and a hard one (stop at once, answer
 *   with the best move of the deepest finished iteration, or of the unfinished one when its first
 *   move is searched and a later one beat it). The clock is injected.
 *
 * Nothing is allocated per node: move lists, the principal-variation table and the caches are
 * typed arrays made once per searcher.
 */
import { BLACK, type Color, opponent } from '../board.js';
import { evaluate } from './evaluate.js';
import {
  P4_FIVE,
  P4_FLEX4,
  P4_FORBID,
  P4_FOUR,
  P4_FOUR_PLUS,
  P4_FOUR_THREE,
  P4_OCCUPIED,
  P4_STRIDE,
  P4_THREE,
  P4_THREE_THREE,
} from './pattern4.js';
import { BLOCK3, BLOCK4, FLEX3, FLEX4 } from './patterns.js';
import { CELL_EMPTY, type Position } from './position.js';
import { findVcf, findVct } from './threats.js';

/** The score of a won position, less the plies to the win. */
export const WIN_SCORE = 1_000_000;
/** Scores beyond this (either sign) are proved wins or losses. */
export const WIN_BOUND = WIN_SCORE - 1000;
const INFINITE = WIN_SCORE + 1;
/** Deepest ply a search reaches (forced blocks extend the depth). */
export const MAX_PLY = 96;

/** A clock in milliseconds (monotonic). */
export type Clock = () => number;

/** How one search is limited (absolute times on the searcher's clock). */
export interface SearchLimits {
  /** Stop at once after this time. */
  readonly hardDeadline: number;
  /** Start no new iteration after this time. */
  readonly softDeadline: number;
  /** Deepest iteration (default 40). */
  readonly maxDepth?: number;
  /** Most positions (default: none). */
  readonly maxNodes?: number;
  /** Look for forced wins at the root first (default true). */
  readonly threats?: boolean;
  /** Root moves searched with a full window, for their exact scores (default 1). */
  readonly multiPv?: number;
  /**
   * Search a position with one move only (a five to block) for its score, as for more than one
   * move (default false: it is answered at once with a score of 0, depth 0; an analysis asking
   * for `multiPv` above 1 is always searched).
   */
  readonly scoreOnlyMove?: boolean;
  /** Moves searched at each inner node, best first (default 12). */
  readonly width?: number;
  /** Polled now and then: true stops the search (as the hard deadline). */
  readonly shouldStop?: () => boolean;
}

/** A forced win found by the threat search. */
export interface ForcedWin {
  readonly kind: 'vcf' | 'vct';
  /** The winning line, the side to move first, alternating (grid indexes). */
  readonly line: readonly number[];
}

/** A root move and what the search found for it. */
export interface RootMove {
  readonly move: number;
  /** Exact for the best move and the `multiPv` first; a bound (at most this) for the others. */
  readonly score: number;
  readonly pv: readonly number[];
}

/** What the search found. */
export interface SearchResult {
  /** The move to play (grid index), or -1 when there is no legal move. */
  readonly move: number;
  /** The evaluation for the side to move: positive is good; ±(`WIN_SCORE` - plies) when decided. */
  readonly score: number;
  /** The principal variation, the move first (grid indexes). */
  readonly pv: readonly number[];
  /** The deepest iteration completed (0 for a forced or only move). */
  readonly depth: number;
  /** Positions visited. */
  readonly nodes: number;
  /** The forced win, when the threat search found one. */
  readonly forced: ForcedWin | null;
  /** The root moves searched, best first (scores from the last iteration that reached them). */
  readonly candidates: readonly RootMove[];
}

const TIMEOUT = Symbol('timeout');

/** Transposition-table entry kinds. */
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;
/** Hash keys of white to move. */
const SIDE_LO = 0x5bd1e995 | 0;
const SIDE_HI = 0x27d4eb2d | 0;
/** Bytes an entry takes. */
const ENTRY_BYTES = 16;
/**
 * The most entries a table holds (32 MB), whatever memory it is given: a second's search stores
 * a few hundred thousand positions, and a larger table only spreads the probes over more memory
 * pages. A probe of a 256 MB table cost about 185 ns against 70 ns in 32 MB (dependent random
 * reads, this machine), and the first touch of each of its 65,536 pages a page fault.
 */
export const MAX_TABLE_ENTRIES = 1 << 21;

/**
 * The transposition table: one entry a slot (replaced when deeper or newer), 16 bytes an entry
 * (four 32-bit words side by side, so that a probe touches one cache line: the key's two halves,
 * the score, and the move, depth and kind packed), sized by a memory budget. Mate scores are
 * stored as distances from the node, so an entry means the same at any ply.
 */
export class TranspositionTable {
  /**
   * At `slot * 4`: key low, key high, score, and move << 16 | (depth + 128) << 8 | generation << 2
   * | kind (an entry of another generation is empty).
   */
  private data!: Int32Array;
  private mask = 0;
  /** 1 to 63: `clear` starts the next one (and empties the memory only when they run out). */
  private generation = 1;

  constructor(bytes: number) {
    this.resize(bytes);
  }

  /** Entries held. */
  get entries(): number {
    return this.mask + 1;
  }

  /**
   * Makes the table as large as fits in `bytes` (a power of two, 4,096 to `MAX_TABLE_ENTRIES`
   * entries); clears it. The memory is written once here, so that the pages are mapped before a
   * timed move rather than on their first probe inside one.
   */
  resize(bytes: number): void {
    let bits = 12;
    while (2 ** (bits + 1) <= MAX_TABLE_ENTRIES && 2 ** (bits + 1) * ENTRY_BYTES <= bytes) bits++;
    const size = 2 ** bits;
    if (size === this.mask + 1) {
      this.clear();
      return;
    }
    this.mask = size - 1;
    this.data = new Int32Array(size * 4);
    this.data.fill(0);
    this.generation = 1;
  }

  /** Forgets every entry: at once (a new generation), without writing the whole table. */
  clear(): void {
    this.generation++;
    if (this.generation > 63) {
      this.data.fill(0);
      this.generation = 1;
    }
  }

  /** The slot of a key (its first word's index), or -1 when the table holds nothing for it. */
  find(lo: number, hi: number): number {
    const i = (lo & this.mask) << 2;
    const data = this.data;
    return data[i] === lo && data[i + 1] === hi && (data[i + 3]! & 0xff) >> 2 === this.generation
      ? i
      : -1;
  }

  moveAt(slot: number): number {
    return this.data[slot + 3]! >> 16;
  }

  depthAt(slot: number): number {
    return ((this.data[slot + 3]! >> 8) & 0xff) - 128;
  }

  kindAt(slot: number): number {
    return this.data[slot + 3]! & 3;
  }

  /** The stored score, as seen from a node `ply` plies from the root. */
  scoreAt(slot: number, ply: number): number {
    const s = this.data[slot + 2]!;
    if (s >= WIN_BOUND) return s - ply;
    if (s <= -WIN_BOUND) return s + ply;
    return s;
  }

  store(
    lo: number,
    hi: number,
    score: number,
    ply: number,
    move: number,
    depth: number,
    kind: number,
  ) {
    const i = (lo & this.mask) << 2;
    const data = this.data;
    const old = data[i + 3]!;
    // Keep a deeper entry of another position (of this generation) unless this one is exact.
    if (
      (old & 0xff) >> 2 === this.generation &&
      data[i] !== lo &&
      ((old >> 8) & 0xff) - 128 > depth + 2 &&
      kind !== EXACT
    ) {
      return;
    }
    data[i] = lo;
    data[i + 1] = hi;
    data[i + 2] = score >= WIN_BOUND ? score + ply : score <= -WIN_BOUND ? score - ply : score;
    data[i + 3] =
      (move << 16) |
      ((Math.max(-128, Math.min(127, depth)) + 128) << 8) |
      (this.generation << 2) |
      kind;
  }
}

/**
 * A move's tactical class (the top bits of its ordering key) by its class to the side to move
 * and to the opponent (`own << 4 | theirs`): 6 an open four (or double four), 5 a four-three, 4
 * a block of the opponent's open four, 3 a four or two threes, 2 an open three, 1 a block of the
 * opponent's three, 0 quiet. (A five, to make or to block, is decided before.)
 */
const TACTICAL = (() => {
  const table = new Uint8Array(16 * 16);
  for (let oc = 0; oc < 16; oc++) {
    for (let tc = 0; tc < 16; tc++) {
      let cls = 0;
      if (oc === P4_FLEX4) cls = 6;
      else if (oc === P4_FOUR_THREE) cls = 5;
      else if (tc === P4_FLEX4) cls = 4;
      else if (oc >= P4_FOUR || oc === P4_THREE_THREE) cls = 3;
      else if (oc >= P4_THREE) cls = 2;
      else if (tc >= P4_THREE) cls = 1;
      table[(oc << 4) | tc] = cls;
    }
  }
  return table;
})();

/**
 * True when black may not play at the empty `at` under renju, its class to black being `cls`:
 * two fours or an overline always; two threes (alone or with a four or an open four) when the
 * renju checker says so.
 */
function forbiddenByClass(pos: Position, at: number, cls: number): boolean {
  return (
    cls === P4_FORBID ||
    ((cls === P4_THREE_THREE || cls === P4_FOUR_THREE || cls === P4_FLEX4) && pos.isForbidden(at))
  );
}

/** What `generate` found besides the moves. */
const NORMAL = 0;
const ONLY_FIVE = 1;
const MUST_BLOCK = 2;
const LOST = 3;

/** Positions the quick VCF at the horizon may visit. */
let VCF_LEAF_BUDGET = 0;
/** The narrow search by fours at the horizon, and the most plies it looks ahead. */
let LEAF_VCF = true;
let LEAF_VCF_PLIES = 24;
/**
 * Moves searched at an inner node, and at the root (past them only while every move so far
 * loses). 16 at inner nodes scored 12.5 of 40 games against PentaZen at 1 s a move, 12 about 24 %
 * (docs/engine.md, 4 December 2026); 32 with PentaZen's move counts at quiet nodes (`LMP_COUNT`).
 */
let DEFAULT_WIDTH = 32;
let ROOT_WIDTH = 20;
/**
 * Whether the root's moves after the first are searched shallower first (`rootReduction`: as
 * PentaZen's and Rapfi's roots do), and again at full depth when they beat the best so far. Off:
 * against PentaZen it scored 50.0 % and 41.8 % of 104 games at 300 ms a move (standard, renju)
 * where the search without it scored 47.6 % and 41.8 %; at 1 s a move 47.1 % of 52 under renju,
 * 41.3 % of 52 under the standard rule (the engine in play: 46.5 % and 46.8 % of 156; docs/engine.md,
 * 8 December 2026).
 */
let ROOT_REDUCTION = false;
/** Shares of the move's time for the root's own VCT and the checks of the opponent's threats. */
let VCT_SHARE = 0.1;
let DEFEND_VCF_SHARE = 0.15;
let DEFEND_VCT_SHARE = 0.25;
/** Attacker moves the check of the opponent's win by threes looks ahead (at most). */
let VCT_DEFENCE_DEPTH = 9;
/**
 * Whether the searcher's threat search answers a three only on the points that stop it
 * (`exactDefences`) rather than on every point of its lines (a knob, so that a test can compare).
 */
let EXACT_VCT_DEFENCES = true;
/**
 * Wins read off the class counts at every node, as Rapfi's `quickWinCheck` does (`quickWin`): a
 * four-three, or two open threes, when the opponent has no four to make (a knob, so that a test
 * and the bench can compare).
 */
let QUICK_WIN = true;
/**
 * The defence of an open three searched at the depth of the node, not one ply less, while the
 * node is within this many times the iteration's depth from the root (0: never). The answers to
 * a three are few (its defence points and own fours), and an attack by threes is then read to its
 * end, as a block of a four is. Against PentaZen at 1 s a move under the standard rule, 43-2-7 of
 * 52 as black and 5-5-68 of 78 as white, where the same search without it had 57-5-16 and 1-4-73
 * of 78; under renju 48-3-53 of 104 against 48-6-50 (docs/engine.md, 7 December 2026). 3 instead
 * of 2 did no better as white (2-1-23 of 26).
 */
let THREE_EXTENSION = 2;
/** Attacker moves the root's own search for a win by threes looks ahead (at most). */
const VCT_DEPTH = 14;
/** Positions the root's own search for a win by threes may visit, all its depths together. */
const VCT_BUDGET = 60_000;
/** Positions the check of the opponent's win by threes may visit, all its depths together. */
const VCT_DEFENCE_BUDGET = 25_000;
/**
 * A win read off the class counts the position keeps (as Rapfi's `quickWinCheck`), in plies to
 * the five, or 0. Only where neither side has a five to make and the opponent has no point that
 * makes a four or an open four: then an open-four point wins in 3 plies, and a four-three point or
 * a point of two open threes in 5 (the opponent's one answer blocks one line only, and cannot make
 * it a four: it had no point to make one). Never for black under renju, whose such points may be
 * forbidden or its threes false (the search finds those wins).
 */
export function quickWin(pos: Position, color: Color): number {
  if (color === BLACK && pos.rule === 'renju') return 0;
  const counts = pos.p4Count;
  const own = color * P4_STRIDE;
  const opp = (3 - color) * P4_STRIDE;
  if (
    counts[own + P4_FIVE] !== 0 ||
    counts[opp + P4_FIVE] !== 0 ||
    counts[opp + P4_FOUR]! + counts[opp + P4_FOUR_PLUS]! + counts[opp + P4_FOUR_THREE]! !== 0 ||
    counts[opp + P4_FLEX4] !== 0
  ) {
    return 0;
  }
  if (counts[own + P4_FLEX4] !== 0) return 3;
  return counts[own + P4_FOUR_THREE]! + counts[own + P4_THREE_THREE]! !== 0 ? 5 : 0;
}

/** The search's knobs (`tune`). */
export interface Knobs {
  readonly vcf?: number;
  readonly width?: number;
  readonly rootWidth?: number;
  readonly vct?: number;
  readonly defVcf?: number;
  readonly defVct?: number;
  readonly vctDepth?: number;
  readonly lmp?: readonly number[];
  readonly lmpThreat?: readonly number[];
  readonly futility?: number;
  readonly futilityDepth?: number;
  readonly razor?: number;
  readonly razorDepth?: number;
  readonly leafVcf?: boolean;
  readonly leafVcfPlies?: number;
  readonly exactVct?: boolean;
  readonly quickWin?: boolean;
  readonly threeExtension?: number;
  readonly oneScan?: boolean;
  readonly rootReduction?: boolean;
}

/** Knobs for experiments (bench and tests): sets those given, returns all as they were. */
export function tune(knobs: Knobs): Required<Knobs> {
  const before: Required<Knobs> = {
    vcf: VCF_LEAF_BUDGET,
    width: DEFAULT_WIDTH,
    rootWidth: ROOT_WIDTH,
    vct: VCT_SHARE,
    defVcf: DEFEND_VCF_SHARE,
    defVct: DEFEND_VCT_SHARE,
    vctDepth: VCT_DEFENCE_DEPTH,
    lmp: LMP_COUNT,
    lmpThreat: LMP_THREAT,
    futility: FUTILITY_MARGIN,
    futilityDepth: FUTILITY_DEPTH,
    razor: RAZOR_MARGIN,
    razorDepth: RAZOR_DEPTH,
    leafVcf: LEAF_VCF,
    leafVcfPlies: LEAF_VCF_PLIES,
    exactVct: EXACT_VCT_DEFENCES,
    quickWin: QUICK_WIN,
    threeExtension: THREE_EXTENSION,
    oneScan: ONE_SCAN,
    rootReduction: ROOT_REDUCTION,
  };
  LEAF_VCF = knobs.leafVcf ?? LEAF_VCF;
  LEAF_VCF_PLIES = knobs.leafVcfPlies ?? LEAF_VCF_PLIES;
  EXACT_VCT_DEFENCES = knobs.exactVct ?? EXACT_VCT_DEFENCES;
  QUICK_WIN = knobs.quickWin ?? QUICK_WIN;
  THREE_EXTENSION = knobs.threeExtension ?? THREE_EXTENSION;
  ONE_SCAN = knobs.oneScan ?? ONE_SCAN;
  ROOT_REDUCTION = knobs.rootReduction ?? ROOT_REDUCTION;
  FUTILITY_MARGIN = knobs.futility ?? FUTILITY_MARGIN;
  FUTILITY_DEPTH = knobs.futilityDepth ?? FUTILITY_DEPTH;
  RAZOR_MARGIN = knobs.razor ?? RAZOR_MARGIN;
  RAZOR_DEPTH = knobs.razorDepth ?? RAZOR_DEPTH;
  LMP_COUNT = knobs.lmp ?? LMP_COUNT;
  LMP_THREAT = knobs.lmpThreat ?? LMP_THREAT;
  VCT_DEFENCE_DEPTH = knobs.vctDepth ?? VCT_DEFENCE_DEPTH;
  VCT_SHARE = knobs.vct ?? VCT_SHARE;
  DEFEND_VCF_SHARE = knobs.defVcf ?? DEFEND_VCF_SHARE;
  DEFEND_VCT_SHARE = knobs.defVct ?? DEFEND_VCT_SHARE;
  VCF_LEAF_BUDGET = knobs.vcf ?? VCF_LEAF_BUDGET;
  DEFAULT_WIDTH = knobs.width ?? DEFAULT_WIDTH;
  ROOT_WIDTH = knobs.rootWidth ?? ROOT_WIDTH;
  return before;
}

/**
 * Whether a node with no threat to answer makes its move list, orders it and selects its best
 * moves in one scan (`generateSelected`) rather than in three steps (`generate`, `order`,
 * `selectBest`): the same list in the same order, so the same search, node for node (a test
 * compares the two), with less work at the many nodes near the horizon.
 */
let ONE_SCAN = true;

/**
 * Reverse futility pruning and razoring (as PentaZen's search does): the margin a ply (0 = off)
 * and the deepest node each applies at. With the move counts where an open three is on the board
 * (`LMP_THREAT`), they took nori from 11.5 and 15.5 of 52 games against PentaZen (renju and the
 * standard rule, 1 s a move) to 20.5 and 17 (docs/engine.md, 5 December 2026).
 */
let FUTILITY_MARGIN = 150;
let FUTILITY_DEPTH = 4;
let RAZOR_MARGIN = 150;
let RAZOR_DEPTH = 3;
/**
 * Moves searched at a quiet node off the principal variation, by remaining depth: PentaZen's
 * counts, 3, 9, 14, 18, ... up to 32 (3, 5, 7, 8 where a four or an open three is on the board:
 * `LMP_THREAT`). Kept with the reductions of every move after the first, the root's fail-high move
 * and the fitted evaluation (docs/engine.md, 7 December 2026); alone, or with 3, 5, 7, 8 here, no
 * measurable difference (3 and 6 December 2026).
 */
let LMP_COUNT: readonly number[] = [0, 3, 9, 14, 18, 22, 25, 28, 30, 32];
/**
 * The same where an open three is on the board (empty: none, the width). PentaZen searches its
 * fewest moves there (its counts are these), as the defender's are few anyway and the attacker's
 * best are its threats, which the ordering puts first.
 */
let LMP_THREAT: readonly number[] = [0, 3, 5, 7, 8];
/**
 * Late-move reductions by remaining depth and move number (`depth * 32 + i`): ln(depth) × ln(i
 * + 1) / 2, rounded, as the chess and gomoku engines grow them (a ply less on the principal
 * variation).
 */
const REDUCTION = (() => {
  const r = new Int8Array(32 * 32);
  for (let d = 1; d < 32; d++) {
    for (let i = 1; i < 32; i++) r[d * 32 + i] = Math.round((Math.log(d) * Math.log(i + 1)) / 2);
  }
  return r;
})();

/**
 * Plies less for the root's move at `index` (0 the first) in an iteration of `depth`: an inner
 * node's late-move reduction less one (none for the first move; at depth 10, one ply from the
 * fourth and two from the eighth), leaving at least a ply to search.
 */
export function rootReduction(depth: number, index: number): number {
  if (depth < 3 || index < 1) return 0;
  const r = REDUCTION[Math.min(depth, 31) * 32 + Math.min(index, 31)]! - 1;
  return Math.max(0, Math.min(r, depth - 2));
}

/** Most candidate moves kept at a node. */
const MAX_MOVES = 26 * 26;

/** The search of one game's position; `run` searches the position as it stands. */
export class Searcher {
  nodes = 0;
  private readonly pos: Position;
  private readonly tt: TranspositionTable;
  private readonly clock: Clock;
  private readonly cells: number;
  /** Points of the board (a full board is a draw). */
  private readonly boardPoints: number;
  /** Candidate moves and their ordering scores, MAX_MOVES per ply. */
  private readonly moveAt: Int32Array;
  private readonly moveScore: Int32Array;
  private readonly moveCount = new Int32Array(MAX_PLY + 2);
  /** Two killer moves per ply. */
  private readonly killers = new Int32Array((MAX_PLY + 2) * 2).fill(-1);
  /** History scores by colour and grid index. */
  private readonly history: Int32Array;
  /** The principal variation: row `ply` holds the line from that ply. */
  private readonly pvTable = new Int32Array((MAX_PLY + 2) * (MAX_PLY + 2));
  private readonly pvLength = new Int32Array(MAX_PLY + 2);
  /** Points marked for the current node (defence points), by stamp. */
  private readonly mark: Uint32Array;
  private stamp = 0;
  /** The attacker's open-four points, for `exactDefences` (at most 32: more keeps every point). */
  private readonly flexAt = new Int32Array(32);
  /** The quick VCF's cache: positions (and attacker) known to have no VCF within a depth. */
  private readonly vcfLo: Int32Array;
  private readonly vcfHi: Int32Array;
  private readonly vcfDepth: Int8Array;
  private readonly vcfMask: number;
  /** The threat search's cache when threes count (VCT): its own, larger, as its trees are. */
  private readonly vctLo: Int32Array;
  private readonly vctHi: Int32Array;
  private readonly vctDepth: Int8Array;
  private readonly vctMask: number;
  /** The attacker's first move of the last win the threat search found at ply 1. */
  private threatMove = -1;
  private vcfBudget = 0;
  private hardDeadline = Number.POSITIVE_INFINITY;
  private maxNodes = Number.POSITIVE_INFINITY;
  private shouldStop: (() => boolean) | undefined;
  private width = 20;
  /** Set by `generate`: the side to move has a legal open four (or double four) to make. */
  private winningFour = false;
  /** Set by `generate`: the list holds only the answers to the opponent's open three. */
  private defendsThree = false;
  /** The depth of the root's current iteration. */
  private iterationDepth = 0;
  /** Set by `fivesAround`: the first five point found. */
  private fiveAt = -1;
  /** Positions the threat search may still visit, and when it must stop. */
  private threatBudget = 0;
  private threatDeadline = Number.POSITIVE_INFINITY;

  constructor(pos: Position, tt: TranspositionTable, clock: Clock) {
    this.pos = pos;
    this.tt = tt;
    this.clock = clock;
    this.cells = pos.cells.length;
    this.boardPoints = pos.size * pos.size;
    this.moveAt = new Int32Array((MAX_PLY + 2) * MAX_MOVES);
    this.moveScore = new Int32Array((MAX_PLY + 2) * MAX_MOVES);
    this.history = new Int32Array(this.cells * 2);
    this.mark = new Uint32Array(this.cells);
    const vcfSize = 1 << 16;
    this.vcfMask = vcfSize - 1;
    this.vcfLo = new Int32Array(vcfSize);
    this.vcfHi = new Int32Array(vcfSize);
    this.vcfDepth = new Int8Array(vcfSize);
    const vctSize = 1 << 18;
    this.vctMask = vctSize - 1;
    this.vctLo = new Int32Array(vctSize);
    this.vctHi = new Int32Array(vctSize);
    this.vctDepth = new Int8Array(vctSize);
  }

  /** Forgets what earlier games taught the ordering (a new game). */
  reset(): void {
    this.killers.fill(-1);
    this.history.fill(0);
    this.vcfDepth.fill(0);
    this.vctDepth.fill(0);
  }

  /** The best move for `color` in the position (changed and restored). */
  run(color: Color, limits: SearchLimits): SearchResult {
    const pos = this.pos;
    this.nodes = 0;
    this.hardDeadline = limits.hardDeadline;
    this.maxNodes = limits.maxNodes ?? Number.POSITIVE_INFINITY;
    this.shouldStop = limits.shouldStop;
    this.width = limits.width ?? DEFAULT_WIDTH;
    // History from the previous move still orders well, at a smaller weight.
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 2;
    this.killers.fill(-1);
    const only = (move: number, score: number): SearchResult => ({
      move,
      score,
      pv: move < 0 ? [] : [move],
      depth: 0,
      nodes: this.nodes,
      forced: null,
      candidates: move < 0 ? [] : [{ move, score, pv: [move] }],
    });
    const fallback = anyLegalMove(pos, color);
    if (fallback < 0) return only(-1, 0);
    if (pos.stones === 0 || !hasNearPoint(pos)) {
      const centre = pos.index(pos.size >> 1, pos.size >> 1);
      return only(pos.isLegal(centre, color) ? centre : fallback, 0);
    }
    this.rootStones = pos.stones;
    const kind = this.generate(color, 0);
    this.order(color, 0, -1, true);
    const count = this.moveCount[0]!;
    if (kind === ONLY_FIVE) return only(this.moveAt[0]!, WIN_SCORE - 1);
    if (kind === LOST || count === 0) return only(fallback, -(WIN_SCORE - 2));
    const start = this.clock();
    const span = Math.max(0, limits.hardDeadline - start);
    let forced: ForcedWin | null = null;
    if (limits.threats !== false && kind !== MUST_BLOCK) {
      const threatLimits = (share: number, nodes: number) => ({
        deadline: start + span * share,
        nodes,
        clock: this.clock,
      });
      const vcf = findVcf(pos, color, threatLimits(0.1, 400_000));
      this.nodes += vcf.nodes;
      if (vcf.line !== null && vcf.line.length > 0) forced = { kind: 'vcf', line: vcf.line };
      else {
        // The searcher's own threat search first (fast, yes or no); threats.ts then gives the
        // line, with more time, only when there is one to find.
        // Deepened one attacker move at a time (the cache keeps what each depth refuted), as
        // deep as one budget of positions and its share of the time allow: the wins that
        // decide games against strong engines are 20 to 30 plies long, and where threats are
        // few their trees are narrow enough to reach that.
        this.threatDeadline = start + span * VCT_SHARE;
        this.threatBudget = VCT_BUDGET;
        let won = 0;
        let wonDepth = 0;
        this.threatMove = -1;
        try {
          for (let depth = 1; depth <= VCT_DEPTH && won === 0; depth++) {
            won = this.tAttack(color, 1, depth, true);
            wonDepth = depth;
            if (this.threatBudget <= 0) break;
          }
        } catch (error) {
          if (error !== TIMEOUT) throw error;
          while (pos.stones > this.rootStones) pos.undo();
        }
        if (won > 0) {
          const vct = findVct(pos, color, { ...threatLimits(0.5, 400_000), depth: wonDepth });
          this.nodes += vct.nodes;
          if (vct.line !== null && vct.line.length > 0) forced = { kind: 'vct', line: vct.line };
          else if (this.threatMove >= 0 && (limits.multiPv ?? 1) <= 1) {
            // The line is past what threats.ts finds in its budget: the move is proved anyway.
            return only(this.threatMove, WIN_SCORE - won);
          }
        }
      }
      if (forced !== null && (limits.multiPv ?? 1) <= 1) {
        const line = forced.line;
        return {
          move: line[0]!,
          score: WIN_SCORE - line.length,
          pv: line,
          depth: 0,
          nodes: this.nodes,
          forced,
          candidates: [{ move: line[0]!, score: WIN_SCORE - line.length, pv: line }],
        };
      }
      if (forced === null) {
        try {
          this.keepDefences(
            color,
            start + span * DEFEND_VCF_SHARE,
            start + span * DEFEND_VCT_SHARE,
          );
        } catch (error) {
          if (error !== TIMEOUT) throw error;
          while (pos.stones > this.rootStones) pos.undo();
        }
      }
    }
    return this.iterate(color, limits, forced);
  }

  /** Iterative deepening over the root moves (moveAt[0..count) at ply 0). */
  private iterate(color: Color, limits: SearchLimits, forced: ForcedWin | null): SearchResult {
    // The best `width` moves, and the others only while every move so far loses (as at an inner
    // node: a move left out must not make the position look lost when it is not).
    const count = this.moveCount[0]!;
    const width = Math.min(count, Math.max(ROOT_WIDTH, limits.multiPv ?? 1));
    let reached = width;
    const rootMoves = Array.from(this.moveAt.subarray(0, count));
    const rootScores = new Array<number>(count).fill(-INFINITE);
    // Whether a root move's score is exact (with more than one line asked for; else a bound).
    const rootExact = new Array<boolean>(count).fill(false);
    const rootPvs: number[][] = rootMoves.map((m) => [m]);
    const multiPv = Math.max(1, Math.min(limits.multiPv ?? 1, count));
    let bestMove = rootMoves[0]!;
    let bestScore = 0;
    let bestPv: number[] = [bestMove];
    let finished = 0;
    const maxDepth = limits.maxDepth ?? 40;
    const other = opponent(color);
    if (count === 1 && limits.scoreOnlyMove !== true && (limits.multiPv ?? 1) <= 1) {
      return {
        move: bestMove,
        score: 0,
        pv: [bestMove],
        depth: 0,
        nodes: this.nodes,
        forced,
        candidates: [{ move: bestMove, score: 0, pv: [bestMove] }],
      };
    }
    const pos = this.pos;
    try {
      for (let depth = 1; depth <= maxDepth; depth++) {
        this.iterationDepth = depth;
        // With more than one line asked for, no aspiration: the lines' scores are exact.
        let window = multiPv === 1 && depth >= 4 && Math.abs(bestScore) < WIN_BOUND ? 60 : INFINITE;
        let alpha = window === INFINITE ? -INFINITE : bestScore - window;
        let beta = window === INFINITE ? INFINITE : bestScore + window;
        for (;;) {
          let best = -INFINITE;
          let iterationBest = -1;
          const a0 = alpha;
          let a = alpha;
          // The exact scores of this iteration so far (more than one line asked for).
          const exactScores: number[] = [];
          for (let i = 0; i < rootMoves.length; i++) {
            if (i >= width && best > -WIN_BOUND) break;
            if (i >= reached) reached = i + 1;
            const at = rootMoves[i]!;
            pos.put(at, color);
            let score: number;
            if (multiPv > 1) {
              // A move is scored exactly while fewer than `multiPv` are, and later when it beats
              // the `multiPv`-th best exact score; else its score is a bound below that one (with
              // the best score as the floor, a weaker move's bound was taken for its score).
              const floor =
                exactScores.length < multiPv
                  ? -INFINITE
                  : exactScores.sort((x, y) => y - x)[multiPv - 1]!;
              score =
                floor === -INFINITE
                  ? INFINITE
                  : -this.search(other, depth - 1, -floor - 1, -floor, 1, false);
              const exact = score > floor;
              if (exact) {
                // Its score is above the floor: searched there, in a window around its last
                // exact score when it had one (widened until the score is inside).
                const last = rootExact[i] && depth >= 4 ? rootScores[i]! : undefined;
                score = this.exactRootScore(other, depth, floor, last);
                exactScores.push(score);
              }
              rootExact[i] = exact;
            } else if (i === 0) {
              score = -this.search(other, depth - 1, -beta, -a, 1, true);
            } else {
              // With the root's reductions on (`ROOT_REDUCTION`, off by default): shallower
              // first, again at full depth when it beats the best so far.
              const r = ROOT_REDUCTION ? rootReduction(depth, i) : 0;
              score = -this.search(other, depth - 1 - r, -a - 1, -a, 1, false);
              if (r > 0 && score > a) score = -this.search(other, depth - 1, -a - 1, -a, 1, false);
              if (score > a && score < beta)
                score = -this.search(other, depth - 1, -beta, -a, 1, true);
            }
            pos.undo();
            rootScores[i] = score;
            rootPvs[i] = [
              at,
              ...this.pvTable.subarray(1 * (MAX_PLY + 2), 1 * (MAX_PLY + 2) + this.pvLength[1]!),
            ];
            if (score > best) {
              best = score;
              iterationBest = i;
              if (score > a) a = score;
              // A better move found in an unfinished iteration is still better, one that beats
              // the window too (its score a bound, searched again in a wider window): were time
              // to run out in that search, the iteration's old move would be played instead.
              if (score > a0) {
                bestMove = at;
                bestPv = rootPvs[i]!;
              }
            }
            if (a >= beta) break;
          }
          // Outside the window: search again with it widened.
          if (best <= a0 && a0 > -INFINITE) {
            window *= 4;
            alpha = window >= 4000 ? -INFINITE : bestScore - window;
            continue;
          }
          if (best >= beta && beta < INFINITE) {
            window *= 4;
            beta = window >= 4000 ? INFINITE : bestScore + window;
            continue;
          }
          bestScore = best;
          bestMove = rootMoves[iterationBest]!;
          bestPv = rootPvs[iterationBest]!;
          break;
        }
        finished = depth;
        // Best first for the next iteration (a stable sort keeps the older order among equals).
        // An exact score before a bound of the same number.
        const order = rootMoves.map((_, i) => i);
        order.sort(
          (x, y) => rootScores[y]! - rootScores[x]! || Number(rootExact[y]) - Number(rootExact[x]),
        );
        const moves = order.map((i) => rootMoves[i]!);
        const scores = order.map((i) => rootScores[i]!);
        const pvs = order.map((i) => rootPvs[i]!);
        const exacts = order.map((i) => rootExact[i]!);
        rootMoves.splice(0, rootMoves.length, ...moves);
        rootScores.splice(0, rootScores.length, ...scores);
        rootPvs.splice(0, rootPvs.length, ...pvs);
        rootExact.splice(0, rootExact.length, ...exacts);
        if (Math.abs(bestScore) >= WIN_BOUND && depth >= 2) break;
        if (this.clock() >= limits.softDeadline) break;
      }
    } catch (error) {
      if (error !== TIMEOUT) throw error;
      // Take back whatever the interrupted search left on the board.
      while (pos.stones > this.rootStones) pos.undo();
    }
    const candidates: RootMove[] = rootMoves.slice(0, reached).map((move, i) => ({
      move,
      score: rootScores[i]!,
      pv: rootPvs[i]!,
    }));
    // The exactly scored ones best first: an iteration cut short has rescored some of them only.
    const exact = candidates.splice(0, multiPv).sort((x, y) => y.score - x.score);
    candidates.unshift(...exact);
    const bestIndex = candidates.findIndex((c) => c.move === bestMove);
    if (bestIndex > 0) candidates.unshift(...candidates.splice(bestIndex, 1));
    if (forced !== null) {
      const line = forced.line;
      return {
        move: line[0]!,
        score: WIN_SCORE - line.length,
        pv: line,
        depth: finished,
        nodes: this.nodes,
        forced,
        candidates,
      };
    }
    return {
      move: bestMove,
      score: finished === 0 && bestScore === -INFINITE ? 0 : bestScore,
      pv: bestPv,
      depth: finished,
      nodes: this.nodes,
      forced: null,
      candidates,
    };
  }

  /**
   * The exact score of the root move just played (the opponent, `other`, to move), known to be
   * above `floor`: in a window of 60 around `last` (its score in the iteration before), widened
   * four times over on each side it fails, or from the floor up when there is no `last`.
   */
  private exactRootScore(
    other: Color,
    depth: number,
    floor: number,
    last: number | undefined,
  ): number {
    if (last === undefined || Math.abs(last) >= WIN_BOUND) {
      return -this.search(other, depth - 1, -INFINITE, -floor, 1, true);
    }
    let below = 60;
    let above = 60;
    for (;;) {
      const lo = below >= 4000 ? floor : Math.max(floor, last - below);
      const hi = above >= 4000 ? INFINITE : last + above;
      const score = -this.search(other, depth - 1, -hi, -lo, 1, true);
      if (score <= lo && lo > floor) below *= 4;
      else if (score >= hi && hi < INFINITE) above *= 4;
      else return score;
    }
  }

  /** Stones on the board at the root (an interrupted search is unwound to it). */
  private rootStones = 0;

  /** Positions until the next look at the clock. */
  private tick = 0;

  private checkTime(): void {
    this.tick = 64;
    if (this.clock() > this.hardDeadline || this.nodes > this.maxNodes || this.shouldStop?.()) {
      throw TIMEOUT;
    }
  }

  /** Negamax with alpha-beta for `color` to move, `ply` from the root. */
  private search(
    color: Color,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    pvNode: boolean,
  ): number {
    const pos = this.pos;
    this.pvLength[ply] = 0;
    this.nodes++;
    if (--this.tick <= 0) this.checkTime();
    const winner = pos.winner;
    if (winner !== 0) return winner === color ? WIN_SCORE - ply : -(WIN_SCORE - ply);
    // Mate-distance pruning: no line from here can do better than a five next move.
    if (WIN_SCORE - ply - 1 <= alpha) return alpha;
    if (QUICK_WIN) {
      const won = quickWin(pos, color);
      if (won > 0) return WIN_SCORE - ply - won;
    }

    if (depth <= 0 && ply < MAX_PLY - 1) {
      // The horizon, read off the class counts the position keeps (no scan of the board) unless
      // a five is on the board to make or to block, or black's open four may be forbidden: those
      // take the full path below (a forced block does not use up depth).
      const counts = pos.p4Count;
      const own = color * P4_STRIDE;
      if (
        counts[own + P4_FIVE] === 0 &&
        counts[(3 - color) * P4_STRIDE + P4_FIVE] === 0 &&
        !(counts[own + P4_FLEX4]! > 0 && color === BLACK && pos.rule === 'renju')
      ) {
        if (pos.stones === this.boardPoints) return 0;
        if (counts[own + P4_FLEX4]! > 0) return WIN_SCORE - ply - 3;
        const stand = evaluate(pos, color);
        if (
          LEAF_VCF &&
          stand < beta &&
          counts[own + P4_FOUR_PLUS]! + counts[own + P4_FOUR_THREE]! > 0
        ) {
          const won = this.leafVcf(color, ply);
          if (won > 0) return WIN_SCORE - ply - won;
        }
        return stand;
      }
    }
    const lo = color === BLACK ? pos.hashLo : pos.hashLo ^ SIDE_LO;
    const hi = color === BLACK ? pos.hashHi : pos.hashHi ^ SIDE_HI;
    const tt = this.tt;
    const slot = tt.find(lo, hi);
    let ttMove = -1;
    if (slot >= 0) {
      ttMove = tt.moveAt(slot);
      if (!pvNode && tt.depthAt(slot) >= depth) {
        const s = tt.scoreAt(slot, ply);
        const k = tt.kindAt(slot);
        if (k === EXACT || (k === LOWER && s >= beta) || (k === UPPER && s <= alpha)) return s;
      }
    }

    // Reverse futility pruning: off the principal variation, near the horizon, in a quiet
    // position (no four to block, no open three on the board for either side) whose static
    // value is far above beta, the search takes it as a cut.
    if (
      FUTILITY_MARGIN > 0 &&
      !pvNode &&
      depth <= FUTILITY_DEPTH &&
      beta < WIN_BOUND &&
      beta > -WIN_BOUND &&
      pos.p4Count[P4_STRIDE + P4_FLEX4] === 0 &&
      pos.p4Count[2 * P4_STRIDE + P4_FLEX4] === 0 &&
      pos.p4Count[P4_STRIDE + P4_FIVE] === 0 &&
      pos.p4Count[2 * P4_STRIDE + P4_FIVE] === 0
    ) {
      const stand = evaluate(pos, color);
      if (stand - FUTILITY_MARGIN * depth >= beta) return stand;
    }
    // Razoring: off the principal variation, near the horizon, where no five is on the board to
    // make or to block and the static value is far below alpha, the node is answered as the
    // horizon answers it (the evaluation, or a win by fours it proves).
    if (
      RAZOR_MARGIN > 0 &&
      !pvNode &&
      depth > 0 &&
      depth <= RAZOR_DEPTH &&
      alpha < WIN_BOUND &&
      alpha > -WIN_BOUND &&
      pos.p4Count[P4_STRIDE + P4_FIVE] === 0 &&
      pos.p4Count[2 * P4_STRIDE + P4_FIVE] === 0
    ) {
      const stand = evaluate(pos, color);
      if (stand + RAZOR_MARGIN * depth <= alpha)
        return this.search(color, 0, alpha, beta, ply, false);
    }
    // The table's move first, before the moves are generated: off the principal variation it
    // often is a cut, and then the node needs no move list. Where a five is on the board to make
    // or to block the list decides (one move, or none); otherwise the list would hold the move
    // (it was found in this position) and search it first, with this window and depth, so the
    // result is the same as after generating.
    let ttScore = 0;
    let ttTried = -1;
    if (
      !pvNode &&
      ttMove >= 0 &&
      depth > 0 &&
      ply < MAX_PLY - 1 &&
      pos.cells[ttMove] === CELL_EMPTY &&
      pos.p4Count[P4_STRIDE + P4_FIVE] === 0 &&
      pos.p4Count[2 * P4_STRIDE + P4_FIVE] === 0 &&
      !(color === BLACK && pos.rule === 'renju' && pos.isForbidden(ttMove))
    ) {
      ttScore = this.tryMove(color, ttMove, depth - 1, alpha, beta, ply);
      if (ttScore >= beta) {
        tt.store(lo, hi, ttScore, ply, ttMove, depth, LOWER);
        return ttScore;
      }
      ttTried = ttMove;
    }
    // Move-count pruning (as PentaZen and Rapfi do): off the principal variation, a node near
    // the horizon searches only its best few moves, by the counts of a quiet node (no open three
    // on the board for either side) or of one with an open three (`LMP_THREAT`; none: the width).
    const counts = pos.p4Count;
    const other = opponent(color);
    let lmp = this.width;
    if (!pvNode) {
      const quiet = counts[P4_STRIDE + P4_FLEX4] === 0 && counts[2 * P4_STRIDE + P4_FLEX4] === 0;
      const lmpCounts = quiet ? LMP_COUNT : LMP_THREAT;
      if (lmpCounts.length > 0) lmp = lmpCounts[Math.min(depth, lmpCounts.length - 1)]!;
    }
    // No five to make or to block and no open-four point of the opponent's (the class counts
    // tell before any scan): the list is every point near a stone, made, ordered and its best
    // moves selected in one pass.
    const plain =
      ONE_SCAN &&
      depth > 0 &&
      ply < MAX_PLY - 1 &&
      counts[color * P4_STRIDE + P4_FIVE] === 0 &&
      counts[other * P4_STRIDE + P4_FIVE] === 0 &&
      counts[other * P4_STRIDE + P4_FLEX4] === 0;
    const kind = plain
      ? this.generateSelected(color, ply, ttMove, Math.min(this.width, lmp))
      : this.generate(color, ply);
    const base = ply * MAX_MOVES;
    if (kind === ONLY_FIVE) {
      this.pvTable[ply * (MAX_PLY + 2)] = this.moveAt[base]!;
      this.pvLength[ply] = 1;
      return WIN_SCORE - ply - 1;
    }
    if (kind === LOST) return -(WIN_SCORE - ply - 2);
    const count = this.moveCount[ply]!;
    if (count === 0) return 0;
    if (ply >= MAX_PLY - 1) return evaluate(pos, color);
    if (depth <= 0 && kind !== MUST_BLOCK) {
      // A double four (or open four) wins: the opponent has no five to make.
      if (this.winningFour) return WIN_SCORE - ply - 3;
      const vcf = LEAF_VCF ? this.leafVcf(color, ply) : this.quickVcf(color, ply, VCF_LEAF_BUDGET);
      if (vcf > 0) return WIN_SCORE - ply - vcf;
      return evaluate(pos, color);
    }

    if (!plain) this.order(color, ply, ttMove, false);
    const limit = Math.min(count, kind === MUST_BLOCK ? count : this.width);
    const pruneAt = kind === NORMAL ? Math.min(limit, lmp) : limit;
    // A forced block does not use up depth: the four it answers is searched to the end. Nor,
    // near enough to the root, do the answers to an open three (`THREE_EXTENSION`).
    const next =
      kind === MUST_BLOCK ||
      (!plain && this.defendsThree && ply < this.iterationDepth * THREE_EXTENSION)
        ? depth
        : depth - 1;
    const alpha0 = alpha;
    let best = -INFINITE;
    let bestMove = -1;
    const row = ply * (MAX_PLY + 2);
    const childRow = (ply + 1) * (MAX_PLY + 2);
    const at_ = this.moveAt;
    const score_ = this.moveScore;
    // The best `pruneAt` first; the rest of the `limit` only when the search gets to them.
    let selected = Math.min(limit, pruneAt);
    if (!plain) selectBest(at_, score_, base, count, selected);
    for (let i = 0; i < count; i++) {
      // Past the count, and past the width, only while every move so far loses: a defence left
      // out must not make a false win for the opponent.
      if (i >= pruneAt && best > -WIN_BOUND) break;
      if (i === selected) {
        const upTo = selected < limit ? limit : count;
        selectBest(at_, score_, base + selected, count - selected, upTo - selected);
        selected = upTo;
      }
      const at = at_[base + i]!;
      const tactical = score_[base + i]! >> 24;
      let score: number;
      if (i === 0 && at === ttTried) {
        // Searched above, before the list was made.
        score = ttScore;
      } else if (i === 0) {
        pos.put(at, color);
        score = -this.search(other, next, -beta, -alpha, ply + 1, pvNode);
        pos.undo();
      } else {
        pos.put(at, color);
        // Every move after the first is searched shallower first, threats too (as PentaZen's
        // search does), but the block of a four.
        let r = 0;
        if (depth >= 3 && kind !== MUST_BLOCK) {
          r = REDUCTION[Math.min(depth, 31) * 32 + Math.min(i, 31)]!;
          if (pvNode && r > 0) r--;
          if (r >= next) r = next - 1;
          if (r < 0) r = 0;
        }
        score = -this.search(other, next - r, -alpha - 1, -alpha, ply + 1, false);
        if (r > 0 && score > alpha)
          score = -this.search(other, next, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && score < beta)
          score = -this.search(other, next, -beta, -alpha, ply + 1, true);
        pos.undo();
      }
      if (score > best) {
        best = score;
        bestMove = at;
        if (score > alpha) {
          alpha = score;
          this.pvTable[row] = at;
          const len = this.pvLength[ply + 1]!;
          for (let j = 0; j < len; j++) this.pvTable[row + 1 + j] = this.pvTable[childRow + j]!;
          this.pvLength[ply] = len + 1;
          if (alpha >= beta) {
            if (tactical === 0) {
              const k = ply * 2;
              if (this.killers[k] !== at) {
                this.killers[k + 1] = this.killers[k]!;
                this.killers[k] = at;
              }
              const h = (color - 1) * this.cells + at;
              this.history[h] = Math.min(1 << 20, this.history[h]! + depth * depth);
            }
            break;
          }
        }
      }
    }
    tt.store(
      lo,
      hi,
      best,
      ply,
      bestMove,
      depth,
      best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT,
    );
    return best;
  }

  /** The score of `color`'s move at `at`, searched to `depth` off the principal variation. */
  private tryMove(
    color: Color,
    at: number,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    this.pos.put(at, color);
    const score = -this.search(opponent(color), depth, -beta, -alpha, ply + 1, false);
    this.pos.undo();
    return score;
  }

  /**
   * Fills ply `ply`'s move list for `color`: the five alone (ONLY_FIVE), the block alone when the
   * opponent has a five point (MUST_BLOCK; LOST when it cannot be blocked), the own fours and the
   * points on the lines of the opponent's open-four threats when it has one, else every empty
   * point within two of a stone. Scores: the tactical class in the top bits (6 a winning four, 5
   * a four-three, 4 a block of the opponent's winning four, 3 a four, 2 an open three, 1 a block
   * of a three, 0 quiet), then the point's value to both colours (pattern4.ts).
   */
  private generate(color: Color, ply: number): number {
    const pos = this.pos;
    const other = opponent(color);
    const own = pos.p4[color - 1]!;
    const theirs = pos.p4[other - 1]!;
    const renjuBlack = color === BLACK && pos.rule === 'renju';
    const renjuWhite = color !== BLACK && pos.rule === 'renju';
    const base = ply * MAX_MOVES;
    const at_ = this.moveAt;
    const score_ = this.moveScore;
    const counts = pos.p4Count;
    const w = pos.width;
    const top = pos.boxTop;
    const bottom = pos.boxBottom;
    const left = pos.boxLeft;
    const right = pos.boxRight;
    this.winningFour = false;
    this.defendsThree = false;
    this.moveCount[ply] = 0;
    // A five to make or to block (the counts tell; every such point is near a stone): the list
    // is that one point, the first in reading order. Two five points of the opponent's cannot
    // both be blocked.
    const fives = counts[color * P4_STRIDE + P4_FIVE]!;
    const theirFives = counts[other * P4_STRIDE + P4_FIVE]!;
    if (fives === 0 && theirFives > 1) return LOST;
    if (fives > 0 || theirFives > 0) {
      const classes = fives > 0 ? own : theirs;
      for (let r = top; r <= bottom; r++) {
        for (let at = r * w + left, end = r * w + right; at <= end; at++) {
          if (classes[at] !== P4_FIVE) continue;
          if (fives === 0 && renjuBlack && pos.isForbidden(at)) return LOST;
          at_[base] = at;
          score_[base] = 7 << 24;
          this.moveCount[ply] = 1;
          return fives > 0 ? ONLY_FIVE : MUST_BLOCK;
        }
      }
      throw new Error('generate: a five point the class counts hold is not on the board');
    }
    // An open-four point of the opponent's is a threat to answer (white's on a point forbidden
    // to black too: black cannot play there). Then only own fours and the points on the lines
    // of its threats stop it: those are marked first and the scan keeps only them (`stamp`,
    // else 0); black's open-four points under renju may all be forbidden, and are looked at
    // one by one.
    let openThreat = false;
    let stamp = 0;
    if (counts[other * P4_STRIDE + P4_FLEX4]! > 0) {
      openThreat = !renjuWhite || this.hasOpenFour(other);
      if (openThreat) {
        stamp = this.nextStamp();
        this.markDefences(other, stamp);
      }
    }
    const ownValue = pos.values[color - 1]!;
    const theirValue = pos.values[other - 1]!;
    const near = pos.near;
    const mark = this.mark;
    let n = 0;
    for (let r = top; r <= bottom; r++) {
      for (let at = r * w + left, end = r * w + right; at <= end; at++) {
        // An occupied point's class is P4_OCCUPIED.
        const oc = own[at]!;
        if (oc === P4_OCCUPIED || near[at] === 0) continue;
        if (stamp !== 0 && oc < P4_FOUR && mark[at] !== stamp) continue;
        if (renjuBlack && forbiddenByClass(pos, at, oc)) continue;
        const cls = TACTICAL[(oc << 4) | theirs[at]!]!;
        if (cls === 6) this.winningFour = true;
        const value = ownValue[at]! * 5 + theirValue[at]! * 4;
        at_[base + n] = at;
        score_[base + n] = (cls << 24) | Math.min(value, (1 << 22) - 1);
        n++;
      }
    }
    if (openThreat) {
      // Of the points on its lines, when one open three is to stop, only those after which the
      // opponent has no open four left to make (as PentaZen's and Rapfi's defence generators
      // keep only a three's own defence points).
      const exact = this.exactDefences(other, base, n, stamp);
      let kept = 0;
      for (let i = 0; i < n; i++) {
        const at = at_[base + i]!;
        if (mark[at] !== exact && own[at]! < P4_FOUR) continue;
        at_[base + kept] = at;
        score_[base + kept] = score_[base + i]!;
        kept++;
      }
      n = kept;
      this.defendsThree = true;
    }
    this.moveCount[ply] = n;
    return NORMAL;
  }

  /** True when `color` has an open-four point it may play (black's under renju not forbidden). */
  private hasOpenFour(color: Color): boolean {
    const pos = this.pos;
    const classes = pos.p4[color - 1]!;
    const renju = color === BLACK && pos.rule === 'renju';
    const w = pos.width;
    const right = pos.boxRight;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + right; at <= end; at++) {
        if (classes[at] === P4_FLEX4 && !(renju && pos.isForbidden(at))) return true;
      }
    }
    return false;
  }

  /**
   * Of the `n` moves at `base` marked with `stamp` (the points on the lines of `attacker`'s
   * open-four threats), re-marks with a new stamp those after which `attacker` has no point left
   * to make an open four (or two fours) on, and returns that stamp; when there is none (two
   * threats apart, or black's threats under renju, whose open-four points may be forbidden and
   * so are counted but not real), returns `stamp` unchanged: every point on the lines is kept.
   */
  private exactDefences(attacker: Color, base: number, n: number, stamp: number): number {
    const pos = this.pos;
    if (attacker === BLACK && pos.rule === 'renju') return stamp;
    // The attacker's open-four points: a block stops the threat when none of them is one after
    // it (a stone of the defender only takes shapes away: no other point becomes one).
    const classes = pos.p4[attacker - 1]!;
    const cells = pos.cells;
    const flex = this.flexAt;
    let flexCount = 0;
    // Such a point has a stone within two points (four stones of a five with it): in the box.
    // The scan ends at the last of them (the position counts them).
    let left = pos.p4Count[attacker * P4_STRIDE + P4_FLEX4]!;
    const w = pos.width;
    const right = pos.boxRight;
    scan: for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom && left > 0; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + right; at <= end; at++) {
        if (cells[at] === CELL_EMPTY && classes[at] === P4_FLEX4 && flexCount < flex.length) {
          flex[flexCount++] = at;
          if (--left === 0) break scan;
        }
      }
    }
    if (flexCount === flex.length) return stamp;
    const mark = this.mark;
    const at_ = this.moveAt;
    let exact = 0;
    for (let i = 0; i < n; i++) {
      const at = at_[base + i]!;
      if (mark[at] !== stamp) continue;
      let stops = true;
      for (let f = 0; f < flexCount; f++) {
        const p = flex[f]!;
        if (p !== at && pos.classIfBlocked(p, at, attacker) === P4_FLEX4) {
          stops = false;
          break;
        }
      }
      if (!stops) continue;
      if (exact === 0) exact = this.nextStamp();
      mark[at] = exact;
    }
    if (exact === 0) return stamp;
    return exact;
  }

  private nextStamp(): number {
    this.stamp++;
    if (this.stamp === 0xffffffff) {
      this.mark.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /**
   * `generate`, `order` and `selectBest` in one scan, for a node with no five on the board to
   * make or to block and no open-four point of the opponent's (no threat to answer: the list is
   * every point near a stone): the same list, keys and order, its best `keep` moves first. The
   * search's nodes near the horizon, most of them, use only those few.
   */
  private generateSelected(color: Color, ply: number, ttMove: number, keep: number): number {
    const pos = this.pos;
    const other = opponent(color);
    const own = pos.p4[color - 1]!;
    const theirs = pos.p4[other - 1]!;
    const ownValue = pos.values[color - 1]!;
    const theirValue = pos.values[other - 1]!;
    const near = pos.near;
    const renjuBlack = color === BLACK && pos.rule === 'renju';
    const base = ply * MAX_MOVES;
    const at_ = this.moveAt;
    const score_ = this.moveScore;
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    const hBase = (color - 1) * this.cells;
    let n = 0;
    let winningFour = false;
    const w = pos.width;
    const left = pos.boxLeft;
    const right = pos.boxRight;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + left, end = r * w + right; at <= end; at++) {
        // An occupied point's class is P4_OCCUPIED.
        const oc = own[at]!;
        if (oc === P4_OCCUPIED || near[at] === 0) continue;
        if (renjuBlack && forbiddenByClass(pos, at, oc)) continue;
        const cls = TACTICAL[(oc << 4) | theirs[at]!]!;
        if (cls === 6) winningFour = true;
        const value = ownValue[at]! * 5 + theirValue[at]! * 4;
        const s = (cls << 24) | Math.min(value, (1 << 22) - 1);
        selectStep(at_, score_, base, n, keep, at, this.orderKey(at, s, ttMove, k1, k2, hBase));
        n++;
      }
    }
    this.winningFour = winningFour;
    this.moveCount[ply] = n;
    return NORMAL;
  }

  /** Marks the empty points on the lines of `attacker`'s open-four (or double-four) points. */
  private markDefences(attacker: Color, stamp: number): void {
    const pos = this.pos;
    const classes = pos.p4[attacker - 1]!;
    const { cells, near, strides } = pos;
    const renju = attacker === BLACK && pos.rule === 'renju';
    // The points within two of a stone all lie in the box the position keeps; the scan ends at
    // the last open-four point (the position counts them).
    let left = pos.p4Count[attacker * P4_STRIDE + P4_FLEX4]!;
    const w = pos.width;
    const right = pos.boxRight;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom && left > 0; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + right; at <= end && left > 0; at++) {
        if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
        if (classes[at] !== P4_FLEX4) continue;
        left--;
        if (renju && pos.isForbidden(at)) continue;
        this.mark[at] = stamp;
        for (let d = 0; d < 4; d++) {
          const s = pos.shape(at, d, attacker);
          if (s !== FLEX4 && s !== BLOCK4) continue;
          const stride = strides[d]!;
          for (let k = -5; k <= 5; k++) {
            const q = at + k * stride;
            if (cells[q] === CELL_EMPTY) this.mark[q] = stamp;
          }
        }
      }
    }
  }

  /**
   * A move's ordering key from its generated score `s` (class and value): the table's move a class
   * above every other (so it is never reduced), a quiet move lifted by killers and history.
   */
  private orderKey(at: number, s: number, ttMove: number, k1: number, k2: number, hBase: number) {
    if (at === ttMove) return 0x7fffffff;
    if (s >> 24 !== 0) return s;
    const boost = at === k1 ? 3000 : at === k2 ? 2000 : 0;
    return s + boost + Math.min(4000, this.history[hBase + at]! >> 2);
  }

  /**
   * Gives ply `ply`'s moves their ordering keys: the table's move first, then by class, killers,
   * history and value; `sort` sorts them too (the root), else the search picks the best left
   * one at a time.
   */
  private order(color: Color, ply: number, ttMove: number, sort: boolean): void {
    const base = ply * MAX_MOVES;
    const n = this.moveCount[ply]!;
    const at_ = this.moveAt;
    const score_ = this.moveScore;
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    const hBase = (color - 1) * this.cells;
    for (let i = 0; i < n; i++) {
      const at = at_[base + i]!;
      score_[base + i] = this.orderKey(at, score_[base + i]!, ttMove, k1, k2, hBase);
    }
    if (!sort) return;
    for (let i = 1; i < n; i++) {
      const a = at_[base + i]!;
      const s = score_[base + i]!;
      let j = i - 1;
      while (j >= 0 && score_[base + j]! < s) {
        at_[base + j + 1] = at_[base + j]!;
        score_[base + j + 1] = score_[base + j]!;
        j--;
      }
      at_[base + j + 1] = a;
      score_[base + j + 1] = s;
    }
  }

  /**
   * A quick VCF for `color` (to move, no five point of the opponent's to block: the caller
   * checked) within `budget` positions: plies to the five, or 0 when none was found.
   */
  private quickVcf(color: Color, ply: number, budget: number): number {
    this.vcfBudget = budget;
    const found = this.vcfAttack(color, ply + 1, 8);
    return Math.max(found, 0);
  }

  /**
   * The search by fours at the horizon (as PentaZen's and Rapfi's searches end): `color` to move,
   * neither side with a five point, no open four of its own. Only fours that leave something
   * behind are tried (a second four, or a three, open or blocked, in another direction): at the
   * first move any such four, after it only those on the lines within four points of the
   * attacker's last stone, the best two by value. Plies to the five, or 0. Its trees are a few
   * positions, so it runs at every leaf where the side to move has such a four.
   */
  private leafVcf(color: Color, ply: number): number {
    const pos = this.pos;
    const lo = (color === BLACK ? pos.hashLo : pos.hashLo ^ SIDE_LO) ^ 0x7f4a7c15;
    const hi = color === BLACK ? pos.hashHi : pos.hashHi ^ SIDE_HI;
    const slot = lo & this.vcfMask;
    const plies = Math.min(LEAF_VCF_PLIES, MAX_PLY - 4 - ply);
    if (this.vcfDepth[slot]! >= plies && this.vcfLo[slot] === lo && this.vcfHi[slot] === hi) {
      return 0;
    }
    const own = pos.p4[color - 1]!;
    const values = pos.values[color - 1]!;
    const { cells } = pos;
    const base = (ply + 1) * MAX_MOVES;
    let n = 0;
    const w = pos.width;
    const right = pos.boxRight;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + right; at <= end; at++) {
        if (cells[at] !== CELL_EMPTY) continue;
        const cls = own[at]!;
        if (cls !== P4_FOUR_PLUS && cls !== P4_FOUR_THREE) continue;
        if (cls === P4_FOUR_PLUS && !this.leavesThree(at, color)) continue;
        this.moveAt[base + n] = at;
        this.moveScore[base + n] = values[at]!;
        n++;
      }
    }
    const found = this.leafFours(color, ply + 1, base, n, plies, n);
    if (found === 0) {
      this.vcfLo[slot] = lo;
      this.vcfHi[slot] = hi;
      this.vcfDepth[slot] = plies;
    }
    return found;
  }

  /** True when a four at `at` leaves a three (open or blocked) of `color` in another direction. */
  private leavesThree(at: number, color: Color): boolean {
    const pos = this.pos;
    for (let d = 0; d < 4; d++) {
      const s = pos.shape(at, d, color);
      if (s === BLOCK3 || s === FLEX3) return true;
    }
    return false;
  }

  /**
   * Tries the `n` fours at `base` (the best `tries` of them by their scores) for `color`, with
   * `plies` left: plies to the five (from the four), or 0.
   */
  private leafFours(
    color: Color,
    ply: number,
    base: number,
    n: number,
    plies: number,
    tries: number,
  ): number {
    const pos = this.pos;
    const other = opponent(color);
    const renju = pos.rule === 'renju';
    const at_ = this.moveAt;
    const score_ = this.moveScore;
    for (let t = 0; t < tries && t < n; t++) {
      // The best one left first.
      let b = base + t;
      for (let j = b + 1; j < base + n; j++) if (score_[j]! > score_[b]!) b = j;
      const at = at_[b]!;
      at_[b] = at_[base + t]!;
      score_[b] = score_[base + t]!;
      at_[base + t] = at;
      if (color === BLACK && renju && pos.isForbidden(at)) continue;
      this.nodes++;
      if (--this.tick <= 0) this.checkTime();
      pos.put(at, color);
      let result = 0;
      const fives = this.fivesAround(color, at);
      const reply = this.fiveAt;
      if (fives >= 2 || (fives === 1 && other === BLACK && renju && pos.isForbidden(reply))) {
        result = 3;
      } else if (fives === 1 && plies > 2) {
        pos.put(reply, other);
        const counters = this.fivesAround(other, reply);
        if (counters === 0) {
          const r = this.leafNext(color, at, ply + 2, plies - 2);
          if (r > 0) result = r + 2;
        } else if (counters === 1) {
          // The block made the defender a four: only a block that is a four goes on.
          const block = this.fiveAt;
          if (
            pos.p4[color - 1]![block]! >= P4_FOUR &&
            !(color === BLACK && renju && pos.isForbidden(block))
          ) {
            const nb = (ply + 2) * MAX_MOVES;
            at_[nb] = block;
            score_[nb] = 0;
            const r = this.leafFours(color, ply + 2, nb, 1, plies - 2, 1);
            if (r > 0) result = r + 2;
          }
        }
        pos.undo();
      }
      pos.undo();
      if (result > 0) return result;
    }
    return 0;
  }

  /** After the attacker's four at `last` and the block: its next fours near `last`. */
  private leafNext(color: Color, last: number, ply: number, plies: number): number {
    const pos = this.pos;
    const own = pos.p4[color - 1]!;
    const values = pos.values[color - 1]!;
    const cells = pos.cells;
    const base = ply * MAX_MOVES;
    let n = 0;
    for (let d = 0; d < 4; d++) {
      const stride = pos.strides[d]!;
      for (let k = -4; k <= 4; k++) {
        const q = last + k * stride;
        if (k === 0 || cells[q] !== CELL_EMPTY) continue;
        const cls = own[q]!;
        if (cls === P4_FLEX4 && !(color === BLACK && pos.rule === 'renju' && pos.isForbidden(q))) {
          return 3;
        }
        if (cls !== P4_FOUR_PLUS && cls !== P4_FOUR_THREE) continue;
        if (cls === P4_FOUR_PLUS && !this.leavesThree(q, color)) continue;
        this.moveAt[base + n] = q;
        this.moveScore[base + n] = values[q]!;
        n++;
      }
    }
    return this.leafFours(color, ply, base, n, plies, 2);
  }

  /** The attacker to move; returns plies to its five (from here) or 0. */
  private vcfAttack(color: Color, ply: number, depth: number): number {
    if (depth <= 0 || ply >= MAX_PLY - 2 || this.vcfBudget <= 0) return 0;
    const pos = this.pos;
    const lo = (color === BLACK ? pos.hashLo : pos.hashLo ^ SIDE_LO) ^ 0x3c6ef372;
    const hi = color === BLACK ? pos.hashHi : pos.hashHi ^ SIDE_HI;
    const slot = lo & this.vcfMask;
    if (this.vcfDepth[slot]! >= depth && this.vcfLo[slot] === lo && this.vcfHi[slot] === hi) {
      return 0;
    }
    const own = pos.p4[color - 1]!;
    const { cells, near } = pos;
    const renjuBlack = color === BLACK && pos.rule === 'renju';
    const base = ply * MAX_MOVES;
    let n = 0;
    // The points within two of a stone all lie in the box the position keeps.
    const w = pos.width;
    const right = pos.boxRight;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + right; at <= end; at++) {
        if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
        const cls = own[at]!;
        if (cls === P4_FIVE) return 1;
        if (cls < P4_FOUR) continue;
        this.moveAt[base + n] = at;
        n++;
      }
    }
    for (let i = 0; i < n && this.vcfBudget > 0; i++) {
      const at = this.moveAt[base + i]!;
      if (renjuBlack && pos.isForbidden(at)) continue;
      const result = this.vcfFour(color, at, ply, depth);
      if (result > 0) return result;
    }
    if (this.vcfBudget > 0) {
      this.vcfLo[slot] = lo;
      this.vcfHi[slot] = hi;
      this.vcfDepth[slot] = depth;
    }
    return 0;
  }

  /**
   * The attacker plays the four at `at` (the defender has no five point): plies to the
   * attacker's five, or 0. The defender's answer is forced: the five point, unless there are two
   * (lost) or, in renju, it is forbidden to black (lost). If the answer makes the defender a
   * four, the attacker must block it, which continues the line only when the block is a four too.
   */
  private vcfFour(color: Color, at: number, ply: number, depth: number): number {
    const pos = this.pos;
    const other = opponent(color);
    this.vcfBudget--;
    this.nodes++;
    if (--this.tick <= 0) this.checkTime();
    pos.put(at, color);
    let result = 0;
    const fives = this.fivesAround(color, at);
    const reply = this.fiveAt;
    if (
      fives >= 2 ||
      (fives === 1 && other === BLACK && pos.rule === 'renju' && pos.isForbidden(reply))
    ) {
      result = 3;
    } else if (fives === 1) {
      pos.put(reply, other);
      const counters = this.fivesAround(other, reply);
      if (counters === 0) {
        const r = this.vcfAttack(color, ply + 2, depth - 1);
        if (r > 0) result = r + 2;
      } else if (counters === 1 && depth > 1) {
        const block = this.fiveAt;
        if (
          pos.p4[color - 1]![block]! >= P4_FOUR &&
          !(color === BLACK && pos.rule === 'renju' && pos.isForbidden(block))
        ) {
          const r = this.vcfFour(color, block, ply + 2, depth - 1);
          if (r > 0) result = r + 2;
        }
      }
      pos.undo();
    }
    pos.undo();
    return result;
  }

  /**
   * How many points (0, 1, or 2 meaning two or more) make a five for `color` on the lines
   * through its stone at `at`; the first is left in `fiveAt`.
   */
  private fivesAround(color: Color, at: number): number {
    const pos = this.pos;
    const cells = pos.cells;
    let found = -1;
    for (let d = 0; d < 4; d++) {
      const stride = pos.strides[d]!;
      for (let k = -4; k <= 4; k++) {
        const q = at + k * stride;
        if (k === 0 || q === found || cells[q] !== CELL_EMPTY || !pos.makesFive(q, color)) continue;
        if (found >= 0) {
          this.fiveAt = found;
          return 2;
        }
        found = q;
      }
    }
    this.fiveAt = found;
    return found >= 0 ? 1 : 0;
  }

  /**
   * Plies to `color`'s five by the horizon's narrow search by fours, or 0 (the side to move
   * `color` and neither side with a five point, as at the horizon). (For tests.)
   */
  leafWin(color: Color): number {
    this.hardDeadline = Number.POSITIVE_INFINITY;
    this.maxNodes = Number.POSITIVE_INFINITY;
    this.shouldStop = undefined;
    this.vcfDepth.fill(0);
    return this.leafVcf(color, 0);
  }

  /**
   * Whether `color`, to move, wins by fours (or with `threes` by fours and threes) within `depth`
   * of its moves and `budget` positions, by the search's own threat search: 1 yes, 0 no, -1 the
   * budget ran out first. The opponent must have no five point. (For tests.)
   */
  threatWin(color: Color, threes: boolean, depth: number, budget: number): number {
    this.threatBudget = budget;
    this.threatDeadline = Number.POSITIVE_INFINITY;
    this.hardDeadline = Number.POSITIVE_INFINITY;
    this.maxNodes = Number.POSITIVE_INFINITY;
    this.shouldStop = undefined;
    this.vcfDepth.fill(0);
    this.vctDepth.fill(0);
    const won = this.tAttack(color, 1, depth, threes) > 0;
    return won ? 1 : this.threatBudget > 0 ? 0 : -1;
  }

  /**
   * A threat search (the attacker `color` to move, the defender without a five point): a win by
   * fours, and with `threes` by fours and threes, within `depth` attacker moves and the threat
   * budget. Returns the plies to the attacker's five, or 0. Allocation-free, with its own cache
   * of refuted positions; it only answers yes or no (threats.ts gives lines).
   */
  private tAttack(color: Color, ply: number, depth: number, threes: boolean): number {
    if (this.threatBudget <= 0 || ply >= MAX_PLY - 3) return 0;
    if (--this.tick <= 0) this.checkTime();
    if (
      this.clock !== undefined &&
      (this.threatBudget & 63) === 0 &&
      this.clock() > this.threatDeadline
    ) {
      this.threatBudget = 0;
      return 0;
    }
    const pos = this.pos;
    const own = pos.p4[color - 1]!;
    const values = pos.values[color - 1]!;
    const { cells, near } = pos;
    const base = ply * MAX_MOVES;
    let n = 0;
    // How many points of the attacker's the scan looks for (the position counts each class):
    // none, no scan; else it ends at the last one.
    const counts = pos.p4Count;
    let left = 0;
    for (let cls = threes ? P4_THREE : P4_FOUR; cls <= P4_FIVE; cls++) {
      left += counts[color * P4_STRIDE + cls]!;
    }
    if (left === 0) return 0;
    // The points within two of a stone all lie in the box the position keeps.
    const w = pos.width;
    const right = pos.boxRight;
    scan: for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + right; at <= end; at++) {
        if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
        const cls = own[at]!;
        if (cls === P4_FIVE) return 1;
        let key = 0;
        if (cls >= P4_FOUR) key = (2 << 24) | values[at]!;
        else if (threes && cls >= P4_THREE) key = (1 << 24) | values[at]!;
        else continue;
        this.moveAt[base + n] = at;
        this.moveScore[base + n] = key;
        n++;
        if (--left === 0) break scan;
      }
    }
    if (depth <= 0 || n === 0) return 0;
    const lo =
      (color === BLACK ? pos.hashLo : pos.hashLo ^ SIDE_LO) ^ (threes ? 0x1b873593 : 0x3c6ef372);
    const hi = color === BLACK ? pos.hashHi : pos.hashHi ^ SIDE_HI;
    const cacheLo = threes ? this.vctLo : this.vcfLo;
    const cacheHi = threes ? this.vctHi : this.vcfHi;
    const cacheDepth = threes ? this.vctDepth : this.vcfDepth;
    const slot = lo & (threes ? this.vctMask : this.vcfMask);
    if (cacheDepth[slot]! >= depth && cacheLo[slot] === lo && cacheHi[slot] === hi) return 0;
    // Fours first, then threes, each by value.
    for (let i = 1; i < n; i++) {
      const m = this.moveAt[base + i]!;
      const k = this.moveScore[base + i]!;
      let j = i - 1;
      while (j >= 0 && this.moveScore[base + j]! < k) {
        this.moveAt[base + j + 1] = this.moveAt[base + j]!;
        this.moveScore[base + j + 1] = this.moveScore[base + j]!;
        j--;
      }
      this.moveAt[base + j + 1] = m;
      this.moveScore[base + j + 1] = k;
    }
    const renjuBlack = color === BLACK && pos.rule === 'renju';
    for (let i = 0; i < n && this.threatBudget > 0; i++) {
      const at = this.moveAt[base + i]!;
      if (renjuBlack && pos.isForbidden(at)) continue;
      const r =
        this.moveScore[base + i]! >> 24 === 2
          ? this.tFour(color, at, ply, depth, threes)
          : this.tThree(color, at, ply, depth);
      if (r > 0) {
        if (ply === 1) this.threatMove = at;
        return r;
      }
    }
    if (this.threatBudget > 0) {
      cacheLo[slot] = lo;
      cacheHi[slot] = hi;
      cacheDepth[slot] = depth;
    }
    return 0;
  }

  /** The attacker plays the four at `at`; the defender's answer is forced. Plies to the five, or 0. */
  private tFour(color: Color, at: number, ply: number, depth: number, threes: boolean): number {
    const pos = this.pos;
    const other = opponent(color);
    this.threatBudget--;
    this.nodes++;
    pos.put(at, color);
    let result = 0;
    const fives = this.fivesAround(color, at);
    const reply = this.fiveAt;
    if (
      fives >= 2 ||
      (fives === 1 && other === BLACK && pos.rule === 'renju' && pos.isForbidden(reply))
    ) {
      result = 3;
    } else if (fives === 1) {
      pos.put(reply, other);
      result = this.afterReply(color, reply, ply + 2, depth - 1, threes);
      pos.undo();
    }
    pos.undo();
    return result;
  }

  /**
   * The defender has just answered at `reply`: the attacker goes on, or, when the answer made the
   * defender a four, must block it: with a four of its own, or (with `threes`) with any move
   * after which its threats still stand. Plies to the five (from the answer), or 0.
   */
  private afterReply(
    color: Color,
    reply: number,
    ply: number,
    depth: number,
    threes: boolean,
  ): number {
    const pos = this.pos;
    const counters = this.fivesAround(opponent(color), reply);
    if (counters === 0) {
      const r = this.tAttack(color, ply, depth, threes);
      return r > 0 ? r + 1 : 0;
    }
    if (counters > 1 || depth <= 0) return 0;
    const block = this.fiveAt;
    if (color === BLACK && pos.rule === 'renju' && pos.isForbidden(block)) return 0;
    if (pos.p4[color - 1]![block]! >= P4_FOUR) {
      const r = this.tFour(color, block, ply, depth, threes);
      return r > 0 ? r + 1 : 0;
    }
    if (!threes) return 0;
    this.threatBudget--;
    this.nodes++;
    pos.put(block, color);
    const r = this.tDefend(color, ply, depth);
    pos.undo();
    return r > 0 ? r + 1 : 0;
  }

  /** The attacker plays the three at `at`. Plies to the five, or 0. */
  private tThree(color: Color, at: number, ply: number, depth: number): number {
    this.threatBudget--;
    this.nodes++;
    this.pos.put(at, color);
    const r = this.tDefend(color, ply, depth);
    this.pos.undo();
    return r;
  }

  /**
   * The defender's answers to `attacker`'s threats of an open four (the attacker has no five to
   * make), at `moveAt[base...]`: the points that stop them and the defender's own fours. Returns
   * how many, or -1 when the attacker has no such threat.
   */
  private answers(attacker: Color, base: number): number {
    const pos = this.pos;
    const other = opponent(attacker);
    const stamp = this.nextStamp();
    this.markDefences(attacker, stamp);
    const theirs = pos.p4[other - 1]!;
    const { cells, near } = pos;
    let n = 0;
    let threat = false;
    // The points within two of a stone all lie in the box the position keeps.
    const w = pos.width;
    const right = pos.boxRight;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let q = r * w + pos.boxLeft, end = r * w + right; q <= end; q++) {
        if (cells[q] !== CELL_EMPTY || near[q] === 0) continue;
        const marked = this.mark[q] === stamp;
        if (marked) threat = true;
        if (!marked && theirs[q]! < P4_FOUR) continue;
        if (other === BLACK && pos.rule === 'renju' && pos.isForbidden(q)) continue;
        this.moveAt[base + n] = q;
        n++;
      }
    }
    if (!threat) return -1;
    // Of the points on the lines, only those after which the attacker has no open four left to
    // make can stop it (exactDefences; a point that does not loses to that open four, unless it
    // is a four of the defender's, kept whatever it blocks): three or so points for an open
    // three instead of the fifteen or so on its line, at every answer of the tree.
    const exact = EXACT_VCT_DEFENCES ? this.exactDefences(attacker, base, n, stamp) : stamp;
    if (exact === stamp) return n;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const q = this.moveAt[base + i]!;
      if (this.mark[q] !== exact && theirs[q]! < P4_FOUR) continue;
      this.moveAt[base + kept++] = q;
    }
    return kept;
  }

  /** `answers` for the proof-number search (proof.ts), written at `out[outBase...]`. */
  threatAnswers(attacker: Color, out: Int32Array, outBase: number): number {
    // The last row of the move lists: the prover runs outside the search, which never reaches it.
    const base = (MAX_PLY + 1) * MAX_MOVES;
    const n = this.answers(attacker, base);
    if (n > 0) out.set(this.moveAt.subarray(base, base + n), outBase);
    return n;
  }

  /**
   * The defender to move against the attacker's threats of an open four (the attacker has no
   * five point): it may answer on any point of the lines of those threats, or with a four of its
   * own. Plies to the attacker's five, or 0 (also when there is no such threat).
   */
  private tDefend(color: Color, ply: number, depth: number): number {
    const pos = this.pos;
    const other = opponent(color);
    const base = (ply + 1) * MAX_MOVES;
    const n = this.answers(color, base);
    if (n < 0) return 0;
    let longest = 0;
    for (let i = 0; i < n; i++) {
      if (this.threatBudget <= 0) return 0;
      const reply = this.moveAt[base + i]!;
      pos.put(reply, other);
      const r = this.afterReply(color, reply, ply + 2, depth - 1, true);
      pos.undo();
      if (r === 0) return 0;
      if (r > longest) longest = r;
    }
    // Every answer loses (or there is none: each point is forbidden to black).
    return n === 0 ? 3 : longest + 1;
  }

  /**
   * When the opponent, were it to move, would win by fours (or, failing that, by threes), keeps
   * only the root moves after which it no longer would, if there are any: the search is too
   * shallow to see a long forced line coming.
   */
  private keepDefences(color: Color, vcfDeadline: number, vctDeadline: number): void {
    const pos = this.pos;
    const other = opponent(color);
    for (const [threes, deadline, maxDepth] of [
      [false, vcfDeadline, 12],
      [true, vctDeadline, VCT_DEFENCE_DEPTH],
    ] as const) {
      const count = this.moveCount[0]!;
      this.threatDeadline = deadline;
      // By threes, deepened one move at a time: the shallowest win found is the one to stop,
      // and the depth the root moves are checked at.
      let depth = threes ? 1 : maxDepth;
      let wins = 0;
      this.threatMove = -1;
      this.threatBudget = threes ? VCT_DEFENCE_BUDGET : 50_000;
      for (; depth <= maxDepth; depth++) {
        wins = this.tAttack(other, 1, depth, threes);
        if (wins > 0 || this.threatBudget <= 0) break;
      }
      if (wins === 0) continue;
      const first = this.threatMove;
      // The line of the threat (threats.ts) gives the likeliest defences: check its points
      // first, then the moves in the generator's order.
      const line =
        (threes ? findVct : findVcf)(pos, other, {
          deadline: Math.min(deadline, this.clock() + (deadline - this.clock()) * 0.3),
          nodes: 50_000,
          clock: this.clock,
          depth: threes ? depth : 12,
        }).line ?? [];
      const order: number[] = [];
      const seen = new Set<number>();
      for (const at of line.length === 0 && first >= 0 ? [first] : line) {
        if (!seen.has(at)) {
          seen.add(at);
          order.push(at);
        }
      }
      for (let i = 0; i < count; i++) {
        const at = this.moveAt[i]!;
        if (!seen.has(at)) {
          seen.add(at);
          order.push(at);
        }
      }
      // Each move is checked against the win found (at its depth, within a small budget): it
      // stops it, the win still holds (proved), or the check could not tell (its budget ran out,
      // or it is our four, which the opponent must answer first). Only a move the win is proved
      // against is dropped. One that was not checked (the time ran out, or past the 48 first) or
      // could not be told may stop it, and one that stops this win may lose to another (in a
      // game lost to PentaZen the three moves that stopped it were all lost, and the one move that
      // held was among those the check could not tell): the main search judges them all, the
      // moves that stop the win first.
      const refuted: number[] = [];
      const lost = new Set<number>();
      for (let i = 0; i < Math.min(order.length, 48); i++) {
        const at = order[i]!;
        if (this.clock() > deadline) break;
        if (!pos.isLegal(at, color)) continue;
        pos.put(at, color);
        if (this.fivesAround(color, at) === 0) {
          this.threatBudget = threes ? 3_000 : 5_000;
          const win = this.tAttack(other, 1, depth, threes);
          if (win > 0) lost.add(at);
          else if (this.threatBudget > 0) refuted.push(at);
        }
        pos.undo();
      }
      if (lost.size === 0) continue;
      const moves: number[] = [];
      const scores: number[] = [];
      const stopping = new Set(refuted);
      for (const stops of [true, false]) {
        for (let i = 0; i < count; i++) {
          const at = this.moveAt[i]!;
          if (stopping.has(at) !== stops || lost.has(at)) continue;
          moves.push(at);
          scores.push(this.moveScore[i]!);
        }
      }
      // Points of the line that stop the win and that the generator did not give go last.
      for (const at of refuted) {
        if (moves.includes(at)) continue;
        moves.push(at);
        scores.push(0);
      }
      if (moves.length === 0) return;
      for (let i = 0; i < moves.length; i++) {
        this.moveAt[i] = moves[i]!;
        this.moveScore[i] = scores[i]!;
      }
      this.moveCount[0] = moves.length;
      // Moves that stop the win by fours are checked against the win by threes next.
    }
  }
}

/**
 * Puts the `limit` best of the `count` moves at `base` first, best first, in one pass (the
 * others after them in no order): each move in turn takes its step (`selectStep`). Equal moves
 * keep the generator's order.
 */
function selectBest(
  at_: Int32Array,
  score_: Int32Array,
  base: number,
  count: number,
  limit: number,
): void {
  if (limit <= 0) return;
  for (let j = 0; j < count; j++)
    selectStep(at_, score_, base, j, limit, at_[base + j]!, score_[base + j]!);
}

/**
 * `selectBest`'s step for the move `at` with key `score`, the `j`-th of the list at `base` (the
 * `j` before it already stepped): among the first `limit`, it slides into order; after them it
 * stays at its place unless it beats the worst kept one, which then takes its place while it
 * slides into order. Also the one-scan generator's step for each move it makes.
 */
function selectStep(
  at_: Int32Array,
  score_: Int32Array,
  base: number,
  j: number,
  limit: number,
  at: number,
  score: number,
): void {
  let k: number;
  if (j < limit) k = base + j - 1;
  else {
    const last = base + limit - 1;
    if (limit === 0 || score <= score_[last]!) {
      at_[base + j] = at;
      score_[base + j] = score;
      return;
    }
    at_[base + j] = at_[last]!;
    score_[base + j] = score_[last]!;
    k = last - 1;
  }
  while (k >= base && score_[k]! < score) {
    at_[k + 1] = at_[k]!;
    score_[k + 1] = score_[k]!;
    k--;
  }
  at_[k + 1] = at;
  score_[k + 1] = score;
}

function hasNearPoint(pos: Position): boolean {
  for (const at of pos.points) if (pos.cells[at] === CELL_EMPTY && pos.near[at]! > 0) return true;
  return false;
}

/** Some legal move for `color`, nearest the centre first, or -1. */
export function anyLegalMove(pos: Position, color: Color): number {
  const centre = pos.size >> 1;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const at of pos.points) {
    if (!pos.isLegal(at, color)) continue;
    const { row, col } = pos.pointOf(at);
    const distance = Math.max(Math.abs(row - centre), Math.abs(col - centre));
    if (distance < bestDistance) {
      best = at;
      bestDistance = distance;
    }
  }
  return best;
}
