/**
 * Line shapes: what a stone of one colour, put on an empty point, makes along one line.
 *
 * The engine keeps, for every point and direction, the ten points around it (five each side) as a
 * base-3 number from one colour's side: 0 empty, 1 own stone, 2 blocked (the other colour or the
 * edge). Digit i (weight 3^i) is the point at offset i - 5 for i < 5 and i - 4 for i >= 5, the
 * point itself being left out. Everything a move can make along a line lies within those ten
 * points (a five through the move spans offsets -4..4, and whether it is exactly five is decided
 * at -5 and 5), so one table lookup per direction tells what the move makes there.
 *
 * The shapes, strongest first, for the stone put in the middle:
 * - `FIVE`: a winning row (exactly five, or five or more where the rule allows long rows);
 * - `OVERLINE`: six or more where only exactly five wins (no win; forbidden to black in renju);
 * - `FLEX4`: two different points would then make a five (an open four, or two fours on one line
 *   such as `X.XXX.X`): the opponent cannot stop both;
 * - `BLOCK4`: one point would make a five;
 * - `FLEX3`: one more stone could make a `FLEX4`; `BLOCK3`: could make a `BLOCK4`;
 * - `FLEX2`/`BLOCK2`, `FLEX1`/`BLOCK1` likewise one step further away; `NONE`: no five is possible.
 *
 * These are the shapes of gomoku practice (the names follow the usual open/closed "flex"/"block"
 * terms); renju's exact three, whose straight four must be a legal move, is judged separately in
 * the core's renju checker (../renju.ts).
 */

export const NONE = 0;
export const BLOCK1 = 1;
export const FLEX1 = 2;
export const BLOCK2 = 3;
export const FLEX2 = 4;
export const BLOCK3 = 5;
export const FLEX3 = 6;
export const BLOCK4 = 7;
export const FLEX4 = 8;
export const FIVE = 9;
export const OVERLINE = 10;

/** A line shape (the constants above). */
export type Shape = number;

/** Digits of a line code. */
export const FREE = 0;
export const OWN = 1;
export const BLOCKED = 2;

/** Number of distinct line codes: ten points, three states each. */
export const LINE_CODES = 3 ** 10;

/** The weight of the digit of the point at `offset` (-5..5, not 0) in a line code. */
export function digitWeight(offset: number): number {
  return 3 ** (offset < 0 ? offset + 5 : offset + 4);
}

/**
 * Whether rows longer than five win for the colour the table is for: `exact` (standard rule for
 * both colours, renju for black) or `long` (freestyle, renju for white).
 */
export type FiveKind = 'exact' | 'long';

const tables: Partial<Record<FiveKind, Uint8Array>> = {};

/** The shape table for `kind`, built on first use (3^10 entries, a few milliseconds). */
export function shapeTable(kind: FiveKind): Uint8Array {
  let table = tables[kind];
  if (table === undefined) {
    table = buildShapeTable(kind === 'long');
    tables[kind] = table;
  }
  return table;
}

/** The weights of the ten digits, by offset + 5 (index 5, the middle, unused). */
const WEIGHTS = Array.from({ length: 11 }, (_, i) => (i === 5 ? 0 : digitWeight(i - 5)));

function buildShapeTable(longWins: boolean): Uint8Array {
  const table = new Uint8Array(LINE_CODES).fill(UNKNOWN);
  // Memoised recursion: a shape is decided by the shapes of the same line with one more stone.
  // The line's digits are read from the code each time (no shared buffer across the recursion).
  const shapeOf = (code: number): Shape => {
    const known = table[code]!;
    if (known !== UNKNOWN) return known;
    const length = runLengthOf(code);
    let shape: Shape;
    if (length === 5 || (length > 5 && longWins)) shape = FIVE;
    else if (length > 5) shape = OVERLINE;
    else {
      let fives = 0;
      let best = 0;
      for (let k = -4; k <= 4; k++) {
        if (k === 0 || digitAt(code, k) !== FREE) continue;
        const s = shapeOf(code + WEIGHTS[k + 5]!);
        if (s === FIVE) fives++;
        else if (s !== OVERLINE && s > best) best = s;
      }
      if (fives >= 2) shape = FLEX4;
      else if (fives === 1) shape = BLOCK4;
      // One stone more makes `best` (at most FLEX4 here): this shape is one level (two steps)
      // below it.
      else shape = best === 0 ? NONE : Math.max(BLOCK1, best - 2);
    }
    table[code] = shape;
    return shape;
  };
  for (let code = 0; code < LINE_CODES; code++) shapeOf(code);
  return table;
}

/** Marks a table entry not yet computed. */
const UNKNOWN = 255;

/** The digit of the point at `offset` (-5..5, not 0) in a line code. */
function digitAt(code: number, offset: number): number {
  return Math.floor(code / WEIGHTS[offset + 5]!) % 3;
}

/** The length of the unbroken run of own stones through the middle of a line code. */
function runLengthOf(code: number): number {
  let length = 1;
  for (let k = -1; k >= -5 && digitAt(code, k) === OWN; k--) length++;
  for (let k = 1; k <= 5 && digitAt(code, k) === OWN; k++) length++;
  return length;
}
