import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { solveAll } from './all.js';
import { type BoardSpec, CLASSIC_BOARD_SPEC, classicBoard } from './board.js';
import { BAEKJOON_GAME } from './board-file.js';
import { arbitraryBoard, mustCompile } from './board-file.test-helper.js';
import { bestPolicyMove, expectedFrom, policyChoices, solvePolicy } from './policy.js';
import { foresightMean, foresightSplit, seededRandom } from './policy-foresight.js';
import { formatPolicyReport } from './policy-format.js';
import { referenceBestScore } from './reference.test-helper.js';
import { applyMove, initialPosition, legalMoves } from './rules.js';
import { bestScore } from './solve.js';

/**
 * Brute-force expectimax straight from the rules, sharing no code with the policy: labelled
 * pieces, cells by label, every roll and every piece at every turn, no memoisation. Returns the
 * expected score times faces^turns, an exact integer.
 */
function bruteExpectimax(
  spec: BoardSpec,
  turns: number,
  pieces: number,
  faces: number,
  from: readonly string[] = new Array(pieces).fill(spec.start),
): bigint {
  const byLabel = new Map(spec.cells.map((cell) => [cell.label, cell]));
  const land = (from: string, die: number) => {
    let at = from;
    for (let i = 0; i < die && at !== spec.end; i++) {
      const cell = byLabel.get(at)!;
      at = i === 0 && cell.blue !== undefined ? cell.blue : cell.red!;
    }
    return at;
  };
  const where = from.slice();
  const value = (turn: number): bigint => {
    if (turn === turns) return 0n;
    const weight = BigInt(faces) ** BigInt(turns - turn - 1);
    let sum = 0n;
    for (let die = 1; die <= faces; die++) {
      let best = -1n;
      for (let piece = 0; piece < pieces; piece++) {
        const from = where[piece]!;
        if (from === spec.end) continue;
        const to = land(from, die);
        if (to !== spec.end && where.some((other, p) => p !== piece && other === to)) continue;
        where[piece] = to;
        const total = BigInt(byLabel.get(to)!.number) * weight + value(turn + 1);
        where[piece] = from;
        if (total > best) best = total;
      }
      // No piece can move: the turn passes and scores nothing.
      sum += best === -1n ? value(turn + 1) : best;
    }
    return sum;
  };
  return value(0);
}

/** Every roll sequence of `turns` rolls of 1..faces. */
function* allRolls(turns: number, faces: number): Generator<number[]> {
  const rolls = new Array<number>(turns).fill(1);
  for (;;) {
    yield rolls.slice();
    let t = turns - 1;
    while (t >= 0 && rolls[t] === faces) rolls[t--] = 1;
    if (t < 0) return;
    rolls[t]!++;
  }
}

const tinyGame = fc
  .record({
    pieces: fc.integer({ min: 1, max: 3 }),
    faces: fc.integer({ min: 1, max: 3 }),
    turns: fc.integer({ min: 1, max: 5 }),
  })
  .filter(({ pieces, faces, turns }) => (pieces * faces) ** turns <= 60_000);

