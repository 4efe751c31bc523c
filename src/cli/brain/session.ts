/**
 * One Gomocup (Piskvork) brain session, as plain state and a function from a manager's line to
 * the brain's answer lines, so that the protocol is tested without a process. The protocol is
 * Petr Laštovička's "Gomoku AI protocol" (the new protocol of Piskvork and the Gomocup):
 *
 * - `START size` / `RECTSTART w,h`: a new empty board; `OK`, or `ERROR ...` for a size the engine
 *   does not play (5 to 26, square only).
 * - `RESTART`: the board emptied, `OK`. `END`: the session is over (no answer).
 * - `BEGIN`: the brain moves first. `TURN x,y`: the opponent played at x,y; the brain answers with
 *   its move `x,y` (x the column, y the row, from 0 at the top left).
 * - `BOARD`, then `x,y,field` lines (1 own stone, 2 the opponent's, 3 a stone of a winning line in
 *   a continuous game) until `DONE`: a whole position; the brain answers with its move.
 * - `INFO key value`: `timeout_turn`, `timeout_match`, `time_left` (milliseconds, 0 = none or as
 *   fast as possible), `max_memory` (bytes), `rule` (a bit mask: 1 exactly five, 2 continuous
 *   game, 4 renju, 8 caro), `game_type`, `evaluate`, `folder`; no answer.
 * - `TAKEBACK x,y`: the stone at x,y taken back, `OK`.
 * - `ABOUT`: `name="nori", version="...", author="..."`.
 * - Anything else: `UNKNOWN ...`. A command that cannot be carried out: `ERROR ...`.
 *
 * Colours: black moves first (renju's forbidden points are black's), so the brain is black when
 * both sides have as many stones at its turn, and white otherwise. The move is the engine's, within
 * the time the manager gives; it is checked against the board and the rule before it is sent,
 * and never an occupied point or, for black under renju, a forbidden one.
 */
import {
  analyse,
  BLACK,
  type Board,
  type Color,
  createBoard,
  isForbidden,
  MAX_ENGINE_SIZE,
  MIN_ENGINE_SIZE,
  type Point,
  type Rule,
  setStone,
  WHITE,
} from '../../omok/index.js';

/** What the brain knows of the time it may use. */
interface Clock {
  /** Milliseconds per move (0: as fast as possible). */
  turn: number;
  /** Milliseconds for the whole match (0: no limit). */
  match: number;
  /** Milliseconds left in the match, when the manager said. */
  left: number | undefined;
}

/** Who holds a point: 0 empty, 1 the brain, 2 the opponent. */
type Owner = 0 | 1 | 2;

/** The answer lines to one manager line, and whether the session is over. */
export interface Reply {
  readonly lines: readonly string[];
  readonly end?: boolean;
}

/** Thinking time of a turn when the manager has not said (Gomocup's usual 5 s is generous). */
const DEFAULT_TURN_MS = 5000;
/** Kept back from each turn's time for reading, writing and the process's own delays. */
const MARGIN_MS = 60;
/** The part of a turn's time the search may use. */
const TURN_SHARE = 0.85;
/** Moves the rest of a match is expected to last, to share out the match time. */
const MOVES_AHEAD = 25;

/** A Gomocup brain session. */
export class BrainSession {
  private size = 0;
  private owners: Owner[] = [];
  private rule: Rule = 'freestyle';
  private readonly clock: Clock = { turn: DEFAULT_TURN_MS, match: 0, left: undefined };
  /** Lines of a BOARD command being read. */
  private board: { own: Point[]; theirs: Point[] } | undefined;

