/**
 * Dice Yut with one rule changed at a time, for `nori check`: the coverage table of the generator
 * and the description of a failing case are built on it.
 *
 * A rule change is one thing a learner's program may do differently from the problem: two cells
 * that carry the same number treated as one cell, two pieces allowed on one cell, a blue arrow
 * ignored or taken while passing, a finished piece moved again, the end refused or scored, the
 * end reached only by an exact roll, a piece on a cell next to the end unable to move on (a
 * learner's program that tests "before the end" with the wrong comparison), a separate copy of the
 * shared centre per route. Each change is a small variant of the exhaustive search
 * (`changedPlan`), derived from the board table, so no cell is named in code: the changes are
 * listed by walking the table.
 *
 * A case *covers* a change when the change alters the best score: a program making that mistake
 * fails on the case. When a program's number is wrong, the changes whose best score equals the
 * number are the structural explanation of its answer.
 */
import {
  type Board,
  type BoardSpec,
  type CellId,
  type CellSpec,
  classicBoard,
  compileBoard,
  destinationOf,
  fourPieceKey,
  NO_CELL,
  type PlanStep,
} from '../yut/index.js';

/** What kind of change; the cells it concerns are in `RuleChange.cells`. */
export const CHANGE_KINDS = [
  'merge',
  'share',
  'no-blue',
  'blue-passing',
  'finished-moves',
  'end-blocks',
  'end-points',
  'exact-end',
  'last-stuck',
  'route-copies',
  'meet',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One rule changed: its key (`merge:o30/m30`), kind and the labels of the cells it concerns. */
export interface RuleChange {
  readonly key: string;
  readonly kind: ChangeKind;
  readonly cells: readonly string[];
  /**
   * For `meet`: the two routes (a blue corner's label, or `outer`) whose pieces do not block each
   * other on `cells[0]`.
   */
  readonly routes?: readonly [string, string];
}

/** The route name of the outer ring in a `meet` change (a blue route is named by its corner). */
export const OUTER = 'outer';

/** A game under a changed rule, as the search walks it. */
interface Variant {
  readonly board: Board;
  /** Whether a piece on `other` stops a move that ends on `to`. */
  readonly blocks: (to: CellId, other: CellId) => boolean;
  /** Where a move of `die` from `from` ends, or NO_CELL when the move is not allowed. */
  readonly walk: (from: CellId, die: number) => CellId;
  readonly finishedMove: boolean;
  /** Points for reaching `to` (the cell's number, but for `end-points`). */
  readonly points: (to: CellId) => number;
}

/** The real game: every field the rule of docs/rules-dice-yut.md. */
function realVariant(board: Board): Variant {
  return {
    board,
    blocks: (to, other) => to !== board.end && other === to,
    walk: (from, die) => destinationOf(board, from, die),
    finishedMove: false,
    points: (to) => board.numbers[to]!,
  };
}

/** Cells where routes merge (two or more arrows lead in). */
function mergePoints(board: Board): CellId[] {
  const incoming = new Array<number>(board.size).fill(0);
  for (let cell = 0; cell < board.size; cell++) {
    if (board.red[cell]! !== NO_CELL) incoming[board.red[cell]!]!++;
    if (board.blue[cell]! !== NO_CELL) incoming[board.blue[cell]!]!++;
  }
  return [...incoming.keys()].filter((cell) => incoming[cell]! >= 2 && cell !== board.end);
}

/** The merge points and every cell after them up to the end: cells pieces of several routes reach. */
export function sharedCells(board: Board): CellId[] {
  const shared = new Set<CellId>();
  for (const start of mergePoints(board)) {
    for (let c = start; c !== NO_CELL && c !== board.end && !shared.has(c); c = board.red[c]!) {
      shared.add(c);
    }
  }
  return [...shared].sort((a, b) => a - b);
}

/** Every rule change of a board, in the order a description prefers them. */
export function ruleChanges(board: Board): RuleChange[] {
  const changes: RuleChange[] = [];
  const label = (cell: CellId): string => board.labels[cell]!;
  const playable = [...board.labels.keys()].filter((c) => c !== board.start && c !== board.end);
  for (let a = 0; a < playable.length; a++) {
    for (let b = a + 1; b < playable.length; b++) {
      const x = playable[a]!;
      const y = playable[b]!;
      if (board.numbers[x] === board.numbers[y]) {
        changes.push({
          key: `merge:${label(x)}/${label(y)}`,
          kind: 'merge',
          cells: [label(x), label(y)],
        });
      }
    }
  }
  for (const c of playable.filter((c) => board.blue[c]! !== NO_CELL)) {
    changes.push({ key: `no-blue:${label(c)}`, kind: 'no-blue', cells: [label(c)] });
    changes.push({ key: `blue-passing:${label(c)}`, kind: 'blue-passing', cells: [label(c)] });
  }
  // Narrower than sharing a cell or copying the routes, so a description prefers them.
  changes.push(...meetChanges(board));
  changes.push({ key: 'route-copies', kind: 'route-copies', cells: mergePoints(board).map(label) });
  for (const c of playable) {
    changes.push({ key: `share:${label(c)}`, kind: 'share', cells: [label(c)] });
  }
  changes.push({ key: 'finished-moves', kind: 'finished-moves', cells: [label(board.end)] });
  changes.push({ key: 'end-blocks', kind: 'end-blocks', cells: [label(board.end)] });
  changes.push({ key: 'end-points', kind: 'end-points', cells: [label(board.end)] });
  changes.push({ key: 'exact-end', kind: 'exact-end', cells: [label(board.end)] });
  for (const c of playable.filter((c) => board.red[c] === board.end)) {
    changes.push({ key: `last-stuck:${label(c)}`, kind: 'last-stuck', cells: [label(c)] });
  }
  return changes;
}

/**
 * The routes that lead onto each shared cell: the blue corners whose arrow leads there, and the
 * outer ring for a shared cell on it. Walked on the board of route copies, so nothing is named.
 */
export function routesOnto(board: Board): Map<string, string[]> {
  const copies = routeCopiesBoard(board);
  const onto = new Map<string, string[]>();
  for (let cell = 0; cell < copies.size; cell++) {
    if (cell === copies.start || cell === copies.end) continue;
    const base = baseLabel(copies, cell);
    const route = routeOf(copies, cell);
    const list = onto.get(base) ?? [];
    if (!list.includes(route)) list.push(route);
    onto.set(base, list);
  }
  return new Map([...onto].filter(([, routes]) => routes.length >= 2));
}

/**
 * A cell reached by two routes is one cell, whichever way its pieces came: for every shared cell
 * and every pair of routes onto it, the change where a piece of one route and a piece of the
 * other may stand on it together (a program that keeps a cell per route, or compares the route
 * with the number, makes it for some pairs only).
 */
function meetChanges(board: Board): RuleChange[] {
  const changes: RuleChange[] = [];
  for (const [cell, routes] of routesOnto(board)) {
    for (let i = 0; i < routes.length; i++) {
      for (let j = i + 1; j < routes.length; j++) {
        const pair: [string, string] = [routes[i]!, routes[j]!];
        changes.push({
          key: `meet:${cell}:${pair[0]}/${pair[1]}`,
          kind: 'meet',
          cells: [cell],
          routes: pair,
        });
      }
    }
  }
  return changes;
}

/** The blue corner a cell of the route-copies board belongs to (`m30@o10`: o10), or `outer`. */
function routeOf(board: Board, cell: CellId): string {
  return labelParts(board).routes[cell]!;
}

/** Each cell's label split at its `@`: the classic board's label and the route of a copy. */
interface LabelParts {
  readonly bases: readonly string[];
  readonly routes: readonly string[];
}

const labelPartsOf = new WeakMap<Board, LabelParts>();

/**
 * The parts of every label of `board`, split once: the searches under a change compare them for
 * every move they try (naming a bug solves hundreds of cases under dozens of changes).
 */
function labelParts(board: Board): LabelParts {
  let parts = labelPartsOf.get(board);
  if (parts === undefined) {
    const bases: string[] = [];
    const routes: string[] = [];
    for (const label of board.labels) {
      const at = label.indexOf('@');
      bases.push(at < 0 ? label : label.slice(0, at));
      routes.push(at < 0 ? OUTER : label.slice(at + 1));
    }
    parts = { bases, routes };
    labelPartsOf.set(board, parts);
  }
  return parts;
}

const copiesBoards = new WeakMap<Board, Board>();

/** The board with a copy of the shared cells per route (`withRouteCopies`), compiled once. */
function routeCopiesBoard(board: Board): Board {
  let copies = copiesBoards.get(board);
  if (copies === undefined) {
    const compiled = compileBoard(withRouteCopies(board.spec), board.maxFace);
    if (!compiled.ok) throw new Error(`route copies do not compile: ${compiled.error.message}`);
    copies = compiled.value;
    copiesBoards.set(board, copies);
  }
  return copies;
}

/** Whether a `meet` change lets pieces on copies `p` and `q` (one cell, two routes) share it. */
function meetAllows(board: Board, change: RuleChange, p: CellId, q: CellId): boolean {
  if (baseLabel(board, p) !== change.cells[0]) return false;
  const [r1, r2] = change.routes!;
  const a = routeOf(board, p);
  const b = routeOf(board, q);
  return (a === r1 && b === r2) || (a === r2 && b === r1);
}

/**
 * The spec with, for every blue corner, its own copy of the cells its blue arrow leads to, up to
 * the end (the centre and o40 included): the routes no longer share a cell.
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
    const copy = (l: string): string => (l === spec.end ? l : `${l}@${corner.label}`);
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

const variants = new WeakMap<Board, Map<string, Variant>>();

/** Several rule changes at once (a learner's program may make two mistakes). */
export type Changes = RuleChange | readonly RuleChange[] | undefined;

function asList(changes: Changes): readonly RuleChange[] {
  return changes === undefined ? [] : 'key' in changes ? [changes] : changes;
}

/** The key of a combination of changes (`merge:o30/m30+share:o10`). */
export function changesKey(changes: Changes): string {
  return asList(changes)
    .map((c) => c.key)
    .join('+');
}

function variantOf(board: Board, changes: Changes): Variant {
  const list = asList(changes);
  const key = changesKey(list);
  let byKey = variants.get(board);
  if (byKey === undefined) {
    byKey = new Map();
    variants.set(board, byKey);
  }
  let variant = byKey.get(key);
  if (variant === undefined) {
    variant =
      list.length === 0
        ? realVariant(board)
        : list.length === 1
          ? buildVariant(board, list[0]!)
          : composedVariant(board, list);
    byKey.set(key, variant);
  }
  return variant;
}

/**
 * Several changes at once, as one set of rules: each change sets its own part (a pair of cells
 * that block each other, a cell where pieces may share, a corner whose blue arrow is ignored or
 * taken in passing, the end's rules, the routes' copies of the centre). On the board of route
 * copies a change of a cell concerns every copy of it (`m30@o10`, `m30@o20`, ...). One change
 * alone gives the game `buildVariant` gives (yut-rules.test.ts checks this on every change).
 */
function composedVariant(board: Board, changes: readonly RuleChange[]): Variant {
  const copies = changes.some((c) => c.kind === 'route-copies');
  const meets = changes.filter((c) => c.kind === 'meet');
  const b = copies || meets.length > 0 ? routeCopiesBoard(board) : board;
  const idsOf = (label: string): CellId[] =>
    [...b.labels.keys()].filter((cell) => baseLabel(b, cell) === label);
  const blockedBy = new Map<CellId, Set<CellId>>();
  const shared = new Set<CellId>();
  const ignoreBlue = new Set<CellId>();
  const passingBlue = new Set<CellId>();
  const stuck = new Set<CellId>();
  let finishedMove = false;
  let endBlocks = false;
  let endPoints = false;
  let exactEnd = false;
  for (const change of changes) {
    const [x = '', y = ''] = change.cells;
    switch (change.kind) {
      case 'merge':
        for (const p of idsOf(x)) {
          for (const q of idsOf(y)) {
            if (!blockedBy.has(p)) blockedBy.set(p, new Set());
            if (!blockedBy.has(q)) blockedBy.set(q, new Set());
            blockedBy.get(p)!.add(q);
            blockedBy.get(q)!.add(p);
          }
        }
        break;
      case 'share':
        for (const p of idsOf(x)) shared.add(p);
        break;
      case 'no-blue':
        for (const p of idsOf(x)) ignoreBlue.add(p);
        break;
      case 'blue-passing':
        for (const p of idsOf(x)) passingBlue.add(p);
        break;
      case 'finished-moves':
        finishedMove = true;
        break;
      case 'end-blocks':
        endBlocks = true;
        break;
      case 'end-points':
        endPoints = true;
        break;
      case 'exact-end':
        exactEnd = true;
        break;
      case 'last-stuck':
        for (const p of idsOf(x)) stuck.add(p);
        break;
      case 'route-copies':
      case 'meet':
        break;
    }
  }
  // Without `route-copies`, the copies of one cell are still one cell, but for the pairs of
  // routes a `meet` change lets share it.
  const sameCell = (to: CellId, other: CellId): boolean =>
    other === to ||
    (meets.length > 0 &&
      !copies &&
      baseLabel(b, to) === baseLabel(b, other) &&
      !meets.some((m) => meetAllows(b, m, to, other)));
  let most = 0;
  for (let c = 0; c < b.size; c++) {
    if (b.red[c] === b.end) most = Math.max(most, b.numbers[c]!);
  }
  return {
    board: b,
    blocks: (to, other) => {
      if (to === b.end) return endBlocks && other === to;
      if (sameCell(to, other)) return !shared.has(to);
      return blockedBy.get(to)?.has(other) ?? false;
    },
    walk: (from, die) => {
      if (stuck.has(from)) return NO_CELL;
      let cell = from;
      for (let step = 0; step < die; step++) {
        if (cell === b.end) return exactEnd ? NO_CELL : cell;
        const blue = b.blue[cell]!;
        const takes =
          blue !== NO_CELL &&
          ((step === 0 && !ignoreBlue.has(cell)) || (step > 0 && passingBlue.has(cell)));
        cell = takes ? blue : b.red[cell]!;
      }
      return cell;
    },
    finishedMove,
    points: (to) => (to === b.end ? (endPoints ? most : b.numbers[to]!) : b.numbers[to]!),
  };
}

function buildVariant(board: Board, change: RuleChange): Variant {
  const real = realVariant(board);
  const ids = change.cells.map((l) => board.idOf.get(l) ?? NO_CELL);
  switch (change.kind) {
    case 'merge': {
      const [x, y] = ids as [CellId, CellId];
      return {
        ...real,
        blocks: (to, other) =>
          real.blocks(to, other) || (to === x && other === y) || (to === y && other === x),
      };
    }
    case 'share': {
      const [x] = ids as [CellId];
      return { ...real, blocks: (to, other) => to !== x && real.blocks(to, other) };
    }
    case 'no-blue': {
      const [corner] = ids as [CellId];
      return {
        ...real,
        walk: (from, die) => {
          let cell = from;
          for (let step = 0; step < die && cell !== board.end; step++) {
            const blue = board.blue[cell]!;
            cell = step === 0 && blue !== NO_CELL && cell !== corner ? blue : board.red[cell]!;
          }
          return cell;
        },
      };
    }
    case 'blue-passing': {
      const [corner] = ids as [CellId];
      return {
        ...real,
        walk: (from, die) => {
          let cell = from;
          for (let step = 0; step < die && cell !== board.end; step++) {
            const blue = board.blue[cell]!;
            cell = blue !== NO_CELL && (step === 0 || cell === corner) ? blue : board.red[cell]!;
          }
          return cell;
        },
      };
    }
    case 'finished-moves':
      return { ...real, finishedMove: true };
    case 'end-blocks':
      return { ...real, blocks: (to, other) => other === to };
    case 'end-points': {
      let most = 0;
      for (let c = 0; c < board.size; c++) {
        if (board.red[c] === board.end) most = Math.max(most, board.numbers[c]!);
      }
      return { ...real, points: (to) => (to === board.end ? most : board.numbers[to]!) };
    }
    case 'exact-end':
      return {
        ...real,
        walk: (from, die) => {
          let cell = from;
          for (let step = 0; step < die; step++) {
            if (cell === board.end) return NO_CELL; // the roll goes past the end
            const blue = board.blue[cell]!;
            cell = step === 0 && blue !== NO_CELL ? blue : board.red[cell]!;
          }
          return cell;
        },
      };
    case 'last-stuck': {
      const [cell] = ids as [CellId];
      return { ...real, walk: (from, die) => (from === cell ? NO_CELL : real.walk(from, die)) };
    }
    case 'route-copies':
      return realVariant(routeCopiesBoard(board));
    case 'meet': {
      const copies = realVariant(routeCopiesBoard(board));
      const b = copies.board;
      return {
        ...copies,
        blocks: (to, other) =>
          to !== b.end &&
          baseLabel(b, to) === baseLabel(b, other) &&
          !meetAllows(b, change, to, other),
      };
    }
  }
}

/** One move of a plan under some rules: the 0-based piece and its cells (ids of that rules' board). */
export interface ChangedMove {
  readonly piece: number;
  readonly from: CellId;
  readonly to: CellId;
}

/** The best score under `change` (one or several; undefined: the real rules) and one plan. */
export interface ChangedPlan {
  readonly score: number;
  /** One entry per turn; null when no piece could move (the search ends there). */
  readonly moves: readonly (ChangedMove | null)[];
  /** The board the plan's cells belong to (a copy for `route-copies`). */
  readonly board: Board;
}

const PIECES = 4;

/**
 * The exhaustive search of the game under `change`. A branch where no piece may move ends the
 * game there (as a depth-first search over the legal moves does); pieces on one cell are moved
 * lowest-numbered first.
 */
export function changedPlan(board: Board, dice: readonly number[], change?: Changes): ChangedPlan {
  const variant = variantOf(board, change);
  const b = variant.board;
  const position = new Array<CellId>(PIECES).fill(b.start);
  const memo = new Map<number, number>();
  const moveOf = (piece: number, die: number): CellId => {
    const from = position[piece]!;
    if (from === b.end) return variant.finishedMove ? b.end : NO_CELL;
    if (position.indexOf(from) !== piece) return NO_CELL; // same cell, same moves
    const to = variant.walk(from, die);
    if (to === NO_CELL) return NO_CELL;
    for (let other = 0; other < PIECES; other++) {
      if (other !== piece && variant.blocks(to, position[other]!)) return NO_CELL;
    }
    return to;
  };
  const search = (turn: number): number => {
    if (turn === dice.length) return 0;
    const key = fourPieceKey(turn, position);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = 0;
    for (let piece = 0; piece < PIECES; piece++) {
      const to = moveOf(piece, dice[turn]!);
      if (to === NO_CELL) continue;
      const from = position[piece]!;
      position[piece] = to;
      best = Math.max(best, variant.points(to) + search(turn + 1));
      position[piece] = from;
    }
    memo.set(key, best);
    return best;
  };
  const score = search(0);
  // The plan: at each turn the first move that keeps the best score reachable.
  const moves: (ChangedMove | null)[] = [];
  let left = score;
  for (let turn = 0; turn < dice.length; turn++) {
    let chosen: ChangedMove | null = null;
    for (let piece = 0; piece < PIECES && chosen === null; piece++) {
      const to = moveOf(piece, dice[turn]!);
      if (to === NO_CELL) continue;
      const from = position[piece]!;
      position[piece] = to;
      const rest = search(turn + 1);
      if (variant.points(to) + rest === left) {
        chosen = { piece, from, to };
        left = rest;
      } else {
        position[piece] = from;
      }
    }
    moves.push(chosen);
    if (chosen === null) break;
  }
  return { score, moves, board: b };
}

/** The best score under `change`. */
export function changedScore(board: Board, dice: readonly number[], change?: Changes): number {
  return changedPlan(board, dice, change).score;
}

/** Cells of a plan's board by the classic board's labels (a route copy `m30@o10` is `m30`). */
export function baseLabel(board: Board, cell: CellId): string {
  return labelParts(board).bases[cell]!;
}

/**
 * Whether the real rules allow `move` in `position` with `die`, and if not why: the cell it
 * would reach under the real rules, and the piece standing there (if that is why).
 */
export function realRefusal(
  board: Board,
  position: readonly CellId[],
  piece: number,
  die: number,
): { to: CellId; by: number | undefined; finished: boolean } {
  const from = position[piece]!;
  if (from === board.end) return { to: board.end, by: undefined, finished: true };
  const to = destinationOf(board, from, die);
  const by = to === board.end ? -1 : position.findIndex((c, o) => o !== piece && c === to);
  return { to, by: by === -1 ? undefined : by, finished: false };
}

/**
 * The first step of `plan` (the real best plan, from the core) that the game under `change`
 * forbids or sends elsewhere: its index, and the position before it (real cell ids).
 */
export function firstForbidden(
  board: Board,
  dice: readonly number[],
  plan: readonly PlanStep[],
  change: Changes,
): { index: number; position: CellId[]; elsewhere: CellId | undefined } | undefined {
  const variant = variantOf(board, change);
  if (variant.board !== board) return undefined; // another board (route copies): not comparable
  const position = new Array<CellId>(PIECES).fill(board.start);
  for (let i = 0; i < plan.length; i++) {
    const step = plan[i]!;
    if (step.piece === null || step.from === null || step.to === null) return undefined;
    const piece = step.piece - 1;
    const from = position[piece]!;
    const to = board.idOf.get(step.to)!;
    const there = variant.walk(from, dice[i]!);
    const blocked = position.some((c, o) => o !== piece && variant.blocks(to, c));
    if (there !== to || blocked) {
      return {
        index: i,
        position,
        elsewhere: there !== to && there !== NO_CELL ? there : undefined,
      };
    }
    position[piece] = to;
  }
  return undefined;
}

/** The classic board, compiled once. */
let classic: Board | undefined;
export function yutBoard(): Board {
  classic ??= classicBoard();
  return classic;
}
