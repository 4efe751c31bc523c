/**
 * Issue 23: every public entry of the package refuses bad arguments with a coded error naming the
 * place. The table is checked against the package's actual exports (src/index.ts, what
 * package.json "exports" reaches): an exported function, class or method without rows fails, and
 * so does a row for a name that is no longer exported.
 */
import { describe, expect, it } from 'vitest';
import * as nori from '../index.js';
import { INVALID_ARGUMENT, OUT_OF_RANGE } from './guard.js';

const { omok, yut } = nori;

type Expect = TypeErrorConstructor | RangeErrorConstructor | 'error';
type Row = readonly [what: string, call: () => unknown, expect: Expect];
type Entry = readonly Row[] | { readonly none: string };

const board = () => yut.classicBoard();
const dice = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2];
const omokBoard = () => omok.createBoard(15);
const game = () => new omok.Game(15, 'standard');
const smallGame = { turns: 2, pieces: 1, faces: 5 };
const policy = () => {
  const solved = yut.solvePolicy(board(), smallGame);
  if (!solved.ok) throw new Error('the small policy must solve');
  return solved.value;
};
const bad = (value: unknown) => value as never;
/** A board spec s -> a -> e with `a` (cells[1]) as given, unchecked. */
const threeCells = (a: unknown) =>
  bad({
    name: 't',
    start: 's',
    end: 'e',
    cells: [{ label: 's', number: 0, red: 'a' }, a, { label: 'e', number: 0 }],
  });
/** A text past the parsers' limit (16 Mi characters). */
const huge = () => '0 '.repeat(8 * 1024 * 1024 + 1);
/** A board changed behind setStone's back (its row masks disagree with its cells). */
const forged = () => {
  const b = omokBoard();
  b.cells[0] = 1;
  return b;
};

