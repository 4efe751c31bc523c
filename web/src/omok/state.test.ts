import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/i18n/index.js';
import { inputErrorMessage } from '../../../src/i18n/input.js';
import { BLACK, formatBoard, WHITE } from '../../../src/omok/index.js';
import { SPEC_EXAMPLE } from '../../../src/omok/reference.test-helper.js';
import { runs } from '../../../test/support/property.js';
import {
  canUndo,
  chooseRule,
  chooseSize,
  clearBoard,
  goToMove,
  initialState,
  loadGrid,
  loadRecord,
  moveLine,
  type OmokState,
  placeStone,
  recordOf,
  redoMove,
  stateFromParams,
  stateParams,
  statusOf,
  undoMove,
  winningPoints,
} from './state.js';

/** Clicks the points in turn, black first. */
function click(state: OmokState, points: readonly [number, number][]): void {
  for (const [row, col] of points) placeStone(state, row, col);
}

/** Black five along row 9 from column 2, white answering on row 10. */
const FIVE: [number, number][] = [
  [9, 2],
  [10, 2],
  [9, 3],
  [10, 3],
  [9, 4],
  [10, 4],
  [9, 5],
  [10, 5],
  [9, 6],
];

describe('the Omok page without a browser', () => {
  it('plays to a five, names it by its leftmost stone, refuses more, and takes it back', () => {
    const state = initialState();
    expect(statusOf(state.game)).toEqual({ kind: 'to-play', color: BLACK });
    click(state, FIVE);
    expect(statusOf(state.game)).toEqual({
      kind: 'five',
      color: BLACK,
      at: { row: 9, col: 2 },
      length: 5,
    });
    expect([...winningPoints(state.game)]).toEqual([2, 3, 4, 5, 6].map((col) => 9 * 19 + col));
    placeStone(state, 0, 0);
    expect(state.note).toEqual({ key: 'omok.over', error: true });
    undoMove(state);
    expect(state.note).toBeUndefined();
    expect(statusOf(state.game)).toEqual({ kind: 'to-play', color: BLACK });
    redoMove(state);
    expect(statusOf(state.game).kind).toBe('five');
  });

  it('says when a point is taken', () => {
    const state = initialState();
    click(state, [
      [3, 3],
      [3, 3],
    ]);
    expect(state.note).toEqual({ key: 'omok.taken', error: true });
    expect(statusOf(state.game)).toEqual({ kind: 'to-play', color: WHITE });
  });

  it('refuses black a forbidden point under renju, and says why', () => {
    const state = initialState();
    chooseSize(state, 15);
    chooseRule(state, 'renju');
    click(state, [
      [7, 5],
      [0, 0],
      [7, 6],
      [0, 2],
      [5, 7],
      [0, 4],
      [6, 7],
      [0, 6],
    ]);
    expect(state.game.forbiddenPoints()).toEqual([{ row: 7, col: 7, reason: 'double-three' }]);
    placeStone(state, 7, 7);
    expect(state.note).toEqual({ key: 'omok.forbidden', reason: 'double-three', error: true });
    expect(state.game.moves).toBe(8);
  });

  // The two positions of docs/rules-omok.md (RIF 3, 1996/1998: a three counts only if a move
  // that makes its straight four is legal and makes no five at the same time), played on the
  // page with white answering far away: the page marks and refuses exactly as the core decides.
  it.each([
    {
      name: 'd9 is allowed: its split three d9 . f9 g9 turns straight only at e9, which makes a five',
      black: ['d11', 'd10', 'f9', 'g9', 'f8', 'g7', 'h6'],
      target: 'd9',
      forbidden: false,
    },
    {
      name: 'd6 is forbidden: b8-c7-d6 reaches a straight four at e5, which is legal',
      black: ['g9', 'b8', 'e8', 'h8', 'c7', 'e7', 'b6', 'c6', 'f6'],
      target: 'd6',
      forbidden: true,
    },
  ])('renju on the page: $name', ({ black, target, forbidden }) => {
    const at = (point: string): [number, number] => [
      15 - Number(point.slice(1)),
      point.charCodeAt(0) - 97,
    ];
    const far: [number, number][] = [
      [0, 10],
      [0, 12],
      [0, 14],
      [2, 14],
      [4, 14],
      [12, 14],
      [14, 10],
      [14, 12],
      [14, 14],
    ];
    const state = initialState();
    chooseSize(state, 15);
    chooseRule(state, 'renju');
    for (const [i, point] of black.entries()) click(state, [at(point), far[i] as [number, number]]);
    expect(state.game.moves).toBe(2 * black.length);
    const [row, col] = at(target);
    expect(state.game.forbiddenPoints().some((p) => p.row === row && p.col === col)).toBe(
      forbidden,
    );
    placeStone(state, row, col);
    if (forbidden) {
      expect(state.note).toEqual({ key: 'omok.forbidden', reason: 'double-three', error: true });
      expect(state.game.moves).toBe(2 * black.length);
    } else {
      expect(state.game.moves).toBe(2 * black.length + 1);
    }
  });

  it('keeps the stones when the rule changes, and empties the board on clear or a new size', () => {
    const state = initialState();
    click(state, FIVE.slice(0, 4));
    chooseRule(state, 'freestyle');
    expect(state.game.moves).toBe(4);
    expect(state.game.rule).toBe('freestyle');
    clearBoard(state);
    expect(state.game.moves).toBe(0);
    expect(state.game.rule).toBe('freestyle');
    chooseSize(state, 15);
    expect(state.game.size).toBe(15);
  });

  it('loads a pasted grid as the starting board, already decided when it has a five', () => {
    const state = initialState();
    loadGrid(state, SPEC_EXAMPLE);
    expect(state.note).toEqual({ key: 'omok.loaded', values: { size: 19 } });
    expect(statusOf(state.game)).toEqual({
      kind: 'five',
      color: BLACK,
      at: { row: 2, col: 1 },
      length: 5,
    });
    placeStone(state, 18, 18);
    expect(state.note?.key).toBe('omok.over');
  });

  it.each([
    {
      name: 'a bad value',
      text: SPEC_EXAMPLE.replace('0 1 2 0 0 2', '0 1 2 0 0 7'),
      code: 'bad-value',
    },
    { name: 'text after the board', text: `${SPEC_EXAMPLE}1\n3 2\n`, code: 'extra-text' },
  ])('refuses a grid with $name and keeps the board', ({ text, code }) => {
    const state = initialState();
    click(state, FIVE.slice(0, 2));
    loadGrid(state, text);
    expect(state.parseError?.error.code).toBe(code);
    expect(state.game.moves).toBe(2);
  });

  it('refuses a grid larger than the page draws', () => {
    const state = initialState();
    loadGrid(state, `${'0 '.repeat(33)}\n`);
    expect(state.note).toEqual({ key: 'omok.err.too-big', error: true });
  });
});

