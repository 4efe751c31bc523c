/**
 * The `--explain` text of Omok in Korean: the same parts as `explainJudgement` (render.ts) — the
 * answer, the rule, the board with the winning line marked, every line of five or more per colour
 * — in the words of the problem statement (검은 바둑알, 흰 바둑알, 가로, 세로, 대각선).
 */
import { BLACK, type Board, type Color, WHITE } from './board.js';
import type { JudgedLine, Judgement } from './judge.js';
import type { Direction, Line } from './lines.js';
import { formatAnswer, type Palette, PLAIN, renderBoard } from './render.js';
import type { LineKind, Rule } from './rules.js';

function colorNameKo(color: Color): string {
  return color === BLACK ? '검은 돌' : '흰 돌';
}

function directionNameKo(direction: Direction): string {
  switch (direction) {
    case 'horizontal':
      return '가로';
    case 'vertical':
      return '세로';
    case 'falling':
      return '오른쪽 아래로 내려가는 대각선 \\';
    case 'rising':
      return '오른쪽 위로 올라가는 대각선 /';
  }
}

function ruleKo(rule: Rule): string {
  switch (rule) {
    case 'standard':
      return '정확히 다섯 개가 이어지면 이기고, 여섯 개 이상은 이긴 것이 아닙니다';
    case 'freestyle':
      return '다섯 개 이상 이어지면 이깁니다';
    case 'renju':
      return '흑은 정확히 다섯, 백은 다섯 이상으로 이깁니다. 흑의 여섯 이상(장목)은 금수입니다';
  }
}

function kindKo(kind: LineKind): string {
  switch (kind) {
    case 'win':
      return '승리';
    case 'overline':
      return '장목: 흑에게는 금수, 승리 아님';
    case 'no-win':
      return '승리 아님: 정확히 다섯 개만 이깁니다';
  }
}

/** A line in words, rows and columns counted from 1: `3행 2열부터 7행 6열까지 5개`. */
function describeLineKo(line: Line): string {
  const { from, to } = line;
  return `${from.row + 1}행 ${from.col + 1}열부터 ${to.row + 1}행 ${to.col + 1}열까지 ${line.length}개`;
}

function listLinesKo(color: Color, lines: readonly JudgedLine[]): string {
  const own = lines.filter((line) => line.color === color);
  const name = `${colorNameKo(color)} (${color})`;
  const describe = (line: JudgedLine) =>
    `${describeLineKo(line)}, ${directionNameKo(line.direction)}: ${kindKo(line.kind)}`;
  if (own.length === 0) return `${name}: 다섯 개 이상 이어진 줄 없음\n`;
  if (own.length === 1) return `${name}: ${describe(own[0]!)}\n`;
  return `${name}:\n${own.map((line) => `  ${describe(line)}\n`).join('')}`;
}

/** The `--explain --lang ko` text of a judgement. */
export function explainJudgementKo(
  board: Board,
  judgement: Judgement,
  rule: Rule,
  palette: Palette = PLAIN,
): string {
  let marked: readonly Line[] = [];
  let head: string;
  if (judgement.kind === 'winner') {
    marked = [judgement.line];
    head = formatAnswer(judgement)!;
  } else if (judgement.kind === 'broken-promise') {
    marked = judgement.winning;
    const named = judgement.winning
      .map((line) => `${colorNameKo(line.color)} ${describeLineKo(line)}`)
      .join('; ');
    head =
      judgement.reason === 'both-colors'
        ? `답 없음: 두 색 모두 이긴 줄이 있어 문제의 조건에 어긋납니다: ${named}\n`
        : `답 없음: 한 색이 이긴 줄이 ${judgement.winning.length}개라 문제의 조건에 어긋납니다: ${named}\n`;
  } else {
    head = formatAnswer(judgement)!;
  }
  const size = `${board.size} x ${board.size}`;
  let text = `${head}\n규칙: ${rule} (${ruleKo(rule)}), 바둑판 ${size}\n`;
  text += renderBoard(board, marked, palette);
  if (marked.length > 0) text += '[ ]는 이긴 줄입니다\n';
  return `${text}\n${listLinesKo(BLACK, judgement.lines)}${listLinesKo(WHITE, judgement.lines)}`;
}
