/**
 * `nori check yut sol.cpp`: a source file is compiled the way Baekjoon compiles it, and the program
 * is then run as Baekjoon runs it. The language comes from the file's extension; the compiler
 * flags are those of Baekjoon's language help page (help.acmicpc.net/language/info).
 *
 * The build goes into a cache keyed by the source's hash (and the language's commands), under
 * `$XDG_CACHE_HOME/nori/build` (`~/.cache/nori/build` without it), so a second check of the same
 * source starts at once. A build is made in a fresh directory beside its final place and renamed
 * into it only when complete, so two checks at once, or an interrupted one, never leave half a
 * build that a later check would take.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, delimiter, extname, isAbsolute, join, sep } from 'node:path';
import { type Message, msg, render } from '../../i18n/index.js';
import { type Lang, message } from '../../i18n/messages.js';
import { escapeOutsideText, escapeTerminalControls } from '../../quote.js';
import { keepUntilSettled, type RunLimits, runProgram, SpawnError } from '../../stress/runner.js';
import { kernelLimitsFor } from '../../stress/runner-sandbox.js';
import { CliError } from '../io/errors.js';
import { javaEntry } from './java-entry.js';
import { installInterruptHandler } from './signals.js';

/** One language as Baekjoon judges it. */
export interface Language {
  /** Baekjoon's name of the language. */
  readonly name: string;
  readonly extensions: readonly string[];
  /** The file name the source is copied to (Java needs Main.java for `public class Main`). */
  readonly file: string;
  /** The program that must be installed, and the Debian package that has it. */
  readonly tool: string;
  readonly install: string;
  /** The compile command, run in the build directory; absent for a language run from source. */
  readonly compile?: readonly string[];
  /** The command that runs the program, `{dir}` standing for the build directory. */
  readonly run: readonly string[];
  /**
   * Baekjoon's extra time for the language (its language page: Python 3 3x + 2 s, Java and Kotlin
   * 2x + 1 s), applied to a problem's stated limit when no limit is given on the command line.
   */
  readonly extraTime?: { readonly factor: number; readonly plusMs: number };
  /**
   * MiB of address space the program may have beyond the memory limit (its runtime, its code,
   * its stack), or null for a runtime sized by its own flags (`{memory}` in `run`): JVMs and V8
   * reserve far more address space than they use, so no address-space cap holds them.
   */
  readonly memoryAllowanceMb: number | null;
  /** The compiler's address-space cap in MiB, or null when it is a JVM (sized by -J-Xmx). */
  readonly compilerMemoryMb: number | null;
  /**
   * Makes a learner's file what Baekjoon expects, where it commonly is not (Java: a package line,
   * a class not named Main): the text to compile and what was changed, said before the compile.
   */
  readonly adapt?: (text: Buffer) => { readonly text: Buffer; readonly notes: readonly Message[] };
}

/** Baekjoon's JVM flags, the heap sized to the memory limit (`{memory}`, MiB). */
const JVM_RUN = ['-Xmx{memory}m', '-Xss512m', '-Dfile.encoding=UTF-8', '-XX:+UseSerialGC'];
const JVM_JUDGE = ['-DONLINE_JUDGE=1', '-DBOJ=1'];
/** Baekjoon's GCC command for C and C++: only the compiler, the file and the standard differ. */
const gnuCompile = (tool: string, file: string, std: string): readonly string[] => [
  tool,
  file,
  '-o',
  'Main',
  '-O2',
  '-Wall',
  '-lm',
  '-static',
  `-std=${std}`,
  '-DONLINE_JUDGE',
  '-DBOJ',
];

/**
 * A Java file with a package line or a class not named Main (as learners keep them in their
 * repositories), or a byte order mark, as the Main.java Baekjoon compiles, and what was changed;
 * the bytes as they are when nothing needs to change.
 */
function adaptJava(text: Buffer): { text: Buffer; notes: Message[] } {
  const entry = javaEntry(text.toString('utf8'));
  const notes: Message[] = [];
  if (entry.bom) notes.push(msg('compile.java-bom'));
  if (entry.packageName !== null) {
    notes.push(msg('compile.java-package', { package: entry.packageName }));
  }
  if (entry.renamed !== null) notes.push(msg('compile.java-class', { name: entry.renamed }));
  return notes.length === 0 ? { text, notes } : { text: Buffer.from(entry.source, 'utf8'), notes };
}