const TABLE: Record<string, Entry> = {
  'yut.advise': [
    ['board not a board', () => yut.advise(bad({}), smallGame, bad({})), TypeError],
    [
      'game.pieces 9',
      () => yut.advise(board(), { ...smallGame, pieces: 9 }, { position: [0], turn: 1, roll: 1 }),
      RangeError,
    ],
    ['request a string', () => yut.advise(board(), smallGame, bad('1')), TypeError],
    [
      'request.roll a string',
      () => yut.advise(board(), smallGame, { position: [0], turn: 1, roll: bad('3') }),
      TypeError,
    ],
    [
      'request.roll 6 (an error value, documented)',
      () => yut.advise(board(), smallGame, { position: [0], turn: 1, roll: 6 }),
      'error',
    ],
    [
      'a policy of another game',
      () =>
        yut.advise(
          board(),
          { ...smallGame, turns: 3 },
          { position: [0], turn: 1, roll: 1 },
          policy(),
        ),
      RangeError,
    ],
    [
      'request.score 2 ** 60 (an error value; every choice answered 1152921504606847200)',
      () => yut.advise(board(), smallGame, { position: [0], turn: 1, roll: 1, score: 2 ** 60 }),
      'error',
    ],
    [
      'request.score 1e300 (an error value; every choice answered 1e+300)',
      () => yut.advise(board(), smallGame, { position: [0], turn: 1, roll: 1, score: 1e300 }),
      'error',
    ],
    [
      'options.maxStates NaN',
      () =>
        yut.advise(board(), smallGame, { position: [0], turn: 1, roll: 1 }, undefined, {
          maxStates: Number.NaN,
        }),
      RangeError,
    ],
  ],
  'yut.bestPlan': [
    ['dice not an array', () => yut.bestPlan(board(), bad('1234')), TypeError],
    ['a die of 6 on a 5-face board', () => yut.bestPlan(board(), [6]), RangeError],
    ['31 dice', () => yut.bestPlan(board(), new Array(31).fill(1)), RangeError],
    ['position of 9 pieces', () => yut.bestPlan(board(), dice, new Array(9).fill(0)), RangeError],
    ['position off the board', () => yut.bestPlan(board(), dice, [0, 0, 0, 99]), RangeError],
    ['two pieces on one cell', () => yut.bestPlan(board(), dice, [3, 3, 0, 0]), RangeError],
    [
      'options.onProgress a number',
      () => yut.bestPlan(board(), dice, undefined, bad({ onProgress: 1 })),
      TypeError,
    ],
  ],
  'yut.bestScore': [
    ['pieces "4" (answered 127)', () => yut.bestScore(board(), dice, bad('4')), TypeError],
    ['{} as the board (answered -1)', () => yut.bestScore(bad({}), dice), TypeError],
    ['pieces 1.5', () => yut.bestScore(board(), dice, 1.5), RangeError],
    ['pieces NaN', () => yut.bestScore(board(), dice, Number.NaN), RangeError],
    ['pieces 9', () => yut.bestScore(board(), dice, 9), RangeError],
    ['a die of 2.5', () => yut.bestScore(board(), [1, 2.5]), RangeError],
    ['a million dice', () => yut.bestScore(board(), new Array(1e6).fill(1)), RangeError],
  ],
  'yut.classicBoard': { none: 'takes no argument' },
  'yut.compileBoard': [
    ['spec null', () => yut.compileBoard(bad(null)), 'error'],
    ['faces 0', () => yut.compileBoard(board().spec, 0), 'error'],
    ['faces NaN', () => yut.compileBoard(board().spec, Number.NaN), 'error'],
    ['a cell null (threw a TypeError)', () => yut.compileBoard(threeCells(null)), 'error'],
    [
      'a number that is JSON text (added an arrow)',
      () => yut.compileBoard(threeCells({ label: 'a', number: '7, "blue": "e"', red: 'e' })),
      'error',
    ],
  ],
  'yut.foresightMean': [
    ['policy a number', () => yut.foresightMean(bad(3)), TypeError],
    ['options.samples 0', () => yut.foresightMean(policy(), { samples: 0 }), RangeError],
    [
      'options.maxInputs 1e15 (hours of work)',
      () => yut.foresightMean(policy(), { maxInputs: 1e15 }),
      RangeError,
    ],
    [
      'options.budget Infinity',
      () => yut.foresightMean(policy(), { budget: Number.POSITIVE_INFINITY }),
      RangeError,
    ],
  ],
  'yut.formatInputError': [
    ['error undefined', () => yut.formatInputError(bad(undefined)), TypeError],
    ['error.line 0', () => yut.formatInputError({ code: 'x', message: 'm', line: 0 }), RangeError],
  ],
  'yut.initialPosition': [
    ['pieces 0', () => yut.initialPosition(board(), 0), RangeError],
    ['pieces 1e9 (a huge array)', () => yut.initialPosition(board(), 1e9), RangeError],
    ['board a string', () => yut.initialPosition(bad('classic')), TypeError],
  ],
  'yut.legalMoves': [
    ['die 0', () => yut.legalMoves(board(), [0, 0, 0, 0], 0), RangeError],
    ['die "3"', () => yut.legalMoves(board(), [0, 0, 0, 0], bad('3')), TypeError],
    ['position a number', () => yut.legalMoves(board(), bad(4), 3), TypeError],
    ['position with -1', () => yut.legalMoves(board(), [0, -1], 3), RangeError],
  ],
  'yut.parseBoard': [
    ['text a number', () => yut.parseBoard(bad(12)), TypeError],
    ['text of 16 Mi characters and more', () => yut.parseBoard(huge()), RangeError],
    ['game.faces 11', () => yut.parseBoard('{}', { pieces: 4, faces: 11 }), RangeError],
    ['a text that is no board (an error value)', () => yut.parseBoard('[1'), 'error'],
  ],
  'yut.parseDice': [
    ['text undefined', () => yut.parseDice(bad(undefined)), TypeError],
    ['text of 16 Mi characters and more', () => yut.parseDice(huge()), RangeError],
    ['format.count 0', () => yut.parseDice('1', { count: 0, faces: 5 }), RangeError],
    ['nine dice (an error value)', () => yut.parseDice('1 2 3 4 1 2 3 4 1'), 'error'],
  ],
  'yut.solvePolicy': [
    [
      'game.turns 31',
      () => yut.solvePolicy(board(), { turns: 31, pieces: 4, faces: 5 }),
      RangeError,
    ],
    ['game a string', () => yut.solvePolicy(board(), bad('10')), TypeError],
    ['options.turn 0', () => yut.solvePolicy(board(), smallGame, { turn: 0 }), RangeError],
    [
      'options.from of 2 pieces for 1',
      () => yut.solvePolicy(board(), smallGame, { from: [0, 0] }),
      RangeError,
    ],
    [
      'options.maxStates 1e12 (unbounded memory)',
      () => yut.solvePolicy(board(), smallGame, { maxStates: 1e12 }),
      RangeError,
    ],
    [
      '8 pieces and 30 turns (refused at once)',
      () => yut.solvePolicy(board(), { turns: 30, pieces: 8, faces: 5 }),
      'error',
    ],
  ],
  'omok.BoardReader': [
    ['size 4', () => new omok.BoardReader(4), RangeError],
    ['size 1e9 (a huge board)', () => new omok.BoardReader(1e9), RangeError],
    ['options.single "yes"', () => new omok.BoardReader(19, bad({ single: 'yes' })), TypeError],
  ],
  'omok.BoardReader#feed': [
    ['a string chunk', () => new omok.BoardReader(19).feed(bad('0 0')), TypeError],
    [
      'fed again before the last chunk is read (was a plain Error without a code)',
      () => {
        const reader = new omok.BoardReader(5);
        reader.feed(new TextEncoder().encode('0 0 0 0 0\n'.repeat(10)));
        reader.next();
        reader.feed(new TextEncoder().encode('0 0 0 0 0\n'));
      },
      RangeError,
    ],
    [
      'fed after finish (was read as more input)',
      () => {
        const reader = new omok.BoardReader(5);
        reader.finish();
        reader.feed(new TextEncoder().encode('0 0 0 0 0\n'.repeat(5)));
      },
      RangeError,
    ],
  ],
  'omok.BoardReader#finish': { none: 'takes no argument' },
  'omok.BoardReader#next': { none: 'takes no argument' },
  // Private methods of the core classes: TypeScript refuses a call of them.
  'omok.BoardReader#gather': { none: 'private' },
  'omok.BoardReader#readRows': { none: 'private' },
  'omok.BoardReader#fail': { none: 'private' },
  'omok.BoardReader#readLine': { none: 'private' },
  // Found by an attack: a raw "sink is not a function" after the chunk was read.
  'omok.BoardReader#push': [
    [
      'sink undefined',
      () => new omok.BoardReader(5).push(new TextEncoder().encode('0 0 0 0 0\n'), bad(undefined)),
      TypeError,
    ],
    [
      'sink 42',
      () => new omok.BoardReader(5).push(new TextEncoder().encode('0 0 0 0 0\n'), bad(42)),
      TypeError,
    ],
    ['a string chunk', () => new omok.BoardReader(5).push(bad('0 0'), () => {}), TypeError],
    [
      'pushed after the end',
      () => {
        const reader = new omok.BoardReader(5);
        reader.end(() => {});
        reader.push(new TextEncoder().encode('0 0 0 0 0\n'), () => {});
      },
      RangeError,
    ],
  ],
  'omok.BoardReader#end': [
    ['sink undefined', () => new omok.BoardReader(5).end(bad(undefined)), TypeError],
  ],
  'omok.BoardReader#drain': { none: 'private' },
  'omok.BoardReader#tokenError': { none: 'private' },
  'omok.BoardReader#settle': { none: 'private' },
  'omok.BoardReader#boardNumber': { none: 'private' },
  'omok.Game': [
    ['start 4', () => new omok.Game(4, 'standard'), RangeError],
    ['start 1e6 (a huge board)', () => new omok.Game(1e6, 'standard'), RangeError],
    ['start a forged board', () => new omok.Game(forged(), 'standard'), RangeError],
    ['rule "gomoku"', () => new omok.Game(15, bad('gomoku')), RangeError],
    [
      'options.forbiddenMove "pass"',
      () => new omok.Game(15, 'renju', bad({ forbiddenMove: 'pass' })),
      RangeError,
    ],
  ],
  'omok.Game#play': [
    ['row 1.5', () => game().play({ row: 1.5, col: 0 }), RangeError],
    ['col NaN', () => game().play({ row: 1, col: Number.NaN }), RangeError],
    ['row Infinity', () => game().play({ row: Number.POSITIVE_INFINITY, col: 0 }), RangeError],
    ['col a bigint', () => game().play({ row: 1, col: bad(1n) }), TypeError],
    ['a point as an array', () => game().play(bad([1, 2])), TypeError],
    [
      'on a game from withRule',
      () => game().withRule('renju').play({ row: 0.5, col: 0 }),
      RangeError,
    ],
  ],
  'omok.Game#moveAt': [
    ['col 15 on 15 x 15 (read another point)', () => game().moveAt(0, 15), RangeError],
    ['row "1"', () => game().moveAt(bad('1'), 0), TypeError],
  ],
  'omok.Game#withRule': [['rule 3', () => game().withRule(bad(3)), TypeError]],
  'omok.Game#forbiddenPoints': { none: 'takes no argument' },
  'omok.Game#undo': { none: 'takes no argument' },
  'omok.Game#redo': { none: 'takes no argument' },
  'omok.Game#place': { none: 'private' },
  'omok.createBoard': [
    ['size 4', () => omok.createBoard(4), RangeError],
    ['size 40000 (1.6 GB)', () => omok.createBoard(40_000), RangeError],
    ['size "15"', () => omok.createBoard(bad('15')), TypeError],
  ],
  'omok.findLines': [
    ['minLength 0', () => omok.findLines(omokBoard(), 0), RangeError],
    ['board a forged board', () => omok.findLines(forged()), RangeError],
    ['board null', () => omok.findLines(bad(null)), TypeError],
  ],
  'omok.forbiddenPoints': [
    ['board {}', () => omok.forbiddenPoints(bad({})), TypeError],
    [
      'a cell of 7',
      () => {
        const b = omok.createBoard(15);
        b.cells[3] = 7;
        return omok.forbiddenPoints(b);
      },
      RangeError,
    ],
  ],
  'omok.forbiddenReason': [
    ['point.row 1.5', () => omok.forbiddenReason(omokBoard(), { row: 1.5, col: 0 }), RangeError],
    ['point undefined', () => omok.forbiddenReason(omokBoard(), bad(undefined)), TypeError],
    [
      'point.col -Infinity',
      () => omok.forbiddenReason(omokBoard(), { row: 0, col: Number.NEGATIVE_INFINITY }),
      RangeError,
    ],
  ],
  'omok.formatAnswer': [
    [
      'judgement kind "draw"',
      () => omok.formatAnswer(bad({ kind: 'draw', lines: [] })),
      RangeError,
    ],
    [
      'a winner of colour 3',
      () => omok.formatAnswer(bad({ kind: 'winner', color: 3, at: { row: 0, col: 0 } })),
      RangeError,
    ],
  ],
  'omok.formatInputError': [
    ['error a string', () => omok.formatInputError(bad('oops')), TypeError],
    [
      'error.column 1.5',
      () => omok.formatInputError({ code: 'x', message: 'm', line: 1, column: 1.5 }),
      RangeError,
    ],
  ],
  'omok.judge': [
    ['rule "Renju"', () => omok.judge(omokBoard(), bad('Renju')), RangeError],
    ['board an array of rows', () => omok.judge(bad([[0]])), TypeError],
  ],
  'omok.linesThrough': [
    ['color 3', () => omok.linesThrough(omokBoard(), 7, 7, bad(3)), RangeError],
    ['row 15 on 15 x 15', () => omok.linesThrough(omokBoard(), 15, 0, 1), RangeError],
  ],
  'omok.parseBoard': [
    ['size 1e9 (an error value)', () => omok.parseBoard('0', 1e9), 'error'],
    ['text a number', () => omok.parseBoard(bad(0)), TypeError],
    ['text of 16 Mi characters and more', () => omok.parseBoard(huge()), RangeError],
  ],
  'omok.parseRecord': [
    [
      'size 1e9 (an error value; the replay would need 1e18 points)',
      () => omok.parseRecord('h8', 1e9),
      'error',
    ],
    ['size NaN (an error value)', () => omok.parseRecord('h8', Number.NaN), 'error'],
    ['text null', () => omok.parseRecord(bad(null), 15), TypeError],
  ],
  'omok.replay': [
    ['size 2e9', () => omok.replay([], 2e9, 'standard'), RangeError],
    ['a move off the board', () => omok.replay([{ row: 15, col: 0 }], 15, 'standard'), RangeError],
    [
      'a move played twice',
      () =>
        omok.replay(
          [
            { row: 1, col: 1 },
            { row: 1, col: 1 },
          ],
          15,
          'standard',
        ),
      RangeError,
    ],
    ['rule undefined', () => omok.replay([], 15, bad(undefined)), TypeError],
  ],
  'omok.setStone': [
    ['row 1.5 (did nothing)', () => omok.setStone(omokBoard(), 1.5, 3, 1), RangeError],
    ['cell 7 (was accepted)', () => omok.setStone(omokBoard(), 1, 3, bad(7)), RangeError],
    ['row "1"', () => omok.setStone(omokBoard(), bad('1'), 3, 1), TypeError],
  ],
};

