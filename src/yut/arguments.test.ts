/** Issue 23, items 9 and 14: the core's public entries refuse bad arguments at once. */
import { describe, expect, it } from 'vitest';
import { type BoardSpec, CLASSIC_BOARD_SPEC, classicBoard, compileBoard } from './board.js';
import { solvePolicy } from './policy.js';
import { bestPlan, bestScore } from './solve.js';

const dice = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2];

describe('bestScore and bestPlan refuse what they cannot answer', () => {
  it('answers 190 for the sample with 4 pieces (the reference for the rows below)', () => {
    expect(bestScore(classicBoard(), dice, 4)).toBe(190);
  });
  const rows: [name: string, call: () => unknown, error: typeof Error, words: RegExp][] = [
    [
      'pieces as a string (answered 127)',
      () => bestScore(classicBoard(), dice, '4' as unknown as number),
      TypeError,
      /^pieces must be a whole number from 1 to 8, found "4"$/,
    ],
    [
      'an object as the board (answered -1)',
      () => bestScore({} as never, dice),
      TypeError,
      /^board must be a compiled board/,
    ],
    ['pieces 1.5', () => bestScore(classicBoard(), dice, 1.5), RangeError, /^pieces must/],
    ['pieces 0', () => bestScore(classicBoard(), dice, 0), RangeError, /^pieces must/],
    ['dice not an array', () => bestScore(classicBoard(), '1234' as never), TypeError, /^dice/],
    ['a die of 7', () => bestScore(classicBoard(), [7]), RangeError, /die 1 is 7/],
    [
      'a position off the board',
      () => bestPlan(classicBoard(), dice, [0, 0, 0, 99]),
      RangeError,
      /^position\[3\]/,
    ],
  ];
  for (const [name, call, error, words] of rows) {
    it(name, () => {
      expect(call).toThrow(error);
      expect(call).toThrow(words);
    });
  }
});

describe('too large work is refused before it is done', () => {
  it('solvePolicy with 8 pieces and 30 turns refuses at once (ran 219 s and 565 MB)', () => {
    const result = solvePolicy(classicBoard(), { pieces: 8, turns: 30, faces: 5 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('too-many-states');
  });

  it('solvePolicy refuses a game size outside the limits, naming the field', () => {
    expect(() => solvePolicy(classicBoard(), { pieces: 9, turns: 10, faces: 5 })).toThrow(
      /^game\.pieces/,
    );
  });

  it('compileBoard with 100,001 cells says "at most 1000" at once (took 17 s)', () => {
    const cells = Array.from({ length: 100_001 }, (_, i) => ({
      label: `c${i}`,
      number: 1,
      red: `c${i + 1}`,
    }));
    const spec = { ...CLASSIC_BOARD_SPEC, cells } as unknown as BoardSpec;
    const result = compileBoard(spec);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('too-many-cells');
    expect(!result.ok && result.error.message).toMatch(/at most 1000/);
  });
});

describe('a board file cannot drive the terminal (issue 23, item 5)', () => {
  const spec = (change: (cells: { label: string; red?: string }[]) => void, name = 'evil') => {
    const cells = CLASSIC_BOARD_SPEC.cells.map((cell) => ({ ...cell })) as {
      label: string;
      red?: string;
    }[];
    change(cells);
    return { ...CLASSIC_BOARD_SPEC, name, cells } as unknown as BoardSpec;
  };
  it('refuses a label with an escape sequence', () => {
    const result = compileBoard(
      spec((cells) => {
        cells[1]!.label = 'o\u001b[2J';
        cells[0]!.red = 'o\u001b[2J';
      }),
    );
    expect(!result.ok && result.error.code).toBe('bad-label');
    expect(!result.ok && result.error.message).toContain('\\u001b[2J');
  });
  it('refuses a name with a control character', () => {
    const result = compileBoard(spec(() => {}, 'x\u001b]0;owned\u0007'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).not.toContain('\u001b');
  });
});
