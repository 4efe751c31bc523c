import { describe, expect, it } from 'vitest';
import { boardFromRows } from './board.js';
import { judge } from './judge.js';
import { findLines } from './lines.js';
import { draw, emptyGrid } from './reference.test-helper.js';
import {
  describeBrokenPromise,
  describeLine,
  explainJudgement,
  formatAnswer,
  type Palette,
  renderBoard,
} from './render.js';

const SMALL = boardFromRows([
  [1, 0, 0, 0, 0, 2],
  [0, 1, 0, 0, 2, 0],
  [0, 0, 1, 0, 0, 0],
  [0, 0, 0, 1, 0, 0],
  [0, 0, 0, 0, 1, 0],
  [2, 2, 0, 0, 0, 0],
]);

describe('renderBoard', () => {
  it('draws the board under column numbers, rows numbered from 1', () => {
    expect(renderBoard(SMALL)).toBe(
      [
        '   1  2  3  4  5  6',
        '1  X  .  .  .  .  O',
        '2  .  X  .  .  O  .',
        '3  .  .  X  .  .  .',
        '4  .  .  .  X  .  .',
        '5  .  .  .  .  X  .',
        '6  O  O  .  .  .  .',
        '',
      ].join('\n'),
    );
  });

  it('brackets the points of the marked lines', () => {
    const lines = findLines(SMALL);
    expect(renderBoard(SMALL, lines).split('\n').slice(1, 4)).toEqual([
      '1 [X] .  .  .  .  O',
      '2  . [X] .  .  O  .',
      '3  .  . [X] .  .  .',
    ]);
  });

  it('colours through the palette it is given, and only there', () => {
    const tag = (name: string) => (text: string) => `<${name}>${text}</${name}>`;
    const palette: Palette = { black: tag('b'), white: tag('w'), mark: tag('m'), dim: tag('d') };
    const text = renderBoard(SMALL, findLines(SMALL), palette);
    expect(text.split('\n')[1]).toBe(
      '<d>1</d> <m>[X]</m> <d>.</d>  <d>.</d>  <d>.</d>  <d>.</d>  <w>O</w>',
    );
    // Regression: the header was trimmed after colouring, leaving a space at the end.
    expect(text.replace(/<\/?[bwmd]>/g, '')).toBe(renderBoard(SMALL, findLines(SMALL)));
  });

  it('keeps columns aligned past 99', () => {
    const text = renderBoard(boardFromRows(draw(emptyGrid(100), 1, 100, 96, 'h', 5)));
    const lines = text.trimEnd().split('\n');
    expect(lines[0]!.endsWith(' 99 100')).toBe(true);
    expect(lines.at(-1)).toMatch(/^100 {3}\.( {3}\.)* {3}X {3}X {3}X {3}X {3}X$/);
  });
});

