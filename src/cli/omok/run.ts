/**
 * `nori omok`: the Baekjoon 2615 judge on the command line (docs/cli.md).
 *
 * The input is read as raw byte chunks and handed to the core's `BoardReader`, which parses by
 * byte values into one reused board: no string per line, no value per token. `readLines` from
 * io/input.ts is not used because an async generator step per line costs more than the whole judge
 * (100,000 boards are 1.9 million lines), and the aim for `--batch` is half a million boards a
 * second. Memory stays flat: one chunk, one board, one output buffer.
 *
 * Outcomes: every answer in order on standard output, exit 0. A malformed input stops at the
 * first error with one line naming its line and column (and, in a batch, the board), exit 2; the
 * boards before it have been answered. A board that breaks the promise (two winning lines) stops
 * the same way with exit 3 and a message naming every winning line; with `--explain` its board
 * is drawn first, with the winning lines marked.
 *
 * `--moves` (replay a game record) and `--forbidden` (black's forbidden points under renju) are at
 * the end of this file: their inputs are small and read whole.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import pc from 'picocolors';
import { type Lang, msg, text } from '../../i18n/index.js';
import { inputErrorMessage } from '../../i18n/input.js';
import {
  answerInto,
  type Board,
  BoardReader,
  type BoardSink,
  brokenPromiseMessage,
  coordinateName,
  createAnswerSlot,
  type Decisive,
  describeReplay,
  explainJudgement,
  explainReplay,
  type ForbiddenPoint,
  forbiddenPoints,
  formatAnswer,
  type Judgement,
  judge,
  MIN_SIZE,
  type Palette,
  parseBoard,
  RecordReader,
  type Rule,
  renderForbidden,
  replay,
} from '../../omok/index.js';
import { CliError, describeOpenError, EXIT, isCliError } from '../io/errors.js';
import {
  checkStandardInput,
  MAX_BLANK_TAIL_BYTES,
  readInput,
  readTextPieces,
} from '../io/input.js';
import { OutputBuffer, wantsColor } from '../io/output.js';
import { parseWholeNumber } from '../options.js';

/** Options of `nori omok`, as commander parses them. */
export interface OmokOptions {
  batch?: boolean;
  rule: Rule;
  size?: string;
  explain?: boolean;
  json?: boolean;
  moves?: boolean;
  forbidden?: boolean;
  /** The engine (engine-run.ts). */
  best?: boolean;
  solve?: boolean;
  time?: string;
  depth?: string;
  turn?: string;
  /** The language of every text (chosen once by the entry: --lang or the locale). */
  lang?: Lang;
}

/** The largest `--size`: far beyond any real board, small enough to keep a board in memory. */
const MAX_SIZE = 1000;
/** Bytes read at a time; large chunks keep the per-chunk overhead out of the hot loop. */
const CHUNK_BYTES = 1 << 20;

type Mode = 'answer' | 'explain' | 'json';

