import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../../src/yut/index.js';
import { cellName } from './names.js';

describe('cellName', () => {
  const board = classicBoard();
  const ids = board.labels.map((_, id) => id);

  it('names every cell of the classic board differently (the corner 30 is not the centre 30)', () => {
    const names = ids.map((id) => cellName(board, id));
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps a number alone where no other cell has it, and says which where one does', () => {
    const byLabel = (label: string) => cellName(board, board.labels.indexOf(label));
    const thirties = ids.filter((id) => board.numbers[id] === 30).map((id) => cellName(board, id));
    expect(thirties.sort()).toEqual(['30 (blue corner)', '30 (shortcut)']);
    expect(byLabel('o2')).toBe('2');
    expect(byLabel('o22')).toBe('22');
    expect(byLabel('b22')).toBe('22 (shortcut)');
  });
});
