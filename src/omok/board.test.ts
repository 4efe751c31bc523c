import { describe, expect, it } from 'vitest';
import {
  boardFromRows,
  boardToRows,
  cloneBoard,
  createBoard,
  hasRowMasks,
  isValidSize,
  opponent,
  setStone,
  stoneAt,
} from './board.js';

describe('board', () => {
  it('starts empty, 19 x 19 by default', () => {
    const board = createBoard();
    expect(board.size).toBe(19);
    expect(board.cells.every((cell) => cell === 0)).toBe(true);
    expect([...board.black, ...board.white].every((mask) => mask === 0)).toBe(true);
  });

  it.each([
    { name: 'below five', size: 4, valid: false },
    { name: 'five', size: 5, valid: true },
    { name: 'not whole', size: 7.5, valid: false },
    { name: 'the widest masked', size: 32, valid: true },
    { name: 'wider', size: 33, valid: true },
  ])('size $size ($name)', ({ size, valid }) => {
    expect(isValidSize(size)).toBe(valid);
    if (valid) expect(createBoard(size).size).toBe(size);
    else expect(() => createBoard(size)).toThrow(RangeError);
  });

  it('keeps the row masks in step with the cells', () => {
    const board = createBoard(32);
    setStone(board, 3, 0, 1);
    setStone(board, 3, 31, 2);
    setStone(board, 3, 5, 1);
    setStone(board, 3, 5, 2);
    setStone(board, 3, 0, 0);
    expect(board.black[3]).toBe(0);
    expect(board.white[3]).toBe(((1 << 31) >>> 0) + (1 << 5));
    expect(stoneAt(board, 3, 5)).toBe(2);
    expect(stoneAt(board, 3, 0)).toBe(0);
  });

  it('has no masks beyond 32 columns', () => {
    expect(hasRowMasks(32)).toBe(true);
    const wide = createBoard(40);
    expect(hasRowMasks(40)).toBe(false);
    expect(wide.black).toHaveLength(0);
    setStone(wide, 39, 39, 1);
    expect(stoneAt(wide, 39, 39)).toBe(1);
  });

  it('answers undefined off the board and refuses to put a stone there', () => {
    const board = createBoard(5);
    expect(stoneAt(board, -1, 0)).toBeUndefined();
    expect(stoneAt(board, 0, 5)).toBeUndefined();
    expect(() => setStone(board, 5, 0, 1)).toThrow(RangeError);
  });

  it('round-trips rows and copies independently', () => {
    const rows = [
      [0, 1, 2, 0, 0],
      [1, 1, 1, 1, 2],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 0, 1, 0, 0],
    ];
    const board = boardFromRows(rows);
    expect(boardToRows(board)).toEqual(rows);
    expect(board.black[1]).toBe(0b01111);
    expect(board.white[3]).toBe(0b11111);
    const copy = cloneBoard(board);
    setStone(copy, 0, 0, 1);
    expect(stoneAt(board, 0, 0)).toBe(0);
    expect(copy.black[0]).toBe(0b00011);
  });

  it('refuses rows that are not a square of 0, 1 and 2', () => {
    expect(() => boardFromRows([[0, 0, 0, 0, 0]])).toThrow(RangeError);
    const five = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
    five[2] = [0, 0, 3, 0, 0];
    expect(() => boardFromRows(five)).toThrow('row 3, column 3: 3 is not 0, 1 or 2');
    five[2] = [0, 0, 0, 0];
    expect(() => boardFromRows(five)).toThrow('row 3 has 4 values, expected 5');
  });

  it('names the opponent', () => {
    expect(opponent(1)).toBe(2);
    expect(opponent(2)).toBe(1);
  });
});
