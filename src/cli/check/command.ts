/**
 * Declaration of `nori check` (docs/cli.md); the work is in run.ts, loaded only when it runs. The
 * help's lists are built from the tables they show: the verdicts (typed by the runner's
 * `Verdict`, only the type is imported), the problems' limits (problem-names.ts) and the
 * languages (compile.ts).
 */
import { availableParallelism } from 'node:os';
import { Argument, Command, Option } from 'commander';
import { type Lang, text } from '../../i18n/index.js';
import { PROBLEM_INFO, PROBLEM_NAMES, type ProblemName } from '../../stress/problem-names.js';
import type { Verdict } from '../../stress/runner.js';
import { examplesHelp, notDashes } from '../options.js';
import { LANGUAGES } from './compile.js';
import { type CheckOptions, DEFAULT_TIME_S, maxJobs } from './limits.js';

/** The verdicts in order of precedence; a `Record` so that a new verdict needs its line. */
const VERDICT_ORDER: Readonly<Record<Verdict, number>> = {
  TLE: 0,
  MLE: 1,
  OLE: 2,
  RE: 3,
  WA: 4,
  AC: 5,
};

/** The text after the options of `nori check --help`. */
function helpAfter(lang: Lang): string {
  const verdicts = (Object.keys(VERDICT_ORDER) as Verdict[])
    .sort((a, b) => VERDICT_ORDER[a] - VERDICT_ORDER[b])
    .map((v) => `  ${v.padEnd(4)} ${text(lang, `help.check.verdict.${v}`)}`)
    .join('\n');
  const limits = PROBLEM_NAMES.map((name) => {
    const info = PROBLEM_INFO[name];
    const row = text(lang, 'help.check.limit-row', {
      number: info.number,
      ms: info.timeMs,
      mb: info.memoryMb,
    });
    return `  ${name.padEnd(5)} ${row}`;
  }).join('\n');
  const languages = LANGUAGES.map((language) => {
    const how = language.compile ?? language.run;
    const extra =
      language.extraTime === undefined
        ? ''
        : ` ${text(lang, 'help.check.extra-time', {
            factor: language.extraTime.factor,
            seconds: language.extraTime.plusMs / 1000,
          })}`;
    return `  ${language.name.padEnd(13)} ${language.extensions.join(' ')}: ${how.join(' ')}${extra}`;
  }).join('\n');
  return [
    '',
    `${text(lang, 'help.check.verdicts')}\n${verdicts}\n${text(lang, 'help.check.killed')}`,
    `${text(lang, 'help.check.limits')}\n${limits}`,
    text(lang, 'help.check.cases-text'),
    `${text(lang, 'help.check.compile')}\n${languages}\n${text(lang, 'help.check.compile-after')}`,
    text(lang, 'help.check.exit'),
  ].join('\n\n');
}

export function checkCommand(lang: Lang): Command {
  const value = notDashes(lang);
  const defaults = (pick: (info: (typeof PROBLEM_INFO)[ProblemName]) => number): string =>
    PROBLEM_NAMES.map((name) => `${pick(PROBLEM_INFO[name])} ${name}`).join(', ');
  return (
    new Command('check')
      .description(text(lang, 'help.check'))
      .addArgument(new Argument('<PROBLEM>', text(lang, 'help.problem')).choices(PROBLEM_NAMES))
      .argument('<SOLUTION...>', text(lang, 'help.check.solution'))
      // Both say how many cases run (--time is ignored beside --cases): one of them only.
      .addOption(
        new Option('--cases <N>', text(lang, 'help.check.cases'))
          .argParser(value)
          .conflicts('time'),
      )
      .option(
        '--time <S>',
        text(lang, 'help.check.time', { fast: DEFAULT_TIME_S.fast, slow: DEFAULT_TIME_S.slow }),
        value,
      )
      .option('--seed <S>', text(lang, 'help.check.seed'), value)
      .option(
        '--time-limit <MS>',
        text(lang, 'help.check.time-limit', { limits: defaults((i) => i.timeMs) }),
        value,
      )
      // Two names of one limit: given both, one was dropped without a word.
      .addOption(
        new Option('--timeout <MS>', text(lang, 'help.check.timeout'))
          .argParser(value)
          .conflicts('timeLimit'),
      )
      .option(
        '--memory-limit <MB>',
        text(lang, 'help.check.memory-limit', { limits: defaults((i) => i.memoryMb) }),
        value,
      )
      .addOption(new Option('--diagnosis-cases <N>').argParser(value).hideHelp())
      .option(
        '--jobs <J>',
        text(lang, 'help.check.jobs', { cores: availableParallelism(), max: maxJobs() }),
        value,
      )
      .option('--save <FILE>', text(lang, 'help.check.save'), value)
      .option('--shrink-time <MS>', text(lang, 'help.check.shrink-time'), value)
      .option('--sanitize', text(lang, 'help.check.sanitize'))
      .option('--coverage', text(lang, 'help.check.coverage'))
      .option('--json', text(lang, 'help.check.json'))
      .addHelpText('after', helpAfter(lang))
      .addHelpText('after', examplesHelp(lang, text(lang, 'help.check.examples')))
      .action(async (problem: ProblemName, command: string[], options: CheckOptions) => {
        const { runCheck } = await import('./run.js');
        options.afterDashes = process.argv.includes('--');
        process.exitCode = await runCheck(problem, command, options);
      })
  );
}
