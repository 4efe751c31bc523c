/**
 * Options of the command line, checked once: `--lang` (declared here for every command) and whole
 * numbers in a range. A bad value is a usage error (exit 2) that names the option, e.g. `--cases
 * must be a positive whole number, found "0"`.
 */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { LANGS, type Lang, msg, parseLang, render, text } from '../i18n/index.js';
import { quoteToken, shownDigits } from '../quote.js';
import { CliError } from './io/errors.js';

/**
 * Declares `--lang` on `command`, the one declaration every command shares. The language itself
 * was chosen before parsing (entry.ts: `--lang` or the locale) and is `lang`; the option's value,
 * refused when it names no language, becomes `options.lang`, and `lang` when it is absent.
 */
export function addLangOption(command: Command, lang: Lang): Command {
  const choices = LANGS.join(', ');
  command.addOption(
    new Option('--lang <LANG>', text(lang, 'lang.option', { choices })).argParser((value) => {
      const chosen = parseLang(value);
      if (chosen === undefined) {
        throw new InvalidArgumentError(
          render(lang, msg('lang.unknown', { choices, found: quoteToken(value) })),
        );
      }
      return chosen;
    }),
  );
  command.hook('preAction', (_self, action) => {
    if (action.getOptionValue('lang') === undefined) action.setOptionValue('lang', lang);
  });
  return command;
}

/** The longest delay a Node timer takes (about 24.8 days); longer ones would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The error for a value that is not what the option wants (a range, a positive number, ...). */
function notWanted(option: string, min: number, max: number, found: string): CliError {
  if (min === 0) return new CliError(msg('option.whole.zero-or-more', { option, found }));
  if (min === 1) return new CliError(msg('option.whole.positive', { option, found }));
  if (max < Number.MAX_SAFE_INTEGER) {
    return new CliError(msg('option.whole.range', { option, min, max, found }));
  }
  return new CliError(msg('option.whole.at-least', { option, min, found }));
}

/**
 * The whole number from `min` to `max` written in an option's value (spaces around it allowed), or
 * a usage error naming `option`. With `min` above 1 the message gives the whole range; with 0 or 1
 * (counts, milliseconds) it says "positive" and, past `max`, "at most `max`".
 */
export function parseWholeNumber(
  written: string,
  option: string,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const trimmed = written.trim();
  const digits = /^\d+$/.test(trimmed);
  const value = digits ? Number(trimmed) : Number.NaN;
  // Digits past the largest: "at most", however many (99999999999999999999 is not "not a
  // positive whole number").
  if (digits && min <= 1 && value > max && value >= 1) {
    throw new CliError(msg('option.whole.at-most', { option, max, found: shownDigits(trimmed) }));
  }
  if (!Number.isSafeInteger(value) || value < min || (value > max && min > 1)) {
    throw notWanted(option, min, max, quoteToken(written));
  }
  if (value > max) {
    throw new CliError(msg('option.whole.at-most', { option, max, found: trimmed }));
  }
  return value;
}

/**
 * A parser of an option's value that refuses `--`: commander would take it as the value of
 * `--seed -- ./sol`, and the command to run would silently lose its marker.
 */
export function notDashes(lang: Lang): (value: string) => string {
  return (value) => {
    if (value === '--') throw new InvalidArgumentError(text(lang, 'cli.value-is-dashes'));
    return value;
  };
}

/** The `Examples:` section of a command's help: `examples` under its heading. */
export function examplesHelp(lang: Lang, examples: string): string {
  return `\n${text(lang, 'help.examples')}\n${examples}`;
}
