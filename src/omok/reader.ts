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
import { type Board, createBoard, DEFAULT_SIZE } from './board.js';
import type { ParseError, ParseErrorCode } from './parse.js';

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
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const MAX_SHOWN = 24;
const MAX_COLLECTED = 96;

/** An error found at a token that may continue in the next chunk: its text is still gathered. */
interface PendingError {
  readonly code: ParseErrorCode;
  readonly line: number;
  readonly column: number;
  readonly board: number;
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
      throw new Error('BoardReader.feed: the previous chunk is not read yet');
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
    if (this.stopped) return undefined;
    const chunk = this.chunk;
    const len = chunk.length;
    // The state lives in locals while the loop runs (much faster than fields) and is saved back
    // when it returns; the error paths read what they need from the locals.
    const n = this.size;
    const { cells, black, white } = this.board;
    const masks = black.length > 0;
    const words = this.words;
    const cellWords = this.cellWords;
    let i = this.pos;
    let line = this.line;
    let carry = this.carry;
    let lineStart = this.lineStart;
    let row = this.row;
    let col = this.col;
    let index = this.index;
    let blackRow = this.blackRow;
    let whiteRow = this.whiteRow;
    let after = this.afterValue;
    let limit = this.limit;
    // The fast path reads a canonical row ("v v ... v", one space between values) eight bytes at
    // a time. As a little-endian 32-bit word, "a b " is 0x20302030 + a + (b << 16) exactly when
    // a and b are 0, 1 or 2, so a subtraction and two tests check two values and the spaces after
    // them; two words make four values, written to the cells with one 32-bit store and to the
    // masks with a few shifts. The last values go one by one. Anything else (other spacing, a row
    // cut by the chunk's end, a bad value) falls back to the byte loop, which reads the row again.
    const quads = 4 * ((n - 1) >> 2); // values read four at a time
    const rowEnd = 2 * n - 2; // offset of a canonical row's last value
    let complete = false;
    for (; i < len; i++) {
      if (col === 0 && limit !== 0 && i + rowEnd < len && words !== undefined) {
        let p = i;
        let c = 0;
        let b = 0;
        let w = 0;
        for (; c < quads; c += 4, p += 8) {
          const d = (words.getUint32(p, true) - PAIR_BASE) | 0;
          const e = (words.getUint32(p + 4, true) - PAIR_BASE) | 0;
          if (((d | e) & ~0x00030003) !== 0) break;
          if (((d & (d >>> 1)) | (e & (e >>> 1))) & 0x00010001) break; // a 3
          cellWords.setUint32(
            index + c,
            ((d | (d >>> 8)) & 0x0303) | (((e | (e >>> 8)) & 0x0303) << 16),
            true,
          );
          // Bits 0 and 16 of d and e are the four values' low bits: gather them into bits 0-3.
          const low = (d & 0x00010001) | ((e & 0x00010001) << 2);
          const high = ((d >>> 1) & 0x00010001) | (((e >>> 1) & 0x00010001) << 2);
          b |= ((low | (low >>> 15)) & 15) << c;
          w |= ((high | (high >>> 15)) & 15) << c;
        }
        if (c === quads) {
          for (; c < n; c++, p += 2) {
            const v = chunk[p]! - ZERO;
            if (v < 0 || v > 2 || (c < n - 1 && chunk[p + 1] !== SPACE)) break;
            cells[index + c] = v;
            b |= (v & 1) << c;
            w |= (v >> 1) << c;
          }
        }
        if (c === n) {
          blackRow = b;
          whiteRow = w;
          index += n;
          col = n;
          after = true;
          i += rowEnd; // the byte loop goes on after the last value, at the line end
          continue;
        }
      }
      const byte = chunk[i]!;
      const value = byte - ZERO;
      if (value >= 0 && value <= 2) {
        if (after || col === limit) {
          this.line = line;
          this.row = row;
          this.col = col;
          this.tokenError(chunk, i, carry + countChars(chunk, lineStart, i) + 1, after);
          return undefined;
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
        this.line = line;
        this.row = row;
        this.col = col;
        this.tokenError(chunk, i, carry + countChars(chunk, lineStart, i) + 1, after);
        return undefined;
      }
      after = false;
      if (col === n) {
        if (masks) {
          black[row] = blackRow;
          white[row] = whiteRow;
        }
        blackRow = 0;
        whiteRow = 0;
        if (row === 0) this.boardLine = line;
        row++;
        col = 0;
        if (row === n) {
          row = 0;
          index = 0;
          if (this.single) limit = 0;
          complete = true;
        }
      } else if (col > 0) {
        this.fail('missing-values', line, `expected ${n} values, found ${col}`);
        return undefined;
      } else if (row > 0) {
        this.fail('missing-rows', line, `expected ${n} rows, found a blank line after ${row}`);
        return undefined;
      }
      line++;
      carry = 0;
      lineStart = i + 1;
      if (complete) {
        i++;
        break;
      }
    }
    this.pos = i;
    this.line = line;
    this.carry = carry;
    this.lineStart = lineStart;
    this.row = row;
    this.col = col;
    this.index = index;
    this.blackRow = blackRow;
    this.whiteRow = whiteRow;
    this.afterValue = after;
    this.limit = limit;
    if (complete) {
      this.boards++;
      return this.board;
    }
    // The chunk is used up: keep the characters of its unfinished line for later columns.
    this.carry = carry + countChars(chunk, lineStart, len);
    this.lineStart = len;
    if (this.finished) {
      // The end of the input: a board left unfinished is an error, and so is no board at all
      // when exactly one is expected.
      this.stopped = true;
      if (row > 0) {
        this.fail('missing-rows', line, `expected ${n} rows, found ${row}`);
      } else if (this.single && this.boards === 0) {
        this.fail('missing-rows', line, `expected ${n} rows, found none`);
      }
    }
    return undefined;
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
    if (after) {
      // The value before this byte is part of a longer token such as "12" or "1x".
      column--;
      bytes.push(ZERO + this.board.cells[this.row * this.size + this.col - 1]!);
    } else if (this.single && this.boards > 0) {
      code = 'extra-text';
    } else if (this.col === this.size) {
      code = 'extra-values';
    }
    this.pending = { code, line: this.line, column, board: this.boardNumber(), bytes };
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
    const { code, line, column, board, bytes } = this.pending!;
    this.pending = undefined;
    const found = showToken(bytes);
    const n = this.size;
    let message: string;
    switch (code) {
      case 'bad-value':
        message = `expected 0, 1 or 2, found ${found}`;
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
    this.failure = { code, message, line, column, board };
  }

  /** The number of the board being read (a single board is always board 1). */
  private boardNumber(): number {
    return this.single ? 1 : this.boards + 1;
  }

  /** Stops with an error that concerns a whole line. */
  private fail(code: ParseErrorCode, line: number, message: string): void {
    this.stopped = true;
    this.failure = { code, message, line, board: this.boardNumber() };
  }
}

/** Number of characters in `bytes[from, to)` of UTF-8 text: the bytes that start a character. */
function countChars(bytes: Uint8Array, from: number, to: number): number {
  let count = to - from;
  for (let i = from; i < to; i++) if ((bytes[i]! & 0xc0) === 0x80) count--;
  return count;
}

const decoder = new TextDecoder();

/** A token as an error message quotes it: JSON-escaped, cut after a few characters. */
function showToken(bytes: readonly number[]): string {
  const text = [...decoder.decode(new Uint8Array(bytes))];
  const cut = text.length > MAX_SHOWN || bytes.length >= MAX_COLLECTED;
  return JSON.stringify(text.slice(0, MAX_SHOWN).join('') + (cut ? '…' : ''));
}
