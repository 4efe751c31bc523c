import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { BLACK, boardFromRows, createBoard, type Point, setStone, WHITE } from './board.js';
import { Game, type MoveOutcome } from './game.js';
import { type Grid, referenceJudge } from './reference.test-helper.js';
import { referenceForbidden } from './renju-reference.test-helper.js';
import { RULES, type Rule } from './rules.js';

/** Plays `points` in turn, expecting each to be played; returns the last outcome. */
function playAll(game: Game, points: readonly [number, number][]): MoveOutcome | undefined {
  let outcome: MoveOutcome | undefined;
  for (const [row, col] of points) outcome = game.play({ row, col });
  return outcome;
}

/** Black along row 7 from column 0, white along row 0: black's fifth stone is move 9. */
const BLACK_FIVE: [number, number][] = [
  [7, 0],
  [0, 0],
  [7, 1],
  [0, 2],
  [7, 2],
  [0, 4],
  [7, 3],
  [0, 6],
  [7, 4],
];

/** Black 7 5, 7 6, 5 7, 6 7 (white far away): black at 7 7 makes two open threes. */
const DOUBLE_THREE: [number, number][] = [
  [7, 5],
  [0, 0],
  [7, 6],
  [0, 2],
  [5, 7],
  [0, 4],
  [6, 7],
  [0, 6],
];

describe('Game: turns, undo and redo', () => {
  it('alternates colours, black first, and stops at the decisive move', () => {
    const game = new Game(15, 'standard');
    expect(game.toPlay).toBe(BLACK);
    const last = playAll(game, BLACK_FIVE);
    expect(last?.kind).toBe('decisive');
    expect(game.decisive).toMatchObject({ move: 9, color: BLACK, winner: BLACK, reason: 'five' });
    expect(game.isOver).toBe(true);
    expect(game.play({ row: 10, col: 10 })).toEqual({ kind: 'over' });
  });

  it('takes moves back and plays them again', () => {
    const game = new Game(15, 'standard');
    playAll(game, BLACK_FIVE);
    expect(game.undo()).toEqual({ row: 7, col: 4 });
    expect(game.isOver).toBe(false);
    expect(game.decisive).toBeNull();
    expect(game.moveAt(7, 4)).toBe(0);
    expect(game.toPlay).toBe(BLACK);
    expect(game.canRedo).toBe(true);
    expect(game.redo()?.kind).toBe('decisive');
    expect(game.canRedo).toBe(false);
    expect(game.redo()).toBeUndefined();
  });

  it('keeps the moves taken back when the next of them is played, and drops them otherwise', () => {
    const game = new Game(15, 'standard');
    playAll(game, BLACK_FIVE.slice(0, 4));
    game.undo();
    game.undo();
    game.play({ row: 7, col: 1 });
    expect(game.canRedo).toBe(true);
    game.play({ row: 9, col: 9 });
    expect(game.canRedo).toBe(false);
    expect(game.history).toEqual([
      { row: 7, col: 0 },
      { row: 0, col: 0 },
      { row: 7, col: 1 },
      { row: 9, col: 9 },
    ]);
  });

  it('refuses taken points, points off the board, and moves after the end', () => {
    const game = new Game(9, 'standard');
    expect(game.play({ row: 4, col: 4 })).toEqual({ kind: 'played' });
    expect(game.play({ row: 4, col: 4 })).toEqual({ kind: 'taken', by: 1 });
    expect(game.play({ row: 9, col: 0 })).toEqual({ kind: 'off-board' });
    expect(game.play({ row: 0.5, col: 0 })).toEqual({ kind: 'off-board' });
    expect(game.undo()).toEqual({ row: 4, col: 4 });
    expect(game.undo()).toBeUndefined();
  });
});

