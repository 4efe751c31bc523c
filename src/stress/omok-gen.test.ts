import { describe, expect, it } from 'vitest';
import {
  type Board,
  boardFromRows,
  boardToRows,
  findLines,
  formatBoard,
  judge,
  type Line,
  parseBoard,
  pointsOf,
} from '../omok/index.js';
import {
  compareBoards,
  generateBoard,
  isValidBoard,
  keepsPromise,
  SIZE,
  shrinkBoard,
} from './omok-gen.js';
import { createRng } from './rng.js';
import { shrink } from './shrink.js';

function draw(seed: number, count: number): Board[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => generateBoard(rng));
}

function stones(board: Board): number {
  return board.cells.reduce((sum, cell) => sum + (cell === 0 ? 0 : 1), 0);
}

/**
 * An independent, slow count of exact fives ("exactly five in a row" wins in Baekjoon 2615):
 * every maximal run, walked from its first stone, in every direction.
 */
function countFives(board: Board): number {
  const rows = boardToRows(board);
  const at = (r: number, c: number): number =>
    r >= 0 && c >= 0 && r < SIZE && c < SIZE ? rows[r]![c]! : 0;
  let fives = 0;
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const color = at(r, c);
      if (color === 0) continue;
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [-1, 1],
      ] as const) {
        if (at(r - dr, c - dc) === color) continue;
        let n = 0;
        while (at(r + n * dr, c + n * dc) === color) n++;
        if (n === 5) fives++;
      }
    }
  }
  return fives;
}

describe('generateBoard', () => {
  it('is deterministic per seed', () => {
    const text = (boards: Board[]) => boards.map(formatBoard).join('\n');
    expect(text(draw(5, 100))).toBe(text(draw(5, 100)));
    expect(text(draw(5, 100))).not.toBe(text(draw(6, 100)));
  });

  it('always passes the strict parser and keeps the promise (at most one five on the board)', () => {
    for (const seed of [1, 2, 3]) {
      for (const board of draw(seed, 400)) {
        const parsed = parseBoard(formatBoard(board));
        expect(parsed.ok).toBe(true);
        expect(isValidBoard(board)).toBe(true);
        expect(countFives(board)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('mixes uniform boards with every edge case the issue names', () => {
    const seen = new Map<string, number>();
    const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    const onEdge = (line: Line) =>
      [line.from, line.to].some(
        (p) => p.row === 0 || p.col === 0 || p.row === SIZE - 1 || p.col === SIZE - 1,
      );
    for (const board of draw(99, 600)) {
      const verdict = judge(board);
      const all = findLines(board, 4);
      for (const length of [4, 5, 6, 7]) {
        for (const direction of ['horizontal', 'vertical', 'falling', 'rising']) {
          if (all.some((l) => l.length === length && l.direction === direction))
            count(`${length} ${direction}`);
        }
      }
      if (verdict.kind === 'winner') {
        count('a winner');
        if (onEdge(verdict.line)) count('winning line on an edge');
        if (verdict.lines.some((l) => l.length >= 6)) count('a six beside a five');
      } else {
        count('no winner');
        if (verdict.lines.some((l) => l.length >= 6)) count('a six and no winner');
      }
      if (stones(board) === 0) count('empty');
      if (stones(board) < 20) count('sparse');
      if (stones(board) > 150) count('dense');
    }
    const expected = [
      'a winner',
      'no winner',
      'winning line on an edge',
      'a six beside a five',
      'a six and no winner',
      'empty',
      'sparse',
      'dense',
    ];
    for (const length of [4, 5, 6, 7]) {
      for (const direction of ['horizontal', 'vertical', 'falling', 'rising'])
        expected.push(`${length} ${direction}`);
    }
    for (const key of expected) expect(seen.get(key) ?? 0, key).toBeGreaterThanOrEqual(5);
  });
});

describe('shrinkBoard', () => {
  const empty = () => Array.from({ length: SIZE }, () => new Array<number>(SIZE).fill(0));

  it('pulls the position to the top-left first, keeping every line', () => {
    const rows = empty();
    for (let i = 0; i < 5; i++) rows[10 - i]![4 + i] = 1; // a rising five from (10, 4)
    rows[12]![12] = 2;
    const [first, second] = [...shrinkBoard(boardFromRows(rows))];
    const up = judge(first!);
    expect(up.kind === 'winner' && up.at).toEqual({ row: 4, col: 4 }); // the lowest stone
    const left = judge(second!);
    expect(left.kind === 'winner' && left.at).toEqual({ row: 10, col: 0 });
  });

  it('offers only strictly smaller boards (fewer stones, or nearer the corner) that keep the promise', () => {
    for (const board of draw(8, 12)) {
      const before = stones(board);
      for (const smaller of shrinkBoard(board)) {
        expect(keepsPromise(smaller)).toBe(true);
        expect(countFives(smaller)).toBeLessThanOrEqual(1);
        expect(stones(smaller)).toBeLessThanOrEqual(before);
        expect(compareBoards(smaller, board)).toBeLessThan(0);
      }
    }
  });

  it('shrinks to a board that still fails and is no larger, down to the smallest such board', async () => {
    // A failure is "a line of at least `k` stones of one colour somewhere" (what a program that
    // mishandles long lines trips on): the smallest such board is that line alone, in the corner.
    const rng = createRng(21);
    for (let round = 0; round < 6; round++) {
      const k = 2 + (round % 4);
      const fails = (b: Board): boolean => findLines(b, k).length > 0;
      let board = generateBoard(rng);
      while (!fails(board)) board = generateBoard(rng);
      const result = await shrink(board, {
        candidates: shrinkBoard,
        stillFails: async (b) => fails(b),
        timeBoxMs: Number.POSITIVE_INFINITY,
      });
      expect(fails(result.value)).toBe(true);
      expect(compareBoards(result.value, board)).toBeLessThanOrEqual(0);
      expect(stones(result.value)).toBe(k);
      // Moved toward the corner: the line touches the top or the left edge, and every stone is
      // within k of the corner (a rising line needs k - 1 rows above its first stone).
      const at = findLines(result.value, k)[0]!;
      for (const p of pointsOf(at)) expect(p.row + p.col).toBeLessThanOrEqual(2 * k);
    }
  });

  it('never offers a board that would break the promise', () => {
    // A black five on row 1 and a black six on row 3: taking an end stone off the six would make
    // a second five, so that removal must not be offered (and no other offer may have two fives).
    const rows = empty();
    for (let c = 0; c < 5; c++) rows[0]![c] = 1;
    for (let c = 0; c < 6; c++) rows[2]![c] = 1;
    const offers = [...shrinkBoard(boardFromRows(rows))];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(countFives(offer)).toBeLessThanOrEqual(1);
    const sixShortened = (offer: Board) => {
      const r = boardToRows(offer);
      return (
        r[0]!.slice(0, 5).every((v) => v === 1) &&
        r[2]![0] === 0 &&
        r[2]!.slice(1, 6).every((v) => v === 1)
      );
    };
    expect(offers.some(sixShortened)).toBe(false);
  });

  it('offers nothing for an empty board', () => {
    expect([...shrinkBoard(boardFromRows(empty()))]).toEqual([]);
  });
});
