/**
 * nori's texts in English, by code. The catalogue the others follow: `ko.ts` must have every code
 * with exactly the same `{placeholders}` (a type error otherwise). How to add a text: see index.ts.
 */
export const en = {
  // --- the choice of language, shared by every command
  'lang.unknown': '--lang must be one of {choices}, found {found}',
  'lang.option':
    'language of the output, the help and the errors: {choices} (default: from LC_ALL, LC_MESSAGES or LANG)',

  // --- option values (src/cli/options.ts)
  'option.whole.zero-or-more': '{option} must be a whole number (0 or more), found {found}',
  'option.whole.positive': '{option} must be a positive whole number, found {found}',
  'option.whole.range': '{option} must be a whole number from {min} to {max}, found {found}',
  'option.whole.at-least': '{option} must be a whole number of at least {min}, found {found}',
  'option.whole.at-most': '{option} must be at most {max}, found {found}',

  // --- anything that is a bug of nori
  'internal-error': 'internal error: {message} (please report this)',

  'verdict.AC': 'accepted',
  'verdict.WA': 'wrong answer',
  'verdict.RE': 'runtime error',
  'verdict.TLE': 'time limit exceeded',
  'verdict.MLE': 'memory limit exceeded',
  'verdict.OLE': 'output limit exceeded',
  'verdict.CE': 'compile error',

  'check.allPassed': 'all passed',
  'check.summary': '{cases} cases (seed {seed}): {counts}',
  'check.badLang': '--lang must be en or ko, found {found}',
  'check.slowest': 'slowest run {time} (case {case})',
  'check.largest': 'largest peak memory {memory} (case {case})',
  'check.times': '{cpu} ms CPU, {wall} ms wall',
  'check.wall': '{wall} ms wall',
  'check.runLine': 'run of the original case: {times}{memory} (limits: {limits}){confirmed}',
  'check.runMemory': ', peak memory {memory}',
  'check.limitsCpu': '{time} ms of CPU time, {wall} ms wall, {memory} MB',
  'check.limitsWall': '{time} ms wall, {memory} MB',
  'check.confirmed': '; the time-out was confirmed by a second run, alone',
  'check.note': 'note: case {case}: {why}',
  'check.failedOn': '{verdict} on case {case} of {cases} (seed {seed}): {what}',
  'check.progress': 'checked {done}/{total} cases ({counts})',
  'check.shrinking': 'case {case} failed ({verdict}); shrinking it...',
  'check.original': 'original case:',
  'check.shrunk': 'shrunk case ({how}):',
  'check.shrunk.steps': '{steps} steps, {tries} runs',
  'check.shrunk.timedOut': 'stopped by the {ms} ms time box after {steps} steps',
  'check.shrunk.stopped': 'stopped after {steps} steps: {why}',
  'check.expected': 'expected output:',
  'check.actual': 'actual output:',
  'check.stderr': 'standard error:',
  'check.explanation': 'reference explanation of the shrunk case:',
  'check.diagnosis': 'what went wrong:',
  'check.diagnosing': 'naming the bug: running {count} more cases...',
  'check.saved': 'saved the shrunk case to {file}',
  'check.nothing': '(nothing)',
  'check.limits': 'limits: {time} ms CPU time, {memory} MB memory ({problem})',
  'check.noMemory':
    'peak memory cannot be measured on this system (no /proc): no memory limit exceeded verdicts',
  'check.memoryOver': 'peak memory {memory} over the limit of {limit} MB',

  'compile.compiling': 'compiling {file} as {language}: {command}',
  'compile.missing':
    'cannot compile {file} ({language}): {tool} is not installed; install it (Debian/Ubuntu: apt install {package})',
  'compile.error': 'compile error in {file} ({language}: {status}); the compiler said so above',
  'compile.unreadable': 'cannot read {file}: {why}',
} as const;
