// The brain's session in process, with a recording engine and an injected clock: the protocol's
// strictness (numbers, BOARD, END, the UNKNOWN echo), the one rule for whose turn it is, when the
// tables are built, and the time accounting (never past timeout_turn). Each fault of issue 23 and
// issue 20 that this replays is named where it is.
import { describe, expect, it } from 'vitest';
import { BLACK, type Color, Game, type Point, type Rule, WHITE } from '../../omok/index.js';
import { seededRandom } from '../../random.js';
import type { BrainEngine, BrainSearchLimits, BrainSearchResult } from './engine.js';
import { BrainSession, MARGIN_MS } from './session.js';

/** A clock the test moves by hand. */
class FakeClock {
  time = 1000;
  readonly read = () => this.time;
}

/**
 * An engine that records what the session asks of it, plays the empty point nearest the centre,
 * and spends the time it is given (or `prepareMs` to build tables) on the fake clock.
 */
class RecordingEngine implements BrainEngine {
  readonly calls: string[] = [];
  readonly searches: { limits: BrainSearchLimits; at: number }[] = [];
  private size = 0;
  private rule: Rule = 'freestyle';
  private stones = new Map<number, Color>();
  private order: number[] = [];
  prepareMs = 0;

  constructor(private readonly clock: FakeClock) {}

  newGame(size: number, rule: Rule): void {
    this.calls.push(`newGame ${size} ${rule}`);
    this.size = size;
    this.rule = rule;
    this.stones = new Map();
    this.order = [];
  }
  setRule(rule: Rule): void {
    this.calls.push(`setRule ${rule}`);
    this.rule = rule;
  }
  setMemory(bytes: number): void {
    this.calls.push(`setMemory ${bytes}`);
  }
  play(point: Point, color: Color): void {
    const at = point.row * this.size + point.col;
    if (this.stones.has(at)) throw new RangeError('taken');
    this.stones.set(at, color);
    this.order.push(at);
  }
  undo(): Point {
    const at = this.order.pop();
    if (at === undefined) throw new RangeError('empty');
    this.stones.delete(at);
    return { row: Math.floor(at / this.size), col: at % this.size };
  }
  search(limits: BrainSearchLimits): BrainSearchResult {
    this.calls.push(`search ${this.rule} ${limits.toMove === BLACK ? 'black' : 'white'}`);
    this.searches.push({ limits, at: this.clock.time });
    this.clock.time += limits.turnMs;
    const c = this.size >> 1;
    let best: Point | null = null;
    let distance = Number.POSITIVE_INFINITY;
    for (let row = 0; row < this.size; row++) {
      for (let col = 0; col < this.size; col++) {
        const d = Math.abs(row - c) + Math.abs(col - c);
        if (!this.stones.has(row * this.size + col) && d < distance) {
          best = { row, col };
          distance = d;
        }
      }
    }
    return { move: best, score: 0, depth: 1, nodes: 1, forced: null };
  }
  prepare(rule: Rule, size: number): void {
    this.calls.push(`prepare ${rule} ${size}`);
    this.clock.time += this.prepareMs;
  }
  /** The stones the engine holds, in the order played. */
  get count(): number {
    return this.order.length;
  }
}

function session(): { s: BrainSession; engine: RecordingEngine; clock: FakeClock } {
  const clock = new FakeClock();
  const engine = new RecordingEngine(clock);
  const s = new BrainSession('1.0', { engine, clock: clock.read });
  return { s, engine, clock };
}

const lines = (s: BrainSession, ...input: string[]) => input.flatMap((l) => s.handle(l).lines);

