/**
 * A win by threats (fours and threes, VCT) proved by proof-number search.
 *
 * The threat search of search.ts goes depth-first, one attacker move deeper at a time: where
 * threats are many its tree grows with every level, and the 20 to 30 plies long wins that decide
 * games against strong engines stay out of its reach (of 25 positions where PentaZen had found
 * its win, it found 5 and could not tell the others in a million positions; docs/engine.md,
 * figures of 6 December 2026, 16:25). Proof-number search (Allis) grows the tree
 * where it is cheapest to settle: an attacker's node needs one winning move, a defender's node
 * every answer refuted, and each node counts how many leaves are still to be proved (its proof
 * number) or disproved (its disproof number); the search always expands the leaf that changes
 * the root's numbers most cheaply. This is the depth-first form (df-pn, Nagai), with the 1 + ε
 * threshold of Pawlewicz and Lew, and its numbers kept in a hash table of typed arrays.
 *
 * The moves are those of the threat search: the attacker plays fours and threes (points whose
 * class is an open three or more), the defender answers a four on its one completing point and a
 * three on the points after which the attacker has no open four left to make, or with a four of
 * its own (`DefenceSource`, the searcher's). A position where the defender has a five to make is
 * lost for the attacker unless it blocks it. So what it proves is a win, and what it disproves is
 * only "no win by threats".
 */
import { BLACK, type Color, opponent } from '../board.js';
import { P4_FIVE, P4_FLEX4, P4_STRIDE, P4_THREE } from './pattern4.js';
import { CELL_EMPTY, type Position } from './position.js';

/** Where the defender's answers to the attacker's open-four threats come from (the searcher). */
export interface DefenceSource {
  /**
   * Writes at `out[base...]` the defender's answers to `attacker`'s threats of an open four (the
   * attacker has no five to make) and returns how many, or -1 when the attacker has no such
   * threat.
   */
  threatAnswers(attacker: Color, out: Int32Array, base: number): number;
}

/** How far one proof may go: positions, a time on the prover's clock, the attacker's moves. */
export interface ProofLimits {
  readonly nodes: number;
  readonly deadline?: number;
  /** Most moves of the attacker before the five (default: as many as a line of 63 plies has). */
  readonly depth?: number;
}

/** Proved (the attacker wins), disproved (no win by threats) or unknown within the limits. */
export type ProofResult = 'proved' | 'disproved' | 'unknown';

/** Proof and disproof numbers at and beyond this mean infinity. */
const INFINITY = 0x3fffffff;
/** Most plies of a line (attacker and defender moves). */
const MAX_LINE = 64;
/** Most moves at one node. */
const MAX_MOVES = 26 * 26;
/** The 1 + ε of the child's threshold. */
const EPSILON = 0.25;
/**
 * Table entries (2 ** TABLE_BITS, 20 MB; two candidate slots for each position): a line is read
 * from the whole proof, so a table that loses parts of it may give none.
 */
const TABLE_BITS = 20;

const PROVED = 1;
const DISPROVED = 0;
const EXPAND = 2;

/**
 * One prover per searcher: its table and move lists are made once (about 5 MB and 350 KB);
 * `prove` starts a new generation of entries, so nothing is cleared between proofs.
 */
export class ThreatProver {
  private readonly pos: Position;
  private readonly defences: DefenceSource;
  private readonly clock: () => number;
  private readonly mask: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly proofs: Int32Array;
  private readonly disproofs: Int32Array;
  private readonly generations: Int32Array;
  private generation = 0;
  private readonly moves = new Int32Array(MAX_LINE * MAX_MOVES);
  private readonly keys = new Int32Array(MAX_MOVES);
  private readonly order = new Int32Array(MAX_MOVES);
  private attacker: Color = BLACK;
  private limit = 0;
  /** The positions the last `prove` was given. */
  private budget = 0;
  /** Where `line` stops proving lost parts again. */
  private lineLimit = 0;
  private deadline = Number.POSITIVE_INFINITY;
  /** The ply from which the attacker may only make five. */
  private lastPly = MAX_LINE - 1;
  /** Positions expanded by the last proof. */
  nodes = 0;

  /** `tableBits`: the table has 2 ** tableBits entries (a test makes it small). */
  constructor(
    pos: Position,
    defences: DefenceSource,
    clock: () => number,
    tableBits: number = TABLE_BITS,
  ) {
    this.pos = pos;
    this.defences = defences;
    this.clock = clock;
    const size = 1 << tableBits;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.proofs = new Int32Array(size);
    this.disproofs = new Int32Array(size);
    this.generations = new Int32Array(size);
  }

