/**
 * What a run of `nori ARGS` does, given its arguments and environment: the language chosen once,
 * the two fast paths that skip the argument parser, else commander (main.ts). entry.ts calls it for
 * the real command; the in-process tests call it to check usage and help without starting a
 * process (test/support/nori-here.ts).
 *
 * The plain one-shot case — `nori yut` or `nori yut FILE`, which scripts run in loops — goes
 * straight to the solver without loading the argument parser (and entry.ts turns V8's optimising
 * compiler off for it). `nori omok --batch FILE`, whose whole budget for 100,000 boards is a fifth of a second,
 * skips the argument parser too (about 10 ms of CPU time): it runs what commander would, with the
 * options commander would give.
 */
import { msg } from '../i18n/index.js';
import { chooseLang, LANGS, langArgument, localeLang } from '../i18n/lang.js';
import { quoteToken } from '../quote.js';
import { EXIT, isCliError, printError, reportError, setMessageLang } from './io/errors.js';

/** The command named by the arguments (the first one not an option), else `nori`. */
export function commandNameOf(args: readonly string[]): string {
  return args[0] !== undefined && !args[0].startsWith('-') ? args[0] : 'nori';
}

const isFileArgument = (arg: string) => arg === '-' || !arg.startsWith('-');

/** `nori yut` or `nori yut FILE`: the plain one-shot case. */
export function isPlainYut(args: readonly string[]): boolean {
  return (
    args[0] === 'yut' && (args.length === 1 || (args.length === 2 && isFileArgument(args[1]!)))
  );
}

/** Runs `nori ARGS` in this process and gives its exit code; output goes to process.stdout/stderr. */
export async function dispatch(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  const commandName = commandNameOf(args);
  // The language, chosen once for the whole run: `--lang` (of any command), else the locale.
  const langValue = langArgument(args);
  const lang = chooseLang(langValue, env);
  // A `--lang` nori does not know is reported in the locale's language.
  setMessageLang(lang ?? localeLang(env));
  if (lang === undefined) {
    printError(
      commandName,
      msg('lang.unknown', { choices: LANGS.join(', '), found: quoteToken(String(langValue)) }),
    );
    return EXIT.usage;
  }
  if (isPlainYut(args)) {
    const { runYutOnce } = await import('./yut/run.js');
    try {
      return runYutOnce(args[1]);
    } catch (error) {
      if (!isCliError(error)) throw error;
      printError('yut', error.text);
      return error.exitCode;
    }
  }
  // `nori omok --batch FILE` or `nori omok FILE --batch`, and nothing else.
  const omokBatchFile =
    args[0] === 'omok' && args.length === 3
      ? args[1] === '--batch' && isFileArgument(args[2]!)
        ? args[2]
        : args[2] === '--batch' && isFileArgument(args[1]!)
          ? args[1]
          : undefined
      : undefined;
  if (omokBatchFile !== undefined) {
    const { runOmok } = await import('./omok/run.js');
    try {
      // What commander makes of these arguments (omok/command.ts): `--rule` has a default, nothing else.
      return await runOmok(omokBatchFile, { batch: true, rule: 'standard', lang });
    } catch (error) {
      return reportError('omok', error);
    }
  }
  const { main } = await import('./main.js');
  return main(args, lang);
}