/** The languages `nori check` compiles, with Baekjoon's commands. */
export const LANGUAGES: readonly Language[] = [
  {
    name: 'C++17',
    extensions: ['.cpp', '.cc', '.cxx', '.c++'],
    file: 'Main.cc',
    tool: 'g++',
    install: 'g++',
    compile: gnuCompile('g++', 'Main.cc', 'gnu++17'),
    run: ['{dir}/Main'],
    memoryAllowanceMb: 32,
    compilerMemoryMb: 2048,
  },
  {
    name: 'C11',
    extensions: ['.c'],
    file: 'Main.c',
    tool: 'gcc',
    install: 'gcc',
    compile: gnuCompile('gcc', 'Main.c', 'gnu11'),
    run: ['{dir}/Main'],
    memoryAllowanceMb: 32,
    compilerMemoryMb: 2048,
  },
  {
    name: 'Python 3',
    extensions: ['.py'],
    file: 'Main.py',
    tool: 'python3',
    install: 'python3',
    compile: [
      'python3',
      '-W',
      'ignore',
      '-c',
      "import py_compile; py_compile.compile(r'Main.py', doraise=True)",
    ],
    run: ['python3', '-W', 'ignore', '{dir}/Main.py'],
    extraTime: { factor: 3, plusMs: 2000 },
    memoryAllowanceMb: 64,
    compilerMemoryMb: 1024,
  },
  {
    name: 'Java 11',
    extensions: ['.java'],
    file: 'Main.java',
    tool: 'javac',
    install: 'default-jdk-headless',
    compile: [
      'javac',
      '--release',
      '11',
      '-J-Xms1024m',
      '-J-Xmx1920m',
      '-J-Xss512m',
      '-encoding',
      'UTF-8',
      'Main.java',
    ],
    run: ['java', ...JVM_RUN, ...JVM_JUDGE, '-cp', '{dir}', 'Main'],
    extraTime: { factor: 2, plusMs: 1000 },
    memoryAllowanceMb: null,
    compilerMemoryMb: null,
    adapt: adaptJava,
  },
  {
    name: 'Kotlin (JVM)',
    extensions: ['.kt'],
    file: 'Main.kt',
    tool: 'kotlinc-jvm',
    install: 'kotlin',
    compile: [
      'kotlinc-jvm',
      '-J-Xms1024m',
      '-J-Xmx1920m',
      '-J-Xss512m',
      '-include-runtime',
      '-d',
      'Main.jar',
      'Main.kt',
    ],
    run: ['java', ...JVM_RUN, ...JVM_JUDGE, '-jar', '{dir}/Main.jar'],
    extraTime: { factor: 2, plusMs: 1000 },
    memoryAllowanceMb: null,
    compilerMemoryMb: null,
  },
  {
    name: 'Rust 2021',
    extensions: ['.rs'],
    file: 'Main.rs',
    tool: 'rustc',
    install: 'rustc',
    compile: ['rustc', '--edition', '2021', '-O', '-o', 'Main', 'Main.rs'],
    run: ['{dir}/Main'],
    memoryAllowanceMb: 32,
    compilerMemoryMb: 4096,
  },
  {
    name: 'node.js',
    extensions: ['.js'],
    file: 'Main.js',
    tool: 'node',
    install: 'nodejs',
    compile: ['node', '--check', 'Main.js'],
    run: ['node', '--max-old-space-size={memory}', '{dir}/Main.js'],
    memoryAllowanceMb: null,
    compilerMemoryMb: null,
  },
  {
    name: 'Go',
    extensions: ['.go'],
    file: 'Main.go',
    tool: 'go',
    install: 'golang-go',
    compile: ['go', 'build', '-o', 'Main', 'Main.go'],
    run: ['{dir}/Main'],
    // Go's runtime reserves address space ahead of its heap.
    memoryAllowanceMb: 256,
    compilerMemoryMb: null,
  },
];

