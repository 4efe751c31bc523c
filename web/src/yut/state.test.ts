import { describe, expect, it } from 'vitest';
import { classicBoard, isOver, parseDice, scoreOf } from '../../../src/yut/index.js';
import {
  applyParams,
  choosePiece,
  goToStep,
  initialYutState,
  lastTurnReview,
  movePath,
  newRolledGame,
  receiveAdvice,
  rollDie,
  setDice,
  setMode,
  shownPosition,
  solveAndReplay,
  stateParams,
  undoMove,
  type YutState,
} from './state.js';

const board = classicBoard();
const id = (label: string) => board.idOf.get(label)!;
const labels = (cells: readonly number[]) => cells.map((cell) => board.labels[cell]);

function withDice(text = '1234123412'): YutState {
  const state = initialYutState(board);
  setDice(state, parseDice(text.split('').join(' ')));
  return state;
}

function fromLink(query: string): YutState {
  const state = withDice();
  applyParams(state, new URLSearchParams(query), (text) => parseDice(text.split('').join(' ')));
  return state;
}

describe('movePath', () => {
  it.each([
    ['from the start', 'start', 3, ['o2', 'o4', 'o6']],
    ['a blue corner turns inward', 'o10', 3, ['a13', 'a16', 'a19']],
    ['passing a blue corner does not', 'o8', 2, ['o10', 'o12']],
    ['the centre route to o40', 'm30', 3, ['m35', 'o40', 'end']],
    ['the end stops the walk', 'o38', 5, ['o40', 'end']],
  ] as const)('%s', (_name, from, die, expected) => {
    expect(labels(movePath(board, id(from), die))).toEqual(expected);
  });
});

describe('solveAndReplay', () => {
  it.each([
    ['1 2 3 4 1 2 3 4 1 2', 190],
    ['2 2 2 2 2 2 2 2 2 2', 166],
    ['5 5 5 5 5 5 5 5 5 5', 130],
  ])('%s: %i, and the replayed plan reaches it', (dice, score) => {
    const replay = solveAndReplay(board, dice.split(' ').map(Number));
    expect(replay.solution.score).toBe(score);
    expect(replay.positions).toHaveLength(11);
    const points = replay.moves.reduce((sum, move) => sum + (move?.points ?? 0), 0);
    expect(points).toBe(score);
  });
});

describe('the page state', () => {
  it('steps through the plan, clamped, walking one step forward only', () => {
    const state = withDice();
    expect(goToStep(state, 1)?.piece).toBeDefined();
    expect(goToStep(state, 0)).toBeUndefined();
    goToStep(state, 99);
    expect(state.step).toBe(10);
    expect(shownPosition(state)).toEqual(state.replay!.positions[10]);
    expect(stateParams(state).toString()).toBe('dice=1234123412&step=10');
  });

  it('plays with known dice through the core game: a refusal is kept, undo takes back', () => {
    const state = withDice('2222222222');
    setMode(state, 'play');
    expect(choosePiece(state, 0)?.path).toHaveLength(2);
    expect(choosePiece(state, 1)).toBeUndefined();
    expect(state.refused?.refusal.reason).toBe('occupied');
    choosePiece(state, 0);
    expect(state.refused).toBeUndefined();
    expect(stateParams(state).get('moves')).toBe('11');
    undoMove(state);
    expect(stateParams(state).get('moves')).toBe('1');
  });

  it('invalid dice clear the plan and the game', () => {
    const state = withDice();
    setDice(state, parseDice('1 2 3'));
    expect(state.replay).toBeUndefined();
    expect(state.known).toBeUndefined();
    expect(state.diceError?.code).toBe('count');
  });

  it('a rolled game keeps the advice of each turn and drops late answers', () => {
    const state = initialYutState(board);
    setMode(state, 'game');
    rollDie(state, 3);
    const version = state.version;
    expect(
      receiveAdvice(state, version, {
        start: 203.11,
        expected: 100,
        choices: [0, 1, 2, 3].map((piece) => ({
          move: { piece, from: board.start, to: id('o6'), points: 6 },
          expected: piece === 2 ? 150 : 140,
        })),
      }),
    ).toBe(true);
    choosePiece(state, 0);
    expect(receiveAdvice(state, version, { start: 203.11, expected: 1 })).toBe(false);
    expect(lastTurnReview(state)).toMatchObject({ chosen: 140, bestExpected: 150 });
    expect(stateParams(state).toString()).toBe('mode=game&rolls=3&moves=1');
    newRolledGame(state);
    expect(state.rolled.played).toEqual([]);
  });
});

describe('links', () => {
  it('#yut?dice=1234123412&mode=play&moves=9 is refused with a note, never an exception', () => {
    const state = fromLink('dice=1234123412&mode=play&moves=9');
    expect(state.mode).toBe('play');
    expect(state.known?.played).toEqual([]);
    expect(state.notes).toEqual([
      { name: 'moves', value: '9', turn: 1, refusal: { reason: 'no-such-piece', piece: 8 } },
    ]);
    // The game goes on from there.
    expect(choosePiece(state, 0)).toBeDefined();
  });

  it.each([
    ['mode=chess', 'mode'],
    ['step=11', 'step'],
    ['step=-1', 'step'],
    ['step=1.5', 'step'],
    ['mode=play&moves=1x', 'moves'],
    ['dice=2222222222&mode=play&moves=12', 'moves'],
    ['mode=game&rolls=7&moves=1', 'rolls'],
    // A second roll with no move for the first: the rolls are at fault (it named moves=).
    ['mode=game&rolls=12&moves=', 'rolls'],
    ['mode=game&rolls=3&moves=5', 'moves'],
    ['mode=game&rolls=abc', 'rolls'],
    ['dice=1234', 'dice'],
    ['dice=9999999999', 'dice'],
  ])('%s: a note names %s', (query, name) => {
    const state = fromLink(query);
    expect(state.notes.map((note) => note.name)).toContain(name);
  });

  it('plays a whole game from a link and writes it back the same', () => {
    const moves = withDice()
      .replay!.solution.plan.map((step) => step.piece ?? 0)
      .join('');
    const state = fromLink(`dice=1234123412&mode=play&moves=${moves}`);
    expect(state.notes).toEqual([]);
    expect(isOver(state.known!)).toBe(true);
    expect(scoreOf(state.known!)).toBe(190);
    expect(stateParams(state).toString()).toBe(`dice=1234123412&mode=play&moves=${moves}`);
  });
});