describe('Game: from a given board', () => {
  const rows = (picture: readonly string[]) =>
    boardFromRows(picture.map((row) => [...row].map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0))));

  it('continues with the colour that has fewer stones, and never takes back a stone of the board', () => {
    const board = rows(['X....', '.....', '..O..', '.....', '....X']);
    const game = new Game(board, 'standard');
    expect(game.toPlay).toBe(WHITE);
    expect(game.play({ row: 0, col: 0 })).toEqual({ kind: 'taken', by: 0 });
    expect(game.play({ row: 1, col: 1 }).kind).toBe('played');
    expect(game.toPlay).toBe(BLACK);
    expect(game.undo()).toEqual({ row: 1, col: 1 });
    expect(game.undo()).toBeUndefined();
    // The game's board is its own: the board it started from is not changed.
    expect(board.cells[6]).toBe(0);
  });

  it('is over before its first move when the board already has a winner', () => {
    const board = createBoard(9);
    for (let col = 0; col < 5; col++) setStone(board, 0, col, BLACK);
    for (let col = 0; col < 4; col++) setStone(board, 2, col, WHITE);
    const game = new Game(board, 'standard');
    expect(game.start.kind).toBe('winner');
    expect(game.isOver).toBe(true);
    expect(game.decisive).toBeNull();
    expect(game.play({ row: 5, col: 5 })).toEqual({ kind: 'over' });
  });
});

describe('Game: renju forbidden moves', () => {
  it.each([
    { effect: 'lose', expected: 'decisive' },
    { effect: 'refuse', expected: 'forbidden' },
  ] as const)('a forbidden move by black: $effect', ({ effect, expected }) => {
    const game = new Game(15, 'renju', { forbiddenMove: effect });
    playAll(game, DOUBLE_THREE);
    expect(game.forbiddenPoints()).toEqual([{ row: 7, col: 7, reason: 'double-three' }]);
    const outcome = game.play({ row: 7, col: 7 });
    expect(outcome.kind).toBe(expected);
    if (effect === 'lose') {
      expect(game.decisive).toMatchObject({ winner: WHITE, reason: 'double-three', move: 9 });
      expect(game.forbiddenPoints()).toEqual([]);
    } else {
      expect(outcome).toEqual({ kind: 'forbidden', reason: 'double-three' });
      expect(game.moves).toBe(8);
    }
  });

  it('has no forbidden points with white to play, nor under the other rules', () => {
    const renju = new Game(15, 'renju');
    playAll(renju, DOUBLE_THREE.slice(0, 7));
    expect(renju.toPlay).toBe(WHITE);
    expect(renju.forbiddenPoints()).toEqual([]);
    const standard = new Game(15, 'standard');
    playAll(standard, DOUBLE_THREE);
    expect(standard.forbiddenPoints()).toEqual([]);
  });

  it('replays its moves under another rule as far as that rule lets them go', () => {
    // Six black stones in a row, the gap filled last (no five before), whites far away.
    const game = new Game(15, 'standard');
    [0, 1, 2, 4, 5, 3].forEach((col, move) => {
      game.play({ row: 7, col });
      if (move < 5) game.play({ row: 14, col: move * 2 });
    });
    expect(game.isOver).toBe(false);
    expect(game.withRule('freestyle').decisive).toMatchObject({ reason: 'five', move: 11 });
    const lose = game.withRule('renju');
    expect(lose.decisive).toMatchObject({ reason: 'overline', winner: WHITE });
    const refuse = game.withRule('renju', { forbiddenMove: 'refuse' });
    expect(refuse.moves).toBe(10);
    expect(refuse.canRedo).toBe(true);
    expect(refuse.redo()).toEqual({ kind: 'forbidden', reason: 'overline' });
  });
});

// ---------------------------------------------------------------------------------------------
// Against a slow reference: the same actions on a model that keeps only the list of moves and
// works everything out from scratch on a grid each time.

type Action = { kind: 'play'; row: number; col: number } | { kind: 'undo' } | { kind: 'redo' };

/** The length of the run of `color` through (r, c) along (dr, dc), counted stone by stone. */
function runLength(grid: Grid, r: number, c: number, dr: number, dc: number, color: number) {
  const n = grid.length;
  let length = 1;
  for (const sign of [1, -1]) {
    let y = r + sign * dr;
    let x = c + sign * dc;
    while (y >= 0 && y < n && x >= 0 && x < n && grid[y]![x] === color) {
      length++;
      y += sign * dr;
      x += sign * dc;
    }
  }
  return length;
}

/** What the model should answer, worked out from the start grid and the moves on it. */
class ReferenceGame {
  readonly moves: [number, number][] = [];
  readonly undone: [number, number][] = [];
  private decided: { winner: number; reason: string } | null = null;

