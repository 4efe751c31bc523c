/**
 * A learner's bug that the random boards missed (a Java solution of Baekjoon 2615 passed 345 of
 * them): it walks the lines from every stone in reading order, marks the stones a walk visits, and
 * skips a marked stone as a start; the marks of the stone before survive (its last walk goes down),
 * so a five whose first stone lies on a vertical line coming from just above it is never started.
 * The planned boards now hold two such fives (crossTrapBoard), run right after the traps.
 */
import { describe, expect, it } from 'vitest';
import { type Board, formatAnswer, judge, pointsOf } from '../omok/index.js';
import { caseSource } from './cases.js';
import { crossTrapBoard, endCrossBoard, isValidBoard, SIZE, sixThenFiveBoard } from './omok-gen.js';
import { omokProblem } from './omok-problem.js';
import { createRng } from './rng.js';

/** The learner's judge, written plainly: its answer as tokens joined by one space. */
function visitedJudge(board: Board): string {
  const at = (r: number, c: number): number =>
    r < 0 || c < 0 || r >= SIZE || c >= SIZE ? 0 : board.cells[r * SIZE + c]!;
  // Up-right, right, down-right, down: the last walk of a start goes down.
  const steps = [
    [-1, 1],
    [0, 1],
    [1, 1],
    [1, 0],
  ];
  let visited = new Set<number>();
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const color = at(r, c);
      if (color === 0 || visited.has(r * SIZE + c)) continue;
      for (const [dr, dc] of steps) {
        visited = new Set<number>();
        let length = 1;
        while (length < 6 && at(r + length * dr!, c + length * dc!) === color) {
          visited.add((r + length * dr!) * SIZE + c + length * dc!);
          length++;
        }
        const before = at(r - dr!, c - dc!);
        if (length === 5 && before !== color && at(r + 5 * dr!, c + 5 * dc!) !== color) {
          return `${color} ${r + 1} ${c + 1}`;
        }
      }
    }
  }
  return '0';
}

const truth = (board: Board): string => formatAnswer(judge(board))!.trim().split(/\s+/).join(' ');

/** The board with only its five left: every stone off the five's line taken away. */
function fiveAlone(board: Board): Board {
  const five = judge(board);
  if (five.kind !== 'winner') throw new Error('no five');
  const kept = new Set(pointsOf(five.line).map((p) => p.row * SIZE + p.col));
  return { ...board, cells: board.cells.map((cell, i) => (kept.has(i) ? cell : 0)) };
}

/** The seeds of 1 to 10 whose planned boards never show `learner` wrong. */
function seedsMissing(learner: (board: Board) => string): string[] {
  const missed: string[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    const source = caseSource(omokProblem, String(seed));
    let caught = false;
    for (let i = 0; i < source.plannedCount && !caught; i++) {
      const board = source(i);
      caught = learner(board) !== truth(board);
    }
    if (!caught) missed.push(String(seed));
  }
  return missed;
}

describe('a five that starts on another line of its colour', () => {
  it('crossTrapBoard: one five, which the judge that skips visited stones misses', () => {
    const rng = createRng(2615);
    for (let i = 0; i < 40; i++) {
      const board = crossTrapBoard(rng, i % 2 === 0 ? 'six' : 'short');
      expect(isValidBoard(board)).toBe(true);
      expect(judge(board).kind).toBe('winner');
      expect(visitedJudge(board)).toBe('0');
    }
  });

  it('the learner judge is right on a lone five (so the trap, not the judge, makes the difference)', () => {
    const board = crossTrapBoard(createRng(1), 'six');
    const lone = { ...board, cells: board.cells.slice() };
    // Take the vertical line away but for the five's own stone: the five alone.
    const five = judge(board);
    if (five.kind !== 'winner') throw new Error('no five');
    const { row, col } = five.at;
    for (let r = 0; r < SIZE; r++) if (r !== row) lone.cells[r * SIZE + col] = 0;
    expect(visitedJudge(lone)).toBe(truth(lone));
  });

  it('every seed catches the learner judge among the planned boards', () => {
    expect(seedsMissing(visitedJudge)).toEqual([]);
  });
});

/**
 * Another learner's judge (a Java solution of 2615, corpus5), written plainly: from every stone in
 * reading order a walk right, down to the left, down and down to the right counts its colour; at
 * the fifth stone it walks on and marks every further stone of the colour in one array shared by
 * all directions and all walks ("part of a six"), and takes the five only when neither its fifth
 * stone nor the next is marked. A five ending on a six's sixth stone, which an earlier walk
 * marked, is never taken.
 */
