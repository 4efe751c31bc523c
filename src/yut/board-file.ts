/**
 * Board files and the size of the game played on them, validated once at the edge.
 *
 * A board file is the JSON form of `BoardSpec` (boards/classic.json is the built-in board):
 *
 *     { "name": "small", "description": "optional", "start": "s", "end": "e",
 *       "cells": [ { "label": "s", "number": 0, "red": "a", "blue": "b" }, ... ] }
 *
 * `parseBoard` turns text into a spec that `compileBoard` may trust, or into one error with a code,
 * a message and where it is (line, column and JSON path). What makes a board valid:
 * - labels are 1 to 32 characters without spaces, commas or control characters (they are written in `--at` lists),
 *   and unique; every arrow, the start and the end name a cell; no arrow points to its own cell;
 * - exactly one start and one end, different cells; the end has no arrow (a piece that reaches it
 *   stays there, docs/rules-dice-yut.md rule 4); every other cell has a red arrow;
 * - numbers are integers from 0 to 1,000,000 (scores of 30 turns stay exact 32-bit integers, and
 *   the solvers rely on no move scoring less than nothing);
 * - the end can be reached from every cell by moves of 1 to `faces` steps (otherwise a piece
 *   there could never finish: usually a mistyped arrow that closes a loop);
 * - not too many cells for the solvers: a position of `pieces` pieces is packed into one number,
 *   exact only while cells^pieces < 2^53.
 */
import { type Message, msg, render } from '../i18n/index.js';
import { quoteToken } from '../quote.js';
import type { Result } from '../result.js';
import { type JsonNode, lineAndColumn, readJson } from './board-file-json.js';

/** One cell of a board as written in a board file. */
export interface CellSpec {
  /** Unique name, used in plans and JSON output (e.g. `o10`, `m25`). */
  readonly label: string;
  /** Points scored by a move that ends here. */
  readonly number: number;
  /** The next cell along the red arrow; absent only on the end cell. */
  readonly red?: string;
  /** The cell the first step of a move starting here goes to. */
  readonly blue?: string;
}

/** A board as written in a board file (see boards/classic.json). */
export interface BoardSpec {
  readonly name: string;
  readonly description?: string;
  readonly start: string;
  readonly end: string;
  readonly cells: readonly CellSpec[];
}

/** The size of a game: turns (dice per case), pieces, and die faces (a die shows 1 to `faces`). */
export interface GameSize {
  readonly turns: number;
  readonly pieces: number;
  readonly faces: number;
}

/** Baekjoon 17825: ten turns, four pieces, a die of five faces. */
export const BAEKJOON_GAME: GameSize = { turns: 10, pieces: 4, faces: 5 };

/** The supported range of each part of a game's size. */
export const GAME_LIMITS: Readonly<Record<keyof GameSize, { min: number; max: number }>> = {
  turns: { min: 1, max: 30 },
  pieces: { min: 1, max: 8 },
  faces: { min: 1, max: 10 },
};

/** Why a game's size is refused: which part, and a message naming the allowed range. */
export interface GameSizeError {
  readonly code: 'out-of-range';
  readonly field: keyof GameSize;
  readonly message: string;
}

/** Checks every part of a game's size against `GAME_LIMITS` (integers only). */
export function checkGameSize(game: GameSize): Result<GameSize, GameSizeError> {
  for (const field of ['turns', 'pieces', 'faces'] as const) {
    const { min, max } = GAME_LIMITS[field];
    const value = game[field];
    if (!Number.isInteger(value) || value < min || value > max) {
      return {
        ok: false,
        error: {
          code: 'out-of-range',
          field,
          message: `${field} must be an integer from ${min} to ${max}, found ${value}`,
        },
      };
    }
  }
  return { ok: true, value: game };
}

