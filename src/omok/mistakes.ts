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
import { type Message, msg } from '../i18n/index.js';
import { type Board, stoneAt } from './board.js';

/** The mistakes of the catalogue, by name. */
export type OmokMistake =
  | 'six-wins'
  | 'last-stone'
  | 'rising-top'
  | 'no-rising'
  | 'wraps'
  | 'off-by-one'
  | 'swapped';

/** Every mistake, in the order reports list them. */
export const OMOK_MISTAKES: readonly OmokMistake[] = [
  'six-wins',
  'last-stone',
  'rising-top',
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

/** Point `i` of the board read as one flat array of `size * size` points, 0 off the array. */
function flatAt(board: Board, i: number): number {
  const n = board.size;
  return i < 0 || i >= n * n ? 0 : at(board, Math.floor(i / n), i % n);
}

/**
 * The runs of exactly five on the board read as one flat array of `size * size` points, as
 * `board[r][c + k]` reads it in C: the point after the last of a row is the first of the next row,
 * and a line may wrap around the edge. Off the array counts as empty.
 */
function flatFives(board: Board): string[] {
  const n = board.size;
  return flatRuns(board).map(({ color, start }) => answer(color, Math.floor(start / n), start % n));
}

/** The runs of exactly five on the board read as one flat array: colour, first index, step. */
function flatRuns(board: Board): { color: number; start: number; step: number }[] {
  const n = board.size;
  const cell = (i: number): number => flatAt(board, i);
  const found: { color: number; start: number; step: number }[] = [];
  for (let i = 0; i < n * n; i++) {
    const color = cell(i);
    if (color === 0) continue;
    for (const step of [1, n, n + 1, 1 - n]) {
      if (cell(i - step) === color) continue;
      let length = 0;
      while (cell(i + length * step) === color) length++;
      if (length === 5) found.push({ color, start: i, step });
    }
  }
  return found;
}

/**
 * A finer model, outside the catalogue (no trap is drawn for it; the diagnosis compares answers
 * with it): the fives judged right, but the check that a five is not part of a longer line reads
 * the point beyond an end of the five that is off the board, as `board[r][c + 5]` does in C when
 * the loop's bound is one too generous: through the flat array, the next row's first point after
 * the end of a row, the previous row's last before its start, nothing past the first or last row.
 * A five that touches the edge is then taken for a longer line when that point holds a stone of
 * its colour. A program may read past one end or both: every answer of the three is possible.
 * (Two learners' C++ solutions did this, guarding one end and not the other.)
 */
export function edgeReadAnswers(board: Board): string[] {
  const n = board.size;
  const flat = (row: number, col: number): number =>
    row >= 0 && row < n && col >= 0 && col < n ? at(board, row, col) : flatAt(board, row * n + col);
  const answers: string[] = [];
  for (const [before, after] of [
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    const kept = fives(board).filter((run) => {
      const read = (row: number, col: number, wraps: boolean): number =>
        wraps ? flat(row, col) : at(board, row, col);
      return (
        read(run.row - run.dr, run.col - run.dc, before) !== run.color &&
        read(run.row + 5 * run.dr, run.col + 5 * run.dc, after) !== run.color
      );
    });
    answers.push(...orNobody(kept.map((run) => answer(run.color, run.row, run.col))));
  }
  return [...new Set(answers)];
}

/**
 * Finer models outside the catalogue (no trap is drawn for them; the diagnosis compares answers
 * with them): the fives judged right, but the diagonals of one way looked along only on one side
 * of the one that joins two corners of the board, as a scan does that starts each diagonal on one
 * edge and forgets the starts on the other (a learner's C++ solution started its rising diagonals
 * on the top row only, going down to the left, and never saw a five below and to the right of the
 * diagonal from the bottom-left corner to the top-right one). Named by the side left out; the
 * corner-to-corner diagonal itself is looked along.
 */
export type HalfDiagonal = 'rising-below' | 'rising-above' | 'falling-below' | 'falling-above';

/** The four half-diagonal models, in the order the diagnosis tries them. */
export const HALF_DIAGONALS: readonly HalfDiagonal[] = [
  'rising-below',
  'rising-above',
  'falling-below',
  'falling-above',
];

/** The answers of a solution that never looks along the diagonals of `missed` (`HalfDiagonal`). */
export function halfDiagonalAnswers(board: Board, missed: HalfDiagonal): string[] {
  const corner = board.size - 1;
  const leftOut = (run: Run): boolean => {
    if (run.dc !== 1 || run.dr === 0) return false;
    // A rising diagonal keeps row + col, a falling one col - row; the corner-to-corner ones have
    // size - 1 and 0, and the rows below them more and less.
    if (run.dr === -1) {
      const k = run.row + run.col;
      return missed === 'rising-below' ? k > corner : missed === 'rising-above' && k < corner;
    }
    const k = run.col - run.row;
    return missed === 'falling-below' ? k < 0 : missed === 'falling-above' && k > 0;
  };
  return orNobody(
    fives(board)
      .filter((run) => !leftOut(run))
      .map((run) => answer(run.color, run.row, run.col)),
  );
}

/** Where an answer one off lands from the right stone: a row, a column or both, either way. */
const OFF_BY_ONE: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, -1],
  [-1, -1],
  [1, 0],
  [0, 1],
  [1, 1],
];

