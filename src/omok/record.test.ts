import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { formatInputError } from '../result.js';
import type { Point } from './board.js';
import { type Decisive, Game } from './game.js';
import {
  coordinateName,
  parseRecord,
  type RecordErrorCode,
  RecordReader,
  replay,
} from './record.js';
import { describeReplay, explainReplay } from './record-render.js';
import { type Grid, seededRandom } from './reference.test-helper.js';
import { referenceForbidden } from './renju-reference.test-helper.js';
import { RULES, type Rule } from './rules.js';

/** The moves of a parsed record as `row col` from 1, or the error line. */
function parsed(text: string, size = 15): string[] | string {
  const result = parseRecord(text, size);
  if (!result.ok) return formatInputError(result.error);
  return result.value.map((m) => `${m.row + 1} ${m.col + 1}`);
}

describe('parseRecord: the ways a move may be written', () => {
  it.each([
    {
      name: 'gomoku coordinates, one per line',
      text: 'h8\ni9\nj10\n',
      expected: ['8 8', '7 9', '6 10'],
    },
    { name: 'row and column pairs, one per line', text: '8 8\n7 9\n', expected: ['8 8', '7 9'] },
    {
      name: 'pairs one after another on a line',
      text: '8 8 7 9 6 10',
      expected: ['8 8', '7 9', '6 10'],
    },
    { name: 'moves separated by commas', text: 'h8, i9,j10', expected: ['8 8', '7 9', '6 10'] },
    { name: 'a pair written with a comma inside', text: '8,8, 7,9', expected: ['8 8', '7 9'] },
    { name: 'both notations mixed', text: 'h8 7 9\nj10', expected: ['8 8', '7 9', '6 10'] },
    { name: 'capital letters', text: 'H8 I9', expected: ['8 8', '7 9'] },
    {
      name: 'tabs, CRLF, blank lines and a byte order mark',
      text: '\uFEFFh8\r\n\r\n\t8\t9\r\n',
      expected: ['8 8', '8 9'],
    },
    { name: 'an empty record', text: '\n  \n', expected: [] },
    {
      name: 'the corners: a1 is bottom left, o15 top right',
      text: 'a1 o15 a15 o1',
      expected: ['15 1', '1 15', '1 1', '15 15'],
    },
  ])('$name', ({ text, expected }) => {
    expect(parsed(text)).toEqual(expected);
  });

  it('counts the letter i as a column, like every other letter (renju boards)', () => {
    expect(parsed('h8 i8 j8')).toEqual(['8 8', '8 9', '8 10']);
    expect(coordinateName({ row: 7, col: 8 }, 15)).toBe('i8');
    expect(coordinateName({ row: 0, col: 18 }, 19)).toBe('s19');
    expect(coordinateName({ row: 0, col: 26 }, 30)).toBeUndefined();
  });

  it('counts rows from the bottom for coordinates, from the top for pairs, on any board size', () => {
    expect(parsed('h8', 19)).toEqual(['12 8']);
    expect(parsed('a1 3 4', 7)).toEqual(['7 1', '3 4']);
  });

  it('reads a long record in one pass', () => {
    const text = Array.from(
      { length: 361 },
      (_, i) => `${Math.floor(i / 19) + 1} ${(i % 19) + 1}`,
    ).join('\n');
    const result = parseRecord(text, 19);
    expect(result.ok && result.value.length).toBe(361);
  });
});