describe('the best policy on tiny boards, against brute force', () => {
  it('is exactly the brute-force expectimax value', () => {
    fc.assert(
      fc.property(arbitraryBoard({ maxCells: 6 }), tinyGame, (spec, game) => {
        const board = mustCompile(spec, game.faces);
        const policy = solvePolicy(board, game);
        if (!policy.ok) throw new Error(policy.error.message);
        const { exact, expected } = policy.value;
        expect(exact).not.toBeNull();
        expect(BigInt(exact!.numerator)).toBe(
          bruteExpectimax(spec, game.turns, game.pieces, game.faces),
        );
        expect(exact!.denominator).toBe(game.faces ** game.turns);
        expect(expected).toBe(exact!.numerator / exact!.denominator);
      }),
      runs(400),
    );
  });

  it('has the perfect-foresight mean of the reference over every input, and never more', () => {
    fc.assert(
      fc.property(arbitraryBoard({ maxCells: 6 }), tinyGame, (spec, game) => {
        const board = mustCompile(spec, game.faces);
        const policy = solvePolicy(board, game);
        if (!policy.ok) throw new Error(policy.error.message);
        let total = 0;
        for (const rolls of allRolls(game.turns, game.faces)) {
          total += referenceBestScore(spec, rolls, game.pieces);
        }
        const foresight = foresightMean(policy.value);
        expect(foresight).toEqual({
          exact: true,
          mean: total / game.faces ** game.turns,
          inputs: game.faces ** game.turns,
          total,
        });
        expect(policy.value.expected).toBeLessThanOrEqual(foresight.mean + 1e-9);
        // The sampled estimate, over the same state space, lands near the exact mean.
        const sampled = foresightMean(policy.value, { maxInputs: 0, samples: 400 });
        expect(sampled.exact).toBe(false);
        if (!sampled.exact) {
          expect(Math.abs(sampled.mean - foresight.mean)).toBeLessThanOrEqual(
            5 * sampled.standardError + 1e-9,
          );
        }
      }),
      runs(300),
    );
  });

  // Regression: the two-cell board (start, end) was split at the last roll, and its tree of
  // 12 million prefixes took 7 s, more than the whole classic board.
  it('splits the rolls so that a two-cell board costs about one step per input', () => {
    const spec: BoardSpec = {
      name: 'two',
      start: 'start',
      end: 'end',
      cells: [
        { label: 'start', number: 0, red: 'end' },
        { label: 'end', number: 0 },
      ],
    };
    const policy = solvePolicy(mustCompile(spec), BAEKJOON_GAME);
    if (!policy.ok) throw new Error(policy.error.message);
    const { split, work } = foresightSplit(policy.value.space);
    expect(split).toBeLessThan(10);
    expect(work).toBeLessThanOrEqual(2 * 5 ** 10);
    expect(foresightMean(policy.value)).toEqual({
      exact: true,
      mean: 0,
      inputs: 5 ** 10,
      total: 0,
    });
  });

  it('values positions later in the game as brute force from there, and picks the best move', () => {
    fc.assert(
      fc.property(
        arbitraryBoard({ maxCells: 6 }),
        tinyGame,
        fc.infiniteStream(fc.integer({ min: 0, max: 1000 })),
        (spec, game, stream) => {
          const board = mustCompile(spec, game.faces);
          const policy = solvePolicy(board, game);
          if (!policy.ok) throw new Error(policy.error.message);
          // Play some turns with random rolls and random legal moves, then compare.
          const choices = stream.take(2 * game.turns + 1)[Symbol.iterator]();
          const played = choices.next().value! % (game.turns + 1);
          let position = initialPosition(board, game.pieces);
          for (let turn = 1; turn <= played; turn++) {
            const roll = 1 + (choices.next().value! % game.faces);
            const moves = legalMoves(board, position, roll);
            if (moves.length > 0) {
              position = applyMove(position, moves[choices.next().value! % moves.length]!);
            }
          }
          const left = game.turns - played;
          const expected = expectedFrom(policy.value, position, played + 1)!;
          const labels = position.map((cell) => board.labels[cell]!);
          const brute = bruteExpectimax(spec, left, game.pieces, game.faces, labels);
          expect(expected).toBe(Number(brute) / game.faces ** left);
          if (left === 0) return;
          // The best move for each roll scores what the value says, and no legal move does better.
          let sum = 0;
          for (let roll = 1; roll <= game.faces; roll++) {
            const options = policyChoices(policy.value, position, played + 1, roll)!;
            const move = bestPolicyMove(policy.value, position, played + 1, roll)!;
            if (move === null) {
              expect(options).toEqual([]);
              sum += expectedFrom(policy.value, position, played + 2)!;
              continue;
            }
            const chosen = options.find((option) => option.move.piece === move.piece)!;
            for (const option of options)
              expect(option.expected).toBeLessThanOrEqual(chosen.expected);
            sum += chosen.expected;
          }
          expect(sum / game.faces).toBeCloseTo(expected, 9);
        },
      ),
      runs(300),
    );
  });
});