function orNobody(answers: string[]): string[] {
  return answers.length === 0 ? ['0'] : [...new Set(answers)];
}

/**
 * A finer model, outside the catalogue: the fives judged right, but a five whose last stone (in
 * the direction of the walk: right, down, down-right, up-right) lies on the edge of the board is
 * never found, as when the walk checks the point after each stone for the edge and gives up there
 * before it counts the five (a learner's C++ solution answered 0 on such fives).
 */
export function edgeEndAnswers(board: Board): string[] {
  const n = board.size;
  const inside = (row: number, col: number): boolean => row >= 0 && row < n && col >= 0 && col < n;
  return orNobody(
    fives(board)
      .filter((run) => inside(run.row + 5 * run.dr, run.col + 5 * run.dc))
      .map((run) => answer(run.color, run.row, run.col)),
  );
}

/**
 * A finer model, outside the catalogue: a walk from each stone not yet visited counts at most six
 * stones of a line and marks only those as visited, so a longer line is walked again from its
 * seventh stone (and its thirteenth): a line of 11 or 17 ends in a walk of exactly five, which is
 * taken for a win and printed by its leftmost stone (topmost if vertical). Each walk starts at the
 * end of the line that a scan in reading order meets first: the left, the top, the top-left, and
 * for a rising line the top-right, so that its last five is at its lowest end (a learner's C++
 * solution answered `1 / 11 1` on a lone rising line of 11 from row 11, column 1). Lines of 6 to
 * 10 stay no win.
 */
export function overlineTailAnswers(board: Board): string[] {
  return orNobody(
    runs(board)
      .filter((run) => run.length % 6 === 5)
      .map((run) => {
        // `runs` gives a rising line from its lowest stone: there the last five starts.
        const first = run.dr === -1 ? 0 : run.length - 5;
        return answer(run.color, run.row + first * run.dr, run.col + first * run.dc);
      }),
  );
}

/**
 * A finer model, outside the catalogue: a walk from each stone not yet looked at in a direction
 * (right, down-right, down, down-left: away from the stone a scan in reading order meets first)
 * counts its line; after a line of six or more it marks the line's other stones as looked at, and
 * one point more: the point just past the line. A line of the other colour that starts there is
 * then never walked from its first stone: a five there is missed, and a six there is walked from
 * its second stone, counted five and taken for a win (printed at its leftmost stone that walk
 * gives). A learner's C++ solution answered 0 on a white five that started right below a black
 * six in column 1.
 */
