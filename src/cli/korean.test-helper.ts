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

/**
 * Names and values that stay as they are in every language: the commands, the values of options
 * (en, ko, classic, renju, black, bash, ...), cell labels, units, tools, languages and protocols,
 * and the field names of machine formats. Anything else of two Latin letters or more is English.
 */
const KEPT = new Set(
  (
    'nori yut omok gen check serve brain completion help ' +
    'en ko classic small standard freestyle renju black white bash zsh fish start end outer ' +
    'winner at lines rule timeout_turn Host chunked ms MiB user system Linux ' +
    'Baekjoon Gomocup Piskvork Python Java Kotlin Rust Go go node js gcc javac rustc kotlinc Main ' +
    'echo printf sh'
  ).split(' '),
);

/**
 * The English words of `text`: words of two Latin letters or more left after taking out what is
 * not prose: quoted text (`code`, "input"), example commands (a line's `nori ...`, `echo ...` up to
 * a # comment), a compiler's command line, options (--lang, -v, and `--board nope:`), file names and paths (a.txt, dist/web), words with digits
 * (o10, h8, gnu11), acronyms and metavariables (CPU, FILE), keys ([share:o40], arrive:o10), and
 * the names of `KEPT`.
 */
export function englishWords(text: string): string[] {
  const prose = text
    .split('\n')
    .map((line) =>
      line
        .replace(/`[^`]*`|"[^"]*"|(?<![A-Za-z])'[^']*'/g, ' ')
        .replace(/^\s+(?:nori|echo|printf) .*?(?=#|$)/, ' ')
        .replace(/\[[\w:./-]+\]|(?<![\w-])[a-z-]+:[\w./:-]+/g, ' ')
        // A compiler's command line (g++ Main.cc -o Main -O2 ...), up to a note in parentheses.
        .replace(/(?<!\S)[\w.+-]+ -[A-Za-z].*?(?= \(|$)/g, ' ')
        // An option, with the value given to it when an error names both (--board nope: ...).
        .replace(/(?<!\S)--?[\w-]+(?:=\S*| [^\s:]+(?=:))?/g, ' ')
        .replace(/\S*[\w-][./][\w-]\S*/g, ' ')
        .replace(/(?<![\w.])\.{0,2}\/[\w./-]*|(?<!\w)\.[\w+]+/g, ' '),
    )
    .join('\n');
  return [...prose.matchAll(/(?<![\w-])[A-Za-z][\w-]*/g)]
    .map((match) => match[0])
    .filter((word) => /^[A-Za-z]{2,}$/.test(word))
    .filter((word) => !/^[A-Z]+$/.test(word) && !KEPT.has(word));
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
  ['an unknown language', ['yut', '--lang', 'jp'], ''],
  ['a board file with a typo', ['yut', '--board', 'examples/board-typo.json'], ''],
  ['a bad stone in a file', ['omok', 'examples/omok-bad-stone.txt'], ''],
  ['an unknown extension', ['check', 'yut', 'README.md'], ''],
  ['an unknown shell', ['completion', 'tcsh'], ''],
  ['an empty --save', ['check', 'yut', '--save', '', '--', 'true'], ''],
  ['a bad --max-connections', ['serve', '--max-connections', '0'], ''],
  ['an unknown problem', ['gen', 'go'], ''],
];
