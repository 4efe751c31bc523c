/**
 * nori's texts in Korean, by code: every code of `en.ts` with the same `{placeholders}`, checked by
 * the compiler (`ko` must satisfy `Catalogue`, and `SAME_PLACEHOLDERS` names any code whose
 * placeholders differ). Baekjoon's terms: 맞았습니다!!, 틀렸습니다, 시간 초과, 메모리 초과, 런타임
 * 에러, 출력 초과, 컴파일 에러, 반례; 흑/백, 장목, 렌주 룰/표준 룰/자유 룰. A particle after a
 * placeholder is written `{name:이/가}` (the form after a consonant first), never `이(가)`.
 */
import type { Catalogue, SamePlaceholders } from './catalogue.js';
import type { en } from './en.js';

export const ko = {
  'lang.unknown': '--lang에는 {choices} 중 하나를 주세요. {found:은/는} 쓸 수 없습니다',
  'lang.option': '출력, 도움말, 에러의 언어: {choices} (기본값: LC_ALL, LC_MESSAGES, LANG을 따름)',

  'option.whole.zero-or-more': '{option} 값은 0 이상의 정수여야 하는데 {found:이/가} 있습니다',
  'option.whole.positive': '{option} 값은 양의 정수여야 하는데 {found:이/가} 있습니다',
  'option.whole.range':
    '{option} 값은 {min}부터 {max}까지의 정수여야 하는데 {found:이/가} 있습니다',
  'option.whole.at-least': '{option} 값은 {min} 이상의 정수여야 하는데 {found:이/가} 있습니다',
  'option.whole.at-most': '{option} 값은 {max} 이하여야 하는데 {found:이/가} 있습니다',

  'internal-error': '내부 에러: {message} (버그입니다. 알려 주세요)',

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

  'compile.compiling': '{file} 파일을 {language:으로/로} 컴파일합니다: {command}',
  'compile.missing':
    '{file} 파일({language})을 컴파일할 수 없습니다: {tool:이/가} 설치되어 있지 않습니다 (Debian/Ubuntu: apt install {package})',
  'compile.error': '컴파일 에러: {file} ({language}: {status}). 컴파일러의 메시지는 위에 있습니다',
  'compile.unreadable': '{file} 파일을 읽을 수 없습니다: {why}',
} as const satisfies Catalogue;

/** True, or a type error naming the codes whose placeholders differ from English. */
export const SAME_PLACEHOLDERS: SamePlaceholders<typeof en, typeof ko> = true;