/** Every callable the package exports, and every method of its classes: `omok.Game#play`. */
function publicEntries(): Map<string, (...args: never[]) => unknown> {
  const entries = new Map<string, (...args: never[]) => unknown>();
  for (const [space, module] of Object.entries(nori)) {
    for (const [name, value] of Object.entries(module as Record<string, unknown>)) {
      if (typeof value !== 'function') continue;
      entries.set(`${space}.${name}`, value as () => unknown);
      const isClass = /^class\b/.test(Function.prototype.toString.call(value));
      if (!isClass) continue;
      for (
        let proto = value.prototype;
        proto !== Object.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        for (const method of Object.getOwnPropertyNames(proto)) {
          const descriptor = Object.getOwnPropertyDescriptor(proto, method)!;
          if (method === 'constructor' || typeof descriptor.value !== 'function') continue;
          const key = `${space}.${name}#${method}`;
          if (!entries.has(key)) entries.set(key, descriptor.value);
        }
      }
    }
  }
  return entries;
}

describe('the table covers the package exactly', () => {
  const entries = publicEntries();
  it('finds the exports (a sanity check of the walk)', () => {
    expect(entries.has('yut.bestScore')).toBe(true);
    expect(entries.has('omok.Game#play')).toBe(true);
  });
  for (const name of entries.keys()) {
    it(`${name} has bad-argument rows`, () => {
      const entry = TABLE[name];
      expect(entry, `${name} is exported but has no row in TABLE`).toBeDefined();
      if (entry !== undefined && 'none' in entry) {
        // An entry said to take nothing must still take nothing (a new argument needs rows).
        if (entry.none !== 'private') expect(entries.get(name)!.length).toBe(0);
      } else {
        expect((entry as readonly Row[]).length).toBeGreaterThan(0);
      }
    });
  }
  it('has no row for a name the package does not export', () => {
    expect(Object.keys(TABLE).filter((name) => !entries.has(name))).toEqual([]);
  });
});

