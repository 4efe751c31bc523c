import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { boardFromRows } from './board.js';
import { answerInto, createAnswerSlot, judge, leftmostStone } from './judge.js';
import { formatBoard, parseBoard } from './parse.js';
import {
  draw,
  emptyGrid,
  type Grid,
  randomBoardArbitrary,
  referenceJudge,
  referenceParse,
  refKey,
  SPEC_EXAMPLE,
} from './reference.test-helper.js';
import { describeBrokenPromise, formatAnswer } from './render.js';
import { RULES, type Rule } from './rules.js';

/** The verdict as a short string: Baekjoon's answer on one line, or `broken <reason>`. */
function verdictOf(grid: Grid, rule: Rule): string {
  const judgement = judge(boardFromRows(grid), rule);
  if (judgement.kind === 'broken-promise') return `broken ${judgement.reason}`;
  return formatAnswer(judgement)!.trim().replace('\n', ' ');
}

function refVerdictOf(grid: Grid, rule: Rule): string {
  const verdict = referenceJudge(grid, rule);
  if (verdict.kind === 'broken-promise') return `broken ${verdict.reason}`;
  if (verdict.kind === 'no-winner') return '0';
  return `${verdict.color} ${verdict.at[0] + 1} ${verdict.at[1] + 1}`;
}

const g = (size = 19) => emptyGrid(size);
/** A full 19 x 19 board whose longest line is two stones: (r + 2c) mod 4 < 2 is black. */
const fullNoLine = () =>
  Array.from({ length: 19 }, (_, r) =>
    Array.from({ length: 19 }, (_, c) => ((r + 2 * c) % 4 < 2 ? 1 : 2)),
  );

