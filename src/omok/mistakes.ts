/**
 * The mistakes learners make in Omok (Baekjoon 2615), each as a small wrong judge. A wrong judge
 * answers with every output a solution with that mistake could print (one per order in which it
 * might scan the board), so `nori check` can tell whether a solution's answers are explained by
 * the mistake (src/stress/diagnose.ts). Answers are written as their tokens joined by single
 * spaces: `0`, or `1 3 2` for black winning with the stone on row 3, column 2.
 *
 * Each judge is written plainly, apart from the real one (judge.ts), walking the grid the way a
 * learner's loops do.
 */
import { type Board, stoneAt } from './board.js';

/** The mistakes of the catalogue, by name. */
export type OmokMistake =
  | 'six-wins'
  | 'last-stone'
  | 'no-rising'
  | 'wraps'
  | 'off-by-one'
  | 'swapped';

/** Every mistake, in the order reports list them. */
export const OMOK_MISTAKES: readonly OmokMistake[] = [
  'six-wins',
  'last-stone',
  'no-rising',
  'wraps',
  'off-by-one',
  'swapped',
];

/** The four directions as a learner writes them: right, down, down-right, up-right. */
const STEPS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
] as const;

/** A run of one colour found by a walk: its colour, start, step and length. */
interface Run {
  color: number;
  row: number;
  col: number;
  dr: number;
  dc: number;
  length: number;
}

/** The stone at (row, col), 0 off the board. */
function at(board: Board, row: number, col: number): number {
  return stoneAt(board, row, col) ?? 0;
}

/** Every maximal run of stones, in the four directions (`skipRising`: the first three only). */
function runs(board: Board, skipRising = false): Run[] {
  const found: Run[] = [];
  const n = board.size;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const color = at(board, row, col);
      if (color === 0) continue;
      for (const [dr, dc] of STEPS) {
        if (skipRising && dr === -1) continue;
        if (at(board, row - dr, col - dc) === color) continue; // not the first stone of its run
        let length = 0;
        while (at(board, row + length * dr, col + length * dc) === color) length++;
        found.push({ color, row, col, dr, dc, length });
      }
    }
  }
  return found;
}

function answer(color: number, row: number, col: number): string {
  return `${color} ${row + 1} ${col + 1}`;
}

/** The real answers: runs of exactly five, answered with their first stone. */
function fives(board: Board, skipRising = false): Run[] {
  return runs(board, skipRising).filter((run) => run.length === 5);
}

/**
 * The runs of exactly five on the board read as one flat array of `size * size` points, as
 * `board[r][c + k]` reads it in C: the point after the last of a row is the first of the next row,
 * and a line may wrap around the edge. Off the array counts as empty.
 */
function flatFives(board: Board): string[] {
  const n = board.size;
  const cell = (i: number): number =>
    i < 0 || i >= n * n ? 0 : at(board, Math.floor(i / n), i % n);
  const found: string[] = [];
  for (let i = 0; i < n * n; i++) {
    const color = cell(i);
    if (color === 0) continue;
    for (const step of [1, n, n + 1, 1 - n]) {
      if (cell(i - step) === color) continue;
      let length = 0;
      while (cell(i + length * step) === color) length++;
      if (length === 5) found.push(answer(color, Math.floor(i / n), i % n));
    }
  }
  return found;
}

function orNobody(answers: string[]): string[] {
  return answers.length === 0 ? ['0'] : [...new Set(answers)];
}

/**
 * Every answer a solution with `mistake` could print for `board` (at least one). Boards that keep
 * the problem's promise have at most one real five; a wrong judge may see more, and then prints
 * whichever its scan meets first, so each is a possible answer.
 */