describe('every bad argument is refused with a coded error naming the place', () => {
  for (const [name, entry] of Object.entries(TABLE)) {
    if ('none' in entry) continue;
    for (const [what, call, expected] of entry as readonly Row[]) {
      it(`${name}: ${what}`, () => {
        if (expected === 'error') {
          const result = call() as { ok: boolean; error?: { code?: unknown } };
          expect(result.ok).toBe(false);
          expect(typeof result.error?.code).toBe('string');
          return;
        }
        let thrown: unknown;
        try {
          call();
        } catch (error) {
          thrown = error;
        }
        expect(thrown, 'no error was thrown').toBeInstanceOf(expected);
        const error = thrown as Error & { code: string; entry: string; argument: string };
        expect(error.code).toBe(expected === TypeError ? INVALID_ARGUMENT : OUT_OF_RANGE);
        // The place: the entry (a method's own, or the constructor's) and the argument.
        const place = name;
        expect(error.entry).toBe(place);
        expect(error.argument).toMatch(/\S/);
        expect(error.message.startsWith(`${place}: `)).toBe(true);
        expect(error.message.length).toBeLessThan(300);
      });
    }
  }
});

describe('good calls still answer', () => {
  it('bestScore, legalMoves, the Omok game', () => {
    expect(yut.bestScore(board(), dice)).toBe(190);
    expect(yut.legalMoves(board(), yut.initialPosition(board()), 3)[0]!.piece).toBe(1);
    const g = game();
    expect(g.play({ row: 7, col: 7 }).kind).toBe('played');
    expect(g.play({ row: 99, col: 0 }).kind).toBe('off-board');
    expect(g.moveAt(7, 7)).toBe(1);
    expect(g.withRule('renju')).toBeInstanceOf(omok.Game);
    expect(omok.forbiddenReason(omokBoard(), { row: -3, col: 40 })).toBeNull();
  });
});