  /**
   * Whether `attacker`, to move, wins by fours and threes in the position (which is left as it
   * was). The defender must have no five to make unless the attacker can block it: the search
   * handles that as any node does.
   */
  prove(attacker: Color, limits: ProofLimits): ProofResult {
    this.generation = (this.generation + 1) | 0;
    if (this.generation === 0) {
      this.generations.fill(0);
      this.generation = 1;
    }
    this.attacker = attacker;
    this.nodes = 0;
    this.limit = limits.nodes;
    this.budget = limits.nodes;
    this.deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    // A position's ply from the root is its number of stones less the root's, whatever the
    // order of the moves: a depth-limited disproof holds for it wherever the table finds it.
    this.lastPly = Math.min(MAX_LINE - 1, 2 * (limits.depth ?? MAX_LINE));
    this.search(attacker, 0, INFINITY, INFINITY);
    const slot = this.find(this.pos.hashLo, this.pos.hashHi);
    if (slot < 0) return 'unknown';
    if (this.proofs[slot] === 0) return 'proved';
    if (this.disproofs[slot] === 0) return 'disproved';
    return 'unknown';
  }

  /**
   * The line the last `prove` proved, from the position (grid indexes): at the attacker's turns
   * the move with the shortest win along the proof, at the defender's the answer that holds out
   * longest, so that its length is what the proof shows the win takes (for two fives to stop,
   * the defender's block and the five end it). Empty when nothing was proved, or when a part of
   * the proof the table lost (its slot taken by another position) could not be proved again
   * within as many positions as the proof had.
   */
  line(): number[] {
    const memo = new Map<number, number>();
    const pos = this.pos;
    // Proving lost parts again may take at most twice the proof's positions in all.
    this.lineLimit = this.nodes + 2 * this.budget;
    if (this.plies(this.attacker, 0, memo) < 0) return [];
    const line: number[] = [];
    let put = 0;
    let color = this.attacker;
    for (let ply = 0; ply < MAX_LINE; ply++) {
      const kind = this.expand(color, ply);
      if (kind === PROVED) {
        line.push(...this.ending(color));
        break;
      }
      const attacking = color === this.attacker;
      const base = ply * MAX_MOVES;
      let next = -1;
      let best = attacking ? INFINITY : -1;
      for (let i = 0, n = this.order[ply]!; i < n; i++) {
        const at = this.moves[base + i]!;
        const v = memo.get(this.keyAfter(at, color));
        if (v === undefined || v < 0) continue;
        if (attacking ? v < best : v > best) {
          best = v;
          next = at;
        }
      }
      if (next < 0) break;
      line.push(next);
      pos.put(next, color);
      put++;
      color = opponent(color);
    }
    for (let i = 0; i < put; i++) pos.undo();
    return line;
  }

  /**
   * Plies to the end of the proof's line from the node at `ply` (`color` to move): the attacker's
   * shortest proved move, the defender's longest answer; -1 when a part of the proof is missing
   * and could not be proved again. Kept in `memo` by position.
   */
  private plies(color: Color, ply: number, memo: Map<number, number>): number {
    const pos = this.pos;
    const key = this.keyAfter(-1, color);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = -1;
    const kind = this.expand(color, ply);
    if (kind === PROVED) result = this.ending(color).length;
    else if (kind === EXPAND) {
      const attacking = color === this.attacker;
      const base = ply * MAX_MOVES;
      const moves = Array.from(this.moves.subarray(base, base + this.order[ply]!));
      let best = attacking ? INFINITY : 0;
      // The attacker's moves the table holds as proved (all of them proved again only when it
      // holds none); every one of the defender's answers, proved again where the table lost it.
      for (let round = 0; round < 2 && best === (attacking ? INFINITY : 0); round++) {
        for (const at of moves) {
          pos.put(at, color);
          let v = -1;
          if (
            this.isProved() ||
            ((!attacking || round === 1) && this.reprove(opponent(color), ply + 1))
          ) {
            v = this.plies(opponent(color), ply + 1, memo);
          }
          pos.undo();
          if (v < 0) {
            if (!attacking) {
              best = -1;
              break;
            }
            continue;
          }
          best = attacking ? Math.min(best, v + 1) : Math.max(best, v + 1);
        }
        if (!attacking) break;
      }
      result = best >= INFINITY ? -1 : best;
    }
    memo.set(key, result);
    return result;
  }

  /** The moves that end a settled node's line: the five, or the block of one of two and the other. */
  private ending(color: Color): number[] {
    const five = this.fivePoint(this.attacker);
    if (color === this.attacker) return five >= 0 ? [five] : [];
    const other = this.fivePoint(this.attacker, five);
    if (five < 0 || other < 0) return [];
    // Under renju black blocks where it may; white makes five where black may not block.
    if (!this.isForbidden(five, color)) return [five, other];
    return this.isForbidden(other, color) ? [] : [other, five];
  }

