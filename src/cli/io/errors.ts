/**
 * What ends a command and how it is said: the exit codes of docs/cli.md, `CliError` (one line on
 * standard error and an exit code), the one printer of those lines, and system errors in words.
 */
import {
  type Code,
  isMessage,
  type Lang,
  localeLang,
  type Message,
  msg,
  render,
} from '../../i18n/index.js';
import { escapeTerminalControls } from '../../quote.js';

/** Exit codes of docs/cli.md. */
export const EXIT = {
  ok: 0,
  checkFailed: 1,
  usage: 2,
  brokenPromise: 3,
} as const;

/** A command's outcome: the exit code it wants. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * An error that ends a command with one line on standard error and an exit code. Its `text` is a
 * catalogue message (`msg(...)`, src/i18n), rendered in the command's language when printed; its
 * `message` is the English rendering (for stacks and tests). A plain string is a text that is no
 * one's to translate (and, until every error has its code, one in English).
 */
export class CliError extends Error {
  /** A brand instead of `instanceof`: each command is its own bundle with its own copy of this class. */
  readonly isCliError = true;
  constructor(
    readonly text: Message | string,
    readonly exitCode: ExitCode = EXIT.usage,
  ) {
    super(render('en', text));
  }
}

/**
 * Where the language of this process's messages is kept: chosen once by the entry (src/cli/
 * entry.ts, from `--lang` or the locale) with `setMessageLang`. A slot of the process, not a
 * variable of this module, since every command is its own bundle with its own copy of io.ts.
 */
const LANG_SLOT = Symbol.for('nori.messageLang');

/** Sets the language of every message printed from now on (called once, by the entry). */
export function setMessageLang(lang: Lang): void {
  (globalThis as Record<symbol, unknown>)[LANG_SLOT] = lang;
}

/** The language chosen for this process's messages (the locale's before the entry chose). */
export function getMessageLang(): Lang {
  const chosen = (globalThis as Record<symbol, unknown>)[LANG_SLOT];
  return chosen === 'en' || chosen === 'ko' ? chosen : localeLang(process.env);
}

/** True for a `CliError` from any bundle. */
export function isCliError(error: unknown): error is CliError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isCliError?: unknown }).isCliError === true
  );
}

/**
 * Writes `nori <command>: <message>` as one line on standard error, in the language chosen for
 * this process (`setMessageLang`).
 */
export function printError(command: string, message: Message | string): void {
  const lang = getMessageLang();
  // A plain string is a text from outside nori's catalogue (a file name, a system's words).
  const words = render(lang, message);
  const oneLine = words.replace(/\s*\n\s*/g, ' ').trim();
  const who = command === '' || command === 'nori' ? 'nori' : `nori ${command}`;
  // Whatever a message quotes (a file name from the command line, a token the parser missed),
  // no control character reaches the terminal (quote.ts).
  process.stderr.write(`${who}: ${escapeTerminalControls(oneLine)}\n`);
}

/**
 * Reports what ended a command as one line on standard error and returns the exit code: a
 * `CliError`'s own, or 70 (EX_SOFTWARE) for anything else, which is a bug (its stack with
 * NORI_DEBUG set). The one handler of main.ts and of entry.ts's fast paths.
 */
export function reportError(command: string, error: unknown): number {
  if (isCliError(error)) {
    printError(command, error.text ?? error.message);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  printError(command, msg('internal-error', { message }));
  if (process.env.NORI_DEBUG) console.error(error);
  return 70;
}

/** What the system's error codes mean, in words a person can act on (never the raw code). */
const SYSTEM_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file would be too large',
  ENXIO: 'no device or reader at the other end (a socket, or a pipe nobody reads)',
  EBADF: 'it is not open (a closed file descriptor)',
  EIO: 'an input/output error of the device',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links (a loop?)',
  EPIPE: 'the reader has gone',
  ETXTBSY: 'the file is busy',
  EINVAL: 'it cannot be read or written this way',
};

/**
 * A file system error in words: "no space left on the device" for ENOSPC; for a code not listed,
 * the system's own text without the code ("ENOSPC: ..., write" gives "...").
 */
export function describeSystemError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && SYSTEM_ERRORS[code] !== undefined) return SYSTEM_ERRORS[code];
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^[A-Z0-9_]+: /, '').replace(/, [a-z]+( '.*')?$/, '');
}

/** Codes of the system whose words are in the catalogue (`sys.CODE`); EPERM and ENFILE as their twins. */
const SYSTEM_CODES: Readonly<Record<string, Code>> = {
  ...Object.fromEntries(
    Object.keys(SYSTEM_ERRORS)
      .map((code) => [code, `sys.${code}`])
      .filter(([, key]) => isMessage({ code: key, params: {} })),
  ),
  EPERM: 'sys.EACCES',
  ENFILE: 'sys.EMFILE',
};

/** `describeSystemError` as a message of the catalogue (the system's own text when unlisted). */
export function systemErrorMessage(error: unknown): Message | string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const key = code === undefined ? undefined : SYSTEM_CODES[code];
  return key === undefined ? describeSystemError(error) : { code: key, params: {} };
}

/** One line saying why a file (or standard input, for `undefined` or `-`) cannot be read. */
export function describeOpenError(file: string | undefined, error: unknown): Message {
  const name = file === undefined || file === '-' ? msg('io.stdin') : file;
  return msg('io.read-failed', { file: name, why: systemErrorMessage(error) });
}
