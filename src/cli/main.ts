/**
 * The `nori` command: declares every command and option (so `--help` costs nothing) and loads a
 * command's implementation only when it runs, so `nori yut` does not pay for the omok judge, the
 * stress tester or the web server. The contract is docs/cli.md.
 */
import { Command, CommanderError, Option } from 'commander';
import { type Lang, msg, text } from '../i18n/index.js';
import { brainCommand } from './brain/command.js';
import { checkCommand } from './check/command.js';
import { completionCommand } from './completion/command.js';
import { genCommand } from './gen/command.js';
import { EXIT, printError, reportError } from './io/errors.js';
import { omokCommand } from './omok/command.js';
import { addLangOption } from './options.js';
import { serveCommand } from './serve/command.js';
import { nearestName, speak } from './usage.js';
import { yutCommand } from './yut/command.js';

declare const NORI_VERSION: string;

/**
 * Builds the whole command tree, its help in `lang`; each command's action is called with its
 * parsed arguments, `options.lang` among them.
 */
export function buildProgram(lang: Lang = 'en'): Command {
  const version = typeof NORI_VERSION === 'string' ? NORI_VERSION : '0.0.0-dev';
  const program = new Command('nori')
    .description(text(lang, 'help.nori'))
    .version(version, '-v, --version', text(lang, 'help.version'))
    .helpCommand('help [COMMAND]', text(lang, 'help.help-command'))
    .enablePositionalOptions();
  // -V too, as many tools spell it: the same option, not listed twice in the help.
  program.addOption(new Option('-V').hideHelp());
  program.on('option:V', () => {
    process.stdout.write(`${version}\n`);
    throw new CommanderError(0, 'commander.version', version);
  });
  for (const make of [
    yutCommand,
    omokCommand,
    genCommand,
    checkCommand,
    serveCommand,
    brainCommand,
    completionCommand,
  ]) {
    program.addCommand(make(lang));
  }
  for (const command of [program, ...program.commands]) {
    addLangOption(command, lang);
    command.helpOption('-h, --help', text(lang, 'help.help'));
    speak(command, lang);
  }
  return program;
}

/**
 * Makes every command report its own usage errors as `nori <command>: <message>` with exit code 2,
 * as docs/cli.md asks, instead of commander's default multi-line output and exit code 1.
 */
function routeErrors(command: Command, name: string): void {
  command.exitOverride();
  command.configureOutput({
    outputError: (text) => printError(name, text.replace(/^error: /, '')),
  });
  for (const sub of command.commands) routeErrors(sub, sub.name());
}

export async function main(argv: readonly string[], lang: Lang = 'en'): Promise<number> {
  if (withoutLang(argv).length === 0) {
    // One line of usage, not the whole help (cli.md: bad usage, exit 2), with `--lang` alone too.
    printError('nori', msg('help.short-usage'));
    return EXIT.usage;
  }
  const rest = withoutLang(argv);
  if (VERSION_FLAGS.has(rest[0]!) && rest.length > 1) {
    // `nori --version extra` is a mistake (a command or a file meant elsewhere), not a version.
    printError('nori', msg('cli.version-alone', { flag: rest[0]!, found: rest[1]! }));
    return EXIT.usage;
  }
  const program = buildProgram(lang);
  routeErrors(program, 'nori');
  const help = helpRequest(program, argv);
  if (help === null) return EXIT.usage;
  try {
    await program.parseAsync(help ?? (argv as string[]), { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') {
        return EXIT.ok;
      }
      if (error.code === 'commander.help' || error.code === 'commander.executeSubCommandAsync') {
        return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      }
      return EXIT.usage;
    }
    return reportError(program.args[0] ?? 'nori', error);
  }
}

/**
 * `nori help [COMMAND]` as `nori [COMMAND] --help`, wherever `--lang` stands (the language was
 * chosen before parsing): undefined when `argv` is not a help request, null when it names no
 * command of nori's (then said, with the nearest name).
 */
function helpRequest(program: Command, argv: readonly string[]): string[] | null | undefined {
  if (argv[0] !== 'help') return undefined;
  const name = withoutLang(argv.slice(1))[0];
  if (name === undefined || name === 'help') return ['--help'];
  if (name.startsWith('-')) return undefined;
  if (program.commands.some((c) => c.name() === name)) return [name, '--help'];
  const near = nearestName(
    name,
    program.commands.map((c) => c.name()),
  );
  printError(
    'nori',
    near === undefined
      ? msg('cli.unknown-command', { command: name })
      : msg('cli.unknown-command.near', { command: name, near }),
  );
  return null;
}

/** nori's own version options (`-V` as many tools spell it). */
const VERSION_FLAGS = new Set(['-v', '-V', '--version']);

/** The arguments less `--lang X` and `--lang=X` (the language was chosen before parsing). */
function withoutLang(argv: readonly string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--lang') i++;
    else if (!arg.startsWith('--lang=')) rest.push(arg);
  }
  return rest;
}
