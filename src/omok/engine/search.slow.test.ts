import { describe, expect, it } from 'vitest';
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
