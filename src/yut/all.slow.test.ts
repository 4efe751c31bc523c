/**
 * The whole-table solver against the plain reference search on the larger reduced problems:
 * every input of each (hundreds of thousands of reference searches), so run by `npm run test:slow`.
 */
import { describe, expect, it } from 'vitest';
import { solveAll } from './all.js';
import { firstDifference, referenceTable } from './all.test-helper.js';
import { CLASSIC_BOARD_SPEC } from './board.js';
import { mustCompile } from './board-file.test-helper.js';

describe('larger reduced problems, every input against the slow reference', () => {
  const problems: [string, { turns: number; pieces: number; faces: number }][] = [
    [
      '1 piece, 8 turns (a lone piece reaches the end and the turns pass)',
      { turns: 8, pieces: 1, faces: 5 },
    ],
    ['2 pieces, 7 turns (blocking is frequent)', { turns: 7, pieces: 2, faces: 5 }],
    ['3 pieces, 6 turns', { turns: 6, pieces: 3, faces: 5 }],
    ['a three-faced die, 7 turns', { turns: 7, pieces: 4, faces: 3 }],
  ];
  it.each(problems)('%s', (_name, { turns, pieces, faces }) => {
    const table = solveAll(mustCompile(CLASSIC_BOARD_SPEC, faces), { turns, pieces });
    expect(firstDifference(table, referenceTable(turns, faces, pieces), turns, faces)).toBeNull();
  });
});
