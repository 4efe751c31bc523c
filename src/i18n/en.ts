/**
 * nori's texts in English, by code. The catalogue the others follow: `ko.ts` must have every code
 * with exactly the same `{placeholders}` (a type error otherwise). How to add a text: see index.ts.
 */
export const en = {
  // --- the choice of language, shared by every command
  'lang.unknown': '--lang must be one of {choices}, found {found}',
  'lang.option':
    'language of the output, the help and the errors: {choices} (default: from LC_ALL, LC_MESSAGES or LANG)',

  // --- option values (src/cli/options.ts)
  'option.whole.zero-or-more': '{option} must be a whole number (0 or more), found {found}',
  'option.whole.positive': '{option} must be a positive whole number, found {found}',
  'option.whole.range': '{option} must be a whole number from {min} to {max}, found {found}',
  'option.whole.at-least': '{option} must be a whole number of at least {min}, found {found}',
  'option.whole.at-most': '{option} must be at most {max}, found {found}',

  // --- anything that is a bug of nori
  'internal-error': 'internal error: {message} (please report this)',

  'verdict.AC': 'accepted',
  'verdict.WA': 'wrong answer',
  'verdict.RE': 'runtime error',
  'verdict.TLE': 'time limit exceeded',
  'verdict.MLE': 'memory limit exceeded',
  'verdict.OLE': 'output limit exceeded',
  'verdict.CE': 'compile error',

  'check.coverage.line': 'covered {covered} of {total} features of the coverage table',
  'check.coverage.missing': 'not covered: {keys}',
  'check.jobsCapped': '--jobs {jobs} is more runs at once than this machine can make; using {max}',
  'check.byTime': 'the {seconds} s time budget; --time S or --cases N for more',
  'check.byTime.uncovered':
    'the {seconds} s time budget ran out before cases with these features ran; give more time with --time S',
  'check.counterexample': 'the counterexample:',
  'check.allPassed': 'all passed',
  'check.summary': '{cases:case/cases} (seed {seed}): {counts}',
  'check.badLang': '--lang must be en or ko, found {found}',
  'check.slowest': 'slowest run {time} (case {case})',
  'check.largest': 'largest peak memory {memory} (case {case})',
  'check.times': '{cpu} ms CPU, {wall} ms wall',
  'check.wall': '{wall} ms wall',
  'check.runLine': 'run of the original case: {times}{memory} (limits: {limits}){confirmed}',
  'check.runMemory': ', peak memory {memory}',
  'check.limitsCpu': '{time} ms of CPU time, {wall} ms wall, {memory} MB',
  'check.limitsWall': '{time} ms wall, {memory} MB',
  'check.confirmed': '; the time-out was confirmed by a second run, alone',
  'check.note': 'note: case {case}: {why}',
  'check.failedOn': '{verdict} on case {case} (seed {seed}): {what}',
  'check.progress': 'checked {done}/{total} cases ({counts})',
  'check.shrinking': 'case {case} failed ({verdict}); shrinking it...',
  'check.original': 'original case:',
  'check.shrunk': 'shrunk case ({how}):',
  'check.shrunk.steps': '{steps:step/steps}, {tries:run/runs}',
  'check.shrunk.timedOut':
    'cut short by the {ms} ms time box after {steps:step/steps}; give it more with --shrink-time MS',
  'check.shrunk.deadline':
    'cut short after {steps:step/steps}: a default check ends within {seconds} s in all; give the shrinking its own time with --shrink-time MS',
  'check.shrunk.stopped': 'stopped after {steps:step/steps}: {why}',
  'check.expected': 'expected output:',
  'check.actual': 'actual output:',
  'check.stderr': 'standard error:',
  'check.explanation': 'reference explanation of the shrunk case:',
  'check.diagnosis': 'what went wrong:',
  'check.diagnosing': 'naming the bug: running up to {count} more cases...',
  'check.saved': 'saved the shrunk case to {file}',
  'check.nothing': '(nothing)',
  'check.noMemory':
    'peak memory cannot be measured on this system (no /proc): no memory limit exceeded verdicts',
  'check.memoryOver': 'peak memory {memory} over the limit of {limit} MB',
  'check.memoryRefused':
    'it ran out of memory: the system refused it more than the limit of {limit} MB (plus its runtime)',

  'check.unknown-extension':
    '{file}: nori does not know the language of {ext} files; it compiles {languages}. To run another program, give its command after --',
  'check.no-extension':
    '{file}: a file without an extension and not executable; nori compiles {languages}. To run another program, give its command after --',
  'check.no-command': 'no command to run: give it after --, e.g. -- python3 sol.py',
  'check.sanitize-command':
    '--sanitize needs a C or C++ source file, which nori builds with the checks; it cannot add them to a program or a command given after --',
  'check.sanitize-language': '{file}: --sanitize checks C and C++ sources only, not {language}',
  'run.no-command': 'no command to run',
  'run.cannot-run': 'cannot run {file}: {why}',
  'run.not-found': 'not found',
  'run.permission': 'permission denied',
  'run.not-in-path': 'not found in PATH (for the one in this folder, write ./{file})',
  'run.directory': 'it is a directory',
  'compile.compiling': 'compiling {file} as {language}: {command}',
  'compile.missing':
    'cannot compile {file} ({language}): {tool} is not installed; install it (Debian/Ubuntu: apt install {package})',
  'compile.error': 'compile error in {file} ({language}: {status}); the compiler said so above',
  'compile.errorSilent':
    'compile error in {file} ({language}: {status}); the compiler printed nothing',
  'compile.timeout':
    'compiling {file} ({language}) took more than {seconds} s: the compiler and everything it started were killed',
  'compile.unreadable': 'cannot read {file}: {why}',
  'compile.note': '{file}: {note}',
  'compile.cp949':
    'the file is not UTF-8 but the Korean Windows code page (CP949, EUC-KR); Baekjoon receives a submission in UTF-8: checked as UTF-8',
  'compile.utf16':
    'the file is not UTF-8 but UTF-16 (what Visual Studio and Notepad call "Unicode"); Baekjoon receives a submission in UTF-8: checked as UTF-8',
  'compile.java-package':
    'Baekjoon takes a Java solution without a package line: checked without `package {package};`',
  'compile.java-class':
    'Baekjoon runs a Java solution as `public class Main`: checked with class {name} renamed to Main',
  'compile.sanitize':
    'built with checks for undefined behaviour (--sanitize: {checks}); a run that does something undefined stops with RE, and its standard error says where ({main} is this file). Baekjoon builds without them',
  'compile.java-bom':
    'the file begins with a byte order mark (BOM), which javac refuses and a Baekjoon submission never has: checked without it',

  // --- the command line's help (src/cli/*/command.ts, main.ts) and the parser's own errors
  'help.usage': 'Usage:',
  'help.arguments': 'Arguments:',
  'help.options': 'Options:',
  'help.commands': 'Commands:',
  'help.options-word': '[options]',
  'help.command-word': '[command]',
  'help.default': '(default: {value})',
  'help.choices': '(one of: {choices})',
  'help.help': 'show this help',
  'help.help-command': 'show the help of a command',
  'help.version': 'print the version of nori',
  'help.examples': 'Examples:',
  'help.short-usage':
    'usage: nori yut|omok|gen|check|serve|brain|completion [options] [FILE]; nori --help for more',
  'help.nori':
    'Dice Yut (BOJ 17825) and Omok (BOJ 2615): exact solvers, explanations, stress tests',
  'help.file': 'input file; standard input when absent or "-"',
  'help.problem': 'which problem',
  'help.seed': 'seed: the same seed gives the same inputs',

  'help.yut':
    'Dice Yut (BOJ 17825): the largest score for known dice rolls; other boards and counts; the best play when the rolls are unknown',
  'help.yut.batch': 'every non-empty line is one case; one answer per line (streams)',
  'help.yut.explain': 'the answer, an optimal plan turn by turn, and the board at the end',
  'help.yut.json': 'one JSON object per case: dice, score and plan',
  'help.yut.all': 'solve all 5^10 inputs (with --out)',
  'help.yut.out': 'with --all: write 9,765,625 little-endian uint16 answers here',
  'help.yut.board':
    'a shipped board by name (classic, small) or the path of a board file (JSON); default: classic',
  'help.yut.turns': 'rolls per game, 1 to 30 (default 10): the number of dice per case',
  'help.yut.pieces': 'pieces, 1 to 8 (default 4)',
  'help.yut.faces': 'the die shows 1 to N, N from 1 to 10 (default 5)',
  'help.yut.policy':
    'rolls unknown in advance: expected score of the best policy, and with perfect foresight',
  'help.yut.advise': 'which piece to move for a roll just made (with --at, --turn, --roll)',
  'help.yut.at': 'with --advise: cells of pieces 1, 2, ... e.g. o10,start,start,end',
  'help.yut.turn': 'with --advise: the turn being played, 1 to --turns',
  'help.yut.roll': 'with --advise: the roll just made, 1 to --faces',
  'help.yut.score': 'with --advise: points scored so far (default 0)',
  'help.yut.after': `Positions for --advise: the cell labels of pieces 1 to N separated by commas (labels as in
--json; start and end may hold several pieces). --turn is the turn being played (1 for the
first roll of the game); each choice's expected final score assumes the best policy after it.`,
  'help.yut.examples': `  echo "1 2 3 4 1 2 3 4 1 2" | nori yut         # 190, as Baekjoon 17825 answers
  echo "1 2 3 4 1 2 3 4 1 2" | nori yut --explain
  echo "3 1 2 3" | nori yut --board small --turns 4 --pieces 2 --faces 3
  nori yut --policy                             # best policy against perfect foresight
  nori yut --advise --at o10,start,start,end --turn 4 --roll 3`,

  'help.omok': 'Omok (BOJ 2615): who has exactly five in a row, and where',
  'help.omok.batch':
    'any number of boards back to back, blank lines between allowed; one answer each (streams)',
  'help.omok.rule': 'which lines win',
  'help.omok.size':
    'board size N x N (5 to 1000; default 19, or 15 under renju with --moves or --forbidden)',
  'help.omok.explain': 'the answer, the board with the winning line marked, every long line',
  'help.omok.json': 'one JSON object per board: winner, at, lines',
  'help.omok.moves':
    'the input is a game record, black first ("h8" or "8 8" per move): replay it to the decisive move',
  'help.omok.forbidden':
    "black's forbidden points on the board, drawn and listed (with --rule renju); with --batch one line per board",
  'help.omok.best':
    'the engine: the best move for the side to move, its evaluation, the principal variation and any forced win',
  'help.omok.solve':
    'the engine: a forced win for the side to move, by fours (VCF) then by threes (VCT), or none',
  'help.omok.time': 'thinking time of --best in milliseconds (default 1000)',
  'help.omok.depth':
    'most moves of the winner --solve looks for (default 12 by fours, 6 by threes)',
  'help.omok.side': 'side to move for --best and --solve (default: from the stone counts)',
  'help.omok.after': `Exit codes: 0 answered; 2 bad usage or malformed input (one line naming the row and the
point; in a batch, the boards before it are answered); 3 a board breaks the promise (both
colours win, or one colour wins twice): the message names every winning line, and no answer
is printed for it.

Game records (--moves): one move per line or separated by spaces or commas, black first; a move
is "row col" counted from the top left as above, or a coordinate like "h8": column letter from the
left (a is column 1, i is not skipped), row number from the bottom. The game is replayed to its
decisive move: a win, or under renju a forbidden move by black, which loses. A bad move, a point
off the board or played twice: one line naming the move, exit code 2.

Forbidden points (--rule renju --forbidden): the board drawn with black's forbidden points and
their list; with --batch, one line per board as it is read: "row col reason" joined by ", ", or
"none"; with --json, one object per board and line.

The engine (--best, --solve): the board (or --moves record) is a game in progress; black moves
first, so the side to move is black when the stone counts are equal and white when black has one
more, unless --side says otherwise. Moves are named like "h8". --size defaults to 15 under renju,
else 19 (5 to 26).`,
  'help.omok.examples': `  nori omok examples/omok-sample.txt            # 1, then the row and column of the five
  nori omok --explain examples/omok-sample.txt
  nori omok --rule renju --forbidden examples/renju-forbidden.txt
  echo "h8 h9 i8 i9 j8 j9 k8 k9 l8" | nori omok --moves
  nori omok --best --rule renju examples/renju-forbidden.txt`,

  'help.gen': 'write N valid inputs from a seeded generator (uniform and edge cases)',
  'help.gen.count': 'how many inputs',
  'help.gen.examples': `  nori gen yut --seed 1                         # one line of ten dice
  nori gen omok --count 3 --seed 7              # three boards`,

  'help.check':
    "stress-test a solution (yours or anyone's) against the reference and shrink the first failure",
  'help.check.solution':
    'a source file (sol.cpp, sol.c, sol.py, Main.java, sol.kt, sol.rs, sol.js, sol.go), compiled as Baekjoon does; or, after --, the command to run, e.g. -- python3 sol.py',
  'help.check.cases': 'run exactly N cases (default: as many as --time allows)',
  'help.check.time':
    'seconds of running cases (default {fast}; {slow} for Python, Java, Kotlin and node.js)',
  'help.check.seed': 'seed of the case generator',
  'help.check.time-limit':
    "CPU time limit per run in milliseconds (default: the problem's, {limits})",
  'help.check.timeout': 'the same as --time-limit',
  'help.check.memory-limit': "memory limit per run in MB (default: the problem's, {limits})",
  'help.check.jobs': 'runs in parallel (default: the number of cores, {cores}; at most {max})',
  'help.check.save': 'write the shrunk failing case here',
  'help.check.shrink-time':
    'time box for shrinking, in milliseconds of CPU time of its runs (default: 150 typical runs, 10000 to 120000)',
  'help.check.sanitize':
    'C and C++: build with checks for undefined behaviour (an index outside an array, signed overflow, ...); such a run stops with RE and the line where it happened',
  'help.check.coverage':
    'print the coverage table: each structural feature and how many cases had it',
  'help.check.json': 'write the outcome as one JSON object (verdicts, counterexample, description)',
  'help.check.verdicts': 'Verdicts of a run, in order of precedence (the first that applies):',
  'help.check.verdict.TLE': `time limit exceeded: more CPU time (user + system, of everything the program
       started) than --time-limit, or no answer within 10 times that of wall-clock
       time (a program that waits). Confirmed by running the case again alone.`,
  'help.check.verdict.MLE': `memory limit exceeded: a peak resident memory of the program's processes over
       --memory-limit (measured from /proc on Linux; elsewhere not judged).`,
  'help.check.verdict.OLE': 'output limit exceeded: more than 1 MiB on standard output.',
  'help.check.verdict.RE': 'runtime error: a non-zero exit code, or killed by a signal.',
  'help.check.verdict.WA': 'wrong answer: a clean exit, but another answer than the reference.',
  'help.check.verdict.AC': `accepted: the tokens of the reference, line by line, as Baekjoon judges (spaces
       at the end of a line and blank lines at the end do not matter).`,
  'help.check.killed': `Whatever the verdict, everything the program started is killed when its run ends, also
processes that left its process group or session.`,
  'help.check.limits': 'Limits of the problems (--time-limit and --memory-limit change them):',
  'help.check.limit-row': 'Baekjoon {number}: {ms} ms, {mb} MB',
  'help.check.cases-text': `Cases: the traps of the catalogue of mistakes and one structured case per feature of
the problem's coverage table run first, then seeded random cases, for --time seconds or
exactly --cases N; --coverage prints the table. On a failure, nori shrinks the case and
describes it in words and a picture (the lines that matter on the Omok board; for Dice
Yut the best plan and the one rule changed that gives your number), and compares your
answers with a catalogue of mistakes learners make; when one explains every answer, the
report names it, with the rule it breaks.`,
  'help.check.compile':
    'A source file is compiled as Baekjoon compiles it, into a cache (XDG_CACHE_HOME/nori):',
  'help.check.extra-time': '(time limit {factor}x + {seconds} s)',
  'help.check.compile-after': `A compile error is shown as the compiler printed it (exit 2). The extra time applies
when no --time-limit is given. A Java file is made into the Main.java Baekjoon takes (its package
line and a byte order mark left out, its class renamed to Main); nori says what it changed.`,
  'help.check.exit': `Exit codes: 0 every case passed; 1 a failing case was found (and reported); 2 bad usage,
or output that cannot be written; 128+N when stopped by signal N (129 SIGHUP, 130 SIGINT
(Ctrl-C), 131 SIGQUIT, 143 SIGTERM, ...), with every running program killed and no
half-written --save file.`,
  'help.check.examples': `  nori check yut sol.cpp                        # compiled as Baekjoon does
  nori check omok Main.java --cases 500 --seed 1
  nori check yut -- python3 sol.py              # any command, after --
  nori check yut examples/yut-same-number.cpp   # a wrong solution: the shrunk case`,

  'help.serve': 'serve the web playground',
  'help.serve.port': 'port (0 picks a free one)',
  'help.serve.host': 'address to listen on (0.0.0.0 or :: for every network interface)',
  'help.serve.open': 'open the playground in the browser ($BROWSER, else the system default)',
  'help.serve.max-connections':
    'connections kept open at once; over it the oldest idle one is closed',
  'help.serve.examples': `  nori serve                                    # http://127.0.0.1:8017/
  nori serve --port 0 --open                    # any free port, in the browser`,

  'help.brain': 'a Gomocup (Piskvork) brain: the omok engine on standard input and output',
  'help.brain.debug': 'after each move, a DEBUG line with what the search found',
  'help.brain.after': `Speaks the Gomocup brain protocol (START, RESTART, BEGIN, TURN, BOARD ... DONE, INFO, TAKEBACK,
END, ABOUT): run it from a Gomocup manager or Piskvork as the brain's command. Boards of 5 to 26
points; INFO rule 0 five or more, 1 exactly five, 4 renju; moves within INFO timeout_turn and the
match time left.`,
  'help.brain.examples': `  printf 'START 15\\nBEGIN\\nEND\\n' | nori brain    # the first move on a 15 x 15 board`,

  'help.completion': 'print a shell completion script: bash, zsh or fish',
  'help.completion.shell': 'the shell',
  'help.completion.examples': `  nori completion bash > ~/.local/share/bash-completion/completions/nori
  nori completion zsh > ~/.zfunc/_nori
  nori completion fish > ~/.config/fish/completions/nori.fish`,

  // --- the option parser's errors (commander, rendered by src/cli/usage.ts)
  'cli.unknown-option': "unknown option '{option}'",
  'cli.unknown-option.near': "unknown option '{option}' (did you mean {near}?)",
  'cli.unknown-option.root':
    "unknown option '{option}' (it is an option of nori itself: nori {option})",
  'cli.unknown-command': "unknown command '{command}'",
  'cli.unknown-command.near': "unknown command '{command}' (did you mean {near}?)",
  'cli.version-alone': "{flag} takes nothing after it, found '{found}'",
  'cli.missing-argument': "missing required argument '{argument}'",
  'cli.missing-value': "option '{option}' argument missing",
  'cli.too-many-arguments': 'too many arguments: expected {expected}, found {found}',
  'cli.conflict': "option '{option}' cannot be used with option '{other}'",
  'cli.bad-choice': '{what} must be one of {choices}, found {found}',
  'cli.bad-value': '{what}: {why}',
  'cli.value-is-dashes': 'its value is missing: -- starts the command to run',

  // --- errors in an input, by place (src/i18n/input.ts) and by what (the parsers' codes)
  'input.at': '{place}: {what}',
  'input.board': '{what} (board {board})',
  'place.line': 'line {line}',
  'place.line-column': 'line {line}, column {column}',
  'place.line-roll': 'line {line}, roll {token}',
  'place.row-value': 'row {row}, value {token}',
  'place.row-value-line': 'row {row}, value {token} (line {line})',
  'dice.empty': 'expected {expected} dice, found none',
  'dice.count': 'expected {expected} dice, found {found}',
  'dice.not-a-number': 'expected a die from 1 to {faces}, found {found}',
  'dice.out-of-range': 'a die shows 1 to {faces}, found {found}',
  'dice.extra-line': 'expected only one line of dice, found more text',
  'grid.bad-value.joined': 'expected 0, 1 or 2, found {found}: put a space between the values',
  'grid.bad-value': 'expected 0, 1 or 2, found {found}',
  'grid.extra-values': 'expected {expected} values, found more: {found}',
  'grid.extra-text': 'expected the end of the input after {expected} rows, found {found}',
  'grid.missing-values': 'expected {expected} values, found {found}',
  'grid.missing-rows': 'expected {expected} rows, found {found}',
  'grid.missing-rows.blank': 'expected {expected} rows, found a blank line after {found}',
  'grid.missing-rows.none': 'expected {expected} rows, found none',

  // --- game records (src/omok/record.ts)
  'record.bad-move':
    'move {move} {text}: expected a point such as "h8" (column letter, row from the bottom) or "8 8" (row and column from the top)',
  'record.missing-column':
    'move {move} {text}: a row number must be followed by its column on the same line',
  'record.off-board.row':
    'move {move} {text}: row {value} is off the {size} x {size} board (1 to {size})',
  'record.off-board.column':
    'move {move} {text}: column {value} is off the {size} x {size} board (1 to {size})',
  'record.off-board.letter':
    'move {move} {text}: column {value} is off the {size} x {size} board (a to {last})',
  'record.off-board.from-bottom':
    'move {move} {text}: row {value} is off the {size} x {size} board (1 to {size}, counted from the bottom)',
  'record.taken': 'move {move} {text}: the point was already played by move {earlier}',

  // --- Dice Yut board files (src/yut/board-file.ts, board-file-json.ts); places by input.at
  'json.expected': 'expected {expected}, found {found}',
  'json.expected.closing-quote': 'a closing quote (strings cannot hold control characters)',
  'json.expected.hex': 'four hexadecimal digits after \\u',
  'json.expected.escape': 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)',
  'json.expected.value': 'a value',
  'json.expected.key': 'a key in double quotes',
  'json.expected.colon': '":" after the key',
  'json.expected.comma-brace': '"," or "}"',
  'json.expected.comma-bracket': '"," or "]"',
  'json.end-of-text': 'the end of the text',
  'json.found.line-break': 'a line break',
  'json.found.control': 'control character {code}',
  'json.unterminated': 'unterminated string',
  'json.too-deep': 'nesting deeper than {depth} levels',
  'board.not-json': 'not valid JSON: {why}',
  'board.found.object': 'an object',
  'board.found.array': 'an array',
  'board.found.string': 'the string {value}',
  'board.found.number': 'the number {value}',
  'board.found.function': 'a function',
  'board.found.symbol': 'a symbol',
  'board.found.empty-slot': 'an empty slot of the array',
  'board.start': 'start',
  'board.end': 'end',
  'board.red': 'red',
  'board.blue': 'blue',
  'board.in-path': '{path}: {what}',
  'board.in-cell': 'cell {label}: {what}',
  'board.not-an-object': 'a board file holds one JSON object, found {found}',
  'board.unknown-field':
    'unknown field {key} (a board has name, description, start, end and cells)',
  'board.unknown-cell-field': 'unknown field {key} (a cell has label, number, red and blue)',
  'board.given-twice': '{key} is given twice',
  'board.given-twice.one': '{key} is given twice (a board has exactly one {which})',
  'board.not-a-string': '{key} must be a string, found {found}',
  'board.missing-endpoint': 'missing {key} (the label of the {which} cell)',
  'board.endpoint-count': '{key} names {count} cells; a board has exactly one {which}',
  'board.missing-name': 'missing "name"',
  'board.name-control': '"name" must not hold control characters, found {found}',
  'board.missing-cells': 'missing "cells" (the list of cells)',
  'board.cells-not-array': '"cells" must be an array of cells, found {found}',
  'board.no-cells': '"cells" is empty',
  'board.cell-not-object': 'a cell must be an object, found {found}',
  'board.missing-label': 'missing "label"',
  'board.bad-label':
    'a label is 1 to {max} characters without spaces, commas or control characters, found {found}',
  'board.duplicate-label': 'label {label} is already used by {first}',
  'board.missing-number': 'missing "number"',
  'board.number-not-integer': '"number" must be an integer, found {found}',
  'board.number-range': '"number" must be from 0 to {max}, found {found}',
  'board.endpoint-unknown': '{key} names an unknown cell {label}',
  'board.start-is-end': '"start" and "end" name the same cell {label}',
  'board.end-has-arrow':
    'the end cannot have a {colour} arrow (a piece that reaches the end stays there)',
  'board.arrow-unknown': '{colour} arrow to an unknown cell {label}',
  'board.self-arrow': '{colour} arrow to itself',
  'board.missing-red': 'missing "red" (every cell but the end needs a red arrow)',
  'board.too-many-cells':
    'the board has {cells} cells; with {pieces} pieces the solvers handle at most {limit}',
  'board.end-unreachable.one':
    'the end cannot be reached from it with rolls of 1 (a piece there could never finish)',
  'board.end-unreachable':
    'the end cannot be reached from it with rolls of 1 to {faces} (a piece there could never finish)',
  'board.spec-faces': 'faces must be a whole number from {min} to {max}, found {faces}',
  'board.spec-not-an-object': 'a board spec is an object with "cells"',
  'board.spec-too-many-cells': 'the board has {cells} cells; the solvers handle at most {max}',

  // --- reading and writing files (src/cli/io/)
  'io.read-failed': 'cannot read {file}: {why}',
  'io.stdin': 'standard input',
  'io.stdin-directory': 'cannot read standard input: it is a directory',
  'io.too-large': 'input is larger than {bytes} bytes; use --batch for many cases',
  'io.too-large.record': 'input is larger than {bytes} bytes: no game record is that long',
  'io.line-too-long': 'line {line}: longer than {max} characters',
  'io.write-failed': 'cannot write {file}: {why}',
  'io.stdout': 'standard output',
  'io.stderr': 'standard error',
  'check.save.dash': '--save needs a file name, found "-" (the report goes to standard output)',
  'check.save.empty': '--save needs a file name, found ""',
  'check.save.refused': 'cannot write {file} (--save): {why}',
  'check.save.socket': 'it is a socket; give a regular file',
  'check.save.block-device': 'it is a block device; give a regular file',
  'check.save.stream': "it is nori's {stream}",
  'check.save.input': 'it is {input}, an input of the check; give another file',
  'sys.ENOENT': 'no such file',
  'sys.ENOENT.directory': 'no such directory',
  'io.own-stream': "it is nori's own {stream}",
  'io.fifo': 'it is a named pipe (FIFO); give a regular file',
  'sys.EISDIR': 'it is a directory',
  'sys.ENOTDIR': 'a part of the path is not a directory',
  'sys.EACCES': 'permission denied',
  'sys.EROFS': 'the file system is read-only',
  'sys.ENOSPC': 'no space left on the device',
  'sys.EDQUOT': 'the disk quota is used up',
  'sys.EFBIG': 'the file would be too large',
  'sys.ENXIO': 'no device or reader at the other end (a socket, or a pipe nobody reads)',
  'sys.EBADF': 'it is not open (a closed file descriptor)',
  'sys.EIO': 'an input/output error of the device',
  'sys.EMFILE': 'too many open files',
  'sys.ENAMETOOLONG': 'the name is too long',
  'sys.ELOOP': 'too many symbolic links (a loop?)',
  'sys.EPIPE': 'the reader has gone',
  'sys.ETXTBSY': 'the file is busy',
  'sys.EINVAL': 'it cannot be read or written this way',

  // --- Omok's words and outputs (src/omok/render.ts, record-render.ts, renju-render.ts, cli/omok)
  'omok.color.1': 'black',
  'omok.color.2': 'white',
  'omok.color-number': '{color} ({number})',
  'omok.colored-line': '{color} {line}',
  'omok.dir.horizontal': 'horizontal',
  'omok.dir.vertical': 'vertical',
  'omok.dir.falling': 'falling diagonal \\',
  'omok.dir.rising': 'rising diagonal /',
  'omok.length.1': 'one',
  'omok.length.2': 'two',
  'omok.length.3': 'three',
  'omok.length.4': 'four',
  'omok.length.5': 'five',
  'omok.length.6': 'six',
  'omok.length.7': 'seven',
  'omok.length.8': 'eight',
  'omok.length.9': 'nine',
  'omok.length.many': '{count} in a row',
  'omok.line': '{length} from {fromRow} {fromCol} to {toRow} {toCol}',
  'omok.rule.standard': 'exactly five in a row wins, six or more does not',
  'omok.rule.freestyle': 'five or more in a row wins',
  'omok.rule.renju':
    'black wins with exactly five, white with five or more; six or more black stones are a forbidden overline',
  'omok.rule-name.standard': 'standard',
  'omok.rule-name.freestyle': 'freestyle',
  'omok.rule-name.renju': 'renju',
  'omok.kind.win': 'wins',
  'omok.kind.overline': 'overline: forbidden to black, no win',
  'omok.kind.no-win': 'no win: only exactly five wins',
  'omok.judged-line': '{line}, {direction}: {kind}',
  'omok.explain.rule': 'rule: {name} ({rule}), board {size} x {size}',
  'omok.explain.no-answer': 'no answer: the board breaks the promise: {why}',
  'omok.explain.marks-one': '[ ] marks the winning line',
  'omok.explain.marks-many': '[ ] marks the winning lines',
  'omok.explain.no-line': '{who}: no line of five or more',
  'omok.broken.both': 'both colours have a winning line: {lines}',
  'omok.broken.twice': '{color} has {count} winning lines: {lines}',
  'omok.broken.board': 'board {board} (line {line}) breaks the promise: {why}',
  'omok.broken.single': 'the board breaks the promise: {why}',
  'omok.list.separator': '; ',
  'omok.list.more': '{list}; and {more} more',
  'omok.join': '{a}{separator}{b}',
  'omok.list.and': ' and ',
  'omok.point.named': '{name}, at {row} {col}',
  'omok.point.at': 'at {row} {col}',
  'omok.point.row-col': 'row {row}, column {col}',
  'omok.replay.none': 'no winner after {moves:move/moves}',
  'omok.replay.head': 'move {move} ({color} {point})',
  'omok.replay.five': '{head}: {color} wins with {line}',
  'omok.replay.forbidden': '{head}: {why}; {winner} wins',
  'omok.replay.overline': 'an overline ({line}), forbidden to black',
  'omok.replay.double-four': 'a double-four ({shapes}), forbidden to black',
  'omok.replay.double-three': 'a double-three ({shapes}), forbidden to black',
  'omok.shapes.fours': 'fours {directions}',
  'omok.shapes.threes': 'threes {directions}',
  'omok.shapes.fours.one-line': 'two fours on one line, {direction}',
  'omok.shapes.threes.one-line': 'two threes on one line, {direction}',
  'omok.replay.moves': 'moves: {moves} in the record, {played} replayed',
  'omok.replay.ignored': ', {ignored} after the decisive move ignored',
  'omok.replay.legend': 'odd numbers are black stones, even numbers white',
  'omok.replay.legend.decisive': '; [ ] the decisive move',
  'omok.replay.legend.five': ', ( ) its winning line',
  'omok.replay.legend.overline': ', ( ) the overline',
  'omok.replay.not-replayed':
    '{moves:move was/moves were} not replayed: the game ended at move {move}',
  'cli.note': 'note: {what}',
  'omok.reason.double-three': 'double-three',
  'omok.reason.double-four': 'double-four',
  'omok.reason.overline': 'overline',
  'omok.forbidden.none': 'no forbidden points for black',
  'omok.forbidden.legend': 'black may not play at 3 (double-three), 4 (double-four), 6 (overline)',
  'omok.forbidden.count': '{count:forbidden point/forbidden points} for black (row col reason):',
  'omok.error.best-only': '{option} is for --best',
  'omok.error.solve-only': '{option} is for --solve',
  'omok.error.engine-only': '{option} is for --best or --solve',
  'omok.forbidden.needs-renju':
    '--forbidden needs --rule renju (only black under renju has forbidden moves)',
  'omok.engine.to-move': '{color} to move ({rule}, {size} x {size})',
  'omok.engine.no-move': 'no legal move',
  'omok.engine.best': 'best move: {point} (row {row}, column {col})',
  'omok.engine.evaluation': 'evaluation: {score}',
  'omok.engine.evaluation.searched': 'evaluation: {score} (depth {depth}, {nodes} positions)',
  'omok.engine.wins-in': 'wins in {moves}',
  'omok.engine.loses-in': 'loses in {moves}',
  'omok.engine.pv': 'principal variation: {line}',
  'omok.engine.forced': 'forced win: {win}',
  'omok.engine.vcf': 'VCF (continuous fours)',
  'omok.engine.vct': 'VCT (fours and threes)',
  'omok.engine.win': '{color} wins by {by} in {moves}: {line}',
  'omok.engine.no-win': 'no forced win for {color} found within {within}',
  'omok.engine.no-win.budget':
    'no forced win for {color} found within {within} (the search budget ran out first)',
  'omok.engine.within.default': '12 moves by fours, 6 by fours and threes',
  'omok.engine.within': '{depth} moves',
  'omok.engine.over.record': 'the game is over: move {move} ({point}) decided it by {how}',
  'omok.engine.over.board':
    'the game is over: the board already has a winning line (see nori omok without {option})',
  'omok.engine.over.full': 'the game is over: the board is full without a winner (a draw)',
  'omok.engine.decided.five': 'a five',
  'omok.engine.decided.overline': 'a forbidden overline',
  'omok.engine.decided.double-four': 'a forbidden double-four',
  'omok.engine.decided.double-three': 'a forbidden double-three',
  'omok.engine.whose-turn':
    'cannot tell whose turn it is: black must have as many stones as white or one more (say it with --side)',

  // --- Dice Yut's reports (src/yut/policy-format.ts, src/cli/yut/)
  'yut.game': 'Board "{board}" ({cells} cells), {turns:turn/turns}, {pieces:piece/pieces}, {die}',
  'yut.die.one': 'a die that always shows 1',
  'yut.die.faces': 'a die of 1 to {faces}',
  'yut.policy.best': 'Best policy, each roll seen just before its move:',
  'yut.policy.foresight': 'Perfect foresight, all rolls known in advance:',
  'yut.policy.float': '(floating point)',
  'yut.policy.exact': '(exactly {numerator} / {faces}^{turns})',
  'yut.policy.mean': '(mean over all {inputs} inputs)',
  'yut.policy.estimate': '(estimate from {inputs} random inputs, standard error {error})',
  'yut.policy.worth': 'Knowing every roll in advance is worth {points} points on average.',
  'yut.policy.worth-unsure':
    'Knowing every roll in advance is worth between 0 and {high} points on average (the estimate, {points}, is within two standard errors of the policy).',
  'yut.policy.states': "The policy's table holds {states} positions.",
  'yut.advise.head':
    'Turn {turn} of {turns}, roll {roll}, score so far {score}; {left:turn/turns} after this one.',
  'yut.advise.piece': 'piece',
  'yut.advise.from': 'from',
  'yut.advise.to': 'to',
  'yut.advise.points': 'points',
  'yut.advise.expected': 'expected final score',
  'yut.advise.best-mark': '<- best',
  'yut.advise.finished': 'cannot move: finished',
  'yut.advise.occupied': 'cannot move: it would land on piece {piece} ({cell})',
  'yut.advise.none':
    'No piece can move: the turn passes and scores nothing. Expected final score {expected}.',
  'yut.advise.move': 'Move piece {piece} from {from} to {to}: expected final score {expected}.',
  'yut.progress.counting': 'counting positions',
  'yut.progress.positions': 'positions',
  'yut.progress.policy': 'best policy',
  'yut.progress.foresight': 'perfect foresight',
  'yut.progress.best': 'best score',
  'yut.progress.cases': 'cases',
  'yut.progress.all': 'solving every input',
  'yut.progress.parts': 'parts',
  'yut.all.solved':
    '{count} inputs solved in {seconds} s; {file}: {bytes} bytes, uint16 little-endian',
  'yut.all.none': 'no inputs',
  'yut.all.figures':
    'smallest {smallest} ({atSmallest:input/inputs}), largest {largest} ({atLargest:input/inputs}), mean {mean}, median {median}',
  'yut.all.distribution': 'distribution:',
  'yut.all.distribution.bins': 'distribution, in bins of {width} points:',
  'yut.all.answer': 'answer',
  'yut.all.inputs': 'inputs',
  'yut.all.share': 'share',
  'yut.all.lowest': 'lowest answers:',
  'yut.all.highest': 'highest answers:',
  'yut.error.out-only-all': '--out FILE is only for --all (the table of every input)',
  'yut.error.all-needs-out':
    '--all needs --out FILE: the table is 19,531,250 bytes of binary; the summary goes to standard output',
  'yut.error.reads-no-input': '{option} reads no input; remove the argument "{file}"',
  'yut.error.out-needs-name': '--out needs a file name (standard output receives the summary)',
  'yut.error.only-advise': '{option} is for --advise',
  'yut.error.advise-not-policy': '{option} is for --advise, not --policy',
  'yut.error.integer.range': '{option} must be an integer from {min} to {max}, found {found}',
  'yut.error.integer.at-least': '{option} must be an integer of {min} or more, found {found}',
  'yut.error.no-board':
    '--board {name}: no shipped board of that name ({boards}); a board file is named by its path, e.g. ./{name}.json',
  'yut.error.board-needs-name': '--board needs the name of a board file',
  'yut.error.board-too-large':
    '{file} is larger than {bytes} bytes (a board of 1,000 cells takes about 60 kB)',
  'yut.error.in-board': '--board {name}: {why}',
  'yut.error.board': '--board: {why}',
  'yut.error.policy-too-large':
    'the policy needs about {about} positions, more than the {limit} it can hold ({pieces:piece/pieces}, {turns:turn/turns}, a {cells}-cell board); use fewer pieces or turns',
  'yut.error.advise-needs-at':
    '--advise needs --at CELLS: the cells of pieces 1 to {pieces}, e.g. --at {example}',
  'yut.error.advise-needs-turn': '--advise needs --turn T: the turn being played, 1 to {turns}',
  'yut.error.advise-needs-roll': '--advise needs --roll D: the roll just made, 1 to {faces}',
  'yut.error.at': '--at: {why}',
  'advise.unknown-cell': 'piece {piece}: {shown} is not a cell of the board {board}',
  'advise.empty-name': 'an empty name',
  'advise.wrong-count':
    'the position names {count:cell/cells}, one per piece; the game has {pieces} pieces',
  'advise.wrong-count.position': 'the position has {count} pieces; the game has {pieces}',
  'advise.cell-not-id':
    "piece {piece}: a position holds cell ids (numbers: indexes of the board's labels), found {found}",
  'advise.no-cell': 'piece {piece}: no cell {cell} on the board',
  'advise.shared':
    'pieces {a} and {b} are both on {cell} (only {start} and {end} hold several pieces)',
  'advise.turn': 'the turn must be from 1 to {turns}, found {turn}',
  'advise.roll': 'a roll shows 1 to {faces}, found {roll}',
  'advise.score': 'the score so far must be a whole number of points, found {score}',
  'advise.score-range':
    'the score so far must be a whole number of points from 0 to {max}, found {score}',
  'yut.too-large':
    'this game is too large to solve exactly: more than {limit} positions (use fewer pieces, turns or faces)',
  'yut.policy.too-many':
    'the policy needs more than {limit} positions ({pieces:piece/pieces}, {turns:turn/turns}, a {cells}-cell board); use fewer pieces or turns',
  'yut.picture.start': 'start: {pieces}',
  'yut.picture.end': 'end: {pieces}',
  'yut.picture.legend': '(* blue corner: a move starting there turns inward)',
  'gen.seed': 'seed {seed}',

  // --- nori serve (src/cli/serve/)
  'serve.every-interface':
    'listening on every network interface: anyone on your network can open the playground',
  'serve.stop': 'press Ctrl+C to stop',
  'serve.evicted': '{count:connection/connections} closed to stay within {max} open',
  'serve.bad-port': '--port: expected a port number from 0 to 65535, found "{found}"',
  'serve.bad-host': '--host: expected an address, found nothing',
  'serve.bad-max-connections':
    '--max-connections: expected a number from 1 to 100000, found "{found}"',
  'serve.not-built': 'the playground is not built (dist/web is missing): run npm run build',
  'serve.in-use':
    'port {port} on {host} is already in use; choose another with --port (0 picks a free one)',
  'serve.no-permission':
    'no permission to listen on port {port}; choose a port above 1023 with --port',
  'serve.not-local': 'cannot listen on {host}: not an address of this machine',
  'serve.unknown-host': 'cannot listen on {host}: unknown host',
  'serve.listen-failed': 'cannot listen on {host}:{port}: {why}',
  'serve.browser-failed': 'cannot open a browser with {command} ({why}); open {url}',
  'serve.browser-exited': 'cannot open a browser: {command} exited with {code}; open {url}',
  'serve.browser-error': 'cannot open a browser: {command}: {why}; open {url}',
  'serve.status.400': 'bad request',
  'serve.status.404': 'not found',
  'serve.status.405': 'method not allowed',
  'serve.status.500': 'internal error',
  'serve.status.501': 'not implemented',
  'serve.rebuilding': 'the playground is being rebuilt; reload in a moment',
  'serve.not-found': 'not found',

  // --- nori brain's human-readable texts (after ERROR, MESSAGE, UNKNOWN, DEBUG)
  'brain.line-too-long': 'line too long: over {bytes} bytes, ignored',
  'brain.rectangular': 'rectangular boards are not supported',
  'brain.begin-not-empty':
    'BEGIN is for an empty board (the brain moves first); stones on this one: {stones}',
  'brain.no-board': 'no board yet: START first',
  'brain.unknown-command': 'command {command}',
  'brain.bad-size': 'unsupported size {size}: nori plays on {min} to {max}',
  'brain.bad-point': 'expected "x,y", found {found}',
  'brain.off-board': '{col},{row} is off the {size} x {size} board',
  'brain.over': 'the game is over',
  'brain.taken': '{col},{row} is already taken',
  'brain.cannot-play': '{col},{row} cannot be played',
  'brain.decided': 'the game is over: {col},{row} decided it ({why})',
  'brain.not-last':
    '{col},{row} is not the last stone ({lastCol},{lastRow}): TAKEBACK takes back the last one',
  'brain.no-stone': '{col},{row} holds no stone',
  'brain.board-line': 'board line {line}: {why}',
  'brain.bad-board-line': 'expected "x,y,field" or DONE, found {found}',
  'brain.bad-field': 'field {field} is not 1, 2 or 3',
  'brain.twice': '{col},{row} is given twice',
  'brain.board-refused': 'board refused: {refused:bad line/bad lines}; the position is unchanged',
  'brain.board-turn':
    "board refused: {own:own stone/own stones} and {theirs} of the opponent's cannot be the brain's turn",
  'brain.board-won': 'the board already has a winning line',
  'brain.info-range': 'INFO {key}: {found} is out of range',
  'brain.bad-info': 'INFO {key}: expected a whole number, found {found}',
  'brain.caro': 'caro is not supported: nori plays five or more',
  'brain.five': 'five',
  'brain.no-move': 'no legal move left',
  'brain.search-failed':
    'the search stopped on an internal error ({reason}); the engine was set up again from the game',
  'brain.debug': 'depth {depth}, {nodes} positions, score {score}{forced}, {ms} ms',
  'brain.debug.forced': ', forced win by {kind}',

  // --- the check's report: the counterexample in words (src/stress/*-describe.ts), the diagnosis
  // (src/stress/diagnose.ts) and how a run ended (src/stress/runner.ts)
  'check.rule': 'The rule: {rule}',
  'check.diagnosis.none': 'No mistake of the catalogue explains your answers on all {cases} cases.',
  'check.diagnosis.coincidence':
    'Perhaps a coincidence: the rule change below gives your number on the shrunk case only, not your answers on the other cases run, so compare the plan at the end with your program.',
  'check.diagnosis.first-difference':
    'First difference: line {line}: expected {expected}, found {found}',
  'check.diagnosis.match':
    'Your answers match a solver that {mistake} on {cases} of {cases} cases.',
  'check.diagnosis.where': 'Where to look ({cells}): the cells marked with pieces below.',
  'check.diagnosis.same-answer':
    'Your program prints the same answer ({answer}) on all {cases} cases, whatever the input: check that it reads the input from standard input (not a test input written into the code, nor a file).',
  'check.diagnosis.prints-nothing':
    'Your program prints nothing on all {cases} cases: check that it prints its answer to standard output (not to a file or to standard error only), and that it reaches the print.',
  'check.diagnosis.reads-file':
    'Your program stops because it cannot open the file {file}: the judge gives the input on standard input, so read it from there (take out the open or freopen of a test file).',
  'check.diagnosis.reads-file.unnamed':
    'Your program stops because it cannot open a file: the judge gives the input on standard input, so read it from there (take out the open or freopen of a test file).',
  'check.diagnosis.out-of-range':
    'Your program stops because it reads outside an array ({error}). Find the index that goes past the end, or below 0, on the shrunk case: check an index before reading with it.',
  'check.diagnosis.out-of-range.index':
    'Your program stops because it reads outside an array ({error}): index {index} of an array of length {length}, whose indices go from 0 to {last}. Check an index before reading with it.',
  'check.diagnosis.out-of-range.omok':
    'On the board, a walk along a line must stop at the edge: check that the next point is on the board (rows and columns 1 to 19 are indices 0 to 18) before reading it. Look at the stones on the edge in the shrunk case.',
  'check.diagnosis.out-of-range.yut':
    'In Dice Yut, often a piece moved past the end of its route, or an array of a route or of the board one cell short: check the index before each read, and stop a piece that reaches the end (it is finished).',
  'check.diagnosis.extra-output':
    'Your output holds the right answer on all {cases} cases, but other lines besides (the first: {line}): a debugging print left in? Baekjoon judges everything the program prints.',
  'check.diagnosis.extra-lines':
    'Your program prints more lines than any answer has, on all {wrong} wrong cases of the {cases} run (its first line: {line}): a debugging print left in? Baekjoon judges everything the program prints. Take it out and check again: the answer among those lines is wrong on some cases too, so another mistake may be behind it.',
  'check.diagnosis.layout':
    'Your numbers are right on all {cases} cases; only the lines they are printed on differ from the expected output, and Baekjoon judges the lines too (its verdict: presentation error, 출력 형식이 잘못되었습니다).',
  'check.try-sanitize':
    'It is a C or C++ source: check it again with --sanitize. A read outside an array (past the board’s edge, say) passes unnoticed in a build without checks and may give a wrong answer; with them, the program stops where it happens.',
  'check.re.after-answer':
    'The answer printed is right; the program failed after printing it. Does it read a second case, or more input than there is? Baekjoon gives one case per run.',
  'check.mistake.same-answer': 'prints the same answer whatever the input',
  'check.mistake.prints-nothing': 'prints nothing, whatever the input',
  'check.mistake.reads-file': 'reads a file instead of standard input',
  'check.mistake.out-of-range': 'reads outside an array',
  'check.mistake.after-answer': 'stops with an error after printing the right answer',
  'check.mistake.extra-output': 'prints other lines besides the answer',
  'check.mistake.extra-lines': 'prints more lines than the answer, and makes another mistake',
  'check.mistake.layout': 'prints the right numbers on other lines than the problem asks',
  'run.end.exit-code': 'exit code {code}',
  'run.end.killed-by': 'killed by {signal}',
  'run.end.cpu-limit': 'over the {limit} ms CPU time limit: {times}; {after}',
  'run.end.killed': 'killed',
  'run.end.ended-past': 'it ended past it ({end})',
  'run.end.wall-no-cpu':
    'no answer within {limit} ms (wall clock: CPU time cannot be measured on this system); everything it started was killed',
  'run.end.wall-cap':
    'no answer within the {limit} ms wall-clock cap ({times}): it waited rather than computed; everything it started was killed',
  'run.end.output-held':
    "it ended ({end}), but its output was still open after {limit} ms, held by a process that escaped nori (it left the run's group and session and cleared its environment), which nori could not find to kill",
  'run.end.output-limit': 'printed more than {bytes} bytes; everything it started was killed',
  'run.end.process-limit':
    'more than {processes} processes at once; everything it started was killed',
  'run.end.aborted': 'stopped by nori',
  'yut.change.merge': 'cells {x} and {y} (both {number}) are treated as one cell',
  'yut.change.share': 'two pieces may stand on {x} together',
  'yut.change.no-blue':
    'the blue arrow of {x} is ignored (a move starting on {x} goes on along the outer ring)',
  'yut.change.blue-passing': 'a move that passes over {x} takes its blue arrow',
  'yut.change.route-copies':
    'the cells where routes meet and after (25, the centre 30, 35, 40) are a separate copy for each route',
  'yut.change.meet':
    'a piece that came by {first} and a piece that came by {second} may stand on {x} together',
  'yut.route.blue': 'the blue arrow of {cell}',
  'yut.route.outer': 'the outer ring',
  'yut.change.finished-moves': 'a piece on the end may be moved again',
  'yut.change.end-blocks': 'a piece on the end stops others from arriving',
  'yut.change.end-points': 'reaching the end scores points',
  'yut.change.exact-end': 'a piece reaches the end only with the exact roll',
  'yut.change.last-stuck': 'a piece on {x} can no longer move (not even to the end)',
  'yut.rule.occupied':
    'a move may not end on a cell that holds another piece (the end excepted); cells with equal numbers are still different cells.',
  'yut.rule.blue': 'only a move that starts on a blue corner takes its blue arrow.',
  'yut.rule.finished': 'a piece on the end cannot be chosen.',
  'yut.rule.end-blocks': 'any number of pieces may stand on the end.',
  'yut.rule.end-points': 'the end scores 0 points.',
  'yut.rule.exact-end': 'a move that would go past the end stops on it.',
  'yut.rule.last-stuck': 'a piece next to the end reaches the end with any roll.',
  'yut.cell.start': 'start',
  'yut.cell.end': 'end',
  'yut.describe.move': 'turn {turn}: piece {piece} from {from} to {to} (roll {die})',
  'yut.describe.printed-nothing':
    'The best score is {best}; your program printed nothing, not one number.',
  'yut.describe.stopped-silent':
    'The best score is {best}; your program printed nothing before its run was stopped ({verdict}).',
  'yut.describe.printed-not-a-number':
    'The best score is {best}; your program printed {said}, not one number.',
  'yut.describe.right':
    'The best score is {best}, and so is your answer: what failed is the run itself (its time, memory or exit code), not the number.',
  'yut.describe.too-high': 'The best score is {best}; your program answers {number} (too high).',
  'yut.describe.too-low': 'The best score is {best}; your program answers {number} (too low).',
  'yut.describe.changed-best': '{number} is the best score when one rule is changed: {change}.',
  'yut.describe.why.elsewhere': 'under the changed rule that piece goes to {cell} instead',
  'yut.describe.why.blocker': 'piece {piece} stands on {cell}, so the changed rule forbids it',
  'yut.describe.why.forbidden': 'the changed rule forbids it',
  'yut.describe.first-forbidden':
    'The first move of the best plan that this change forbids is {move}: {why}.',
  'yut.describe.where': 'Where to look ({cells}): the pieces just before that move.',
  'yut.describe.why.finished': 'that piece has already finished',
  'yut.describe.why.occupied': 'piece {piece} already stands on {cell}',
  'yut.describe.why.goes-to': 'by the rules that piece goes to {cell}',
  'yut.describe.forbidden-move': 'Reaching it takes a move the rules forbid: {move}; {why}.',
  'yut.describe.end-points': 'It counts points for arriving: {move}.',
  'yut.describe.changed-best-pair':
    '{number} is the best score when two rules are changed: {first}; and {second}.',
  'yut.describe.why.elsewhere-pair': 'under the changed rules that piece goes to {cell} instead',
  'yut.describe.why.blocker-pair': 'piece {piece} stands on {cell}, so the changed rules forbid it',
  'yut.describe.why.forbidden-pair': 'the changed rules forbid it',
  'yut.describe.first-forbidden-pair':
    'The first move of the best plan that these changes forbid is {move}: {why}.',
  'yut.describe.beyond-any-play':
    '{number} is more than any play of these rolls scores, even if pieces never blocked each other ({free}): your program counts points that no order of moves earns. Two usual causes (which one, the plan below and your program tell): a search that does not undo a move it tried (the positions, the cells taken) before it tries the next, or points added for a cell the move only passes over, or the one after where it stops.',
  'yut.describe.no-change':
    'No single rule change, nor any pair of them, gives {number}; compare the best plan below with your program, turn by turn.',
  'omok.describe.single': 'a single {colour} stone at row {row}, column {col}',
  'omok.describe.line.horizontal':
    'a line of {count} {colour} stones on row {row} from column {col} to {col2}',
  'omok.describe.line.vertical':
    'a line of {count} {colour} stones in column {col} from row {row} down to {row2}',
  'omok.describe.line.falling':
    'a line of {count} {colour} stones on the falling diagonal (↘) from row {row}, column {col} to row {row2}, column {col2}',
  'omok.describe.line.rising':
    'a line of {count} {colour} stones on the rising diagonal (↗) from row {row}, column {col} up to row {row2}, column {col2}',
  'omok.describe.edge.top': 'top',
  'omok.describe.edge.bottom': 'bottom',
  'omok.describe.edge.left': 'left',
  'omok.describe.edge.right': 'right',
  'omok.describe.edge.and': ' and ',
  'omok.describe.edges.one': '(it touches the {edges} edge)',
  'omok.describe.edges.many': '(it touches the {edges} edges)',
  'omok.describe.answer': 'your program answers `{said}`, the answer is `{expected}`',
  'omok.describe.no-answer': 'your program printed nothing, the answer is `{expected}`',
  'omok.describe.stopped-silent':
    'your program printed nothing before its run was stopped ({verdict}), the answer is `{expected}`',
  'omok.describe.layout':
    'The numbers are right but the lines are not: line {line} should be `{expected}`, found `{found}`. The problem prints the winner on the first line and the row and column on the second.',
  'omok.describe.there-is': 'There is {line}; {answer}.',
  'omok.describe.exact-five': 'It is exactly five in a row, so it wins.',
  'omok.describe.wrapped':
    'Past an end of it there is no point of the board; a program that reads the rows as one flat array without checking the edge (in C, `board[r][c + 1]` past the last column is the first point of the next row) reads row {row}, column {col} there, a stone of the same colour, and takes this five for a longer line.',
  'omok.describe.other-colour':
    'The winner is the other colour (the point you print: row {row}, column {col}).',
  'omok.describe.not-leftmost':
    'The point you print (row {row}, column {col}) is stone {index} of that line; the answer is its leftmost stone (the topmost for a vertical line).',
  'omok.describe.swapped':
    'Row and column are swapped (the point you print: row {row}, column {col}).',
  'omok.describe.off-by-one':
    'The row or the column is one off (the point you print: row {row}, column {col}).',
  'omok.describe.off-by-one-both':
    'The row and the column are both one off (the point you print: row {row}, column {col}, is not on the line).',
  'omok.describe.no-stone': 'There is no stone on row {row}, column {col}.',
  'omok.describe.longest-through': 'The longest line through row {row}, column {col}: {line}.',
  'omok.describe.past-edge':
    'That line of four ends at the edge of the board: a program that reads past the edge without checking (past the end of its array, or into the next row) finds something there it counts as a fifth stone.',
  'omok.describe.overlines': 'Lines of six or more do not win: {lines}.',
  'omok.describe.where': 'Where to look: {points} (row column).',
  'omok.describe.long-no-five':
    'There is {lines}; {answer}: no exact five exists, because every five there is part of a longer line.',
  'omok.describe.empty': 'The board is empty: not one stone on it; {answer}.',
  'omok.describe.no-line': 'No line of five or more is on the board; {answer}.',
  'omok.describe.stones':
    'No two stones of one colour are next to each other; on the board: {lines}.',
  'omok.describe.longest': 'The longest lines: {lines}.',

  // --- the catalogue of mistakes (src/yut/mistakes.ts, src/omok/mistakes.ts): "your answers match a
  // solver that {mistake}", and the rule of the problem each one breaks
  'yut.mistake.same-number':
    'treats cells with the same number as one cell (o16 and a16, o30 and m30, ...)',
  'yut.mistake.same-number.rule':
    'Every cell is a distinct place: o16/a16, o22/b22, o24/b24, o26/c26, o28/c28 and o30/m30 carry equal numbers but are different cells.',
  'yut.mistake.share-ordinary':
    'checks whether a cell is taken only on the blue corners and where routes meet (m25, m30, m35, o40): two pieces may stand together on any other cell',
  'yut.mistake.share-ordinary.rule':
    'Rule 5: a piece may not be chosen if its move would end on a cell that holds another piece, unless that cell is the end; on every cell, not only where routes meet.',
  'yut.mistake.centre-copies':
    'keeps a separate copy of 25, the centre 30 and 35 for each route (o40 is one cell)',
  'yut.mistake.route-copies':
    'keeps a separate copy of the shared centre (25, 30, 35, 40) for each route',
  'yut.mistake.route-copies.rule':
    'm25, m30, m35 and o40 are single cells reached from several routes: a piece there blocks a piece arriving from any route.',
  'yut.mistake.share-inner': 'lets two pieces share a cell off the outer ring',
  'yut.mistake.share-inner.rule':
    'Rule 5: a piece may not be chosen if its move would end on a cell that holds another piece, unless that cell is the end; this holds on the shortcuts and the centre too.',
  'yut.mistake.no-blue': 'ignores the blue arrows (every piece stays on the outer ring)',
  'yut.mistake.no-blue.rule':
    'Rule 3: a move that starts on a blue corner (10, 20, 30) takes the blue arrow for its first step.',
  'yut.mistake.blue-passing': 'takes a blue arrow when a move merely passes a blue corner',
  'yut.mistake.blue-passing.rule':
    'Rule 3: only a move that starts on a blue corner takes the blue arrow; passing over it, or stopping on it, changes nothing until the next move starts there.',
  'yut.mistake.finished-moves': 'moves a piece that has already reached the end',
  'yut.mistake.finished-moves.rule': 'Rule 2: each turn, choose a piece that is not on the end.',
  'yut.mistake.end-blocks': 'refuses a move into the end when a finished piece is there',
  'yut.mistake.end-blocks.rule': 'Rule 5: any number of pieces may sit on the end.',
  'yut.mistake.end-points': 'scores points for reaching the end',
  'yut.mistake.end-points.rule': 'Rule 6: the end adds 0 points.',
  'omok.mistake.six-wins': 'counts six or more in a row as a win',
  'omok.mistake.six-wins.rule':
    'Exactly five stones in a row win; six or more do not. A run counts only when the points just before and after it are not of its colour.',
  'omok.mistake.last-stone':
    'prints the last stone of the five instead of the leftmost (topmost if vertical)',
  'omok.mistake.last-stone.rule':
    'Print the leftmost stone of the five; when the five is vertical, the topmost. On the rising diagonal the leftmost stone is the lowest one.',
  'omok.mistake.rising-top':
    'prints the top stone of a five on the rising diagonal (where a scan down to the left starts) instead of the lowest',
  'omok.mistake.no-rising': 'never looks along the rising diagonal (bottom-left to top-right)',
  'omok.mistake.no-rising.rule':
    'Five in a row counts horizontally, vertically, and along both diagonals.',
  'omok.mistake.wraps':
    'lets a line run off one edge of the board and on at the other (row ends wrap around)',
  'omok.mistake.edge-read':
    'checks that a five is not a longer line by reading one point past the edge of the board (through the array, the first point of the next row or the last of the row before), so a five that touches the edge can be taken for six',
  'omok.mistake.edge-end':
    'never finds a five whose last stone lies on the edge of the board (its walk stops at the edge before it counts the five)',
  'omok.mistake.past-six':
    'marks the point just past a line of six or more as already looked at in that direction, so a line of the other colour that starts right there is walked from its second stone: a five there is missed, and a six there is taken for a five',
  'omok.mistake.past-six.rule':
    'Each line is judged whole, from its own first stone: what was looked at for another line, even one that ends right before it, does not count for it.',
  'omok.mistake.overline-tail':
    'walks a line at most six stones at a time, so a line of 11 (or 17) ends in a walk of exactly five and is taken for a win at that walk’s first stone',
  'omok.mistake.half.rising-below':
    'never looks along the rising diagonals (↗) below the one from the bottom-left corner to the top-right corner (it starts them on one edge of the board and forgets the other)',
  'omok.mistake.half.rising-above':
    'never looks along the rising diagonals (↗) above the one from the bottom-left corner to the top-right corner (it starts them on one edge of the board and forgets the other)',
  'omok.mistake.half.falling-below':
    'never looks along the falling diagonals (↘) below the one from the top-left corner to the bottom-right corner (it starts them on one edge of the board and forgets the other)',
  'omok.mistake.half.falling-above':
    'never looks along the falling diagonals (↘) above the one from the top-left corner to the bottom-right corner (it starts them on one edge of the board and forgets the other)',
  'omok.mistake.wraps.rule':
    'A line ends at the edge of the board: the last point of a row and the first of the next are not neighbours.',
  'omok.mistake.off-by-one': 'prints a row or column that is one off (counted from 0, or shifted)',
  'omok.mistake.off-by-one.rule':
    'Rows are numbered 1 to 19 from the top, columns 1 to 19 from the left.',
  'omok.mistake.swapped': 'prints the column before the row',
  'omok.mistake.swapped.rule': 'The second line holds the row, then the column.',
  'omok.mistake.pair': 'makes two mistakes at once: it {first}; and it {second}',
  'omok.rule.pair': '{first} And: {second}',
  'yut.mistake.changed-rule-pair': 'plays by two changed rules at once: {first}; and {second}',
  'yut.rule.pair': '{first} And: {second}',
  'yut.mistake.changed-rule': 'plays by one changed rule: {change}',

  // --- the coverage table of `nori check --coverage` (src/stress/yut-problem.ts, omok-features.ts)
  'yut.feature.change': 'a case where this changes the best score: {change}',
  'yut.feature.arrive.outer': 'the best plan brings a piece to the end along the outer ring',
  'yut.feature.arrive.blue':
    'the best plan brings a piece to the end through the blue arrow of {cell}',
  'omok.feature.dir.horizontal': 'horizontal',
  'omok.feature.dir.vertical': 'vertical',
  'omok.feature.dir.falling': 'falling diagonal (↘)',
  'omok.feature.dir.rising': 'rising diagonal (↗)',
  'omok.feature.run': 'a {dir} run of {count} {colour}',
  'omok.feature.edge.five.first': 'a five ({dir}) with its first stone {dist} points from the edge',
  'omok.feature.edge.five.last': 'a five ({dir}) with its last stone {dist} points from the edge',
  'omok.feature.edge.long.first':
    'a run of six or more ({dir}) with its first stone {dist} points from the edge',
  'omok.feature.edge.long.last':
    'a run of six or more ({dir}) with its last stone {dist} points from the edge',
  'omok.feature.corner.top-left': 'top-left',
  'omok.feature.corner.top-right': 'top-right',
  'omok.feature.corner.bottom-left': 'bottom-left',
  'omok.feature.corner.bottom-right': 'bottom-right',
  'omok.feature.corner': 'a five with an end {dist} points from the {corner} corner',
  'omok.feature.short-diagonal':
    'a five filling the five-point diagonal that cuts off the {corner} corner (both ends on an edge)',
  'omok.feature.capped.one': 'a five capped by the other colour at one end',
  'omok.feature.capped.both': 'a five capped by the other colour at both ends',
  'omok.feature.turn':
    'a run of three or more of the same colour, in another direction, starting next to an end of a five',
  'omok.feature.gap.five':
    'a five and another stone of its colour in the same line, {gap:empty point/empty points} beyond its end',
  'omok.feature.gap.near':
    'two runs of one colour in one line, {gap:empty point/empty points} apart, five or more stones in all (no five)',
  'omok.feature.cross-long': 'a five crossing a run of six or more',
  'omok.feature.touch-long.same': 'a five beside a run of six or more of its colour',
  'omok.feature.touch-long.other': 'a five beside a run of six or more of the other colour',
  'omok.feature.star': 'a stone of the five on {count} lines of three or more',
  'omok.feature.parallel': 'a {dir} five and a run of four or more of its colour one point aside',
  'omok.feature.bound.first.row':
    'a {dir} run of six or more whose first five starts on row {at} (where a five just fits)',
  'omok.feature.bound.first.col':
    'a {dir} run of six or more whose first five starts in column {at} (where a five just fits)',
  'omok.feature.bound.last.row':
    'a {dir} run of six or more whose last five starts on row {at} (where a five just fits)',
  'omok.feature.bound.last.col':
    'a {dir} run of six or more whose last five starts in column {at} (where a five just fits)',
  'omok.feature.beyond.flat.before':
    'a five touching the edge before its first stone, the next point of a flat array (the other end of the previous row) holding its colour',
  'omok.feature.beyond.flat.after':
    'a five touching the edge after its last stone, the next point of a flat array (the other end of the next row) holding its colour',
  'omok.feature.beyond.negative.before':
    'a five touching the top or left edge, the point an index of -1 reads (the other side of the board) holding its colour',
  'omok.feature.answer': 'the answer {answer}',
  'omok.feature.dense': 'the answer {answer} on a dense board (30% or more of the points taken)',

  // --- serve's log lines, one per refused request (src/cli/serve/run.ts, path.ts, files.ts)
  'serve.log.refused': '{status} {method} {target}: {reason}',
  'serve.log.client': '{status} from {address}: {reason}',
  'serve.log.a-client': 'a client',
  'serve.log.too-many-waiting':
    'closed the connection from {address}: more than {max} requests waiting for their answers',
  'serve.log.failed': '500 {method} {target}: {why}',
  'serve.log.server-error': 'server error: {why}',
  'serve.log.internal-error': 'internal error: {why}',
  'serve.reason.not-a-path': 'not a path',
  'serve.reason.backslash': 'a backslash in the path',
  'serve.reason.percent-encoding': 'bad percent-encoding',
  'serve.reason.nul': 'a NUL byte in the path',
  'serve.reason.empty-segment': 'an empty path segment',
  'serve.reason.encoded-slash': 'an encoded slash in the path',
  'serve.reason.dot-segment': 'a dot segment',
  'serve.reason.hidden-file': 'a hidden file',
  'serve.reason.no-such-file': 'no such file',
  'serve.reason.symbolic-link': 'a symbolic link',
  'serve.reason.folder': 'a folder',
  'serve.reason.fifo': 'a FIFO',
  'serve.reason.socket': 'a socket',
  'serve.reason.device': 'a device',
  'serve.reason.not-regular': 'not a regular file',
  'serve.reason.folder-without-index': 'a folder without index.html',
  'serve.reason.not-a-folder': 'not a folder',
  'serve.reason.cannot-open': 'cannot be opened',
  'serve.reason.changed': 'changed while it was opened',
  'serve.reason.through-link': 'reached through a symbolic link',
  'serve.reason.cannot-read': 'cannot be read',
  'serve.reason.no-host': 'no Host header',
  'serve.reason.two-hosts': 'more than one Host header',
  'serve.reason.invalid-host': 'an invalid Host',
  'serve.reason.not-chunked': 'a Transfer-Encoding that does not end with chunked',
  'serve.reason.other-coding': 'a transfer coding other than chunked',
  'serve.reason.method': 'only GET and HEAD are served',
  'serve.reason.not-built': 'dist/web has no index.html',
  'serve.reason.headers-too-large': 'request line and headers over 16 KiB',
  'serve.reason.too-slow': 'request not complete within {seconds} s',
  'serve.reason.unknown-method': 'unknown method',
  'serve.reason.not-http1': 'not HTTP/1.x',
  'serve.reason.invalid-url': 'invalid characters in the path',
  'serve.reason.invalid-header': 'invalid characters in a header',
  'serve.reason.ambiguous-length': 'ambiguous message length',
  'serve.reason.malformed': 'malformed request ({why})',

  // --- the check's progress bar, its CPU-time warning and the excerpts of a program's output
  'check.bar.label': 'checking',
  'check.bar.cases': 'cases',
  'check.no-cpu':
    'CPU time cannot be measured on this system (no /proc): the {ms} ms time limit is on the wall clock, so verdicts depend on how busy the machine is',
  'check.excerpt.below': '({count:more line/more lines} below)',
  'check.excerpt.above': '({count:more line/more lines} above)',
  'check.excerpt.kept': '({total} bytes in all; the last {kept} were kept)',
  'check.excerpt.characters': '({count} characters in all)',

  // --- how a compiler run ended (src/cli/check/compile.ts)
  'compile.status.output-limit': 'more than 4 MiB of messages; killed',
  'compile.status.process-limit': 'too many processes; killed',
  'compile.status.stopped': 'stopped',
} as const;
