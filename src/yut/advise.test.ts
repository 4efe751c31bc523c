import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { render } from '../i18n/index.js';
import { type AdviceErrorCode, advise, parsePosition } from './advise.js';
import { classicBoard } from './board.js';
import { BAEKJOON_GAME } from './board-file.js';
import { arbitraryBoard, mustCompile } from './board-file.test-helper.js';
import { expectedFrom, solvePolicy } from './policy.js';
import { formatAdvice } from './policy-format.js';
import { applyMove, initialPosition, legalMoves } from './rules.js';

const board = classicBoard();
const at = (text: string) => {
  const parsed = parsePosition(board, text, text.split(',').length);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const solved = solvePolicy(board, BAEKJOON_GAME);
if (!solved.ok) throw new Error(solved.error.message);
const policy = solved.value;

describe('positions written as cell labels', () => {
  it('reads labels separated by commas, spaces allowed, piece 1 first', () => {
    const parsed = parsePosition(board, 'o10, start,start ,end', 4);
    expect(parsed).toEqual({
      ok: true,
      value: ['o10', 'start', 'start', 'end'].map((label) => board.idOf.get(label)),
    });
  });

  it.each([
    [
      'an unknown label',
      'o10,start,o11,end',
      4,
      'unknown-cell',
      'piece 3: "o11" is not a cell of the board "classic"',
    ],
    [
      'an empty name',
      'o10,,start,end',
      4,
      'unknown-cell',
      'piece 2: an empty name is not a cell of the board "classic"',
    ],
    [
      'too few pieces',
      'o10,start,end',
      4,
      'wrong-piece-count',
      'the position names 3 cells, one per piece; the game has 4 pieces',
    ],
    [
      'too many pieces',
      'start,start',
      1,
      'wrong-piece-count',
      'the position names 2 cells, one per piece; the game has 1 pieces',
    ],
  ])('refuses %s', (_name, text, pieces, code, message) => {
    const result = parsePosition(board, text, pieces);
    expect(result).toMatchObject({ ok: false, error: { code, message } });
    // The same error in Korean, from the catalogue (no English left in it but the names).
    if (!result.ok) expect(render('ko', result.error.text)).toMatch(/[가-힣]/);
  });
});

describe('requests the advisor refuses', () => {
  const cases: [string, string, number, number, number, AdviceErrorCode, string][] = [
    [
      'two pieces on one cell',
      'o10,o12,o12,end',
      4,
      3,
      0,
      'shared-cell',
      'pieces 2 and 3 are both on o12 (only start and end hold several pieces)',
    ],
    [
      'turn 0',
      'start,start,start,start',
      0,
      3,
      0,
      'turn-out-of-range',
      'the turn must be from 1 to 10, found 0',
    ],
    [
      'turn 11',
      'start,start,start,start',
      11,
      3,
      0,
      'turn-out-of-range',
      'the turn must be from 1 to 10, found 11',
    ],
    [
      'a roll of 6',
      'start,start,start,start',
      1,
      6,
      0,
      'roll-out-of-range',
      'a roll shows 1 to 5, found 6',
    ],
    [
      'a roll of 0',
      'start,start,start,start',
      1,
      0,
      0,
      'roll-out-of-range',
      'a roll shows 1 to 5, found 0',
    ],
    [
      'a negative score',
      'start,start,start,start',
      1,
      1,
      -2,
      'bad-score',
      'the score so far must be a whole number of points, found -2',
    ],
  ];
  it.each(cases)('%s', (_name, text, turn, roll, score, code, message) => {
    const result = advise(board, BAEKJOON_GAME, { position: at(text), turn, roll, score }, policy);
    expect(result).toMatchObject({ ok: false, error: { code, message } });
    if (!result.ok) expect(render('ko', result.error.text)).toMatch(/[가-힣]/);
  });

  // Found by an attack: labels where cell ids belong were "no cell start on the board".
  it('says a position holds cell ids when it is given labels or other things', () => {
    const labels = ['start', 'start', 'start', 'start'] as unknown as number[];
    const result = advise(board, BAEKJOON_GAME, { position: labels, turn: 1, roll: 1 }, policy);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'unknown-cell',
        message:
          'piece 1: a position holds cell ids (numbers: indexes of the board\'s labels), found "start"',
      },
    });
    if (!result.ok) expect(render('ko', result.error.text)).toMatch(/[가-힣]/);
    const object = [0, 0, 0, {}] as unknown as number[];
    const other = advise(board, BAEKJOON_GAME, { position: object, turn: 1, roll: 1 }, policy);
    expect(other.ok === false && other.error.message).toMatch(/^piece 4: .*found an object$/);
  });

  it('refuses a position with the wrong number of pieces for the game', () => {
    expect(
      advise(board, BAEKJOON_GAME, { position: at('start,start'), turn: 1, roll: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'wrong-piece-count' },
    });
  });
});