export function pastSixAnswers(board: Board): string[] {
  const all = runs(board);
  // Rising runs come from their lowest stone; the walk goes down-left from their highest.
  const first = (run: Run): [number, number] =>
    run.dr === -1 ? [run.row - (run.length - 1), run.col + (run.length - 1)] : [run.row, run.col];
  const key = (run: Run, row: number, col: number): string => `${run.dr} ${run.dc} ${row} ${col}`;
  const marked = new Set<string>();
  for (const run of all) {
    if (run.length < 6) continue;
    const [row, col] =
      run.dr === -1
        ? [run.row + 1, run.col - 1]
        : [run.row + run.length * run.dr, run.col + run.length * run.dc];
    marked.add(key(run, row, col));
  }
  const found: string[] = [];
  for (const run of all) {
    const skipped = marked.has(key(run, ...first(run)));
    if (run.length === 5 && !skipped) found.push(answer(run.color, run.row, run.col));
    if (run.length === 6 && skipped) {
      // Walked from its second stone: for a rising run that walk ends on its lowest stone.
      const [row, col] = run.dr === -1 ? [run.row, run.col] : [run.row + run.dr, run.col + run.dc];
      found.push(answer(run.color, row, col));
    }
  }
  return orNobody(found);
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
    case 'rising-top':
      // A rising five scanned from its top stone down to the left, and that stone printed.
      return orNobody(
        fives(board).map((run) =>
          run.dr === -1
            ? answer(run.color, run.row + 4 * run.dr, run.col + 4 * run.dc)
            : answer(run.color, run.row, run.col),
        ),
      );
    case 'no-rising':
      return orNobody(fives(board, true).map((run) => answer(run.color, run.row, run.col)));
    case 'wraps':
      return orNobody(flatFives(board));
    case 'off-by-one':
      return orNobody(
        fives(board).flatMap((run) =>
          OFF_BY_ONE.map(([r, c]) => answer(run.color, run.row + r, run.col + c)),
        ),
      );
    case 'swapped':
      return orNobody(fives(board).map((run) => answer(run.color, run.col, run.row)));
  }
}

/**
 * Two mistakes at once. A mistake of the catalogue goes wrong in one of two ways: in which lines
 * it takes for a win (`six-wins`, `no-rising`, `wraps`) or in which stone of a winning line it
 * prints (`last-stone`, `rising-top`, `off-by-one`, `swapped`). One of each can be made together
 * (a learner's Python solution counted sixes and printed a rising five's top stone); two of the
 * same way cannot, and give undefined. Every answer such a solution could print, at least one.
 */
export function pairedAnswers(board: Board, a: OmokMistake, b: OmokMistake): string[] | undefined {
  if (!canPair(a, b)) return undefined;
  return composedAnswers(board, COUNTING.includes(a) ? a : b, PRINTING.includes(a) ? a : b);
}

/** True when `a` and `b` can be made together (`pairedAnswers`): one of each way. */
export function canPair(a: OmokMistake, b: OmokMistake): boolean {
  return (
    (COUNTING.includes(a) && PRINTING.includes(b)) || (PRINTING.includes(a) && COUNTING.includes(b))
  );
}

/** The mistakes in which lines win, and those in which stone is printed (`pairedAnswers`). */
const COUNTING: readonly OmokMistake[] = ['six-wins', 'no-rising', 'wraps'];
const PRINTING: readonly OmokMistake[] = ['last-stone', 'rising-top', 'off-by-one', 'swapped'];

/** A line a wrong judge takes for a win: its colour, its five stones in scan order, its way. */
interface Win {
  color: number;
  stones: readonly (readonly [row: number, col: number])[];
  rising: boolean;
}

/**
 * The answers of a solution that takes the wins `counting` takes (undefined: the exact fives)
 * and prints the stone `printing` prints (undefined: the first one). Exported for the tests,
 * which check it against `mistakenAnswers`, mistake by mistake.
 */
export function composedAnswers(
  board: Board,
  counting: OmokMistake | undefined,
  printing: OmokMistake | undefined,
): string[] {
  const n = board.size;
  const wins: Win[] = [];
  const along = (run: Run, from: number): Win => ({
    color: run.color,
    stones: Array.from(
      { length: 5 },
      (_, k) => [run.row + (from + k) * run.dr, run.col + (from + k) * run.dc] as const,
    ),
    rising: run.dr === -1,
  });
  if (counting === 'six-wins') {
    for (const run of runs(board)) {
      for (let from = 0; from + 5 <= run.length; from++) wins.push(along(run, from));
    }
  } else if (counting === 'wraps') {
    for (const { color, start, step } of flatRuns(board)) {
      wins.push({
        color,
        stones: Array.from({ length: 5 }, (_, k) => {
          const p = start + k * step;
          return [Math.floor(p / n), p % n] as const;
        }),
        rising: step === 1 - n,
      });
    }
  } else {
    for (const run of fives(board, counting === 'no-rising')) wins.push(along(run, 0));
  }
  const printed = (win: Win): string[] => {
    const [row, col] = win.stones[0]!;
    switch (printing) {
      case 'last-stone': {
        const [r, c] = win.stones[4]!;
        return [answer(win.color, r, c)];
      }
      case 'rising-top': {
        const [r, c] = win.stones[win.rising ? 4 : 0]!;
        return [answer(win.color, r, c)];
      }
      case 'off-by-one':
        return OFF_BY_ONE.map(([r, c]) => answer(win.color, row + r, col + c));
      case 'swapped':
        return [answer(win.color, col, row)];
      default:
        return [answer(win.color, row, col)];
    }
  };
  return orNobody(wins.flatMap(printed));
}

