/**
 * One Gomocup (Piskvork) brain session, as plain state and a function from a manager's line to
 * the brain's answer lines, so that the protocol is tested without a process. The protocol is
 * Petr Laštovička's "Gomoku AI protocol" (the new protocol of Piskvork and the Gomocup):
 *
 * - `START size` / `RECTSTART w,h`: a new empty board; `OK`, or `ERROR ...` for a size the engine
 *   does not play (5 to 26, square only).
 * - `RESTART`: the board emptied, `OK`. `END`: the session is over (no answer), anywhere, inside
 *   BOARD ... DONE too.
 * - `BEGIN`: the brain moves first. `TURN x,y`: the opponent played at x,y; the brain answers with
 *   its move `x,y` (x the column, y the row, from 0 at the top left).
 * - `BOARD`, then `x,y,field` lines (1 own stone, 2 the opponent's, 3 a stone of a winning line in
 *   a continuous game, taken as the opponent's) until `DONE`: a whole position; the brain answers
 *   with its move. A bad or contradictory line (off the board, a point given twice) is answered
 *   `ERROR` at once, and then the whole board is refused at `DONE`, as is a board where it cannot
 *   be the brain's turn.
 * - `INFO key value`: `timeout_turn`, `timeout_match`, `time_left` (milliseconds, 0 = none or as
 *   fast as possible), `max_memory` (bytes), `rule` (a bit mask: 1 exactly five, 2 continuous
 *   game, 4 renju, 8 caro), `game_type`, `evaluate`, `folder`; no answer.
 * - `TAKEBACK x,y`: the stone at x,y taken back, `OK`.
 * - `ABOUT`: `name="nori", version="...", author="..."`.
 * - Anything else: `UNKNOWN ...`. A command that cannot be carried out: `ERROR ...`. What the
 *   manager sent is quoted with control characters escaped and long text cut (quote.ts).
 *
 * The state is the core's Omok `Game` (TURN plays, TAKEBACK undoes, BOARD builds a game), the one
 * rule for whose turn it is: the brain plays the game's colour to play. The engine follows the game
 * move by move. Numbers are plain decimal integers (`START 0x10`, `START 1e1` are refused).
 *
 * Time: a turn's clock starts when its command arrived (`receivedAt`), so the time spent before
 * the search (a rule's tables, a long BOARD) is taken from the search, not added to the answer.
 * The tables of a rule are built at START and at INFO rule, never inside a move.
 */
import { isMessage, type Lang, type Message, msg, render } from '../../i18n/index.js';
import {
  BLACK,
  type Board,
  type Color,
  cloneBoard,
  createBoard,
  EMPTY,
  Game,
  isForbidden,
  MAX_ENGINE_SIZE,
  MIN_ENGINE_SIZE,
  type Point,
  RULES,
  type Rule,
  setStone,
  WHITE,
} from '../../omok/index.js';
import { quoteToken, shownDigits } from '../../quote.js';
import { type BrainEngine, type BrainSearchResult, NoriEngine } from './engine.js';

/** What the brain knows of the time it may use. */
interface Clock {
  /** Milliseconds per move (0: as fast as possible). */
  turn: number;
  /** Milliseconds for the whole match (0: no limit). */
  match: number;
  /** Milliseconds left in the match, when the manager said. */
  left: number | undefined;
}

/** The answer lines to one manager line, and whether the session is over. */
export interface Reply {
  readonly lines: readonly string[];
  readonly end?: boolean;
}

/** How a session is made. */
export interface SessionOptions {
  /** Called for every search, to say what it found (DEBUG lines); optional. */
  readonly log?: (line: string) => void;
  /** The engine (default: nori's `Engine` on this session's clock). */
  readonly engine?: BrainEngine;
  /** Milliseconds, monotonic (default `performance.now()`). */
  readonly clock?: () => number;
  /** The language of the texts after ERROR, MESSAGE, UNKNOWN and DEBUG (default English). */
  readonly lang?: Lang;
}