/**
 * What `--sanitize` adds to a GCC build (C and C++): undefined behaviour stops the program with a
 * message saying where (UBSan, linked statically: an index outside an array of known size, signed
 * overflow, a division by zero, a bad shift, a null pointer; line numbers from `-g`), and in C++ the
 * standard library's own checks (`_GLIBCXX_ASSERTIONS`: a `vector` or `string` index past its
 * end). Baekjoon's build has none of it: there such a program reads whatever the memory holds, and
 * its answer may be right by chance on one build and wrong on another. No address sanitizer: it
 * cannot be linked statically and reserves terabytes of address space, which the memory limit
 * forbids.
 */
const SANITIZE_FLAGS = ['-g', '-fsanitize=undefined', '-fno-sanitize-recover=all'];
const GLIBCXX_CHECKS = ['-D_GLIBCXX_ASSERTIONS'];

/**
 * The language built with the checks of `--sanitize` (`SANITIZE_FLAGS`), or undefined for one
 * that has none here (every language but C and C++, which check their own indexes or have no such
 * build).
 */
export function sanitized(language: Language): Language | undefined {
  if (language.compile === undefined || (language.tool !== 'gcc' && language.tool !== 'g++'))
    return undefined;
  const extra = language.tool === 'g++' ? [...SANITIZE_FLAGS, ...GLIBCXX_CHECKS] : SANITIZE_FLAGS;
  return { ...language, compile: [...language.compile, ...extra] };
}

/** The checks a sanitized build has, by name, read from its command (for the note it prints). */
function sanitizeChecks(language: Language): string {
  const glibcxx = GLIBCXX_CHECKS.every((flag) => language.compile?.includes(flag));
  return glibcxx ? 'UBSan, _GLIBCXX_ASSERTIONS' : 'UBSan';
}

/** The language of a source file by its extension, or undefined. */
export function languageOf(file: string): Language | undefined {
  const ext = extname(file).toLowerCase();
  return LANGUAGES.find((language) => language.extensions.includes(ext));
}

