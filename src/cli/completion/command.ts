/**
 * `nori completion bash|zsh|fish`: a completion script for the shell, made from the command tree
 * itself (every command, its options, the choices of its values and arguments, the help texts in
 * the chosen language), so it cannot fall behind the commands.
 */
import { Argument, Command } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { examplesHelp } from '../options.js';

/** The shells `nori completion` writes for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;

/** One option of a command, as the scripts need it. */
interface OptionShape {
  readonly name: string;
  readonly description: string;
  readonly takesValue: boolean;
  readonly choices: readonly string[] | undefined;
}

/** One command, as the scripts need it. */
interface CommandShape {
  readonly name: string;
  readonly description: string;
  readonly options: readonly OptionShape[];
  /** The values of its first argument, when they are a closed list (`nori gen yut`). */
  readonly firstArgument: readonly string[] | undefined;
}

function shapeOf(command: Command): CommandShape {
  return {
    name: command.name(),
    description: command.description(),
    options: [
      ...command.options
        .filter((option) => !option.hidden && option.long !== undefined)
        .map((option) => ({
          name: option.long!,
          description: option.description,
          takesValue: option.required || option.optional,
          choices: option.argChoices,
        })),
      { name: '--help', description: '', takesValue: false, choices: undefined },
    ],
    firstArgument: command.registeredArguments[0]?.argChoices,
  };
}

/** Single-quoted for a shell: `it's` → `'it'\''s'`. */
function quoted(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function bashScript(commands: readonly CommandShape[], root: readonly OptionShape[]): string {
  const cases = commands.map((command) => {
    const words = command.options.map((option) => option.name).join(' ');
    const first = command.firstArgument?.join(' ') ?? '';
    return `    ${command.name}) opts=${quoted(words)}; first=${quoted(first)} ;;`;
  });
  return `# bash completion for nori (nori completion bash)
_nori() {
  local cur=\${COMP_WORDS[COMP_CWORD]} opts='' first=''
  if [ "$COMP_CWORD" -eq 1 ]; then
    if [[ "$cur" == -* ]]; then
      COMPREPLY=($(compgen -W ${quoted(root.map((o) => o.name).join(' '))} -- "$cur"))
    else
      COMPREPLY=($(compgen -W ${quoted(commands.map((c) => c.name).join(' '))} -- "$cur"))
    fi
    return
  fi
  case "\${COMP_WORDS[1]}" in
${cases.join('\n')}
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  elif [ "$COMP_CWORD" -eq 2 ] && [ -n "$first" ]; then
    COMPREPLY=($(compgen -W "$first" -- "$cur"))
  fi
}
complete -o default -F _nori nori
`;
}

/** Escapes a description for zsh's _arguments and _describe: brackets and colons. */
function zshText(value: string): string {
  return value.replace(/([[\]:\\])/g, '\\$1');
}

function zshScript(commands: readonly CommandShape[], root: readonly OptionShape[]): string {
  const list = commands.map((c) => quoted(`${c.name}:${zshText(c.description)}`)).join(' ');
  const rootList = root.map((o) => quoted(`${o.name}:${zshText(o.description)}`)).join(' ');
  const cases = commands.map((command) => {
    const specs = command.options.map((option) => {
      const value = option.takesValue
        ? `:${option.name.slice(2)}:${option.choices ? `(${option.choices.join(' ')})` : '_files'}`
        : '';
      return quoted(`${option.name}[${zshText(option.description)}]${value}`);
    });
    const rest = command.firstArgument
      ? quoted(`1:argument:(${command.firstArgument.join(' ')})`)
      : quoted('*:file:_files');
    return `    ${command.name}) _arguments ${[...specs, rest].join(' ')} ;;`;
  });
  return `#compdef nori
# zsh completion for nori (nori completion zsh)
_nori() {
  local -a commands options
  commands=(${list})
  options=(${rootList})
  if (( CURRENT == 2 )); then
    if [[ $PREFIX == -* ]]; then
      _describe option options
    else
      _describe command commands
    fi
    return
  fi
  shift words
  (( CURRENT-- ))
  case $words[1] in
${cases.join('\n')}
  esac
}
compdef _nori nori
`;
}

function fishScript(commands: readonly CommandShape[], root: readonly OptionShape[]): string {
  const lines = ['# fish completion for nori (nori completion fish)', 'complete -c nori -f'];
  for (const option of root) {
    const value = option.choices ? ` -x -a ${quoted(option.choices.join(' '))}` : '';
    lines.push(
      `complete -c nori -n __fish_use_subcommand -l ${option.name.slice(2)}${value} -d ${quoted(option.description)}`,
    );
  }
  for (const command of commands) {
    lines.push(
      `complete -c nori -n __fish_use_subcommand -a ${command.name} -d ${quoted(command.description)}`,
    );
    const when = `-n ${quoted(`__fish_seen_subcommand_from ${command.name}`)}`;
    for (const option of command.options) {
      const value = option.takesValue
        ? option.choices
          ? ` -x -a ${quoted(option.choices.join(' '))}`
          : ' -r -F'
        : '';
      lines.push(
        `complete -c nori ${when} -l ${option.name.slice(2)}${value} -d ${quoted(option.description)}`,
      );
    }
    if (command.firstArgument) {
      lines.push(`complete -c nori ${when} -a ${quoted(command.firstArgument.join(' '))}`);
    } else {
      lines.push(`complete -c nori ${when} -F`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script of `program`'s commands for `shell`. */
export function completionScript(program: Command, shell: (typeof SHELLS)[number]): string {
  const commands: CommandShape[] = program.commands.map(shapeOf);
  // `nori help COMMAND`, the help command commander adds (its description as the help lists it).
  const help = program
    .createHelp()
    .visibleCommands(program)
    .find((command) => command.name() === 'help');
  if (help !== undefined) {
    commands.push({
      name: 'help',
      description: help.description(),
      options: [],
      firstArgument: program.commands.map((command) => command.name()),
    });
  }
  // nori's own options (--version, --lang, --help), offered before a command.
  const root = shapeOf(program).options;
  if (shell === 'bash') return bashScript(commands, root);
  if (shell === 'zsh') return zshScript(commands, root);
  return fishScript(commands, root);
}

export function completionCommand(lang: Lang): Command {
  const command: Command = new Command('completion')
    .description(text(lang, 'help.completion'))
    .addArgument(new Argument('<SHELL>', text(lang, 'help.completion.shell')).choices(SHELLS))
    .addHelpText('after', examplesHelp(lang, text(lang, 'help.completion.examples')))
    .action((shell: (typeof SHELLS)[number]) => {
      process.stdout.write(completionScript(command.parent ?? command, shell));
    });
  return command;
}