  constructor(
    private readonly start: Grid,
    private readonly rule: Rule,
    private readonly effect: 'lose' | 'refuse',
  ) {
    this.startOver = referenceJudge(start, rule).kind !== 'no-winner';
    const stones = start.flat();
    const black = stones.filter((s) => s === 1).length;
    const white = stones.filter((s) => s === 2).length;
    this.first = black <= white ? 1 : 2;
  }

  private readonly startOver: boolean;
  private readonly first: number;

  grid(): Grid {
    const grid = this.start.map((row) => [...row]);
    this.moves.forEach(([r, c], i) => {
      grid[r]![c] = this.colorOf(i);
    });
    return grid;
  }

  colorOf(move: number): number {
    return move % 2 === 0 ? this.first : 3 - this.first;
  }

  over(): boolean {
    return this.decided !== null || this.startOver;
  }

  play(r: number, c: number): string {
    const n = this.start.length;
    if (this.over()) return 'over';
    if (r < 0 || c < 0 || r >= n || c >= n) return 'off-board';
    const grid = this.grid();
    if (grid[r]![c] !== 0) return 'taken';
    const color = this.colorOf(this.moves.length);
    const forbidden = this.rule === 'renju' && color === 1 ? referenceForbidden(grid, r, c) : null;
    if (forbidden !== null && this.effect === 'refuse') return 'forbidden';
    grid[r]![c] = color;
    const lengths = [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ].map(([dr, dc]) => runLength(grid, r, c, dr!, dc!, color));
    const wins = lengths.some((length) =>
      this.rule === 'freestyle' || (this.rule === 'renju' && color === 2)
        ? length >= 5
        : length === 5,
    );
    this.moves.push([r, c]);
    const next = this.undone.at(-1);
    if (next !== undefined && next[0] === r && next[1] === c) this.undone.pop();
    else this.undone.length = 0;
    if (wins) this.decided = { winner: color, reason: 'five' };
    else if (forbidden !== null) this.decided = { winner: 3 - color, reason: forbidden };
    return this.decided === null ? 'played' : 'decisive';
  }

  undo(): void {
    const last = this.moves.pop();
    if (last === undefined) return;
    this.decided = null;
    this.undone.push(last);
  }

  redo(): string | undefined {
    const next = this.undone.at(-1);
    return next === undefined ? undefined : this.play(next[0], next[1]);
  }

  verdict() {
    return this.decided;
  }
}

/** The points within three of the centre, as offsets: the area the random sessions play in. */
const AREA: [number, number][] = [];
for (let dr = -3; dr <= 3; dr++) for (let dc = -3; dc <= 3; dc++) AREA.push([dr, dc]);

const scenario = fc
  .record({
    size: fc.constantFrom(7, 9, 11),
    rule: fc.constantFrom<Rule>('renju', ...RULES),
    effect: fc.constantFrom('lose' as const, 'refuse' as const),
    startStones: fc.array(fc.tuple(fc.nat(10), fc.nat(10), fc.constantFrom(1, 2)), {
      maxLength: 6,
    }),
    points: fc.shuffledSubarray(AREA, { minLength: AREA.length }),
    // Mostly new points, sometimes a point played before, off the board, or undo and redo.
    steps: fc.array(
      fc.constantFrom('new', 'new', 'new', 'new', 'new', 'again', 'off', 'undo', 'redo'),
      {
        minLength: 60,
        maxLength: 60,
      },
    ),
  })
  .map((s) => {
    const start: Grid = Array.from({ length: s.size }, () => new Array<number>(s.size).fill(0));
    for (const [r, c, color] of s.startStones) {
      if (r < s.size && c < s.size) start[r]![c] = color;
    }
    const centre = Math.floor(s.size / 2);
    let next = 0;
    const actions = s.steps.map((step, i): Action => {
      if (step === 'undo' || step === 'redo') return { kind: step };
      if (step === 'off') return { kind: 'play', row: -1, col: i % s.size };
      const [dr, dc] = s.points[step === 'again' ? i % (next + 1) : next++ % AREA.length]!;
      return { kind: 'play', row: centre + dr, col: centre + dc };
    });
    return { ...s, start, actions };
  });

