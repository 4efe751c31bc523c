/**
 * A slow, obviously-correct Dice Yut solver for tests and benchmarks, written straight from the
 * rules of docs/rules-dice-yut.md and sharing no code with the fast solver: labelled pieces, cells looked up
 * by label in the board spec, a plain depth-first search over every piece for every roll, no
 * memoisation. This is also how most accepted Baekjoon solutions work.
 */
import type { BoardSpec } from './board.js';

/**
 * Plain search: the largest score, trying every piece for every roll. `stuck`: cells whose pieces
 * cannot move at all (a learner's mistake, for the tests of nori check's rule changes).
 */
export function referenceBestScore(
  spec: BoardSpec,
  dice: readonly number[],
  pieces = 4,
  stuck: readonly string[] = [],
): number {
  const byLabel = new Map(spec.cells.map((cell) => [cell.label, cell]));
  const step = (label: string, first: boolean): string => {
    const cell = byLabel.get(label)!;
    if (first && cell.blue !== undefined) return cell.blue;
    return cell.red ?? label;
  };
  const land = (from: string, die: number): string => {
    let at = from;
    for (let i = 0; i < die && at !== spec.end; i++) at = step(at, i === 0);
    return at;
  };
  const where: string[] = new Array(pieces).fill(spec.start);
  const go = (turn: number): number => {
    if (turn === dice.length) return 0;
    let best = -1;
    for (let piece = 0; piece < pieces; piece++) {
      const from = where[piece]!;
      if (from === spec.end || stuck.includes(from)) continue;
      const to = land(from, dice[turn]!);
      if (to !== spec.end && where.some((other, p) => p !== piece && other === to)) continue;
      where[piece] = to;
      best = Math.max(best, byLabel.get(to)!.number + go(turn + 1));
      where[piece] = from;
    }
    // No piece can move: the turn passes and scores nothing.
    return best === -1 ? go(turn + 1) : best;
  };
  return go(0);
}
