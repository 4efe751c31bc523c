/**
 * A failing Omok case in words and a picture (issue 21): what is on the board that matters, in
 * the learner's terms ("a line of 11 black stones on row 3 from column 4"), beside the program's
 * answer and the right one, with a reason (no exact five because every five is part of a longer
 * line; the point printed is the last stone of the five, ...), and the board drawn with the lines
 * marked `[X]` and the point the program printed marked `(X)`. "Where to look" names the points.
 */

import { type Code, type Message, msg, render, text } from '../i18n/index.js';
import {
  type Board,
  colorMessage,
  type Direction,
  findLines,
  judge,
  type Line,
  linesThrough,
  pointsOf,
  STEPS,
  stoneAt,
} from '../omok/index.js';
import { escapeTerminalControls } from '../quote.js';
import { firstLineDifference, tokens } from './compare.js';
import { SIZE } from './omok-gen.js';
import type { Description, Lang } from './problem.js';

type Point = { row: number; col: number };

const LINE_CODES = {
  horizontal: 'omok.describe.line.horizontal',
  vertical: 'omok.describe.line.vertical',
  falling: 'omok.describe.line.falling',
  rising: 'omok.describe.line.rising',
} as const satisfies Record<Direction, Code>;

/** A line in words: "a line of 11 black stones on row 3 from column 4 to 14". */
export function lineDescription(line: Line): Message {
  const point = { row: line.from.row + 1, col: line.from.col + 1 };
  const colour = colorMessage(line.color);
  if (line.length === 1) return msg('omok.describe.single', { colour, ...point });
  return msg(LINE_CODES[line.direction], {
    count: line.length,
    colour,
    ...point,
    row2: line.to.row + 1,
    col2: line.to.col + 1,
  });
}

/** `lineDescription` in words. */
export function lineText(line: Line, lang: Lang): string {
  return render(lang, lineDescription(line));
}

/** The edges a line touches, in words, after a space (empty when it touches none). */
function edgesText(line: Line, lang: Lang): string {
  const points = [line.from, line.to];
  const edges: Code[] = [];
  if (points.some((p) => p.row === 0)) edges.push('omok.describe.edge.top');
  if (points.some((p) => p.row === SIZE - 1)) edges.push('omok.describe.edge.bottom');
  if (points.some((p) => p.col === 0)) edges.push('omok.describe.edge.left');
  if (points.some((p) => p.col === SIZE - 1)) edges.push('omok.describe.edge.right');
  if (edges.length === 0) return '';
  const named = edges.map((code) => render(lang, { code, params: {} }));
  const list = named.join(text(lang, 'omok.describe.edge.and'));
  const code = edges.length > 1 ? 'omok.describe.edges.many' : 'omok.describe.edges.one';
  return ` ${text(lang, code, { edges: list })}`;
}

/** The board drawn around the points that matter, rows and columns numbered from 1. */
export function drawBoard(
  board: Board,
  marked: readonly Line[],
  printed: Point | undefined,
): string {
  const mark = new Set<number>();
  for (const line of marked) for (const p of pointsOf(line)) mark.add(p.row * SIZE + p.col);
  const rows = [...mark].map((k) => Math.floor(k / SIZE));
  if (printed !== undefined && inside(printed)) rows.push(printed.row);
  for (let r = 0; r < SIZE; r++)
    for (let c = 0; c < SIZE; c++) if (stoneAt(board, r, c)) rows.push(r);
  const top = Math.max(0, Math.min(...rows, SIZE - 1) - 1);
  const bottom = Math.min(SIZE - 1, Math.max(...rows, 0) + 1);
  const header = `   ${Array.from({ length: SIZE }, (_, c) => String(c + 1).padStart(3)).join('')}`;
  const out = [header.trimEnd()];
  for (let r = top; r <= bottom; r++) {
    let text = '';
    for (let c = 0; c < SIZE; c++) {
      const cell = stoneAt(board, r, c) ?? 0;
      const symbol = cell === 1 ? 'X' : cell === 2 ? 'O' : '.';
      if (printed !== undefined && printed.row === r && printed.col === c) text += `(${symbol})`;
      else if (mark.has(r * SIZE + c)) text += `[${symbol}]`;
      else text += ` ${symbol} `;
    }
    out.push(`${String(r + 1).padStart(3)}${text.trimEnd()}`);
  }
  return `${out.join('\n')}\n`;
}

function inside(p: Point): boolean {
  return p.row >= 0 && p.col >= 0 && p.row < SIZE && p.col < SIZE;
}

/** The points just past the two ends of `line` (on the board or off it). */
function pastEnds(line: Line): Point[] {
  const { dr, dc } = STEPS[line.direction];
  return [
    { row: line.from.row - dr, col: line.from.col - dc },
    { row: line.to.row + dr, col: line.to.col + dc },
  ];
}

