/**
 * Entry point of the bundled command. The plain one-shot case — `nori yut` or `nori yut FILE`,
 * which scripts run in loops — goes straight to the solver without loading the argument parser,
 * and with V8's optimising compiler off: for one small case, compiling optimised code costs more
 * than it saves (measured by `npm run bench`). `nori omok --batch FILE`, whose whole budget for
 * 100,000 boards is a fifth of a second, skips the argument parser too (about 10 ms of CPU time):
 * it runs what commander would, with the options commander would give. Everything else goes
 * through commander in main.ts.
 */
import { setFlagsFromString } from 'node:v8';
import { msg } from '../i18n/index.js';
import { chooseLang, LANGS, langArgument } from '../i18n/lang.js';
import { quoteToken } from '../quote.js';
import { EXIT, isCliError, printError, reportError, setMessageLang } from './io/errors.js';
import { handleOutputErrors } from './io/output.js';
import { guardInspectorSignal } from './io/signals.js';

// First of all: SIGUSR1 must end nori (138), never open Node's inspector (io/signals.ts).
guardInspectorSignal();

const args = process.argv.slice(2);
const commandName = args[0] !== undefined && !args[0].startsWith('-') ? args[0] : 'nori';
// A reader that stops early is no error; a full disk is one line and exit 2 (see io/output.ts).
handleOutputErrors(commandName);
// The language, chosen once for the whole run: `--lang` (of any command), else the locale.
const langValue = langArgument(args);
const lang = chooseLang(langValue, process.env);
if (lang !== undefined) setMessageLang(lang);
const isPlainYut =
  args[0] === 'yut' &&
  (args.length === 1 || (args.length === 2 && (args[1] === '-' || !args[1]!.startsWith('-'))));
const isFileArgument = (arg: string) => arg === '-' || !arg.startsWith('-');
// `nori omok --batch FILE` or `nori omok FILE --batch`, and nothing else.
const omokBatchFile =
  args[0] === 'omok' && args.length === 3
    ? args[1] === '--batch' && isFileArgument(args[2]!)
      ? args[2]
      : args[2] === '--batch' && isFileArgument(args[1]!)
        ? args[1]
        : undefined
    : undefined;

async function run(): Promise<number> {
  if (lang === undefined) {
    printError(
      commandName,
      msg('lang.unknown', { choices: LANGS.join(', '), found: quoteToken(String(langValue)) }),
    );
    return EXIT.usage;
  }
  if (isPlainYut) {
    setFlagsFromString('--no-opt');
    const { runYutOnce } = await import('./yut/run.js');
    try {
      return runYutOnce(args[1]);
    } catch (error) {
      if (!isCliError(error)) throw error;
      printError('yut', error.text);
      return error.exitCode;
    }
  }
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

run().then((code) => {
  process.exitCode = code;
});