describe('compileBoard answers a bad table with its error value, naming the place (outside tester)', () => {
  it.each([
    ['a number that is JSON text (gave a blue arrow: 28)', '7, "blue": "e"', 'wrong-type'],
    ['a number that is a string', '5', 'wrong-type'],
    ['a number in an array', [5], 'wrong-type'],
    ['a number with toString', { toString: () => '9' }, 'wrong-type'],
    ['a number NaN ("not valid JSON")', Number.NaN, 'not-an-integer'],
  ])('%s', (_name, number, code) => {
    const compiled = yut.compileBoard(threeCells({ label: 'a', number, red: 'e' }));
    expect(compiled).toMatchObject({ ok: false, error: { code, path: 'cells[1].number' } });
  });

  it('a cell that is null is an error value, not a TypeError', () => {
    expect(yut.compileBoard(threeCells(null))).toMatchObject({
      ok: false,
      error: {
        code: 'wrong-type',
        path: 'cells[1]',
        message: 'cells[1]: a cell must be an object, found null',
      },
    });
  });

  it('a spec without a name says so, not "not valid JSON"', () => {
    const { name: _, ...spec } = board().spec;
    expect(yut.compileBoard(spec as never)).toMatchObject({
      ok: false,
      error: { code: 'missing-field', path: '', message: 'missing "name"' },
    });
  });
});