/** What kind of problem a board file has. */
export type BoardErrorCode =
  | 'not-json'
  | 'not-an-object'
  | 'unknown-field'
  | 'duplicate-field'
  | 'missing-field'
  | 'wrong-type'
  | 'no-cells'
  | 'bad-label'
  | 'duplicate-label'
  | 'no-start'
  | 'several-starts'
  | 'no-end'
  | 'several-ends'
  | 'start-is-end'
  | 'unknown-cell'
  | 'self-arrow'
  | 'end-has-arrow'
  | 'missing-red-arrow'
  | 'not-an-integer'
  | 'number-out-of-range'
  | 'too-many-cells'
  | 'end-unreachable';

/** Where an error is: 1-based line and column in the text, and the JSON path (`cells[3].red`). */
export interface BoardWhere {
  readonly line: number;
  readonly column: number;
  readonly path: string;
}

/**
 * A board file error: a code for programs, a message for people (starting with the place), and
 * `wording`: what is wrong as a text of the catalogue (src/i18n), without the place; the whole
 * message in any language is `boardErrorMessage(error)` (`message` is its English rendering).
 */
export interface BoardError {
  readonly code: BoardErrorCode;
  readonly message: string;
  readonly where: BoardWhere;
  readonly wording: Message;
}

/** `error` as one text of the catalogue: `line L, column C: what is wrong`. */
export function boardErrorMessage(error: Pick<BoardError, 'where' | 'wording'>): Message {
  const { line, column } = error.where;
  return msg('input.at', {
    place: msg('place.line-column', { line, column }),
    what: error.wording,
  });
}

export type BoardResult = Result<BoardSpec, BoardError>;

/** Largest number a cell may carry. */
export const MAX_CELL_NUMBER = 1_000_000;
/** Most cells a board may have, whatever the number of pieces. */
export const MAX_CELLS = 1000;

/** A label: 1 to 32 characters, none a space, a comma or a control character (it reaches terminals). */
const LABEL = /^[^\s,\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]{1,32}$/u;
/** What a board's name may not hold: control characters and bidirectional controls. */
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const BOARD_FIELDS = ['name', 'description', 'start', 'end', 'cells'] as const;
const CELL_FIELDS = ['label', 'number', 'red', 'blue'] as const;

/** The most cells a board may have for `pieces` pieces (cells^pieces < 2^53, and `MAX_CELLS`). */
export function maxCellsFor(pieces: number): number {
  let cells = MAX_CELLS;
  while (cells > 2 && cells ** pieces >= 2 ** 53) cells--;
  return cells;
}

class Refusal {
  constructor(
    readonly code: BoardErrorCode,
    readonly wording: Message,
    readonly node: { readonly at: number },
    readonly path: string,
  ) {}
}

/** Puts a message in its place: a cell's (`cell "b": ...`), a JSON path's, or the whole board's. */
type Within = (what: Message) => Message;
const onBoard: Within = (what) => what;
const inPath =
  (path: string): Within =>
  (what) =>
    msg('board.in-path', { path, what });
const inCell =
  (label: string): Within =>
  (what) =>
    msg('board.in-cell', { label: quoteToken(label), what });

/**
 * A value as `validate` reads it: a JSON node of a board file's text, or of a spec built in code
 * (`checkBoardSpec`), which may also hold what JSON has no form for (`other`: undefined, a
 * function, an empty slot of an array).
 */
type Node =
  | Exclude<JsonNode, { readonly kind: 'object' | 'array' }>
  | { readonly kind: 'object'; readonly at: number; readonly entries: readonly Entry[] }
  | { readonly kind: 'array'; readonly at: number; readonly items: readonly Node[] }
  | { readonly kind: 'other'; readonly at: number; readonly found: Message | string };

interface Entry {
  readonly key: string;
  readonly at: number;
  readonly value: Node;
}

function kindName(node: Node): Message | string {
  switch (node.kind) {
    case 'object':
      return msg('board.found.object');
    case 'array':
      return msg('board.found.array');
    case 'string':
      return msg('board.found.string', { value: quoteToken(node.value) });
    case 'number':
      return msg('board.found.number', { value: String(node.value) });
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
    case 'other':
      return node.found;
  }
}

