/**
 * Dice Yut cases for `nori gen yut` and `nori check yut`: ten rolls from 1 to 5, drawn from a
 * seeded generator that mixes plain uniform rolls with rolls aimed at the places where solutions
 * go wrong.
 *
 * The aimed cases play a game while they choose the rolls: at each turn, a roll is more likely when
 * it moves some piece onto a blue corner or off it, into the shared centre (the cells where routes
 * merge, and the ones after them), onto the cell of another piece (so that the move is refused),
 * onto a cell that has the same number as a cell where another piece stands (o30 and m30, o16 and
 * a16, ...), or to the end. The board is read from the core's table, never named here.
 *
 * Half the cases are traps (`TRAPS`): rolls known to expose one mistake of the core's catalogue.
 */
import {
  applyMove,
  type Board,
  type CellId,
  classicBoard,
  destinationOf,
  formatDice,
  initialPosition,
  legalMoves,
  NO_CELL,
  type Position,
  parseDice,
  type YutMistake,
} from '../yut/index.js';
import type { Rng } from './rng.js';

const TURNS = 10;
const FACES = 5;

/** Ten dice, valid for Baekjoon 17825. */
export type Dice = readonly number[];

/** Cells where two routes merge (two or more arrows lead in) and every cell after them, but the end. */
function sharedCells(board: Board): Set<CellId> {
  const incoming = new Array<number>(board.size).fill(0);
  for (let cell = 0; cell < board.size; cell++) {
    if (board.red[cell]! !== NO_CELL) incoming[board.red[cell]!]!++;
    if (board.blue[cell]! !== NO_CELL) incoming[board.blue[cell]!]!++;
  }
  const shared = new Set<CellId>();
  for (let cell = 0; cell < board.size; cell++) {
    if (incoming[cell]! < 2) continue;
    for (let c = cell; c !== NO_CELL && c !== board.end && !shared.has(c); c = board.red[c]!) {
      shared.add(c);
    }
  }
  return shared;
}

/** `sharedCells` of each board, computed once per board (a generator draws many cases). */
const sharedByBoard = new WeakMap<Board, Set<CellId>>();

function sharedCellsOf(board: Board): Set<CellId> {
  let shared = sharedByBoard.get(board);
  if (shared === undefined) {
    shared = sharedCells(board);
    sharedByBoard.set(board, shared);
  }
  return shared;
}

/**
 * How much a move of `piece` to `to` exercises the tricky parts of the rules (0 = not at all).
 * Exported for its tests.
 */
export function moveInterest(board: Board, position: Position, piece: number, to: CellId): number {
  const shared = sharedCellsOf(board);
  const from = position[piece]!;
  let score = 0;
  if (board.blue[from]! !== NO_CELL) score += 2; // leaves a blue corner inward
  if (board.blue[to]! !== NO_CELL) score += 3; // lands on a blue corner
  if (shared.has(to)) score += 3; // the centre, reached from several routes
  if (to === board.end) score += 2;
  position.forEach((other, j) => {
    if (j === piece || other === board.start || other === board.end) return;
    if (other === to)
      score += 2; // refused: the cell is taken
    else if (board.numbers[other] === board.numbers[to]) score += 5; // same number, other cell
  });
  return score;
}

/** Rolls chosen while playing, biased towards moves with a high `interest`. */
function aimedDice(rng: Rng): number[] {
  const board = classicBoard();
  let position: Position = initialPosition(board);
  const dice: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    const weights: number[] = [];
    for (let die = 1; die <= FACES; die++) {
      let best = 0;
      position.forEach((from, piece) => {
        if (from === board.end) return;
        best = Math.max(
          best,
          moveInterest(board, position, piece, destinationOf(board, from, die)),
        );
      });
      weights.push(1 + best * best);
    }
    const die = 1 + rng.weighted(weights);
    dice.push(die);
    const moves = legalMoves(board, position, die);
    if (moves.length === 0) continue;
    const scores = moves.map((m) => moveInterest(board, position, m.piece, m.to));
    const top = Math.max(...scores);
    const move = rng.chance(0.7)
      ? rng.pick(moves.filter((_, i) => scores[i] === top))
      : rng.pick(moves);
    position = applyMove(position, move);
  }
  return dice;
}

/**
 * Traps: for each mistake of the core's catalogue (src/yut/mistakes.ts), rolls on which a solver
 * with that mistake gets a wrong score. Some mistakes (a finished piece moved again, a move into the
 * end refused) change the answer only when most rolls are 5, which uniform rolls almost never are;
 * drawing from these lists catches each of them within the default 200 cases for every seed.
 * Found by drawing cases and keeping those where the wrong solver and the real one disagree; the
 * tests check that every trap still catches its mistake.
 */