  constructor(
    private readonly version: string,
    /** Called for every search, to say what it found (DEBUG/MESSAGE lines); optional. */
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** The answer to one line from the manager. */
  handle(input: string): Reply {
    const line = input.trim();
    if (line === '') return { lines: [] };
    if (this.board !== undefined) return this.boardLine(line);
    const space = line.search(/\s/);
    const command = (space < 0 ? line : line.slice(0, space)).toUpperCase();
    const rest = space < 0 ? '' : line.slice(space + 1).trim();
    switch (command) {
      case 'START':
        return this.start(rest, rest);
      case 'RECTSTART': {
        const [w, h] = rest.split(',').map((s) => s.trim());
        if (w !== h) return { lines: ['ERROR rectangular boards are not supported'] };
        return this.start(w ?? '', rest);
      }
      case 'RESTART':
        if (this.size === 0) return { lines: ['ERROR no board yet: START first'] };
        this.owners = new Array<Owner>(this.size * this.size).fill(0);
        return { lines: ['OK'] };
      case 'BEGIN':
        if (this.size === 0) return { lines: ['ERROR no board yet: START first'] };
        return { lines: [this.think()] };
      case 'TURN': {
        const point = this.point(rest);
        if (typeof point === 'string') return { lines: [`ERROR ${point}`] };
        this.owners[point.row * this.size + point.col] = 2;
        return { lines: [this.think()] };
      }
      case 'BOARD':
        if (this.size === 0) return { lines: ['ERROR no board yet: START first'] };
        this.board = { own: [], theirs: [] };
        return { lines: [] };
      case 'TAKEBACK': {
        const point = this.point(rest, true);
        if (typeof point === 'string') return { lines: [`ERROR ${point}`] };
        this.owners[point.row * this.size + point.col] = 0;
        return { lines: ['OK'] };
      }
      case 'INFO':
        return this.info(rest);
      case 'ABOUT':
        return {
          lines: [
            `name="nori", version="${this.version}", author="nori contributors", country="KR"`,
          ],
        };
      case 'END':
        return { lines: [], end: true };
      default:
        return { lines: [`UNKNOWN command ${command}`] };
    }
  }

  private start(sizeText: string, shown: string): Reply {
    const size = Number(sizeText);
    if (!Number.isInteger(size) || size < MIN_ENGINE_SIZE || size > MAX_ENGINE_SIZE) {
      return {
        lines: [
          `ERROR unsupported size ${shown}: nori plays on ${MIN_ENGINE_SIZE} to ${MAX_ENGINE_SIZE}`,
        ],
      };
    }
    this.size = size;
    this.owners = new Array<Owner>(size * size).fill(0);
    // Builds the engine's tables now rather than in the first turn's time.
    analyse(createBoard(size), this.rule, BLACK, { timeMs: 1, threats: false });
    return { lines: ['OK'] };
  }

  /** A point "x,y" of the board (empty unless `taken`), or what is wrong with it. */
  private point(text: string, taken = false): Point | string {
    if (this.size === 0) return 'no board yet: START first';
    const match = /^(\d+)\s*,\s*(\d+)$/.exec(text);
    if (match === null) return `expected "x,y", found "${text}"`;
    const col = Number(match[1]);
    const row = Number(match[2]);
    if (col >= this.size || row >= this.size)
      return `${col},${row} is off the ${this.size} x ${this.size} board`;
    const owner = this.owners[row * this.size + col];
    if (!taken && owner !== 0) return `${col},${row} is already taken`;
    if (taken && owner === 0) return `${col},${row} holds no stone`;
    return { row, col };
  }

  private boardLine(line: string): Reply {
    const board = this.board!;
    if (line.toUpperCase() === 'DONE') {
      this.board = undefined;
      this.owners = new Array<Owner>(this.size * this.size).fill(0);
      for (const p of board.own) this.owners[p.row * this.size + p.col] = 1;
      for (const p of board.theirs) this.owners[p.row * this.size + p.col] = 2;
      return { lines: [this.think()] };
    }
    const match = /^(\d+)\s*,\s*(\d+)\s*,\s*(\d+)$/.exec(line);
    if (match === null) return { lines: [`ERROR expected "x,y,field" or DONE, found "${line}"`] };
    const col = Number(match[1]);
    const row = Number(match[2]);
    const field = Number(match[3]);
    if (col >= this.size || row >= this.size || field < 1 || field > 3) {
      return { lines: [`ERROR bad board line "${line}"`] };
    }
    // A winning line's stone (3, continuous games) only takes the point.
    (field === 1 ? board.own : board.theirs).push({ row, col });
    return { lines: [] };
  }

  private info(text: string): Reply {
    const space = text.search(/\s/);
    const key = (space < 0 ? text : text.slice(0, space)).toLowerCase();
    const value = space < 0 ? '' : text.slice(space + 1).trim();
    const number = Number(value);
    switch (key) {
      case 'timeout_turn':
        if (Number.isFinite(number) && number >= 0) this.clock.turn = number;
        break;
      case 'timeout_match':
        if (Number.isFinite(number) && number >= 0) this.clock.match = number;
        break;
      case 'time_left':
        if (Number.isFinite(number)) this.clock.left = Math.max(0, number);
        break;
      case 'rule':
        if (Number.isInteger(number)) {
          // Renju takes precedence; else exactly five (1) or five or more (0). Caro (8: a five
          // blocked at both ends does not win) is not one of nori's rules.
          this.rule = (number & 4) !== 0 ? 'renju' : (number & 1) !== 0 ? 'standard' : 'freestyle';
          if ((number & 8) !== 0)
            return { lines: ['MESSAGE caro is not supported: nori plays five or more'] };
        }
        break;
      default:
        // max_memory (the engine stays far below any limit a manager sets), game_type, evaluate,
        // folder: nothing to do.
        break;
    }
    return { lines: [] };
  }

  /** Milliseconds to think this turn. */
  private budget(): number {
    let ms = this.clock.turn === 0 ? 100 : this.clock.turn;
    if (this.clock.match > 0 && this.clock.left !== undefined) {
      ms = Math.min(ms, this.clock.left / MOVES_AHEAD);
    }
    return Math.max(5, Math.floor(ms * TURN_SHARE - MARGIN_MS));
  }

  /** The brain's move: played on its board and written as "x,y". */
  private think(): string {
    const n = this.size;
    let own = 0;
    let theirs = 0;
    for (const owner of this.owners) {
      if (owner === 1) own++;
      else if (owner === 2) theirs++;
    }
    // Black moves first: at its turn, black has as many stones as white.
    const color: Color = own >= theirs ? BLACK : WHITE;
    const other: Color = color === BLACK ? WHITE : BLACK;
    const board = createBoard(n);
    this.owners.forEach((owner, i) => {
      if (owner !== 0) setStone(board, Math.floor(i / n), i % n, owner === 1 ? color : other);
    });
    const analysis = analyse(board, this.rule, color, { timeMs: this.budget() });
    let move = analysis.move;
    if (move === null || !this.isLegal(board, move, color)) move = this.anyLegal(board, color);
    if (move === null) return 'ERROR no legal move left';
    const forced = analysis.forced === null ? '' : `, forced win by ${analysis.forced.kind}`;
    this.log(
      `DEBUG depth ${analysis.depth}, ${analysis.nodes} positions, score ${analysis.score}${forced}`,
    );
    this.owners[move.row * n + move.col] = 1;
    return `${move.col},${move.row}`;
  }

  private isLegal(board: Board, point: Point, color: Color): boolean {
    const { row, col } = point;
    if (row < 0 || col < 0 || row >= this.size || col >= this.size) return false;
    if (board.cells[row * this.size + col] !== 0) return false;
    return this.rule !== 'renju' || color !== BLACK || !isForbidden(board, point);
  }

  /** Any legal move, nearest the centre first (the engine's answer is always legal; a guard). */
  private anyLegal(board: Board, color: Color): Point | null {
    const centre = this.size >> 1;
    let best: Point | null = null;
    let distance = Number.POSITIVE_INFINITY;
    for (let row = 0; row < this.size; row++) {
      for (let col = 0; col < this.size; col++) {
        const d = Math.max(Math.abs(row - centre), Math.abs(col - centre));
        if (d < distance && this.isLegal(board, { row, col }, color)) {
          best = { row, col };
          distance = d;
        }
      }
    }
    return best;
  }
}