  /** Whether the position as it stands is proved in the table. */
  private isProved(): boolean {
    const slot = this.find(this.pos.hashLo, this.pos.hashHi);
    return slot >= 0 && this.proofs[slot] === 0;
  }

  /** Proves the node at `ply` again (a part of the proof the table lost); whether it is proved. */
  private reprove(color: Color, ply: number): boolean {
    if (this.nodes >= this.lineLimit) return false;
    this.limit = Math.min(this.nodes + this.budget, this.lineLimit);
    this.deadline = Number.POSITIVE_INFINITY;
    this.search(color, ply, INFINITY, INFINITY);
    return this.isProved();
  }

  /** A key of the position after `color` plays at `at` (the position itself when `at` < 0). */
  private keyAfter(at: number, color: Color): number {
    const pos = this.pos;
    const lo = at < 0 ? pos.hashLo : pos.hashAfter(at, color, 0);
    const hi = at < 0 ? pos.hashHi : pos.hashAfter(at, color, 1);
    return (hi >>> 0) * 0x200000 + (lo & 0x1fffff);
  }

  /** The multiple-iterative-deepening step of df-pn: works below the node until a threshold. */
  private search(color: Color, ply: number, proofLimit: number, disproofLimit: number): void {
    const pos = this.pos;
    this.nodes++;
    if ((this.nodes & 255) === 0 && this.clock() > this.deadline) this.limit = this.nodes;
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    const kind = this.expand(color, ply);
    if (kind !== EXPAND) {
      this.store(lo, hi, kind === PROVED ? 0 : INFINITY, kind === PROVED ? INFINITY : 0);
      return;
    }
    const attacking = color === this.attacker;
    const base = ply * MAX_MOVES;
    const count = this.order[ply]!;
    for (;;) {
      // The node's numbers from its children's (an unseen child counts 1 and 1).
      let proof = attacking ? INFINITY : 0;
      let disproof = attacking ? 0 : INFINITY;
      let best = 0;
      let bestOwn = INFINITY + 1;
      let second = INFINITY + 1;
      let bestOther = 0;
      for (let i = 0; i < count; i++) {
        const at = this.moves[base + i]!;
        const slot = this.find(pos.hashAfter(at, color, 0), pos.hashAfter(at, color, 1));
        const p = slot < 0 ? 1 : this.proofs[slot]!;
        const d = slot < 0 ? 1 : this.disproofs[slot]!;
        // At the attacker's node the child with the least proof number leads; at the defender's,
        // the one with the least disproof number.
        const own = attacking ? p : d;
        const other = attacking ? d : p;
        if (attacking) disproof = Math.min(INFINITY, disproof + d);
        else proof = Math.min(INFINITY, proof + p);
        if (own < bestOwn) {
          second = bestOwn;
          bestOwn = own;
          best = i;
          bestOther = other;
        } else if (own < second) second = own;
      }
      if (attacking) proof = bestOwn;
      else disproof = bestOwn;
      if (proof >= proofLimit || disproof >= disproofLimit || this.nodes >= this.limit) {
        this.store(lo, hi, proof, disproof);
        return;
      }
      const ownLimit = attacking ? proofLimit : disproofLimit;
      const otherLimit = attacking ? disproofLimit : proofLimit;
      const sum = attacking ? disproof : proof;
      let childOwn =
        second > INFINITY ? ownLimit : Math.min(ownLimit, Math.ceil(second * (1 + EPSILON)));
      if (childOwn <= bestOwn) childOwn = bestOwn + 1;
      const childOther = Math.min(INFINITY, otherLimit - sum + bestOther);
      pos.put(this.moves[base + best]!, color);
      if (attacking) this.search(opponent(color), ply + 1, childOwn, childOther);
      else this.search(opponent(color), ply + 1, childOther, childOwn);
      pos.undo();
    }
  }

