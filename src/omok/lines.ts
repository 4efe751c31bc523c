/**
 * Line finding: the maximal runs of one colour ("lines") in the four directions.
 *
 * Why it is fast by construction: on boards up to 32 wide every row of a colour is a 32-bit mask
 * (board.ts), so "does a run of k start here" is answered for a whole row at once by AND-ing k
 * shifted masks: a horizontal window is `m & m>>>1 & ... & m>>>(k-1)`, a vertical one
 * `M[r] & M[r+1] & ...`, a diagonal one the same with each row shifted by its distance. A window
 * is the first of its run when the point before it does not hold the colour, and only those few
 * starts are walked to measure the run. Nothing is searched from every stone. Wider boards take
 * the plain path: each point is looked at once per direction, so the work is still linear.
 *
 * Lines of five or more, the judge's question, take a quicker road still: the windows of all four
 * directions are kept up to date row by row in a handful of registers (see `scanFives`), with no
 * branch until a window turns up, and most boards are done in one pass of a few operations a row.
 *
 * What a scan finds goes into one module-wide scratch array as numbers (`scanLines`), which the
 * judge reads before making any object: a board without lines allocates nothing. The scratch is
 * safe to share because JavaScript runs one call at a time and a scan calls nothing outside this
 * module; callers copy what they need out before the next scan.
 *
 * `runThrough` examines only the lines through one point (with a stone of a chosen colour assumed
 * there), which is what move-by-move code (renju forbidden points, game replay) needs.
 */
import { BLACK, type Board, type Color, hasRowMasks, type Point, WHITE } from './board.js';

/**
 * The four directions of a line, each named by the way it runs from its `from` stone:
 * `horizontal` to the right, `vertical` downwards, `falling` down and to the right (the diagonal
 * from the top-left corner), `rising` up and to the right (from the bottom-left corner).
 */
export const DIRECTIONS = ['horizontal', 'vertical', 'falling', 'rising'] as const;

/** One of `DIRECTIONS` (listed there in the order used to sort lines). */
export type Direction = (typeof DIRECTIONS)[number];

/** One step along a direction, from a line's `from` stone towards its `to` stone. */
export const STEPS: Readonly<Record<Direction, { readonly dr: number; readonly dc: number }>> = {
  horizontal: { dr: 0, dc: 1 },
  vertical: { dr: 1, dc: 0 },
  falling: { dr: 1, dc: 1 },
  rising: { dr: -1, dc: 1 },
};

/**
 * A maximal run of `length` stones of one colour. `from` is the stone Baekjoon 2615 answers with:
 * the leftmost one, the topmost for a vertical line, so the lowest one on a rising diagonal; `to`
 * is the other end, reached by `length - 1` steps of `STEPS[direction]`.
 */
export interface Line {
  readonly color: Color;
  readonly direction: Direction;
  readonly from: Point;
  readonly to: Point;
  readonly length: number;
}

/** The five-in-a-row length: the shortest line that can win. */
export const FIVE = 5;

/**
 * Every maximal line of at least `minLength` stones (default 5), black's first, then in reading
 * order of their `from` stone, then in the order of `DIRECTIONS`. With `minLength` 1 that is
 * every run on the board, single stones included (once per direction).
 */
export function findLines(board: Board, minLength: number = FIVE): Line[] {
  const count = scanLines(board, minLength);
  const lines: Line[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * FIELDS;
    lines.push({
      color: found[at] as Color,
      direction: DIRECTIONS[found[at + 1]!]!,
      from: { row: found[at + 2]!, col: found[at + 3]! },
      to: { row: found[at + 4]!, col: found[at + 5]! },
      length: found[at + 6]!,
    });
  }
  if (lines.length > 1) lines.sort(compareLines);
  return lines;
}

/** Numbers per line in the scratch of `scanLines`. */
const FIELDS = 7;
/**
 * The scratch of `scanLines`: per line its colour, its direction's index in `DIRECTIONS`, `from`
 * row and column, `to` row and column, and length. It grows when a board needs more room.
 */
