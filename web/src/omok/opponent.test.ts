import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  BLACK,
  MAX_ENGINE_SIZE,
  MIN_ENGINE_SIZE,
  type Point,
  WHITE,
} from '../../../src/omok/index.js';
import { runs } from '../../../test/support/property.js';
import type { EngineAnswer } from './engine-client.js';
import {
  askFor,
  blackView,
  boardLocked,
  chooseOpponent,
  computerToMove,
  ENGINE_SIZES,
  engineFailed,
  focusLine,
  initialOpponent,
  nextRequest,
  type OpponentState,
  opponentFromParams,
  opponentParams,
  positionKey,
  receive,
  redoTurn,
  STRENGTH_LIMITS,
  shownPoints,
  undoTurn,
  verdictOf,
} from './opponent.js';
import { chooseRule, chooseSize, type OmokState, placeStone, stateFromParams } from './state.js';

function answerAt(move: Point | null, more: Partial<EngineAnswer> = {}): EngineAnswer {
  return {
    move,
    score: 0,
    winIn: null,
    pv: move === null ? [] : [move],
    forced: null,
    depth: 1,
    ...more,
  };
}

function game(query: string): { state: OmokState; opp: OpponentState } {
  const params = new URLSearchParams(query);
  return { state: stateFromParams(params), opp: opponentFromParams(params) };
}

/** What the worker does, in the test's thread: the engine's answer to a request. */
function think(state: OmokState, timeMs = 20): EngineAnswer {
  return analyse(state.game.board, state.game.rule, state.game.toPlay, { timeMs });
}

describe("the computer's turn", () => {
  it('asks for a move once, on its turn only, and plays the answer', () => {
    const { state, opp } = game('size=15&vs=white&level=easy&moves=8+8');
    const first = nextRequest(state, opp);
    expect(first.request).toMatchObject({ kind: 'move', limits: STRENGTH_LIMITS.easy });
    expect(boardLocked(state, opp)).toBe(true);
    // Rendering again while it thinks asks nothing more and stops nothing.
    expect(nextRequest(state, opp)).toEqual({ cancel: false, request: undefined });
    expect(receive(state, opp, 'move', first.request!.key, answerAt({ row: 7, col: 8 }))).toBe(
      true,
    );
    expect(state.game.board.cells[7 * 15 + 8]).toBe(WHITE);
    expect(boardLocked(state, opp)).toBe(false);
    expect(nextRequest(state, opp).request).toBeUndefined();
  });

  it.each([
    ['off', 'moves=8+8', false],
    ['black', '', true],
    ['black', 'moves=8+8', false],
    ['white', 'moves=8+8', true],
    ['white', '', false],
    // A game that is over: nobody moves.
    ['white', 'moves=1+1,2+1,1+2,2+2,1+3,2+3,1+4,2+4,1+5', false],
  ] as const)('vs=%s with %s: the computer to move is %s', (vs, moves, expected) => {
    const { state, opp } = game(`size=15&vs=${vs}&${moves}`);
    expect(computerToMove(state, opp)).toBe(expected);
    expect(nextRequest(state, opp).request !== undefined).toBe(expected);
  });

  it('drops an answer for a position that is gone, and stops its search', () => {
    const { state, opp } = game('size=15&vs=white&moves=8+8');
    const { request } = nextRequest(state, opp);
    undoTurn(state, opp);
    expect(nextRequest(state, opp)).toEqual({ cancel: false, request: undefined });
    placeStone(state, 3, 3);
    const again = nextRequest(state, opp);
    expect(again.request).toBeDefined();
    expect(receive(state, opp, 'move', request!.key, answerAt({ row: 7, col: 8 }))).toBe(false);
    expect(state.game.moves).toBe(1);
    // A rule change while it thinks: the search is stopped and asked again.
    chooseRule(state, 'renju');
    expect(nextRequest(state, opp).cancel).toBe(true);
  });

  it('stops asking when it is switched off, and says so when the engine is missing', () => {
    const { state, opp } = game('size=15&vs=white&moves=8+8');
    nextRequest(state, opp);
    chooseOpponent(opp, 'off');
    expect(nextRequest(state, opp)).toEqual({ cancel: false, request: undefined });
    chooseOpponent(opp, 'white');
    nextRequest(state, opp);
    engineFailed(state, opp, true);
    expect(opp.problem).toBe('unavailable');
    expect(nextRequest(state, opp).request).toBeUndefined();
    expect(askFor(state, opp, 'hint')).toBeUndefined();
  });

  it('does not loop on a refused answer, and does not play off its size', () => {
    const { state, opp } = game('size=15&vs=white&moves=8+8');
    const { request } = nextRequest(state, opp);
    receive(state, opp, 'move', request!.key, answerAt({ row: 7, col: 7 }));
    expect(opp.problem).toBe('failed');
    expect(nextRequest(state, opp).request).toBeUndefined();
    chooseSize(state, 30);
    placeStone(state, 0, 0);
    expect(nextRequest(state, opp).request).toBeUndefined();
    expect(opp.problem).toBe('size');
  });

  it("copies the engine's board sizes", () => {
    expect(ENGINE_SIZES).toEqual({ min: MIN_ENGINE_SIZE, max: MAX_ENGINE_SIZE });
  });
});