describe('numbers of any size (outside tester)', () => {
  const request = { position: [0, 0, 0, 10], turn: 4, roll: 3 };
  const classicGame = { turns: 10, pieces: 4, faces: 5 };

  it.each([
    ['2 ** 60', 2 ** 60],
    ['1e300', 1e300],
    ['1,000,000,001 (the bound is 1,000,000,000)', 1_000_000_001],
  ])(
    'advise answers a score so far of %s with the error bad-score, not a rounded answer',
    (_name, score) => {
      expect(yut.advise(board(), classicGame, { ...request, score })).toMatchObject({
        ok: false,
        error: {
          code: 'bad-score',
          message: `the score so far must be a whole number of points from 0 to 1000000000, found ${score}`,
        },
      });
    },
  );

  it('advise takes a score up to 1,000,000,000, added exactly to every choice', () => {
    const base = yut.advise(board(), smallGame, { position: [0], turn: 1, roll: 3 });
    const high = yut.advise(board(), smallGame, {
      position: [0],
      turn: 1,
      roll: 3,
      score: 1_000_000_000,
    });
    if (!base.ok || !high.ok) throw new Error('both requests must be answered');
    expect(high.value.expected - 1_000_000_000).toBe(base.value.expected);
  });

  it("advise names the request's earlier problem first, as the core does", () => {
    expect(
      yut.advise(board(), classicGame, { ...request, turn: 11, score: 2 ** 60 }),
    ).toMatchObject({ ok: false, error: { code: 'turn-out-of-range' } });
  });

  it.each([
    ['row 1e300', { row: 1e300, col: 0 }],
    ['col -1e300', { row: 0, col: -1e300 }],
    ['row 2 ** 60', { row: 2 ** 60, col: 3 }],
  ])(
    'a point off the board by %s is off-board for Game#play and null for forbiddenReason',
    (_name, point) => {
      expect(game().play(point)).toEqual({ kind: 'off-board' });
      expect(new omok.Game(15, 'renju').play(point)).toEqual({ kind: 'off-board' });
      expect(omok.forbiddenReason(omokBoard(), point)).toBeNull();
    },
  );
});