/**
 * The points a program reads past the ends of `line` when it walks the rows as one flat array
 * without checking the board's edge (`board[r][c + 5]` in C, past the last column, is the first
 * point of the next row): for each end whose next point is off the board, the point of the board
 * such a read lands on, when it holds a stone of the line's colour. Such a program takes the
 * line for a longer one (a learner's C solution answered 0 on a five so).
 */
function wrappedEnds(board: Board, line: Line): Point[] {
  return pastEnds(line)
    .filter((past) => !inside(past))
    .map((past) => past.row * SIZE + past.col)
    .filter((index) => index >= 0 && index < SIZE * SIZE)
    .map((index) => ({ row: Math.floor(index / SIZE), col: index % SIZE }))
    .filter((read) => stoneAt(board, read.row, read.col) === line.color);
}

/** The answer a program printed, read leniently: a colour and maybe a point. */
function readAnswer(actual: string): { color: number; at: Point | undefined } | undefined {
  const t = tokens(actual).map(Number);
  if (t.length === 0 || t.some((n) => !Number.isInteger(n))) return undefined;
  if (t.length === 1) return { color: t[0]!, at: undefined };
  if (t.length === 3) return { color: t[0]!, at: { row: t[1]! - 1, col: t[2]! - 1 } };
  return undefined;
}