/** The word for the start or the end (`start`, 시작). */
const endpointWord = (key: 'start' | 'end') => msg(key === 'start' ? 'board.start' : 'board.end');

/** The entries of an object by key, refusing unknown and repeated keys. */
function fieldsOf(
  node: Extract<Node, { kind: 'object' }>,
  allowed: readonly string[],
  path: string,
  within: Within,
): Map<string, Entry> {
  const fields = new Map<string, Entry>();
  for (const entry of node.entries) {
    const here = path === '' ? entry.key : `${path}.${entry.key}`;
    if (!allowed.includes(entry.key)) {
      const key = quoteToken(entry.key);
      throw new Refusal(
        'unknown-field',
        within(msg(path === '' ? 'board.unknown-field' : 'board.unknown-cell-field', { key })),
        entry,
        here,
      );
    }
    if (fields.has(entry.key)) {
      const code =
        entry.key === 'start' ? 'several-starts' : entry.key === 'end' ? 'several-ends' : null;
      const key = quoteToken(entry.key);
      throw new Refusal(
        code ?? 'duplicate-field',
        within(
          code === null
            ? msg('board.given-twice', { key })
            : msg('board.given-twice.one', {
                key,
                which: endpointWord(entry.key as 'start' | 'end'),
              }),
        ),
        entry,
        here,
      );
    }
    fields.set(entry.key, entry);
  }
  return fields;
}

function stringField(entry: Entry, path: string, within: Within): string {
  if (entry.value.kind !== 'string') {
    throw new Refusal(
      'wrong-type',
      within(
        msg('board.not-a-string', { key: quoteToken(entry.key), found: kindName(entry.value) }),
      ),
      entry.value,
      path,
    );
  }
  return entry.value.value;
}

/** The top-level start or end: one label. An array of several is the error people make. */
function endpoint(
  fields: Map<string, Entry>,
  key: 'start' | 'end',
  root: Node,
): { label: string; node: Node } {
  const entry = fields.get(key);
  const [missing, several] =
    key === 'start'
      ? (['no-start', 'several-starts'] as const)
      : (['no-end', 'several-ends'] as const);
  if (entry === undefined) {
    throw new Refusal(
      missing,
      msg('board.missing-endpoint', { key: `"${key}"`, which: endpointWord(key) }),
      root,
      '',
    );
  }
  const value = entry.value;
  if (value.kind === 'array' && value.items.length !== 1) {
    const code = value.items.length === 0 ? missing : several;
    throw new Refusal(
      code,
      msg('board.endpoint-count', {
        key: `"${key}"`,
        count: value.items.length,
        which: endpointWord(key),
      }),
      value,
      key,
    );
  }
  return { label: stringField(entry, key, onBoard), node: value };
}

interface ReadCell {
  readonly spec: CellSpec;
  readonly node: Node;
  readonly labelNode: Node;
  readonly arrows: Map<'red' | 'blue', Node>;
}

