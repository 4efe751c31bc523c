import { describe, expect, it } from 'vitest';
import { render } from '../i18n/index.js';
import { boardFromRows } from './board.js';
import { judge } from './judge.js';
import { mistakenAnswers, OMOK_MISTAKE_INFO, OMOK_MISTAKES, type OmokMistake } from './mistakes.js';
import { parseBoard } from './parse.js';
import { emptyGrid, SPEC_EXAMPLE } from './reference.test-helper.js';
import { formatAnswer } from './render.js';

/** A 19 x 19 board with black stones at the given 1-based (row, column) points. */
function black(...points: [number, number][]) {
  const grid = emptyGrid(19);
  for (const [row, col] of points) grid[row - 1]![col - 1] = 1;
  return boardFromRows(grid);
}

const spec = () => {
  const parsed = parseBoard(SPEC_EXAMPLE, 19);
  if (!parsed.ok) throw new Error('the spec example does not parse');
  return parsed.value;
};

const truth = (board: ReturnType<typeof spec>): string =>
  formatAnswer(judge(board))!.trim().split(/\s+/).join(' ');

const empty = () => black();
const run = (row: number, col: number, dr: number, dc: number, length: number) =>
  black(...Array.from({ length }, (_, k) => [row + k * dr, col + k * dc] as [number, number]));

describe('the Omok mistakes: each differs from the real judge where it should', () => {
  // name, a board where the mistake answers wrongly, one answer it gives there, a board where it
  // answers right.
  const rows: [
    OmokMistake,
    () => ReturnType<typeof spec>,
    string,
    () => ReturnType<typeof spec>,
  ][] = [
    // A lone six: nobody has won, the mistake sees black win at its first stone.
    ['six-wins', () => run(1, 1, 0, 1, 6), '1 1 1', spec],
    // The spec's falling five from (3, 2) to (7, 6): the last stone is (7, 6).
    ['last-stone', spec, '1 7 6', empty],
    // A rising five from (7, 2) up to (3, 6): its top stone; the falling five of the spec is right.
    ['rising-top', () => run(7, 2, -1, 1, 5), '1 3 6', spec],
    // A rising five from (7, 2) up to (3, 6) is not seen at all.
    ['no-rising', () => run(7, 2, -1, 1, 5), '0', spec],
    // Three stones at the end of row 1 and two at the start of row 2: not a line, but one in a
    // flat array.
    ['wraps', () => black([1, 17], [1, 18], [1, 19], [2, 1], [2, 2]), '1 1 17', spec],
    // Counted from 0: (2, 1) for the spec's (3, 2).
    ['off-by-one', spec, '1 2 1', empty],
    // Column first: 2 3 for the spec's row 3, column 2.
    ['swapped', spec, '1 2 3', () => run(4, 4, 1, 1, 5)],
  ];
  for (const [mistake, wrongBoard, wrongAnswer, rightBoard] of rows) {
    it(mistake, () => {
      const board = wrongBoard();
      const answers = mistakenAnswers(board, mistake);
      expect(answers).toContain(wrongAnswer);
      expect(answers).not.toContain(truth(board));
      expect(mistakenAnswers(rightBoard(), mistake)).toEqual([truth(rightBoard())]);
    });
  }

  it('has a row above, and texts in both languages, for every mistake', () => {
    expect(rows.map(([mistake]) => mistake)).toEqual([...OMOK_MISTAKES]);
    for (const mistake of OMOK_MISTAKES) {
      const info = OMOK_MISTAKE_INFO[mistake];
      for (const lang of ['en', 'ko'] as const)
        for (const message of [info.text, info.rule]) expect(render(lang, message)).not.toBe('');
    }
  });

  it('a six: every stone with five ahead is an answer the mistake may print', () => {
    expect(mistakenAnswers(run(10, 3, -1, 1, 6), 'six-wins').sort()).toEqual(['1 10 3', '1 9 4']);
  });
});
