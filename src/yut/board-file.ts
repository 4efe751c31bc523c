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
import { quoteToken } from '../quote.js';
import type { Result } from '../result.js';
import { type JsonEntry, type JsonNode, lineAndColumn, readJson } from './board-file-json.js';

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

/** A board file error: a code for programs, a message for people (starting with the place). */
export interface BoardError {
  readonly code: BoardErrorCode;
  readonly message: string;
  readonly where: BoardWhere;
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
    readonly what: string,
    readonly node: { readonly at: number },
    readonly path: string,
  ) {}
}

function kindName(node: JsonNode): string {
  switch (node.kind) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'string':
      return `the string ${quoteToken(node.value)}`;
    case 'number':
      return `the number ${node.value}`;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
  }
}

/** The entries of an object by key, refusing unknown and repeated keys. */
function fieldsOf(
  node: Extract<JsonNode, { kind: 'object' }>,
  allowed: readonly string[],
  path: string,
  what: string,
): Map<string, JsonEntry> {
  const fields = new Map<string, JsonEntry>();
  for (const entry of node.entries) {
    const here = path === '' ? entry.key : `${path}.${entry.key}`;
    if (!allowed.includes(entry.key)) {
      const list = `${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)}`;
      throw new Refusal(
        'unknown-field',
        `${what}unknown field ${quoteToken(entry.key)} (${path === '' ? 'a board' : 'a cell'} has ${list})`,
        entry,
        here,
      );
    }
    if (fields.has(entry.key)) {
      const code =
        entry.key === 'start' ? 'several-starts' : entry.key === 'end' ? 'several-ends' : null;
      const why = code === null ? '' : ` (a board has exactly one ${entry.key})`;
      throw new Refusal(
        code ?? 'duplicate-field',
        `${what}${quoteToken(entry.key)} is given twice${why}`,
        entry,
        here,
      );
    }
    fields.set(entry.key, entry);
  }
  return fields;
}

function stringField(entry: JsonEntry, path: string, what: string): string {
  if (entry.value.kind !== 'string') {
    throw new Refusal(
      'wrong-type',
      `${what}${quoteToken(entry.key)} must be a string, found ${kindName(entry.value)}`,
      entry.value,
      path,
    );
  }
  return entry.value.value;
}

/** The top-level start or end: one label. An array of several is the error people make. */
function endpoint(
  fields: Map<string, JsonEntry>,
  key: 'start' | 'end',
  root: JsonNode,
): { label: string; node: JsonNode } {
  const entry = fields.get(key);
  const [missing, several] =
    key === 'start'
      ? (['no-start', 'several-starts'] as const)
      : (['no-end', 'several-ends'] as const);
  if (entry === undefined) {
    throw new Refusal(missing, `missing "${key}" (the label of the ${key} cell)`, root, '');
  }
  const value = entry.value;
  if (value.kind === 'array' && value.items.length !== 1) {
    const code = value.items.length === 0 ? missing : several;
    throw new Refusal(
      code,
      `"${key}" names ${value.items.length} cells; a board has exactly one ${key}`,
      value,
      key,
    );
  }
  return { label: stringField(entry, key, ''), node: value };
}

interface ReadCell {
  readonly spec: CellSpec;
  readonly node: JsonNode;
  readonly labelNode: JsonNode;
  readonly arrows: Map<'red' | 'blue', JsonNode>;
}

