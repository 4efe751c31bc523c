import { describe, expect, it } from 'vitest';
import { BLACK, boardFromRows } from '../board.js';
import { solve } from './index.js';
import { quietPosition } from './random-position.test-helper.js';
import { Searcher, TranspositionTable } from './search.js';
import { findVcf, findVct } from './threats.js';

/** A clock that moves on `step` milliseconds each time it is read. */
function fakeClock(step = 0.05) {
  let t = 0;
  return () => {
    t += step;
    return t;
  };
}

describe("the search's own threat search", () => {
  // Random middle-game positions; whenever the fast threat search claims a win, the threat
  // search of threats.ts (checked against a slow reference in threats.test.ts) finds one too.
  it.each(['standard', 'renju'] as const)(
    'claims no win that threats.ts cannot find (%s)',
    (rule) => {
      let claims = 0;
      for (let seed = 1; seed <= 20; seed++) {
        // The side to move must not face a five, nor have one (the search's entry conditions).
        const drawn = quietPosition(rule, seed * 7919, { least: 12, more: 20 });
        if (drawn === undefined) continue;
        const { pos, color } = drawn;
        const searcher = new Searcher(pos, new TranspositionTable(1 << 16), fakeClock());
        // By threes also as deep as the root's search now reaches (8 attacker moves).
        for (const [threes, depth] of [
          [false, 8],
          [true, 3],
          [true, 8],
        ] as const) {
          const fast = searcher.threatWin(color, threes, depth, 20_000);
          if (fast !== 1) continue;
          claims++;
          const find = threes ? findVct : findVcf;
          const slow = find(pos, color, { depth: threes ? depth + 2 : 12, nodes: 200_000 });
          expect(slow.line === null && slow.complete, `seed ${seed}, ${threes} ${depth}`).toBe(
            false,
          );
        }
      }
      expect(claims).toBeGreaterThan(0);
    },
  );
});

// About 20 s: the disproof within 7 moves takes most of its budget.
describe('solve', () => {
  // An outside tester's position (renju, black to move): no win within 7 moves, and the win
  // within 8 was printed as "in 7" (4 black moves) by following the defender's first refuted
  // answers; the line now follows the defender's longest answer along the proof.
  it('gives a line as long as the depth it needed', () => {
    const board = boardFromRows(
      [
        '...............',
        '...............',
        '...............',
        '...x.o...x.....',
        '...............',
        '....ox..o..o...',
        '...xo..o.x.....',
        '....x......o...',
        '....x.x........',
        '.......o..x....',
        '......o...x....',
        '......o....o...',
        '...x.xx.xooo...',
        '...............',
        '...............',
      ].map((row) => [...row].map((c) => (c === 'x' ? 1 : c === 'o' ? 2 : 0))),
    );
    expect(solve(board, 'renju', BLACK, { depth: 7 })).toMatchObject({ win: null, complete: true });
    const win = solve(board, 'renju', BLACK, { depth: 8 });
    // Eight black moves, the seven answers between them, and the five.
    expect(win.win?.line.length).toBe(17);
  });
});