export const TRAPS: Readonly<Record<YutMistake, readonly string[]>> = {
  'same-number': [
    '5555235525',
    '5235545415',
    '1215423332',
    '2555555531',
    '5442224532',
    '5554141354',
    '5455354213',
    '5425144152',
    '3555523324',
    '5352142245',
    '5423542422',
    '5414442125',
    '4421124344',
    '5234541134',
    '2255515345',
    '3325552113',
  ],
  'route-copies': [
    '3514452434',
    '5411544341',
    '5524354542',
    '1513515551',
    '5425542245',
    '5255552325',
    '5234541332',
    '2533543553',
    '4555453515',
    '5435234453',
    '5344155514',
    '5345122345',
    '5342434445',
    '5454141211',
    '3551452542',
    '5411244353',
  ],
  'share-inner': [
    '3555555552',
    '5555555555',
    '5255553555',
    '5535555525',
    '5515555555',
    '3522515553',
    '5554555525',
    '5555555541',
    '5525555555',
    '5453555551',
    '1555555515',
    '5555551552',
    '5555525455',
    '5454454423',
    '5551555551',
    '5555523555',
  ],
  'no-blue': [
    '5412422245',
    '1555515525',
    '1513252321',
    '5551245551',
    '5555555555',
    '5255155555',
    '3343535554',
    '3253515141',
    '5532121443',
    '1152352354',
    '5555554255',
    '5525545552',
    '5552135355',
    '5155555355',
    '5555535515',
    '5455515555',
  ],
  'blue-passing': [
    '3551555455',
    '1143231222',
    '5554435455',
    '5455555255',
    '5344335441',
    '5353555453',
    '2555555515',
    '5155555555',
    '4155453555',
    '5444454544',
    '5151553535',
    '3554555554',
    '5223411121',
    '5514451445',
    '5523534123',
    '5214211221',
  ],
  'finished-moves': [
    '5555555425',
    '5555555324',
    '5555555155',
    '5555555115',
    '5555555135',
    '5555555255',
    '5555555311',
    '5555555325',
    '5555555253',
    '5555555224',
    '5555555251',
    '5552555525',
    '5555555254',
    '5555555534',
    '5555555145',
    '5555555154',
  ],
  'end-blocks': [
    '5555555555',
    '5525555555',
    '5515555555',
    '5555555355',
    '5555551555',
    '5555555554',
    '5555555552',
    '5555555515',
    '5555555455',
    '5555555535',
    '5555555545',
    '5555555335',
    '5555555154',
    '5555525555',
    '5555555522',
    '5555555155',
  ],
  'end-points': [
    '5125555525',
    '5555145555',
    '3555555234',
    '4555553555',
    '5241555142',
    '5525555555',
    '3551555555',
    '5521555555',
    '2332245311',
    '5555255455',
    '5555555455',
    '3415334312',
    '4551555555',
    '2335455552',
    '5445521222',
    '5411453454',
  ],
};

/** A trap of a mistake chosen at random, as dice. */
function trapDice(rng: Rng): number[] {
  const lists = Object.values(TRAPS);
  return [...rng.pick(rng.pick(lists))].map(Number);
}

/**
 * Draws one case: uniform, all equal, biased low or high, aimed (see the module comment), or a trap
 * (half the cases: each mistake of the catalogue then has a 1 in 16 chance per case).
 */
export function generateDice(rng: Rng): number[] {
  switch (rng.weighted([4, 1, 1, 1, 5, 12])) {
    case 0:
      return Array.from({ length: TURNS }, () => rng.int(1, FACES));
    case 1: {
      const face = rng.int(1, FACES);
      return new Array<number>(TURNS).fill(face);
    }
    case 2:
      return Array.from({ length: TURNS }, () =>
        rng.chance(0.75) ? rng.int(1, 2) : rng.int(1, FACES),
      );
    case 3:
      return Array.from({ length: TURNS }, () =>
        rng.chance(0.75) ? rng.int(4, 5) : rng.int(1, FACES),
      );
    case 4:
      return aimedDice(rng);
    default:
      return trapDice(rng);
  }
}

/**
 * The order the shrinker moves down: fewer pips first (the sum of the rolls), then the smaller
 * sequence read left to right. A candidate of `shrinkDice` is always strictly smaller, so the
 * shrinker cannot cycle, and a shrunk case is never larger than the case it started from.
 */
export function compareDice(a: Dice, b: Dice): number {
  const sum = (d: Dice): number => d.reduce((s, x) => s + x, 0);
  if (sum(a) !== sum(b)) return sum(a) - sum(b);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

/**
 * Simpler variants of a failing case, most ambitious first (every one strictly smaller by
 * `compareDice`, still ten dice from 1 to 5): every roll from some turn on set to 1 (the rolls
 * after the turn that goes wrong rarely matter); one roll set to 1, then to each smaller value;
 * two rolls lowered by one together (a plan often needs two rolls changed at once to stay the
 * same, which one change at a time never reaches); a pip moved from a roll to a later one; two
 * rolls swapped so that the smaller comes first.
 */
export function* shrinkDice(dice: Dice): Generator<number[]> {
  const seen = new Set<string>([dice.join(' ')]);
  function* fresh(d: number[]): Generator<number[]> {
    const key = d.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    yield d;
  }
  const n = dice.length;
  for (let from = 1; from < n - 1; from++) {
    if (dice.slice(from).some((d) => d > 1)) {
      yield* fresh(dice.map((d, j) => (j >= from ? 1 : d)));
    }
  }
  for (let i = 0; i < n; i++) {
    if (dice[i]! > 2) yield* fresh(dice.map((d, j) => (j === i ? 1 : d)));
  }
  for (let i = 0; i < n; i++) {
    for (let v = dice[i]! - 1; v >= 1; v--) yield* fresh(dice.map((d, j) => (j === i ? v : d)));
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (dice[i]! > 1 && dice[j]! > 1) {
        yield* fresh(dice.map((d, k) => (k === i || k === j ? d - 1 : d)));
      }
    }
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (dice[i]! > 1 && dice[j]! < FACES) {
        yield* fresh(dice.map((d, k) => (k === i ? d - 1 : k === j ? d + 1 : d)));
      }
    }
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (dice[i]! > dice[j]!) {
        yield* fresh(dice.map((d, k) => (k === i ? dice[j]! : k === j ? dice[i]! : d)));
      }
    }
  }
}

/** True when the dice pass the core's strict parser once written out. */
export function isValidDice(dice: Dice): boolean {
  const parsed = parseDice(formatDice(dice));
  return parsed.ok && parsed.value.join(' ') === dice.join(' ');
}