describe('parseRecord: bad records name the move', () => {
  it.each<{ name: string; text: string; size?: number; code: RecordErrorCode; expected: string }>([
    {
      name: 'a word',
      text: 'h8 i9\nhello',
      code: 'bad-move',
      expected:
        'line 2, column 1: move 3 "hello": expected a point such as "h8" (column letter, row from the bottom) or "8 8" (row and column from the top)',
    },
    {
      name: 'a move number in front',
      text: '1. h8',
      code: 'bad-move',
      expected:
        'line 1, column 1: move 1 "1.": expected a point such as "h8" (column letter, row from the bottom) or "8 8" (row and column from the top)',
    },
    {
      name: 'a row without its column',
      text: '8 8\n7\n9',
      code: 'missing-column',
      expected:
        'line 2, column 1: move 2 "7": a row number must be followed by its column on the same line',
    },
    {
      name: 'a row followed by a coordinate',
      text: 'h8 7 i9',
      code: 'missing-column',
      expected:
        'line 1, column 4: move 2 "7": a row number must be followed by its column on the same line',
    },
    {
      name: 'a column letter off the board',
      text: 'h8 p8',
      code: 'off-board',
      expected: 'line 1, column 4: move 2 "p8": column p is off the 15 x 15 board (a to o)',
    },
    {
      name: 'a row number off the board',
      text: 'h8, h16',
      code: 'off-board',
      expected:
        'line 1, column 5: move 2 "h16": row 16 is off the 15 x 15 board (1 to 15, counted from the bottom)',
    },
    {
      name: 'row 0 of a coordinate',
      text: 'h0',
      code: 'off-board',
      expected:
        'line 1, column 1: move 1 "h0": row 0 is off the 15 x 15 board (1 to 15, counted from the bottom)',
    },
    {
      name: 'a row past what a double holds, shown as written (outside tester)',
      text: '99999999999999999999 1',
      code: 'off-board',
      expected:
        'line 1, column 1: move 1 "99999999999999999999 1": row 99999999999999999999 is off the 15 x 15 board (1 to 15)',
    },
    {
      name: 'a column of many digits, cut',
      text: `1 00${'9'.repeat(60)}`,
      code: 'off-board',
      expected: `line 1, column 1: move 1 "1 00${'9'.repeat(36)}…": column ${'9'.repeat(40)}… is off the 15 x 15 board (1 to 15)`,
    },
    {
      name: "a coordinate's row past what a double holds",
      text: 'h99999999999999999999',
      code: 'off-board',
      expected:
        'line 1, column 1: move 1 "h99999999999999999999": row 99999999999999999999 is off the 15 x 15 board (1 to 15, counted from the bottom)',
    },
    {
      name: 'a pair off the board',
      text: '8 8\n  20 3',
      code: 'off-board',
      expected: 'line 2, column 3: move 2 "20 3": row 20 is off the 15 x 15 board (1 to 15)',
    },
    {
      name: 'a column 0 in a pair',
      text: '8 0',
      code: 'off-board',
      expected: 'line 1, column 1: move 1 "8 0": column 0 is off the 15 x 15 board (1 to 15)',
    },
    {
      name: 'a point played twice, in two notations',
      text: 'h8 i9 8 8',
      code: 'taken',
      expected: 'line 1, column 7: move 3 "8 8": the point was already played by move 1',
    },
  ])('$name', ({ text, size, code, expected }) => {
    const result = parseRecord(text, size ?? 15);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(formatInputError(result.error)).toBe(expected);
  });
});

/** Replays a record written in coordinates; the verdict in one line. */
function verdict(record: string, rule: Rule, size = 15): string {
  const result = parseRecord(record, size);
  if (!result.ok) throw new Error(formatInputError(result.error));
  return describeReplay(replay(result.value, size, rule));
}

