/**
 * The option parser in process: each command's declaration as `main.ts` builds it, with its
 * action replaced by one that keeps what commander parsed, so choices, defaults and conflicts are
 * tested without spawning the built command (test/cli-*.test.ts do that, for the whole command).
 */
import { type Command, CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE, RULES } from '../omok/index.js';
import { PROBLEM_NAMES } from '../stress/problem-names.js';
import { buildProgram } from './main.js';

/** Parses `argv` with `nori`'s commands; returns the parsed options and arguments, or the error. */
function parse(argv: string[]): { options: Record<string, unknown>; args: unknown[] } | string {
  const program = buildProgram();
  let parsed: { options: Record<string, unknown>; args: unknown[] } | undefined;
  const quiet = (command: Command): void => {
    command.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
    command.action((...args: unknown[]) => {
      const self = args.at(-1) as Command;
      parsed = { options: self.opts(), args: args.slice(0, -2) };
    });
    for (const sub of command.commands) quiet(sub);
  };
  quiet(program);
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.code;
    throw error;
  }
  return parsed ?? 'no action';
}

describe('nori omok options', () => {
  it('defaults --rule to the core default', () => {
    expect(parse(['omok'])).toMatchObject({ options: { rule: DEFAULT_RULE } });
  });

  it.each(RULES)('takes --rule %s (the choices are the core list)', (rule) => {
    expect(parse(['omok', '--rule', rule])).toMatchObject({ options: { rule } });
  });

  it.each([
    {
      name: 'an unknown rule',
      argv: ['omok', '--rule', 'gomoku'],
      code: 'commander.invalidArgument',
    },
    {
      name: '--json with --explain',
      argv: ['omok', '--json', '--explain'],
      code: 'commander.conflictingOption',
    },
    {
      name: '--moves with --batch',
      argv: ['omok', '--moves', '--batch'],
      code: 'commander.conflictingOption',
    },
    { name: 'an unknown option', argv: ['omok', '--colour'], code: 'commander.unknownOption' },
  ])('refuses $name', ({ argv, code }) => {
    expect(parse(argv)).toBe(code);
  });
});

describe('nori gen options', () => {
  it.each(PROBLEM_NAMES)('takes the problem %s (the choices are the stress list)', (name) => {
    expect(parse(['gen', name, '--count', '3'])).toMatchObject({
      args: [name],
      options: { count: '3' },
    });
  });

  it('refuses a problem it does not know', () => {
    expect(parse(['gen', 'chess'])).toBe('commander.invalidArgument');
  });
});

describe('nori check options', () => {
  it.each(PROBLEM_NAMES)('takes the problem %s and the command after --', (name) => {
    expect(parse(['check', name, '--cases', '5', '--', 'python3', 'sol.py'])).toMatchObject({
      args: [name, ['python3', 'sol.py']],
      options: { cases: '5' },
    });
  });

  it('refuses a problem it does not know', () => {
    expect(parse(['check', 'chess', '--', 'python3', 'sol.py'])).toBe('commander.invalidArgument');
  });
});
