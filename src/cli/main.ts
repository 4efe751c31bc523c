/**
 * The `nori` command: declares every command and option (so `--help` costs nothing) and loads a
 * command's implementation only when it runs, so `nori yut` does not pay for the omok judge, the
 * stress tester or the web server. The contract is docs/cli.md.
 */
import { Command, CommanderError } from 'commander';
import type { Lang } from '../i18n/lang.js';
import { brainCommand } from './brain/command.js';
import { checkCommand } from './check/command.js';
import { genCommand } from './gen/command.js';
import { EXIT, printError, reportError } from './io/errors.js';
import { omokCommand } from './omok/command.js';
import { addLangOption } from './options.js';
import { serveCommand } from './serve/command.js';
import { yutCommand } from './yut/command.js';

declare const NORI_VERSION: string;

/**
 * Builds the whole command tree, its help in `lang`; each command's action is called with its
 * parsed arguments, `options.lang` among them.
 */
export function buildProgram(lang: Lang = 'en'): Command {
  const program = new Command('nori')
    .description(
      'Dice Yut (BOJ 17825) and Omok (BOJ 2615): exact solvers, explanations, stress tests',
    )
    .version(typeof NORI_VERSION === 'string' ? NORI_VERSION : '0.0.0-dev', '-V, --version')
    .enablePositionalOptions()
    .showSuggestionAfterError(true);
  for (const make of [
    yutCommand,
    omokCommand,
    genCommand,
    checkCommand,
    serveCommand,
    brainCommand,
  ]) {
    program.addCommand(addLangOption(make(), lang));
  }
  return addLangOption(program, lang);
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

/** What plain `nori` prints: one line of usage, not the whole help (cli.md: bad usage, exit 2). */
const SHORT_USAGE =
  'nori: usage: nori yut|omok|gen|check|serve|brain [options] [FILE]; nori --help for more\n';

export async function main(argv: readonly string[], lang: Lang = 'en'): Promise<number> {
  if (argv.length === 0) {
    process.stderr.write(SHORT_USAGE);
    return EXIT.usage;
  }
  const program = buildProgram(lang);
  routeErrors(program, 'nori');
  try {
    await program.parseAsync(argv as string[], { from: 'user' });
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