describe('brain session: strict input (issue 23)', () => {
  it('refuses sizes that are not plain decimal numbers (START 0x10 and 1e1 were taken as 16 and 10)', () => {
    const { s } = session();
    for (const size of [
      '0x10',
      '1e1',
      '+15',
      '15.0',
      '0b1111',
      ' ',
      '015x',
      '99999999999999999999',
    ]) {
      expect(s.handle(`START ${size}`).lines[0]).toMatch(/^ERROR unsupported size/);
    }
    expect(s.current).toBeUndefined();
    expect(lines(s, 'START 15')).toEqual(['OK']);
    expect(s.current?.size).toBe(15);
    expect(lines(s, 'RECTSTART 0x10,16')[0]).toMatch(/^ERROR/);
  });

  it('refuses INFO numbers that are not plain integers, and keeps the old value', () => {
    const { s, engine, clock } = session();
    lines(s, 'START 15', 'INFO timeout_turn 1000');
    expect(lines(s, 'INFO timeout_turn 1e9')[0]).toMatch(/^ERROR INFO "timeout_turn"/);
    expect(lines(s, 'INFO max_memory 0x100')[0]).toMatch(/^ERROR/);
    expect(lines(s, 'INFO rule 4.0')[0]).toMatch(/^ERROR/);
    // A whole number it cannot take is out of range (it was called "not a whole number").
    expect(lines(s, 'INFO timeout_turn 99999999999999999999')[0]).toBe(
      'ERROR INFO "timeout_turn": "99999999999999999999" is out of range',
    );
    expect(lines(s, 'INFO timeout_turn -5')[0]).toBe(
      'ERROR INFO "timeout_turn": "-5" is out of range',
    );
    const at = clock.time;
    lines(s, 'BEGIN');
    // The turn is still 1000 ms: the search got (1000 - margin) x share.
    expect(engine.searches[0]!.limits.turnMs).toBe(1000 - MARGIN_MS);
    expect(engine.searches[0]!.at).toBe(at);
  });

  it('honours END inside BOARD ... DONE (it was read as a bad board line)', () => {
    const { s } = session();
    lines(s, 'START 15', 'BOARD', '7,7,1');
    expect(s.handle('END')).toEqual({ lines: [], end: true });
    const other = session().s;
    lines(other, 'START 15', 'BOARD');
    expect(other.handle('end')).toEqual({ lines: [], end: true });
  });

  it('refuses contradictory BOARD lines with ERROR and the board at DONE (they were accepted silently)', () => {
    const { s, engine } = session();
    lines(s, 'START 15');
    expect(lines(s, 'BOARD', '7,7,1', '8,8,2')).toEqual([]);
    expect(lines(s, '7,7,2')).toEqual(['ERROR board line 3: 7,7 is given twice']);
    expect(lines(s, '7,7,1')).toEqual(['ERROR board line 4: 7,7 is given twice']);
    expect(lines(s, '20,3,1')[0]).toMatch(/^ERROR board line 5: 20,3 is off the 15 x 15 board/);
    expect(lines(s, '3,3,4')[0]).toMatch(/^ERROR board line 6: field 4/);
    expect(lines(s, '3,3')[0]).toMatch(/^ERROR board line 7: expected "x,y,field"/);
    expect(lines(s, 'DONE')).toEqual([
      'ERROR board refused: 5 bad lines; the position is unchanged',
    ]);
    expect(s.current!.board.cells.every((c) => c === 0)).toBe(true);
    expect(engine.searches).toHaveLength(0);
    // Stones that cannot be at the brain's turn: three own and one of the opponent's.
    expect(lines(s, 'BOARD', '1,1,1', '2,2,1', '3,3,1', '4,4,2', 'DONE')).toEqual([
      "ERROR board refused: 3 own stones and 1 of the opponent's cannot be the brain's turn",
    ]);
    // One own stone, none of the opponent's: "1 own stone" (it said "1 own stones").
    expect(lines(s, 'BOARD', '1,1,1', 'DONE')).toEqual([
      "ERROR board refused: 1 own stone and 0 of the opponent's cannot be the brain's turn",
    ]);
    // The session goes on: a good board is answered with a move.
    expect(lines(s, 'BOARD', '7,7,2', 'DONE')[0]).toMatch(/^\d+,\d+$/);
  });

  it('says a point of huge numbers is off the board, as of any other (it said expected "x,y")', () => {
    const { s } = session();
    lines(s, 'START 15');
    const huge = '99999999999999999999';
    for (const [input, answer] of [
      ['TURN 99,1', 'ERROR 99,1 is off the 15 x 15 board'],
      [`TURN ${huge},1`, `ERROR ${huge},1 is off the 15 x 15 board`],
      [`TURN 1,${huge}`, `ERROR 1,${huge} is off the 15 x 15 board`],
      [`TURN 000${huge},007`, `ERROR ${huge},7 is off the 15 x 15 board`],
      [`TAKEBACK ${huge},1`, `ERROR ${huge},1 is off the 15 x 15 board`],
      // A number too long to show whole is cut, as quoted input is.
      [`TURN ${'9'.repeat(500)},1`, `ERROR ${'9'.repeat(40)}…,1 is off the 15 x 15 board`],
    ]) {
      expect(lines(s, input!), input).toEqual([answer]);
    }
    expect(lines(s, 'BOARD', `${huge},1,1`, `1,1,${huge}`, 'DONE')).toEqual([
      `ERROR board line 1: ${huge},1 is off the 15 x 15 board`,
      `ERROR board line 2: field ${huge} is not 1, 2 or 3`,
      'ERROR board refused: 2 bad lines; the position is unchanged',
    ]);
    expect(s.current!.board.cells.every((c) => c === 0)).toBe(true);
    // The same in Korean: a counter word, no plural; the particle follows the number as read.
    const ko = new BrainSession('1.0', {
      engine: new RecordingEngine(new FakeClock()),
      lang: 'ko',
    });
    expect(lines(ko, 'START 15', `TURN ${huge},1`, 'BOARD', '1,1,1', 'DONE')).toEqual([
      'OK',
      `ERROR ${huge},1은 15 x 15 판 밖입니다`,
      'ERROR 판을 받지 않았습니다: 내 돌 1개, 상대 돌 0개로는 브레인의 차례가 될 수 없습니다',
    ]);
  });

  it('escapes and cuts what it echoes in UNKNOWN and ERROR (raw control bytes reached the terminal)', () => {
    const { s } = session();
    const [unknown] = lines(s, '\u001b[2Jhello');
    expect(unknown).toBe('UNKNOWN command "\\u001b[2Jhello"');
    const [long] = lines(s, 'x'.repeat(10_000));
    expect(long!.length).toBeLessThan(80);
    lines(s, 'START 15');
    expect(lines(s, 'TURN \u0007,\u0007')[0]).toBe('ERROR expected "x,y", found "\\u0007,\\u0007"');
  });
});

