/**
 * Text for people: an optimal plan as a table with the running total, and a picture of the board
 * with the pieces where the plan leaves them. Colour is injected (`Paint`), so this module stays
 * pure and the same text serves a terminal, a file and a test.
 */
import { type Lang, text } from '../i18n/index.js';
import { type Board, type CellId, NO_CELL } from './board.js';
import { type Position, tryMove } from './rules.js';
import type { Solution } from './solve.js';

/** Colours used by the renderer; identity functions give plain text. */
export interface Paint {
  readonly piece: (text: string) => string;
  readonly blue: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly bold: (text: string) => string;
}

/** No colour at all. */
export const PLAIN: Paint = {
  piece: (text) => text,
  blue: (text) => text,
  dim: (text) => text,
  bold: (text) => text,
};

/**
 * Where each cell of the classic board is drawn, on an 11 x 11 grid: the outer ring as a square
 * (o10, o20, o30, o40 at the corners, as in the original picture), the blue corners' routes and
 * the centre route on the diagonals. This is presentation only; other boards are drawn as a list.
 */
const CLASSIC_LAYOUT: Readonly<Record<string, readonly [number, number]>> = (() => {
  const at: Record<string, [number, number]> = {
    o40: [10, 10],
    o10: [0, 10],
    o20: [0, 0],
    o30: [10, 0],
    a13: [2, 8],
    a16: [3, 7],
    a19: [4, 6],
    b22: [3, 3],
    b24: [4, 4],
    c28: [8, 2],
    c27: [7, 3],
    c26: [6, 4],
    m25: [5, 5],
    m30: [6, 6],
    m35: [7, 7],
  };
  for (let k = 1; k <= 4; k++) {
    at[`o${2 * k}`] = [10 - 2 * k, 10];
    at[`o${10 + 2 * k}`] = [0, 10 - 2 * k];
    at[`o${20 + 2 * k}`] = [2 * k, 0];
    at[`o${30 + 2 * k}`] = [10, 2 * k];
  }
  return at;
})();

function hasClassicLayout(board: Board): boolean {
  const drawn = board.labels.filter(
    (label) => label !== board.labels[board.start] && label !== board.labels[board.end],
  );
  return (
    drawn.length === Object.keys(CLASSIC_LAYOUT).length &&
    drawn.every((label) => label in CLASSIC_LAYOUT)
  );
}

/** Pieces (1-based numbers) standing on each cell. */
function piecesByCell(position: Position): Map<CellId, number[]> {
  const byCell = new Map<CellId, number[]>();
  position.forEach((cell, piece) => {
    const list = byCell.get(cell) ?? [];
    list.push(piece + 1);
    byCell.set(cell, list);
  });
  return byCell;
}

/**
 * The pieces that could not move with `die` because their destination was taken, grouped by the
 * cell they stand on (pieces on one cell are refused for the same reason): the cell they would
 * reach and the piece (0-based) standing there. Pieces numbered from 1, as plans show them.
 */
export function blockedMoves(
  board: Board,
  position: Position,
  die: number,
): { from: CellId; pieces: number[]; cell: CellId; by: number }[] {
  const byCell = new Map<CellId, { from: CellId; pieces: number[]; cell: CellId; by: number }>();
  position.forEach((from, piece) => {
    const attempt = tryMove(board, position, piece, die);
    if (attempt.ok || attempt.error.reason !== 'occupied') return;
    const entry = byCell.get(from) ?? {
      from,
      pieces: [],
      cell: attempt.error.cell,
      by: attempt.error.by,
    };
    entry.pieces.push(piece + 1);
    byCell.set(from, entry);
  });
  return [...byCell.values()];
}

/** The line under a picture that lists the pieces on start and on end ("start: 3 4   end: 1"). */
export function endsLine(
  board: Board,
  position: Position,
  paint: Paint = PLAIN,
  lang: Lang = 'en',
): string {
  const byCell = piecesByCell(position);
  const startPieces = byCell.get(board.start) ?? [];
  const endPieces = byCell.get(board.end) ?? [];
  return [
    text(lang, 'yut.picture.start', {
      pieces: startPieces.length > 0 ? paint.piece(startPieces.join(' ')) : paint.dim('-'),
    }),
    text(lang, 'yut.picture.end', {
      pieces: endPieces.length > 0 ? paint.piece(endPieces.join(' ')) : paint.dim('-'),
    }),
  ].join('   ');
}

