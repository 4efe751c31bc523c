/**
 * The mistakes learners make in Dice Yut, each as a small wrong solver: the same exhaustive search
 * as the real one, over a board table or a rule that is wrong in exactly one way. `nori check`
 * runs them on the cases where a solution failed and, when one of them agrees with the solution
 * everywhere, names the mistake (src/stress/diagnose.ts).
 *
 * The wrong boards are derived from the board table (which cells are on the outer ring, which are
 * reached through a blue arrow), so the catalogue names no cell; only the pictures below do.
 */
import { type Message, msg } from '../i18n/index.js';
import {
  type Board,
  type BoardSpec,
  type CellId,
  type CellSpec,
  compileBoard,
  destinationOf,
  fourPieceKey,
  NO_CELL,
} from './board.js';

/** A wrong board is still a valid table (only its numbers or arrows mislead): compile it checked. */
function recompiled(spec: BoardSpec, faces: number): Board {
  const compiled = compileBoard(spec, faces);
  if (!compiled.ok)
    throw new Error(`a mistake's board does not compile: ${compiled.error.message}`);
  return compiled.value;
}

/** The mistakes of the catalogue, by name. */
export type YutMistake =
  | 'same-number'
  | 'route-copies'
  | 'share-inner'
  | 'no-blue'
  | 'blue-passing'
  | 'finished-moves'
  | 'end-blocks'
  | 'end-points';

/** Every mistake, in the order reports list them. */
export const YUT_MISTAKES: readonly YutMistake[] = [
  'same-number',
  'route-copies',
  'share-inner',
  'no-blue',
  'blue-passing',
  'finished-moves',
  'end-blocks',
  'end-points',
];

/** How a wrong solver differs from the rules; the default of every field is the real rule. */
interface Model {
  /** The board the wrong solver walks on. */
  readonly board: Board;
  /** Whether a piece on `other` stops a move that ends on `to` (`to` is never the start). */
  readonly blocks: (board: Board, to: CellId, other: CellId) => boolean;
  /** Where a move of `die` steps from `from` ends. */
  readonly walk: (board: Board, from: CellId, die: number) => CellId;
  /** Whether a piece on the end may still be chosen (it stays there and scores the end). */
  readonly finishedMove: boolean;
}

/** Rule 5: a move may not end where another piece stands, unless that is the end. */
function realBlocks(board: Board, to: CellId, other: CellId): boolean {
  return to !== board.end && other === to;
}

/** The cells on the red path from the start (the outer ring, and the end). */
function outerCells(board: Board): Set<CellId> {
  const outer = new Set<CellId>();
  for (let c = board.start; c !== NO_CELL && !outer.has(c); c = board.red[c]!) outer.add(c);
  return outer;
}

/** The spec with the blue arrows removed. */
function withoutBlue(spec: BoardSpec): BoardSpec {
  return { ...spec, cells: spec.cells.map(({ blue: _blue, ...cell }) => cell) };
}

/**
 * The spec with, for every blue corner, its own copy of all the cells its blue arrow leads to
 * (the shortcut, and the centre after it up to the end): the routes no longer share a cell.
 */
function withRouteCopies(spec: BoardSpec): BoardSpec {
  const byLabel = new Map(spec.cells.map((cell) => [cell.label, cell]));
  const outer = new Set<string>();
  for (let l: string | undefined = spec.start; l !== undefined && !outer.has(l); ) {
    outer.add(l);
    l = byLabel.get(l)?.red;
  }
  const cells = spec.cells.filter((cell) => outer.has(cell.label)).map((cell) => ({ ...cell }));
  for (const corner of cells) {
    if (corner.blue === undefined) continue;
    const copy = (label: string): string =>
      label === spec.end ? label : `${label}@${corner.label}`;
    for (let l: string | undefined = corner.blue; l !== undefined && l !== spec.end; ) {
      const cell: CellSpec = byLabel.get(l)!;
      cells.push({
        label: copy(l),
        number: cell.number,
        ...(cell.red !== undefined ? { red: copy(cell.red) } : {}),
      });
      l = cell.red;
    }
    corner.blue = copy(corner.blue);
  }
  return { ...spec, name: `${spec.name} (route copies)`, cells };
}

/** The spec where the end scores the largest number of a cell leading to it. */
function withEndPoints(spec: BoardSpec): BoardSpec {
  const before = spec.cells.filter((cell) => cell.red === spec.end).map((cell) => cell.number);
  const points = Math.max(0, ...before);
  return {
    ...spec,
    cells: spec.cells.map((cell) => (cell.label === spec.end ? { ...cell, number: points } : cell)),
  };
}

const models = new WeakMap<Board, Map<YutMistake, Model>>();

/** The wrong solver of `mistake` on `board`, built once per board. */
function modelOf(board: Board, mistake: YutMistake): Model {
  let byMistake = models.get(board);
  if (byMistake === undefined) {
    byMistake = new Map();
    models.set(board, byMistake);
  }
  let model = byMistake.get(mistake);
  if (model === undefined) {
    model = buildModel(board, mistake);
    byMistake.set(mistake, model);
  }
  return model;
}

