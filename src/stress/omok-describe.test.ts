import { describe, expect, it } from 'vitest';
import { boardFromRows, findLines } from '../omok/index.js';
import { lineText } from './omok-describe.js';
import { SIZE } from './omok-gen.js';

describe('lineText', () => {
  const rows = Array.from({ length: SIZE }, () => new Array<number>(SIZE).fill(0));
  rows[0]![0] = 1;
  for (let c = 3; c < 8; c++) rows[0]![c] = 2;
  const lines = findLines(boardFromRows(rows), 1);

  it('names a lone stone as a single stone, not "a line of 1 stones"', () => {
    const lone = lines.find((l) => l.length === 1 && l.color === 1)!;
    expect(lineText(lone, 'en')).toBe('a single black stone at row 1, column 1');
    expect(lineText(lone, 'ko')).toBe('흑 돌 하나(1행 1열)');
  });

  it('names a line by its colour, length and ends', () => {
    const five = lines.find((l) => l.length === 5)!;
    expect(lineText(five, 'en')).toBe('a line of 5 white stones on row 1 from column 4 to 8');
    expect(lineText(five, 'ko')).toBe('백 돌 5개가 1행 4열부터 8열까지 가로로 이어진 줄');
  });
});
