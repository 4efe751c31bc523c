/**
 * The byte reader behind `parseBoard` and `nori omok --batch`: N x N boards (Baekjoon 2615's
 * grid) from UTF-8 bytes given in chunks of any size, with flat memory.
 *
 * It never builds a string per line or a value per token: the hot loop looks at each byte once
 * (canonical rows eight bytes at a time) and writes the cells and row masks of one reused board.
 * Errors are values (`ParseError`, with a code, a message, the line and the column), never
 * exceptions.
 *
 * What is accepted, as Baekjoon's readers accept it: spaces and tabs between and around values,
 * CRLF line ends, no newline at the end, blank lines before and after a board and, in a stream,
 * between boards, and a UTF-8 byte order mark at the very start. A blank line inside a board ends
 * it early, which is an error: boards back to back are told apart by counting rows, and a missing
 * row would otherwise shift every later board silently.
 */
import { quoteToken } from '../quote.js';
import { type Board, createBoard, DEFAULT_SIZE } from './board.js';
import type { ParseError, ParseErrorCode } from './parse-error.js';

/**
 * Receives each board as soon as its last row is read, with its number (from 1) and the line of
 * its first row. The reader refills the same `Board` object for the next board, so keep a copy
 * (`cloneBoard`) to hold on to one. Returning `false` stops the reader.
 */
export type BoardSink = (board: Board, index: number, line: number) => unknown;

/** Options of a `BoardReader`. */
export interface ReaderOptions {
  /** Expect exactly one board: text after it is an `extra-text` error, none at all `missing-rows`. */
  readonly single?: boolean;
}

const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;
const ZERO = 48;
const LINE_END = new Uint8Array([LF]);
const NO_BYTES = new Uint8Array(0);
/** "0 0 " read as a little-endian 32-bit word. */
const PAIR_BASE = 0x20302030;
/** "0 0\n" read as a little-endian 32-bit word. */
const LAST_BASE = 0x0a302030;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const MAX_SHOWN = 24;
/** What `readLine` got to: the end of a line, of a board, of the chunk, or an error. */
type Step = 0 | 1 | 2 | 3;
const LINE: Step = 0;
const BOARD: Step = 1;
const USED_UP: Step = 2;
const STOPPED: Step = 3;
const MAX_COLLECTED = 96;

/** An error found at a token that may continue in the next chunk: its text is still gathered. */
interface PendingError {
  readonly code: ParseErrorCode;
  readonly line: number;
  readonly column: number;
  readonly board: number;
  /** The row of the board (from 1) and the number of the value on it (from 1), when known. */
  readonly row?: number;
  readonly token?: number;
  readonly bytes: number[];
}

/**
 * Reads N x N boards from UTF-8 bytes (valid input is ASCII) given in chunks of any size. The
 * first error stops it for good. Two ways to drive it:
 * - pull: `feed` a chunk, call `next` until it returns `undefined`, feed the next chunk; after the
 *   last one call `finish` and drain `next` once more (a last row may lack its newline);
 * - push: `push` each chunk with a `BoardSink`, then `end`.
 * Either way `next` hands out the same `Board` object each time, refilled. Once `next` has
 * returned `undefined` the reader never looks at that chunk again, so its buffer may be reused.
 *
 * Why pull at the core: the byte loop returns at each board instead of calling out, so the
 * compiler optimises it alone, and what the caller does with a board (judging, printing) cannot
 * disturb it.
 */