let found = new Int32Array(FIELDS * 64);
let foundCount = 0;

/**
 * Finds every maximal line of at least `minLength` stones on `board`, in no particular order,
 * into the module's scratch, and returns how many there are; read them with `scannedLines`
 * before the next scan. What `findLines` and the judge are made of.
 */
export function scanLines(board: Board, minLength: number): number {
  const k = Math.max(1, Math.floor(minLength));
  foundCount = 0;
  if (k > board.size) return 0;
  if (!hasRowMasks(board.size)) {
    findByScanning(board, k);
  } else if (k === FIVE) {
    scanFives(board.black, board.size, BLACK);
    scanFives(board.white, board.size, WHITE);
  } else {
    findWithMasks(board, k);
  }
  return foundCount;
}

/**
 * The lines of the last `scanLines`, as numbers: `FIELDS` (seven) per line, see `found`. Valid
 * until the next scan; the array may be longer than the lines it holds.
 */
export function scannedLines(): Int32Array {
  return found;
}

/** Numbers of a line in `scannedLines`, and how many there are per line. */
export const SCANNED = {
  fields: FIELDS,
  color: 0,
  direction: 1,
  fromRow: 2,
  fromCol: 3,
  toRow: 4,
  toCol: 5,
  length: 6,
} as const;

function addLine(
  color: Color,
  direction: number,
  fromRow: number,
  fromCol: number,
  toRow: number,
  toCol: number,
  length: number,
): void {
  const at = foundCount * FIELDS;
  if (at + FIELDS > found.length) {
    const bigger = new Int32Array(found.length * 2);
    bigger.set(found);
    found = bigger;
  }
  found[at] = color;
  found[at + 1] = direction;
  found[at + 2] = fromRow;
  found[at + 3] = fromCol;
  found[at + 4] = toRow;
  found[at + 5] = toCol;
  found[at + 6] = length;
  foundCount++;
}

const HORIZONTAL = 0;
const VERTICAL = 1;
const FALLING = 2;
const RISING = 3;

/** The order of `findLines`: colour, then `from` in reading order, then direction. */
export function compareLines(a: Line, b: Line): number {
  return (
    a.color - b.color ||
    a.from.row - b.from.row ||
    a.from.col - b.from.col ||
    DIRECTIONS.indexOf(a.direction) - DIRECTIONS.indexOf(b.direction)
  );
}

/**
 * The maximal line of `color` along `direction` through (row, col), counting that point as a
 * `color` stone whatever it holds: so it answers "how long would the line be if `color` played
 * here" as well as "how long is the line this stone is on". Looks only at that one line.
 */
export function runThrough(
  board: Board,
  row: number,
  col: number,
  direction: Direction,
  color: Color,
): Line {
  const { dr, dc } = STEPS[direction];
  const n = board.size;
  const cells = board.cells;
  let back = 0;
  for (let r = row - dr, c = col - dc; r >= 0 && r < n && c >= 0 && c < n; r -= dr, c -= dc) {
    if (cells[r * n + c] !== color) break;
    back++;
  }
  let ahead = 0;
  for (let r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
    if (cells[r * n + c] !== color) break;
    ahead++;
  }
  return {
    color,
    direction,
    from: { row: row - back * dr, col: col - back * dc },
    to: { row: row + ahead * dr, col: col + ahead * dc },
    length: back + 1 + ahead,
  };
}

/** The four lines of `color` through (row, col), in the order of `DIRECTIONS` (see `runThrough`). */
export function linesThrough(board: Board, row: number, col: number, color: Color): Line[] {
  return DIRECTIONS.map((direction) => runThrough(board, row, col, direction, color));
}