describe('the best policy on the classic board', () => {
  const board = classicBoard();
  const solved = solvePolicy(board, BAEKJOON_GAME);
  if (!solved.ok) throw new Error(solved.error.message);
  const policy = solved.value;

  it('expects 203.112029184 points: exactly 1,983,515,910 / 5^10', () => {
    expect(policy.exact).toEqual({ numerator: 1_983_515_910, denominator: 9_765_625 });
    expect(policy.expected).toBe(203.112029184);
  });

  it('matches a seeded simulation of 4,000 games played by the policy (within 4 standard errors)', () => {
    const random = seededRandom(2615);
    const games = 4000;
    let sum = 0;
    let sumOfSquares = 0;
    for (let game = 0; game < games; game++) {
      let position = initialPosition(board);
      let score = 0;
      for (let turn = 1; turn <= 10; turn++) {
        const roll = 1 + Math.floor(random() * 5);
        const move = bestPolicyMove(policy, position, turn, roll);
        if (move === undefined) throw new Error('a position the policy never reached');
        if (move === null) continue;
        expect(legalMoves(board, position, roll)).toContainEqual(move);
        position = applyMove(position, move);
        score += move.points;
      }
      sum += score;
      sumOfSquares += score * score;
    }
    const mean = sum / games;
    const standardError = Math.sqrt((sumOfSquares / games - mean * mean) / (games - 1));
    expect(standardError).toBeGreaterThan(0.1);
    expect(Math.abs(mean - policy.expected)).toBeLessThanOrEqual(4 * standardError);
  });

  it('has the perfect-foresight mean of the whole 5^10 table of all.ts: 214.8207572992', () => {
    const foresight = foresightMean(policy);
    let total = 0;
    for (const answer of solveAll(board)) total += answer;
    expect(foresight).toEqual({ exact: true, mean: total / 9_765_625, inputs: 9_765_625, total });
    expect(total).toBe(2_097_858_958);
  });

  it('has a sampled foresight mean near the exact one, and near the single-input solver’s', () => {
    const sampled = foresightMean(policy, { maxInputs: 0, samples: 3000, seed: 7 });
    if (sampled.exact) throw new Error('expected an estimate');
    expect(Math.abs(sampled.mean - 214.8207572992)).toBeLessThanOrEqual(4 * sampled.standardError);
    const random = seededRandom(7);
    let sum = 0;
    for (let i = 0; i < 3000; i++) {
      sum += bestScore(
        board,
        Array.from({ length: 10 }, () => 1 + Math.floor(random() * 5)),
      );
    }
    expect(sum / 3000).toBe(sampled.mean);
  });

  it('passes the remaining turns when every piece has finished', () => {
    const finished = new Array(4).fill(board.end);
    expect(expectedFrom(policy, finished, 10)).toBeUndefined(); // not reachable by turn 10
    const late = solvePolicy(board, BAEKJOON_GAME, { from: finished, turn: 7 });
    expect(late.ok && late.value.expected).toBe(0);
    expect(late.ok && policyChoices(late.value, finished, 7, 3)).toEqual([]);
    expect(late.ok && bestPolicyMove(late.value, finished, 7, 3)).toBeNull();
  });

  it.each([0, 6, 2.5, Number.NaN])('refuses a roll of %s with a RangeError', (roll) => {
    const start = new Array(4).fill(board.start);
    expect(() => policyChoices(policy, start, 1, roll)).toThrow(RangeError);
    expect(() => bestPolicyMove(policy, start, 1, roll)).toThrow(RangeError);
  });

  it('refuses, with a clear error, a game whose states outgrow the limit', () => {
    const big = solvePolicy(
      mustCompile(CLASSIC_BOARD_SPEC, 6),
      { turns: 30, pieces: 8, faces: 6 },
      { maxStates: 100_000 },
    );
    expect(big).toMatchObject({
      ok: false,
      error: {
        code: 'too-many-states',
        message:
          'the policy needs more than 100,000 positions (8 pieces, 30 turns, a 33-cell board); use fewer pieces or turns',
      },
    });
  });
});

describe('progress of the policy', () => {
  it('tells of the building of the positions, step by step up to the whole, and of the sweep', () => {
    const board = mustCompile(CLASSIC_BOARD_SPEC, 6);
    const game = { turns: 12, pieces: 4, faces: 6 };
    const space: [number, number][] = [];
    const sweep: [number, number][] = [];
    const policy = solvePolicy(board, game, {
      onSpaceProgress: (done, total) => space.push([done, total]),
      onProgress: (done, total) => sweep.push([done, total]),
    });
    const quiet = solvePolicy(board, game);
    if (!policy.ok || !quiet.ok) throw new Error('the policy should fit');
    expect(policy.value.expected).toBe(quiet.value.expected);
    // A step a turn at least, never backwards, never past the total.
    expect(space.length).toBeGreaterThanOrEqual(game.turns);
    expect(
      space.every(([done, total], i) => done <= total && (i === 0 || done >= space[i - 1]![0])),
    ).toBe(true);
    expect(space[0]![0]).toBe(0);
    expect(sweep.map(([done]) => done)).toEqual([...Array(game.turns).keys()]);
  });
});

// Found by an attack: a sampled foresight mean below the policy's was printed as "worth -0.0555".
describe('what knowing the rolls is worth, as the report says it', () => {
  const board = classicBoard();
  const game = { turns: 3, pieces: 1, faces: 5 };
  const solved = solvePolicy(board, game);
  if (!solved.ok) throw new Error(solved.error.message);
  const policy = solved.value;
  const sampled = (mean: number, standardError: number) =>
    ({ exact: false, mean, inputs: 20_000, standardError, seed: 1 }) as const;
  const worth = (foresight: Parameters<typeof formatPolicyReport>[1]) =>
    formatPolicyReport(policy, foresight)
      .split('\n')
      .find((line) => line.startsWith('Knowing'));

  it('a sampled mean below the policy, or within two standard errors: a range from 0', () => {
    expect(worth(sampled(policy.expected - 0.05, 0.2))).toBe(
      'Knowing every roll in advance is worth between 0 and 0.4000 points on average (the estimate, -0.0500, is within two standard errors of the policy).',
    );
    expect(worth(sampled(policy.expected + 0.3, 0.2))).toMatch(/between 0 and 0\.7000 points/);
  });

  it('a sampled mean clearly above, or an exact one: the number', () => {
    expect(worth(sampled(policy.expected + 1, 0.2))).toBe(
      'Knowing every roll in advance is worth 1.0000 points on average.',
    );
    const exact = foresightMean(policy);
    expect(exact.exact).toBe(true);
    expect(worth(exact)).toMatch(
      /^Knowing every roll in advance is worth \d+\.\d{4} points on average\.$/,
    );
  });
});