function readCell(node: Node, index: number): ReadCell {
  const path = `cells[${index}]`;
  const atPath = inPath(path);
  if (node.kind !== 'object') {
    throw new Refusal(
      'wrong-type',
      atPath(msg('board.cell-not-object', { found: kindName(node) })),
      node,
      path,
    );
  }
  const fields = fieldsOf(node, CELL_FIELDS, path, atPath);
  const labelEntry = fields.get('label');
  if (labelEntry === undefined) {
    throw new Refusal('missing-field', atPath(msg('board.missing-label')), node, path);
  }
  const label = stringField(labelEntry, `${path}.label`, atPath);
  if (!LABEL.test(label)) {
    throw new Refusal(
      'bad-label',
      atPath(msg('board.bad-label', { max: 32, found: quoteToken(label) })),
      labelEntry.value,
      `${path}.label`,
    );
  }
  const within = inCell(label);
  const numberEntry = fields.get('number');
  if (numberEntry === undefined) {
    throw new Refusal('missing-field', within(msg('board.missing-number')), node, path);
  }
  const number = numberEntry.value;
  if (number.kind !== 'number') {
    throw new Refusal(
      'wrong-type',
      within(msg('board.number-not-integer', { found: kindName(number) })),
      number,
      `${path}.number`,
    );
  }
  if (!Number.isInteger(number.value)) {
    throw new Refusal(
      'not-an-integer',
      within(msg('board.number-not-integer', { found: String(number.value) })),
      number,
      `${path}.number`,
    );
  }
  if (number.value < 0 || number.value > MAX_CELL_NUMBER) {
    throw new Refusal(
      'number-out-of-range',
      within(msg('board.number-range', { max: MAX_CELL_NUMBER, found: String(number.value) })),
      number,
      `${path}.number`,
    );
  }
  const arrows = new Map<'red' | 'blue', Node>();
  const spec: { label: string; number: number; red?: string; blue?: string } = {
    label,
    number: number.value === 0 ? 0 : number.value, // -0 is written 0
  };
  for (const colour of ['red', 'blue'] as const) {
    const entry = fields.get(colour);
    if (entry === undefined) continue;
    spec[colour] = stringField(entry, `${path}.${colour}`, within);
    arrows.set(colour, entry.value);
  }
  return { spec, node, labelNode: labelEntry.value, arrows };
}

/**
 * The cells from which the end can be reached by moves of 1 to `faces` steps (each move's first
 * step takes the blue arrow when there is one, the others the red arrow; docs/rules-dice-yut.md rule 3).
 */
function cellsReachingEnd(cells: readonly CellSpec[], end: string, faces: number): Set<string> {
  const byLabel = new Map(cells.map((cell) => [cell.label, cell]));
  const comesFrom = new Map<string, Set<string>>();
  for (const cell of cells) {
    let at = cell.label;
    for (let step = 0; step < faces && at !== end; step++) {
      const here = byLabel.get(at)!;
      at = (step === 0 ? here.blue : undefined) ?? here.red!;
      let sources = comesFrom.get(at);
      if (sources === undefined) {
        sources = new Set();
        comesFrom.set(at, sources);
      }
      sources.add(cell.label);
    }
  }
  const reached = new Set([end]);
  const queue = [end];
  while (queue.length > 0) {
    for (const source of comesFrom.get(queue.pop()!) ?? []) {
      if (!reached.has(source)) {
        reached.add(source);
        queue.push(source);
      }
    }
  }
  return reached;
}