/** Thinking time of a turn when the manager has not said (Gomocup's usual 5 s is generous). */
export const DEFAULT_TURN_MS = 5000;
/**
 * Kept back from each turn's time for writing the answer and the process's own delays (the
 * engine keeps its own margin inside what it is given).
 */
export const MARGIN_MS = 60;
/** Moves the rest of a match is expected to last, to share out the match time. */
const MOVES_AHEAD = 25;
/** The longest line the brain reads; a longer one is answered ERROR and skipped. */
export const MAX_LINE_BYTES = 64 * 1024;

/** A plain non-negative decimal integer (no sign, no exponent, no hex), or undefined. */
function parseCount(text: string): number | undefined {
  if (!/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

/** A plain decimal integer, possibly negative (time_left may run below 0), or undefined. */
function parseInteger(text: string): number | undefined {
  const match = /^(-?)(\d{1,15})$/.exec(text);
  if (match === null) return undefined;
  return match[1] === '-' ? -Number(match[2]) : Number(match[2]);
}

/**
 * A coordinate or field as the manager wrote it (decimal digits, any length): its value, and how
 * a message shows it. A number too large to be exact is still larger than any board, so it is
 * off the board like any other (`TURN 99999999999999999999,1` was answered "expected x,y"); it is
 * shown without its leading zeros and cut after `MAX_QUOTED` digits, as quoted input is.
 */
function readDigits(digits: string): { value: number; shown: string } {
  return { value: Number(digits), shown: shownDigits(digits) };
}

const other = (color: Color): Color => (color === BLACK ? WHITE : BLACK);

/** A BOARD being read: the stones in the order given, and the lines refused. */
interface BoardInput {
  readonly stones: { readonly point: Point; readonly own: boolean }[];
  readonly taken: Set<number>;
  refused: number;
  lineNumber: number;
}

/** A Gomocup brain session. */
export class BrainSession {
  private size = 0;
  private rule: Rule = 'freestyle';
  private game: Game | undefined;
  private readonly clock: Clock = { turn: DEFAULT_TURN_MS, match: 0, left: undefined };
  private board: BoardInput | undefined;
  private readonly engine: BrainEngine;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly lang: Lang;

  constructor(
    private readonly version: string,
    options: SessionOptions = {},
  ) {
    this.now = options.clock ?? (() => performance.now());
    this.engine = options.engine ?? new NoriEngine(this.now);
    this.log = options.log ?? (() => {});
    this.lang = options.lang ?? 'en';
  }

  /** A protocol line: the keyword, then the text in the session's language. */
  private say(keyword: 'ERROR' | 'MESSAGE' | 'UNKNOWN' | 'DEBUG', text: Message): string {
    return `${keyword} ${render(this.lang, text)}`;
  }

  /** The game as it stands (for tests), or undefined before START. */
  get current(): Game | undefined {
    return this.game;
  }

  /** The answer to a line longer than `MAX_LINE_BYTES` (the reader skipped it). */
  overlong(): Reply {
    if (this.board !== undefined) this.board.refused++;
    return { lines: [this.say('ERROR', msg('brain.line-too-long', { bytes: MAX_LINE_BYTES }))] };
  }

  /** The answer to one line from the manager, which arrived at `receivedAt` (the session's clock). */
  handle(input: string, receivedAt: number = this.now()): Reply {
    const line = input.trim();
    if (line === '') return { lines: [] };
    if (this.board !== undefined) return this.boardLine(line, receivedAt);
    const space = line.search(/\s/);
    const word = space < 0 ? line : line.slice(0, space);
    const command = word.toUpperCase();
    const rest = space < 0 ? '' : line.slice(space + 1).trim();
    switch (command) {
      case 'START':
        return this.start(rest, rest);
      case 'RECTSTART': {
        const match = /^(\d+)\s*,\s*(\d+)$/.exec(rest);
        if (match !== null && match[1] !== match[2])
          return { lines: [this.say('ERROR', msg('brain.rectangular'))] };
        return this.start(match === null ? rest : match[1]!, rest);
      }
      case 'RESTART':
        if (this.game === undefined) return { lines: [this.say('ERROR', msg('brain.no-board'))] };
        this.newGame();
        return { lines: ['OK'] };
      case 'BEGIN':
        if (this.game === undefined) return { lines: [this.say('ERROR', msg('brain.no-board'))] };
        // BEGIN says the brain moves first: on a board with stones it would play the other
        // side's stone, and take the other side's colour from then on.
        if (this.game.moves > 0) {
          return {
            lines: [this.say('ERROR', msg('brain.begin-not-empty', { stones: this.game.moves }))],
          };
        }
        return { lines: this.think(receivedAt) };
      case 'TURN':
        return this.turn(rest, receivedAt);
      case 'BOARD':
        if (this.game === undefined) return { lines: [this.say('ERROR', msg('brain.no-board'))] };
        this.board = { stones: [], taken: new Set(), refused: 0, lineNumber: 0 };
        return { lines: [] };
      case 'TAKEBACK':
        return this.takeBack(rest);
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
        return {
          lines: [this.say('UNKNOWN', msg('brain.unknown-command', { command: quoteToken(word) }))],
        };
    }
  }

  private start(sizeText: string, shown: string): Reply {
    const size = parseCount(sizeText);
    if (size === undefined || size < MIN_ENGINE_SIZE || size > MAX_ENGINE_SIZE) {
      return {
        lines: [
          this.say(
            'ERROR',
            msg('brain.bad-size', {
              size: quoteToken(shown),
              min: MIN_ENGINE_SIZE,
              max: MAX_ENGINE_SIZE,
            }),
          ),
        ],
      };
    }
    this.size = size;
    this.newGame();
    // The tables now, rather than in the first turn's time: every rule's, the current one first,
    // as INFO rule usually comes after START, just before the first turn (the standard rule's
    // tables, built at INFO rule 1, took 15 to 25 ms of a 100 ms turn, three times that on a busy
    // machine).
    this.engine.prepare(this.rule, size);
    for (const rule of RULES) this.engine.prepare(rule, size);
    return { lines: ['OK'] };
  }

  private newGame(): void {
    this.game = new Game(this.size, this.rule);
    this.engine.newGame(this.size, this.rule);
  }

  /** A point "x,y" on the board, or what is wrong with it. */
  private point(text: string): Point | Message {
    const match = /^(\d+)\s*,\s*(\d+)$/.exec(text);
    if (match === null) return msg('brain.bad-point', { found: quoteToken(text) });
    const col = readDigits(match[1]!);
    const row = readDigits(match[2]!);
    if (col.value >= this.size || row.value >= this.size)
      return msg('brain.off-board', { col: col.shown, row: row.shown, size: this.size });
    return { row: row.value, col: col.value };
  }

  private turn(text: string, receivedAt: number): Reply {
    const game = this.game;
    if (game === undefined) return { lines: [this.say('ERROR', msg('brain.no-board'))] };
    const point = this.point(text);
    if (isMessage(point)) return { lines: [this.say('ERROR', point)] };
    if (game.isOver) return { lines: [this.say('ERROR', msg('brain.over'))] };
    const color = game.toPlay;
    const outcome = game.play(point);
    switch (outcome.kind) {
      case 'taken':
        return { lines: [this.say('ERROR', msg('brain.taken', point))] };
      case 'off-board':
      case 'forbidden':
      case 'over':
        return { lines: [this.say('ERROR', msg('brain.cannot-play', point))] };
      default:
        break;
    }
    this.engine.play(point, color);
    if (outcome.kind === 'decisive') {
      const { reason } = outcome.decisive;
      const why = reason === 'five' ? msg('brain.five') : msg(`omok.reason.${reason}`);
      return { lines: [this.say('ERROR', msg('brain.decided', { ...point, why }))] };
    }
    return { lines: this.think(receivedAt) };
  }

  private takeBack(text: string): Reply {
    const game = this.game;
    if (game === undefined) return { lines: [this.say('ERROR', msg('brain.no-board'))] };
    const point = this.point(text);
    if (isMessage(point)) return { lines: [this.say('ERROR', point)] };
    if (game.board.cells[point.row * this.size + point.col] === 0)
      return { lines: [this.say('ERROR', msg('brain.no-stone', point))] };
    const last = game.lastMove;
    if (last !== undefined && last.row === point.row && last.col === point.col) {
      game.undo();
      this.engine.undo();
      return { lines: ['OK'] };
    }
    // The protocol takes back the last move: another stone of a game whose order is known is
    // refused (taking it out would change whose turn it is, and the brain would play the other
    // side's colour: an attack).
    if (last !== undefined) {
      const params = { ...point, lastRow: last.row, lastCol: last.col };
      return { lines: [this.say('ERROR', msg('brain.not-last', params))] };
    }
    // No order known (a BOARD given out of order): the game is built again from the board
    // without it; whose turn it is then follows from the stones, as for any board.
    const board = cloneBoard(game.board);
    setStone(board, point.row, point.col, EMPTY);
    this.fromBoard(board);
    return { lines: ['OK'] };
  }

  /** The game and the engine set to `board` (stones in reading order). */
  private fromBoard(board: Board): void {
    this.game = new Game(board, this.rule);
    this.resetEngine();
  }

  private boardLine(line: string, receivedAt: number): Reply {
    const input = this.board!;
    const upper = line.toUpperCase();
    if (upper === 'END') return { lines: [], end: true };
    if (upper === 'DONE') {
      this.board = undefined;
      return this.boardDone(input, receivedAt);
    }
    input.lineNumber++;
    const refuse = (why: Message): Reply => {
      input.refused++;
      return {
        lines: [this.say('ERROR', msg('brain.board-line', { line: input.lineNumber, why }))],
      };
    };
    const match = /^(\d+)\s*,\s*(\d+)\s*,\s*(\d+)$/.exec(line);
    if (match === null) return refuse(msg('brain.bad-board-line', { found: quoteToken(line) }));
    const x = readDigits(match[1]!);
    const y = readDigits(match[2]!);
    const field = readDigits(match[3]!);
    if (x.value >= this.size || y.value >= this.size)
      return refuse(msg('brain.off-board', { col: x.shown, row: y.shown, size: this.size }));
    if (field.value < 1 || field.value > 3)
      return refuse(msg('brain.bad-field', { field: field.shown }));
    const col = x.value;
    const row = y.value;
    const at = row * this.size + col;
    if (input.taken.has(at)) return refuse(msg('brain.twice', { col, row }));
    input.taken.add(at);
    // A winning line's stone (3, continuous games) is taken as the opponent's.
    input.stones.push({ point: { row, col }, own: field.value === 1 });
    return { lines: [] };
  }

  private boardDone(input: BoardInput, receivedAt: number): Reply {
    if (input.refused > 0) {
      return {
        lines: [this.say('ERROR', msg('brain.board-refused', { refused: input.refused }))],
      };
    }
    const own = input.stones.filter((s) => s.own).length;
    const theirs = input.stones.length - own;
    // Black moves first: at the brain's turn it has as many stones as the opponent (the brain is
    // black) or one fewer (white).
    if (own !== theirs && own + 1 !== theirs) {
      return {
        lines: [this.say('ERROR', msg('brain.board-turn', { own, theirs }))],
      };
    }
    const color: Color = own === theirs ? BLACK : WHITE;
    const colorOf = (s: { own: boolean }) => (s.own ? color : other(color));
    // In the order given when the colours alternate from black (a game's moves), so that
    // TAKEBACK can undo them; else as a position.
    const alternates = input.stones.every((s, i) => colorOf(s) === (i % 2 === 0 ? BLACK : WHITE));
    const game = new Game(this.size, this.rule);
    let replayed = alternates;
    for (const s of alternates ? input.stones : []) {
      if (game.play(s.point).kind !== 'played') {
        replayed = false;
        break;
      }
    }
    if (replayed) {
      this.game = game;
      this.engine.newGame(this.size, this.rule);
      input.stones.forEach((s, i) => {
        this.engine.play(s.point, i % 2 === 0 ? BLACK : WHITE);
      });
    } else {
      const board = createBoard(this.size);
      for (const s of input.stones) setStone(board, s.point.row, s.point.col, colorOf(s));
      this.fromBoard(board);
    }
    if (this.game!.isOver) return { lines: [this.say('ERROR', msg('brain.board-won'))] };
    return { lines: this.think(receivedAt) };
  }

  private info(text: string): Reply {
    const space = text.search(/\s/);
    const key = (space < 0 ? text : text.slice(0, space)).toLowerCase();
    const value = space < 0 ? '' : text.slice(space + 1).trim();
    // A whole number it cannot take (too long, or below 0) is out of range, not "not a number".
    const bad = () => ({
      lines: [
        this.say(
          'ERROR',
          msg(/^-?\d+$/.test(value) ? 'brain.info-range' : 'brain.bad-info', {
            key: quoteToken(key),
            found: quoteToken(value),
          }),
        ),
      ],
    });
    switch (key) {
      case 'timeout_turn': {
        const ms = parseCount(value);
        if (ms === undefined) return bad();
        this.clock.turn = ms;
        break;
      }
      case 'timeout_match': {
        const ms = parseCount(value);
        if (ms === undefined) return bad();
        this.clock.match = ms;
        break;
      }
      case 'time_left': {
        const ms = parseInteger(value);
        if (ms === undefined) return bad();
        this.clock.left = Math.max(0, ms);
        break;
      }
      case 'max_memory': {
        const bytes = parseCount(value);
        if (bytes === undefined) return bad();
        this.engine.setMemory(bytes);
        break;
      }
      case 'rule': {
        const mask = parseCount(value);
        if (mask === undefined) return bad();
        // Renju takes precedence; else exactly five (1) or five or more (0). Caro (8: a five
        // blocked at both ends does not win) is not one of nori's rules.
        const rule: Rule = (mask & 4) !== 0 ? 'renju' : (mask & 1) !== 0 ? 'standard' : 'freestyle';
        this.setRule(rule);
        if ((mask & 8) !== 0) return { lines: [this.say('MESSAGE', msg('brain.caro'))] };
        break;
      }
      default:
        // game_type, evaluate, folder, thread_num: nothing to do.
        break;
    }
    return { lines: [] };
  }

  private setRule(rule: Rule): void {
    if (rule === this.rule) return;
    this.rule = rule;
    const game = this.game;
    if (game === undefined) return;
    this.engine.prepare(rule, this.size);
    if (game.moves === 0 && game.board.cells.every((c) => c === 0)) {
      this.newGame();
      return;
    }
    // The same stones under the new rule: the moves replayed where the rule lets them be, else
    // the board as a position.
    const next = game.withRule(rule);
    if (!next.canRedo) {
      this.game = next;
      this.engine.setRule(rule);
    } else {
      this.fromBoard(cloneBoard(game.board));
    }
  }

  /** Milliseconds left for the search of a turn whose command arrived at `receivedAt`. */
  budget(receivedAt: number): number {
    let turn = this.clock.turn === 0 ? 100 : this.clock.turn;
    if (this.clock.match > 0 && this.clock.left !== undefined) {
      turn = Math.min(turn, this.clock.left / MOVES_AHEAD);
    }
    return Math.max(1, Math.floor(turn - (this.now() - receivedAt) - MARGIN_MS));
  }

  /**
   * The brain's move: played in the game and the engine, and written as "x,y" (the last line;
   * a MESSAGE before it when the search failed).
   */
  private think(receivedAt: number): string[] {
    const game = this.game!;
    if (game.isOver) return [this.say('ERROR', msg('brain.over'))];
    const color = game.toPlay;
    const lines: string[] = [];
    // A failed search sets the engine up again from the game: one more try in what is left.
    const found =
      this.searchSafely(receivedAt, color, lines) ?? this.searchSafely(receivedAt, color, lines);
    let move = found?.move ?? null;
    if (move === null || !this.isLegal(move, color)) move = this.anyLegal(color);
    if (move === null) return [...lines, this.say('ERROR', msg('brain.no-move'))];
    if (found !== null) {
      const forced =
        found.forced === null ? '' : msg('brain.debug.forced', { kind: found.forced.kind });
      this.log(
        this.say(
          'DEBUG',
          msg('brain.debug', {
            depth: found.depth,
            nodes: found.nodes,
            score: found.score,
            forced,
            ms: Math.round(this.now() - receivedAt),
          }),
        ),
      );
    }
    game.play(move);
    try {
      this.engine.play(move, color);
    } catch {
      // An engine left unusable by a failed search: set up again from the game, move included.
      this.resetQuietly();
    }
    lines.push(`${move.col},${move.row}`);
    return lines;
  }

  /**
   * The engine's search, or null when it failed: a fault inside the engine must not cost the game
   * by leaving the turn unanswered (a manager counts that as a loss). The failure is said in a
   * MESSAGE line added to `lines`, and the engine, whose position may still hold the stones of
   * the search it left, is set up again from the game.
   */
  private searchSafely(
    receivedAt: number,
    color: Color,
    lines: string[],
  ): BrainSearchResult | null {
    try {
      return this.engine.search({ turnMs: this.budget(receivedAt), toMove: color });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error))
        .replace(/\s+/g, ' ')
        .slice(0, 200);
      lines.push(this.say('MESSAGE', msg('brain.search-failed', { reason })));
      this.resetQuietly();
      return null;
    }
  }

  /** `resetEngine`, where an engine that fails even there leaves only `anyLegal` to answer. */
  private resetQuietly(): void {
    try {
      this.resetEngine();
    } catch {
      // Nothing more to do: the answers are then the legal point nearest the centre.
    }
  }

  /** The engine set to the game's stones, in reading order. */
  private resetEngine(): void {
    const board = this.game!.board;
    const n = this.size;
    this.engine.newGame(n, this.rule);
    for (let i = 0; i < n * n; i++) {
      const stone = board.cells[i];
      if (stone === BLACK || stone === WHITE)
        this.engine.play({ row: Math.floor(i / n), col: i % n }, stone);
    }
  }

  private isLegal(point: Point, color: Color): boolean {
    const { row, col } = point;
    const game = this.game!;
    if (row < 0 || col < 0 || row >= this.size || col >= this.size) return false;
    if (game.board.cells[row * this.size + col] !== 0) return false;
    return this.rule !== 'renju' || color !== BLACK || !isForbidden(game.board, point);
  }

  /** Any legal move, nearest the centre first (the engine's answer is always legal; a guard). */
  private anyLegal(color: Color): Point | null {
    const centre = this.size >> 1;
    let best: Point | null = null;
    let distance = Number.POSITIVE_INFINITY;
    for (let row = 0; row < this.size; row++) {
      for (let col = 0; col < this.size; col++) {
        const d = Math.max(Math.abs(row - centre), Math.abs(col - centre));
        if (d < distance && this.isLegal({ row, col }, color)) {
          best = { row, col };
          distance = d;
        }
      }
    }
    return best;
  }
}