function sixMarksJudge(board: Board): string {
  const at = (r: number, c: number): number =>
    r < 0 || c < 0 || r >= SIZE || c >= SIZE ? 0 : board.cells[r * SIZE + c]!;
  const steps = [
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ] as const;
  const six = new Set<number>();
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const color = at(r, c);
      if (color === 0) continue;
      for (const [dr, dc] of steps) {
        let length = 1;
        while (length < 5 && at(r + length * dr, c + length * dc) === color) length++;
        if (length < 5) continue;
        const [er, ec] = [r + 4 * dr, c + 4 * dc];
        for (let k = 1; at(er + k * dr, ec + k * dc) === color; k++) {
          six.add((er + k * dr) * SIZE + ec + k * dc);
        }
        if (six.has(er * SIZE + ec) || six.has((er + dr) * SIZE + ec + dc)) continue;
        // The answer's stone: the leftmost, which a walk down to the left meets last.
        return dc === -1 ? `${color} ${er + 1} ${ec + 1}` : `${color} ${r + 1} ${c + 1}`;
      }
    }
  }
  return '0';
}

describe('a five that ends on the last stone of a six of its colour', () => {
  it('endCrossBoard: one five, which the judge that marks sixes for every direction misses', () => {
    const rng = createRng(2615);
    for (let i = 0; i < 40; i++) {
      const board = endCrossBoard(rng);
      expect(isValidBoard(board)).toBe(true);
      expect(judge(board).kind).toBe('winner');
      expect(sixMarksJudge(board)).toBe('0');
    }
  });

  it('the learner judge is right on the five alone (so the six, not the judge, makes the difference)', () => {
    const rng = createRng(3);
    for (let i = 0; i < 20; i++) {
      const board = endCrossBoard(rng);
      const lone = fiveAlone(board);
      expect(sixMarksJudge(lone)).toBe(truth(lone));
    }
  });

  it('every seed catches the learner judge among the planned boards', () => {
    expect(seedsMissing(sixMarksJudge)).toEqual([]);
  });
});

/**
 * Another learner's judge (a C++ solution of 2615, corpus10), written plainly: from every stone in
 * reading order that starts its run, a walk right, down, down to the right and up to the right
 * counts its colour; a run of five wins (printed by its first stone), and a run longer than five
 * marks the point just past its end as done, which is then never a start. A five that begins right
 * after a six of the other colour, on the same line, is never taken.
 */
function pastSixJudge(board: Board): string {
  const at = (r: number, c: number): number =>
    r < 0 || c < 0 || r >= SIZE || c >= SIZE ? 0 : board.cells[r * SIZE + c]!;
  const steps = [
    [0, 1],
    [1, 0],
    [1, 1],
    [-1, 1],
  ] as const;
  const done = new Set<number>();
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const color = at(r, c);
      if (color === 0 || done.has(r * SIZE + c)) continue;
      for (const [dr, dc] of steps) {
        if (at(r - dr, c - dc) === color) continue;
        let length = 1;
        while (at(r + length * dr, c + length * dc) === color) length++;
        if (length === 5) return `${color} ${r + 1} ${c + 1}`;
        if (length > 5) done.add((r + length * dr) * SIZE + c + length * dc);
      }
    }
  }
  return '0';
}

describe('a five that starts right after a six of the other colour', () => {
  it('sixThenFiveBoard: one five, which the judge that marks the point past a six misses', () => {
    const rng = createRng(17);
    for (let i = 0; i < 40; i++) {
      const board = sixThenFiveBoard(rng);
      expect(isValidBoard(board)).toBe(true);
      expect(judge(board).kind).toBe('winner');
      expect(pastSixJudge(board)).toBe('0');
    }
  });

  it('the learner judge is right on the five alone', () => {
    const rng = createRng(5);
    for (let i = 0; i < 20; i++) {
      const board = sixThenFiveBoard(rng);
      const lone = fiveAlone(board);
      expect(pastSixJudge(lone)).toBe(truth(lone));
    }
  });

  it('every seed catches the learner judge among the planned boards', () => {
    expect(seedsMissing(pastSixJudge)).toEqual([]);
  });
});