function validate(root: Node, game: Pick<GameSize, 'pieces' | 'faces'>): BoardSpec {
  if (root.kind !== 'object') {
    throw new Refusal(
      'not-an-object',
      msg('board.not-an-object', { found: kindName(root) }),
      root,
      '',
    );
  }
  const fields = fieldsOf(root, BOARD_FIELDS, '', onBoard);
  const nameEntry = fields.get('name');
  if (nameEntry === undefined) {
    throw new Refusal('missing-field', msg('board.missing-name'), root, '');
  }
  const name = stringField(nameEntry, 'name', onBoard);
  // The name is printed (--policy, --explain): no control character may drive the terminal.
  if (CONTROL.test(name)) {
    throw new Refusal(
      'wrong-type',
      msg('board.name-control', { found: quoteToken(name) }),
      nameEntry.value,
      'name',
    );
  }
  const descriptionEntry = fields.get('description');
  const description =
    descriptionEntry === undefined
      ? undefined
      : stringField(descriptionEntry, 'description', onBoard);
  const cellsEntry = fields.get('cells');
  if (cellsEntry === undefined) {
    throw new Refusal('missing-field', msg('board.missing-cells'), root, '');
  }
  if (cellsEntry.value.kind !== 'array') {
    throw new Refusal(
      'wrong-type',
      msg('board.cells-not-array', { found: kindName(cellsEntry.value) }),
      cellsEntry.value,
      'cells',
    );
  }
  const cellNodes = cellsEntry.value.items;
  if (cellNodes.length === 0) {
    throw new Refusal('no-cells', msg('board.no-cells'), cellsEntry.value, 'cells');
  }
  const cells = cellNodes.map(readCell);
  const indexOf = new Map<string, number>();
  cells.forEach(({ spec, labelNode }, index) => {
    const first = indexOf.get(spec.label);
    if (first !== undefined) {
      throw new Refusal(
        'duplicate-label',
        inPath(`cells[${index}]`)(
          msg('board.duplicate-label', { label: quoteToken(spec.label), first: `cells[${first}]` }),
        ),
        labelNode,
        `cells[${index}].label`,
      );
    }
    indexOf.set(spec.label, index);
  });
  const start = endpoint(fields, 'start', root);
  const end = endpoint(fields, 'end', root);
  for (const [key, { label, node }] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (!indexOf.has(label)) {
      throw new Refusal(
        'unknown-cell',
        msg('board.endpoint-unknown', { key: `"${key}"`, label: quoteToken(label) }),
        node,
        key,
      );
    }
  }
  if (start.label === end.label) {
    throw new Refusal(
      'start-is-end',
      msg('board.start-is-end', { label: quoteToken(start.label) }),
      end.node,
      'end',
    );
  }
  cells.forEach(({ spec, node, arrows }, index) => {
    const within = inCell(spec.label);
    for (const [colour, arrowNode] of arrows) {
      const target = spec[colour]!;
      const path = `cells[${index}].${colour}`;
      const word = msg(colour === 'red' ? 'board.red' : 'board.blue');
      if (spec.label === end.label) {
        throw new Refusal(
          'end-has-arrow',
          within(msg('board.end-has-arrow', { colour: word })),
          arrowNode,
          path,
        );
      }
      if (!indexOf.has(target)) {
        throw new Refusal(
          'unknown-cell',
          within(msg('board.arrow-unknown', { colour: word, label: quoteToken(target) })),
          arrowNode,
          path,
        );
      }
      if (target === spec.label) {
        throw new Refusal(
          'self-arrow',
          within(msg('board.self-arrow', { colour: word })),
          arrowNode,
          path,
        );
      }
    }
    if (spec.red === undefined && spec.label !== end.label) {
      throw new Refusal(
        'missing-red-arrow',
        within(msg('board.missing-red')),
        node,
        `cells[${index}]`,
      );
    }
  });
  const limit = maxCellsFor(game.pieces);
  if (cells.length > limit) {
    throw new Refusal(
      'too-many-cells',
      msg('board.too-many-cells', { cells: cells.length, pieces: game.pieces, limit }),
      cellsEntry.value,
      'cells',
    );
  }
  const specs = cells.map((cell) => cell.spec);
  const reaching = cellsReachingEnd(specs, end.label, game.faces);
  const stuck = cells.findIndex((cell) => !reaching.has(cell.spec.label));
  if (stuck !== -1) {
    throw new Refusal(
      'end-unreachable',
      inCell(specs[stuck]!.label)(
        game.faces === 1
          ? msg('board.end-unreachable.one')
          : msg('board.end-unreachable', { faces: game.faces }),
      ),
      cells[stuck]!.node,
      `cells[${stuck}]`,
    );
  }
  return {
    name,
    ...(description === undefined ? {} : { description }),
    start: start.label,
    end: end.label,
    cells: specs,
  };
}

/**
 * Parses and validates a board file for a game of `pieces` pieces and a die of `faces` faces
 * (default: Baekjoon's). Never throws: every text gives a spec or one error.
 */