function buildModel(board: Board, mistake: YutMistake): Model {
  const real: Model = { board, blocks: realBlocks, walk: destinationOf, finishedMove: false };
  switch (mistake) {
    case 'same-number':
      // "Is the cell taken?" asked of the number written on it: o16 blocks a16, o30 blocks m30.
      return {
        ...real,
        blocks: (b, to, other) =>
          to !== b.end &&
          other !== b.start &&
          other !== b.end &&
          b.numbers[other] === b.numbers[to],
      };
    case 'route-copies':
      return { ...real, board: recompiled(withRouteCopies(board.spec), board.maxFace) };
    case 'share-inner': {
      // Only the outer ring is checked for a piece already there.
      const outer = outerCells(board);
      return { ...real, blocks: (b, to, other) => outer.has(to) && realBlocks(b, to, other) };
    }
    case 'no-blue':
      return { ...real, board: recompiled(withoutBlue(board.spec), board.maxFace) };
    case 'blue-passing':
      // Every step that leaves a blue corner turns inward, also in the middle of a move.
      return {
        ...real,
        walk: (b, from, die) => {
          let cell = from;
          for (let step = 0; step < die && cell !== b.end; step++) {
            const blue = b.blue[cell]!;
            cell = blue !== NO_CELL ? blue : b.red[cell]!;
          }
          return cell;
        },
      };
    case 'finished-moves':
      return { ...real, finishedMove: true };
    case 'end-blocks':
      // The exception of rule 5 for the end is forgotten.
      return { ...real, blocks: (_b, to, other) => other === to };
    case 'end-points':
      return { ...real, board: recompiled(withEndPoints(board.spec), board.maxFace) };
  }
}

/**
 * The best score as a solver with `mistake` finds it: an exhaustive search over the moves its
 * wrong rules allow. A branch where no piece may move is a dead end (as in a plain depth-first
 * search, which never reaches the last turn there); when every branch dies the answer is 0, what
 * such a search prints.
 */
export function mistakenScore(board: Board, mistake: YutMistake, dice: readonly number[]): number {
  const model = modelOf(board, mistake);
  const b = model.board;
  const pieces = 4; // fourPieceKey packs exactly four cells
  const position = new Array<CellId>(pieces).fill(b.start);
  const memo = new Map<number, number>();
  const search = (turn: number): number => {
    if (turn === dice.length) return 0;
    const key = fourPieceKey(turn, position);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = Number.NEGATIVE_INFINITY;
    for (let piece = 0; piece < pieces; piece++) {
      const from = position[piece]!;
      if (from === b.end && !model.finishedMove) continue;
      if (position.indexOf(from) !== piece) continue; // same cell, same moves
      const to = from === b.end ? b.end : model.walk(b, from, dice[turn]!);
      let blocked = false;
      for (let other = 0; other < pieces && !blocked; other++) {
        if (other !== piece && model.blocks(b, to, position[other]!)) blocked = true;
      }
      if (blocked) continue;
      position[piece] = to;
      best = Math.max(best, b.numbers[to]! + search(turn + 1));
      position[piece] = from;
    }
    memo.set(key, best);
    return best;
  };
  return Math.max(0, search(0));
}

/** What a report shows about a mistake: a title, the rule it breaks, and where to look. */
export interface YutMistakeInfo {
  /** Completes "your answers match a solver that ..." (a code of the catalogue). */
  readonly text: Message;
  /** The rule from the problem statement (docs/rules-dice-yut.md) that the mistake breaks. */
  readonly rule: Message;
  /** Cells to mark in the picture of the board (labels of the classic board). */
  readonly cells: readonly string[];
}

/** The catalogue's texts, for reports. */
export const YUT_MISTAKE_INFO: Readonly<Record<YutMistake, YutMistakeInfo>> = {
  'same-number': {
    text: msg('yut.mistake.same-number'),
    rule: msg('yut.mistake.same-number.rule'),
    cells: ['o16', 'a16'],
  },
  'route-copies': {
    text: msg('yut.mistake.route-copies'),
    rule: msg('yut.mistake.route-copies.rule'),
    cells: ['m25', 'o40'],
  },
  'share-inner': {
    text: msg('yut.mistake.share-inner'),
    rule: msg('yut.mistake.share-inner.rule'),
    cells: ['a16', 'm25'],
  },
  'no-blue': {
    text: msg('yut.mistake.no-blue'),
    rule: msg('yut.mistake.no-blue.rule'),
    cells: ['o10', 'a13'],
  },
  'blue-passing': {
    text: msg('yut.mistake.blue-passing'),
    rule: msg('yut.mistake.blue-passing.rule'),
    cells: ['o10', 'o12'],
  },
  'finished-moves': {
    text: msg('yut.mistake.finished-moves'),
    rule: msg('yut.mistake.finished-moves.rule'),
    cells: [],
  },
  'end-blocks': {
    text: msg('yut.mistake.end-blocks'),
    rule: msg('yut.mistake.end-blocks.rule'),
    cells: ['o40'],
  },
  'end-points': {
    text: msg('yut.mistake.end-points'),
    rule: msg('yut.mistake.end-points.rule'),
    cells: ['o40'],
  },
};
