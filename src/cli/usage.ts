/**
 * The option parser (commander) speaking the command's language: the help (headings, usage line,
 * defaults and choices, wrapping that counts a Korean character as two columns) and its own
 * errors (unknown option or command with the nearest name, a missing argument or value, too many
 * arguments, options that conflict, a value not among the choices), every text from the
 * catalogue. Installed on every command by main.ts.
 */
import { type Argument, type Command, Help, type Option } from 'commander';
import { displayWidth, type Lang, type Message, msg, render, text } from '../i18n/index.js';
import { quoteToken } from '../quote.js';

export { displayWidth };

/** `<NAME>`, `[NAME]`, `<NAME...>`: how an argument is written in a usage line. */
function argumentTerm(argument: Argument): string {
  const name = argument.name() + (argument.variadic ? '...' : '');
  return argument.required ? `<${name}>` : `[${name}]`;
}

/** The help of a command in `lang`. */
class LocalHelp extends Help {
  constructor(private readonly lang: Lang) {
    super();
  }

  override displayWidth(value: string): number {
    return displayWidth(value);
  }

  private extras(description: string, choices?: readonly string[], value?: string): string {
    const parts = [description];
    if (choices !== undefined) {
      parts.push(text(this.lang, 'help.choices', { choices: choices.join(', ') }));
    }
    if (value !== undefined) parts.push(text(this.lang, 'help.default', { value }));
    return parts.filter((part) => part !== '').join(' ');
  }

  override optionDescription(option: Option): string {
    const takesValue = option.required || option.optional;
    const shown =
      takesValue && option.defaultValue !== undefined
        ? (option.defaultValueDescription ?? String(option.defaultValue))
        : undefined;
    return this.extras(option.description, option.argChoices, shown);
  }

  override argumentDescription(argument: Argument): string {
    const shown =
      argument.defaultValue !== undefined
        ? (argument.defaultValueDescription ?? String(argument.defaultValue))
        : undefined;
    return this.extras(argument.description, argument.argChoices, shown);
  }

  /** `yut [options] [FILE]`. */
  override subcommandTerm(command: Command): string {
    const parts = [command.name()];
    if (command.options.length > 0) parts.push(text(this.lang, 'help.options-word'));
    for (const argument of command.registeredArguments) parts.push(argumentTerm(argument));
    if (command.commands.length > 0) parts.push(text(this.lang, 'help.command-word'));
    return parts.join(' ');
  }

  /** `nori yut [options] [FILE]`. */
  override commandUsage(command: Command): string {
    const names: string[] = [];
    for (let parent = command.parent; parent !== null; parent = parent.parent) {
      names.unshift(parent.name());
    }
    return [...names, this.subcommandTerm(command)].join(' ');
  }

  override formatHelp(command: Command, helper: Help): string {
    const termWidth = helper.padWidth(command, helper);
    const helpWidth = helper.helpWidth ?? 80;
    const item = (term: string, description: string) =>
      helper.formatItem(term, termWidth, description, helper);
    const section = (heading: Message, items: string[]) =>
      items.length === 0 ? [] : [render(this.lang, heading), ...items, ''];
    const description = helper.commandDescription(command);
    return [
      `${render(this.lang, msg('help.usage'))} ${helper.commandUsage(command)}`,
      '',
      ...(description === '' ? [] : [helper.boxWrap(description, helpWidth), '']),
      ...section(
        msg('help.arguments'),
        helper
          .visibleArguments(command)
          .map((a) => item(helper.argumentTerm(a), helper.argumentDescription(a))),
      ),
      ...section(
        msg('help.options'),
        helper
          .visibleOptions(command)
          .map((o) => item(helper.optionTerm(o), helper.optionDescription(o))),
      ),
      ...section(
        msg('help.commands'),
        helper
          .visibleCommands(command)
          .map((c) => item(helper.subcommandTerm(c), helper.subcommandDescription(c))),
      ),
    ].join('\n');
  }
}