describe('stateParams and stateFromParams', () => {
  const cases: { name: string; query: string; stones: number; size: number; rule: string }[] = [
    { name: 'the empty default', query: '', stones: 0, size: 19, rule: 'standard' },
    {
      name: 'size, rule and moves',
      query: 'size=15&rule=renju&moves=8+8%2C9+9',
      stones: 2,
      size: 15,
      rule: 'renju',
    },
    {
      name: 'a bad size falls back',
      query: 'size=99&moves=1+1',
      stones: 1,
      size: 19,
      rule: 'standard',
    },
    {
      name: 'moves stop at the first bad one',
      query: 'moves=1+1%2C1+1%2C2+2',
      stones: 1,
      size: 19,
      rule: 'standard',
    },
    {
      name: 'an unknown rule is ignored',
      query: 'rule=nope',
      stones: 0,
      size: 19,
      rule: 'standard',
    },
  ];
  for (const { name, query, stones, size, rule } of cases) {
    it(name, () => {
      const state = stateFromParams(new URLSearchParams(query));
      expect(state.game.size).toBe(size);
      expect(state.rule).toBe(rule);
      expect(state.game.board.cells.filter((cell) => cell !== 0).length).toBe(stones);
    });
  }

  it('gives back the same view: a loaded board with moves after it', () => {
    const state = initialState();
    chooseSize(state, 15);
    placeStone(state, 0, 0);
    placeStone(state, 0, 1);
    loadGrid(state, formatBoard(state.game.board));
    placeStone(state, 7, 7);
    const params = stateParams(state);
    expect(params.get('moves')).toBe('8 8');
    const again = stateFromParams(params);
    expect(formatBoard(again.game.board)).toBe(formatBoard(state.game.board));
    expect(stateParams(again).toString()).toBe(params.toString());
  });

  // The browser trial of 7 December 2026: a link made while reviewing move 3 of 6 (or a reload)
  // kept moves 1 to 3 only, and the rest of the game was lost.
  it('keeps the whole game and the move shown when an earlier move is shown', () => {
    const state = initialState();
    click(state, [
      [9, 9],
      [9, 10],
      [8, 9],
      [8, 10],
      [7, 9],
      [7, 10],
    ]);
    goToMove(state, 3);
    const params = stateParams(state);
    expect(params.get('moves')).toBe('10 10,10 11,9 10,9 11,8 10,8 11');
    expect(params.get('at')).toBe('3');
    const again = stateFromParams(params);
    expect(again.game.moves).toBe(3);
    expect(moveLine(again).moves.length).toBe(6);
    expect(again.notes).toEqual([]);
    expect(stateParams(again).toString()).toBe(params.toString());
    // At the last move there is no `at`; a move past the line, or not a number, is noted.
    goToMove(state, 6);
    expect(stateParams(state).has('at')).toBe(false);
    for (const bad of ['7', '-1', 'x', '']) {
      const query = new URLSearchParams({ moves: '10 10,10 11', at: bad });
      const view = stateFromParams(query);
      expect(view.game.moves).toBe(2);
      expect(view.notes).toEqual([{ name: 'at', value: bad }]);
    }
    expect(stateFromParams(new URLSearchParams({ moves: '10 10,10 11', at: '0' })).game.moves).toBe(
      0,
    );
  });

  it('round-trips any game played on an empty board', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(15, 19),
        fc.array(fc.tuple(fc.nat(18), fc.nat(18)), { maxLength: 30 }),
        (size, points) => {
          const state = initialState();
          chooseSize(state, size);
          for (const [row, col] of points) {
            if (row < size && col < size) placeStone(state, row, col);
          }
          const again = stateFromParams(stateParams(state));
          expect(formatBoard(again.game.board)).toBe(formatBoard(state.game.board));
          expect(again.game.moves).toBe(state.game.moves);
        },
      ),
      runs(60),
    );
  });
});

