/**
 * The command line's words in English and Korean: one catalogue, a key per text, `{name}` for
 * the parts filled in. Korean follows Baekjoon's own terms (맞았습니다!!, 틀렸습니다, 시간 초과,
 * 메모리 초과, 런타임 에러, 출력 초과, 컴파일 에러, 반례). Every key must exist in both languages:
 * `ko` is typed by the keys of `en`, and a test checks both ways. Pure: the language is chosen by
 * the caller (`chooseLang`, from an option and the environment).
 */

/** The languages of the command line. */
export type Lang = 'en' | 'ko';

const en = {
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

export type MessageKey = keyof typeof en;

const ko: Record<MessageKey, string> = {
  'verdict.AC': '맞았습니다!!',
  'verdict.WA': '틀렸습니다',
  'verdict.RE': '런타임 에러',
  'verdict.TLE': '시간 초과',
  'verdict.MLE': '메모리 초과',
  'verdict.OLE': '출력 초과',
  'verdict.CE': '컴파일 에러',

  'check.allPassed': '모두 맞았습니다!!',
  'check.summary': '케이스 {cases}개 (시드 {seed}): {counts}',
  'check.badLang': '--lang 값은 en 또는 ko여야 하는데 {found}입니다',
  'check.slowest': '가장 오래 걸린 실행 {time} ({case}번 케이스)',
  'check.largest': '가장 많이 쓴 메모리 {memory} ({case}번 케이스)',
  'check.times': 'CPU {cpu} ms, 실제 {wall} ms',
  'check.wall': '실제 {wall} ms',
  'check.runLine': '처음 찾은 반례의 실행: {times}{memory} (제한: {limits}){confirmed}',
  'check.runMemory': ', 최대 메모리 {memory}',
  'check.limitsCpu': 'CPU 시간 {time} ms, 실제 시간 {wall} ms, 메모리 {memory} MB',
  'check.limitsWall': '실제 시간 {time} ms, 메모리 {memory} MB',
  'check.confirmed': '. 혼자 다시 실행해도 시간 초과였습니다',
  'check.note': '참고: {case}번 케이스: {why}',
  'check.failedOn': '{verdict}: {cases}개 중 {case}번 케이스 (시드 {seed}): {what}',
  'check.progress': '케이스 {total}개 중 {done}개 확인 ({counts})',
  'check.shrinking': '{case}번 케이스에서 {verdict}. 반례를 줄이는 중...',
  'check.original': '처음 찾은 반례:',
  'check.shrunk': '줄인 반례 ({how}):',
  'check.shrunk.steps': '{steps}단계, {tries}번 실행',
  'check.shrunk.timedOut': '{steps}단계 뒤 제한 시간 {ms} ms가 지나 멈춤',
  'check.shrunk.stopped': '{steps}단계 뒤 멈춤: {why}',
  'check.expected': '정답:',
  'check.actual': '프로그램의 출력:',
  'check.stderr': '표준 에러:',
  'check.explanation': '줄인 반례의 풀이:',
  'check.diagnosis': '틀린 이유:',
  'check.diagnosing': '틀린 이유를 찾는 중: 케이스 {count}개를 더 실행합니다...',
  'check.saved': '줄인 반례를 {file} 파일에 저장했습니다',
  'check.nothing': '(없음)',
  'check.limits': '제한: CPU 시간 {time} ms, 메모리 {memory} MB ({problem})',
  'check.noMemory':
    '이 시스템에서는 메모리 사용량을 잴 수 없습니다 (/proc 없음): 메모리 초과는 판정하지 않습니다',
  'check.memoryOver': '최대 메모리 {memory}, 제한 {limit} MB 초과',

  'compile.compiling': '{file} 파일을 {language}(으)로 컴파일합니다: {command}',
  'compile.missing':
    '{file} 파일({language})을 컴파일할 수 없습니다: {tool}이(가) 설치되어 있지 않습니다 (Debian/Ubuntu: apt install {package})',
  'compile.error': '컴파일 에러: {file} ({language}: {status}). 컴파일러의 메시지는 위에 있습니다',
  'compile.unreadable': '{file} 파일을 읽을 수 없습니다: {why}',
};

/** Both catalogues, for the test that no key is missing from one. */
export const CATALOGUES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en, ko };

/** The text of `key` in `lang`, with each `{name}` replaced by `params[name]`. */
export function message(
  lang: Lang,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return CATALOGUES[lang][key]!.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The language: `option` (`--lang`) when given, otherwise Korean when the locale of the environment
 * (LC_ALL, then LC_MESSAGES, then LANG, the first that is set) starts with `ko`. Returns undefined
 * for an unknown `option`, which the caller refuses.
 */
export function chooseLang(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Lang | undefined {
  if (option !== undefined) {
    const wanted = option.toLowerCase();
    return wanted === 'ko' || wanted === 'en' ? wanted : undefined;
  }
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return locale?.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}
