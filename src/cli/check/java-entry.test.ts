import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/support/property.js';
import { codeOnly, javaEntry } from './java-entry.js';

const MAIN = 'public static void main(String[] args) { }';

describe('javaEntry', () => {
  it.each([
    {
      name: 'a Baekjoon file: left as it is',
      text: `import java.util.*;\npublic class Main {\n  ${MAIN}\n}\n`,
      source: `import java.util.*;\npublic class Main {\n  ${MAIN}\n}\n`,
      renamed: null,
      packageName: null,
    },
    {
      name: 'a package line: blanked, every line where it was',
      text: `package boj.dfs;\nimport java.io.*;\npublic class Main { ${MAIN} }\n`,
      source: `                \nimport java.io.*;\npublic class Main { ${MAIN} }\n`,
      renamed: null,
      packageName: 'boj.dfs',
    },
    {
      name: 'a public class of another name: renamed wherever the code names it',
      text: `public class BOJ_17825 {\n  static int n;\n  BOJ_17825() {}\n  ${MAIN.replace('{ }', '{ BOJ_17825.n = 1; new BOJ_17825(); }')}\n}\n`,
      source: `public class Main {\n  static int n;\n  Main() {}\n  ${MAIN.replace('{ }', '{ Main.n = 1; new Main(); }')}\n}\n`,
      renamed: 'BOJ_17825',
      packageName: null,
    },
    {
      name: 'both, with a Hangul class name and a comment before the package',
      text: `// 주사위 윷놀이\npackage BOJ;\n\npublic class Main_BOJ_17825_주사위윷놀이_G2 { ${MAIN} }\n`,
      source: `// 주사위 윷놀이\n            \n\npublic class Main { ${MAIN} }\n`,
      renamed: 'Main_BOJ_17825_주사위윷놀이_G2',
      packageName: 'BOJ',
    },
    {
      name: 'the name inside comments, strings and longer names: left alone',
      text: `public class P {\n  // class P { }\n  static String s = "P { P";\n  static char c = '{';\n  static int P2, $P, P_;\n  ${MAIN}\n}\n`,
      source: `public class Main {\n  // class P { }\n  static String s = "P { P";\n  static char c = '{';\n  static int P2, $P, P_;\n  ${MAIN}\n}\n`,
      renamed: 'P',
      packageName: null,
    },
    {
      name: 'no public class: the one with main is renamed, a helper class is not',
      text: `class Node { int x; }\nclass Solution {\n  static class Inner { }\n  ${MAIN}\n}\n`,
      source: `class Node { int x; }\nclass Main {\n  static class Inner { }\n  ${MAIN}\n}\n`,
      renamed: 'Solution',
      packageName: null,
    },
    {
      name: 'a class Main already declared: nothing renamed (it fails as on Baekjoon)',
      text: `public class Other { }\nclass Main { ${MAIN} }\n`,
      source: `public class Other { }\nclass Main { ${MAIN} }\n`,
      renamed: null,
      packageName: null,
    },
    {
      name: 'a text block holding a brace: not counted',
      text: `public class T {\n  static String s = """\n    }{ T\n    """;\n  ${MAIN}\n}\n`,
      source: `public class Main {\n  static String s = """\n    }{ T\n    """;\n  ${MAIN}\n}\n`,
      renamed: 'T',
      packageName: null,
    },
    {
      name: 'a byte order mark first (javac refuses it): left out, with the rest',
      text: `\uFEFFpackage p;\npublic class Q { ${MAIN} }\n`,
      source: `          \npublic class Main { ${MAIN} }\n`,
      renamed: 'Q',
      packageName: 'p',
      bom: true,
    },
  ])('$name', ({ text, source, renamed, packageName, ...row }) => {
    const bom = 'bom' in row && row.bom === true;
    expect(javaEntry(text)).toEqual({ source, renamed, packageName, bom });
  });

  it('keeps the number of lines, and the line of every code line, of any adapted file', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'package a.b;\n', '/* x */ package q ;\n\n'),
        fc.constantFrom('Main', 'BOJ_1', 'Sol'),
        fc.array(fc.constantFrom('int a;', '// }', '"{"', "'}'", '/* { */', 'x = 1;', '\n'), {
          maxLength: 12,
        }),
        (pkg, name, body) => {
          const text = `${pkg}import java.util.*;\npublic class ${name} {\n${body.join(' ')}\n  ${MAIN}\n}\n`;
          const { source } = javaEntry(text);
          expect(source.split('\n').length).toBe(text.split('\n').length);
          expect(source).toContain('public class Main {');
          expect(source).not.toContain('package');
        },
      ),
      runs(100),
    );
  });
});

describe('codeOnly', () => {
  it('keeps the length and the line breaks of any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '/', '*', '"', "'", '\\', '\n', '{', ' ') }),
        (text) => {
          const code = codeOnly(text);
          expect(code.length).toBe(text.length);
          for (let i = 0; i < text.length; i++) {
            if (text[i] === '\n') expect(code[i]).toBe('\n');
          }
        },
      ),
      runs(200),
    );
  });
});