describe('undo and redo against the computer', () => {
  it.each([
    // Computer white: person's move and reply come off; while it thinks, only the person's.
    ['white', '8+8,8+9,9+9,9+10', 2],
    ['white', '8+8,8+9,9+9', 2],
    // Computer black: its first stone stays when nothing of the person's is left before it.
    ['black', '8+8,8+9,9+9', 1],
    ['black', '8+8,8+9', 1],
    ['black', '8+8', 0],
    ['off', '8+8,8+9,9+9', 2],
  ] as const)('vs=%s after %s: %i moves stay', (vs, moves, left) => {
    const { state, opp } = game(`size=15&vs=${vs}&moves=${moves}`);
    undoTurn(state, opp);
    expect(state.game.moves).toBe(left);
    expect(opp.pending).toBeUndefined();
  });

  it('redo gives the turn back', () => {
    const { state, opp } = game('size=15&vs=white&moves=8+8,8+9,9+9,9+10');
    undoTurn(state, opp);
    redoTurn(state, opp);
    expect(state.game.moves).toBe(4);
  });

  it('leaves the person to move, or nothing left to take back (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('black', 'white'),
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 12 }),
        (vs, points) => {
          const state = stateFromParams(new URLSearchParams('size=9'));
          for (const at of points) placeStone(state, Math.floor(at / 9), at % 9);
          const opp = initialOpponent();
          chooseOpponent(opp, vs);
          const before = state.game.moves;
          undoTurn(state, opp);
          const computer = vs === 'black' ? BLACK : WHITE;
          expect(state.game.toPlay !== computer || !state.game.canUndo).toBe(true);
          expect(before - state.game.moves).toBeLessThanOrEqual(2);
        },
      ),
      runs(100),
    );
  });
});