describe('Game: the same answers as a model that replays from scratch', () => {
  it('agrees after every action of 200 random sessions', () => {
    let decided = 0;
    fc.assert(
      fc.property(scenario, ({ size, rule, effect, start, actions }) => {
        const board = createBoard(size);
        start.forEach((row, r) => {
          row.forEach((cell, c) => {
            setStone(board, r, c, cell as 0 | 1 | 2);
          });
        });
        const game = new Game(board, rule, { forbiddenMove: effect });
        const reference = new ReferenceGame(start, rule, effect);
        let reached = false;
        for (const action of actions) {
          if (action.kind === 'undo') {
            game.undo();
            reference.undo();
          } else if (action.kind === 'redo') {
            expect(game.redo()?.kind).toBe(reference.redo());
          } else {
            const point: Point = { row: action.row, col: action.col };
            expect(game.play(point).kind).toBe(reference.play(action.row, action.col));
          }
          const verdict = game.decisive;
          const actual = {
            cells: game.board.cells.join(''),
            toPlay: game.toPlay,
            over: game.isOver,
            redo: game.canRedo,
            verdict: verdict === null ? null : { winner: verdict.winner, reason: verdict.reason },
          };
          expect(actual).toEqual({
            cells: reference.grid().flat().join(''),
            toPlay: reference.colorOf(reference.moves.length),
            over: reference.over(),
            redo: reference.undone.length > 0,
            verdict: reference.verdict(),
          });
          reached ||= verdict !== null;
        }
        if (reached) decided++;
      }),
      runs(200),
    );
    // The sessions do reach decisive moves (a check on the generator, not on the code).
    expect(decided).toBeGreaterThan(20);
  });

  it('marks the forbidden points the reference finds, after undo and redo too', () => {
    fc.assert(
      fc.property(scenario, ({ size, effect, actions }) => {
        const game = new Game(size, 'renju', { forbiddenMove: effect });
        const reference = new ReferenceGame(
          Array.from({ length: size }, () => new Array<number>(size).fill(0)),
          'renju',
          effect,
        );
        for (const action of actions.slice(0, 30)) {
          if (action.kind === 'undo') {
            game.undo();
            reference.undo();
          } else if (action.kind === 'redo') {
            game.redo();
            reference.redo();
          } else {
            game.play({ row: action.row, col: action.col });
            reference.play(action.row, action.col);
          }
        }
        const expected: string[] = [];
        if (!reference.over() && reference.colorOf(reference.moves.length) === 1) {
          const grid = reference.grid();
          grid.forEach((row, r) => {
            row.forEach((_, c) => {
              const reason = referenceForbidden(grid, r, c);
              if (reason !== null) expected.push(`${r} ${c} ${reason}`);
            });
          });
        }
        const actual = game.forbiddenPoints().map((p) => `${p.row} ${p.col} ${p.reason}`);
        expect(actual).toEqual(expected);
      }),
      runs(100),
    );
  });
});

describe('what a game hands out cannot change the game (outside tester, third round)', () => {
  const P = (name: string) => ({ row: 15 - Number(name.slice(1)), col: name.charCodeAt(0) - 97 });

  it('the forbidden points, the history, the decisive move and the starting verdict', () => {
    const game = new Game(15, 'renju');
    for (const m of 'h7 i8 i7 k8 j8 h6 j9 g8'.split(' ')) game.play(P(m));
    const forbidden = game.forbiddenPoints();
    expect(forbidden.length).toBeGreaterThan(0);
    expect(() => {
      (forbidden as unknown[]).length = 0;
    }).toThrow(TypeError);
    expect(game.forbiddenPoints()).toEqual(forbidden);
    const history = game.history as { row: number; col: number }[];
    history.length = 0;
    expect(game.moves).toBe(8);
    expect(game.history).toHaveLength(8);
    expect(() => {
      (game.history[0] as { row: number }).row = 0;
    }).toThrow(TypeError);
    const outcome = game.play(P('j7'));
    expect(outcome.kind).toBe('decisive');
    expect(() => {
      (game.decisive as { winner: number }).winner = 1;
    }).toThrow(TypeError);
    const fresh = new Game(15, 'standard');
    expect(() => {
      (fresh.start as { kind: string }).kind = 'winner';
    }).toThrow(TypeError);
    expect(fresh.isOver).toBe(false);
  });
});