describe('brain session: the game', () => {
  it('plays the game colour to play: black after BEGIN, white after TURN on an empty board', () => {
    const { s, engine } = session();
    lines(s, 'START 15');
    expect(lines(s, 'BEGIN')).toEqual(['7,7']);
    expect(s.current!.toPlay).toBe(WHITE);
    lines(s, 'RESTART');
    expect(lines(s, 'TURN 7,7')[0]).toMatch(/^\d+,\d+$/);
    expect(engine.calls.filter((c) => c.startsWith('search'))).toEqual([
      'search freestyle black',
      'search freestyle white',
    ]);
  });

  // Found by an attack: a second BEGIN, or BEGIN after TURN, played the opponent's stone.
  it('refuses BEGIN on a board with stones: no move, the colour kept', () => {
    const { s, engine } = session();
    lines(s, 'START 15');
    expect(lines(s, 'BEGIN')).toEqual(['7,7']);
    expect(lines(s, 'BEGIN')).toEqual([
      'ERROR BEGIN is for an empty board (the brain moves first); stones on this one: 1',
    ]);
    expect(s.current!.toPlay).toBe(WHITE);
    expect(lines(s, 'TURN 0,0')[0]).toMatch(/^\d+,\d+$/);
    expect(engine.calls.filter((c) => c.startsWith('search'))).toEqual([
      'search freestyle black',
      'search freestyle black',
    ]);
  });

  it('takes the colour from the BOARD counts, replays given moves, and TAKEBACK undoes in game and engine', () => {
    const { s, engine } = session();
    lines(s, 'START 15');
    // Opponent black h8, own white, opponent black: the brain is white, to move.
    const [move] = lines(s, 'BOARD', '7,7,2', '8,7,1', '7,8,2', 'DONE');
    expect(engine.calls.at(-1)).toBe('search freestyle white');
    expect(s.current!.moves).toBe(4);
    expect(engine.count).toBe(4);
    expect(lines(s, `TAKEBACK ${move}`)).toEqual(['OK']);
    expect(lines(s, 'TAKEBACK 7,8')).toEqual(['OK']);
    expect(s.current!.moves).toBe(2);
    expect(engine.count).toBe(2);
    expect(s.current!.toPlay).toBe(BLACK);
    expect(lines(s, 'TAKEBACK 7,8')).toEqual(['ERROR 7,8 holds no stone']);
    // A stone that is not the last move of a game whose order is known: refused, the game and the
    // colour kept (it was taken out, and the brain went on playing the other side's colour).
    expect(lines(s, 'TAKEBACK 7,7')).toEqual([
      'ERROR 7,7 is not the last stone (8,7): TAKEBACK takes back the last one',
    ]);
    expect(s.current!.board.cells.filter((c) => c !== 0)).toHaveLength(2);
    expect(s.current!.toPlay).toBe(BLACK);
    expect(engine.count).toBe(2);
  });

  it('refuses a TURN on a taken point and answers ERROR once the game is over', () => {
    const { s } = session();
    lines(s, 'START 15', 'INFO rule 1');
    expect(lines(s, 'TURN 7,7')).toEqual(['7,6']);
    expect(lines(s, 'TURN 7,7')).toEqual(['ERROR 7,7 is already taken']);
    // The opponent (black) makes five on row 0 while the brain plays near the centre.
    lines(s, 'TURN 0,0', 'TURN 1,0', 'TURN 2,0', 'TURN 3,0');
    expect(lines(s, 'TURN 4,0')[0]).toMatch(/^ERROR the game is over/);
  });
});