export class BoardReader {
  /** N. */
  readonly size: number;
  private readonly single: boolean;
  private readonly board: Board;
  private chunk: Uint8Array = NO_BYTES;
  private words: DataView | undefined; // the chunk, for the fast path
  private cellWords: DataView; // the board's cells, for the fast path
  private pos = 0; // where `next` goes on in the chunk
  private lineStart = 0; // where the current line starts in the chunk
  private line = 1;
  private carry = 0; // characters of the current line that came in earlier chunks
  private row = 0;
  private col = 0;
  private index = 0; // row * size + col
  private blackRow = 0; // masks of the row being read
  private whiteRow = 0;
  private afterValue = false; // the last byte was a value, so the next must end the token
  private limit: number; // values allowed on a row: N, or 0 once a single board is complete
  private boards = 0;
  private boardLine = 0;
  private started = false;
  private finished = false;
  private stopped = false;
  private failure: ParseError | undefined;
  private pending: PendingError | undefined;

  /** A reader of `size` x `size` boards. Throws a RangeError for a size below 5 (a bug). */
  constructor(size: number = DEFAULT_SIZE, options: ReaderOptions = {}) {
    this.board = createBoard(size);
    this.cellWords = new DataView(this.board.cells.buffer);
    this.size = size;
    this.single = options.single === true;
    this.limit = size;
  }

  /** The first error, once there is one. */
  get error(): ParseError | undefined {
    return this.failure;
  }

  /** How many complete boards have been read. */
  get count(): number {
    return this.boards;
  }

  /** The line (from 1) of the first row of the board `next` returned last. */
  get lineOfBoard(): number {
    return this.boardLine;
  }

