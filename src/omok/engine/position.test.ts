import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/support/property.js';
import { BLACK, boardFromRows, type Color, createBoard, setStone, WHITE } from '../board.js';
import { runThrough } from '../lines.js';
import { forbiddenPoints } from '../renju.js';
import { generatePosition, POSITION_KINDS } from '../renju-reference.test-helper.js';
import { classifyLine, RULES, type Rule } from '../rules.js';
import { Position } from './position.js';

/** Black and white stones at random, `count` of them, on a `size` board (fast-check). */
const stones = (size: number, count: number) =>
  fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1), fc.constantFrom<Color>(BLACK, WHITE)), {
    maxLength: count,
  });

function same(a: ArrayBufferView, b: ArrayBufferView): boolean {
  return Buffer.compare(Buffer.from(a.buffer), Buffer.from(b.buffer)) === 0;
}

/** A colour's line codes (index colour - 1) at the empty points, 0 at the others. */
function emptyCodes(pos: Position, i: 0 | 1): Int32Array {
  const codes = pos.codes[i].slice();
  for (let at = 0; at < pos.cells.length; at++) {
    if (pos.stoneAt(at) !== 0) codes.fill(0, at * 4, at * 4 + 4);
  }
  return codes;
}

describe('Position', () => {
  it('keeps its line codes in step when stones are put and taken back', () => {
    fc.assert(
      fc.property(stones(9, 40), fc.constantFrom(...RULES), (list, rule) => {
        const pos = new Position(9, rule);
        const fresh = new Position(9, rule);
        const placed: number[] = [];
        for (const [r, c, color] of list) {
          const at = pos.index(r, c);
          if (pos.stoneAt(at) !== 0) continue;
          pos.put(at, color);
          placed.push(at);
        }
        // Take back half of them, then compare with a position built from the stones left.
        for (let i = 0; i < placed.length >> 1; i++) pos.undo();
        const board = createBoard(9);
        for (let r = 0; r < 9; r++) {
          for (let c = 0; c < 9; c++) {
            const color = pos.stoneAt(pos.index(r, c));
            if (color !== 0) {
              setStone(board, r, c, color);
              fresh.put(fresh.index(r, c), color);
            }
          }
        }
        // Compared as bytes: vitest's deep equality of typed arrays is slow. The codes are kept
        // for the empty points only (an occupied point's depend on the order stones came).
        expect(same(emptyCodes(pos, 0), emptyCodes(fresh, 0))).toBe(true);
        expect(same(emptyCodes(pos, 1), emptyCodes(fresh, 1))).toBe(true);
        expect(same(pos.near, fresh.near)).toBe(true);
        expect([pos.hashLo, pos.hashHi]).toEqual([fresh.hashLo, fresh.hashHi]);
        expect(same(emptyCodes(Position.fromBoard(board, rule), 1), emptyCodes(pos, 1))).toBe(true);
        // Every stone taken back: every code as on an empty board, the occupied points' too.
        const empty = new Position(9, rule);
        while (pos.stones > 0) pos.undo();
        expect(same(pos.codes[0], empty.codes[0])).toBe(true);
        expect(same(pos.codes[1], empty.codes[1])).toBe(true);
        // The rectangle where moves are looked for holds every empty point near a stone.
        for (const at of pos.points) {
          if (pos.near[at] === 0) continue;
          const row = Math.floor(at / pos.width);
          const col = at % pos.width;
          expect(row >= pos.boxTop && row <= pos.boxBottom).toBe(true);
          expect(col >= pos.boxLeft && col <= pos.boxRight).toBe(true);
        }
      }),
      runs(200),
    );
  });

  it('says a move makes five exactly when the core counts the line through it as a win', () => {
    fc.assert(
      fc.property(stones(7, 30), fc.constantFrom(...RULES), (list, rule: Rule) => {
        const board = createBoard(7);
        for (const [r, c, color] of list) setStone(board, r, c, color);
        const pos = Position.fromBoard(board, rule);
        for (let r = 0; r < 7; r++) {
          for (let c = 0; c < 7; c++) {
            if (board.cells[r * 7 + c] !== 0) continue;
            for (const color of [BLACK, WHITE] as const) {
              const wins = (['horizontal', 'vertical', 'falling', 'rising'] as const).some(
                (d) =>
                  classifyLine(rule, color, runThrough(board, r, c, d, color).length) === 'win',
              );
              expect(pos.makesFive(pos.index(r, c), color)).toBe(wins);
            }
          }
        }
      }),
      runs(150),
    );
  });

  it("gives a point's class after a block of the other colour as putting the stone does", () => {
    fc.assert(
      fc.property(stones(9, 45), fc.constantFrom(...RULES), (list, rule: Rule) => {
        const board = createBoard(9);
        for (const [r, c, color] of list) setStone(board, r, c, color);
        const pos = Position.fromBoard(board, rule);
        const empty = pos.points.filter((at) => pos.stoneAt(at) === 0);
        for (const block of empty) {
          for (const color of [BLACK, WHITE] as const) {
            const guessed = empty.map((at) =>
              at === block ? -1 : pos.classIfBlocked(at, block, color),
            );
            pos.put(block, color === BLACK ? WHITE : BLACK);
            const real = empty.map((at) => (at === block ? -1 : pos.p4[color - 1]![at]!));
            pos.undo();
            expect(guessed).toEqual(real);
          }
        }
      }),
      runs(25),
    );
  });
});

