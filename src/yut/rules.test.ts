import { describe, expect, it } from 'vitest';
import { classicBoard } from './board.js';
import { applyMove, initialPosition, legalMoves, tryMove } from './rules.js';

const board = classicBoard();
const at = (...labels: string[]) => labels.map((label) => board.idOf.get(label)!);

describe('tryMove', () => {
  it('refuses a finished piece', () => {
    const result = tryMove(board, at('end', 'start', 'start', 'start'), 0, 1);
    expect(result).toEqual({ ok: false, error: { reason: 'finished' } });
  });
  it('refuses a move onto another piece, naming it', () => {
    const result = tryMove(board, at('o2', 'start', 'start', 'start'), 1, 1);
    expect(result).toEqual({
      ok: false,
      error: { reason: 'occupied', cell: at('o2')[0], by: 0 },
    });
  });
  it('treats o40 as one cell from the centre and the ring', () => {
    const result = tryMove(board, at('o40', 'm35', 'start', 'start'), 1, 1);
    expect(result.ok).toBe(false);
  });
  it('treats m30 and o30 as different cells', () => {
    const result = tryMove(board, at('o30', 'm25', 'start', 'start'), 1, 1);
    expect(result.ok && board.labels[result.value.to]).toBe('m30');
  });
  it('lets any number of pieces finish', () => {
    const result = tryMove(board, at('end', 'end', 'o38', 'start'), 2, 3);
    expect(result.ok && board.labels[result.value.to]).toBe('end');
    expect(result.ok && result.value.points).toBe(0);
  });
  it('lets pieces share the start', () => {
    expect(legalMoves(board, initialPosition(board), 3)).toHaveLength(4);
  });
  it('applyMove changes only the moved piece', () => {
    const position = initialPosition(board);
    const [move] = legalMoves(board, position, 2);
    expect(applyMove(position, move!).map((cell) => board.labels[cell])).toEqual([
      'o4',
      'start',
      'start',
      'start',
    ]);
    expect(position.every((cell) => cell === board.start)).toBe(true);
  });
});
