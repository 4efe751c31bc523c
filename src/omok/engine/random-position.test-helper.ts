/**
 * Random middle-game positions for the tests of the engine's own threat searches (search.test.ts,
 * search.slow.test.ts): stones dropped by a seeded generator near the centre of a 15 x 15 board,
 * each colour in turn where the move is legal.
 */
import type { Color } from '../board.js';
import type { Rule } from '../rules.js';
import { Engine } from './engine.js';
import type { Position } from './position.js';

/** How many stones to try: `least` plus up to `more - 1` (the generator's first number). */
export interface StoneCount {
  readonly least: number;
  readonly more: number;
}

/**
 * The position drawn from `state` (a seed; the generator's state), with the side to move, or
 * undefined when a five is on the board or one move away for either colour: the threat
 * searches' entry conditions.
 */
export function quietPosition(
  rule: Rule,
  state: number,
  stones: StoneCount,
): { pos: Position; color: Color } | undefined {
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const engine = new Engine({ size: 15, rule, maxMemory: 1 << 16 });
  const count = stones.least + Math.floor(random() * stones.more);
  for (let n = 0; n < count; n++) {
    const at = { row: 3 + Math.floor(random() * 9), col: 3 + Math.floor(random() * 9) };
    if (engine.isLegal(at, engine.toMove)) engine.play(at);
  }
  const pos = engine.current;
  if (pos.winner !== 0) return undefined;
  for (const at of pos.points) {
    if (pos.stoneAt(at) === 0 && (pos.makesFive(at, 1) || pos.makesFive(at, 2))) return undefined;
  }
  return { pos, color: engine.toMove };
}