describe('brain session: tables and time (issue 20)', () => {
  it('builds the tables at START and at INFO rule, never inside a move', () => {
    const { s, engine } = session();
    lines(s, 'START 15');
    // Every rule's tables (the standard rule's were built at INFO rule 1, in the first turn's
    // time: 15 to 25 ms of 100).
    expect(engine.calls).toContain('prepare freestyle 15');
    expect(engine.calls).toContain('prepare standard 15');
    expect(engine.calls).toContain('prepare renju 15');
    engine.calls.length = 0;
    lines(s, 'INFO rule 4');
    expect(engine.calls).toEqual(['prepare renju 15', 'newGame 15 renju']);
    engine.calls.length = 0;
    lines(s, 'BEGIN', 'TURN 0,0');
    expect(engine.calls.some((c) => c.startsWith('prepare'))).toBe(false);
    // A rule change mid-game keeps the stones and tells the engine.
    lines(s, 'INFO rule 1');
    expect(engine.calls).toContain('setRule standard');
    expect(engine.count).toBe(3);
  });

  it('never answers after timeout_turn: the time before the search is taken from it', () => {
    const { s, engine, clock } = session();
    engine.prepareMs = 700;
    lines(s, 'START 15', 'INFO timeout_turn 1000');
    // INFO rule (tables: 700 ms on this clock) and TURN arrive together; the turn's clock runs
    // from their arrival, so the search gets what is left.
    const arrived = clock.time;
    s.handle('INFO rule 4', arrived);
    const [answer] = s.handle('TURN 7,7', arrived).lines;
    expect(answer).toMatch(/^\d+,\d+$/);
    expect(clock.time - arrived).toBeLessThanOrEqual(1000 - MARGIN_MS);
    // However late the search may start, it is never given time past the turn's end.
    for (const late of [0, 100, 500, 900, 999, 5000]) {
      const { s: t, engine: e, clock: c } = session();
      lines(t, 'START 15', 'INFO timeout_turn 1000');
      const at = c.time;
      c.time += late;
      t.handle('BEGIN', at);
      const search = e.searches[0]!;
      expect(search.limits.turnMs).toBeGreaterThanOrEqual(1);
      if (late < 1000 - MARGIN_MS)
        expect(search.at + search.limits.turnMs).toBeLessThanOrEqual(at + 1000 - MARGIN_MS);
    }
  });

  it('shares out the match time when time_left is short', () => {
    const { s, engine } = session();
    lines(s, 'START 15', 'INFO timeout_turn 5000', 'INFO timeout_match 100000');
    lines(s, 'INFO time_left 2500', 'BEGIN');
    expect(engine.searches[0]!.limits.turnMs).toBeLessThanOrEqual(2500 / 25);
    lines(s, 'INFO time_left -40', 'TURN 0,0');
    expect(engine.searches[1]!.limits.turnMs).toBe(1);
  });
});

