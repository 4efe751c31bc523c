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

/** Draws one case: uniform, all equal, biased low or high, or aimed (see the module comment). */
export function generateDice(rng: Rng): number[] {
  switch (rng.weighted([4, 1, 1, 1, 5])) {
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
    default:
      return aimedDice(rng);
  }
}

/**
 * Simpler variants of a failing case, most ambitious first: one roll set to 1, then one roll
 * lowered by one. Every variant is still ten dice from 1 to 5.
 */
export function* shrinkDice(dice: Dice): Generator<number[]> {
  for (let i = 0; i < dice.length; i++) {
    if (dice[i]! > 2) yield dice.map((d, j) => (j === i ? 1 : d));
  }
  for (let i = 0; i < dice.length; i++) {
    if (dice[i]! > 1) yield dice.map((d, j) => (j === i ? d - 1 : d));
  }
}

/** True when the dice pass the core's strict parser once written out. */
export function isValidDice(dice: Dice): boolean {
  const parsed = parseDice(formatDice(dice));
  return parsed.ok && parsed.value.join(' ') === dice.join(' ');
}