describe('undo of Clear, Load and a size change; records; long wins', () => {
  it('brings back the game a Clear, a Load or a size change replaced', () => {
    const state = initialState();
    placeStone(state, 9, 9);
    clearBoard(state);
    expect(state.game.moves).toBe(0);
    expect(canUndo(state)).toBe(true);
    undoMove(state);
    expect(state.game.moves).toBe(1);
    chooseSize(state, 15);
    undoMove(state);
    expect(state.game.size).toBe(19);
    loadGrid(state, SPEC_EXAMPLE);
    undoMove(state);
    expect(state.start).toBeUndefined();
    expect(state.game.moves).toBe(1);
    undoMove(state);
    expect(state.game.moves).toBe(0);
    expect(canUndo(state)).toBe(false);
  });

  it('writes a record that loads back to the same board', () => {
    const state = initialState();
    click(state, [
      [9, 9],
      [9, 10],
      [10, 9],
    ]);
    const record = recordOf(state);
    expect(record).toBe('10 10\n10 11\n11 10\n');
    const other = initialState();
    loadRecord(other, record);
    expect(formatBoard(other.game.board)).toBe(formatBoard(state.game.board));
    expect(other.note?.key).toBe('omok.recordLoaded');
    loadRecord(other, '10 10\n10 10\n');
    expect(other.note?.key).toBe('omok.recordError');
    // The place comes with the message; the page says it in Korean from the catalogue, with the
    // error itself (its code and values), as the command line does.
    const message = String(other.note?.values?.message);
    expect(message).toBe(
      'line 2, column 1: move 2 "10 10": the point was already played by move 1',
    );
    expect(render('ko', inputErrorMessage(other.note!.input!))).toBe(
      '2번째 줄 1번째 글자: 2번째 수 "10 10": 이미 1번째 수에서 둔 자리입니다',
    );
  });

  it('calls a win of six what it is under the freestyle rule', () => {
    const state = initialState();
    chooseRule(state, 'freestyle');
    // Black 1..3 and 5..6 on row 1, then 4 joins them: six in a row.
    for (const col of [0, 1, 2, 4, 5]) {
      placeStone(state, 0, col);
      placeStone(state, 5, col);
    }
    placeStone(state, 0, 3);
    const status = statusOf(state.game);
    expect(status).toMatchObject({ kind: 'five', length: 6 });
  });
});

describe('review', () => {
  it('walks the line back and forth, clamped, keeping the moves after the one shown', () => {
    const state = stateFromParams(new URLSearchParams('size=15&moves=8+8,8+9,9+9,9+10'));
    goToMove(state, 1);
    expect(moveLine(state)).toMatchObject({ current: 1 });
    expect(moveLine(state).moves).toHaveLength(4);
    goToMove(state, 99);
    expect(state.game.moves).toBe(4);
    goToMove(state, -3);
    expect(state.game.moves).toBe(0);
    expect(moveLine(state).moves).toHaveLength(4);
  });

  it('the next move of the line keeps it; another starts a new line and says so', () => {
    const state = stateFromParams(new URLSearchParams('size=15&moves=8+8,8+9,9+9,9+10'));
    goToMove(state, 2);
    placeStone(state, 8, 8);
    expect(state.note).toBeUndefined();
    expect(moveLine(state).moves).toHaveLength(4);
    goToMove(state, 2);
    placeStone(state, 0, 0);
    expect(state.note).toEqual({ key: 'omok.newLine', values: { move: 3, dropped: 2 } });
    expect(moveLine(state).moves).toHaveLength(3);
  });
});
