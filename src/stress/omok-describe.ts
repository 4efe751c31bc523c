/**
 * A failing Omok case in words and a picture (issue 21): what is on the board that matters, in
 * the learner's terms ("a line of 11 black stones on row 3 from column 4"), beside the program's
 * answer and the right one, with a reason (no exact five because every five is part of a longer
 * line; the point printed is the last stone of the five, ...), and the board drawn with the lines
 * marked `[X]` and the point the program printed marked `(X)`. "Where to look" names the points.
 */
import {
  type Board,
  type Direction,
  findLines,
  judge,
  type Line,
  linesThrough,
  pointsOf,
  stoneAt,
} from '../omok/index.js';
import { escapeTerminalControls } from '../quote.js';
import { firstLineDifference, tokens } from './compare.js';
import { SIZE } from './omok-gen.js';
import type { Description, Lang } from './problem.js';

type Point = { row: number; col: number };

const COLOUR = { en: ['', 'black', 'white'], ko: ['', '흑', '백'] } as const;

/** A line in words: "a line of 11 black stones on row 3 from column 4 (horizontal)". */
export function lineText(line: Line, lang: Lang): string {
  const r = line.from.row + 1;
  const c = line.from.col + 1;
  const r2 = line.to.row + 1;
  const c2 = line.to.col + 1;
  const n = line.length;
  if (n === 1) {
    return lang === 'ko'
      ? `${COLOUR.ko[line.color]} 돌 하나(${r}행 ${c}열)`
      : `a single ${COLOUR.en[line.color]} stone at row ${r}, column ${c}`;
  }
  if (lang === 'ko') {
    const colour = COLOUR.ko[line.color];
    const where: Record<Direction, string> = {
      horizontal: `${r}행 ${c}열부터 ${c2}열까지 가로로`,
      vertical: `${c}열 ${r}행부터 ${r2}행까지 세로로`,
      falling: `${r}행 ${c}열부터 ${r2}행 ${c2}열까지 ↘ 대각선으로`,
      rising: `${r}행 ${c}열부터 ${r2}행 ${c2}열까지 ↗ 대각선으로`,
    };
    return `${colour} 돌 ${n}개가 ${where[line.direction]} 이어진 줄`;
  }
  const colour = COLOUR.en[line.color];
  const where: Record<Direction, string> = {
    horizontal: `on row ${r} from column ${c} to ${c2}`,
    vertical: `in column ${c} from row ${r} down to ${r2}`,
    falling: `on the falling diagonal (↘) from row ${r}, column ${c} to row ${r2}, column ${c2}`,
    rising: `on the rising diagonal (↗) from row ${r}, column ${c} up to row ${r2}, column ${c2}`,
  };
  return `a line of ${n} ${colour} stones ${where[line.direction]}`;
}