describe('brain session with the real engine on an injected clock', () => {
  /** A clock that moves 4 ms at every reading: a machine so slow that the engine must stop early. */
  const slowClock = () => {
    let time = 0;
    return () => {
      time += 4;
      return time;
    };
  };

  it('answers within timeout_turn on its clock: first move, renju, a crowded board', () => {
    const clock = slowClock();
    const s = new BrainSession('1.0', { clock });
    expect(lines(s, 'START 15', 'INFO timeout_turn 200', 'INFO rule 4')).toEqual(['OK']);
    let at = clock();
    const [first] = s.handle('BEGIN', at).lines;
    expect(first).toBe('7,7');
    expect(clock() - at).toBeLessThanOrEqual(200);
    // A crowded board: 90 stones of a seeded random game with no five, the brain to move.
    const random = seededRandom(20);
    const game = new Game(15, 'renju');
    const moves: Point[] = [];
    while (moves.length < 90) {
      const p = { row: Math.floor(random() * 15), col: Math.floor(random() * 15) };
      if (game.board.cells[p.row * 15 + p.col] !== 0) continue;
      if (game.play(p).kind !== 'played') {
        if (game.isOver) game.undo();
        continue;
      }
      moves.push(p);
    }
    const board = [
      'BOARD',
      ...moves.map((p, i) => `${p.col},${p.row},${i % 2 === 0 ? 1 : 2}`),
      'DONE',
    ];
    at = clock();
    let answer: readonly string[] = [];
    for (const line of board) answer = s.handle(line, at).lines;
    expect(answer[0]).toMatch(/^\d+,\d+$/);
    expect(clock() - at).toBeLessThanOrEqual(200);
    expect(s.current!.moves).toBe(91);
  });
});

describe('brain session: a search that fails', () => {
  /** An engine whose next `failures` searches throw, as a fault inside the engine would. */
  class FailingEngine extends RecordingEngine {
    failures = 1;
    override search(limits: BrainSearchLimits): BrainSearchResult {
      if (this.failures > 0) {
        this.failures--;
        // A search that fails midway may leave its stones on the engine's board.
        this.play({ row: 0, col: 0 }, BLACK);
        throw new RangeError('index out of range\nat search');
      }
      return super.search(limits);
    }
  }

  it('answers the turn all the same: a MESSAGE, the engine set up again, its move', () => {
    const clock = new FakeClock();
    const engine = new FailingEngine(clock);
    const s = new BrainSession('1.0', { engine, clock: clock.read });
    lines(s, 'START 15', 'INFO timeout_turn 1000');
    const reply = lines(s, 'TURN 7,7');
    expect(reply).toHaveLength(2);
    expect(reply[0]).toBe(
      'MESSAGE the search stopped on an internal error (index out of range at search); the engine was set up again from the game',
    );
    // The search in the engine set up again from the game (the stray stone gone) answers.
    expect(reply[1]).toBe('7,6');
    expect(engine.calls.filter((c) => c.startsWith('newGame'))).toHaveLength(2);
    expect(engine.count).toBe(2);
    // The session goes on as before.
    expect(lines(s, 'TURN 8,8')).toEqual(['6,7']);
    expect(engine.count).toBe(4);
  });

  it("sets the engine up again when it fails to take the brain's own move", () => {
    const clock = new FakeClock();
    const engine = new FailingEngine(clock);
    engine.failures = 0;
    const s = new BrainSession('1.0', { engine, clock: clock.read });
    lines(s, 'START 15', 'INFO timeout_turn 1000');
    const play = engine.play.bind(engine);
    let refuse = true;
    engine.play = (point, color) => {
      // The brain's own move (white) is refused once, after a stray stone was left.
      if (refuse && color === WHITE) {
        refuse = false;
        play({ row: 0, col: 0 }, BLACK);
        throw new RangeError('broken');
      }
      play(point, color);
    };
    expect(lines(s, 'TURN 7,7')).toEqual(['7,6']);
    expect(engine.count).toBe(2);
    expect(lines(s, 'TURN 8,8')).toEqual(['6,7']);
    expect(engine.count).toBe(4);
  });

  it('answers a legal move when the search fails again after the engine is set up again', () => {
    const clock = new FakeClock();
    const engine = new FailingEngine(clock);
    engine.failures = 5;
    const s = new BrainSession('1.0', { engine, clock: clock.read, lang: 'ko' });
    lines(s, 'START 15', 'INFO timeout_turn 1000', 'TURN 7,7');
    expect(engine.failures).toBe(3);
    const reply = lines(s, 'TURN 7,8');
    expect(reply).toHaveLength(3);
    expect(reply[0]).toMatch(
      /^MESSAGE 탐색이 내부 오류로 멈췄습니다\(index out of range at search\)/,
    );
    expect(reply[1]).toBe(reply[0]);
    expect(reply[2]).toMatch(/^\d+,\d+$/);
    expect(s.current?.board.cells.filter((c) => c !== 0)).toHaveLength(4);
  });
});