/** The points of `line`, from `from` to `to`. */
export function pointsOf(line: Line): Point[] {
  const { dr, dc } = STEPS[line.direction];
  const points: Point[] = [];
  for (let i = 0; i < line.length; i++) {
    points.push({ row: line.from.row + i * dr, col: line.from.col + i * dc });
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// The mask path (size <= 32). Row masks are read as unsigned numbers and combined with 32-bit
// operators; `>>>` and `<<` below never shift by 32 or more because every column is below 32.

/** Index of the lowest set bit of a non-zero 32-bit value. */
function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** The bits c of `m` such that bits c .. c+k-1 are all set (k >= 1), in O(log k) steps. */
function windows(m: number, k: number): number {
  // Doubling: after each step `w` has the windows of `covered` bits; a last step of the rest
  // (which is less than `covered`) completes the k.
  let w = m;
  let covered = 1;
  while (covered * 2 <= k && w !== 0) {
    w &= w >>> covered;
    covered *= 2;
  }
  if (covered < k) w &= w >>> (k - covered);
  return w;
}

/**
 * Lines of five or more of one colour (row masks `m`). Row by row, registers hold the pairs of
 * rows r-4 .. r-1 ANDed as each direction needs them (`v` straight down, `f` shifted for the
 * falling diagonal, `u` for the rising one), so each new row completes the windows of five whose
 * bottom it is with a few ANDs: bit c of `vertical` is a window from (r-4, c) down, of `falling`
 * from (r-4, c) down to the right, of `rising` from (r-4, c) down to the left. Only a window
 * sends the loop elsewhere, to `addDownwards`, which keeps the first window of each run.
 */
function scanFives(m: Uint32Array, n: number, color: Color): void {
  for (let r = 0; r < 4; r++) {
    const x = m[r]!;
    const two = x & (x >>> 1);
    const windows = two & (two >>> 2) & (x >>> 4);
    if (windows !== 0) addHorizontal(color, r, x, windows & ~(x << 1));
  }
  let above = 0;
  let m0 = m[0]!;
  let m1 = m[1]!;
  let m2 = m[2]!;
  let m3 = m[3]!;
  let v01 = m0 & m1;
  let v12 = m1 & m2;
  let v23 = m2 & m3;
  let f01 = m0 & (m1 >>> 1);
  let f12 = m1 & (m2 >>> 1);
  let f23 = m2 & (m3 >>> 1);
  let u01 = m0 & (m1 << 1);
  let u12 = m1 & (m2 << 1);
  let u23 = m2 & (m3 << 1);
  for (let r = 4; r < n; r++) {
    const m4 = m[r]!;
    const two = m4 & (m4 >>> 1);
    const windows = two & (two >>> 2) & (m4 >>> 4);
    if (windows !== 0) addHorizontal(color, r, m4, windows & ~(m4 << 1));
    const vertical = v01 & v23 & m4;
    const falling = f01 & (f23 >>> 2) & (m4 >>> 4);
    const rising = u01 & (u23 << 2) & (m4 << 4);
    if ((vertical | falling | rising) !== 0) {
      addDownwards(color, m, FIVE, r - 4, above, vertical, falling, rising);
    }
    above = m0;
    m0 = m1;
    m1 = m2;
    m2 = m3;
    v01 = v12;
    v12 = v23;
    v23 = m3 & m4;
    f01 = f12;
    f12 = f23;
    f23 = m3 & (m4 >>> 1);
    u01 = u12;
    u12 = u23;
    u23 = m3 & (m4 << 1);
    m3 = m4;
  }
}

/** Any `k`, both colours at once: the loops and the early exits are shared. */
function findWithMasks(board: Board, k: number): void {
  const n = board.size;
  const { black, white } = board;

  // Horizontal: a run starts at a window whose left neighbour lacks the colour.
  for (let r = 0; r < n; r++) {
    const b = black[r]!;
    const w = white[r]!;
    const blackStarts = windows(b, k) & ~(b << 1);
    const whiteStarts = windows(w, k) & ~(w << 1);
    if (blackStarts !== 0) addHorizontal(BLACK, r, b, blackStarts);
    if (whiteStarts !== 0) addHorizontal(WHITE, r, w, whiteStarts);
  }

  // The three other directions share one pass over the window's top row t, row t + j shifted
  // to line up with row t: as it is for vertical windows, right by j for falling ones (bit c is
  // the window from (t, c) down to the right), left by j for rising ones (bit c is the window
  // whose top stone is (t, c), going down to the left).
  for (let t = 0; t + k <= n; t++) {
    let bv = black[t]!;
    let wv = white[t]!;
    if ((bv | wv) === 0) continue;
    let bf = bv;
    let br = bv;
    let wf = wv;
    let wr = wv;
    for (let j = 1; j < k && (bv | bf | br | wv | wf | wr) !== 0; j++) {
      const b = black[t + j]!;
      const w = white[t + j]!;
      bv &= b;
      bf &= b >>> j;
      br &= b << j;
      wv &= w;
      wf &= w >>> j;
      wr &= w << j;
    }
    const above = t > 0 ? black[t - 1]! : 0;
    if ((bv | bf | br) !== 0) addDownwards(BLACK, black, k, t, above, bv, bf, br);
    const aboveWhite = t > 0 ? white[t - 1]! : 0;
    if ((wv | wf | wr) !== 0) addDownwards(WHITE, white, k, t, aboveWhite, wv, wf, wr);
  }
}

/** The horizontal lines of row r (mask `row`) that start at the bits of `starts`. */
function addHorizontal(color: Color, r: number, row: number, starts: number): void {
  while (starts !== 0) {
    const c = lowestBit(starts);
    starts &= starts - 1;
    const rest = ~(row >>> c);
    const length = rest === 0 ? 32 - c : lowestBit(rest);
    addLine(color, HORIZONTAL, r, c, r, c + length - 1, length);
  }
}

/**
 * The lines whose top stone is on row t, from the windows of `k` found there, `above` being
 * row t - 1 (0 for the top row). A window is the first of its run when the point above its top
 * stone lacks the colour; only those are walked to measure the run.
 */
function addDownwards(
  color: Color,
  m: Uint32Array,
  k: number,
  t: number,
  above: number,
  vertical: number,
  falling: number,
  rising: number,
): void {
  const n = m.length;
  vertical &= ~above;
  falling &= ~(above << 1);
  rising &= ~(above >>> 1);
  while (vertical !== 0) {
    const c = lowestBit(vertical);
    vertical &= vertical - 1;
    let length = k;
    while (t + length < n && (m[t + length]! >>> c) & 1) length++;
    addLine(color, VERTICAL, t, c, t + length - 1, c, length);
  }
  while (falling !== 0) {
    const c = lowestBit(falling);
    falling &= falling - 1;
    let length = k;
    while (t + length < n && c + length < n && (m[t + length]! >>> (c + length)) & 1) length++;
    addLine(color, FALLING, t, c, t + length - 1, c + length - 1, length);
  }
  while (rising !== 0) {
    // The window's top stone is (t, c); the line's `from` is its lowest stone.
    const c = lowestBit(rising);
    rising &= rising - 1;
    let length = k;
    while (t + length < n && c - length >= 0 && (m[t + length]! >>> (c - length)) & 1) length++;
    addLine(color, RISING, t + length - 1, c - length + 1, t, c, length);
  }
}

// ---------------------------------------------------------------------------------------------
// The plain path (any size): a run is measured from its first stone only, so every point is read
// at most twice per direction.

function findByScanning(board: Board, k: number): void {
  const n = board.size;
  const cells = board.cells;
  for (let d = 0; d < DIRECTIONS.length; d++) {
    const { dr, dc } = STEPS[DIRECTIONS[d]!];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const color = cells[r * n + c]!;
        if (color === 0) continue;
        const pr = r - dr;
        const pc = c - dc;
        if (pr >= 0 && pr < n && pc >= 0 && pc < n && cells[pr * n + pc] === color) continue;
        let length = 1;
        while (true) {
          const nr = r + length * dr;
          const nc = c + length * dc;
          if (nr < 0 || nr >= n || nc >= n || cells[nr * n + nc] !== color) break;
          length++;
        }
        if (length >= k) {
          addLine(color as Color, d, r, c, r + (length - 1) * dr, c + (length - 1) * dc, length);
        }
      }
    }
  }
}