/** The edges a line touches, in words. */
function edgesText(line: Line, lang: Lang): string {
  const points = [line.from, line.to];
  const edges: string[] = [];
  const names =
    lang === 'ko'
      ? { top: '위', bottom: '아래', left: '왼쪽', right: '오른쪽' }
      : { top: 'top', bottom: 'bottom', left: 'left', right: 'right' };
  if (points.some((p) => p.row === 0)) edges.push(names.top);
  if (points.some((p) => p.row === SIZE - 1)) edges.push(names.bottom);
  if (points.some((p) => p.col === 0)) edges.push(names.left);
  if (points.some((p) => p.col === SIZE - 1)) edges.push(names.right);
  if (edges.length === 0) return '';
  return lang === 'ko'
    ? ` (${edges.join(', ')} 가장자리에 닿음)`
    : ` (it touches the ${edges.join(' and ')} edge${edges.length > 1 ? 's' : ''})`;
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

/** The answer a program printed, read leniently: a colour and maybe a point. */
function readAnswer(actual: string): { color: number; at: Point | undefined } | undefined {
  const t = tokens(actual).map(Number);
  if (t.length === 0 || t.some((n) => !Number.isInteger(n))) return undefined;
  if (t.length === 1) return { color: t[0]!, at: undefined };
  if (t.length === 3) return { color: t[0]!, at: { row: t[1]! - 1, col: t[2]! - 1 } };
  return undefined;
}

/** The description of a failing Omok case; see the module comment. */
export function describeOmok(board: Board, actual: string, lang: Lang): Description {
  const ko = lang === 'ko';
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
  const answerText = ko
    ? `프로그램의 답은 ${JSON.stringify(said1 === '' ? '' : said1)}, 정답은 ${JSON.stringify(tokens(expected).join(' '))}입니다`
    : `your program answers \`${said1}\`, the answer is \`${tokens(expected).join(' ')}\``;

  // The right tokens on the wrong lines: Baekjoon prints the colour and the point on two lines.
  const diff = firstLineDifference(expected, actual);
  if (tokens(expected).join(' ') === said1 && diff !== undefined) {
    out.push(
      ko
        ? `숫자는 맞지만 줄이 다릅니다. ${diff.line}번째 줄: 정답 \`${diff.expected ?? ''}\`, 출력 \`${diff.found ?? ''}\`. 첫 줄에 이긴 색, 둘째 줄에 행과 열을 출력합니다.`
        : `The numbers are right but the lines are not: line ${diff.line} should be \`${diff.expected ?? ''}\`, found \`${diff.found ?? ''}\`. The problem prints the winner on the first line and the row and column on the second.`,
    );
    return { text: `${out.join('\n')}\n`, cells: [], structure: 'layout' };
  }

  if (verdict.kind === 'winner') {
    const five = verdict.line;
    const at = said?.at;
    out.push(
      ko
        ? `${lineText(five, lang)}${edgesText(five, lang)}이 있습니다. ${answerText}.`
        : `There is ${lineText(five, lang)}${edgesText(five, lang)}; ${answerText}.`,
    );
    let structure = `five:${five.direction}`;
    if (said === undefined || said.color === 0) {
      out.push(
        ko
          ? '정확히 다섯 개인 줄이므로 이긴 것입니다.'
          : 'It is exactly five in a row, so it wins.',
      );
    } else if (at !== undefined) {
      const onFive = pointsOf(five).findIndex((p) => p.row === at.row && p.col === at.col);
      if (said.color !== five.color) {
        out.push(
          ko
            ? `이긴 색이 다릅니다 (프로그램이 출력한 점: ${at.row + 1}행 ${at.col + 1}열).`
            : `The winner is the other colour (the point you print: row ${at.row + 1}, column ${at.col + 1}).`,
        );
        structure = 'colour';
      } else if (onFive > 0) {
        out.push(
          ko
            ? `프로그램이 출력한 점(${at.row + 1}행 ${at.col + 1}열)은 그 줄의 ${onFive + 1}번째 돌입니다. 가장 왼쪽 돌(세로줄이면 가장 위의 돌)을 출력해야 합니다.`
            : `The point you print (row ${at.row + 1}, column ${at.col + 1}) is stone ${onFive + 1} of that line; the answer is its leftmost stone (the topmost for a vertical line).`,
        );
        structure = `not-leftmost:${five.direction}`;
      } else if (at.row === five.from.col && at.col === five.from.row) {
        out.push(
          ko
            ? `행과 열이 바뀌었습니다 (프로그램이 출력한 점: ${at.row + 1}행 ${at.col + 1}열).`
            : `Row and column are swapped (the point you print: row ${at.row + 1}, column ${at.col + 1}).`,
        );
        structure = 'swapped';
      } else if (Math.abs(at.row - five.from.row) <= 1 && Math.abs(at.col - five.from.col) <= 1) {
        out.push(
          ko
            ? `행이나 열이 하나 어긋났습니다 (프로그램이 출력한 점: ${at.row + 1}행 ${at.col + 1}열).`
            : `The row or the column is one off (the point you print: row ${at.row + 1}, column ${at.col + 1}).`,
        );
        structure = 'off-by-one';
      } else if (inside(at)) {
        const stone = stoneAt(board, at.row, at.col) ?? 0;
        const through = stone === 0 ? [] : linesThrough(board, at.row, at.col, stone as 1 | 2);
        const longest = through.sort((a, b) => b.length - a.length)[0];
        out.push(
          stone === 0
            ? ko
              ? `${at.row + 1}행 ${at.col + 1}열에는 돌이 없습니다.`
              : `There is no stone on row ${at.row + 1}, column ${at.col + 1}.`
            : ko
              ? `${at.row + 1}행 ${at.col + 1}열의 돌이 가장 길게 이어진 줄: ${lineText(longest!, lang)}.`
              : `The longest line through row ${at.row + 1}, column ${at.col + 1}: ${lineText(longest!, lang)}.`,
        );
      }
    }
    const extra = longs.length > 0 ? longs : [];
    if (extra.length > 0) {
      out.push(
        ko
          ? `육목 이상은 이기지 못합니다: ${extra.map((l) => lineText(l, lang)).join('; ')}.`
          : `Lines of six or more do not win: ${extra.map((l) => lineText(l, lang)).join('; ')}.`,
      );
    }
    out.push(drawBoard(board, [five, ...extra], at).trimEnd());
    const cells = [...cellsOf(five), ...(at !== undefined ? [`${at.row + 1} ${at.col + 1}`] : [])];
    out.push(
      ko
        ? `살펴볼 곳: ${[...new Set(cells)].join(', ')} (행 열).`
        : `Where to look: ${[...new Set(cells)].join(', ')} (row column).`,
    );
    return { text: `${out.join('\n')}\n`, cells: [...new Set(cells)], structure };
  }

  // The answer is 0 and the program named a winner.
  const at = said?.at;
  let structure = 'no-five';
  if (longs.length > 0) {
    out.push(
      ko
        ? `${longs.map((l) => lineText(l, lang)).join('; ')}이 있습니다. ${answerText}: 정확히 다섯 개인 줄이 없습니다. 다섯 개가 놓인 곳은 모두 더 긴 줄의 일부이기 때문입니다.`
        : `There is ${longs.map((l) => lineText(l, lang)).join('; ')}; ${answerText}: no exact five exists, because every five there is part of a longer line.`,
    );
    structure = `long:${longs[0]!.direction}`;
  } else {
    out.push(
      ko
        ? `판에 다섯 개 이상 이어진 줄이 없습니다. ${answerText}.`
        : `No line of five or more is on the board; ${answerText}.`,
    );
  }
  const marked: Line[] = [...longs];
  if (at !== undefined && inside(at)) {
    const stone = stoneAt(board, at.row, at.col) ?? 0;
    if (stone === 0) {
      out.push(
        ko
          ? `${at.row + 1}행 ${at.col + 1}열에는 돌이 없습니다.`
          : `There is no stone on row ${at.row + 1}, column ${at.col + 1}.`,
      );
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
        out.push(
          ko
            ? `${at.row + 1}행 ${at.col + 1}열의 돌이 가장 길게 이어진 줄: ${lineText(longest, lang)}.`
            : `The longest line through row ${at.row + 1}, column ${at.col + 1}: ${lineText(longest, lang)}.`,
        );
        if (longest.length > 1) marked.push(longest);
        if (structure === 'no-five') structure = `near:${longest.length}`;
      }
    }
  }
  if (marked.length === 0) {
    // Nothing long and no point printed: the longest lines there are, so the picture has a focus.
    const runs = findLines(board, 2).sort((a, b) => b.length - a.length);
    const longest = runs.filter((l) => l.length === runs[0]?.length).slice(0, 3);
    if (longest.length > 0) {
      out.push(
        ko
          ? `가장 긴 줄: ${longest.map((l) => lineText(l, lang)).join('; ')}.`
          : `The longest lines: ${longest.map((l) => lineText(l, lang)).join('; ')}.`,
      );
      marked.push(...longest);
    }
  }
  out.push(drawBoard(board, marked, at).trimEnd());
  const cells = [
    ...marked.flatMap(cellsOf),
    ...(at !== undefined ? [`${at.row + 1} ${at.col + 1}`] : []),
  ];
  if (cells.length > 0) {
    out.push(
      ko
        ? `살펴볼 곳: ${[...new Set(cells)].join(', ')} (행 열).`
        : `Where to look: ${[...new Set(cells)].join(', ')} (row column).`,
    );
  }
  return { text: `${out.join('\n')}\n`, cells: [...new Set(cells)], structure };
}