/** Runs `nori omok` on `file` (standard input when absent or `-`); returns the exit code. */
export async function runOmok(file: string | undefined, options: OmokOptions): Promise<number> {
  if (options.best === true || options.solve === true) {
    const { runOmokEngine } = await import('./engine-run.js');
    return runOmokEngine(file, options);
  }
  // The engine's options without a question for it would be silently ignored: refused.
  // Each is named with the question it belongs to (--time is --best's, --depth --solve's).
  if (options.time !== undefined) {
    throw new CliError(msg('omok.error.best-only', { option: '--time' }), EXIT.usage);
  }
  if (options.depth !== undefined) {
    throw new CliError(msg('omok.error.solve-only', { option: '--depth' }), EXIT.usage);
  }
  if (options.turn !== undefined) {
    throw new CliError(msg('omok.error.engine-only', { option: '--side' }), EXIT.usage);
  }
  if (options.moves === true) return runMoves(file, options);
  if (options.forbidden === true) return runForbidden(file, options);
  const size = parseSize(options.size);
  const rule: Rule = options.rule;
  const lang: Lang = options.lang ?? 'en';
  const mode: Mode = options.json ? 'json' : options.explain ? 'explain' : 'answer';
  const batch = options.batch === true;
  const out = new OutputBuffer();
  const palette = mode === 'explain' ? makePalette() : undefined;
  const reader = new BoardReader(size, { single: !batch });

  let broken: ReturnType<typeof msg> | undefined;
  let single: Board | undefined;
  let draining: Promise<void> | undefined;
  // The plain answers of a batch: `answerInto` makes no object, and each distinct answer's text
  // is made once, by `formatAnswer` on the first board that has it, and kept as bytes, which
  // `AnswerBytes` gathers: nothing is allocated per board.
  const slot = createAnswerSlot();
  const answers = new Map<number, Uint8Array>();
  const answerBytes = new AnswerBytes(out);
  const sink: BoardSink = (board, index, line) => {
    if (!batch) {
      // Judged only once the whole input is known to be valid: an invalid input gets no answer.
      // A single-board reader never refills its board, so keeping it is safe.
      single = board;
      return true;
    }
    if (mode === 'answer') {
      const kind = answerInto(board, rule, slot);
      if (kind !== 'broken-promise') {
        const key =
          kind === 'winner' ? 1 + ((slot.color - 1) * size + slot.row) * size + slot.col : 0;
        let bytes = answers.get(key);
        if (bytes === undefined) {
          bytes = Buffer.from(formatAnswer(judge(board, rule))!, 'latin1');
          answers.set(key, bytes);
        }
        draining = answerBytes.add(bytes) ?? draining;
        return true;
      }
    }
    const judgement = judge(board, rule);
    const shown = formatJudgement(board, judgement, rule, mode, palette, lang);
    if (shown !== undefined) {
      // Explanations of a batch are separated by a blank line.
      const separated = index > 1 && mode === 'explain' ? `\n${shown}` : shown;
      draining = out.write(separated) ?? draining;
    }
    if (judgement.kind !== 'broken-promise') return true;
    broken = msg('omok.broken.board', {
      board: index,
      line,
      why: brokenPromiseMessage(judgement)!,
    });
    return false;
  };

  // One board: blank lines before or after it are skipped, but not without end (`yes '' | nori
  // omok` was read for ever); as much as the other one-case inputs take.
  let read = 0;
  for await (const chunk of readChunks(file)) {
    read += chunk.length;
    if (!batch && read > MAX_TEXT_BYTES + MAX_BLANK_TAIL_BYTES) {
      throw new CliError(msg('io.too-large', { bytes: MAX_TEXT_BYTES }), EXIT.usage);
    }
    const going = reader.push(chunk, sink);
    if (draining !== undefined) {
      await draining;
      draining = undefined;
    }
    if (!going) break;
  }
  const error = reader.end(sink);
  answerBytes.flush();
  if (error !== undefined) {
    await out.flush();
    throw new CliError(inputErrorMessage(error, batch), EXIT.usage);
  }
  if (broken !== undefined) {
    await out.flush();
    throw new CliError(broken, EXIT.brokenPromise);
  }
  if (single !== undefined) {
    const judgement = judge(single, rule);
    const shown = formatJudgement(single, judgement, rule, mode, palette, lang);
    if (shown !== undefined) out.write(shown);
    await out.flush();
    if (judgement.kind === 'broken-promise') {
      const why = brokenPromiseMessage(judgement)!;
      throw new CliError(msg('omok.broken.single', { why }), EXIT.brokenPromise);
    }
  }
  await out.flush();
  return EXIT.ok;
}

/**
 * The plain answers of a batch (ASCII) gathered in one reused buffer and handed to the output
 * as one string each time it fills: no string and no array slot per board.
 */
class AnswerBytes {
  private readonly bytes = Buffer.allocUnsafe(1 << 16);
  private length = 0;

  constructor(private readonly out: OutputBuffer) {}

  /** Adds an answer; returns a promise only when the output waited for a full pipe. */
  add(answer: Uint8Array): Promise<void> | undefined {
    const waiting = this.length + answer.length > this.bytes.length ? this.flush() : undefined;
    for (let i = 0; i < answer.length; i++) this.bytes[this.length++] = answer[i]!;
    return waiting;
  }

  /** Hands what is gathered to the output. */
  flush(): Promise<void> | undefined {
    if (this.length === 0) return undefined;
    const text = this.bytes.toString('latin1', 0, this.length);
    this.length = 0;
    return this.out.write(text);
  }
}

