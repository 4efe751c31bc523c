/**
 * Imports flow one way: no module of `src/` or of the playground's `web/src/` reaches itself again through its imports. Every kind
 * of import counts (`import type` too, re-exports, and the lazy `import()` of a command's
 * `*-run.ts`): a type-only cycle costs nothing at run time, but it ties two modules together, so
 * neither can be read, moved or tested alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
// TypeScript 5's API: TypeScript 7, the project's compiler (package.json), has no stable JS API yet.
import ts from 'typescript-5';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Every `.ts` file under `dir`, tests and test helpers included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

/** The graph of relative imports between `files` (paths relative to the repository). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name.replace(/\.js$/, '.ts')));
    graph.set(relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]);
  }
  return graph;
}

/**
 * The cycles of `graph`: its strongly connected components of more than one module (or a module
 * that imports itself), each as a path that returns to its first module. Tarjan's algorithm.
 */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        components.push(component);
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cyclePath(graph, component));
}

/** One cycle through the members of a component, from its first module (sorted) back to it. */
function cyclePath(graph: ReadonlyMap<string, readonly string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  // Breadth-first from start to any member that imports start: the shortest way round.
  const previous = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('findCycles', () => {
  it.each([
    { name: 'a chain', edges: { a: ['b'], b: ['c'], c: [] }, cycles: [] },
    { name: 'two modules', edges: { a: ['b'], b: ['a'] }, cycles: [['a', 'b', 'a']] },
    { name: 'a module importing itself', edges: { a: ['a'] }, cycles: [['a', 'a']] },
    {
      name: 'a triangle beside a chain',
      edges: { a: ['b'], b: ['c'], c: ['a', 'd'], d: [] },
      cycles: [['a', 'b', 'c', 'a']],
    },
  ])('$name', ({ edges, cycles }) => {
    expect(findCycles(new Map(Object.entries(edges)))).toEqual(cycles);
  });
});

describe.each(['src', 'web/src'])('imports in %s/', (dir) => {
  it('have no cycle, type-only imports and lazy imports included', () => {
    const cycles = findCycles(importGraph(sourceFiles(join(ROOT, dir))));
    expect(cycles.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

describe('the playground pages', () => {
  it('import nothing from each other: shared helpers live in web/src/ itself', () => {
    const graph = importGraph(sourceFiles(join(ROOT, 'web', 'src')));
    const crossing: string[] = [];
    for (const [file, targets] of graph) {
      for (const page of ['yut', 'omok']) {
        const other = page === 'yut' ? 'omok' : 'yut';
        if (!file.startsWith(`web/src/${page}/`)) continue;
        for (const target of targets) {
          if (target.startsWith(`web/src/${other}/`)) crossing.push(`${file} -> ${target}`);
        }
      }
    }
    expect(crossing).toEqual([]);
  });
});