  /**
   * The node's moves at `moves[ply * MAX_MOVES...]` (their count in `order[ply]`): EXPAND, or
   * PROVED / DISPROVED when the node is settled without them.
   */
  private expand(color: Color, ply: number): number {
    const pos = this.pos;
    const attacker = this.attacker;
    const defender = opponent(attacker);
    const counts = pos.p4Count;
    const base = ply * MAX_MOVES;
    this.order[ply] = 0;
    if (color === attacker) {
      if (counts[attacker * P4_STRIDE + P4_FIVE]! > 0) return PROVED;
      if (ply >= this.lastPly) return DISPROVED;
      if (counts[defender * P4_STRIDE + P4_FIVE]! > 0) {
        // The defender's four: the attacker must block it (and lives on only by its threats).
        return this.forcedBlock(attacker, ply) ? EXPAND : DISPROVED;
      }
      const n = this.threats(attacker, base);
      this.order[ply] = n;
      return n > 0 ? EXPAND : DISPROVED;
    }
    if (counts[defender * P4_STRIDE + P4_FIVE]! > 0) return DISPROVED;
    if (ply >= MAX_LINE - 1) return DISPROVED;
    if (counts[attacker * P4_STRIDE + P4_FIVE]! > 0) {
      return this.forcedBlock(defender, ply) ? EXPAND : PROVED;
    }
    if (counts[attacker * P4_STRIDE + P4_FLEX4]! === 0) return DISPROVED;
    const n = this.defences.threatAnswers(attacker, this.moves, base);
    if (n < 0) return DISPROVED;
    if (n === 0) return PROVED;
    this.order[ply] = n;
    return EXPAND;
  }

  /** The attacker's fours and threes at `moves[base...]`, the strongest first; their count. */
  private threats(color: Color, base: number): number {
    const pos = this.pos;
    const own = pos.p4[color - 1]!;
    const values = pos.values[color - 1]!;
    const { cells, near } = pos;
    const moves = this.moves;
    const keys = this.keys;
    const w = pos.width;
    let n = 0;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + pos.boxRight; at <= end; at++) {
        if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
        const cls = own[at]!;
        if (cls < P4_THREE || cls > P4_FIVE || this.isForbidden(at, color)) continue;
        // By class, then by value: insertion into the sorted list.
        const key = cls * (1 << 22) + Math.min(values[at]!, (1 << 22) - 1);
        let j = n - 1;
        while (j >= 0 && keys[j]! < key) {
          moves[base + j + 1] = moves[base + j]!;
          keys[j + 1] = keys[j]!;
          j--;
        }
        moves[base + j + 1] = at;
        keys[j + 1] = key;
        n++;
      }
    }
    return n;
  }

  /** The first point where `color` makes five (other than `skip`), or -1. */
  private fivePoint(color: Color, skip = -1): number {
    const pos = this.pos;
    const own = pos.p4[color - 1]!;
    const w = pos.width;
    for (let r = pos.boxTop, bottom = pos.boxBottom; r <= bottom; r++) {
      for (let at = r * w + pos.boxLeft, end = r * w + pos.boxRight; at <= end; at++) {
        if (at !== skip && pos.cells[at] === CELL_EMPTY && own[at] === P4_FIVE) return at;
      }
    }
    return -1;
  }

  /**
   * Lists at `ply` the one move of `color`, whose opponent has a five to make: its block. False
   * when there is none to make (two fives to stop, or the one point forbidden to black).
   */
  private forcedBlock(color: Color, ply: number): boolean {
    const other = opponent(color);
    const five = this.fivePoint(other);
    if (five < 0 || this.fivePoint(other, five) >= 0 || this.isForbidden(five, color)) return false;
    this.moves[ply * MAX_MOVES] = five;
    this.order[ply] = 1;
    return true;
  }

  private isForbidden(at: number, color: Color): boolean {
    return color === BLACK && this.pos.rule === 'renju' && this.pos.isForbidden(at);
  }

  private find(lo: number, hi: number): number {
    const gen = this.generation;
    let slot = lo & this.mask;
    if (this.generations[slot] === gen && this.keyLo[slot] === lo && this.keyHi[slot] === hi) {
      return slot;
    }
    slot ^= 1;
    if (this.generations[slot] === gen && this.keyLo[slot] === lo && this.keyHi[slot] === hi) {
      return slot;
    }
    return -1;
  }

  /**
   * Keeps the numbers of a position: in its own slot if it has one, else in a free one of its
   * two, else over the one of them that is not settled (a settled position is worth more).
   */
  private store(lo: number, hi: number, proof: number, disproof: number): void {
    let slot = this.find(lo, hi);
    if (slot < 0) {
      const gen = this.generation;
      const a = lo & this.mask;
      const b = a ^ 1;
      if (this.generations[a] !== gen) slot = a;
      else if (this.generations[b] !== gen) slot = b;
      else slot = this.isSettled(a) && !this.isSettled(b) ? b : a;
      this.generations[slot] = gen;
      this.keyLo[slot] = lo;
      this.keyHi[slot] = hi;
    }
    this.proofs[slot] = proof;
    this.disproofs[slot] = disproof;
  }

  private isSettled(slot: number): boolean {
    return this.proofs[slot] === 0 || this.disproofs[slot] === 0;
  }
}
