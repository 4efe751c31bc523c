/**
 * Baekjoon compiles a Java solution as `Main.java` and runs `java Main`: the class must be `public
 * class Main`, with no package line. A learner's own file, as kept in a repository or an IDE,
 * often has both (`package boj;`, `public class BOJ_17825`), and copied as `Main.java` it does not
 * compile. `javaEntry` reads such a source the way javac would (comments, strings and character
 * literals set aside, top-level classes found by their braces) and makes it the file Baekjoon
 * expects: the package line blanked out (every line keeps its number in the compiler's messages)
 * and the class renamed to Main. `nori check` says what it changed (compile.ts).
 */

/** A Java source as Baekjoon would take it: its text, and what was changed to get there. */
export interface JavaEntry {
  /** The source to compile as Main.java: the learner's text, adapted (see `javaEntry`). */
  readonly source: string;
  /** The class renamed to Main (`BOJ_17825`), or null when none was. */
  readonly renamed: string | null;
  /** The package declaration blanked out (`boj.ch1`), or null when there is none. */
  readonly packageName: string | null;
  /** True when the file began with a byte order mark, left out (javac refuses it). */
  readonly bom: boolean;
}

const IDENTIFIER = /^[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*$/u;

/**
 * The learner's source with every comment, string, text block and character literal replaced by
 * spaces (line breaks kept), so that a brace or a `class` inside one is not read as code. Same
 * length as `text`: an index in one is the same place in the other.
 */
export function codeOnly(text: string): string {
  const parts: string[] = [];
  let kept = 0;
  const blank = (from: number, to: number) => {
    parts.push(text.slice(kept, from), text.slice(from, to).replace(/[^\n]/g, ' '));
    kept = to;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    let stop = -1;
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      stop = end < 0 ? text.length : end;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      stop = end < 0 ? text.length : end + 2;
    } else if (c === '"' && text.startsWith('"""', i)) {
      const end = text.indexOf('"""', i + 3);
      stop = end < 0 ? text.length : end + 3;
    } else if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < text.length && text[k] !== c && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1;
      stop = Math.min(text.length, k + 1);
    }
    if (stop < 0) i++;
    else {
      blank(i, stop);
      i = stop;
    }
  }
  parts.push(text.slice(kept));
  return parts.join('');
}

/** A top-level type of the source: its name, whether it is public, and its body's range. */
interface TopLevelClass {
  readonly name: string;
  readonly isPublic: boolean;
  readonly bodyStart: number;
  readonly bodyEnd: number;
}

/** The classes, interfaces, enums and records at the top level of `code` (see codeOnly). */
function topLevelClasses(code: string): TopLevelClass[] {
  const found: TopLevelClass[] = [];
  const declaration = /\b(class|interface|enum|record)\s+([\p{L}\p{Nl}_$][\p{L}\p{N}_$]*)/gu;
  let depth = 0;
  let scanned = 0;
  // Where the last statement or body at the top level ended: a declaration's modifiers follow it.
  let lastEnd = -1;
  for (const match of code.matchAll(declaration)) {
    const at = match.index;
    if (at < scanned) continue;
    for (let k = scanned; k < at; k++) {
      const c = code[k];
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (depth === 0) lastEnd = k;
      } else if (c === ';' && depth === 0) lastEnd = k;
    }
    scanned = at;
    if (depth !== 0) continue;
    const open = code.indexOf('{', at);
    if (open < 0) break;
    let close = open;
    let inner = 0;
    for (; close < code.length; close++) {
      if (code[close] === '{') inner++;
      else if (code[close] === '}' && --inner === 0) break;
    }
    found.push({
      name: match[2]!,
      isPublic: /\bpublic\b/.test(code.slice(lastEnd + 1, at)),
      bodyStart: open,
      bodyEnd: close,
    });
    lastEnd = close;
    scanned = Math.min(code.length, close + 1);
  }
  return found;
}

/**
 * The Java source `file` made into what Baekjoon expects, when it is not: a byte order mark left
 * out, its package declaration blanked out (spaces, so every line keeps its number), and the
 * class to run (the public top-level class, or the one with `main` when none is public) renamed
 * to Main wherever the code names it, unless the file already declares a class Main.
 */
export function javaEntry(file: string): JavaEntry {
  // A byte order mark (editors on Windows write one): javac stops at it, and a submission pasted
  // into Baekjoon's form never has one.
  const bom = file.startsWith('\uFEFF');
  const text = bom ? file.slice(1) : file;
  const code = codeOnly(text);
  let packageName: string | null = null;
  let blankFrom = 0;
  let blankTo = 0;
  const declared = /^\s*(?:@[\p{L}\p{N}_$.]+\s*)*package\s+([^;{}]*?)\s*;/u.exec(code);
  if (declared !== null) {
    const name = declared[1]!.replace(/\s+/g, '');
    if (name.split('.').every((part) => IDENTIFIER.test(part))) {
      packageName = name;
      blankFrom = code.indexOf('package', declared.index);
      blankTo = declared.index + declared[0].length;
    }
  }
  const classes = topLevelClasses(code);
  const publicClass = classes.find((c) => c.isPublic);
  const main = /\bstatic\b[^;{}()=]*\bvoid\s+main\s*\(/g;
  // The first top-level class with a `main` in it (classes and matches both in file order).
  let withMain: TopLevelClass | undefined;
  let next = 0;
  for (const m of code.matchAll(main)) {
    while (next < classes.length && classes[next]!.bodyEnd < m.index) next++;
    if (next === classes.length) break;
    if (classes[next]!.bodyStart < m.index) {
      withMain = classes[next];
      break;
    }
  }
  const runs = publicClass ?? withMain;
  const renamed =
    runs !== undefined && runs.name !== 'Main' && !classes.some((c) => c.name === 'Main')
      ? runs.name
      : null;
  // The pieces of the new text: the package declaration as spaces, each use of the class's name
  // (outside comments and strings) as Main.
  const cuts: { from: number; to: number; by: string }[] = [];
  if (packageName !== null) {
    cuts.push({
      from: blankFrom,
      to: blankTo,
      by: text.slice(blankFrom, blankTo).replace(/[^\n]/g, ' '),
    });
  }
  if (renamed !== null) {
    const word = new RegExp(
      `(?<![\\p{L}\\p{N}_$])${escapeRegExp(renamed)}(?![\\p{L}\\p{N}_$])`,
      'gu',
    );
    for (const m of code.matchAll(word)) {
      cuts.push({ from: m.index, to: m.index + renamed.length, by: 'Main' });
    }
  }
  cuts.sort((a, b) => a.from - b.from);
  let source = '';
  let at = 0;
  for (const cut of cuts) {
    if (cut.from < at) continue;
    source += text.slice(at, cut.from) + cut.by;
    at = cut.to;
  }
  source += text.slice(at);
  return { source, renamed, packageName, bom };
}

/** `text` as a regular expression that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[$\\^.*+?()[\]{}|]/g, '\\$&');
}
