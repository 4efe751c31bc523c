/**
 * The search limit, in `npm run test:slow`: reaching it means filling the state graph with a
 * million states (several hundred megabytes of typed arrays), 9-100 s on a 2-core machine as its
 * load goes from idle to busy. `npm run check` still meets the limit once, through the command
 * (test/cli/yut-general.test.ts: the same refusal within 400 MB of data).
 */
import { describe, expect, it } from 'vitest';
import { CLASSIC_BOARD_SPEC, classicBoard } from './board.js';
import { mustCompile } from './board-file.test-helper.js';
import { bestScore, isSearchTooLarge } from './solve.js';

const board = classicBoard();
const dice = (text: string) => text.split(' ').map(Number);

describe('the search limit', () => {
  it('refuses a game too large to solve in bounded memory, with an error naming the limit', () => {
    const sixFaces = mustCompile(CLASSIC_BOARD_SPEC, 6);
    const rolls = Array.from({ length: 30 }, (_, i) => (i % 6) + 1);
    let caught: unknown;
    try {
      bestScore(sixFaces, rolls, 8);
    } catch (error) {
      caught = error;
    }
    expect(isSearchTooLarge(caught)).toBe(true);
    expect((caught as Error).message).toContain('1,000,000 positions');
    // The shared state graph is dropped after such a search: a normal game still solves.
    expect(bestScore(board, dice('2 2 2 2 2 2 2 2 2 2'))).toBe(166);
  });
});
