/**
 * What the tests of Korean everywhere share (src/cli/korean.test.ts in process,
 * test/cli/korean.test.ts as a process): the search for English sentences, and the error rows.
 */

/** Runs of three or more Latin words (letters only) separated by single spaces. */
export function englishRuns(text: string): string[] {
  return (
    [...text.matchAll(/(?<![\w./-])[A-Za-z]+(?: [A-Za-z]+){2,}(?![\w./-])/g)]
      .map((match) => match[0])
      // Acronyms (INFO, START), a command in an example, a size such as N x N.
      .filter((run) => !/^[A-Z]+(?: [A-Z]+)*$|^nori |^[A-Z] x [A-Z]$/.test(run))
  );
}

export const ERRORS: [string, string[], string][] = [
  ['an unknown option', ['omok', '--explian'], ''],
  ['an unknown command', ['chek'], ''],
  ['a missing argument', ['gen'], ''],
  ['too many arguments', ['gen', 'yut', 'x'], ''],
  ['options that conflict', ['yut', '--json', '--explain'], ''],
  ['a value not among the choices', ['omok', '--rule', 'gomoku'], ''],
  ['a bad option value', ['check', 'yut', '--cases', '0', '--', 'true'], ''],
  ['a bad die', ['yut'], '1 2 3 4 1 2 3 4 1 6\n'],
  ['too few dice', ['yut'], '1 2 3\n'],
  ['a bad stone', ['omok', '--size', '5'], '0 0 0 0 0\n0 3 0 0 0\n'],
  ['a missing file', ['yut', 'no-such-file.txt'], ''],
  ['no arguments', [], ''],
];
