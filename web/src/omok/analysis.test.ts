/**
 * Issue 22: the Analyse panel's top three are the engine's own `candidates` from the one search
 * that gives the evaluation, the depth and the line (no second look of its own), headless.
 */
import { describe, expect, it } from 'vitest';
import { Engine, type EngineResult } from '../../../src/omok/engine/index.js';
import { createBoard, setStone } from '../../../src/omok/index.js';
import { answerFromSearch, deepening, SHOWN } from './analysis.js';

/** A 15 x 15 board with black (1) and white (2) stones at the given points. */
function boardWith(black: [number, number][], white: [number, number][]) {
  const board = createBoard(15);
  for (const [row, col] of black) setStone(board, row, col, 1);
  for (const [row, col] of white) setStone(board, row, col, 2);
  return board;
}

const QUIET = boardWith(
  [
    [7, 7],
    [8, 8],
  ],
  [
    [7, 8],
    [8, 9],
  ],
);

describe('answerFromSearch', () => {
  it('gives the search’s own candidates, the best first, agreeing with the main number', () => {
    const engine = new Engine({ size: 15, rule: 'standard' });
    engine.setBoard(QUIET);
    const found = engine.search({ timeMs: 60_000, maxDepth: 3, multiPv: SHOWN, toMove: 1 });
    const answer = answerFromSearch(found);
    expect(answer.candidates).toHaveLength(SHOWN);
    expect(answer.candidates).toEqual(found.candidates.slice(0, SHOWN));
    expect(answer.candidates![0]!.move).toEqual(answer.move);
    expect(answer.candidates![0]!.score).toBe(answer.score);
    expect(answer.depth).toBe(found.depth);
    const keys = answer.candidates!.map((c) => `${c.move.row},${c.move.col}`);
    expect(new Set(keys).size).toBe(SHOWN);
    // Exact scores, best first.
    const scores = answer.candidates!.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('puts the search’s move first when its root list does not (a threat search decided)', () => {
    const p = (row: number, col: number) => ({ row, col });
    const found: EngineResult = {
      move: p(3, 3),
      score: 9_990,
      winIn: 3,
      pv: [p(3, 3), p(4, 4), p(3, 4)],
      forced: { kind: 'vcf', line: [p(3, 3), p(4, 4), p(3, 4)] },
      depth: 0,
      nodes: 10,
      candidates: [
        { move: p(1, 1), score: 50, winIn: null, pv: [p(1, 1)] },
        { move: p(3, 3), score: 40, winIn: null, pv: [p(3, 3)] },
        { move: p(2, 2), score: 30, winIn: null, pv: [p(2, 2)] },
      ],
      elapsedMs: 1,
    };
    const answer = answerFromSearch(found);
    expect(answer.candidates!.map((c) => c.move)).toEqual([p(3, 3), p(1, 1), p(2, 2)]);
    expect(answer.candidates![0]).toEqual({
      move: p(3, 3),
      score: 9_990,
      winIn: 3,
      pv: found.pv,
    });
  });

  it('gives the first candidate the main number when the search moved on from its root list', () => {
    // Found on the page: a search stopped inside an iteration answered +1047 for the move its
    // root list scored +790; the panel showed both numbers for one move.
    const p = (row: number, col: number) => ({ row, col });
    const found: EngineResult = {
      move: p(7, 9),
      score: 1_047,
      winIn: null,
      pv: [p(7, 9), p(6, 8), p(9, 7)],
      forced: null,
      depth: 6,
      nodes: 5000,
      candidates: [
        { move: p(7, 9), score: 790, winIn: null, pv: [p(7, 9), p(6, 8)] },
        { move: p(9, 7), score: 500, winIn: null, pv: [p(9, 7)] },
        { move: p(6, 8), score: 400, winIn: null, pv: [p(6, 8)] },
      ],
      elapsedMs: 1,
    };
    const answer = answerFromSearch(found);
    expect(answer.candidates![0]).toEqual({
      move: p(7, 9),
      score: 1_047,
      winIn: null,
      pv: found.pv,
    });
    expect(answer.candidates!.slice(1)).toEqual(found.candidates.slice(1));
  });
});

describe('deepening', () => {
  it('a forced win: one answer, final, the winning move the first candidate', () => {
    // Black has four in a row with both ends open: a five next move.
    const board = boardWith(
      [
        [7, 4],
        [7, 5],
        [7, 6],
        [7, 7],
      ],
      [
        [8, 4],
        [8, 5],
        [8, 6],
      ],
    );
    const steps = [...deepening(board, 'standard', 1, { threats: true }, 8000)];
    expect(steps).toHaveLength(1);
    const { answer, final } = steps[0]!;
    expect(final).toBe(true);
    expect(answer.winIn).toBeGreaterThan(0);
    const first = answer.candidates![0]!;
    expect(first.move).toEqual(answer.move);
    expect([3, 8]).toContain(first.move!.col);
    expect(first.move!.row).toBe(7);
  });

  it('stops at its cap, each answer with the top three of its own search', () => {
    const steps = [...deepening(QUIET, 'standard', 1, { maxDepth: 2 }, 1000)];
    // 250 ms, then 500 ms (250 + 2 x 500 >= 1000: the last).
    expect(steps.map((step) => step.final)).toEqual([false, true]);
    for (const { answer } of steps) {
      expect(answer.candidates).toHaveLength(SHOWN);
      expect(answer.candidates![0]!.move).toEqual(answer.move);
      expect(answer.candidates![0]!.score).toBe(answer.score);
    }
  });
});