describe('advice on the classic board', () => {
  it('at the first turn: any piece, all equal; the mean over rolls is the policy value', () => {
    const start = initialPosition(board);
    let sum = 0;
    for (let roll = 1; roll <= 5; roll++) {
      const advice = advise(board, BAEKJOON_GAME, { position: start, turn: 1, roll }, policy);
      if (!advice.ok) throw new Error(advice.error.message);
      expect(advice.value.best).toBe(1);
      expect(new Set(advice.value.choices.map((choice) => choice.expected)).size).toBe(1);
      sum += advice.value.expected;
    }
    expect(sum / 5).toBeCloseTo(policy.expected, 10);
  });

  it('names refused pieces and why, and adds the score so far', () => {
    // Piece 2 on o12 would land on o16 with a 2, but piece 3 stands there.
    const advice = advise(board, BAEKJOON_GAME, {
      position: at('o10,o12,o16,end'),
      turn: 6,
      roll: 2,
      score: 50,
    });
    if (!advice.ok) throw new Error(advice.error.message);
    const [one, two, three, four] = advice.value.choices;
    expect(one).toMatchObject({ piece: 1, from: 'o10', to: 'a16', points: 16, refusal: null });
    expect(two).toMatchObject({
      piece: 2,
      from: 'o12',
      to: null,
      refusal: { reason: 'occupied', by: 3 },
    });
    expect(three).toMatchObject({ piece: 3, from: 'o16', to: 'o20', points: 20, refusal: null });
    expect(four).toMatchObject({
      piece: 4,
      from: 'end',
      to: null,
      expected: null,
      refusal: { reason: 'finished' },
    });
    const best = advice.value.choices.find((choice) => choice.piece === advice.value.best)!;
    expect(advice.value.expected).toBe(best.expected);
    expect(best.expected).toBe(Math.max(one!.expected!, three!.expected!));
    // Without the score so far, every expectation is 50 points lower.
    const plain = advise(board, BAEKJOON_GAME, {
      position: at('o10,o12,o16,end'),
      turn: 6,
      roll: 2,
    });
    expect(plain.ok && plain.value.expected).toBeCloseTo(advice.value.expected - 50, 10);
    expect(formatAdvice(advice.value)).toContain('cannot move: it would land on piece 3 (o16)');
  });

  it('on the last turn, the expected final score is the score plus the move', () => {
    const advice = advise(board, BAEKJOON_GAME, {
      position: at('o38,o40,o2,start'),
      turn: 10,
      roll: 1,
      score: 100,
    });
    if (!advice.ok) throw new Error(advice.error.message);
    expect(advice.value.choices.map((choice) => choice.expected)).toEqual([null, 100, 104, null]);
    expect(advice.value.best).toBe(3);
    expect(advice.value.choices[0]!.refusal).toEqual({ reason: 'occupied', by: 2 });
    expect(advice.value.choices[3]!.refusal).toEqual({ reason: 'occupied', by: 3 });
  });

  it('when every piece has finished, the turn passes and the expectation is the score', () => {
    const advice = advise(board, BAEKJOON_GAME, {
      position: at('end,end,end,end'),
      turn: 8,
      roll: 4,
      score: 222,
    });
    expect(advice).toMatchObject({ ok: true, value: { best: null, expected: 222 } });
    expect(advice.ok && formatAdvice(advice.value)).toContain(
      'No piece can move: the turn passes and scores nothing.',
    );
  });

  it('gives the same values from the start table and from a table built at the position', () => {
    const random = fc.sample(fc.infiniteStream(fc.integer({ min: 0, max: 999 })), {
      numRuns: 30,
      seed: 8,
    });
    for (const stream of random) {
      const it = stream[Symbol.iterator]();
      const played = it.next().value! % 10;
      let position = initialPosition(board);
      for (let turn = 1; turn <= played; turn++) {
        const moves = legalMoves(board, position, 1 + (it.next().value! % 5));
        if (moves.length > 0)
          position = applyMove(position, moves[it.next().value! % moves.length]!);
      }
      const roll = 1 + (it.next().value! % 5);
      const request = { position, turn: played + 1, roll };
      const withTable = advise(board, BAEKJOON_GAME, request, policy);
      const alone = advise(board, BAEKJOON_GAME, request);
      if (!withTable.ok || !alone.ok) throw new Error('refused');
      expect(alone.value.best).toBe(withTable.value.best);
      alone.value.choices.forEach((choice, i) => {
        const other = withTable.value.choices[i]!.expected;
        if (choice.expected === null) expect(other).toBeNull();
        else expect(choice.expected).toBeCloseTo(other!, 9);
      });
    }
  });

  it('formats a table with the best choice marked', () => {
    const advice = advise(
      board,
      BAEKJOON_GAME,
      { position: at('o10,start,start,end'), turn: 4, roll: 3 },
      policy,
    );
    if (!advice.ok) throw new Error(advice.error.message);
    const text = formatAdvice(advice.value);
    expect(text).toMatch(
      /^Turn 4 of 10, roll 3, score so far 0; 6 turns after this one\.\n\npiece {2}from\s+to\s+points {2}expected final score\n/,
    );
    expect(text).toMatch(/\n {4}1 {2}o10 {4}a19 {5}\+19 {2}\d+\.\d{4} {2}<- best\n/);
    expect(text).toMatch(/\n {4}2 {2}start {2}o6 {7}\+6 {2}\d+\.\d{4}\n/);
    expect(text).toContain('\n    4  end    -         -  cannot move: finished\n');
    expect(text).toMatch(/Move piece 1 from o10 to a19: expected final score \d+\.\d{4}\.\n$/);
  });
});

describe('advice on random tiny boards', () => {
  it('the best choice is worth the position’s value for that roll, from the start table', () => {
    fc.assert(
      fc.property(
        arbitraryBoard({ maxCells: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        (spec, pieces, faces, turns) => {
          const game = { pieces, faces, turns };
          const small = mustCompile(spec, faces);
          const table = solvePolicy(small, game);
          if (!table.ok) throw new Error(table.error.message);
          const start = initialPosition(small, pieces);
          let sum = 0;
          for (let roll = 1; roll <= faces; roll++) {
            const advice = advise(small, game, { position: start, turn: 1, roll }, table.value);
            if (!advice.ok) throw new Error(advice.error.message);
            const values = advice.value.choices.flatMap((choice) =>
              choice.expected === null ? [] : [choice.expected],
            );
            expect(advice.value.expected).toBe(
              values.length === 0 ? expectedFrom(table.value, start, 2) : Math.max(...values),
            );
            sum += advice.value.expected;
          }
          expect(sum / faces).toBeCloseTo(table.value.expected, 9);
        },
      ),
      runs(200),
    );
  });
});