export function mistakenAnswers(board: Board, mistake: OmokMistake): string[] {
  switch (mistake) {
    case 'six-wins':
      // "Five stones ahead of this one": every stone of a longer run with five ahead of it wins.
      return orNobody(
        runs(board)
          .filter((run) => run.length >= 5)
          .flatMap((run) =>
            Array.from({ length: run.length - 4 }, (_, k) =>
              answer(run.color, run.row + k * run.dr, run.col + k * run.dc),
            ),
          ),
      );
    case 'last-stone':
      return orNobody(
        fives(board).map((run) => answer(run.color, run.row + 4 * run.dr, run.col + 4 * run.dc)),
      );
    case 'no-rising':
      return orNobody(fives(board, true).map((run) => answer(run.color, run.row, run.col)));
    case 'wraps':
      return orNobody(flatFives(board));
    case 'off-by-one':
      return orNobody(
        fives(board).flatMap((run) =>
          [
            [-1, 0],
            [0, -1],
            [-1, -1],
            [1, 0],
            [0, 1],
            [1, 1],
          ].map(([r, c]) => answer(run.color, run.row + r!, run.col + c!)),
        ),
      );
    case 'swapped':
      return orNobody(fives(board).map((run) => answer(run.color, run.col, run.row)));
  }
}

/** What a report shows about a mistake: the sentence, and the rule it breaks. */
export interface OmokMistakeInfo {
  /** Completes "your answers match a solver that ...". */
  readonly en: string;
  readonly ko: string;
  /** The rule from the problem statement (docs/rules-omok.md) that the mistake breaks. */
  readonly ruleEn: string;
  readonly ruleKo: string;
}

/** The catalogue's texts, for reports. */
export const OMOK_MISTAKE_INFO: Readonly<Record<OmokMistake, OmokMistakeInfo>> = {
  'six-wins': {
    en: 'counts six or more in a row as a win',
    ko: '여섯 개 이상 이어진 돌도 이긴 것으로 봅니다',
    ruleEn:
      'Exactly five stones in a row win; six or more do not. A run counts only when the points just before and after it are not of its colour.',
    ruleKo:
      '정확히 다섯 개가 이어져야 이깁니다. 여섯 개 이상 이어진 경우는 이긴 것이 아닙니다 (육목).',
  },
  'last-stone': {
    en: 'prints the last stone of the five instead of the leftmost (topmost if vertical)',
    ko: '다섯 개 중 가장 왼쪽(세로면 가장 위) 돌 대신 마지막 돌을 출력합니다',
    ruleEn:
      'Print the leftmost stone of the five; when the five is vertical, the topmost. On the rising diagonal the leftmost stone is the lowest one.',
    ruleKo:
      '다섯 개의 바둑알 중 가장 왼쪽에 있는 알의 위치를 출력합니다. 세로로 놓인 경우에는 가장 위의 알입니다.',
  },
  'no-rising': {
    en: 'never looks along the rising diagonal (bottom-left to top-right)',
    ko: '왼쪽 아래에서 오른쪽 위로 올라가는 대각선을 보지 않습니다',
    ruleEn: 'Five in a row counts horizontally, vertically, and along both diagonals.',
    ruleKo: '가로, 세로, 그리고 두 대각선 방향 모두 다섯 개가 이어지면 이깁니다.',
  },
  wraps: {
    en: 'lets a line run off one edge of the board and on at the other (row ends wrap around)',
    ko: '줄의 끝에서 다음 줄의 처음으로 넘어가 이어지는 줄도 셉니다',
    ruleEn:
      'A line ends at the edge of the board: the last point of a row and the first of the next are not neighbours.',
    ruleKo: '줄은 판 가장자리에서 끝납니다: 한 줄의 끝과 다음 줄의 처음은 이웃이 아닙니다.',
  },
  'off-by-one': {
    en: 'prints a row or column that is one off (counted from 0, or shifted)',
    ko: '행이나 열 번호를 하나 어긋나게 출력합니다 (0부터 세는 등)',
    ruleEn: 'Rows are numbered 1 to 19 from the top, columns 1 to 19 from the left.',
    ruleKo: '행은 위에서부터 1~19, 열은 왼쪽에서부터 1~19로 번호를 붙입니다.',
  },
  swapped: {
    en: 'prints the column before the row',
    ko: '행과 열을 바꿔서 출력합니다',
    ruleEn: 'The second line holds the row, then the column.',
    ruleKo: '둘째 줄에는 행 번호, 그 다음 열 번호를 출력합니다.',
  },
};
