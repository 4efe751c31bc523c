/**
 * The completion scripts offer `help` and its commands, and nori's own options before a command
 * (outside tester: neither was offered). The bash script is run by bash itself.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../main.js';
import { completionScript } from './command.js';

/** What bash's completion offers for the words typed so far (the last one being completed). */
function bashOffers(words: readonly string[]): string[] {
  const script = completionScript(buildProgram('en'), 'bash');
  const quotedWords = words.map((w) => `'${w}'`).join(' ');
  const run = spawnSync(
    'bash',
    [
      '-c',
      `${script}\nCOMP_WORDS=(${quotedWords}); COMP_CWORD=${words.length - 1}; _nori; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8' },
  );
  return run.stdout.split('\n').filter((line) => line !== '');
}

describe.skipIf(spawnSync('bash', ['--version']).status !== 0)('bash completion', () => {
  it('offers the commands and help at the first word', () => {
    expect(bashOffers(['nori', ''])).toEqual([
      'yut',
      'omok',
      'gen',
      'check',
      'serve',
      'brain',
      'completion',
      'help',
    ]);
    expect(bashOffers(['nori', 'he'])).toEqual(['help']);
  });

  it("offers nori's own options before a command", () => {
    expect(bashOffers(['nori', '--'])).toEqual(['--version', '--lang', '--help']);
    expect(bashOffers(['nori', '--v'])).toEqual(['--version']);
  });

  it('offers the commands after help, and a command its options', () => {
    expect(bashOffers(['nori', 'help', 'o'])).toEqual(['omok']);
    expect(bashOffers(['nori', 'yut', '--ba'])).toEqual(['--batch']);
  });
});

describe('zsh and fish', () => {
  it('list help and the root options too', () => {
    const zsh = completionScript(buildProgram('en'), 'zsh');
    expect(zsh).toMatch(/commands=\(.*'help:[^']+'/);
    expect(zsh).toMatch(/options=\('--version:[^']*' '--lang:/);
    const fish = completionScript(buildProgram('en'), 'fish');
    expect(fish).toContain('complete -c nori -n __fish_use_subcommand -a help -d');
    expect(fish).toContain('complete -c nori -n __fish_use_subcommand -l version -d');
  });
});