function readCell(node: JsonNode, index: number): ReadCell {
  const path = `cells[${index}]`;
  if (node.kind !== 'object') {
    throw new Refusal(
      'wrong-type',
      `${path}: a cell must be an object, found ${kindName(node)}`,
      node,
      path,
    );
  }
  const fields = fieldsOf(node, CELL_FIELDS, path, `${path}: `);
  const labelEntry = fields.get('label');
  if (labelEntry === undefined) {
    throw new Refusal('missing-field', `${path}: missing "label"`, node, path);
  }
  const label = stringField(labelEntry, `${path}.label`, `${path}: `);
  if (!LABEL.test(label)) {
    throw new Refusal(
      'bad-label',
      `${path}: a label is 1 to 32 characters without spaces, commas or control characters, found ${quoteToken(label)}`,
      labelEntry.value,
      `${path}.label`,
    );
  }
  const what = `cell ${quoteToken(label)}: `;
  const numberEntry = fields.get('number');
  if (numberEntry === undefined) {
    throw new Refusal('missing-field', `${what}missing "number"`, node, path);
  }
  const number = numberEntry.value;
  if (number.kind !== 'number') {
    throw new Refusal(
      'wrong-type',
      `${what}"number" must be an integer, found ${kindName(number)}`,
      number,
      `${path}.number`,
    );
  }
  if (!Number.isInteger(number.value)) {
    throw new Refusal(
      'not-an-integer',
      `${what}"number" must be an integer, found ${number.value}`,
      number,
      `${path}.number`,
    );
  }
  if (number.value < 0 || number.value > MAX_CELL_NUMBER) {
    throw new Refusal(
      'number-out-of-range',
      `${what}"number" must be from 0 to ${MAX_CELL_NUMBER}, found ${number.value}`,
      number,
      `${path}.number`,
    );
  }
  const arrows = new Map<'red' | 'blue', JsonNode>();
  const spec: { label: string; number: number; red?: string; blue?: string } = {
    label,
    number: number.value === 0 ? 0 : number.value, // -0 is written 0
  };
  for (const colour of ['red', 'blue'] as const) {
    const entry = fields.get(colour);
    if (entry === undefined) continue;
    spec[colour] = stringField(entry, `${path}.${colour}`, what);
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

function validate(root: JsonNode, game: Pick<GameSize, 'pieces' | 'faces'>): BoardSpec {
  if (root.kind !== 'object') {
    throw new Refusal(
      'not-an-object',
      `a board file holds one JSON object, found ${kindName(root)}`,
      root,
      '',
    );
  }
  const fields = fieldsOf(root, BOARD_FIELDS, '', '');
  const nameEntry = fields.get('name');
  if (nameEntry === undefined) throw new Refusal('missing-field', 'missing "name"', root, '');
  const name = stringField(nameEntry, 'name', '');
  // The name is printed (--policy, --explain): no control character may drive the terminal.
  if (CONTROL.test(name)) {
    throw new Refusal(
      'wrong-type',
      `"name" must not hold control characters, found ${quoteToken(name)}`,
      nameEntry.value,
      'name',
    );
  }
  const descriptionEntry = fields.get('description');
  const description =
    descriptionEntry === undefined ? undefined : stringField(descriptionEntry, 'description', '');
  const cellsEntry = fields.get('cells');
  if (cellsEntry === undefined) {
    throw new Refusal('missing-field', 'missing "cells" (the list of cells)', root, '');
  }
  if (cellsEntry.value.kind !== 'array') {
    throw new Refusal(
      'wrong-type',
      `"cells" must be an array of cells, found ${kindName(cellsEntry.value)}`,
      cellsEntry.value,
      'cells',
    );
  }
  const cellNodes = cellsEntry.value.items;
  if (cellNodes.length === 0) {
    throw new Refusal('no-cells', '"cells" is empty', cellsEntry.value, 'cells');
  }
  const cells = cellNodes.map(readCell);
  const indexOf = new Map<string, number>();
  cells.forEach(({ spec, labelNode }, index) => {
    const first = indexOf.get(spec.label);
    if (first !== undefined) {
      throw new Refusal(
        'duplicate-label',
        `cells[${index}]: label ${quoteToken(spec.label)} is already used by cells[${first}]`,
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
        `"${key}" names an unknown cell ${quoteToken(label)}`,
        node,
        key,
      );
    }
  }
  if (start.label === end.label) {
    throw new Refusal(
      'start-is-end',
      `"start" and "end" name the same cell ${quoteToken(start.label)}`,
      end.node,
      'end',
    );
  }
  cells.forEach(({ spec, node, arrows }, index) => {
    const what = `cell ${quoteToken(spec.label)}: `;
    for (const [colour, arrowNode] of arrows) {
      const target = spec[colour]!;
      const path = `cells[${index}].${colour}`;
      if (spec.label === end.label) {
        throw new Refusal(
          'end-has-arrow',
          `${what}the end cannot have a ${colour} arrow (a piece that reaches the end stays there)`,
          arrowNode,
          path,
        );
      }
      if (!indexOf.has(target)) {
        throw new Refusal(
          'unknown-cell',
          `${what}${colour} arrow to an unknown cell ${quoteToken(target)}`,
          arrowNode,
          path,
        );
      }
      if (target === spec.label) {
        throw new Refusal('self-arrow', `${what}${colour} arrow to itself`, arrowNode, path);
      }
    }
    if (spec.red === undefined && spec.label !== end.label) {
      throw new Refusal(
        'missing-red-arrow',
        `${what}missing "red" (every cell but the end needs a red arrow)`,
        node,
        `cells[${index}]`,
      );
    }
  });
  const limit = maxCellsFor(game.pieces);
  if (cells.length > limit) {
    throw new Refusal(
      'too-many-cells',
      `the board has ${cells.length} cells; with ${game.pieces} pieces the solvers handle at most ${limit}`,
      cellsEntry.value,
      'cells',
    );
  }
  const specs = cells.map((cell) => cell.spec);
  const reaching = cellsReachingEnd(specs, end.label, game.faces);
  const stuck = cells.findIndex((cell) => !reaching.has(cell.spec.label));
  if (stuck !== -1) {
    const dice = game.faces === 1 ? 'rolls of 1' : `rolls of 1 to ${game.faces}`;
    throw new Refusal(
      'end-unreachable',
      `cell ${quoteToken(specs[stuck]!.label)}: the end cannot be reached from it with ${dice} (a piece there could never finish)`,
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
  if (!read.ok) {
    const place = where(read.error.at, '');
    return {
      ok: false,
      error: {
        code: 'not-json',
        message: `line ${place.line}, column ${place.column}: not valid JSON: ${read.error.message}`,
        where: place,
      },
    };
  }
  try {
    return { ok: true, value: validate(read.value, game) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const place = where(error.node.at, error.path);
    return {
      ok: false,
      error: {
        code: error.code,
        message: `line ${place.line}, column ${place.column}: ${error.what}`,
        where: place,
      },
    };
  }
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