/** A 15 x 15 board with black stones at `black`, white at `white` (gomoku coordinates). */
function named(black: string, white = ''): number[][] {
  const rows = Array.from({ length: 15 }, () => new Array<number>(15).fill(0));
  const put = (list: string, color: number) => {
    for (const name of list.split(' ').filter((w) => w !== '')) {
      rows[15 - Number(name.slice(1))]![name.charCodeAt(0) - 97] = color;
    }
  };
  put(black, BLACK);
  put(white, WHITE);
  return rows;
}

describe("the engine's renju judge", () => {
  // docs/rules-omok.md, "Renju": a three counts only when a straight-four point is legal and
  // makes no five at the same time.
  it.each([
    {
      name: 'd9 allowed: the split three only straightens with a five',
      black: 'd11 d10 f9 g9 f8 g7 h6',
      point: 'd9',
      forbidden: false,
    },
    {
      name: 'd6 forbidden: e5 is a legal straight-four point',
      black: 'g9 b8 e8 h8 c7 e7 b6 c6 f6',
      point: 'd6',
      forbidden: true,
    },
    { name: 'a single four', black: 'g8 h8 h9 h10', point: 'h7', forbidden: false },
    { name: 'double-three across', black: 'f8 g8 h9 h10', point: 'h8', forbidden: true },
    {
      name: 'a five is allowed beside a gap and a stone',
      black: 'd8 f8 g8 h8 j8',
      point: 'e8',
      forbidden: false,
    },
    {
      name: 'double-four on one line (X.XXX.X)',
      black: 'c8 e8 f8 i8',
      point: 'g8',
      forbidden: true,
    },
    { name: 'overline', black: 'c8 d8 e8 g8 h8', point: 'f8', forbidden: true },
  ])('$name', ({ black, point, forbidden }) => {
    const pos = Position.fromBoard(boardFromRows(named(black)), 'renju');
    const at = pos.index(15 - Number(point.slice(1)), point.charCodeAt(0) - 97);
    expect(pos.isForbidden(at)).toBe(forbidden);
  });

  const agrees = (rows: number[][]) => {
    const board = boardFromRows(rows);
    const pos = Position.fromBoard(board, 'renju');
    const engine: string[] = [];
    for (let r = 0; r < board.size; r++) {
      for (let c = 0; c < board.size; c++) {
        const at = pos.index(r, c);
        if (pos.stoneAt(at) === 0 && pos.isForbidden(at)) engine.push(`${r} ${c}`);
      }
    }
    expect(engine).toEqual(forbiddenPoints(board).map((p) => `${p.row} ${p.col}`));
  };

  it("finds the core's forbidden points on generated positions of every kind", () => {
    fc.assert(
      fc.property(fc.constantFrom(...POSITION_KINDS), fc.nat(), (kind, seed) => {
        agrees(generatePosition(kind, seed, 15));
      }),
      runs(600),
    );
  });

  it("finds the core's forbidden points on crowded small boards", () => {
    fc.assert(
      fc.property(stones(9, 50), (list) => {
        const rows = Array.from({ length: 9 }, () => new Array<number>(9).fill(0));
        list.forEach(([r, c, color], i) => {
          rows[r]![c] = i % 4 === 3 ? color : BLACK;
        });
        agrees(rows);
      }),
      runs(600),
    );
  });
});