describe('hint and analysis', () => {
  it('keeps a hint for its position only, and not while the computer thinks', () => {
    const { state, opp } = game('size=15&moves=8+8');
    const request = askFor(state, opp, 'hint');
    expect(request).toMatchObject({ kind: 'hint', key: positionKey(state) });
    receive(state, opp, 'hint', request!.key, answerAt({ row: 6, col: 6 }));
    expect(shownPoints(opp.shown)).toEqual({
      hint: { row: 6, col: 6 },
      line: [],
      focused: undefined,
    });
    placeStone(state, 6, 6);
    nextRequest(state, opp);
    expect(opp.shown).toBeUndefined();
    const vs = game('size=15&vs=black');
    nextRequest(vs.state, vs.opp);
    expect(askFor(vs.state, vs.opp, 'analyse')).toBeUndefined();
  });

  it('draws the forced win when there is one, else the principal variation', () => {
    const pv = [
      { row: 1, col: 1 },
      { row: 2, col: 2 },
    ];
    const forced = { kind: 'vcf' as const, line: [{ row: 3, col: 3 }] };
    const shown = (answer: EngineAnswer) => ({ kind: 'analyse' as const, key: '', answer });
    expect(shownPoints(shown(answerAt(pv[0]!, { pv }))).line).toEqual(pv);
    expect(shownPoints(shown(answerAt(pv[0]!, { pv, forced }))).line).toEqual(forced.line);
  });

  it('an analysis deepens: each deeper answer is shown while the search goes on', () => {
    const { state, opp } = game('size=15&moves=8+8');
    const request = askFor(state, opp, 'analyse');
    expect(request?.deepen?.capMs).toBeGreaterThan(0);
    expect(receive(state, opp, 'analyse', request!.key, answerAt({ row: 6, col: 6 }), false)).toBe(
      true,
    );
    expect(opp.pending?.kind).toBe('analyse');
    expect(opp.shown?.answer.move).toEqual({ row: 6, col: 6 });
    receive(state, opp, 'analyse', request!.key, answerAt({ row: 7, col: 6 }));
    expect(opp.pending).toBeUndefined();
    expect(opp.shown?.answer.move).toEqual({ row: 7, col: 6 });
  });

  it('a move of the line clicked previews the line to there; a candidate shows its own', () => {
    const pv = [1, 2, 3].map((n) => ({ row: n, col: n }));
    const candidate = {
      move: { row: 5, col: 5 },
      score: 40,
      winIn: null,
      pv: [{ row: 5, col: 5 }],
    };
    const shown = {
      kind: 'analyse' as const,
      key: '',
      answer: { ...answerAt(pv[0]!, { pv }), candidates: [candidate] },
    };
    const opp = initialOpponent();
    focusLine(opp, 'pv', 2);
    expect(shownPoints(shown, opp.focus)).toEqual({
      hint: undefined,
      line: pv.slice(0, 2),
      focused: 1,
    });
    focusLine(opp, 'pv', 2);
    expect(opp.focus).toBeUndefined();
    focusLine(opp, 0, 1);
    expect(shownPoints(shown, opp.focus).line).toEqual(candidate.pv);
  });

  it.each([
    [{ score: 120 }, BLACK, { score: 120, winIn: null }],
    [{ score: 120 }, WHITE, { score: -120, winIn: null }],
    [{ winIn: 3 }, WHITE, { winIn: -2, share: 0 }],
    [{ winIn: -3 }, WHITE, { winIn: 2, share: 1 }],
  ] as const)('evaluation %o for %i from black’s side', (more, toMove, expected) => {
    expect(blackView(answerAt(null, more), toMove)).toMatchObject(expected);
  });

  it('the bar leans to the side the evaluation favours', () => {
    expect(blackView(answerAt(null, { score: 300 }), BLACK).share).toBeGreaterThan(0.5);
    expect(blackView(answerAt(null, { score: 0 }), BLACK).share).toBe(0.5);
  });

  it.each([
    [{ score: 10 }, BLACK, { kind: 'even' }],
    [{ score: 120 }, BLACK, { kind: 'better', color: BLACK, much: false }],
    [{ score: -900 }, BLACK, { kind: 'better', color: WHITE, much: true }],
    [{ winIn: 5 }, WHITE, { kind: 'wins', winner: WHITE, moves: 3 }],
    [{ winIn: -4 }, WHITE, { kind: 'wins', winner: BLACK, moves: 2 }],
    [
      { forced: { kind: 'vct' as const, line: [1, 2, 3, 4, 5].map((n) => ({ row: n, col: n })) } },
      BLACK,
      { kind: 'forced', winner: BLACK, moves: 3, by: 'vct' },
    ],
  ] as const)('verdict of %o for %i', (more, toMove, expected) => {
    expect(verdictOf(answerAt(null, more), toMove)).toEqual(expected);
  });
});

describe('the computer in a link', () => {
  it.each([
    ['', ''],
    ['vs=white', 'vs=white'],
    ['vs=black&level=strong', 'vs=black&level=strong'],
    ['vs=purple&level=normal', ''],
    ['level=easy', 'level=easy'],
  ])('%s reads back as %s', (query, expected) => {
    const params = new URLSearchParams();
    opponentParams(opponentFromParams(new URLSearchParams(query)), params);
    expect(params.toString()).toBe(expected);
  });
});

describe('with the real engine', () => {
  it('the computer never plays a taken or forbidden point as black under renju (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 224 }), { minLength: 6, maxLength: 6 }),
        (tries) => {
          const { state, opp } = game('size=15&rule=renju&vs=black&level=easy');
          for (const at of tries) {
            const { request } = nextRequest(state, opp);
            if (request === undefined) break;
            receive(state, opp, 'move', request.key, think(state));
            expect(opp.problem).toBeUndefined();
            const decisive = state.game.decisive;
            expect(decisive === null || decisive.reason === 'five').toBe(true);
            if (state.game.isOver) break;
            // The person: the first empty point from `at` on that the rule lets white play.
            for (let k = 0; k < 225; k++) {
              const p = (at + k) % 225;
              if (state.game.board.cells[p] !== 0) continue;
              placeStone(state, Math.floor(p / 15), p % 15);
              break;
            }
          }
        },
      ),
      runs(4),
    );
  });
});
