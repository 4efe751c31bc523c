/** Issue 23, item 14: the Omok core's public entries refuse bad arguments; parsers never throw. */
import { describe, expect, it } from 'vitest';
import { boardFromRows, createBoard, setStone, stoneAt } from './board.js';
import { parseBoard, parseBoards } from './parse.js';

describe('setStone', () => {
  const rows: [name: string, row: unknown, col: unknown, cell: unknown, error: typeof Error][] = [
    ['row 1.5 (did nothing)', 1.5, 3, 1, RangeError],
    ['a cell value of 7 (was accepted)', 1, 3, 7, RangeError],
    ['a row as a string', '1', 3, 1, TypeError],
    ['off the board', 19, 0, 1, RangeError],
  ];
  for (const [name, row, col, cell, error] of rows) {
    it(name, () => {
      const board = createBoard();
      expect(() => setStone(board, row as number, col as number, cell as 1)).toThrow(error);
      expect(board.cells.every((value) => value === 0)).toBe(true);
    });
  }
  it('still sets a stone', () => {
    const board = createBoard();
    setStone(board, 1, 3, 2);
    expect(stoneAt(board, 1, 3)).toBe(2);
  });
});

describe('parsers return errors, never throw', () => {
  for (const size of [1e9, 4, 1.5, Number.NaN, 1001]) {
    it(`parseBoard("0", ${size})`, () => {
      const result = parseBoard('0', size);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.code).toBe('bad-size');
    });
  }
  it('parseBoards with a string size', () => {
    expect(parseBoards('0', '19' as unknown as number).ok).toBe(false);
  });
  // An outside tester's report: "found string" named the type, not the value.
  it.each([
    ['19' as unknown, 'found "19"'],
    [{}, 'found an object'],
    [19.5, 'found 19.5'],
  ])('names the size it was given (%o)', (size, found) => {
    const result = parseBoard('', size as number);
    expect(!result.ok && result.error.message).toBe(
      `the board size must be a whole number from 5 to 1000, ${found}`,
    );
  });
});

describe('error messages stay short', () => {
  it('a 1000-value row where a number goes is named by its kind, not written out', () => {
    const rows = Array.from({ length: 1000 }, () => new Array(1000).fill(0));
    rows[0]![0] = new Array(1000).fill('x');
    let message = '';
    try {
      boardFromRows(rows);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('row 1, column 1: an array of 1000 is not 0, 1 or 2');
  });
});
