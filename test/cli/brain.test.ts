// `nori brain` as built (global-setup.ts builds once before the suite), driven by a scripted
// Gomocup manager: the protocol's answers, BOARD with stones of both sides, TAKEBACK, a time limit
// of one second per turn and the renju rule. Every move the brain makes is checked against the
// board and, for black under renju, against the core's forbidden points.
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { boardFromRows, isForbidden } from '../../src/omok/index.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

/** A brain process and a way to wait for its answers (MESSAGE and DEBUG lines set aside). */
class Manager {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private waiting: (() => void) | undefined;
  readonly notes: string[] = [];

  constructor() {
    this.child = spawn(process.execPath, ['--max-old-space-size=200', BIN, 'brain'], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    const lines = createInterface({ input: this.child.stdout });
    lines.on('line', (line) => {
      if (/^(MESSAGE|DEBUG)\b/.test(line)) this.notes.push(line);
      else this.answers.push(line);
      this.waiting?.();
    });
  }

  /** Sends lines (CR LF ended, as managers do). */
  send(...lines: string[]): void {
    this.child.stdin.write(lines.map((line) => `${line}\r\n`).join(''));
  }

  /** The next answer line. */
  async next(): Promise<string> {
    while (this.answers.length === 0) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    return this.answers.shift()!;
  }

  /** Sends `lines` and returns the next answer. */
  async ask(...lines: string[]): Promise<string> {
    this.send(...lines);
    return this.next();
  }

  async exitCode(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    return new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }
}

/** The point of an answer "x,y". */
function parseMove(answer: string): { x: number; y: number } {
  const match = /^(\d+),(\d+)$/.exec(answer);
  expect(match, `a move "x,y", got "${answer}"`).not.toBeNull();
  return { x: Number(match![1]), y: Number(match![2]) };
}

let manager: Manager | undefined;
afterEach(() => {
  manager?.child.kill();
  manager = undefined;
});

describe('nori brain', () => {
  it('answers the protocol commands', async () => {
    manager = new Manager();
    const m = manager;
    expect(await m.ask('START 15')).toBe('OK');
    expect(await m.ask('ABOUT')).toMatch(/^name="nori", version="[^"]+", author="[^"]+"/);
    expect(await m.ask('START 40')).toMatch(/^ERROR unsupported size "40"/);
    expect(await m.ask('RECTSTART 15,12')).toBe('ERROR rectangular boards are not supported');
    expect(await m.ask('START 20')).toBe('OK');
    m.send('INFO timeout_turn 1000', 'INFO timeout_match 180000', 'INFO time_left 180000');
    expect(await m.ask('BEGIN')).toBe('10,10');
    expect(await m.ask('RESTART')).toBe('OK');
    expect(await m.ask('TURN 25,3')).toMatch(/^ERROR 25,3 is off the 20 x 20 board/);
    expect(await m.ask('TAKEBACK 3,3')).toBe('ERROR 3,3 holds no stone');
    expect(await m.ask('FROBNICATE')).toBe('UNKNOWN command "FROBNICATE"');
    m.send('END');
    expect(await m.exitCode()).toBe(0);
  });

  it('plays a renju game from a BOARD, with TAKEBACK, one second a turn, never on a taken or forbidden point', async () => {
    manager = new Manager();
    const m = manager;
    expect(await m.ask('START 15')).toBe('OK');
    m.send(
      'INFO timeout_turn 1000',
      'INFO timeout_match 0',
      'INFO max_memory 83886080',
      'INFO rule 4',
    );
    // The brain has four stones and the opponent four: the brain is black, to move. Black's i8
    // would make two threes (h8 g8 i8 across, i8 i9 i10 up): forbidden, so it must play elsewhere.
    const grid = Array.from({ length: 15 }, () => new Array<number>(15).fill(0));
    const own = [
      [6, 7], // g8
      [7, 7], // h8
      [8, 6], // i9
      [8, 5], // i10
    ];
    const theirs = [
      [6, 6],
      [9, 9],
      [5, 9],
      [10, 4],
    ];
    for (const [x, y] of own) grid[y]![x] = 1;
    for (const [x, y] of theirs) grid[y]![x] = 2;
    const board = [
      'BOARD',
      ...own.map(([x, y]) => `${x},${y},1`),
      ...theirs.map(([x, y]) => `${x},${y},2`),
      'DONE',
    ];
    const check = (answer: string, color: 1 | 2) => {
      const { x, y } = parseMove(answer);
      expect(grid[y]![x]).toBe(0);
      if (color === 1) expect(isForbidden(boardFromRows(grid), { row: y, col: x })).toBe(false);
      grid[y]![x] = color;
      return { x, y };
    };
    expect(isForbidden(boardFromRows(grid), { row: 7, col: 8 })).toBe(true);
    const first = check(await m.ask(...board), 1);
    // Undo: the brain's move and the opponent's last one taken back; black is to move again.
    expect(await m.ask(`TAKEBACK ${first.x},${first.y}`)).toBe('OK');
    expect(await m.ask('TAKEBACK 10,4')).toBe('OK');
    grid[first.y]![first.x] = 0;
    grid[4]![10] = 0;
    // The opponent plays the first empty point of the top row, the brain (black) answers.
    for (let turn = 0; turn < 3; turn++) {
      const x = grid[0]!.indexOf(0);
      grid[0]![x] = 2;
      check(await m.ask(`TURN ${x},0`), 1);
    }
    m.send('END');
    expect(await m.exitCode()).toBe(0);
  });

  it('blocks a four as white and takes its own five', async () => {
    manager = new Manager();
    const m = manager;
    expect(await m.ask('START 15')).toBe('OK');
    m.send('INFO timeout_turn 1000', 'INFO rule 1');
    // The opponent (black, five stones) has d4 e4 f4 g4 with c4 taken: the brain must take h4.
    const answer = await m.ask(
      'BOARD',
      '3,11,2',
      '4,11,2',
      '5,11,2',
      '6,11,2',
      '0,0,2',
      '2,11,1',
      '10,3,1',
      '12,1,1',
      '0,14,1',
      'DONE',
    );
    expect(answer).toBe('7,11');
    // A four of its own against the opponent's: the brain makes its five first.
    expect(await m.ask('RESTART')).toBe('OK');
    const win = await m.ask(
      'BOARD',
      '3,3,1',
      '4,3,1',
      '5,3,1',
      '6,3,1',
      '2,3,2',
      '9,9,2',
      '9,10,2',
      '9,11,2',
      '9,12,2',
      'DONE',
    );
    expect(win).toBe('7,3');
    m.send('END');
    expect(await m.exitCode()).toBe(0);
  });
});

describe('nori brain: hostile input (issue 23)', () => {
  it('answers a 48 MB line with one short ERROR (it echoed it whole) and goes on', async () => {
    manager = new Manager();
    const m = manager;
    expect(await m.ask('START 15')).toBe('OK');
    // In pieces, so that the test holds 1 MB at a time; the brain runs with a 200 MB heap.
    const piece = 'Z'.repeat(1 << 20);
    for (let i = 0; i < 48; i++) {
      if (!m.child.stdin.write(piece))
        await new Promise((resolve) => m.child.stdin.once('drain', resolve));
    }
    m.send('');
    const answer = await m.next();
    expect(answer).toBe('ERROR line too long: over 65536 bytes, ignored');
    expect(await m.ask('ABOUT')).toMatch(/^name="nori"/);
    m.send('END');
    expect(await m.exitCode()).toBe(0);
  });

  it('refuses a directory as its input with one line and exit 2 (it exited 0 silently)', () => {
    const dir = openSync('.', 'r');
    try {
      const result = spawnSync(process.execPath, [BIN, 'brain'], {
        stdio: [dir, 'pipe', 'pipe'],
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', LANG: 'C' },
      });
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe('nori brain: cannot read standard input: it is a directory\n');
    } finally {
      closeSync(dir);
    }
  });
});