describe('the checks cost no more than the call (outside replay of issue 23)', () => {
  /** `board` whose cell reads are counted (the typed array behind a Proxy). */
  function counted(size: number): {
    board: ReturnType<typeof nori.omok.createBoard>;
    reads: () => number;
  } {
    const board = nori.omok.createBoard(size);
    let reads = 0;
    const cells = new Proxy(board.cells, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
      set(target, key, value) {
        return Reflect.set(target, key, value, target);
      },
    });
    return { board: { ...board, cells }, reads: () => reads };
  }

  it('setStone on a 1000 x 1000 board reads no cell (a whole check for each stone took hours to fill it)', () => {
    const { board, reads } = counted(1000);
    nori.omok.setStone(board, 500, 500, nori.omok.BLACK);
    expect(reads()).toBeLessThan(10);
    expect(board.cells[500 * 1000 + 500]).toBe(nori.omok.BLACK);
  });

  it('linesThrough on a 1000 x 1000 board checks the lines through the point, not the board', () => {
    const { board, reads } = counted(1000);
    nori.omok.linesThrough(board, 500, 500, nori.omok.BLACK);
    expect(reads()).toBeLessThan(4 * 1000 + 100);
  });

  it('a broken cell is still refused: on the lines of a point question, anywhere for the whole board', () => {
    const board = nori.omok.createBoard(100);
    board.cells[7 * 100 + 90] = 7;
    expect(() => nori.omok.linesThrough(board, 7, 3, nori.omok.BLACK)).toThrow(/found 7/);
    expect(() => nori.omok.judge(board)).toThrow(/found 7/);
    // off the lines through (50, 50): that question does not read it
    expect(() => nori.omok.linesThrough(board, 50, 50, nori.omok.BLACK)).not.toThrow();
  });
});

describe('a Dice Yut board with values no compiled board has is refused (outside replay of issue 23)', () => {
  const board = nori.yut.classicBoard();
  const dice = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2];
  it.each([
    ['a start off the board (answered 176 for 190)', { start: 99 }],
    ['an end off the board', { end: -1 }],
    ['the start as the end', { end: board.start }],
    ['negative numbers (answered -1)', { numbers: board.numbers.map(() => -5) }],
    [
      'an arrow off the board',
      { destinations: board.destinations.map((d, i) => (i === 7 ? 500 : d)) },
    ],
    ['labels missing', { labels: [] }],
  ])('%s', (_name, change) => {
    expect(() => nori.yut.bestScore({ ...board, ...change } as typeof board, dice)).toThrow(
      expect.objectContaining({ code: OUT_OF_RANGE, argument: 'board' }),
    );
  });

  it('every shipped board and the classic one still pass', () => {
    expect(nori.yut.bestScore(board, dice)).toBe(190);
    expect(nori.yut.bestScore({ ...board }, dice)).toBe(190);
  });
});