/** The text for one board in the chosen mode; `undefined` when there is none (broken promise). */
function formatJudgement(
  board: Board,
  judgement: Judgement,
  rule: Rule,
  mode: Mode,
  palette: Palette | undefined,
  lang: Lang,
): string | undefined {
  switch (mode) {
    case 'answer':
      return formatAnswer(judgement);
    case 'explain':
      return explainJudgement(board, judgement, rule, palette, lang);
    case 'json':
      return judgement.kind === 'broken-promise'
        ? undefined
        : `${JSON.stringify(toJson(judgement))}\n`;
  }
}

/** The `--json` object of docs/cli.md; `lines` lists every line of five or more, winning or not. */
function toJson(judgement: Judgement) {
  const at = judgement.kind === 'winner' ? [judgement.at.row + 1, judgement.at.col + 1] : null;
  return {
    winner: judgement.kind === 'winner' ? judgement.color : 0,
    at,
    lines: judgement.lines.map((line) => ({
      color: line.color,
      from: [line.from.row + 1, line.from.col + 1],
      to: [line.to.row + 1, line.to.col + 1],
      length: line.length,
    })),
  };
}

/** The `--size` option as a number, or a usage error. */
function parseSize(text = '19'): number {
  return parseWholeNumber(text, '--size', MIN_SIZE, MAX_SIZE);
}

/** The colours of `--explain`: none unless standard output is a terminal (or FORCE_COLOR). */
function makePalette(): Palette {
  const colors = pc.createColors(wantsColor());
  return {
    black: (text) => colors.bold(text),
    white: (text) => colors.yellow(text),
    mark: (text) => colors.bold(colors.red(text)),
    dim: (text) => colors.dim(text),
  };
}

/**
 * The input as byte chunks: the file, or standard input when there is none or it is `-`. A file
 * is read synchronously into one reused buffer (the reader is done with a chunk before the next
 * is read), so a long batch allocates nothing per chunk and leaves the garbage collector idle.
 * Synchronously, because nothing else waits on the event loop meanwhile (standard output to a
 * file or pipe is written synchronously on Linux), and a chunk read on this thread is still in
 * its core's cache when parsed: measured faster than reading ahead on libuv's threads.
 */