/** Damerau-Levenshtein distance (adjacent swaps count as one edit) of two short words. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known name nearest to a mistyped `word` (`--explian` → `--explain`), or undefined when
 * none is near: at most 2 edits, and fewer than half the letters of the word.
 */
export function nearestName(word: string, known: readonly string[]): string | undefined {
  const letters = word.replace(/^-+/, '').length;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const distance = editDistance(word, name);
    if (distance < bestDistance && distance <= 2 && distance * 2 < letters) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

/** The commander internals whose errors are rendered here (stable across commander 7 to 14). */
interface ParserErrors {
  error(message: string, options: { code: string; exitCode?: number }): never;
  unknownOption(flag: string): void;
  unknownCommand(): void;
  missingArgument(name: string): void;
  optionMissingArgument(option: Option): void;
  _excessArguments(received: string[]): void;
  _conflictingOption(option: Option, conflicting: Option): void;
  _callParseArg(target: Option | Argument, value: string, previous: unknown, why: string): unknown;
}

/** Makes `command` write its help and its parser's errors in `lang`. */
export function speak(command: Command, lang: Lang): Command {
  command.createHelp = () => Object.assign(new LocalHelp(lang), command.configureHelp());
  const parser = command as unknown as ParserErrors;
  const fail = (message: Message, code: string): never =>
    parser.error(render(lang, message), { code });
  parser.unknownOption = (flag) => {
    const known: string[] = [];
    for (let at: Command | null = command; at !== null; at = at.parent) {
      for (const option of at.options) if (option.long && !option.hidden) known.push(option.long);
      if (at.parent === null) known.push('--help', '--version');
    }
    // `--version` belongs to `nori` alone: named as such rather than offered as its own fix.
    if (flag === '--version' && command.parent !== null) {
      fail(msg('cli.unknown-option.root', { option: flag }), 'commander.unknownOption');
    }
    const near = flag.startsWith('--') ? nearestName(flag, known) : undefined;
    fail(
      near === undefined
        ? msg('cli.unknown-option', { option: flag })
        : msg('cli.unknown-option.near', { option: flag, near }),
      'commander.unknownOption',
    );
  };
  parser.unknownCommand = () => {
    const name = command.args[0] ?? '';
    const near = nearestName(
      name,
      command.commands.map((c) => c.name()),
    );
    fail(
      near === undefined
        ? msg('cli.unknown-command', { command: name })
        : msg('cli.unknown-command.near', { command: name, near }),
      'commander.unknownCommand',
    );
  };
  parser.missingArgument = (name) =>
    fail(msg('cli.missing-argument', { argument: name }), 'commander.missingArgument');
  parser.optionMissingArgument = (option) =>
    fail(msg('cli.missing-value', { option: option.flags }), 'commander.optionMissingArgument');
  parser._excessArguments = (received) =>
    fail(
      msg('cli.too-many-arguments', {
        expected: command.registeredArguments.length,
        found: received.length,
      }),
      'commander.excessArguments',
    );
  parser._conflictingOption = (option, conflicting) =>
    fail(
      msg('cli.conflict', { option: option.flags, other: conflicting.flags }),
      'commander.conflictingOption',
    );
  parser._callParseArg = (target, value, previous) => {
    const what = 'flags' in target ? (target as Option).flags : argumentTerm(target as Argument);
    if (target.argChoices !== undefined && !target.argChoices.includes(value)) {
      return fail(
        msg('cli.bad-choice', {
          what,
          found: quoteToken(value),
          choices: target.argChoices.join(', '),
        }),
        'commander.invalidArgument',
      );
    }
    try {
      return target.parseArg === undefined ? value : target.parseArg(value, previous);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'commander.invalidArgument') throw error;
      return fail(
        msg('cli.bad-value', { what, why: (error as Error).message }),
        'commander.invalidArgument',
      );
    }
  };
  return command;
}