export function parseBoard(
  text: string,
  game: Pick<GameSize, 'pieces' | 'faces'> = BAEKJOON_GAME,
): BoardResult {
  const where = (at: number, path: string): BoardWhere => ({ ...lineAndColumn(text, at), path });
  const read = readJson(text);
  const refused = (code: BoardErrorCode, wording: Message, place: BoardWhere): BoardResult => ({
    ok: false,
    error: {
      code,
      message: render('en', boardErrorMessage({ where: place, wording })),
      where: place,
      wording,
    },
  });
  if (!read.ok) {
    const why = read.error.wording;
    return refused('not-json', msg('board.not-json', { why }), where(read.error.at, ''));
  }
  try {
    return { ok: true, value: validate(read.value, game) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return refused(error.code, error.wording, where(error.node.at, error.path));
  }
}

/** Why a spec built in code is refused: the code and wording of a board file's error, and the path. */
export interface SpecRefusal {
  readonly code: BoardErrorCode;
  readonly wording: Message;
  readonly path: string;
}

/**
 * Validates a spec built in code (from untyped JavaScript, too) by the rules of a board file, on
 * the values themselves: a string where a number belongs is refused as in a file, never written
 * into one. A field whose value is `undefined` counts as absent (as `JSON.stringify` writes it).
 * Never throws on the spec's values.
 */
export function checkBoardSpec(
  spec: unknown,
  game: Pick<GameSize, 'pieces' | 'faces'> = BAEKJOON_GAME,
): Result<BoardSpec, SpecRefusal> {
  try {
    return { ok: true, value: validate(specNode(spec, 0), game) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: false, error: { code: error.code, wording: error.wording, path: error.path } };
  }
}

/**
 * `value` as the node its board file would give (`at` 0: a spec has no text). `validate` reads the
 * fields of the spec (depth 0) and of its cells (depth 2) and the items of the spec's own lists
 * (depth 1: cells, a list given for start or end), nothing else: any other object or list is only
 * its kind, so a cycle cannot loop and a large value costs nothing.
 */
function specNode(value: unknown, depth: number): Node {
  const at = 0;
  switch (typeof value) {
    case 'string':
      return { kind: 'string', at, value };
    case 'number':
      return { kind: 'number', at, value };
    case 'boolean':
      return { kind: 'boolean', at, value };
    case 'bigint':
      return { kind: 'other', at, found: `${value}n` };
    case 'undefined':
      return { kind: 'other', at, found: 'undefined' };
    case 'function':
      return { kind: 'other', at, found: msg('board.found.function') };
    case 'symbol':
      return { kind: 'other', at, found: msg('board.found.symbol') };
  }
  if (value === null) return { kind: 'null', at };
  if (Array.isArray(value)) {
    const items: Node[] = [];
    for (let i = 0; depth === 1 && i < value.length; i++) {
      items.push(
        i in value
          ? specNode(value[i], depth + 1)
          : { kind: 'other', at, found: msg('board.found.empty-slot') },
      );
    }
    return { kind: 'array', at, items };
  }
  const entries: Entry[] = [];
  for (const key of depth === 0 || depth === 2 ? Object.keys(value as object) : []) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) entries.push({ key, at, value: specNode(field, depth + 1) });
  }
  return { kind: 'object', at, entries };
}

/** Writes a board file: one cell per line, as boards/classic.json (the inverse of `parseBoard`). */
export function formatBoardFile(spec: BoardSpec): string {
  const cell = (c: CellSpec) => {
    const parts = [`"label": ${JSON.stringify(c.label)}`, `"number": ${c.number}`];
    if (c.red !== undefined) parts.push(`"red": ${JSON.stringify(c.red)}`);
    if (c.blue !== undefined) parts.push(`"blue": ${JSON.stringify(c.blue)}`);
    return `    {${parts.join(', ')}}`;
  };
  const head = [
    `  "name": ${JSON.stringify(spec.name)},`,
    ...(spec.description === undefined
      ? []
      : [`  "description": ${JSON.stringify(spec.description)},`]),
    `  "start": ${JSON.stringify(spec.start)},`,
    `  "end": ${JSON.stringify(spec.end)},`,
  ];
  return `{\n${head.join('\n')}\n  "cells": [\n${spec.cells.map(cell).join(',\n')}\n  ]\n}\n`;
}
