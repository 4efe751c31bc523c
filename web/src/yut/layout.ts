/**
 * Where each cell of the classic Dice Yut board is drawn. Presentation only: the cells, their
 * numbers and arrows come from the core's board table; this file only says where a label sits.
 *
 * The outer ring is a square with the corners o10 (top right), o20 (top left), o30 (bottom left)
 * and o40 (bottom right), as in the original picture; the routes of the blue corners and the
 * centre route run along the diagonals to m25 in the middle. Start and end sit outside the ring,
 * beside o2 and o40, so that four pieces fit on each.
 */

/** A point in board units: one unit is the distance between two neighbouring outer cells. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Side of the square ring, in units. */
export const RING = 5;

function along(from: Point, to: Point, fraction: number): Point {
  return { x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction };
}

/** The position of every drawn label of the classic board. */
export const CLASSIC_LAYOUT: ReadonlyMap<string, Point> = (() => {
  const at = new Map<string, Point>();
  const topRight = { x: RING, y: 0 };
  const topLeft = { x: 0, y: 0 };
  const bottomLeft = { x: 0, y: RING };
  const bottomRight = { x: RING, y: RING };
  const centre = { x: RING / 2, y: RING / 2 };
  for (let k = 0; k <= 4; k++) {
    at.set(`o${2 * k + 2}`, { x: RING, y: RING - 1 - k }); // up the right side to o10
    at.set(`o${2 * k + 12}`, { x: RING - 1 - k, y: 0 }); // left along the top to o20
    at.set(`o${2 * k + 22}`, { x: 0, y: 1 + k }); // down the left side to o30
    at.set(`o${2 * k + 32}`, { x: 1 + k, y: RING }); // right along the bottom to o40
  }
  // The first cell of each shortcut stands a little apart from its corner, so that the blue
  // arrow into it is long enough to see.
  ['a13', 'a16', 'a19'].forEach((label, i) => {
    at.set(label, along(topRight, centre, 0.31 + 0.23 * i));
  });
  ['b22', 'b24'].forEach((label, i) => {
    at.set(label, along(topLeft, centre, 0.36 + 0.31 * i));
  });
  ['c28', 'c27', 'c26'].forEach((label, i) => {
    at.set(label, along(bottomLeft, centre, 0.31 + 0.23 * i));
  });
  at.set('m25', centre);
  ['m30', 'm35'].forEach((label, i) => {
    at.set(label, along(centre, bottomRight, (i + 1) / 3));
  });
  at.set('start', { x: RING + 1.45, y: RING - 1 });
  at.set('end', { x: RING + 1.45, y: RING });
  return at;
})();