/** What a report shows about a mistake: the sentence, and the rule it breaks. */
export interface OmokMistakeInfo {
  /** Completes "your answers match a solver that ..." (a code of the catalogue). */
  readonly text: Message;
  /** The rule from the problem statement (docs/rules-omok.md) that the mistake breaks. */
  readonly rule: Message;
}

/** The texts of the finer model `edgeReadAnswers`, for reports. */
export const OMOK_EDGE_READ_INFO: OmokMistakeInfo = {
  text: msg('omok.mistake.edge-read'),
  rule: msg('omok.mistake.wraps.rule'),
};

/** The texts of the finer model `edgeEndAnswers`, for reports. */
export const OMOK_EDGE_END_INFO: OmokMistakeInfo = {
  text: msg('omok.mistake.edge-end'),
  rule: msg('omok.mistake.no-rising.rule'),
};

/** The texts of the finer model `overlineTailAnswers`, for reports. */
export const OMOK_OVERLINE_TAIL_INFO: OmokMistakeInfo = {
  text: msg('omok.mistake.overline-tail'),
  rule: msg('omok.mistake.six-wins.rule'),
};

/** The texts of the finer model `pastSixAnswers`, for reports. */
export const OMOK_PAST_SIX_INFO: OmokMistakeInfo = {
  text: msg('omok.mistake.past-six'),
  rule: msg('omok.mistake.past-six.rule'),
};

/** The texts of the half-diagonal models (`halfDiagonalAnswers`), for reports. */
export const OMOK_HALF_DIAGONAL_INFO: Readonly<Record<HalfDiagonal, OmokMistakeInfo>> = {
  'rising-below': {
    text: msg('omok.mistake.half.rising-below'),
    rule: msg('omok.mistake.no-rising.rule'),
  },
  'rising-above': {
    text: msg('omok.mistake.half.rising-above'),
    rule: msg('omok.mistake.no-rising.rule'),
  },
  'falling-below': {
    text: msg('omok.mistake.half.falling-below'),
    rule: msg('omok.mistake.no-rising.rule'),
  },
  'falling-above': {
    text: msg('omok.mistake.half.falling-above'),
    rule: msg('omok.mistake.no-rising.rule'),
  },
};

/** The catalogue's texts, for reports. */
export const OMOK_MISTAKE_INFO: Readonly<Record<OmokMistake, OmokMistakeInfo>> = {
  'six-wins': {
    text: msg('omok.mistake.six-wins'),
    rule: msg('omok.mistake.six-wins.rule'),
  },
  'last-stone': {
    text: msg('omok.mistake.last-stone'),
    rule: msg('omok.mistake.last-stone.rule'),
  },
  'rising-top': {
    text: msg('omok.mistake.rising-top'),
    rule: msg('omok.mistake.last-stone.rule'),
  },
  'no-rising': {
    text: msg('omok.mistake.no-rising'),
    rule: msg('omok.mistake.no-rising.rule'),
  },
  wraps: {
    text: msg('omok.mistake.wraps'),
    rule: msg('omok.mistake.wraps.rule'),
  },
  'off-by-one': {
    text: msg('omok.mistake.off-by-one'),
    rule: msg('omok.mistake.off-by-one.rule'),
  },
  swapped: {
    text: msg('omok.mistake.swapped'),
    rule: msg('omok.mistake.swapped.rule'),
  },
};