describe('answers and explanations', () => {
  it('formats the Baekjoon answer, with rows and columns from 1', () => {
    expect(formatAnswer(judge(SMALL))).toBe('1\n1 1\n');
    expect(formatAnswer(judge(boardFromRows(emptyGrid(5))))).toBe('0\n');
    const broken = boardFromRows(draw(draw(emptyGrid(), 1, 1, 1, 'h', 5), 2, 3, 1, 'h', 5));
    expect(formatAnswer(judge(broken))).toBeUndefined();
    expect(describeBrokenPromise(judge(broken))).toBe(
      'both colours have a winning line: black five from 1 1 to 1 5; white five from 3 1 to 3 5',
    );
    expect(describeBrokenPromise(judge(SMALL))).toBe('');
  });

  it('describes lines in words', () => {
    const [line] = findLines(boardFromRows(draw(emptyGrid(), 2, 19, 1, 'r', 12)));
    expect(describeLine(line!)).toBe('12 in a row from 19 1 to 8 12');
  });

  it('explains a win under standard: the answer, the board, every long line', () => {
    const grid = draw(draw(emptyGrid(7), 1, 1, 1, 'h', 5), 2, 2, 1, 'v', 6);
    const text = explainJudgement(boardFromRows(grid), judge(boardFromRows(grid)), 'standard');
    expect(text).toBe(
      [
        '1',
        '1 1',
        '',
        'rule: standard (exactly five in a row wins, six or more does not), board 7 x 7',
        '   1  2  3  4  5  6  7',
        '1 [X][X][X][X][X] .  .',
        '2  O  .  .  .  .  .  .',
        '3  O  .  .  .  .  .  .',
        '4  O  .  .  .  .  .  .',
        '5  O  .  .  .  .  .  .',
        '6  O  .  .  .  .  .  .',
        '7  O  .  .  .  .  .  .',
        '[ ] marks the winning line',
        '',
        'black (1): five from 1 1 to 1 5, horizontal: wins',
        'white (2): six from 2 1 to 7 1, vertical: no win: only exactly five wins',
        '',
      ].join('\n'),
    );
  });

  it('explains a black overline under renju', () => {
    const grid = draw(emptyGrid(7), 1, 7, 1, 'r', 6);
    const text = explainJudgement(
      boardFromRows(grid),
      judge(boardFromRows(grid), 'renju'),
      'renju',
    );
    expect(text.split('\n')[0]).toBe('0');
    expect(text).toContain(
      'black (1): six from 7 1 to 2 6, rising diagonal /: overline: forbidden to black, no win',
    );
    expect(text).not.toContain('[X]');
  });

  it('explains a broken promise with every winning line marked', () => {
    const grid = draw(draw(emptyGrid(7), 1, 1, 1, 'h', 5), 1, 3, 1, 'h', 5);
    const text = explainJudgement(boardFromRows(grid), judge(boardFromRows(grid)), 'standard');
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'no answer: the board breaks the promise: black has 2 winning lines: five from 1 1 to 1 5; five from 3 1 to 3 5',
    );
    expect(lines).toContain('[ ] marks the winning lines');
    expect(text).toContain(
      'black (1):\n  five from 1 1 to 1 5, horizontal: wins\n  five from 3 1 to 3 5',
    );
  });
});

describe('a broken promise with thousands of winning lines (outside tester)', () => {
  // 200 x 200: black fives along every other row, 33 to a row: 3,300 winning lines. The message
  // nested one join per line and overflowed the stack (exit 70, "internal error").
  const n = 200;
  const rows = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (r % 2 === 0 && c % 6 < 5 ? 1 : 0)),
  );
  const judgement = judge(boardFromRows(rows));

  it('names the first ten and counts the rest, in one line', () => {
    expect(judgement.kind).toBe('broken-promise');
    const text = describeBrokenPromise(judgement);
    expect(text.startsWith('black has 3300 winning lines: five from 1 1 to 1 5; ')).toBe(true);
    expect(text.endsWith('; five from 1 55 to 1 59; and 3290 more')).toBe(true);
    expect(text).not.toContain('\n');
    expect(
      describeBrokenPromise(judgement, 'ko').endsWith('1행 55열부터 1행 59열까지 5개 외 3290개'),
    ).toBe(true);
  });

  it('ten lines or fewer are all named, as before', () => {
    // 23 x 23, four fives a row on rows 1, 3 (and 5): 8 lines, then 12.
    const board = (withRows: number) =>
      boardFromRows(
        Array.from({ length: 23 }, (_, r) =>
          Array.from({ length: 23 }, (_, c) =>
            r % 2 === 0 && r < 2 * withRows && c % 6 < 5 ? 1 : 0,
          ),
        ),
      );
    const eight = describeBrokenPromise(judge(board(2)));
    expect(eight).toMatch(/^black has 8 winning lines: /);
    expect(eight).not.toContain('more');
    expect(describeBrokenPromise(judge(board(3)))).toMatch(
      /^black has 12 winning lines: .*; and 2 more$/,
    );
  });
});