// Named games, each written move by move: black's stones first in each pair of moves.
describe('replay: the decisive move', () => {
  it.each<{ name: string; record: string; rule: Rule; size?: number; expected: string }>([
    {
      name: 'black makes five in a row',
      record: 'h8 a1 i8 a2 j8 a3 k8 a4 l8',
      rule: 'standard',
      expected: 'move 9 (black l8, at 8 12): black wins with five from 8 8 to 8 12',
    },
    {
      name: 'white makes five down a column',
      record: 'h8 a1 i8 a2 j8 a3 c9 a4 c10 a5',
      rule: 'standard',
      expected: 'move 10 (white a5, at 11 1): white wins with five from 11 1 to 15 1',
    },
    {
      name: 'nobody wins',
      record: 'h8 h9 i8',
      rule: 'renju',
      expected: 'no winner after 3 moves',
    },
    {
      name: 'an empty record',
      record: '',
      rule: 'standard',
      expected: 'no winner after 0 moves',
    },
    {
      name: 'standard: a six is no win and the game goes on',
      record: 'a8 o1 b8 o2 c8 o3 e8 o4 f8 o6 d8 o7 h3 o8',
      rule: 'standard',
      expected: 'no winner after 14 moves',
    },
    {
      name: 'freestyle: the same six wins',
      record: 'a8 o1 b8 o2 c8 o3 e8 o4 f8 o6 d8 o7',
      rule: 'freestyle',
      expected: 'move 11 (black d8, at 8 4): black wins with six from 8 1 to 8 6',
    },
    {
      name: 'renju: the same six is a forbidden overline',
      record: 'a8 o1 b8 o2 c8 o3 e8 o4 f8 o6 d8 o7',
      rule: 'renju',
      expected:
        'move 11 (black d8, at 8 4): an overline (six from 8 1 to 8 6), forbidden to black; white wins',
    },
    {
      name: 'renju: white wins with six',
      record: 'o1 a8 o2 b8 o3 c8 o4 e8 o6 f8 n14 d8',
      rule: 'renju',
      expected: 'move 12 (white d8, at 8 4): white wins with six from 8 1 to 8 6',
    },
    {
      name: 'renju: black plays a double-three',
      record: 'f8 a1 g8 a3 h6 a5 h7 a7 h8',
      rule: 'renju',
      expected:
        'move 9 (black h8, at 8 8): a double-three (threes horizontal and vertical), forbidden to black; white wins',
    },
    {
      name: 'renju: black plays two fours on one line',
      record: 'd8 a1 f8 a3 h8 a5 j8 a7 g8',
      rule: 'renju',
      expected:
        'move 9 (black g8, at 8 7): a double-four (two fours on one line, horizontal), forbidden to black; white wins',
    },
    {
      name: 'renju: a double-three that also makes five wins',
      record: 'd8 a1 e8 a3 f8 a5 g8 a7 h6 a9 h7 a11 f6 a13 g7 o1 h8',
      rule: 'renju',
      expected: 'move 17 (black h8, at 8 8): black wins with five from 8 4 to 8 8',
    },
    {
      name: 'standard: the same double-three is just a move',
      record: 'f8 a1 g8 a3 h6 a5 h7 a7 h8',
      rule: 'standard',
      expected: 'no winner after 9 moves',
    },
    {
      name: 'a 7 x 7 board, five on the rising diagonal',
      record: 'a1 a7 b2 b7 c3 c7 d4 d7 e5',
      rule: 'standard',
      size: 7,
      expected: 'move 9 (black e5, at 3 5): black wins with five from 7 1 to 3 5',
    },
  ])('$name', ({ record, rule, size, expected }) => {
    expect(verdict(record, rule, size)).toBe(expected);
  });

  it('stops at the decisive move and counts the moves after it', () => {
    const result = parseRecord('h8 a1 i8 a2 j8 a3 k8 a4 l8 a5 m8 a6', 15);
    if (!result.ok) throw new Error('bad test record');
    const game = replay(result.value, 15, 'standard');
    expect(game.moves).toBe(12);
    expect(game.decisive?.move).toBe(9);
    expect(game.ignored).toBe(3);
    expect(game.game.moves).toBe(9);
    expect(game.game.moveAt(7, 12)).toBe(0); // m8, after the decisive move, is not on the board
  });

  it('refuses moves on taken points, off the board, and after the end', () => {
    const game = new Game(9, 'standard');
    expect(game.play({ row: 4, col: 4 })).toEqual({ kind: 'played' });
    expect(game.play({ row: 4, col: 4 })).toEqual({ kind: 'taken', by: 1 });
    expect(game.play({ row: 9, col: 0 })).toEqual({ kind: 'off-board' });
    expect(game.play({ row: -1, col: 0 })).toEqual({ kind: 'off-board' });
    expect(game.toPlay).toBe(2);
    // White along the bottom row, black along row 4 to five at (4, 8).
    for (const col of [0, 1, 2, 3]) {
      expect(game.play({ row: 8, col }).kind).toBe('played');
      expect(game.play({ row: 4, col: 5 + col }).kind).toBe(col < 3 ? 'played' : 'decisive');
    }
    expect(game.decisive?.move).toBe(9);
    expect(game.play({ row: 0, col: 0 })).toEqual({ kind: 'over' });
  });

  it('explains a game with the move numbers and the decisive move marked', () => {
    const result = parseRecord('h8 a1 i8 a2 j8 a3 k8 a4 l8 a5', 15);
    if (!result.ok) throw new Error('bad test record');
    const text = explainReplay(replay(result.value, 15, 'renju'), 'renju');
    expect(text).toContain('move 9 (black l8, at 8 12): black wins with five from 8 8 to 8 12\n');
    expect(text).toContain(
      'moves: 10 in the record, 9 replayed, 1 after the decisive move ignored\n',
    );
    expect(text).toContain('\n 8   .   .   .   .   .   .   .  (1) (3) (5) (7) [9]  .   .   .\n');
    expect(text).toContain('\n15   2   .   .');
    expect(text).toContain('\n     1   2   3   4   5   6   7   8   9  10  11  12  13  14  15\n');
    expect(text).toContain('[ ] the decisive move, ( ) its winning line');
  });
});