/**
 * A picture of the board with the pieces: each cell shows its number, or `[n]` where piece n
 * stands; blue corners are marked `*`. Pieces on start and end are listed below the picture.
 */
export function renderBoard(
  board: Board,
  position: Position,
  paint: Paint = PLAIN,
  lang: Lang = 'en',
): string {
  const byCell = piecesByCell(position);
  const footer = endsLine(board, position, paint, lang);
  const slot = (cell: CellId): string => {
    const here = byCell.get(cell);
    if (here !== undefined) return paint.piece(`[${here.join('')}]`.padStart(4));
    const text = `${board.numbers[cell]}${board.blue[cell]! >= 0 ? '*' : ' '}`.padStart(4);
    return board.blue[cell]! >= 0 ? paint.blue(text) : text;
  };
  if (!hasClassicLayout(board)) {
    const rows = board.labels.map((label, cell) => `${label.padEnd(8)}${slot(cell)}`.trimEnd());
    return `${rows.join('\n')}\n${footer}\n`;
  }
  const grid: string[][] = Array.from({ length: 11 }, () => new Array<string>(11).fill('    '));
  board.labels.forEach((label, cell) => {
    const place = CLASSIC_LAYOUT[label];
    if (place !== undefined) grid[place[0]]![place[1]] = slot(cell);
  });
  const lines = grid.map((row) => row.join('').replace(/\s+$/, ''));
  return `${lines.join('\n')}\n${footer}   ${paint.dim(text(lang, 'yut.picture.legend'))}\n`;
}

/** The words of `formatPlan`'s table, one a language (the Korean ones are in explain-ko.ts). */
export interface PlanWords {
  /** Turn, roll, piece, from, to, points, total. */
  readonly header: readonly string[];
  /** The "from" of a turn that passes. */
  readonly noMove: string;
  /** How many terminal columns a text takes. */
  readonly width: (text: string) => number;
}

export const ENGLISH_PLAN: PlanWords = {
  header: ['turn', 'roll', 'piece', 'from', 'to', 'points', 'total'],
  noMove: '(no piece can move)',
  width: (text) => text.length,
};

/** The plan as a table: turn, roll, piece, from, to, points and running total. */
export function formatPlan(
  solution: Solution,
  paint: Paint = PLAIN,
  words: PlanWords = ENGLISH_PLAN,
): string {
  const { header, width } = words;
  const rows = solution.plan.map((step) => [
    String(step.turn),
    String(step.die),
    step.piece === null ? '-' : String(step.piece),
    step.from ?? words.noMove,
    step.to ?? '',
    `+${step.points}`,
    String(step.total),
  ]);
  const widths = header.map((title, column) =>
    Math.max(width(title), ...rows.map((row) => width(row[column]!))),
  );
  // The cells named (from, to) are aligned left, the numbers right.
  const pad = (text: string, to: number, end: boolean): string =>
    end ? text + ' '.repeat(to - width(text)) : ' '.repeat(to - width(text)) + text;
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column]!, column >= 3 && column <= 4))
      .join('  ')
      .replace(/\s+$/, '');
  return `${[paint.bold(line(header)), ...rows.map(line)].join('\n')}\n`;
}

/** The sentences of `planNotes`, one table a language (the Korean one is in explain-ko.ts). */
export interface NoteWords {
  /** A move that starts on a blue corner (`from`, its label) and so turns inward. */
  blueCorner(piece: number, from: string): string;
  /** Pieces on the cell `from` that could not move: `cell` is taken by the piece `by`. */
  blocked(pieces: readonly number[], from: string, cell: string, by: number): string;
  /** No piece can move. */
  passed: string;
  /**
   * How sentences name the start and the end cells (the plan's table keeps their labels): the
   * labels when absent. In Korean a sentence says 출발 칸 rather than `start`.
   */
  startName?: string;
  endName?: string;
}

