/**
 * A strict JSON reader (RFC 8259) that remembers where every value starts, so that a board file's
 * errors — a syntax error, and also a meaningful one such as an arrow to an unknown cell — can be
 * reported with a line and a column. `JSON.parse` cannot do this: it returns no positions, and its
 * syntax error messages differ between engines (Node 20's often carry no position at all). This
 * reader runs in the browser as well as in Node, and is tested against `JSON.parse`.
 *
 * Objects keep every entry in order, duplicates included, so that a caller can refuse a key given
 * twice (which `JSON.parse` silently resolves to the last one).
 */
import { type Message, msg, render } from '../i18n/index.js';
import type { Result } from '../result.js';

/** A JSON value with the offset (0-based, in UTF-16 units) of its first character. */
export type JsonNode =
  | { readonly kind: 'object'; readonly at: number; readonly entries: readonly JsonEntry[] }
  | { readonly kind: 'array'; readonly at: number; readonly items: readonly JsonNode[] }
  | { readonly kind: 'string'; readonly at: number; readonly value: string }
  | { readonly kind: 'number'; readonly at: number; readonly value: number }
  | { readonly kind: 'boolean'; readonly at: number; readonly value: boolean }
  | { readonly kind: 'null'; readonly at: number };

/** One `"key": value` of an object; `at` is the offset of the key's opening quote. */
export interface JsonEntry {
  readonly key: string;
  readonly at: number;
  readonly value: JsonNode;
}

/**
 * A syntax error: what was expected, and the offset where reading stopped; `wording` is the
 * message as a text of the catalogue (src/i18n), `message` its English rendering.
 */
export interface JsonSyntaxError {
  readonly message: string;
  readonly at: number;
  readonly wording: Message;
}

export type JsonReadResult = Result<JsonNode, JsonSyntaxError>;

/** Deeper nesting than this is refused instead of risking the stack (no board needs more than 3). */
const MAX_DEPTH = 256;

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class Failure {
  readonly message: string;
  constructor(
    readonly wording: Message,
    readonly at: number,
  ) {
    this.message = render('en', wording);
  }
}

/** How a character is shown in a message. */
function describe(text: string, at: number): Message | string {
  if (at >= text.length) return msg('json.end-of-text');
  const char = text[at]!;
  if (char === '\n') return msg('json.found.line-break');
  if (char < ' ') {
    return msg('json.found.control', {
      code: `U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    });
  }
  return char === '"' ? `'"'` : JSON.stringify(char);
}

/** Reads one JSON text (a leading byte-order mark is ignored). Never throws. */
export function readJson(text: string): JsonReadResult {
  let pos = text.startsWith('\uFEFF') ? 1 : 0;
  const fail = (expected: Message, at = pos): never => {
    throw new Failure(msg('json.expected', { expected, found: describe(text, at) }), at);
  };
  const skipSpace = () => {
    while (pos < text.length) {
      const char = text[pos];
      if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') break;
      pos++;
    }
  };
  const readString = (): string => {
    const start = pos;
    pos++; // the opening quote
    let value = '';
    let run = pos;
    for (;;) {
      if (pos >= text.length) throw new Failure(msg('json.unterminated'), start);
      const char = text[pos]!;
      if (char === '"') break;
      if (char < ' ') fail(msg('json.expected.closing-quote'));
      if (char !== '\\') {
        pos++;
        continue;
      }
      value += text.slice(run, pos);
      const escaped = text[pos + 1];
      if (escaped === 'u') {
        const hex = text.slice(pos + 2, pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(msg('json.expected.hex'), pos + 2);
        value += String.fromCharCode(Number.parseInt(hex, 16));
        pos += 6;
      } else if (escaped !== undefined && Object.hasOwn(ESCAPES, escaped)) {
        value += ESCAPES[escaped];
        pos += 2;
      } else {
        fail(msg('json.expected.escape'), pos + 1);
      }
      run = pos;
    }
    value += text.slice(run, pos);
    pos++; // the closing quote
    return value;
  };
  const readValue = (depth: number): JsonNode => {
    skipSpace();
    const at = pos;
    const char = text[pos];
    if (char === '{' || char === '[') {
      if (depth >= MAX_DEPTH) throw new Failure(msg('json.too-deep', { depth: MAX_DEPTH }), at);
      pos++;
      return char === '{' ? readObject(at, depth + 1) : readArray(at, depth + 1);
    }
    if (char === '"') return { kind: 'string', at, value: readString() };
    for (const [word, node] of [
      ['true', { kind: 'boolean', at, value: true }],
      ['false', { kind: 'boolean', at, value: false }],
      ['null', { kind: 'null', at }],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return node;
      }
    }
    NUMBER.lastIndex = pos;
    const number = NUMBER.exec(text);
    if (number === null) return fail(msg('json.expected.value'));
    pos += number[0].length;
    return { kind: 'number', at, value: Number(number[0]) };
  };
  const readObject = (at: number, depth: number): JsonNode => {
    const entries: JsonEntry[] = [];
    skipSpace();
    if (text[pos] === '}') {
      pos++;
      return { kind: 'object', at, entries };
    }
    for (;;) {
      skipSpace();
      if (text[pos] !== '"') fail(msg('json.expected.key'));
      const keyAt = pos;
      const key = readString();
      skipSpace();
      if (text[pos] !== ':') fail(msg('json.expected.colon'));
      pos++;
      entries.push({ key, at: keyAt, value: readValue(depth) });
      skipSpace();
      if (text[pos] === '}') {
        pos++;
        return { kind: 'object', at, entries };
      }
      if (text[pos] !== ',') fail(msg('json.expected.comma-brace'));
      pos++;
    }
  };
  const readArray = (at: number, depth: number): JsonNode => {
    const items: JsonNode[] = [];
    skipSpace();
    if (text[pos] === ']') {
      pos++;
      return { kind: 'array', at, items };
    }
    for (;;) {
      items.push(readValue(depth));
      skipSpace();
      if (text[pos] === ']') {
        pos++;
        return { kind: 'array', at, items };
      }
      if (text[pos] !== ',') fail(msg('json.expected.comma-bracket'));
      pos++;
    }
  };
  try {
    const value = readValue(0);
    skipSpace();
    if (pos < text.length) fail(msg('json.end-of-text'));
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Failure) {
      return { ok: false, error: { message: error.message, at: error.at, wording: error.wording } };
    }
    throw error;
  }
}

/** The 1-based line and column (in UTF-16 units) of an offset; lines end at "\n". */
export function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: at - lineStart + 1 };
}

/** The plain value of a node, as `JSON.parse` would give it (the last of duplicate keys wins). */
export function plainValue(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const entry of node.entries) {
        // defineProperty, not assignment: a key "__proto__" is an ordinary key in JSON.
        Object.defineProperty(value, entry.key, {
          value: plainValue(entry.value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return value;
    }
    case 'array':
      return node.items.map(plainValue);
    case 'null':
      return null;
    default:
      return node.value;
  }
}