describe('returned objects that a caller changes (outside tester, third round)', () => {
  const tens = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2];

  it('classicBoard gives each caller a board of its own', () => {
    const mine = yut.classicBoard();
    mine.numbers[mine.labels.indexOf('o40')] = 0;
    const fresh = yut.classicBoard();
    expect(fresh).not.toBe(mine);
    expect(yut.bestScore(fresh, tens)).toBe(166);
  });

  it('a board changed after it was made is refused, not answered from its old values', () => {
    const made = yut.compileBoard(yut.classicBoard().spec);
    if (!made.ok) throw new Error('the classic spec compiles');
    const board = made.value;
    expect(yut.bestScore(board, tens)).toBe(166);
    board.numbers[board.labels.indexOf('o40')] = 1000;
    expect(() => yut.bestScore(board, tens)).toThrow(
      /yut\.bestScore: board was changed after it was made/,
    );
    expect(() => yut.legalMoves(board, [board.start], 1)).toThrow(RangeError);
    // Changed before its first use too (the digest is taken when the board is made).
    const other = yut.classicBoard();
    (other.labels as string[])[1] = 'two';
    expect(() => yut.bestPlan(other, [1])).toThrow(/changed after it was made/);
  });

  // Found by an attack: the message sent a user back to parseBoard, whose spec it had refused.
  it('a board spec or a result given for a board is named as such, with the step missing', () => {
    const parsed = yut.parseBoard(JSON.stringify(yut.classicBoard().spec));
    if (!parsed.ok) throw new Error('the classic spec parses');
    expect(() => yut.bestScore(bad(parsed.value), tens)).toThrow(
      'yut.bestScore: board must be a compiled board (classicBoard(), or the value of compileBoard(spec)), found a board spec (what parseBoard gives): compile it with compileBoard',
    );
    expect(() => yut.bestScore(bad(yut.compileBoard(parsed.value)), tens)).toThrow(
      /found a result \{ ok, value or error \}: pass its value when ok is true$/,
    );
  });

  it('the list of rules cannot be changed', () => {
    expect(Object.isFrozen(omok.RULES)).toBe(true);
    expect(() => (omok.RULES as unknown as string[]).push('gomoku')).toThrow(TypeError);
  });

  it('compileBoard answers faces of any kind with its error value', () => {
    const spec = yut.classicBoard().spec;
    for (const [faces, shown] of [
      [null, 'null'],
      ['5', '"5"'],
      [{}, 'an object'],
      [[], 'an array of 0'],
    ] as const) {
      const made = yut.compileBoard(spec, faces as unknown as number);
      expect(made.ok).toBe(false);
      if (made.ok) continue;
      expect(made.error.code).toBe('faces-out-of-range');
      expect(made.error.message).toBe(`faces must be a whole number from 1 to 10, found ${shown}`);
    }
  });
});

describe('arrays with holes (outside tester, third round)', () => {
  const board = yut.classicBoard();
  it.each([
    ['legalMoves, new Array(4)', () => yut.legalMoves(board, new Array(4), 3), 'position[0]'],
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    ['legalMoves, [0, , 0]', () => yut.legalMoves(board, [0, , 0] as never, 1), 'position[1]'],
    [
      'solvePolicy, from [19, , 0, 0]',
      () =>
        // biome-ignore lint/suspicious/noSparseArray: the hole is the point
        yut.solvePolicy(board, { turns: 3, pieces: 4, faces: 5 }, { from: [19, , 0, 0] as never }),
      'options.from[1]',
    ],
    [
      'replay, a move missing',
      // biome-ignore lint/suspicious/noSparseArray: the hole is the point
      () => omok.replay([{ row: 0, col: 0 }, , { row: 1, col: 1 }] as never, 15, 'standard'),
      'moves[1]',
    ],
  ])('%s throws a TypeError naming the hole', (_name, call, argument) => {
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as { argument?: string }).argument).toBe(argument);
  });
});

describe('a size that is not one names the value it was given (outside tester)', () => {
  it.each([
    ['parseBoard', () => omok.parseBoard('', bad('19'))],
    ['parseRecord', () => omok.parseRecord('h8', bad('19'))],
  ])('omok.%s', (_name, call) => {
    const result = call();
    expect(!result.ok && result.error.message).toMatch(/, found "19"$/);
  });
});