/** True when `tool` is an executable file in a directory of PATH. */
export function isInstalled(tool: string, path = process.env.PATH ?? ''): boolean {
  return path
    .split(delimiter)
    .filter((dir) => dir !== '')
    .some((dir) => {
      try {
        accessSync(join(dir, tool), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Where builds are cached. */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CACHE_HOME !== undefined && env.XDG_CACHE_HOME !== ''
      ? env.XDG_CACHE_HOME
      : join(homedir(), '.cache');
  return join(base, 'nori', 'build');
}

/** Why a source could not be made into a program. */
export type BuildFailure =
  | { readonly kind: 'unreadable'; readonly why: Message | string }
  | { readonly kind: 'missing-tool'; readonly language: Language }
  /** The compiler's own words (standard output and error, as it printed them). */
  | {
      readonly kind: 'compile-error';
      readonly language: Language;
      readonly output: string;
      readonly status: Message | string;
    }
  /** Past the compile time limit: the compiler and everything it started were killed. */
  | { readonly kind: 'compile-timeout'; readonly language: Language; readonly output: string };

/** A program ready to run, or why not. */
type Built =
  | {
      readonly ok: true;
      readonly command: string[];
      readonly language: Language;
      readonly cached: boolean;
    }
  | { readonly ok: false; readonly failure: BuildFailure };

/** A build, with what was changed in the source to build it as Baekjoon would (`adapt`). */
export type BuildResult = Built & { readonly notes: readonly Message[] };

/** The longest a compiler may take, in milliseconds (CPU time of its whole tree, and wall time). */
export const COMPILE_TIMEOUT_MS = 120_000;

/**
 * The limits of a compile: 120 s of CPU time for the whole tree (cc1plus, the linker, ...) and of
 * wall time, an address-space cap for native compilers (an `#include "/dev/zero"` stops there),
 * 512 MiB files, 64 processes, 4 MiB of messages kept.
 */
export function compileLimits(language: Language, timeoutMs = COMPILE_TIMEOUT_MS): RunLimits {
  const kernel = {
    ...kernelLimitsFor(timeoutMs),
    fileBytes: 512 << 20,
    openFiles: 4096,
  };
  if (language.compilerMemoryMb !== null) {
    kernel.addressSpaceBytes = language.compilerMemoryMb * 2 ** 20;
  }
  return {
    timeoutMs,
    wallTimeoutMs: timeoutMs,
    maxOutputBytes: 4 << 20,
    maxErrorBytes: 4 << 20,
    kernel,
  };
}

/** The command that runs a build in `dir` with the heap flags sized to `memoryMb`. */
function runCommand(language: Language, dir: string, memoryMb: number): string[] {
  const [tool = '', ...args] = language.run.map((arg) =>
    arg.replace('{dir}', dir).replace('{memory}', String(Math.max(16, memoryMb))),
  );
  return [tool === 'python3' ? pythonInterpreter() : tool, ...args];
}

let interpreter: string | undefined;

/**
 * The interpreter `python3` on PATH runs, by its own path (its `sys.executable`, asked once from
 * where nori was started), or `python3` when it cannot be asked. Where `python3` is a version
 * manager's shim (pyenv), each start of it runs a shell script that looks for the version first:
 * 0.3 to 0.5 s of CPU time a run on this machine, counted against the program's time limit and
 * paid on every case, for the same interpreter with the same flags.
 */
export function pythonInterpreter(): string {
  if (interpreter !== undefined) return interpreter;
  interpreter = 'python3';
  try {
    const path = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    if (isAbsolute(path) && existsSync(path)) interpreter = path;
  } catch {
    // no python3, or it failed: the name is run as it is (and fails as it would)
  }
  return interpreter;
}

/**
 * Compiles `source` (a file with a known extension: see `languageOf`) into the cache, unless it is
 * there already, and returns the command that runs it (JVM and V8 heaps sized to `memoryMb`).
 * The compiler runs through the runner (src/stress/runner.ts): under kernel limits, its whole tree
 * killed at the time limit or when nori is stopped, the half-made build removed then too.
 */
export async function buildSource(
  source: string,
  language: Language,
  root = cacheRoot(),
  onCompile?: (command: readonly string[]) => void,
  memoryMb = 1920,
  timeoutMs = COMPILE_TIMEOUT_MS,
): Promise<BuildResult> {
  let text: Buffer;
  try {
    text = readFileSync(source);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? msg('sys.ENOENT')
        : code === 'EISDIR'
          ? msg('sys.EISDIR')
          : code === 'EACCES'
            ? msg('sys.EACCES')
            : (error as Error).message;
    return { ok: false, failure: { kind: 'unreadable', why }, notes: [] };
  }
  const utf8 = asUtf8(text);
  const adapted = language.adapt?.(utf8.text) ?? { text: utf8.text, notes: [] };
  const built = await compileText(adapted.text, language, root, onCompile, memoryMb, timeoutMs);
  return { ...built, notes: [...utf8.notes, ...adapted.notes] };
}

/**
 * The source as Baekjoon receives it: text pasted into its form reaches the judge in UTF-8. A file
 * saved in the Korean Windows code page (CP949, a superset of EUC-KR: Visual Studio's and
 * Eclipse's default there) is not valid UTF-8; javac and Python refuse its Korean comments, and
 * its Korean strings would print other bytes than the submitted program's. Such a file is read as
 * CP949 and compiled in UTF-8, and a note says so; so is a file in UTF-16 with its byte order mark
 * (`fromUtf16`). Any other bytes are compiled as they are.
 */
export function asUtf8(text: Buffer): { text: Buffer; notes: Message[] } {
  const utf16 = fromUtf16(text);
  if (utf16 !== undefined)
    return { text: Buffer.from(utf16, 'utf8'), notes: [msg('compile.utf16')] };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(text);
    return { text, notes: [] };
  } catch {
    // not UTF-8: Korean text in CP949, or something else
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('euc-kr', { fatal: true }).decode(text);
  } catch {
    return { text, notes: [] };
  }
  // Only a file with Korean in it is taken for CP949: bytes that happen to decode otherwise
  // (Latin-1 text, binary data) are left for the compiler to judge.
  if (!/[\uac00-\ud7a3]/.test(decoded)) return { text, notes: [] };
  return { text: Buffer.from(decoded, 'utf8'), notes: [msg('compile.cp949')] };
}

/**
 * A source saved in UTF-16 with its byte order mark (what Visual Studio and Windows Notepad call
 * "Unicode"), as text without the mark; undefined for anything else. A learner's C++ file was
 * such, and g++ answered it with 695 KB of errors about stray bytes. Only what reads as source
 * text is taken: valid UTF-16, no NUL, most characters ASCII.
 */
function fromUtf16(text: Buffer): string | undefined {
  if (text.length < 4) return undefined;
  const encoding =
    text[0] === 0xff && text[1] === 0xfe
      ? 'utf-16le'
      : text[0] === 0xfe && text[1] === 0xff
        ? 'utf-16be'
        : undefined;
  if (encoding === undefined) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(text);
  } catch {
    return undefined;
  }
  if (decoded.length === 0 || decoded.includes('\0')) return undefined;
  let ascii = 0;
  for (const char of decoded) if (char < '\u0080') ascii++;
  return ascii * 2 >= decoded.length ? decoded : undefined;
}

/** `buildSource` once the source is read: `text` compiled into the cache, or taken from it. */
async function compileText(
  text: Buffer,
  language: Language,
  root: string,
  onCompile: ((command: readonly string[]) => void) | undefined,
  memoryMb: number,
  timeoutMs: number,
): Promise<Built> {
  const hash = createHash('sha256')
    .update(JSON.stringify([language.name, language.compile ?? [], language.run]))
    .update('\0')
    .update(text)
    .digest('hex')
    .slice(0, 32);
  const dir = join(root, hash);
  const command = runCommand(language, dir, memoryMb);
  try {
    accessSync(join(dir, '.complete'));
    return { ok: true, command, language, cached: true };
  } catch {
    // not built yet
  }
  if (!isInstalled(language.tool))
    return { ok: false, failure: { kind: 'missing-tool', language } };
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // Removed below, or by the runner when nori is stopped meanwhile.
  const release = keepUntilSettled(work);
  try {
    writeFileSync(join(work, language.file), text);
    if (language.compile !== undefined) {
      onCompile?.(language.compile);
      const done = await runProgram(
        language.compile,
        '',
        compileLimits(language, timeoutMs),
        undefined,
        { cwd: work, env: { GOCACHE: process.env.GOCACHE ?? join(root, 'go-cache') } },
      ).catch((error: unknown) => {
        if (error instanceof SpawnError) return error;
        throw error;
      });
      if (done instanceof SpawnError) {
        return {
          ok: false,
          failure: {
            kind: 'compile-error',
            language,
            output: '',
            status: done.text ?? done.message,
          },
        };
      }
      const output = `${done.stdout}${done.stderr}`;
      const end = done.end;
      if (end.kind === 'timeout' || end.kind === 'output-held') {
        return { ok: false, failure: { kind: 'compile-timeout', language, output } };
      }
      if (end.kind !== 'exited' || end.code !== 0) {
        const status =
          end.kind === 'exited'
            ? msg('run.end.exit-code', { code: end.code })
            : end.kind === 'signaled'
              ? msg('run.end.killed-by', { signal: end.signal })
              : end.kind === 'output-limit'
                ? msg('compile.status.output-limit')
                : end.kind === 'process-limit'
                  ? msg('compile.status.process-limit')
                  : msg('compile.status.stopped');
        return { ok: false, failure: { kind: 'compile-error', language, output, status } };
      }
    }
    writeFileSync(join(work, '.complete'), '');
    try {
      renameSync(work, dir);
    } catch {
      // Another check built the same source meanwhile: theirs is as good as ours.
    }
    return { ok: true, command, language, cached: false };
  } finally {
    rmSync(work, { recursive: true, force: true });
    release();
  }
}

/**
 * MiB of address space a solution may use beyond the memory limit: its language's allowance, or
 * for a command given after `--`, by the program's name (null for a JVM or a JavaScript runtime,
 * which are sized by their own flags; 64 otherwise).
 */
export function memoryAllowance(command: readonly string[], language?: Language): number | null {
  if (language !== undefined) return language.memoryAllowanceMb;
  const program = basename(command[0] ?? '');
  return /^(java|kotlin|node|nodejs|bun|deno)$/.test(program) ? null : 64;
}

/**
 * Refuses a lone argument that is a file nori cannot compile and that is not a program either (an
 * existing regular file, not executable): `nori check yut sol.txt` names the languages nori
 * knows instead of trying to run it. An executable file (`./a.out`, `./run.sh`) is run as given.
 */
function refuseUnknownSource(file: string): void {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    return;
  }
  if (!stats.isFile() || (stats.mode & 0o111) !== 0) return;
  const languages = LANGUAGES.map((l) => `${l.name} (${l.extensions.join(' ')})`).join(', ');
  const shown = escapeTerminalControls(file);
  const ext = extname(file);
  throw new CliError(
    ext === ''
      ? msg('check.no-extension', { file: shown, languages })
      : msg('check.unknown-extension', { file: shown, ext, languages }),
  );
}

/**
 * A lone executable file named without a folder (`run.sh`) as a path (`./run.sh`): it is the
 * file that is meant, and a bare name would be looked for on PATH only ("not found"). Anything
 * else is left as given.
 */
function asFile(word: string): string {
  if (word.includes('/') || word.includes(sep)) return word;
  try {
    if (statSync(word).isFile()) return `.${sep}${word}`;
  } catch {
    // Not a file here: a command on PATH, run as given.
  }
  return word;
}

/**
 * The command that runs the solution of `nori check`: a single source file with a known extension
 * given without `--` (`nori check yut sol.cpp`) is compiled (or taken from the cache) and run as
 * Baekjoon runs it; anything else is the command itself (`-- python3 sol.py`). A compile error
 * prints the compiler's output on standard error as it printed it, then throws the one-line error
 * (exit 2); so does a missing compiler, naming what to install. A signal during the compile ends
 * nori with 128 + its number, after killing the compiler's tree and removing the half-made build.
 */
export async function resolveSolution(
  words: readonly string[],
  afterDashes: boolean,
  lang: Lang,
  root = cacheRoot(),
  memoryMb = 1920,
  sanitize = false,
): Promise<{ command: string[]; language?: Language }> {
  const found = words.length === 1 && !afterDashes ? languageOf(words[0]!) : undefined;
  if (found === undefined) {
    if (words.length === 1 && !afterDashes) refuseUnknownSource(words[0]!);
    if (sanitize) throw new CliError(msg('check.sanitize-command'));
    if (words.length === 1 && !afterDashes) return { command: [asFile(words[0]!)] };
    return { command: [...words] };
  }
  const language = sanitize ? sanitized(found) : found;
  if (language === undefined) {
    throw new CliError(
      msg('check.sanitize-language', {
        file: escapeTerminalControls(words[0]!),
        language: found.name,
      }),
    );
  }
  const file = words[0]!;
  const shown = escapeTerminalControls(file);
  const uninstall = installInterruptHandler();
  let built: BuildResult;
  try {
    built = await buildSource(
      file,
      language,
      root,
      (command) => {
        process.stderr.write(
          `${message(lang, 'compile.compiling', { file: shown, language: language.name, command: command.join(' ') })}\n`,
        );
      },
      memoryMb,
    );
  } finally {
    uninstall();
  }
  for (const note of built.notes) {
    process.stderr.write(
      `${message(lang, 'compile.note', { file: shown, note: render(lang, note) })}\n`,
    );
  }
  if (built.ok) {
    if (sanitize) {
      const checks = sanitizeChecks(language);
      const note = render(lang, msg('compile.sanitize', { checks, main: language.file }));
      process.stderr.write(`${message(lang, 'compile.note', { file: shown, note })}\n`);
    }
    return { command: built.command, language };
  }
  const { failure } = built;
  switch (failure.kind) {
    case 'unreadable':
      throw new CliError(
        message(lang, 'compile.unreadable', { file: shown, why: render(lang, failure.why) }),
      );
    case 'missing-tool':
      throw new CliError(
        message(lang, 'compile.missing', {
          file: shown,
          language: language.name,
          tool: language.tool,
          package: language.install,
        }),
      );
    case 'compile-timeout':
      showCompilerOutput(failure.output);
      throw new CliError(
        message(lang, 'compile.timeout', {
          file: shown,
          language: language.name,
          seconds: COMPILE_TIMEOUT_MS / 1000,
        }),
      );
    case 'compile-error':
      showCompilerOutput(failure.output);
      throw new CliError(
        message(lang, failure.output.trim() === '' ? 'compile.errorSilent' : 'compile.error', {
          file: shown,
          language: language.name,
          status: render(lang, failure.status),
        }),
      );
  }
}

/** The compiler's words on standard error, as it printed them (control characters escaped). */
function showCompilerOutput(output: string): void {
  if (output === '') return;
  const safe = escapeOutsideText(output);
  process.stderr.write(safe.endsWith('\n') ? safe : `${safe}\n`);
}