export const ENGLISH_NOTES: NoteWords = {
  blueCorner: (piece, from) =>
    `piece ${piece} starts on the blue corner ${from}, so it turns inward`,
  blocked: (pieces, from, cell, by) =>
    `${pieces.length === 1 ? `piece ${pieces[0]}` : `pieces ${pieces.join(', ')}`} on ${from} could not move: ${cell} is taken by piece ${by}`,
  passed: 'no piece can move: the turn passes',
};

/**
 * What a learner should notice at each turn of a plan: a move that starts on a blue corner and so
 * turns inward, and every piece that could not have moved because its destination was taken
 * (the shared centre cells are the classic trap). One line per note, keyed by turn.
 */
export function planNotes(
  board: Board,
  solution: Solution,
  start: Position,
  words: NoteWords = ENGLISH_NOTES,
): Map<number, string[]> {
  const notes = new Map<number, string[]>();
  const position = start.slice();
  for (const step of solution.plan) {
    const lines: string[] = [];
    if (step.piece !== null) {
      const from = position[step.piece - 1]!;
      if (board.blue[from] !== NO_CELL) {
        lines.push(words.blueCorner(step.piece, step.from!));
      }
    }
    // Pieces on one cell are refused for the same reason: one line for them all.
    const named = (cell: CellId): string =>
      (cell === board.start ? words.startName : cell === board.end ? words.endName : undefined) ??
      board.labels[cell]!;
    for (const { from, pieces, cell, by } of blockedMoves(board, position, step.die)) {
      lines.push(words.blocked(pieces, named(from), named(cell), by + 1));
    }
    if (step.piece !== null) {
      position[step.piece - 1] = board.idOf.get(step.to!)!;
    } else {
      lines.push(words.passed);
    }
    if (lines.length > 0) notes.set(step.turn, lines);
  }
  return notes;
}

/** The words of `--explain`, one table a language (the Korean one is in explain-ko.ts). */
export interface ExplanationWords {
  readonly bestScore: string;
  readonly rolls: string;
  readonly noticing: string;
  readonly boardAtEnd: string;
  /** A note's turn, before its text. */
  readonly turn: (turn: number) => string;
  /** The board's picture as drawn by `renderBoard` in `lang`, kept or changed. */
  readonly picture: (text: string) => string;
  /** The language of the picture's words (default English). */
  readonly lang?: Lang;
  readonly plan: PlanWords;
  readonly notes: NoteWords;
}

export const ENGLISH_EXPLANATION: ExplanationWords = {
  bestScore: 'Best score:',
  rolls: 'Rolls:',
  noticing: 'Worth noticing:',
  boardAtEnd: 'Board at the end:',
  turn: (turn) => `turn ${turn}`,
  picture: (text) => text,
  plan: ENGLISH_PLAN,
  notes: ENGLISH_NOTES,
};

/** The whole explanation of `--explain`: the score, the plan, what to notice, and the board at the end. */
export function formatExplanation(
  board: Board,
  dice: readonly number[],
  solution: Solution,
  paint: Paint = PLAIN,
  start: Position = new Array<CellId>(solution.finalPosition.length).fill(board.start),
  words: ExplanationWords = ENGLISH_EXPLANATION,
): string {
  const notes = planNotes(board, solution, start, words.notes);
  const noteLines = [...notes].flatMap(([turn, lines]) =>
    lines.map((line) => `  ${words.turn(turn)}: ${line}`),
  );
  return [
    `${paint.bold(words.bestScore)} ${paint.bold(String(solution.score))}`,
    `${words.rolls} ${dice.join(' ')}`,
    '',
    formatPlan(solution, paint, words.plan),
    ...(noteLines.length > 0 ? [words.noticing, ...noteLines, ''] : []),
    words.boardAtEnd,
    words.picture(renderBoard(board, solution.finalPosition, paint, words.lang ?? 'en')),
  ].join('\n');
}