  /** Gives the reader its next chunk; call only once `next` has returned `undefined`. */
  feed(chunk: Uint8Array): void {
    if (this.pos < this.chunk.length && !this.stopped) {
      throw new RangeError('BoardReader.feed: the previous chunk is not read yet');
    }
    if (this.pending !== undefined) this.gather(chunk, 0);
    if (this.stopped) return;
    let start = 0;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      const bom = chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
      if (bom) start = 3;
    }
    this.chunk = chunk;
    this.words = LITTLE_ENDIAN
      ? new DataView(chunk.buffer, chunk.byteOffset, chunk.length)
      : undefined;
    this.pos = start;
    this.lineStart = start;
  }

  /** Marks the end of the input; drain `next` afterwards. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.pending !== undefined) this.settle();
    // A last line without its newline ends as if it had one.
    if (!this.stopped && this.col > 0) this.feed(LINE_END);
  }

  /**
   * Reads on to the end of the next board and returns it, or `undefined` when the chunk is used
   * up, the input is over (after `finish`) or an error has stopped the reader (see `error`).
   */
  next(): Board | undefined {
    while (!this.stopped) {
      if (this.col === 0 && this.limit !== 0 && this.words !== undefined && this.readRows()) {
        this.boards++;
        return this.board;
      }
      const step = this.readLine();
      if (step === BOARD) {
        this.boards++;
        return this.board;
      }
      if (step === USED_UP) break;
    }
    return undefined;
  }

  /**
   * The fast path: whole canonical rows ("v v ... v" and a line end, one space between values),
   * eight bytes at a time, from one row to the next and over the blank lines between boards;
   * true when they complete a board. It stops, leaving the rest to `readLine`, at a row that is
   * not canonical (other spacing, a bad value, a blank line inside a board) or not wholly in the
   * chunk. Inputs written by programs (`nori gen`, Baekjoon's files) are canonical throughout.
   *
   * As a little-endian 32-bit word, "a b " is 0x20302030 + a + (b << 16) exactly when a and b are
   * 0 to 3, so one subtraction turns two values and the spaces after them into a + (b << 16), and
   * any other bytes leave other bits set. Two such words hold four values, stored in the cells
   * with one 32-bit write; four pairs side by side in one number (`group`) are checked for a 3
   * and gathered into sixteen bits of each mask with a few shifts. The last four values of a row
   * come from the two words that end at its line end ("a b\n"), overlapping the ones before when
   * N - 1 is not a multiple of four. A row's checks are added up and looked at once, at its end.
   *
   * Kept apart from the byte loop so that the compiler optimises this loop alone, and a first
   * non-canonical byte (a chunk's end, CRLF) does not throw its optimised code away.
   */
  private readRows(): boolean {
    const chunk = this.chunk;
    const words = this.words!;
    const cellWords = this.cellWords;
    const len = chunk.length;
    const n = this.size;
    const { black, white } = this.board;
    const masks = black.length > 0;
    const quads = 4 * ((n - 1) >> 2); // values read four at a time; the last four come after
    const rowBytes = 2 * n; // a canonical row with its LF
    const tailAt = 2 * n - 8; // the word of values n-4 and n-3
    const lastAt = 2 * n - 4; // the word of values n-2, n-1 and the line end
    let i = this.pos;
    let line = this.line;
    let lineStart = this.lineStart;
    let carry = this.carry;
    let row = this.row;
    let index = this.index;
    let complete = false;
    while (i + rowBytes <= len) {
      if (chunk[i] === LF) {
        // A blank line: skipped between boards; inside one, `readLine` reports it.
        if (row !== 0) break;
        line++;
        i++;
        lineStart = i;
        carry = 0;
        continue;
      }
      let bad = 0;
      let three = 0;
      let b = 0;
      let w = 0;
      let group = 0;
      for (let c = 0, p = i; c < quads; c += 4, p += 8) {
        const d = (words.getInt32(p, true) - PAIR_BASE) | 0;
        const e = (words.getInt32(p + 4, true) - PAIR_BASE) | 0;
        bad |= d | e;
        cellWords.setUint32(index + c, ((d | (d >>> 8)) & 0xffff) | ((e | (e >>> 8)) << 16), true);
        // Bits 0-1 value c, 2-3 value c+2, 16-17 value c+1, 18-19 value c+3: so in `group`,
        // the even values of sixteen lie in the low half, the odd ones in the high half.
        group |= (d | (e << 2)) << (c & 12);
        if ((c & 12) === 12 || c + 4 === quads) {
          three |= group & (group >>> 1);
          const low = group & 0x55555555;
          const high = (group >>> 1) & 0x55555555;
          b |= ((low | (low >>> 15)) & 0xffff) << (c & ~12);
          w |= ((high | (high >>> 15)) & 0xffff) << (c & ~12);
          group = 0;
        }
      }
      let end = i + rowBytes;
      let last = words.getInt32(i + lastAt, true);
      if (last >>> 24 === CR) {
        // A CRLF line end: "a b\r" and then the LF.
        if (end === len || chunk[end] !== LF) break;
        last = (last & 0x00ffffff) | (LF << 24);
        end++;
      }
      const d = (words.getInt32(i + tailAt, true) - PAIR_BASE) | 0;
      const e = (last - LAST_BASE) | 0;
      const x = d | (e << 2);
      bad |= d | e;
      three |= x & (x >>> 1);
      if (((bad & ~0x00030003) | (three & 0x55555555)) !== 0) break;
      const c = n - 4;
      cellWords.setUint16(index + c, d | (d >>> 8), true);
      cellWords.setUint16(index + c + 2, e | (e >>> 8), true);
      if (masks) {
        const low = x & 0x00050005;
        const high = (x >>> 1) & 0x00050005;
        black[row] = b | (((low | (low >>> 15)) & 15) << c);
        white[row] = w | (((high | (high >>> 15)) & 15) << c);
      }
      if (row === 0) this.boardLine = line;
      line++;
      i = end;
      lineStart = end;
      carry = 0;
      index += n;
      if (++row === n) {
        row = 0;
        index = 0;
        if (this.single) this.limit = 0;
        complete = true;
        break;
      }
    }
    this.pos = i;
    this.line = line;
    this.lineStart = lineStart;
    this.carry = carry;
    this.row = row;
    this.index = index;
    return complete;
  }

  /**
   * The byte loop, for what `readRows` leaves: reads on to the end of the current line (its LF
   * included) or of the chunk, any spacing, and names the first mistake.
   */
  private readLine(): Step {
    const chunk = this.chunk;
    const len = chunk.length;
    const n = this.size;
    const { cells, black, white } = this.board;
    let i = this.pos;
    let col = this.col;
    let index = this.index;
    let blackRow = this.blackRow;
    let whiteRow = this.whiteRow;
    let after = this.afterValue;
    const limit = this.limit;
    for (; i < len; i++) {
      const byte = chunk[i]!;
      const value = byte - ZERO;
      if (value >= 0 && value <= 2) {
        if (after || col === limit) {
          this.col = col;
          this.tokenError(chunk, i, this.carry + countChars(chunk, this.lineStart, i) + 1, after);
          return STOPPED;
        }
        cells[index++] = value;
        // Branch-free: random boards make "is it black" unpredictable. (Columns past 31 wrap
        // here, harmlessly: wider boards do not store their masks.)
        blackRow |= (value & 1) << col;
        whiteRow |= (value >> 1) << col;
        col++;
        after = true;
        continue;
      }
      if (byte === SPACE || byte === TAB || byte === CR) {
        after = false;
        continue;
      }
      if (byte !== LF) {
        this.col = col;
        this.tokenError(chunk, i, this.carry + countChars(chunk, this.lineStart, i) + 1, after);
        return STOPPED;
      }
      let step: Step = LINE;
      const row = this.row;
      if (col === n) {
        if (black.length > 0) {
          black[row] = blackRow;
          white[row] = whiteRow;
        }
        if (row === 0) this.boardLine = this.line;
        if (row + 1 === n) {
          this.row = 0;
          index = 0;
          if (this.single) this.limit = 0;
          step = BOARD;
        } else {
          this.row = row + 1;
        }
      } else if (col > 0) {
        this.fail('missing-values', this.line, `expected ${n} values, found ${col}`, undefined, {
          found: col,
        });
        return STOPPED;
      } else if (row > 0) {
        this.fail(
          'missing-rows',
          this.line,
          `expected ${n} rows, found a blank line after ${row}`,
          'missing-rows.blank',
          { found: row },
        );
        return STOPPED;
      }
      this.line++;
      this.carry = 0;
      this.lineStart = i + 1;
      this.pos = i + 1;
      this.col = 0;
      this.index = index;
      this.blackRow = 0;
      this.whiteRow = 0;
      this.afterValue = false;
      return step;
    }
    // The chunk is used up: keep the characters of its unfinished line for later columns.
    this.pos = len;
    this.col = col;
    this.index = index;
    this.blackRow = blackRow;
    this.whiteRow = whiteRow;
    this.afterValue = after;
    this.carry += countChars(chunk, this.lineStart, len);
    this.lineStart = len;
    if (this.finished) {
      // The end of the input: a board left unfinished is an error, and so is no board at all
      // when exactly one is expected.
      this.stopped = true;
      if (this.row > 0) {
        this.fail('missing-rows', this.line, `expected ${n} rows, found ${this.row}`, undefined, {
          found: this.row,
        });
      } else if (this.single && this.boards === 0) {
        this.fail('missing-rows', this.line, `expected ${n} rows, found none`, 'missing-rows.none');
      }
    }
    return USED_UP;
  }

  /**
   * Reads `chunk`, handing each completed board to `sink`. Returns false once the reader has
   * stopped (an error, or `sink` returned false): later chunks are ignored.
   */
  push(chunk: Uint8Array, sink: BoardSink): boolean {
    this.feed(chunk);
    return this.drain(sink);
  }

  /** Ends the input, hands any last board to `sink`, and returns the first error, if any. */
  end(sink: BoardSink): ParseError | undefined {
    this.finish();
    this.drain(sink);
    return this.failure;
  }

  private drain(sink: BoardSink): boolean {
    for (let board = this.next(); board !== undefined; board = this.next()) {
      if (sink(board, this.boards, this.boardLine) === false) {
        this.stopped = true;
        return false;
      }
    }
    return !this.stopped;
  }
  /** A token at `i` (or a value token that began one byte earlier, `after`) is wrong. */
  private tokenError(chunk: Uint8Array, i: number, column: number, after: boolean): void {
    let code: ParseErrorCode = 'bad-value';
    const bytes: number[] = [];
    // The place in the board's terms: the row, and the value on it (the one begun before this
    // byte when `after`).
    let place: { row?: number; token?: number } = {
      row: this.row + 1,
      token: after ? this.col : this.col + 1,
    };
    if (after) {
      // The value before this byte is part of a longer token such as "12" or "1x".
      column--;
      bytes.push(ZERO + this.board.cells[this.row * this.size + this.col - 1]!);
    } else if (this.single && this.boards > 0) {
      code = 'extra-text';
      place = {};
    } else if (this.col === this.size) {
      code = 'extra-values';
    }
    this.pending = { code, line: this.line, column, board: this.boardNumber(), ...place, bytes };
    this.stopped = true;
    this.gather(chunk, i);
  }

  /** Adds the bytes of the pending error's token from `chunk` at `start`; settles at its end. */
  private gather(chunk: Uint8Array, start: number): void {
    const pending = this.pending!;
    for (let i = start; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === SPACE || byte === TAB || byte === CR || byte === LF) {
        this.settle();
        return;
      }
      if (pending.bytes.length < MAX_COLLECTED) pending.bytes.push(byte);
    }
  }

  private settle(): void {
    const { code, line, column, board, row, token, bytes } = this.pending!;
    this.pending = undefined;
    const found = showToken(bytes);
    const n = this.size;
    // Values written together (a row pasted as `0000…`; three or more, `01` reads as a number):
    // said so, with what to do.
    const joined =
      code === 'bad-value' && bytes.length > 2 && bytes.every((b) => b >= ZERO && b <= ZERO + 2);
    const wording = {
      code: joined ? 'grid.bad-value.joined' : `grid.${code}`,
      params: { expected: n, found },
    };
    let message: string;
    switch (code) {
      case 'bad-value':
        message = joined
          ? `expected 0, 1 or 2, found ${found}: put a space between the values`
          : `expected 0, 1 or 2, found ${found}`;
        break;
      case 'extra-values':
        message = `expected ${n} values, found more: ${found}`;
        break;
      case 'extra-text':
        message = `expected the end of the input after ${n} rows, found ${found}`;
        break;
      default:
        throw new Error(`no token error has code ${code}`);
    }
    this.failure = { code, message, line, column, board, row, token, wording };
  }

  /** The number of the board being read (a single board is always board 1). */
  private boardNumber(): number {
    return this.single ? 1 : this.boards + 1;
  }

  /**
   * Stops with an error that concerns a whole line; `detail` names its text in the catalogue
   * (`grid.<detail>`) and `params` fills it.
   */
  private fail(
    code: ParseErrorCode,
    line: number,
    message: string,
    detail: string = code,
    params: Readonly<Record<string, number>> = {},
  ): void {
    this.stopped = true;
    const wording = { code: `grid.${detail}`, params: { expected: this.size, ...params } };
    this.failure = { code, message, line, board: this.boardNumber(), wording };
  }
}

/** Number of characters in `bytes[from, to)` of UTF-8 text: the bytes that start a character. */
function countChars(bytes: Uint8Array, from: number, to: number): number {
  let count = to - from;
  for (let i = from; i < to; i++) if ((bytes[i]! & 0xc0) === 0x80) count--;
  return count;
}

const decoder = new TextDecoder();

/** A token as an error message quotes it (quote.ts): controls escaped, cut after a few characters. */
function showToken(bytes: readonly number[]): string {
  return quoteToken(
    decoder.decode(new Uint8Array(bytes)),
    MAX_SHOWN,
    bytes.length >= MAX_COLLECTED,
  );
}