/** The description of a failing Omok case; see the module comment. */
export function describeOmok(
  board: Board,
  actual: string,
  lang: Lang,
  stopped?: string,
): Description {
  const say = (message: Message): string => render(lang, message);
  const lineWords = (line: Line): string => render(lang, lineDescription(line));
  const linesWords = (list: readonly Line[]): string => list.map(lineWords).join('; ');
  const verdict = judge(board);
  const lines = findLines(board, 5);
  const longs = lines.filter((l) => l.length > 5);
  const said = readAnswer(actual);
  const expected =
    verdict.kind === 'winner'
      ? `${verdict.color}\n${verdict.at.row + 1} ${verdict.at.col + 1}\n`
      : '0\n';
  const out: string[] = [];
  const cellsOf = (line: Line): string[] => [
    `${line.from.row + 1} ${line.from.col + 1}`,
    `${line.to.row + 1} ${line.to.col + 1}`,
  ];
  // The program's own bytes: no control character of theirs reaches the terminal (quote.ts).
  const said1 = escapeTerminalControls(tokens(actual).join(' ')).slice(0, 200);
  // As printed, line by line (`1 / 11 1`): two lines quoted as one (`1 11 1`) read as the
  // mistake of printing the answer on one line (a learner's report of 7 December 2026).
  const byLines = (text: string): string =>
    text
      .split('\n')
      .map((line) => tokens(line).join(' '))
      .filter((line) => line !== '')
      .join(' / ');
  const saidLines = escapeTerminalControls(byLines(actual)).slice(0, 200);
  // A run that printed nothing (a crash, say) is said so, not shown as an empty answer.
  const answer =
    said1 === ''
      ? stopped !== undefined
        ? msg('omok.describe.stopped-silent', { expected: byLines(expected), verdict: stopped })
        : msg('omok.describe.no-answer', { expected: byLines(expected) })
      : msg('omok.describe.answer', { said: saidLines, expected: byLines(expected) });
  const where = (cells: readonly string[]): string =>
    say(msg('omok.describe.where', { points: cells.join(', ') }));

  // The right tokens on the wrong lines: Baekjoon prints the colour and the point on two lines.
  const diff = firstLineDifference(expected, actual);
  if (tokens(expected).join(' ') === said1 && diff !== undefined) {
    out.push(
      say(
        msg('omok.describe.layout', {
          line: diff.line,
          expected: diff.expected ?? '',
          found: diff.found ?? '',
        }),
      ),
    );
    return { text: `${out.join('\n')}\n`, cells: [], structure: 'layout' };
  }

  if (verdict.kind === 'winner') {
    const five = verdict.line;
    const at = said?.at;
    out.push(
      say(msg('omok.describe.there-is', { line: lineWords(five) + edgesText(five, lang), answer })),
    );
    let structure = `five:${five.direction}`;
    const wrapped: Point[] = [];
    if (said === undefined || said.color === 0) {
      out.push(say(msg('omok.describe.exact-five')));
      for (const read of wrappedEnds(board, five)) {
        out.push(say(msg('omok.describe.wrapped', { row: read.row + 1, col: read.col + 1 })));
        wrapped.push(read);
        structure = `wrapped:${five.direction}`;
      }
    } else if (at !== undefined) {
      const onFive = pointsOf(five).findIndex((p) => p.row === at.row && p.col === at.col);
      const point = { row: at.row + 1, col: at.col + 1 };
      if (said.color !== five.color) {
        out.push(say(msg('omok.describe.other-colour', point)));
        structure = 'colour';
      } else if (onFive > 0) {
        out.push(say(msg('omok.describe.not-leftmost', { ...point, index: onFive + 1 })));
        structure = `not-leftmost:${five.direction}`;
      } else if (onFive === 0) {
        // The right point (a run that crashed or ran out of time after printing it): nothing
        // to say against it; before, a point on the diagonal was called swapped, others one off.
      } else if (at.row === five.from.col && at.col === five.from.row) {
        out.push(say(msg('omok.describe.swapped', point)));
        structure = 'swapped';
      } else if (Math.abs(at.row - five.from.row) <= 1 && Math.abs(at.col - five.from.col) <= 1) {
        // Both one off is said so: "the row or the column" misled for a program that printed the
        // stone its search started from, diagonally beside the five (corpus10).
        const both = at.row !== five.from.row && at.col !== five.from.col;
        out.push(
          say(msg(both ? 'omok.describe.off-by-one-both' : 'omok.describe.off-by-one', point)),
        );
        structure = 'off-by-one';
      } else if (inside(at)) {
        const stone = stoneAt(board, at.row, at.col) ?? 0;
        const through = stone === 0 ? [] : linesThrough(board, at.row, at.col, stone as 1 | 2);
        const longest = through.sort((a, b) => b.length - a.length)[0];
        out.push(
          say(
            stone === 0
              ? msg('omok.describe.no-stone', point)
              : msg('omok.describe.longest-through', { ...point, line: lineWords(longest!) }),
          ),
        );
      }
    }
    const extra = longs.length > 0 ? longs : [];
    if (extra.length > 0) {
      out.push(say(msg('omok.describe.overlines', { lines: linesWords(extra) })));
    }
    out.push(drawBoard(board, [five, ...extra], at).trimEnd());
    const cells = [
      ...cellsOf(five),
      ...(at !== undefined ? [`${at.row + 1} ${at.col + 1}`] : []),
      ...wrapped.map((p) => `${p.row + 1} ${p.col + 1}`),
    ];
    out.push(where([...new Set(cells)]));
    return { text: `${out.join('\n')}\n`, cells: [...new Set(cells)], structure };
  }

  // The answer is 0 and the program named a winner.
  const at = said?.at;
  let structure = 'no-five';
  if (longs.length > 0) {
    out.push(say(msg('omok.describe.long-no-five', { lines: linesWords(longs), answer })));
    structure = `long:${longs[0]!.direction}`;
  } else if (findLines(board, 1).length === 0) {
    // Not one stone (a crash shrinks to the empty board): the words say so, no picture is needed.
    out.push(say(msg('omok.describe.empty', { answer })));
    return { text: `${out.join('\n')}\n`, cells: [], structure: 'empty' };
  } else {
    out.push(say(msg('omok.describe.no-line', { answer })));
  }
  const marked: Line[] = [...longs];
  if (at !== undefined && inside(at)) {
    const stone = stoneAt(board, at.row, at.col) ?? 0;
    const point = { row: at.row + 1, col: at.col + 1 };
    if (stone === 0) {
      out.push(say(msg('omok.describe.no-stone', point)));
    } else {
      const longest = linesThrough(board, at.row, at.col, stone as 1 | 2).sort(
        (a, b) => b.length - a.length,
      )[0]!;
      if (
        !longs.some(
          (l) =>
            l.from.row === longest.from.row &&
            l.from.col === longest.from.col &&
            l.direction === longest.direction,
        )
      ) {
        out.push(say(msg('omok.describe.longest-through', { ...point, line: lineWords(longest) })));
        if (longest.length > 1) marked.push(longest);
        if (structure === 'no-five') structure = `near:${longest.length}`;
        // Four that end at the edge, answered as a win: a fifth "stone" read past the edge (a
        // learner's C solution read a[20][20] of an int a[20][20], memory outside the board).
        if (longest.length === 4 && said?.color === stone && !pastEnds(longest).every(inside)) {
          out.push(say(msg('omok.describe.past-edge')));
          structure = 'past-edge';
        }
      }
    }
  }
  if (marked.length === 0) {
    // Nothing long and no point printed: the longest lines there are, so the picture has a focus.
    // Single stones too (a crash shrinks to one or two stones): each once, not once a direction.
    const seen = new Set<string>();
    const runs = findLines(board, 1)
      .sort((a, b) => b.length - a.length)
      .filter((l) => {
        const key =
          l.length === 1
            ? `${l.from.row} ${l.from.col}`
            : `${l.direction} ${l.from.row} ${l.from.col}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    const longest = runs.filter((l) => l.length === runs[0]?.length).slice(0, 3);
    if (longest.length > 0) {
      const code = longest[0]!.length === 1 ? 'omok.describe.stones' : 'omok.describe.longest';
      out.push(say(msg(code, { lines: linesWords(longest) })));
      marked.push(...longest);
    }
  }
  out.push(drawBoard(board, marked, at).trimEnd());
  const cells = [
    ...marked.flatMap(cellsOf),
    ...(at !== undefined ? [`${at.row + 1} ${at.col + 1}`] : []),
  ];
  if (cells.length > 0) out.push(where([...new Set(cells)]));
  return { text: `${out.join('\n')}\n`, cells: [...new Set(cells)], structure };
}