describe('judge: the spec example', () => {
  it('answers 1, then 3 2', () => {
    const parsed = parseBoard(SPEC_EXAMPLE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(formatAnswer(judge(parsed.value))).toBe('1\n3 2\n');
  });
});

// Each row: a hand-made board, the rule, and the answer written out by hand (Baekjoon's two lines
// joined by a space, or `broken <reason>`). Coordinates count from 1, as in the problem.
const TRAPS: { name: string; grid: () => Grid; rule?: Rule; expected: string }[] = [
  { name: 'empty board', grid: () => g(), expected: '0' },
  { name: 'full board, no line longer than two', grid: fullNoLine, expected: '0' },
  {
    // Rows and columns of nineteen do not win, but the four short diagonals by the corners
    // hold exactly five: four winning lines.
    name: 'full board of black: the corner diagonals of five break the promise',
    grid: () => emptyGrid().map((row) => row.fill(1)),
    expected: 'broken two-lines',
  },
  { name: 'six horizontal', grid: () => draw(g(), 1, 10, 3, 'h', 6), expected: '0' },
  { name: 'six vertical', grid: () => draw(g(), 1, 3, 10, 'v', 6), expected: '0' },
  { name: 'six falling', grid: () => draw(g(), 2, 4, 4, 'f', 6), expected: '0' },
  { name: 'six rising', grid: () => draw(g(), 2, 16, 2, 'r', 6), expected: '0' },
  {
    name: 'six from the left edge (a search from its second stone sees a five)',
    grid: () => draw(g(), 1, 3, 1, 'h', 6),
    expected: '0',
  },
  {
    name: 'six down from the top edge',
    grid: () => draw(g(), 2, 1, 7, 'v', 6),
    expected: '0',
  },
  { name: 'seven', grid: () => draw(g(), 1, 12, 2, 'h', 7), expected: '0' },
  {
    name: 'seven of black and a five of white',
    grid: () => draw(draw(g(), 1, 12, 2, 'h', 7), 2, 2, 2, 'v', 5),
    expected: '2 2 2',
  },
  {
    name: 'five beside a six on the same row',
    grid: () => draw(draw(g(), 1, 4, 1, 'h', 6), 1, 4, 8, 'h', 5),
    expected: '1 4 8',
  },
  {
    name: 'five under a six, side by side',
    grid: () => draw(draw(g(), 2, 4, 3, 'h', 6), 2, 5, 3, 'h', 5),
    expected: '2 5 3',
  },
  {
    name: 'five capped by the other colour at both ends',
    grid: () => draw(draw(draw(g(), 2, 9, 9, 'f', 5), 1, 8, 8, 'h', 1), 1, 14, 14, 'h', 1),
    expected: '2 9 9',
  },
  {
    name: 'five at the top-left corner',
    grid: () => draw(g(), 1, 1, 1, 'h', 5),
    expected: '1 1 1',
  },
  {
    name: 'five at the top-right corner, vertical: topmost stone',
    grid: () => draw(g(), 2, 1, 19, 'v', 5),
    expected: '2 1 19',
  },
  {
    name: 'five at the bottom-left corner, rising: lowest stone',
    grid: () => draw(g(), 1, 19, 1, 'r', 5),
    expected: '1 19 1',
  },
  {
    name: 'five at the bottom-right corner, falling',
    grid: () => draw(g(), 2, 15, 15, 'f', 5),
    expected: '2 15 15',
  },
  {
    name: 'five at the top-left corner, falling',
    grid: () => draw(g(), 1, 1, 1, 'f', 5),
    expected: '1 1 1',
  },
  {
    name: 'five at the top-right corner, rising',
    grid: () => draw(g(), 1, 5, 15, 'r', 5),
    expected: '1 5 15',
  },
  {
    name: 'five at the bottom-left corner, horizontal',
    grid: () => draw(g(), 2, 19, 1, 'h', 5),
    expected: '2 19 1',
  },
  {
    name: 'five at the bottom-right corner, vertical',
    grid: () => draw(g(), 1, 15, 19, 'v', 5),
    expected: '1 15 19',
  },
  { name: 'five on the left edge', grid: () => draw(g(), 1, 10, 1, 'h', 5), expected: '1 10 1' },
  { name: 'five on the right edge', grid: () => draw(g(), 2, 7, 15, 'h', 5), expected: '2 7 15' },
  { name: 'five on the top edge', grid: () => draw(g(), 1, 1, 8, 'v', 5), expected: '1 1 8' },
  {
    name: 'five on the bottom edge',
    grid: () => draw(g(), 2, 15, 12, 'v', 5),
    expected: '2 15 12',
  },
  {
    name: 'five along the top row, away from the corners',
    grid: () => draw(g(), 1, 1, 8, 'h', 5),
    expected: '1 1 8',
  },
  {
    name: 'five along the left column, away from the corners',
    grid: () => draw(g(), 2, 8, 1, 'v', 5),
    expected: '2 8 1',
  },
  {
    name: 'rising diagonal: the leftmost stone is the lowest one',
    grid: () => draw(g(), 1, 9, 4, 'r', 5),
    expected: '1 9 4',
  },
  {
    name: 'vertical five: the topmost stone, not the last found',
    grid: () => draw(g(), 2, 11, 6, 'v', 5),
    expected: '2 11 6',
  },
  {
    name: 'five of each colour: the promise is broken',
    grid: () => draw(draw(g(), 1, 1, 1, 'h', 5), 2, 10, 10, 'v', 5),
    expected: 'broken both-colors',
  },
  {
    name: 'two fives of black: the promise is broken',
    grid: () => draw(draw(g(), 1, 1, 1, 'h', 5), 1, 10, 10, 'f', 5),
    expected: 'broken two-lines',
  },
  {
    name: 'two fives of white crossing at a shared stone',
    grid: () => draw(draw(g(), 2, 5, 3, 'h', 5), 2, 3, 5, 'v', 5),
    expected: 'broken two-lines',
  },
  {
    name: 'size 5: a full row',
    grid: () => draw(g(5), 2, 3, 1, 'h', 5),
    expected: '2 3 1',
  },
  {
    name: 'size 5: the rising main diagonal',
    grid: () => draw(g(5), 1, 5, 1, 'r', 5),
    expected: '1 5 1',
  },
  {
    name: 'size 15: five at the bottom-right corner',
    grid: () => draw(g(15), 1, 15, 11, 'h', 5),
    expected: '1 15 11',
  },
  {
    name: 'size 32: falling into the corner of the widest masked board',
    grid: () => draw(g(32), 2, 28, 28, 'f', 5),
    expected: '2 28 28',
  },
  {
    name: 'size 33: rising from the bottom-left corner (unmasked board)',
    grid: () => draw(g(33), 1, 33, 1, 'r', 5),
    expected: '1 33 1',
  },
  // The other rules.
  {
    name: 'freestyle: six wins',
    rule: 'freestyle',
    grid: () => draw(g(), 1, 10, 3, 'h', 6),
    expected: '1 10 3',
  },
  {
    name: 'freestyle: rising seven wins at its lowest stone',
    rule: 'freestyle',
    grid: () => draw(g(), 2, 18, 2, 'r', 7),
    expected: '2 18 2',
  },
  {
    name: 'freestyle: a six and a five of black are two lines',
    rule: 'freestyle',
    grid: () => draw(draw(g(), 1, 4, 1, 'h', 6), 1, 4, 8, 'h', 5),
    expected: 'broken two-lines',
  },
  {
    name: 'freestyle: the full black board breaks the promise',
    rule: 'freestyle',
    grid: () => emptyGrid().map((row) => row.fill(1)),
    expected: 'broken two-lines',
  },
  {
    name: 'renju: black six is an overline, no win',
    rule: 'renju',
    grid: () => draw(g(15), 1, 2, 2, 'v', 6),
    expected: '0',
  },
  {
    name: 'renju: white six wins',
    rule: 'renju',
    grid: () => draw(g(15), 2, 2, 2, 'v', 6),
    expected: '2 2 2',
  },
  {
    name: 'renju: black overline and a white five: white wins',
    rule: 'renju',
    grid: () => draw(draw(g(15), 1, 1, 1, 'h', 6), 2, 10, 3, 'f', 5),
    expected: '2 10 3',
  },
  {
    name: 'renju: black five beside a black overline wins',
    rule: 'renju',
    grid: () => draw(draw(g(15), 1, 4, 1, 'h', 6), 1, 4, 8, 'h', 5),
    expected: '1 4 8',
  },
  {
    name: 'renju: black five and white six break the promise',
    rule: 'renju',
    grid: () => draw(draw(g(15), 1, 1, 1, 'h', 5), 2, 10, 5, 'r', 6),
    expected: 'broken both-colors',
  },
  {
    name: 'standard: a white six does not stop a black five',
    grid: () => draw(draw(g(), 2, 10, 1, 'h', 6), 1, 12, 1, 'h', 5),
    expected: '1 12 1',
  },
];

describe('judge: traps', () => {
  it.each(TRAPS)('$name', ({ grid, rule = 'standard', expected }) => {
    const board = grid();
    expect(verdictOf(board, rule)).toBe(expected);
    expect(refVerdictOf(board, rule)).toBe(expected);
  });

  it('lists every line of five or more, winning or not', () => {
    const grid = draw(draw(g(), 1, 4, 1, 'h', 6), 1, 4, 8, 'h', 5);
    const judgement = judge(boardFromRows(grid), 'renju');
    expect(judgement.lines.map((line) => [line.length, line.kind])).toEqual([
      [6, 'overline'],
      [5, 'win'],
    ]);
    const standard = judge(boardFromRows(grid), 'standard');
    expect(standard.lines.map((line) => line.kind)).toEqual(['no-win', 'win']);
  });

  it('names every winning line of a broken promise', () => {
    const grid = draw(draw(g(), 1, 1, 1, 'h', 5), 2, 10, 10, 'v', 5);
    expect(describeBrokenPromise(judge(boardFromRows(grid)))).toBe(
      'both colours have a winning line: black five from 1 1 to 1 5; white five from 10 10 to 14 10',
    );
    const two = draw(draw(g(), 1, 1, 1, 'h', 5), 1, 10, 10, 'f', 5);
    expect(describeBrokenPromise(judge(boardFromRows(two)))).toBe(
      'black has 2 winning lines: five from 1 1 to 1 5; five from 10 10 to 14 14',
    );
  });
});

describe('leftmostStone', () => {
  it.each([
    { name: 'horizontal', from: [3, 1], to: [3, 5], expected: [3, 1] },
    { name: 'horizontal, given backwards', from: [3, 5], to: [3, 1], expected: [3, 1] },
    { name: 'vertical: topmost', from: [7, 2], to: [3, 2], expected: [3, 2] },
    { name: 'falling', from: [2, 2], to: [6, 6], expected: [2, 2] },
    { name: 'rising: lowest', from: [2, 6], to: [6, 2], expected: [6, 2] },
  ])('$name', ({ from, to, expected }) => {
    const line = {
      color: 1 as const,
      direction: 'horizontal' as const,
      from: { row: from[0]!, col: from[1]! },
      to: { row: to[0]!, col: to[1]! },
      length: 5,
    };
    const stone = leftmostStone(line);
    expect([stone.row, stone.col]).toEqual(expected);
  });
});

function fastVerdict(grid: Grid, rule: Rule, viaText: boolean) {
  let board = boardFromRows(grid);
  if (viaText) {
    const parsed = parseBoard(formatBoard(board), grid.length);
    if (!parsed.ok) throw new Error(parsed.error.message);
    board = parsed.value;
  }
  const judgement = judge(board, rule);
  switch (judgement.kind) {
    case 'no-winner':
      return { kind: judgement.kind };
    case 'winner':
      return {
        kind: judgement.kind,
        color: judgement.color,
        at: [judgement.at.row, judgement.at.col],
      };
    case 'broken-promise':
      return {
        kind: judgement.kind,
        reason: judgement.reason,
        winning: judgement.winning.map((line) =>
          refKey({
            color: line.color,
            from: [line.from.row, line.from.col],
            to: [line.to.row, line.to.col],
            length: line.length,
          }),
        ),
      };
  }
}

function slowVerdict(grid: Grid, rule: Rule) {
  const verdict = referenceJudge(grid, rule);
  if (verdict.kind !== 'broken-promise') return verdict;
  return { ...verdict, winning: verdict.winning.map(refKey).sort() };
}

describe('judge agrees with the slow reference', () => {
  for (const rule of RULES) {
    for (const size of [5, 15, 19]) {
      it(`${rule}, size ${size}`, () => {
        fc.assert(
          fc.property(randomBoardArbitrary([size]), (grid) => {
            const slow = slowVerdict(grid, rule);
            const fast = fastVerdict(grid, rule, false);
            if (fast.kind === 'broken-promise') fast.winning.sort();
            expect(fast).toEqual(slow);
          }),
          runs(300),
        );
      });
    }
  }

  it('on boards read from text, every rule, sizes 5 to 40', () => {
    fc.assert(
      fc.property(
        randomBoardArbitrary([5, 6, 15, 19, 31, 32, 33, 40]),
        fc.constantFrom(...RULES),
        (grid, rule) => {
          const fast = fastVerdict(grid, rule, true);
          if (fast.kind === 'broken-promise') fast.winning.sort();
          expect(fast).toEqual(slowVerdict(grid, rule));
          expect(referenceParse(formatBoard(boardFromRows(grid)), grid.length)).toEqual(grid);
        },
      ),
      runs(400),
    );
  });
});

describe('answerInto: the answer of judge, with no object made', () => {
  /** What the reference says, in the shape of an answer slot (broken promises by kind alone). */
  function refAnswer(grid: Grid, rule: Rule) {
    const verdict = referenceJudge(grid, rule);
    if (verdict.kind !== 'winner') return { kind: verdict.kind };
    return { kind: verdict.kind, color: verdict.color, row: verdict.at[0], col: verdict.at[1] };
  }

  it('agrees with the reference and with judge, every rule, sizes 5 to 40, one slot for all', () => {
    const slot = createAnswerSlot();
    fc.assert(
      fc.property(
        randomBoardArbitrary([5, 6, 7, 9, 15, 19, 31, 32, 33, 40]),
        fc.constantFrom(...RULES),
        (grid, rule) => {
          const board = boardFromRows(grid);
          const kind = answerInto(board, rule, slot);
          expect(kind).toBe(slot.kind);
          const { color, row, col } = slot;
          expect(kind === 'winner' ? { kind, color, row, col } : { kind }).toEqual(
            refAnswer(grid, rule),
          );
          const judgement = judge(board, rule);
          expect(kind).toBe(judgement.kind);
          if (judgement.kind === 'winner') {
            expect(formatAnswer(judgement)).toBe(`${color}\n${row + 1} ${col + 1}\n`);
          }
        },
      ),
      runs(1500),
    );
  });

  it.each([
    { name: 'the spec example', text: SPEC_EXAMPLE, rule: 'standard', want: '1 3 2' },
    {
      name: 'a rising five, answered by its lowest stone',
      rule: 'standard',
      want: '2 9 3',
      grid: draw(g(), 2, 9, 3, 'r', 5),
    },
    {
      name: 'a vertical five, answered by its top stone',
      rule: 'standard',
      want: '1 4 19',
      grid: draw(g(), 1, 4, 19, 'v', 5),
    },
    {
      name: 'a six: no win under standard',
      rule: 'standard',
      want: '0',
      grid: draw(g(), 1, 1, 1, 'h', 6),
    },
    {
      name: 'a six: a win under freestyle',
      rule: 'freestyle',
      want: '1 1 1',
      grid: draw(g(), 1, 1, 1, 'h', 6),
    },
    {
      name: "black's six under renju is no win",
      rule: 'renju',
      want: '0',
      grid: draw(g(), 1, 19, 14, 'h', 6),
    },
    {
      name: 'two fives of one colour',
      rule: 'standard',
      want: 'broken-promise',
      grid: draw(draw(g(), 1, 1, 1, 'h', 5), 1, 10, 1, 'h', 5),
    },
  ] as { name: string; rule: Rule; want: string; text?: string; grid?: Grid }[])(
    '$name',
    ({ rule, want, text, grid }) => {
      const board =
        text === undefined ? boardFromRows(grid!) : boardFromRows(referenceParse(text)!);
      const slot = createAnswerSlot();
      const kind = answerInto(board, rule, slot);
      const got =
        kind === 'winner'
          ? `${slot.color} ${slot.row + 1} ${slot.col + 1}`
          : kind === 'no-winner'
            ? '0'
            : kind;
      expect(got).toBe(want);
    },
  );
});
