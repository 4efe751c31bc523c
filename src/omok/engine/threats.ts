/**
 * Threat search: a forced win by continuous fours (VCF, "victory by continuous fours") or by
 * fours and threes (VCT), for the colour to move.
 *
 * The attacker plays only threats; the defender's answers are then few. After a four the
 * defender must take its one completing point (unless it can make five first, or, in renju, the
 * point is forbidden to black, and white wins through it); after two completing points the
 * defender is lost. After a three (a move that threatens a four with two completing points), the
 * defender may take any point on the lines of that threat or make a four of its own; a move
 * elsewhere loses to the straight four at once, so it need not be searched. Search is depth-first
 * with iterative deepening on the attacker's moves, and positions already refuted at a depth are
 * remembered by hash.
 */
import { BLACK, type Color, opponent } from '../board.js';
import { defencePoints } from './evaluate.js';
import { P4_FIVE, P4_FLEX4, P4_FOUR, P4_FOUR_THREE, P4_THREE } from './pattern4.js';
import { CELL_EMPTY, type Position } from './position.js';

/** Limits of a threat search. */
export interface ThreatLimits {
  /** Most attacker moves in a winning line (default 12 for VCF, 6 for VCT). */
  readonly depth?: number;
  /** Most positions visited (default 200,000). */
  readonly nodes?: number;
  /** `performance.now()` time after which the search gives up (default: none). */
  readonly deadline?: number;
  /** The clock `deadline` is on (default `performance.now()`). */
  readonly clock?: () => number;
}

/** What a threat search found. */
export interface ThreatResult {
  /** The winning line from the position, attacker first, alternating (grid indexes), or null. */
  readonly line: readonly number[] | null;
  /** True when the search ran to its depth without being cut short by the node or time limit. */
  readonly complete: boolean;
  /** Positions visited. */
  readonly nodes: number;
}

/** A forced win for `attacker` (to move) by continuous fours. */
export function findVcf(
  position: Position,
  attacker: Color,
  limits: ThreatLimits = {},
): ThreatResult {
  return new ThreatSearch(position, attacker, false, limits).run(limits.depth ?? 12);
}

/** A forced win for `attacker` (to move) by fours and threes. */
export function findVct(
  position: Position,
  attacker: Color,
  limits: ThreatLimits = {},
): ThreatResult {
  return new ThreatSearch(position, attacker, true, limits).run(limits.depth ?? 6);
}

class ThreatSearch {
  private readonly defender: Color;
  private readonly maxNodes: number;
  private readonly deadline: number;
  private readonly clock: () => number;
  private readonly refuted = new Map<number, number>();
  nodes = 0;
  stopped = false;

  constructor(
    private readonly pos: Position,
    private readonly attacker: Color,
    private readonly threes: boolean,
    limits: ThreatLimits,
  ) {
    this.defender = opponent(attacker);
    this.maxNodes = limits.nodes ?? 200_000;
    this.deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    this.clock = limits.clock ?? (() => performance.now());
  }

  run(maxDepth: number): ThreatResult {
    for (let depth = 1; depth <= maxDepth; depth++) {
      const line = this.attack(depth);
      if (line !== null) return { line, complete: true, nodes: this.nodes };
      if (this.stopped) break;
    }
    return { line: null, complete: !this.stopped, nodes: this.nodes };
  }

  private outOfBudget(): boolean {
    if (this.stopped) return true;
    this.nodes++;
    if (this.nodes > this.maxNodes || ((this.nodes & 15) === 0 && this.clock() > this.deadline)) {
      this.stopped = true;
    }
    return this.stopped;
  }

  /** The attacker to move, `depth` moves left: a winning line, or null. */
  private attack(depth: number): number[] | null {
    if (this.outOfBudget()) return null;
    const pos = this.pos;
    const { attacker, defender } = this;
    let block = -1;
    let blocks = 0;
    const own = pos.p4[attacker - 1]!;
    const theirs = pos.p4[defender - 1]!;
    const { points, cells, near } = pos;
    for (let i = 0; i < points.length; i++) {
      const at = points[i]!;
      if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
      // The attacker's own five wins at once, whatever the defender threatens: the whole board is
      // scanned before two defender fives may count as lost.
      if (own[at] === P4_FIVE) return [at];
      if (theirs[at] === P4_FIVE) {
        block = at;
        blocks++;
      }
    }
    // Two fives to stop: lost.
    if (blocks >= 2 || depth === 0) return null;
    const key = hashKey(pos);
    const known = this.refuted.get(key);
    if (known !== undefined && known >= depth) return null;

    const moves = block >= 0 ? [block] : this.threatMoves();
    for (const move of moves) {
      if (attacker === BLACK && pos.isForbidden(move)) continue;
      pos.put(move, attacker);
      const rest = this.defend(depth - 1);
      pos.undo();
      if (rest !== null) return [move, ...rest];
      if (this.stopped) return null;
    }
    this.refuted.set(key, depth);
    return null;
  }