async function* readChunks(file: string | undefined): AsyncGenerator<Uint8Array> {
  const name = file === undefined || file === '-' ? undefined : file;
  let fd: number | undefined;
  try {
    if (name === undefined) {
      checkStandardInput();
      for await (const chunk of process.stdin) yield chunk as Buffer;
      return;
    }
    fd = openSync(name, 'r');
    const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
    while (true) {
      const bytesRead = readSync(fd, buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      yield buffer.subarray(0, bytesRead);
    }
  } catch (error) {
    if (isCliError(error)) throw error;
    throw new CliError(describeOpenError(name, error), EXIT.usage);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// ---------------------------------------------------------------------------------------------
// --moves and --forbidden (renju and game records): small inputs, read whole.

/** The most a record or a --forbidden board may hold: far more than any real game or board. */
const MAX_TEXT_BYTES = 16 << 20;

/** The board size of --moves and --forbidden: 15 under renju (its board), else Baekjoon's 19. */
function recordSize(options: OmokOptions): number {
  return parseSize(options.size ?? (options.rule === 'renju' ? '15' : '19'));
}

/**
 * `nori omok --moves`: replays a game record to its decisive move. The verdict (or the JSON, or
 * the explanation) goes to standard output; moves after the decisive one are not replayed, and a
 * note on standard error says how many. A bad record is one line naming the move, exit code 2.
 */
async function runMoves(file: string | undefined, options: OmokOptions): Promise<number> {
  const size = recordSize(options);
  const rule: Rule = options.rule;
  const lang: Lang = options.lang ?? 'en';
  // Streamed: a huge record with a mistake at move 2 is refused after one piece of input.
  const reader = new RecordReader(size);
  // Capped as the other one-case inputs are: a record of moves cannot be that long, and blanks
  // without end would otherwise be read for ever.
  let read = 0;
  for await (const piece of readTextPieces(file)) {
    read += piece.length;
    if (read > MAX_TEXT_BYTES) {
      throw new CliError(msg('io.too-large.record', { bytes: MAX_TEXT_BYTES }), EXIT.usage);
    }
    if (!reader.push(piece)) break;
  }
  const parsed = reader.end();
  if (!parsed.ok) throw new CliError(inputErrorMessage(parsed.error), EXIT.usage);
  const result = replay(parsed.value, size, rule);
  let output: string;
  if (options.json) {
    output = `${JSON.stringify({ rule, size, moves: result.moves, decisive: decisiveJson(result.decisive, size) })}\n`;
  } else if (options.explain) {
    output = explainReplay(result, rule, makePalette(), lang);
  } else {
    output = `${describeReplay(result, lang)}\n`;
  }
  const out = new OutputBuffer();
  out.write(output);
  await out.flush();
  if (result.ignored > 0 && result.decisive !== null) {
    const what = msg('omok.replay.not-replayed', {
      moves: result.ignored,
      move: result.decisive.move,
    });
    process.stderr.write(`nori omok: ${text(lang, 'cli.note', { what })}\n`);
  }
  return EXIT.ok;
}

/** The decisive move as JSON: rows and columns from 1, the coordinate when the board has one. */
function decisiveJson(decisive: Decisive | null, size: number) {
  if (decisive === null) return null;
  const { at } = decisive;
  return {
    move: decisive.move,
    at: [at.row + 1, at.col + 1],
    point: coordinateName(at, size) ?? null,
    color: decisive.color,
    winner: decisive.winner,
    reason: decisive.reason,
    lines: decisive.lines.map((line) => ({
      from: [line.from.row + 1, line.from.col + 1],
      to: [line.to.row + 1, line.to.col + 1],
      length: line.length,
    })),
    directions: decisive.directions,
  };
}

/**
 * `nori omok --rule renju --forbidden`: black's forbidden points on one board, or with `--batch`
 * on every board of the input, streamed as `--batch` reads boards: one line each.
 */
async function runForbidden(file: string | undefined, options: OmokOptions): Promise<number> {
  if (options.rule !== 'renju') {
    throw new CliError(msg('omok.forbidden.needs-renju'), EXIT.usage);
  }
  const size = recordSize(options);
  if (options.batch === true) return runForbiddenBatch(file, size, options.json === true);
  const parsed = parseBoard(await readInput(file, MAX_TEXT_BYTES), size);
  if (!parsed.ok) throw new CliError(inputErrorMessage(parsed.error), EXIT.usage);
  const board = parsed.value;
  const points = forbiddenPoints(board);
  const out = new OutputBuffer();
  if (options.json) {
    out.write(forbiddenJson(points, size));
  } else {
    out.write(renderForbidden(board, points, makePalette(), options.lang ?? 'en'));
  }
  await out.flush();
  return EXIT.ok;
}

/** The `--json` line of `--forbidden`: `{"size","forbidden":[{"at","point","reason"}]}`. */
function forbiddenJson(points: readonly ForbiddenPoint[], size: number): string {
  const forbidden = points.map((p) => ({
    at: [p.row + 1, p.col + 1],
    point: coordinateName(p, size) ?? null,
    reason: p.reason,
  }));
  return `${JSON.stringify({ size, forbidden })}\n`;
}

/**
 * `--forbidden --batch`: each board's forbidden points on one line as it is read, `row col
 * reason` joined by ", " (`none` when there are none), or its `--json` object. A malformed board
 * stops the batch as in `--batch`: the boards before it answered, one line naming it, exit 2.
 */
async function runForbiddenBatch(
  file: string | undefined,
  size: number,
  json: boolean,
): Promise<number> {
  const out = new OutputBuffer();
  const reader = new BoardReader(size);
  const sink: BoardSink = (board) => {
    const points = forbiddenPoints(board);
    const text = json
      ? forbiddenJson(points, size)
      : points.length === 0
        ? 'none\n'
        : `${points.map((p) => `${p.row + 1} ${p.col + 1} ${p.reason}`).join(', ')}\n`;
    out.write(text);
    return true;
  };
  for await (const chunk of readChunks(file)) {
    const going = reader.push(chunk, sink);
    // The answers to what has come in so far, before waiting for more: a program feeding boards
    // one at a time through a pipe gets each answer back at once. One write per chunk read.
    await out.flush();
    // At the first error the rest of the input is not read (it may never end: /dev/zero).
    if (!going) break;
  }
  const error = reader.end(sink);
  await out.flush();
  if (error !== undefined) {
    throw new CliError(inputErrorMessage(error, true), EXIT.usage);
  }
  return EXIT.ok;
}
