import { describe, expect, it } from 'vitest';
import { classicBoard, NO_CELL } from '../../../src/yut/index.js';
import { unplacedLabels } from './board-svg.js';
import { cellKinds } from './cells.js';
import { CLASSIC_LAYOUT } from './layout.js';

describe('the picture of the classic board', () => {
  const board = classicBoard();

  it('places every cell of the core table, and nothing else', () => {
    expect(unplacedLabels(board)).toEqual([]);
    expect([...CLASSIC_LAYOUT.keys()].sort()).toEqual([...board.labels].sort());
  });

  it('never draws two cells on the same spot, nor too close', () => {
    const points = [...CLASSIC_LAYOUT.values()];
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(0.75);
      }
    }
  });

  it('draws every arrow between neighbours: no arrow longer than a side step and a bit', () => {
    board.labels.forEach((label, cell) => {
      for (const next of [board.red[cell]!, board.blue[cell]!]) {
        if (next === NO_CELL) continue;
        const a = CLASSIC_LAYOUT.get(label)!;
        const b = CLASSIC_LAYOUT.get(board.labels[next]!)!;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${label} -> ${board.labels[next]}`).toBeLessThan(
          1.5,
        );
      }
    });
  });

  it('tells the kinds of cells from the table alone', () => {
    const kinds = cellKinds(board);
    const of = (kind: string) => board.labels.filter((_, cell) => kinds[cell] === kind).sort();
    expect(of('blue')).toEqual(['o10', 'o20', 'o30']);
    expect(of('start')).toEqual(['start']);
    expect(of('end')).toEqual(['end']);
    expect(of('route')).toEqual(
      ['a13', 'a16', 'a19', 'b22', 'b24', 'c26', 'c27', 'c28', 'm25', 'm30', 'm35'].sort(),
    );
    expect(of('outer')).toHaveLength(17);
  });
});