  /** The attacker's fours (strongest first), then, in a VCT, its threes. */
  private threatMoves(): number[] {
    const pos = this.pos;
    const scored: { at: number; score: number }[] = [];
    const own = pos.p4[this.attacker - 1]!;
    const values = pos.values[this.attacker - 1]!;
    const { points, cells, near } = pos;
    for (let i = 0; i < points.length; i++) {
      const at = points[i]!;
      if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
      const cls = own[at]!;
      const threat = cls >= P4_FOUR || (this.threes && cls >= P4_THREE);
      if (threat) scored.push({ at, score: values[at]! + threatRank(cls) * 1000 });
    }
    scored.sort((a, b) => b.score - a.score);
    return scored.map((m) => m.at);
  }

  /** The defender to move after the attacker's threat, `depth` attacker moves left. */
  private defend(depth: number): number[] | null {
    const pos = this.pos;
    const { attacker, defender } = this;
    let first = -1;
    let second = -1;
    const own = pos.p4[attacker - 1]!;
    const theirs = pos.p4[defender - 1]!;
    const { points, cells, near } = pos;
    for (let i = 0; i < points.length; i++) {
      const at = points[i]!;
      if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
      // The defender makes five first.
      if (theirs[at] === P4_FIVE) return null;
      if (own[at] === P4_FIVE) {
        if (first < 0) first = at;
        else second = at;
      }
    }
    if (second >= 0) {
      // Two fives: the defender blocks one, the attacker makes the other. Under renju black may
      // not block on a forbidden point: the line shows a block black can play, or none.
      if (defender === BLACK && pos.isForbidden(first)) {
        return pos.isForbidden(second) ? [] : [second, first];
      }
      return [first, second];
    }
    if (first >= 0) {
      // Renju: black cannot block on a forbidden point, and white wins through it.
      if (defender === BLACK && pos.isForbidden(first)) return [];
      pos.put(first, defender);
      const rest = this.attack(depth);
      pos.undo();
      return rest === null ? null : [first, ...rest];
    }
    if (!this.threes || depth === 0) return null;
    const replies = this.defences();
    if (replies === null) return null;
    let longest: number[] | null = null;
    for (const reply of replies) {
      pos.put(reply, defender);
      const rest = this.attack(depth);
      pos.undo();
      if (rest === null) return null;
      if (longest === null || rest.length + 1 > longest.length) longest = [reply, ...rest];
    }
    // Every answer loses (or the defender has none: every point it could take is forbidden).
    return longest ?? [];
  }

  /**
   * The defender's answers to a three: every point on the lines of the attacker's straight-four
   * points, and the defender's own fours; null when the attacker threatens no straight four.
   */
  private defences(): number[] | null {
    const pos = this.pos;
    const { attacker, defender } = this;
    const marked = defencePoints(pos, attacker);
    if (marked.size === 0) return null;
    const theirs = pos.p4[defender - 1]!;
    const { points, cells, near } = pos;
    for (let i = 0; i < points.length; i++) {
      const at = points[i]!;
      if (cells[at] !== CELL_EMPTY || near[at] === 0) continue;
      if (theirs[at]! >= P4_FOUR) marked.add(at);
    }
    const replies: number[] = [];
    for (const at of marked) {
      if (defender === BLACK && pos.isForbidden(at)) continue;
      replies.push(at);
    }
    return replies;
  }
}

/** How strong a threat a point class is: a four and two fours first, then a four, then threes. */
function threatRank(cls: number): number {
  if (cls >= P4_FLEX4) return cls === P4_FLEX4 ? 4 : 5;
  if (cls === P4_FOUR_THREE) return 3;
  return cls >= P4_FOUR ? 2 : 1;
}

/** A 52-bit number from the position's two hash halves, for map keys. */
export function hashKey(pos: Position): number {
  return (pos.hashHi >>> 0) * 2 ** 20 + (pos.hashLo >>> 12);
}