// ---------------------------------------------------------------------------------------------
// The replay against a judge that starts from scratch after every move: it scans the whole board
// for lines (nothing incremental), and asks the slow renju reading whether black's move was
// forbidden on the board as it stood before the move.

type Verdict = { winner: number; reason: string; lines: string[] } | null;

/** Every winning line of `color` on the whole grid under `rule`, as `r,c-r,c` from 0. */
function winningLinesFromScratch(grid: Grid, color: number, rule: Rule): string[] {
  const n = grid.length;
  const found: string[] = [];
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [-1, 1],
  ] as const) {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (grid[r]![c] !== color) continue;
        const pr = r - dr;
        const pc = c - dc;
        if (pr >= 0 && pr < n && pc >= 0 && pc < n && grid[pr]![pc] === color) continue;
        let length = 0;
        while (
          r + length * dr >= 0 &&
          r + length * dr < n &&
          c + length * dc < n &&
          grid[r + length * dr]![c + length * dc] === color
        ) {
          length++;
        }
        const wins =
          rule === 'standard'
            ? length === 5
            : rule === 'renju' && color === 1
              ? length === 5
              : length >= 5;
        if (wins) found.push(`${r},${c}-${r + (length - 1) * dr},${c + (length - 1) * dc}`);
      }
    }
  }
  return found.sort();
}

/** The verdict on `color` playing `move` on `grid` (the board before it), from scratch. */
function verdictFromScratch(grid: Grid, move: Point, color: number, rule: Rule): Verdict {
  const forbidden =
    rule === 'renju' && color === 1 ? referenceForbidden(grid, move.row, move.col) : null;
  grid[move.row]![move.col] = color;
  const lines = winningLinesFromScratch(grid, color, rule);
  if (lines.length > 0) return { winner: color, reason: 'five', lines };
  if (forbidden !== null) return { winner: 3 - color, reason: forbidden, lines: [] };
  return null;
}

function verdictOfReplay(decisive: Decisive | null): Verdict {
  if (decisive === null) return null;
  const lines =
    decisive.reason === 'five'
      ? decisive.lines
          .map((l) => {
            // From scratch, lines are named from their first stone in reading order.
            const [a, b] = [l.from, l.to].sort((p, q) => p.row - q.row || p.col - q.col);
            const down = a!.row !== b!.row && a!.col > b!.col;
            const [s, e] = down ? [b!, a!] : [a!, b!];
            return `${s.row},${s.col}-${e.row},${e.col}`;
          })
          .sort()
      : [];
  return { winner: decisive.winner, reason: decisive.reason, lines };
}

/** A random game: moves drawn around the centre (or anywhere), as far as the area allows. */
const randomGame = fc
  .record({
    size: fc.constantFrom(15, 15, 15, 19, 9, 7),
    rule: fc.constantFrom<Rule>('renju', 'renju', ...RULES),
    spread: fc.constantFrom(2, 3, 4, 5, 7, 99),
    seed: fc.integer(),
  })
  .map(({ size, rule, spread, seed }) => {
    const random = seededRandom(seed);
    const centre = Math.floor(size / 2);
    const low = Math.max(0, centre - spread);
    const high = Math.min(size - 1, centre + spread);
    const area: Point[] = [];
    for (let row = low; row <= high; row++) {
      for (let col = low; col <= high; col++) area.push({ row, col });
    }
    for (let i = area.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [area[i], area[j]] = [area[j]!, area[i]!];
    }
    return { size, rule, moves: area };
  });

describe('replay: the same verdict as judging from scratch', () => {
  // 1,000 games (10,000 in npm run test:slow).
  const games = runs(1_000).numRuns!;
  it(`agrees after every move of ${games.toLocaleString('en-US')} random games`, () => {
    let decisiveGames = 0;
    const reasons = new Map<string, number>();
    fc.assert(
      fc.property(randomGame, ({ size, rule, moves }) => {
        const game = new Game(size, rule);
        const grid: Grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
        for (const move of moves) {
          const color = game.toPlay;
          const expected = verdictFromScratch(grid, move, color, rule);
          const outcome = game.play(move);
          const actual = verdictOfReplay(outcome.kind === 'decisive' ? outcome.decisive : null);
          expect(actual).toEqual(expected);
          if (expected !== null) {
            decisiveGames++;
            reasons.set(expected.reason, (reasons.get(expected.reason) ?? 0) + 1);
            break;
          }
        }
      }),
      { numRuns: games },
    );
    // The games reach every kind of ending (a check on the generator, not on the code): about 88 %
    // are decisive, the rarest ending (overline) about 3 % of the games.
    expect(decisiveGames).toBeGreaterThan(games / 2);
    for (const reason of ['five', 'overline', 'double-four', 'double-three']) {
      expect(reasons.get(reason) ?? 0, reason).toBeGreaterThan(games / 200);
    }
  });

  it('gives the same result as replay() on the whole record', () => {
    fc.assert(
      fc.property(randomGame, ({ size, rule, moves }) => {
        const whole = replay(moves, size, rule);
        const game = new Game(size, rule);
        let decided = 0;
        for (const move of moves) {
          if (game.play(move).kind === 'decisive') {
            decided = game.moves;
            break;
          }
        }
        expect(whole.decisive?.move ?? 0).toBe(decided);
        expect(whole.ignored).toBe(decided === 0 ? 0 : moves.length - decided);
      }),
      runs(300),
    );
  });
});

describe('RecordReader: a record read in pieces', () => {
  const record = fc
    .array(
      fc.oneof(
        fc.constantFrom('h8', 'a1', 'o15', 'p3', 'x', '8 8', '1 15', '16 1', '9', ''),
        fc.constantFrom(' ', ',', '\n', '\r\n', '\t', ', '),
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(''));

  it('gives what parseRecord gives for the whole text, however the text is cut', () => {
    fc.assert(
      fc.property(record, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const reader = new RecordReader(15);
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort(
          (a, b) => a - b,
        );
        let from = 0;
        for (const to of [...points, text.length]) {
          if (!reader.push(text.slice(from, to))) break;
          from = to;
        }
        expect(reader.end()).toEqual(parseRecord(text, 15));
      }),
      runs(500),
    );
  });

  it('stops at the first error without reading on', () => {
    const reader = new RecordReader(15);
    expect(reader.push('h8 h8 ')).toBe(false);
    expect(reader.push('h9 '.repeat(1000))).toBe(false);
    const result = reader.end();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'taken', move: 2 });
  });

  it('says a token longer than any move is bad at once, without waiting for its end', () => {
    const reader = new RecordReader(15);
    expect(reader.push('h8 ')).toBe(true);
    expect(reader.push('\u0000'.repeat(100))).toBe(false);
    const result = reader.end();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'bad-move', move: 2, column: 4 });
  });

  const quoted: [string, string, string][] = [
    [
      'escape sequences in a bad move',
      'h8 \u001b[2J\u001b]0;pwned\u0007x9\n',
      'line 1, column 4: move 2 "\\u001b[2J\\u001b]0;pwned\\u0007x9": expected a point',
    ],
    [
      'a huge bad token, cut',
      `h8 ${'z'.repeat(1 << 20)}`,
      `line 1, column 4: move 2 "${'z'.repeat(40)}…": expected a point`,
    ],
  ];
  it.each(quoted)('quotes %s escaped and short', (_name, text, start) => {
    const result = parseRecord(text, 15);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const line = formatInputError(result.error);
      expect(line.startsWith(start)).toBe(true);
      expect(line.length).toBeLessThan(300);
    }
  });
});
