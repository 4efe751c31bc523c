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

  'option.whole.zero-or-more': '{option} 값은 0 이상의 정수여야 하는데 {found}입니다',
  'option.whole.positive': '{option} 값은 양의 정수여야 하는데 {found}입니다',
  'option.whole.range': '{option} 값은 {min}부터 {max}까지의 정수여야 하는데 {found}입니다',
  'option.whole.at-least': '{option} 값은 {min} 이상의 정수여야 하는데 {found}입니다',
  'option.whole.at-most': '{option} 값은 {max} 이하여야 하는데 {found}입니다',

  'internal-error': '내부 에러: {message} (버그입니다. 알려 주세요)',

  'verdict.AC': '맞았습니다!!',
  'verdict.WA': '틀렸습니다',
  'verdict.RE': '런타임 에러',
  'verdict.TLE': '시간 초과',
  'verdict.MLE': '메모리 초과',
  'verdict.OLE': '출력 초과',
  'verdict.CE': '컴파일 에러',

  'check.coverage.line': '구조 목록 {total}개 중 {covered}개를 확인했습니다',
  'check.coverage.missing': '확인하지 못한 구조: {keys}',
  'check.jobsCapped':
    '--jobs {jobs}: 이 컴퓨터가 한 번에 돌리기에는 너무 많아 {max}개씩 실행합니다',
  'check.byTime': '시간 예산 {seconds}초. 더 돌리려면 --time S 또는 --cases N',
  'check.byTime.uncovered':
    '이 구조가 들어 있는 케이스를 돌리기 전에 시간 예산 {seconds}초가 다 되었습니다. 시간을 늘리려면 --time S',
  'check.counterexample': '반례 설명:',
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
  'check.failedOn': '{verdict}: {case}번 케이스 (시드 {seed}): {what}',
  'check.progress': '케이스 {total}개 중 {done}개 확인 ({counts})',
  'check.shrinking': '{case}번 케이스에서 {verdict}. 반례를 줄이는 중...',
  'check.original': '처음 찾은 반례:',
  'check.shrunk': '줄인 반례 ({how}):',
  'check.shrunk.steps': '{steps}단계, {tries}번 실행',
  'check.shrunk.timedOut':
    '{steps}단계 뒤 제한 시간 {ms} ms가 지나 멈춤. 더 줄이려면 --shrink-time MS',
  'check.shrunk.deadline':
    '{steps}단계 뒤 멈춤: 기본 검사는 모두 합쳐 {seconds}초 안에 끝납니다. 반례 줄이기에 따로 시간을 주려면 --shrink-time MS',
  'check.shrunk.stopped': '{steps}단계 뒤 멈춤: {why}',
  'check.expected': '정답:',
  'check.actual': '프로그램의 출력:',
  'check.stderr': '표준 에러:',
  'check.explanation': '줄인 반례의 풀이:',
  'check.diagnosis': '틀린 이유:',
  'check.diagnosing': '틀린 이유를 찾는 중: 케이스를 {count}개까지 더 실행합니다...',
  'check.saved': '줄인 반례를 {file} 파일에 저장했습니다',
  'check.nothing': '(없음)',
  'check.noMemory':
    '이 시스템에서는 메모리 사용량을 잴 수 없습니다 (/proc 없음): 메모리 초과는 판정하지 않습니다',
  'check.memoryOver': '최대 메모리 {memory}, 제한 {limit} MB 초과',
  'check.memoryRefused':
    '메모리 부족: 제한 {limit} MB(와 런타임 몫)를 넘는 메모리 할당을 시스템이 거부했습니다',

  'check.unknown-extension':
    '{file}: {ext} 파일의 언어를 모릅니다. 컴파일할 수 있는 언어: {languages}. 다른 프로그램은 -- 뒤에 실행할 명령을 주세요',
  'check.no-extension':
    '{file}: 확장자가 없고 실행할 수도 없는 파일입니다. 컴파일할 수 있는 언어: {languages}. 다른 프로그램은 -- 뒤에 실행할 명령을 주세요',
  'check.no-command': '실행할 프로그램이 없습니다: -- 뒤에 주세요 (예: -- python3 sol.py)',
  'check.sanitize-command':
    '--sanitize는 C나 C++ 소스 파일을 검사 기능을 넣어 컴파일합니다. 이미 만들어진 프로그램이나 -- 뒤의 명령에는 넣을 수 없습니다',
  'check.sanitize-language':
    '{file}: --sanitize는 C와 C++ 소스에만 쓸 수 있습니다 ({language} 소스는 안 됩니다)',
  'run.no-command': '실행할 프로그램이 없습니다',
  'run.cannot-run': '{file:을/를} 실행할 수 없습니다: {why}',
  'run.not-found': '찾을 수 없습니다',
  'run.permission': '권한이 없습니다',
  'run.not-in-path': 'PATH에서 찾을 수 없습니다 (이 폴더에 있는 것이면 ./{file}처럼 쓰세요)',
  'run.directory': '디렉터리입니다',
  'compile.compiling': '{file} 파일을 {language:으로/로} 컴파일합니다: {command}',
  'compile.missing':
    '{file} 파일({language})을 컴파일할 수 없습니다: {tool:이/가} 설치되어 있지 않습니다 (Debian/Ubuntu: apt install {package})',
  'compile.error': '컴파일 에러: {file} ({language}: {status}). 컴파일러의 메시지는 위에 있습니다',
  'compile.errorSilent':
    '컴파일 에러: {file} ({language}: {status}). 컴파일러는 아무 메시지도 출력하지 않았습니다',
  'compile.timeout':
    '{file} 파일({language})의 컴파일이 {seconds}초를 넘었습니다: 컴파일러와 그것이 시작한 프로세스를 모두 종료했습니다',
  'compile.unreadable': '{file} 파일을 읽을 수 없습니다: {why}',
  'compile.note': '{file}: {note}',
  'compile.cp949':
    '파일이 UTF-8이 아니라 한국어 Windows 인코딩(CP949, EUC-KR)입니다. 백준에는 UTF-8로 제출되므로 UTF-8로 바꿔 검사합니다',
  'compile.utf16':
    '파일이 UTF-8이 아니라 UTF-16(Visual Studio와 메모장의 "유니코드")입니다. 백준에는 UTF-8로 제출되므로 UTF-8로 바꿔 검사합니다',
  'compile.java-package':
    '백준의 Java 풀이에는 패키지 선언이 없어야 합니다. `package {package};` 줄을 빼고 검사합니다',
  'compile.java-class':
    '백준은 Java 풀이를 `public class Main`으로 실행합니다. {name} 클래스를 Main으로 바꿔 검사합니다',
  'compile.sanitize':
    '정의되지 않은 동작을 검사하도록 컴파일했습니다 (--sanitize: {checks}). 그런 동작을 하는 실행은 런타임 에러(RE)로 멈추고, 표준 에러에 어디에서 일어났는지 나옵니다({main} = 이 파일). 백준은 이 검사 없이 컴파일합니다',
  'compile.java-bom':
    '파일이 BOM(바이트 순서 표시)으로 시작합니다. Java 컴파일러가 받지 않고 백준 제출에는 없는 것이라 빼고 검사합니다',

  'help.usage': '사용법:',
  'help.arguments': '인자:',
  'help.options': '옵션:',
  'help.commands': '명령:',
  'help.options-word': '[옵션]',
  'help.command-word': '[명령]',
  'help.default': '(기본값: {value})',
  'help.choices': '({choices} 중 하나)',
  'help.help': '이 도움말을 보여 줍니다',
  'help.help-command': '명령의 도움말을 보여 줍니다',
  'help.version': 'nori의 버전을 출력합니다',
  'help.examples': '예:',
  'help.short-usage':
    '사용법: nori yut|omok|gen|check|serve|brain|completion [옵션] [파일]. 자세한 내용은 nori --help',
  'help.nori': '주사위 윷놀이(백준 17825)와 오목(백준 2615): 정확한 풀이, 설명, 스트레스 테스트',
  'help.file': '입력 파일. 없거나 "-"이면 표준 입력',
  'help.problem': '문제',
  'help.seed': '시드: 같은 시드는 같은 입력을 만듭니다',

  'help.yut':
    '주사위 윷놀이(백준 17825): 주사위 눈을 알 때의 최대 점수, 다른 판과 개수, 눈을 모를 때의 최선의 수',
  'help.yut.batch': '비어 있지 않은 줄 하나가 케이스 하나. 줄마다 답 하나 (스트리밍)',
  'help.yut.explain': '답, 턴마다의 최적 수순, 마지막 판',
  'help.yut.json': '케이스마다 JSON 객체 하나: 주사위, 점수, 수순',
  'help.yut.all': '5^10개의 입력을 모두 풉니다 (--out과 함께)',
  'help.yut.out': '--all과 함께: 답 9,765,625개를 little-endian uint16으로 이 파일에 씁니다',
  'help.yut.board':
    '들어 있는 판의 이름(classic, small) 또는 판 파일(JSON)의 경로. 기본값: classic',
  'help.yut.turns': '한 게임의 턴 수, 1부터 30 (기본값 10): 케이스마다 주사위 개수',
  'help.yut.pieces': '말의 수, 1부터 8 (기본값 4)',
  'help.yut.faces': '주사위 눈은 1부터 N, N은 1부터 10 (기본값 5)',
  'help.yut.policy': '눈을 미리 모를 때: 최선의 전략의 기대 점수와, 눈을 모두 알 때의 기대 점수',
  'help.yut.advise': '방금 굴린 눈으로 어느 말을 옮길지 (--at, --turn, --roll과 함께)',
  'help.yut.at': '--advise와 함께: 말 1, 2, ...가 있는 칸. 예: o10,start,start,end',
  'help.yut.turn': '--advise와 함께: 지금 두는 턴, 1부터 --turns',
  'help.yut.roll': '--advise와 함께: 방금 굴린 눈, 1부터 --faces',
  'help.yut.score': '--advise와 함께: 지금까지 얻은 점수 (기본값 0)',
  'help.yut.after': `--advise의 위치: 말 1부터 N까지의 칸 이름을 쉼표로 나누어 적습니다 (이름은 --json과
같고, start와 end에는 말이 여러 개 있을 수 있습니다). --turn은 지금 두는 턴입니다 (게임의
첫 주사위가 1). 각 선택의 기대 최종 점수는 그 뒤로 최선의 전략을 따른다고 보고 계산합니다.`,
  'help.yut.examples': `  echo "1 2 3 4 1 2 3 4 1 2" | nori yut         # 190, 백준 17825의 답과 같음
  echo "1 2 3 4 1 2 3 4 1 2" | nori yut --explain
  echo "3 1 2 3" | nori yut --board small --turns 4 --pieces 2 --faces 3
  nori yut --policy                             # 최선의 전략과 눈을 모두 알 때의 비교
  nori yut --advise --at o10,start,start,end --turn 4 --roll 3`,

  'help.omok': '오목(백준 2615): 누가 정확히 다섯 개를 이었는지, 어디인지',
  'help.omok.batch': '판 여러 개를 이어서 (사이에 빈 줄 허용). 판마다 답 하나 (스트리밍)',
  'help.omok.rule': '어떤 줄이 이기는지',
  'help.omok.size':
    '판 크기 N x N (5부터 1000. 기본값 19, 렌주 룰에서 --moves나 --forbidden이면 15)',
  'help.omok.explain': '답, 이긴 줄을 표시한 판, 다섯 이상 이어진 모든 줄',
  'help.omok.json': '판마다 JSON 객체 하나: winner, at, lines',
  'help.omok.moves': '입력이 기보 (흑부터, 한 수에 "h8" 또는 "8 8"): 승부가 나는 수까지 둡니다',
  'help.omok.forbidden':
    '흑의 금수 자리를 판에 그리고 나열합니다 (--rule renju와 함께). --batch면 판마다 한 줄',
  'help.omok.best': '엔진: 둘 차례인 쪽의 최선의 수, 형세, 예상 수순, 필승수',
  'help.omok.solve':
    '엔진: 둘 차례인 쪽의 필승수를 4로 몰기(VCF), 다음으로 3으로 몰기(VCT)로 찾습니다',
  'help.omok.time': '--best가 생각하는 시간, 밀리초 (기본값 1000)',
  'help.omok.depth': '--solve가 찾는 이기는 쪽의 최대 수 (기본값: 4로 몰기 12, 3으로 몰기 6)',
  'help.omok.side': '--best와 --solve에서 둘 차례인 쪽 (기본값: 돌의 수로 정함)',
  'help.omok.after': `종료 코드: 0 답함. 2 잘못된 사용법이나 입력 형식 (줄과 자리를 적은 한 줄. 여러 판이면 그
앞의 판은 답합니다). 3 판이 문제의 약속을 어김 (흑과 백 모두 이기거나 한 쪽이 두 번 이김):
이기는 줄을 모두 적고, 그 판의 답은 출력하지 않습니다.

기보 (--moves): 한 줄에 한 수, 또는 공백이나 쉼표로 나누어 흑부터 적습니다. 한 수는 위와
같이 왼쪽 위에서 센 "행 열", 또는 "h8" 같은 좌표입니다: 열 글자는 왼쪽부터 (a가 1열, i도
건너뛰지 않음), 행 번호는 아래부터 셉니다. 승부가 나는 수까지 둡니다: 이기는 수, 또는 렌주
룰에서 흑의 금수 (흑이 집니다). 잘못된 수, 판 밖의 자리, 이미 둔 자리: 그 수를 적은 한 줄,
종료 코드 2.

금수 (--rule renju --forbidden): 흑의 금수 자리를 표시한 판과 그 목록. --batch면 읽는
대로 판마다 한 줄: "행 열 이유"를 ", "로 이어서, 없으면 "none". --json이면 판마다 객체 한 줄.

엔진 (--best, --solve): 판 (또는 --moves 기보)은 두는 중인 게임입니다. 흑이 먼저 두므로
돌의 수가 같으면 흑, 흑이 하나 더 많으면 백의 차례입니다 (--side로 바꿀 수 있음). 수는
"h8"처럼 적습니다. --size의 기본값은 렌주 룰에서 15, 그 밖에는 19 (5부터 26).`,
  'help.omok.examples': `  nori omok examples/omok-sample.txt            # 1, 그리고 다섯의 행과 열
  nori omok --explain examples/omok-sample.txt
  nori omok --rule renju --forbidden examples/renju-forbidden.txt
  echo "h8 h9 i8 i9 j8 j9 k8 k9 l8" | nori omok --moves
  nori omok --best --rule renju examples/renju-forbidden.txt`,

  'help.gen': '시드를 정한 생성기로 올바른 입력 N개를 만듭니다 (고르게, 그리고 경계 케이스)',
  'help.gen.count': '입력의 개수',
  'help.gen.examples': `  nori gen yut --seed 1                         # 주사위 열 개의 한 줄
  nori gen omok --count 3 --seed 7              # 판 세 개`,

  'help.check':
    '풀이(내 풀이든 누구의 풀이든)를 정답 풀이와 비교하는 스트레스 테스트. 처음 찾은 반례를 줄입니다',
  'help.check.solution':
    '소스 파일 (sol.cpp, sol.c, sol.py, Main.java, sol.kt, sol.rs, sol.js, sol.go, 백준처럼 컴파일), 또는 -- 뒤에 실행할 명령 (예: -- python3 sol.py)',
  'help.check.cases': '정확히 N개의 케이스를 실행 (기본: --time 안에 되는 만큼)',
  'help.check.time':
    '케이스를 실행할 시간(초) (기본 {fast}초. Python, Java, Kotlin, node.js는 {slow}초)',
  'help.check.seed': '케이스 생성기의 시드',
  'help.check.time-limit': '실행 한 번의 CPU 시간 제한, 밀리초 (기본: 문제의 제한, {limits})',
  'help.check.timeout': '--time-limit과 같음',
  'help.check.memory-limit': '실행 한 번의 메모리 제한, MB (기본: 문제의 제한, {limits})',
  'help.check.jobs': '동시에 실행할 수 (기본: 코어 수 {cores}. 최대 {max})',
  'help.check.save': '줄인 반례를 이 파일에 저장',
  'help.check.shrink-time':
    '반례를 줄이는 데 쓸 시간, 실행들의 CPU 시간 밀리초 (기본: 보통 실행 150번, 10000에서 120000 사이)',
  'help.check.sanitize':
    'C, C++: 정의되지 않은 동작(배열 범위 밖 인덱스, 부호 있는 정수 오버플로 등)을 검사하도록 컴파일합니다. 그런 실행은 런타임 에러(RE)로 멈추고 어느 줄에서 일어났는지 알려 줍니다',
  'help.check.coverage': '구조 목록을 출력: 구조마다 그것이 들어 있던 케이스 수',
  'help.check.json': '결과를 JSON 객체 하나로 출력 (결과별 수, 반례, 반례 설명)',
  'help.check.verdicts': '실행 결과, 먼저 해당하는 것부터:',
  'help.check.verdict.TLE': `시간 초과: 프로그램 (과 그것이 시작한 모든 프로세스)의 CPU 시간 (user + system)이
       --time-limit보다 길거나, 그 10배의 실제 시간 안에 답하지 않음 (기다리는 프로그램).
       그 케이스를 혼자 다시 실행해서 확인합니다.`,
  'help.check.verdict.MLE': `메모리 초과: 프로그램 프로세스들의 최대 메모리가 --memory-limit보다 큼
       (Linux의 /proc으로 잼. 다른 시스템에서는 판정하지 않음).`,
  'help.check.verdict.OLE': '출력 초과: 표준 출력에 1 MiB보다 많이 씀.',
  'help.check.verdict.RE': '런타임 에러: 0이 아닌 종료 코드, 또는 시그널로 종료.',
  'help.check.verdict.WA': '틀렸습니다: 정상 종료했지만 정답과 다른 답.',
  'help.check.verdict.AC': `맞았습니다!!: 백준처럼 줄마다 정답과 같은 토큰 (줄 끝의 공백과 마지막의 빈 줄은
       상관없음).`,
  'help.check.killed': `결과가 무엇이든 실행이 끝나면 프로그램이 시작한 모든 프로세스를 종료합니다 (프로세스
그룹이나 세션을 떠난 것까지).`,
  'help.check.limits': '문제의 제한 (--time-limit과 --memory-limit으로 바꿀 수 있음):',
  'help.check.limit-row': '백준 {number}: {ms} ms, {mb} MB',
  'help.check.cases-text': `케이스: 흔한 실수 목록의 함정과, 문제의 구조 목록에 있는 구조마다 하나씩 만든 케이스를
먼저 실행하고, 그다음 시드로 만든 무작위 케이스를 --time초 동안, 또는 정확히 --cases N개
실행합니다. --coverage는 구조 목록을 출력합니다. 틀리면 반례를 줄이고, 말과 그림으로
설명합니다 (오목은 판에서 중요한 줄, 주사위 윷놀이는 최선의 방법과, 프로그램의 답이 나오는
규칙 하나의 변경). 학습자가 자주 하는 실수의 목록과 답을 비교해서, 모든 답을 설명하는 실수가
있으면 그 실수와 어긴 규칙을 알려 줍니다.`,
  'help.check.compile': '소스 파일은 백준처럼 컴파일해서 캐시 (XDG_CACHE_HOME/nori)에 둡니다:',
  'help.check.extra-time': '(시간 제한 {factor}배 + {seconds}초)',
  'help.check.compile-after': `컴파일 에러는 컴파일러가 출력한 그대로 보여 줍니다 (종료 코드 2). 추가 시간은
--time-limit이 없을 때 줍니다. Java 파일은 백준이 받는 Main.java로 맞춰서(패키지 선언과 BOM을
빼고 클래스 이름을 Main으로 바꿔서) 검사하고, 무엇을 바꿨는지 알려 줍니다.`,
  'help.check.exit': `종료 코드: 0 모든 케이스 통과. 1 틀린 케이스를 찾아서 알림. 2 잘못된 사용법, 또는 출력을
쓸 수 없음. 128+N 시그널 N으로 멈춤 (129 SIGHUP, 130 SIGINT (Ctrl-C), 131 SIGQUIT,
143 SIGTERM, ...): 실행 중인 프로그램을 모두 종료하고, --save 파일을 반쯤 쓴 채로 두지 않습니다.`,
  'help.check.examples': `  nori check yut sol.cpp                        # 백준처럼 컴파일
  nori check omok Main.java --cases 500 --seed 1
  nori check yut -- python3 sol.py              # -- 뒤에는 어떤 명령이든
  nori check yut examples/yut-same-number.cpp   # 틀린 풀이: 줄인 반례`,

  'help.serve': '웹 놀이터를 엽니다',
  'help.serve.port': '포트 (0이면 빈 포트를 고름)',
  'help.serve.host': '들을 주소 (0.0.0.0이나 ::이면 모든 네트워크 인터페이스)',
  'help.serve.open': '놀이터를 브라우저로 엽니다 ($BROWSER, 없으면 시스템 기본 브라우저)',
  'help.serve.max-connections': '동시에 열어 둘 연결 수. 넘으면 가장 오래 쉰 연결을 닫습니다',
  'help.serve.examples': `  nori serve                                    # http://127.0.0.1:8017/
  nori serve --port 0 --open                    # 빈 포트로, 브라우저에서`,

  'help.brain': 'Gomocup (Piskvork) 브레인: 표준 입출력으로 두는 오목 엔진',
  'help.brain.debug': '수마다 탐색 결과를 적은 DEBUG 줄',
  'help.brain.after': `Gomocup 브레인 프로토콜 (START, RESTART, BEGIN, TURN, BOARD ... DONE, INFO, TAKEBACK, END,
ABOUT)로 말합니다: Gomocup 매니저나 Piskvork에서 브레인의 명령으로 실행하세요. 판은 5부터 26
줄. INFO rule 0은 다섯 이상, 1은 정확히 다섯, 4는 렌주. 수는 INFO timeout_turn과 남은 대국
시간 안에 둡니다.`,
  'help.brain.examples': `  printf 'START 15\\nBEGIN\\nEND\\n' | nori brain    # 15 x 15 판의 첫 수`,

  'help.completion': '셸 자동 완성 스크립트를 출력합니다: bash, zsh, fish',
  'help.completion.shell': '셸',
  'help.completion.examples': `  nori completion bash > ~/.local/share/bash-completion/completions/nori
  nori completion zsh > ~/.zfunc/_nori
  nori completion fish > ~/.config/fish/completions/nori.fish`,

  'cli.unknown-option': "알 수 없는 옵션 '{option}'",
  'cli.unknown-option.near': "알 수 없는 옵션 '{option}' ({near} 옵션을 찾으셨나요?)",
  'cli.unknown-option.root': "알 수 없는 옵션 '{option}' (nori 자체의 옵션입니다: nori {option})",
  'cli.unknown-command': "알 수 없는 명령 '{command}'",
  'cli.unknown-command.near': "알 수 없는 명령 '{command}' ({near} 명령을 찾으셨나요?)",
  'cli.version-alone': '{flag} 옵션 뒤에는 아무것도 쓸 수 없는데 {found:이/가} 있습니다',
  'cli.missing-argument': '필요한 인자 {argument:이/가} 없습니다',
  'cli.missing-value': "'{option}' 옵션에 값이 없습니다",
  'cli.too-many-arguments': '인자가 너무 많습니다: {expected}개여야 하는데 {found}개입니다',
  'cli.conflict': "'{option}' 옵션과 '{other}' 옵션은 함께 쓸 수 없습니다",
  'cli.bad-choice': '{what} 값은 {choices} 중 하나여야 하는데 {found:이/가} 있습니다',
  'cli.bad-value': '{what}: {why}',
  'cli.value-is-dashes': '값이 없습니다: --는 실행할 명령의 시작입니다',

  'input.at': '{place}: {what}',
  'input.board': '{what} ({board}번째 판)',
  'place.line': '{line}번째 줄',
  'place.line-column': '{line}번째 줄 {column}번째 글자',
  'place.line-roll': '{line}번째 줄 {token}번째 눈',
  'place.row-value': '{row}번째 줄 {token}번째 값',
  'place.row-value-line': '{row}번째 행 {token}번째 값 (입력의 {line}번째 줄)',
  'dice.empty': '주사위 {expected}개가 있어야 하는데 하나도 없습니다',
  'dice.count': '주사위 {expected}개가 있어야 하는데 {found}개가 있습니다',
  'dice.not-a-number': '1부터 {faces}까지의 주사위 눈이 있어야 하는데 {found:이/가} 있습니다',
  'dice.out-of-range': '주사위 눈은 1부터 {faces}까지인데 {found:이/가} 있습니다',
  'dice.extra-line': '주사위는 한 줄이어야 하는데 더 있습니다',
  'grid.bad-value.joined':
    '0, 1, 2 중 하나여야 하는데 {found:이/가} 있습니다. 값 사이에 공백을 넣으세요',
  'grid.bad-value': '0, 1, 2 중 하나여야 하는데 {found:이/가} 있습니다',
  'grid.extra-values': '값이 {expected}개여야 하는데 더 있습니다: {found}',
  'grid.extra-text': '{expected}줄 뒤에서 입력이 끝나야 하는데 {found:이/가} 있습니다',
  'grid.missing-values': '값이 {expected}개 있어야 하는데 {found}개가 있습니다',
  'grid.missing-rows': '{expected}줄이 있어야 하는데 {found}줄이 있습니다',
  'grid.missing-rows.blank': '{expected}줄이 있어야 하는데 {found}줄 뒤에 빈 줄이 있습니다',
  'grid.missing-rows.none': '{expected}줄이 있어야 하는데 하나도 없습니다',

  'record.bad-move':
    '{move}번째 수 {text}: "h8"(열 글자, 아래에서 센 행)이나 "8 8"(위에서 센 행과 열) 같은 자리여야 합니다',
  'record.missing-column': '{move}번째 수 {text}: 행 번호 뒤에는 같은 줄에 열 번호가 와야 합니다',
  'record.off-board.row':
    '{move}번째 수 {text}: {value}행은 {size} x {size} 판 밖입니다 (1부터 {size}까지)',
  'record.off-board.column':
    '{move}번째 수 {text}: {value}열은 {size} x {size} 판 밖입니다 (1부터 {size}까지)',
  'record.off-board.letter':
    '{move}번째 수 {text}: {value}열은 {size} x {size} 판 밖입니다 (a부터 {last}까지)',
  'record.off-board.from-bottom':
    '{move}번째 수 {text}: 아래에서 {value}번째 행은 {size} x {size} 판 밖입니다 (아래에서 세어 1부터 {size}까지)',
  'record.taken': '{move}번째 수 {text}: 이미 {earlier}번째 수에서 둔 자리입니다',

  // --- Dice Yut board files: 칸, 말, 빨간 화살표, 파란 화살표, 시작, 도착 (Baekjoon 17825)
  'json.expected': '{expected:이/가} 와야 하는데 {found:이/가} 있습니다',
  'json.expected.closing-quote': '문자열 안에는 제어 문자를 쓸 수 없으므로 닫는 따옴표',
  'json.expected.hex': '\\u 뒤의 16진수 네 자리',
  'json.expected.escape': '\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX 중 하나인 이스케이프',
  'json.expected.value': '값',
  'json.expected.key': '큰따옴표로 감싼 키',
  'json.expected.colon': '키 뒤의 ":" 기호',
  'json.expected.comma-brace': '"," 또는 "}" 기호',
  'json.expected.comma-bracket': '"," 또는 "]" 기호',
  'json.end-of-text': '텍스트의 끝',
  'json.found.line-break': '줄바꿈',
  'json.found.control': '제어 문자 {code}',
  'json.unterminated': '문자열이 닫히지 않았습니다',
  'json.too-deep': '{depth}단계보다 깊이 중첩되어 있습니다',
  'board.not-json': '올바른 JSON이 아닙니다: {why}',
  'board.found.object': '객체',
  'board.found.array': '배열',
  'board.found.string': '문자열 {value}',
  'board.found.number': '수 {value}',
  'board.found.function': '함수',
  'board.found.symbol': '심볼',
  'board.found.empty-slot': '배열의 빈 자리',
  'board.start': '시작',
  'board.end': '도착',
  'board.red': '빨간',
  'board.blue': '파란',
  'board.in-path': '{path}: {what}',
  'board.in-cell': '{label} 칸: {what}',
  'board.not-an-object': '판 파일에는 JSON 객체 하나가 있어야 하는데 {found:이/가} 있습니다',
  'board.unknown-field':
    '알 수 없는 항목 {key}입니다 (판의 항목은 name, description, start, end, cells입니다)',
  'board.unknown-cell-field':
    '알 수 없는 항목 {key}입니다 (칸의 항목은 label, number, red, blue입니다)',
  'board.given-twice': '{key} 항목이 두 번 있습니다',
  'board.given-twice.one': '{key} 항목이 두 번 있습니다 (판에는 {which} 칸이 하나뿐입니다)',
  'board.not-a-string': '{key} 항목은 문자열이어야 하는데 {found:이/가} 있습니다',
  'board.missing-endpoint': '{key} 항목이 없습니다 ({which} 칸의 이름을 적습니다)',
  'board.endpoint-count': '{key} 항목에 칸 {count}개가 있습니다. 판에는 {which} 칸이 하나뿐입니다',
  'board.missing-name': '"name" 항목이 없습니다',
  'board.name-control': '"name" 항목에는 제어 문자를 쓸 수 없는데 {found:이/가} 있습니다',
  'board.missing-cells': '"cells" 항목(칸 목록)이 없습니다',
  'board.cells-not-array': '"cells" 항목은 칸의 배열이어야 하는데 {found:이/가} 있습니다',
  'board.no-cells': '"cells" 항목이 비어 있습니다',
  'board.cell-not-object': '칸은 객체여야 하는데 {found:이/가} 있습니다',
  'board.missing-label': '"label" 항목이 없습니다',
  'board.bad-label':
    '칸 이름은 공백, 쉼표, 제어 문자 없이 1~{max}글자여야 하는데 {found:이/가} 있습니다',
  'board.duplicate-label': '칸 이름 {label:은/는} 이미 {first}에서 썼습니다',
  'board.missing-number': '"number" 항목이 없습니다',
  'board.number-not-integer': '"number" 항목은 정수여야 하는데 {found:이/가} 있습니다',
  'board.number-range': '"number" 항목은 0부터 {max}까지여야 하는데 {found:이/가} 있습니다',
  'board.endpoint-unknown': '{key} 항목이 없는 칸 {label:을/를} 가리킵니다',
  'board.start-is-end': '"start"와 "end"가 같은 칸 {label:을/를} 가리킵니다',
  'board.end-has-arrow':
    '도착 칸에는 {colour} 화살표가 있을 수 없습니다 (도착한 말은 그대로 머뭅니다)',
  'board.arrow-unknown': '{colour} 화살표가 없는 칸 {label:을/를} 가리킵니다',
  'board.self-arrow': '{colour} 화살표가 자기 칸을 가리킵니다',
  'board.missing-red':
    '"red" 항목이 없습니다 (도착 칸이 아닌 모든 칸에는 빨간 화살표가 있어야 합니다)',
  'board.too-many-cells':
    '판의 칸이 {cells}개입니다. 말이 {pieces}개이면 칸은 {limit}개까지만 풀 수 있습니다',
  'board.end-unreachable.one':
    '1만 나오는 주사위로는 이 칸에서 도착 칸에 갈 수 없습니다 (여기 놓인 말은 끝내 도착하지 못합니다)',
  'board.end-unreachable':
    '1부터 {faces}까지의 눈으로는 이 칸에서 도착 칸에 갈 수 없습니다 (여기 놓인 말은 끝내 도착하지 못합니다)',
  'board.spec-faces': 'faces는 {min}부터 {max}까지의 정수여야 하는데 {faces:이/가} 있습니다',
  'board.spec-not-an-object': '판 명세는 "cells"가 있는 객체여야 합니다',
  'board.spec-too-many-cells': '판의 칸이 {cells}개입니다. 칸은 {max}개까지만 풀 수 있습니다',
  'io.read-failed': '{file:을/를} 읽을 수 없습니다: {why}',
  'io.stdin': '표준 입력',
  'io.stdin-directory': '표준 입력을 읽을 수 없습니다: 디렉터리입니다',
  'io.too-large': '입력이 {bytes}바이트보다 큽니다. 케이스가 여러 개라면 --batch를 쓰세요',
  'io.too-large.record': '입력이 {bytes}바이트보다 큽니다. 그렇게 긴 기보는 없습니다',
  'io.line-too-long': '{line}번째 줄: {max}자보다 깁니다',
  'io.write-failed': '{file}에 쓸 수 없습니다: {why}',
  'io.stdout': '표준 출력',
  'io.stderr': '표준 에러',
  'check.save.dash': '--save에 파일 이름이 없습니다 ("-": 보고서는 표준 출력으로 나갑니다)',
  'check.save.empty': '--save에 파일 이름이 없습니다 ("")',
  'check.save.refused': '{file}에 쓸 수 없습니다 (--save): {why}',
  'check.save.socket': '소켓입니다. 보통 파일을 주세요',
  'check.save.block-device': '블록 장치입니다. 보통 파일을 주세요',
  'check.save.stream': 'nori의 {stream}입니다',
  'check.save.input': '이 검사의 입력 파일인 {input}입니다. 다른 파일을 주세요',
  'sys.ENOENT': '그런 파일이 없습니다',
  'sys.ENOENT.directory': '그런 디렉터리가 없습니다',
  'io.own-stream': '이 파일은 nori의 {stream}입니다',
  'io.fifo': '이름 있는 파이프(FIFO)입니다. 보통 파일을 주세요',
  'sys.EISDIR': '디렉터리입니다',
  'sys.ENOTDIR': '경로의 일부가 디렉터리가 아닙니다',
  'sys.EACCES': '권한이 없습니다',
  'sys.EROFS': '읽기 전용 파일 시스템입니다',
  'sys.ENOSPC': '장치에 남은 공간이 없습니다',
  'sys.EDQUOT': '디스크 할당량을 다 썼습니다',
  'sys.EFBIG': '파일이 너무 커집니다',
  'sys.ENXIO': '반대편에 장치나 읽는 쪽이 없습니다 (소켓, 또는 아무도 읽지 않는 파이프)',
  'sys.EBADF': '열려 있지 않습니다 (닫힌 파일 디스크립터)',
  'sys.EIO': '장치의 입출력 에러',
  'sys.EMFILE': '열린 파일이 너무 많습니다',
  'sys.ENAMETOOLONG': '이름이 너무 깁니다',
  'sys.ELOOP': '심볼릭 링크가 너무 많습니다 (순환?)',
  'sys.EPIPE': '읽는 쪽이 사라졌습니다',
  'sys.ETXTBSY': '파일이 사용 중입니다',
  'sys.EINVAL': '이런 방식으로 읽거나 쓸 수 없습니다',

  // --- 오목의 말과 출력
  'omok.color.1': '흑',
  'omok.color.2': '백',
  'omok.color-number': '{color} ({number})',
  'omok.colored-line': '{color} {line}',
  'omok.dir.horizontal': '가로',
  'omok.dir.vertical': '세로',
  'omok.dir.falling': '오른쪽 아래로 내려가는 대각선 \\',
  'omok.dir.rising': '오른쪽 위로 올라가는 대각선 /',
  'omok.length.1': '1개',
  'omok.length.2': '2개',
  'omok.length.3': '3개',
  'omok.length.4': '4개',
  'omok.length.5': '5개',
  'omok.length.6': '6개',
  'omok.length.7': '7개',
  'omok.length.8': '8개',
  'omok.length.9': '9개',
  'omok.length.many': '{count}개',
  'omok.line': '{fromRow}행 {fromCol}열부터 {toRow}행 {toCol}열까지 {length}',
  'omok.rule.standard': '정확히 다섯 개가 이어지면 이기고, 여섯 개 이상은 이긴 것이 아닙니다',
  'omok.rule.freestyle': '다섯 개 이상 이어지면 이깁니다',
  'omok.rule.renju':
    '흑은 정확히 다섯, 백은 다섯 이상으로 이깁니다. 흑의 여섯 이상(장목)은 금수입니다',
  'omok.rule-name.standard': '표준 룰',
  'omok.rule-name.freestyle': '자유 룰',
  'omok.rule-name.renju': '렌주 룰',
  'omok.kind.win': '승리',
  'omok.kind.overline': '장목: 흑에게는 금수, 승리 아님',
  'omok.kind.no-win': '승리 아님: 정확히 다섯 개만 이깁니다',
  'omok.judged-line': '{line}, {direction}: {kind}',
  'omok.explain.rule': '룰: {name} ({rule}), 판 {size} x {size}',
  'omok.explain.no-answer': '답 없음: 판이 문제의 조건을 어깁니다: {why}',
  'omok.explain.marks-one': '[ ]는 이긴 줄입니다',
  'omok.explain.marks-many': '[ ]는 이긴 줄들입니다',
  'omok.explain.no-line': '{who}: 다섯 개 이상 이어진 줄 없음',
  'omok.broken.both': '흑과 백 모두 이긴 줄이 있습니다: {lines}',
  'omok.broken.twice': '{color}에게 이긴 줄이 {count}개 있습니다: {lines}',
  'omok.broken.board': '{board}번째 판({line}번째 줄)이 문제의 조건을 어깁니다: {why}',
  'omok.broken.single': '판이 문제의 조건을 어깁니다: {why}',
  'omok.list.separator': '; ',
  'omok.list.more': '{list} 외 {more}개',
  'omok.join': '{a}{separator}{b}',
  'omok.list.and': ', ',
  'omok.point.named': '{name}, {row}행 {col}열',
  'omok.point.at': '{row}행 {col}열',
  'omok.point.row-col': '{row}행 {col}열',
  'omok.replay.none': '{moves}수를 두는 동안 이긴 쪽이 없습니다',
  'omok.replay.head': '{move}번째 수 ({color} {point})',
  'omok.replay.five': '{head}: {color:이/가} {line:으로/로} 이깁니다',
  'omok.replay.forbidden': '{head}: {why}. {winner:이/가} 이깁니다',
  'omok.replay.overline': '흑의 금수인 장목 ({line})',
  'omok.replay.double-four': '흑의 금수인 사사 ({shapes})',
  'omok.replay.double-three': '흑의 금수인 삼삼 ({shapes})',
  'omok.shapes.fours': '{directions}의 사',
  'omok.shapes.threes': '{directions}의 삼',
  'omok.shapes.fours.one-line': '{direction} 한 줄에 사 두 개',
  'omok.shapes.threes.one-line': '{direction} 한 줄에 삼 두 개',
  'omok.replay.moves': '수: 기보에 {moves}수, 그중 {played}수를 둠',
  'omok.replay.ignored': ', 승부가 난 뒤의 {ignored}수는 두지 않음',
  'omok.replay.legend': '홀수는 흑, 짝수는 백의 수입니다',
  'omok.replay.legend.decisive': '. [ ]는 승부를 가른 수',
  'omok.replay.legend.five': ', ( )는 그 수로 이어진 줄',
  'omok.replay.legend.overline': ', ( )는 장목',
  'omok.replay.not-replayed': '{move}번째 수에서 승부가 나서 뒤의 {moves}수는 두지 않았습니다',
  'cli.note': '참고: {what}',
  'omok.reason.double-three': '삼삼',
  'omok.reason.double-four': '사사',
  'omok.reason.overline': '장목',
  'omok.forbidden.none': '흑의 금수 자리가 없습니다',
  'omok.forbidden.legend': '흑은 3 (삼삼), 4 (사사), 6 (장목) 자리에 둘 수 없습니다',
  'omok.forbidden.count': '흑의 금수 {count}곳 (행 열 이유):',
  'omok.error.best-only': '{option} 옵션은 --best와 함께만 씁니다',
  'omok.error.solve-only': '{option} 옵션은 --solve와 함께만 씁니다',
  'omok.error.engine-only': '{option} 옵션은 --best나 --solve와 함께만 씁니다',
  'omok.forbidden.needs-renju':
    '--forbidden은 --rule renju와 함께 써야 합니다 (렌주 룰의 흑에게만 금수가 있습니다)',
  'omok.engine.to-move': '{color} 차례 ({rule}, {size} x {size})',
  'omok.engine.no-move': '둘 수 있는 수가 없습니다',
  'omok.engine.best': '최선의 수: {point} ({row}행 {col}열)',
  'omok.engine.evaluation': '형세 평가: {score}',
  'omok.engine.evaluation.searched': '형세 평가: {score} (깊이 {depth}, 국면 {nodes}개)',
  'omok.engine.wins-in': '{moves}수 만에 이김',
  'omok.engine.loses-in': '{moves}수 만에 짐',
  'omok.engine.pv': '예상 수순: {line}',
  'omok.engine.forced': '필승: {win}',
  'omok.engine.vcf': 'VCF(연속 사)',
  'omok.engine.vct': 'VCT(사와 삼)',
  'omok.engine.win': '{color:이/가} {by:으로/로} {moves}수 만에 이깁니다: {line}',
  'omok.engine.no-win': '{within} 이내에서 {color}의 필승을 찾지 못했습니다',
  'omok.engine.no-win.budget':
    '{within} 이내에서 {color}의 필승을 찾지 못했습니다 (그 전에 탐색 한도에 이르렀습니다)',
  'omok.engine.within.default': '사로 12수, 사와 삼으로 6수',
  'omok.engine.within': '{depth}수',
  'omok.engine.over.record':
    '이미 끝난 게임입니다: {move}번째 수({point})에서 {how:으로/로} 승부가 났습니다',
  'omok.engine.over.board':
    '이미 끝난 게임입니다: 판에 이긴 줄이 있습니다 ({option} 없이 nori omok으로 보세요)',
  'omok.engine.over.full': '게임이 끝났습니다: 이긴 쪽 없이 판이 다 찼습니다 (무승부)',
  'omok.engine.decided.five': '오목',
  'omok.engine.decided.overline': '흑의 금수인 장목',
  'omok.engine.decided.double-four': '흑의 금수인 사사',
  'omok.engine.decided.double-three': '흑의 금수인 삼삼',
  'omok.engine.whose-turn':
    '누구 차례인지 알 수 없습니다: 흑의 돌이 백과 같거나 하나 더 많아야 합니다 (--side로 정하세요)',

  // --- 주사위 윷놀이의 보고
  'yut.game': '판 "{board}" (칸 {cells}개), {turns}턴, 말 {pieces}개, {die}',
  'yut.die.one': '늘 1이 나오는 주사위',
  'yut.die.faces': '1부터 {faces}까지 나오는 주사위',
  'yut.policy.best': '최선의 전략, 눈을 두기 직전에만 알 때:',
  'yut.policy.foresight': '모든 눈을 미리 알 때:',
  'yut.policy.float': '(부동소수점)',
  'yut.policy.exact': '(정확히 {numerator} / {faces}^{turns})',
  'yut.policy.mean': '(입력 {inputs}개 모두의 평균)',
  'yut.policy.estimate': '(무작위 입력 {inputs}개로 추정, 표준 오차 {error})',
  'yut.policy.worth': '모든 눈을 미리 알면 평균 {points}점을 더 얻습니다.',
  'yut.policy.worth-unsure':
    '모든 눈을 미리 알면 평균 0점에서 {high}점 사이만큼 더 얻습니다(추정값 {points}점은 정책과의 차이가 표준 오차의 두 배보다 작습니다).',
  'yut.policy.states': '전략의 표에는 국면 {states}개가 있습니다.',
  'yut.advise.head':
    '{turns}턴 중 {turn}번째 턴, 나온 눈 {roll}, 지금까지 {score}점. 이 턴 뒤에 {left}턴이 남습니다.',
  'yut.advise.piece': '말',
  'yut.advise.from': '출발',
  'yut.advise.to': '도착',
  'yut.advise.points': '점수',
  'yut.advise.expected': '기대 최종 점수',
  'yut.advise.best-mark': '<- 최선',
  'yut.advise.finished': '움직일 수 없음: 이미 도착',
  'yut.advise.occupied': '움직일 수 없음: {piece}번 말({cell})이 있는 칸에 도착',
  'yut.advise.none':
    '움직일 수 있는 말이 없습니다: 이 턴은 점수 없이 넘어갑니다. 기대 최종 점수 {expected}.',
  'yut.advise.move': '{piece}번 말을 {from}에서 {to:으로/로} 옮기세요: 기대 최종 점수 {expected}.',
  'yut.progress.counting': '국면 세는 중',
  'yut.progress.positions': '국면',
  'yut.progress.policy': '최선의 전략',
  'yut.progress.foresight': '모든 눈을 알 때',
  'yut.progress.best': '최대 점수',
  'yut.progress.cases': '케이스',
  'yut.progress.all': '모든 입력을 푸는 중',
  'yut.progress.parts': '조각',
  'yut.all.solved':
    '입력 {count}개를 {seconds}초에 풀었습니다. {file}: {bytes}바이트, uint16 리틀 엔디언',
  'yut.all.none': '입력 없음',
  'yut.all.figures':
    '최솟값 {smallest} (입력 {atSmallest}개), 최댓값 {largest} (입력 {atLargest}개), 평균 {mean}, 중앙값 {median}',
  'yut.all.distribution': '분포:',
  'yut.all.distribution.bins': '분포, {width}점 단위:',
  'yut.all.answer': '답',
  'yut.all.inputs': '입력 수',
  'yut.all.share': '비율',
  'yut.all.lowest': '가장 낮은 답:',
  'yut.all.highest': '가장 높은 답:',
  'yut.error.out-only-all': '--out FILE은 --all (모든 입력의 표)에만 씁니다',
  'yut.error.all-needs-out':
    '--all에는 --out FILE이 필요합니다: 표는 19,531,250바이트의 바이너리이고, 요약은 표준 출력으로 나갑니다',
  'yut.error.reads-no-input': '{option} 옵션은 입력을 읽지 않습니다. "{file}" 인자를 빼세요',
  'yut.error.out-needs-name': '--out에는 파일 이름이 필요합니다 (요약은 표준 출력으로 나갑니다)',
  'yut.error.only-advise': '{option} 옵션은 --advise와 함께만 씁니다',
  'yut.error.advise-not-policy': '{option} 옵션은 --policy가 아니라 --advise와 함께 씁니다',
  'yut.error.integer.range': '{option} 값은 {min}부터 {max}까지의 정수여야 하는데 {found}입니다',
  'yut.error.integer.at-least': '{option} 값은 {min} 이상의 정수여야 하는데 {found}입니다',
  'yut.error.no-board':
    '--board {name}: 그런 이름의 판이 없습니다 ({boards}). 판 파일은 경로로 적습니다 (예: ./{name}.json)',
  'yut.error.board-needs-name': '--board에는 판 파일의 이름이 필요합니다',
  'yut.error.board-too-large':
    '{file:이/가} {bytes}바이트보다 큽니다 (칸 1,000개짜리 판도 60 kB 정도입니다)',
  'yut.error.in-board': '--board {name}: {why}',
  'yut.error.board': '--board: {why}',
  'yut.error.policy-too-large':
    '전략에 국면이 약 {about}개 필요해서, 담을 수 있는 {limit}개를 넘습니다 (말 {pieces}개, {turns}턴, 칸 {cells}개짜리 판). 말이나 턴을 줄이세요',
  'yut.error.advise-needs-at':
    '--advise에는 --at CELLS가 필요합니다: 1번부터 {pieces}번 말까지의 칸 (예: --at {example})',
  'yut.error.advise-needs-turn':
    '--advise에는 --turn T가 필요합니다: 지금 두는 턴, 1부터 {turns}까지',
  'yut.error.advise-needs-roll':
    '--advise에는 --roll D가 필요합니다: 방금 나온 눈, 1부터 {faces}까지',
  'yut.error.at': '--at: {why}',
  'advise.unknown-cell': '{piece}번 말: {shown:은/는} 판 {board}의 칸이 아닙니다',
  'advise.empty-name': '빈 이름',
  'advise.wrong-count':
    '위치에 칸이 {count}개 있습니다. 말마다 하나씩 적어야 하고, 이 게임의 말은 {pieces}개입니다',
  'advise.wrong-count.position': '위치에 말이 {count}개 있는데, 이 게임의 말은 {pieces}개입니다',
  'advise.cell-not-id':
    '{piece}번 말: 위치에는 칸 번호(판의 labels에서의 인덱스)를 넣어야 하는데 {found}입니다',
  'advise.no-cell': '{piece}번 말: 판에 {cell}번 칸이 없습니다',
  'advise.shared':
    '{a}번 말과 {b}번 말이 모두 {cell}에 있습니다 (말 여러 개가 함께 있을 수 있는 칸은 {start:과/와} {end}뿐입니다)',
  'advise.turn': '턴은 1부터 {turns}까지여야 하는데 {turn}입니다',
  'advise.roll': '주사위 눈은 1부터 {faces}까지인데 {roll}입니다',
  'advise.score': '지금까지의 점수는 0 이상의 정수여야 하는데 {score}입니다',
  'advise.score-range': '지금까지의 점수는 0부터 {max}까지의 정수여야 하는데 {score}입니다',
  'yut.too-large':
    '이 게임은 너무 커서 정확히 풀 수 없습니다: 국면이 {limit}개를 넘습니다 (말, 턴, 눈의 수를 줄이세요)',
  'yut.policy.too-many':
    '전략에 국면이 {limit}개보다 많이 필요합니다 (말 {pieces}개, {turns}턴, 칸 {cells}개짜리 판). 말이나 턴을 줄이세요',
  'yut.picture.start': '출발: {pieces}',
  'yut.picture.end': '도착: {pieces}',
  'yut.picture.legend': '(* 파란색 칸: 여기서 출발하는 말은 안쪽으로 들어갑니다)',
  'gen.seed': '시드 {seed}',

  // --- nori serve (src/cli/serve/)
  'serve.every-interface':
    '모든 네트워크 인터페이스에서 기다립니다: 같은 네트워크의 누구나 놀이터를 열 수 있습니다',
  'serve.stop': '멈추려면 Ctrl+C를 누르세요',
  'serve.evicted': '열린 연결을 {max}개 이하로 두려고 연결 {count}개를 닫았습니다',
  'serve.bad-port': '--port: 0부터 65535까지의 포트 번호여야 하는데 "{found}"입니다',
  'serve.bad-host': '--host: 주소가 필요한데 비어 있습니다',
  'serve.bad-max-connections':
    '--max-connections: 1부터 100000까지의 수여야 하는데 "{found}"입니다',
  'serve.not-built': '놀이터가 빌드되지 않았습니다 (dist/web 없음): npm run build를 실행하세요',
  'serve.in-use':
    '{host}의 {port}번 포트는 이미 쓰이고 있습니다. --port로 다른 포트를 고르세요 (0이면 빈 포트를 고릅니다)',
  'serve.no-permission':
    '{port}번 포트에서 기다릴 권한이 없습니다. --port로 1023보다 큰 포트를 고르세요',
  'serve.not-local': '{host}에서 기다릴 수 없습니다: 이 컴퓨터의 주소가 아닙니다',
  'serve.unknown-host': '{host}에서 기다릴 수 없습니다: 알 수 없는 호스트입니다',
  'serve.listen-failed': '{host}:{port}에서 기다릴 수 없습니다: {why}',
  'serve.browser-failed':
    '{command:으로/로} 브라우저를 열 수 없습니다 ({why}). {url}을 직접 여세요',
  'serve.browser-exited':
    '브라우저를 열 수 없습니다: {command}의 종료 코드 {code}. {url}을 직접 여세요',
  'serve.browser-error': '브라우저를 열 수 없습니다: {command}: {why}. {url}을 직접 여세요',
  'serve.status.400': '잘못된 요청입니다',
  'serve.status.404': '찾을 수 없습니다',
  'serve.status.405': '허용되지 않는 메서드입니다',
  'serve.status.500': '서버 내부 오류입니다',
  'serve.status.501': '지원하지 않는 요청입니다',
  'serve.rebuilding': '놀이터를 다시 빌드하는 중입니다. 잠시 뒤 새로 고침하세요',
  'serve.not-found': '찾을 수 없습니다',

  // --- nori brain's human-readable texts (after ERROR, MESSAGE, UNKNOWN, DEBUG)
  'brain.line-too-long': '줄이 너무 깁니다: {bytes}바이트를 넘어서 무시합니다',
  'brain.rectangular': '직사각형 판은 지원하지 않습니다',
  'brain.begin-not-empty':
    'BEGIN은 빈 판에서 브레인이 먼저 둘 때만 씁니다. 지금 판에는 돌이 {stones}개 있습니다',
  'brain.no-board': '아직 판이 없습니다: START를 먼저 보내세요',
  'brain.unknown-command': '명령 {command}',
  'brain.bad-size': '지원하지 않는 크기 {size}: nori는 {min}부터 {max}까지의 판에서 둡니다',
  'brain.bad-point': '"x,y"여야 하는데 {found:이/가} 왔습니다',
  'brain.off-board': '{col},{row:은/는} {size} x {size} 판 밖입니다',
  'brain.over': '게임이 끝났습니다',
  'brain.taken': '{col},{row}에는 이미 돌이 있습니다',
  'brain.cannot-play': '{col},{row}에는 둘 수 없습니다',
  'brain.decided': '게임이 끝났습니다: {col},{row}에서 승부가 났습니다 ({why})',
  'brain.not-last':
    '{col},{row}은 마지막 돌({lastCol},{lastRow})이 아닙니다. TAKEBACK은 마지막 돌만 무릅니다',
  'brain.no-stone': '{col},{row}에는 돌이 없습니다',
  'brain.board-line': '판의 {line}번째 줄: {why}',
  'brain.bad-board-line': '"x,y,field"나 DONE이어야 하는데 {found:이/가} 왔습니다',
  'brain.bad-field': '세 번째 값 {field:은/는} 1, 2, 3 중 하나가 아닙니다',
  'brain.twice': '{col},{row:이/가} 두 번 나왔습니다',
  'brain.board-refused': '판을 받지 않았습니다: 잘못된 줄 {refused}개. 국면은 그대로입니다',
  'brain.board-turn':
    '판을 받지 않았습니다: 내 돌 {own}개, 상대 돌 {theirs}개로는 브레인의 차례가 될 수 없습니다',
  'brain.board-won': '판에 이미 이긴 줄이 있습니다',
  'brain.info-range': 'INFO {key}: {found} 값은 범위를 벗어납니다',
  'brain.bad-info': 'INFO {key}: 정수여야 하는데 {found:이/가} 왔습니다',
  'brain.caro': 'caro 룰은 지원하지 않습니다: nori는 다섯 이상으로 둡니다',
  'brain.five': '오목',
  'brain.no-move': '둘 수 있는 수가 남아 있지 않습니다',
  'brain.search-failed':
    '탐색이 내부 오류로 멈췄습니다({reason}). 지금까지의 수로 엔진을 다시 세웠습니다',
  'brain.debug': '깊이 {depth}, 국면 {nodes}개, 점수 {score}{forced}, {ms} ms',
  'brain.debug.forced': ', {kind} 필승',

  // --- the check's report: the counterexample in words (src/stress/*-describe.ts), the diagnosis
  // (src/stress/diagnose.ts) and how a run ended (src/stress/runner.ts)
  'check.rule': '문제의 규칙: {rule}',
  'check.diagnosis.none':
    '흔한 실수 목록의 어느 것도 {cases}개 케이스의 답을 모두 설명하지 못합니다.',
  'check.diagnosis.coincidence':
    '우연일 수 있습니다: 아래의 규칙 변경은 줄인 반례의 답만 맞힐 뿐, 실행한 다른 케이스의 답은 설명하지 못합니다. 맨 아래의 최선의 수순과 프로그램을 비교해 보세요.',
  'check.diagnosis.first-difference':
    '첫 번째로 다른 곳: {line}번째 줄: 정답 {expected}, 출력 {found}',
  'check.diagnosis.match':
    '제출한 답이 {cases}개 케이스 중 {cases}개에서 이런 실수를 한 풀이의 답과 같습니다: {mistake}.',
  'check.diagnosis.where': '살펴볼 칸 ({cells}): 아래 그림에서 말 번호로 표시한 곳입니다.',
  'check.diagnosis.same-answer':
    '입력과 상관없이 {cases}개 케이스 모두에서 같은 답({answer})을 출력합니다. 입력을 표준 입력에서 읽는지 확인하세요 (코드에 적어 둔 예제 입력이나 파일에서 읽고 있지 않나요?).',
  'check.diagnosis.prints-nothing':
    '{cases}개 케이스 모두에서 아무것도 출력하지 않습니다. 답을 표준 출력으로 출력하는지(파일이나 표준 에러에만 쓰지 않는지), 그리고 출력하는 곳까지 실행되는지 확인하세요.',
  'check.diagnosis.reads-file':
    '프로그램이 파일 {file:을/를} 열지 못해 멈춥니다. 채점할 때 입력은 표준 입력으로 주어지니 표준 입력에서 읽으세요(테스트용 파일을 여는 open이나 freopen을 지우세요).',
  'check.diagnosis.reads-file.unnamed':
    '프로그램이 파일을 열지 못해 멈춥니다. 채점할 때 입력은 표준 입력으로 주어지니 표준 입력에서 읽으세요(테스트용 파일을 여는 open이나 freopen을 지우세요).',
  'check.diagnosis.out-of-range':
    '프로그램이 배열 밖을 읽어서 멈춥니다 ({error}). 줄인 반례에서 배열 끝을 넘거나 0보다 작아지는 인덱스를 찾아보세요. 인덱스로 읽기 전에 범위 안인지 확인해야 합니다.',
  'check.diagnosis.out-of-range.index':
    '프로그램이 배열 밖을 읽어서 멈춥니다 ({error}): 길이 {length}인 배열(인덱스 0~{last})에서 {index}번 인덱스를 읽었습니다. 인덱스로 읽기 전에 범위 안인지 확인하세요.',
  'check.diagnosis.out-of-range.omok':
    '오목판에서 한 줄을 따라갈 때는 판 끝에서 멈춰야 합니다. 다음 칸이 판 안에 있는지(행과 열 1~19는 인덱스 0~18) 먼저 확인하고 읽으세요. 줄인 반례에서 판 가장자리에 놓인 돌을 살펴보세요.',
  'check.diagnosis.out-of-range.yut':
    '주사위 윷놀이에서는 말이 경로 끝을 넘어가거나, 경로나 판을 담은 배열이 한 칸 짧은 경우가 흔합니다. 읽을 때마다 인덱스를 확인하고, 도착 칸에 닿은 말은 거기서 멈추게 하세요(이미 도착한 말입니다).',
  'check.diagnosis.extra-output':
    '{cases}개 케이스 모두 출력에 정답이 들어 있지만, 다른 줄도 함께 출력합니다 (첫 줄: {line}). 디버깅용 출력을 지우지 않았나요? 백준은 프로그램이 출력한 모든 내용을 채점합니다.',
  'check.diagnosis.extra-lines':
    '실행한 케이스 {cases}개 중 틀린 {wrong}개 모두에서 어떤 정답보다도 많은 줄을 출력합니다 (첫 줄: {line}). 디버깅용 출력을 지우지 않았나요? 백준은 프로그램이 출력한 모든 내용을 채점합니다. 지우고 다시 검사해 보세요: 그 줄들 속의 답도 몇몇 케이스에서 틀리므로, 다른 실수가 더 있을 수 있습니다.',
  'check.diagnosis.layout':
    '{cases}개 케이스 모두 숫자는 맞고, 줄을 나눈 방식만 정답 출력과 다릅니다. 백준은 줄도 채점합니다 (결과: 출력 형식이 잘못되었습니다).',
  'check.try-sanitize':
    'C나 C++ 소스이니 --sanitize를 붙여 다시 검사해 보세요. 배열 밖을 읽는 실수(판 끝을 넘어가는 경우 등)는 검사 없이 빌드하면 그냥 지나가서 틀린 답을 낼 수 있지만, 검사를 넣으면 그 자리에서 프로그램이 멈춥니다.',
  'check.re.after-answer':
    '출력한 답은 맞았지만, 출력한 뒤에 프로그램이 에러로 끝났습니다. 케이스를 하나 더 읽거나 입력보다 많이 읽으려 하지 않나요? 백준은 한 번 실행할 때 케이스를 하나만 줍니다.',
  'check.mistake.same-answer': '입력과 상관없이 같은 답을 출력합니다',
  'check.mistake.prints-nothing': '입력과 상관없이 아무것도 출력하지 않습니다',
  'check.mistake.reads-file': '표준 입력 대신 파일에서 읽습니다',
  'check.mistake.out-of-range': '배열 밖을 읽습니다',
  'check.mistake.after-answer': '맞는 답을 출력한 뒤 에러로 멈춥니다',
  'check.mistake.extra-output': '정답 말고 다른 줄도 출력합니다',
  'check.mistake.extra-lines': '답보다 많은 줄을 출력하고, 다른 실수도 있습니다',
  'check.mistake.layout': '맞는 숫자를 문제가 요구하는 것과 다른 줄에 출력합니다',
  'run.end.exit-code': '종료 코드 {code}',
  'run.end.killed-by': '{signal} 시그널로 종료됨',
  'run.end.cpu-limit': 'CPU 시간 제한 {limit} ms 초과: {times}; {after}',
  'run.end.killed': '강제 종료',
  'run.end.ended-past': '제한을 넘긴 뒤 종료 ({end})',
  'run.end.wall-no-cpu':
    '{limit} ms 안에 답이 없습니다 (이 시스템에서는 CPU 시간을 잴 수 없어 실제 경과 시간으로 잽니다). 프로그램이 시작한 프로세스를 모두 종료했습니다',
  'run.end.wall-cap':
    '실제 경과 시간 상한 {limit} ms 안에 답이 없습니다 ({times}): 계산하지 않고 기다렸습니다. 프로그램이 시작한 프로세스를 모두 종료했습니다',
  'run.end.output-held':
    '프로그램은 끝났지만({end}) {limit} ms가 지나도 출력이 닫히지 않았습니다. nori의 관리를 벗어난 프로세스(실행의 그룹과 세션을 떠나고 환경 변수를 지운 프로세스)가 출력을 잡고 있어서 종료하지 못했습니다',
  'run.end.output-limit':
    '{bytes}바이트보다 많이 출력했습니다. 프로그램이 시작한 프로세스를 모두 종료했습니다',
  'run.end.process-limit':
    '한 번에 {processes}개보다 많은 프로세스를 만들었습니다. 프로그램이 시작한 프로세스를 모두 종료했습니다',
  'run.end.aborted': 'nori가 실행을 멈췄습니다',
  'yut.change.merge': '{x}, {y} 두 칸(둘 다 {number})을 한 칸으로 봅니다',
  'yut.change.share': '{x} 칸에 말 두 개가 함께 설 수 있습니다',
  'yut.change.no-blue':
    '{x}의 파란색 화살표를 무시합니다 ({x}에서 시작한 이동이 바깥 둘레를 따라 갑니다)',
  'yut.change.blue-passing': '{x} 칸을 지나가기만 해도 파란색 화살표를 탑니다',
  'yut.change.route-copies':
    '길이 만나는 칸부터 도착 전까지(25, 가운데 30, 35, 40)를 길마다 따로 둡니다',
  'yut.change.meet': '{first} 쪽에서 온 말과 {second} 쪽에서 온 말은 {x} 칸에 함께 설 수 있습니다',
  'yut.route.blue': '{cell}의 파란색 화살표',
  'yut.route.outer': '바깥 둘레',
  'yut.change.finished-moves': '도착한 말을 다시 움직일 수 있습니다',
  'yut.change.end-blocks': '도착 칸에 말이 있으면 다른 말이 도착하지 못합니다',
  'yut.change.end-points': '도착 칸에 점수를 줍니다',
  'yut.change.exact-end': '도착 칸을 지나치는 수가 나오면 도착할 수 없습니다',
  'yut.change.last-stuck': '{x} 칸에 들어간 말은 도착 칸으로도 더 움직이지 못합니다',
  'yut.rule.occupied':
    '이동을 마치는 칸에 다른 말이 있으면 그 말은 고를 수 없습니다 (도착 칸은 예외). 숫자가 같아도 다른 칸은 다른 칸입니다.',
  'yut.rule.blue': '파란색 칸에서 이동을 시작할 때만 파란색 화살표를 탑니다.',
  'yut.rule.finished': '도착 칸에 있는 말은 고를 수 없습니다.',
  'yut.rule.end-blocks': '도착 칸에는 말이 몇 개든 있을 수 있습니다.',
  'yut.rule.end-points': '도착 칸은 0점입니다.',
  'yut.rule.exact-end': '도착 칸을 지나치는 이동은 도착 칸에서 멈춥니다.',
  'yut.rule.last-stuck': '도착 칸 바로 앞 칸의 말은 주사위가 몇이 나와도 도착 칸으로 갑니다.',
  'yut.cell.start': '출발',
  'yut.cell.end': '도착',
  'yut.describe.move': '{turn}번째 턴: {piece}번 말이 {from} 칸에서 {to} 칸으로 (주사위 {die})',
  'yut.describe.printed-nothing':
    '최대 점수는 {best}인데, 프로그램은 아무것도 출력하지 않았습니다.',
  'yut.describe.stopped-silent':
    '최대 점수는 {best}인데, 프로그램은 아무것도 출력하기 전에 실행이 중단되었습니다 ({verdict}).',
  'yut.describe.printed-not-a-number':
    '최대 점수는 {best}인데, 프로그램은 숫자 하나가 아니라 {said:을/를} 출력했습니다.',
  'yut.describe.right':
    '최대 점수는 {best}이고 프로그램의 답도 같습니다. 틀린 것은 답이 아니라 실행(시간, 메모리, 종료 코드)입니다.',
  'yut.describe.too-high': '최대 점수는 {best}인데 프로그램의 답은 {number}입니다 (너무 큼).',
  'yut.describe.too-low': '최대 점수는 {best}인데 프로그램의 답은 {number}입니다 (너무 작음).',
  'yut.describe.changed-best':
    '{number:은/는} 한 가지 규칙을 바꾸면 나오는 최대 점수입니다: {change}.',
  'yut.describe.why.elsewhere': '바뀐 규칙에서는 이 말이 {cell} 칸으로 갑니다',
  'yut.describe.why.blocker': '{piece}번 말이 {cell}에 있어서 바뀐 규칙에서는 막힙니다',
  'yut.describe.why.forbidden': '바뀐 규칙에서는 막힙니다',
  'yut.describe.first-forbidden': '최선의 방법에서 바뀐 규칙이 막는 첫 이동은 {move}입니다: {why}.',
  'yut.describe.where': '살펴볼 칸 ({cells}): 그 이동 직전의 말 위치입니다.',
  'yut.describe.why.finished': '이미 도착한 말입니다',
  'yut.describe.why.occupied': '{piece}번 말이 이미 {cell}에 있습니다',
  'yut.describe.why.goes-to': '규칙대로라면 이 말은 {cell} 칸으로 갑니다',
  'yut.describe.forbidden-move': '그 점수를 내려면 규칙이 막는 이동이 필요합니다: {move}. {why}.',
  'yut.describe.end-points': '그 점수는 도착에 점수를 줄 때 나옵니다: {move}.',
  'yut.describe.changed-best-pair':
    '{number:은/는} 두 가지 규칙을 바꾸면 나오는 최대 점수입니다. 첫째, {first}. 둘째, {second}.',
  'yut.describe.why.elsewhere-pair': '바뀐 규칙들에서는 이 말이 {cell} 칸으로 갑니다',
  'yut.describe.why.blocker-pair': '{piece}번 말이 {cell}에 있어서 바뀐 규칙들에서는 막힙니다',
  'yut.describe.why.forbidden-pair': '바뀐 규칙들에서는 막힙니다',
  'yut.describe.first-forbidden-pair':
    '최선의 방법에서 바뀐 규칙들이 막는 첫 이동은 {move}입니다: {why}.',
  'yut.describe.beyond-any-play':
    '{number:은/는} 말끼리 서로 막지 않는다고 해도 이 주사위로 얻을 수 있는 최대 점수({free})보다 큽니다. 어떤 이동 순서로도 얻을 수 없는 점수를 세고 있습니다. 흔한 원인은 두 가지입니다(어느 쪽인지는 아래의 최선의 수순과 프로그램을 비교해 보세요): 탐색에서 시도한 이동을 다음 이동을 시도하기 전에 되돌리지 않거나(말 위치, 차지한 칸), 말이 멈춘 칸이 아니라 지나가는 칸이나 그다음 칸의 점수를 더하는 경우입니다.',
  'yut.describe.no-change':
    '규칙을 하나나 둘 바꿔도 {number:이/가} 나오지 않습니다. 아래 최선의 방법을 한 턴씩 프로그램과 비교해 보세요.',
  'omok.describe.single': '{colour} 돌 하나({row}행 {col}열)',
  'omok.describe.line.horizontal':
    '{colour} 돌 {count}개가 {row}행 {col}열부터 {col2}열까지 가로로 이어진 줄',
  'omok.describe.line.vertical':
    '{colour} 돌 {count}개가 {col}열 {row}행부터 {row2}행까지 세로로 이어진 줄',
  'omok.describe.line.falling':
    '{colour} 돌 {count}개가 {row}행 {col}열부터 {row2}행 {col2}열까지 ↘ 대각선으로 이어진 줄',
  'omok.describe.line.rising':
    '{colour} 돌 {count}개가 {row}행 {col}열부터 {row2}행 {col2}열까지 ↗ 대각선으로 이어진 줄',
  'omok.describe.edge.top': '위',
  'omok.describe.edge.bottom': '아래',
  'omok.describe.edge.left': '왼쪽',
  'omok.describe.edge.right': '오른쪽',
  'omok.describe.edge.and': ', ',
  'omok.describe.edges.one': '({edges} 가장자리에 닿음)',
  'omok.describe.edges.many': '({edges} 가장자리에 닿음)',
  'omok.describe.answer': '프로그램의 답은 `{said}`, 정답은 `{expected}`입니다',
  'omok.describe.no-answer': '프로그램은 아무것도 출력하지 않았고, 정답은 `{expected}`입니다',
  'omok.describe.stopped-silent':
    '프로그램은 아무것도 출력하기 전에 실행이 중단되었고({verdict}), 정답은 `{expected}`입니다',
  'omok.describe.layout':
    '숫자는 맞지만 줄이 다릅니다. {line}번째 줄: 정답 `{expected}`, 출력 `{found}`. 첫 줄에 이긴 색, 둘째 줄에 행과 열을 출력합니다.',
  'omok.describe.there-is': '{line}이 있습니다. {answer}.',
  'omok.describe.exact-five': '정확히 다섯 개인 줄이므로 이긴 것입니다.',
  'omok.describe.wrapped':
    '이 줄의 한쪽 끝 너머는 판 밖입니다. 그런데 가장자리를 확인하지 않고 판을 한 줄로 이어진 배열처럼 읽으면(C에서 마지막 열 다음의 `board[r][c + 1]`은 다음 행의 첫 칸입니다) 그 자리에서 {row}행 {col}열의 같은 색 돌을 읽게 되어, 이 오목을 더 긴 줄로 봅니다.',
  'omok.describe.other-colour': '이긴 색이 다릅니다 (프로그램이 출력한 점: {row}행 {col}열).',
  'omok.describe.not-leftmost':
    '프로그램이 출력한 점({row}행 {col}열)은 그 줄의 {index}번째 돌입니다. 가장 왼쪽 돌(세로줄이면 가장 위의 돌)을 출력해야 합니다.',
  'omok.describe.swapped': '행과 열이 바뀌었습니다 (프로그램이 출력한 점: {row}행 {col}열).',
  'omok.describe.off-by-one':
    '행이나 열이 하나 어긋났습니다 (프로그램이 출력한 점: {row}행 {col}열).',
  'omok.describe.off-by-one-both':
    '행과 열이 둘 다 하나씩 어긋났습니다 (프로그램이 출력한 점 {row}행 {col}열은 그 줄 위에 있지 않습니다).',
  'omok.describe.no-stone': '{row}행 {col}열에는 돌이 없습니다.',
  'omok.describe.longest-through': '{row}행 {col}열의 돌이 가장 길게 이어진 줄: {line}.',
  'omok.describe.past-edge':
    '그 네 개짜리 줄은 판의 가장자리에서 끝납니다. 가장자리를 확인하지 않고 그 너머를 읽는 프로그램은(배열의 끝 너머나 다음 행을 읽어서) 거기서 읽은 값을 다섯 번째 돌로 셉니다.',
  'omok.describe.overlines': '장목(여섯 개 이상 이어진 줄)은 이기지 못합니다: {lines}.',
  'omok.describe.where': '살펴볼 곳: {points} (행 열).',
  'omok.describe.long-no-five':
    '{lines}이 있습니다. {answer}: 정확히 다섯 개인 줄이 없습니다. 다섯 개가 놓인 곳은 모두 더 긴 줄의 일부이기 때문입니다.',
  'omok.describe.empty': '판이 비어 있습니다: 돌이 하나도 없습니다. {answer}.',
  'omok.describe.no-line': '판에 다섯 개 이상 이어진 줄이 없습니다. {answer}.',
  'omok.describe.stones': '같은 색 돌이 둘 이상 이어진 곳이 없습니다. 판 위의 돌: {lines}.',
  'omok.describe.longest': '가장 긴 줄: {lines}.',

  // --- the catalogue of mistakes (src/yut/mistakes.ts, src/omok/mistakes.ts): "your answers match a
  // solver that {mistake}", and the rule of the problem each one breaks
  'yut.mistake.same-number':
    '같은 숫자가 적힌 칸을 한 칸으로 봅니다 (바깥 16과 안쪽 16, 바깥 30과 가운데 30, ...)',
  'yut.mistake.same-number.rule':
    '숫자가 같아도 다른 칸입니다: 바깥 16과 안쪽 16, 22, 24, 26, 28, 그리고 바깥 30과 가운데 30은 모두 서로 다른 칸입니다.',
  'yut.mistake.share-ordinary':
    '파란색 모서리 칸과 길이 만나는 칸(m25, m30, m35, o40)에서만 다른 말이 있는지 봅니다. 다른 칸에는 말 두 개가 함께 설 수 있습니다',
  'yut.mistake.share-ordinary.rule':
    '이동을 마치는 칸에 다른 말이 있으면 그 말은 고를 수 없습니다 (도착 칸은 예외). 길이 만나는 칸만이 아니라 모든 칸이 그렇습니다.',
  'yut.mistake.centre-copies': '25, 가운데 30, 35를 길마다 따로 둡니다(o40은 한 칸)',
  'yut.mistake.route-copies': '가운데 칸(25, 30, 35, 40)을 길마다 따로 둡니다',
  'yut.mistake.route-copies.rule':
    '25, 가운데 30, 35, 40은 여러 길이 만나는 한 칸입니다: 그 칸에 말이 있으면 어느 길로 오는 말도 그 칸에서 멈출 수 없습니다.',
  'yut.mistake.share-inner': '바깥 둘레가 아닌 칸에 말 두 개가 함께 서도록 둡니다',
  'yut.mistake.share-inner.rule':
    '이동을 마치는 칸에 다른 말이 있으면 그 말은 고를 수 없습니다 (도착 칸은 예외). 지름길과 가운데 칸도 마찬가지입니다.',
  'yut.mistake.no-blue': '파란색 화살표를 무시합니다 (모든 말이 바깥 둘레만 돕니다)',
  'yut.mistake.no-blue.rule':
    '말이 파란색 칸(10, 20, 30)에서 이동을 시작하면 파란색 화살표를 따라 갑니다.',
  'yut.mistake.blue-passing': '파란색 칸을 지나가기만 해도 파란색 화살표를 탑니다',
  'yut.mistake.blue-passing.rule':
    '이동을 파란색 칸에서 시작할 때만 파란색 화살표를 탑니다. 지나가는 것만으로는 바뀌지 않습니다.',
  'yut.mistake.finished-moves': '이미 도착한 말을 다시 움직입니다',
  'yut.mistake.finished-moves.rule': '도착 칸에 있는 말은 고를 수 없습니다.',
  'yut.mistake.end-blocks': '도착 칸에 말이 있으면 다른 말이 도착하지 못하게 막습니다',
  'yut.mistake.end-blocks.rule': '도착 칸에는 말이 몇 개든 있을 수 있습니다.',
  'yut.mistake.end-points': '도착 칸에 점수를 줍니다',
  'yut.mistake.end-points.rule': '도착 칸에 도착하면 점수는 0점입니다.',
  'omok.mistake.six-wins': '여섯 개 이상 이어진 돌도 이긴 것으로 봅니다',
  'omok.mistake.six-wins.rule':
    '정확히 다섯 개가 이어져야 이깁니다. 여섯 개 이상 이어진 경우는 이긴 것이 아닙니다 (장목).',
  'omok.mistake.last-stone': '다섯 개 중 가장 왼쪽(세로면 가장 위) 돌 대신 마지막 돌을 출력합니다',
  'omok.mistake.last-stone.rule':
    '다섯 개의 바둑알 중 가장 왼쪽에 있는 알의 위치를 출력합니다. 세로로 놓인 경우에는 가장 위의 알입니다.',
  'omok.mistake.rising-top':
    '오른쪽 위로 올라가는 대각선의 오목에서 가장 아래 돌 대신 가장 위 돌(왼쪽 아래로 훑기 시작한 돌)을 출력합니다',
  'omok.mistake.no-rising': '왼쪽 아래에서 오른쪽 위로 올라가는 대각선을 보지 않습니다',
  'omok.mistake.no-rising.rule':
    '가로, 세로, 그리고 두 대각선 방향 모두 다섯 개가 이어지면 이깁니다.',
  'omok.mistake.wraps': '줄의 끝에서 다음 줄의 처음으로 넘어가 이어지는 줄도 셉니다',
  'omok.mistake.edge-read':
    '다섯 개가 더 긴 줄이 아닌지 확인할 때 판 가장자리 너머 한 칸을 읽어서(배열에서는 다음 줄의 첫 칸이나 이전 줄의 마지막 칸), 가장자리에 닿은 오목을 육목으로 잘못 봅니다',
  'omok.mistake.edge-end':
    '마지막 돌이 판의 가장자리에 있는 다섯을 찾지 못합니다 (다섯을 세기 전에 판 끝에서 걸음을 멈춤)',
  'omok.mistake.past-six':
    '여섯 개 이상인 줄을 센 뒤 그 줄 바로 다음 칸까지 그 방향으로 이미 본 칸으로 표시해서, 바로 거기서 시작하는 다른 색의 줄을 두 번째 돌부터 셉니다. 그래서 거기서 시작하는 다섯은 놓치고, 여섯은 다섯으로 봅니다',
  'omok.mistake.past-six.rule':
    '줄마다 그 줄의 첫 돌부터 전체를 보고 판단합니다. 다른 줄을 셀 때 본 칸은, 그 줄이 바로 앞에서 끝나더라도, 이 줄의 판단에 쓰지 않습니다.',
  'omok.mistake.overline-tail':
    '한 줄을 한 번에 돌 여섯 개까지만 세어서, 11개(또는 17개)짜리 줄의 마지막 부분을 정확히 다섯으로 보고 그 첫 돌에서 이긴 것으로 봅니다',
  'omok.mistake.half.rising-below':
    '오른쪽 위로 올라가는 대각선(↗) 가운데 왼쪽 아래 모서리와 오른쪽 위 모서리를 잇는 대각선보다 아래쪽에 있는 것들을 보지 않습니다 (대각선을 판의 한쪽 가장자리에서만 시작하고 다른 쪽을 빠뜨림)',
  'omok.mistake.half.rising-above':
    '오른쪽 위로 올라가는 대각선(↗) 가운데 왼쪽 아래 모서리와 오른쪽 위 모서리를 잇는 대각선보다 위쪽에 있는 것들을 보지 않습니다 (대각선을 판의 한쪽 가장자리에서만 시작하고 다른 쪽을 빠뜨림)',
  'omok.mistake.half.falling-below':
    '오른쪽 아래로 내려가는 대각선(↘) 가운데 왼쪽 위 모서리와 오른쪽 아래 모서리를 잇는 대각선보다 아래쪽에 있는 것들을 보지 않습니다 (대각선을 판의 한쪽 가장자리에서만 시작하고 다른 쪽을 빠뜨림)',
  'omok.mistake.half.falling-above':
    '오른쪽 아래로 내려가는 대각선(↘) 가운데 왼쪽 위 모서리와 오른쪽 아래 모서리를 잇는 대각선보다 위쪽에 있는 것들을 보지 않습니다 (대각선을 판의 한쪽 가장자리에서만 시작하고 다른 쪽을 빠뜨림)',
  'omok.mistake.wraps.rule':
    '줄은 판 가장자리에서 끝납니다: 한 줄의 끝과 다음 줄의 처음은 이웃이 아닙니다.',
  'omok.mistake.off-by-one': '행이나 열 번호를 하나 어긋나게 출력합니다 (0부터 세는 등)',
  'omok.mistake.off-by-one.rule': '행은 위에서부터 1~19, 열은 왼쪽에서부터 1~19로 번호를 붙입니다.',
  'omok.mistake.swapped': '행과 열을 바꿔서 출력합니다',
  'omok.mistake.swapped.rule': '둘째 줄에는 행 번호, 그 다음 열 번호를 출력합니다.',
  'omok.mistake.pair': '두 가지 실수를 한꺼번에 합니다: {first}; 그리고 {second}',
  'omok.rule.pair': '{first} 그리고: {second}',
  'yut.mistake.changed-rule-pair':
    '규칙 두 가지를 한꺼번에 바꿔서 풉니다: {first}; 그리고 {second}',
  'yut.rule.pair': '{first} 그리고: {second}',
  'yut.mistake.changed-rule': '규칙 하나를 바꿔서 풉니다: {change}',

  // --- the coverage table of `nori check --coverage` (src/stress/yut-problem.ts, omok-features.ts)
  'yut.feature.change': '다음 규칙이 바뀌면 최대 점수가 달라지는 케이스: {change}',
  'yut.feature.arrive.outer': '최선의 방법에서 바깥 둘레로 도착하는 말',
  'yut.feature.arrive.blue': '최선의 방법에서 {cell}의 파란색 화살표를 거쳐 도착하는 말',
  'omok.feature.dir.horizontal': '가로',
  'omok.feature.dir.vertical': '세로',
  'omok.feature.dir.falling': '↘ 대각선',
  'omok.feature.dir.rising': '↗ 대각선',
  'omok.feature.run': '{dir:으로/로} {colour} {count}개가 연속',
  'omok.feature.edge.five.first': '{dir} 오목, 첫 돌이 가장자리에서 {dist}칸',
  'omok.feature.edge.five.last': '{dir} 오목, 마지막 돌이 가장자리에서 {dist}칸',
  'omok.feature.edge.long.first': '{dir} 장목, 첫 돌이 가장자리에서 {dist}칸',
  'omok.feature.edge.long.last': '{dir} 장목, 마지막 돌이 가장자리에서 {dist}칸',
  'omok.feature.corner.top-left': '왼쪽 위',
  'omok.feature.corner.top-right': '오른쪽 위',
  'omok.feature.corner.bottom-left': '왼쪽 아래',
  'omok.feature.corner.bottom-right': '오른쪽 아래',
  'omok.feature.corner': '{corner} 구석에서 {dist}칸 떨어진 곳에서 끝나는 오목',
  'omok.feature.short-diagonal':
    '{corner} 구석을 가로지르는 다섯 칸짜리 대각선을 꽉 채운 오목 (양 끝이 모두 가장자리)',
  'omok.feature.capped.one': '한쪽 끝이 상대 돌로 막힌 오목',
  'omok.feature.capped.both': '양쪽 끝이 상대 돌로 막힌 오목',
  'omok.feature.turn': '오목의 끝 돌 바로 옆에서 다른 방향으로 시작하는 같은 색 3개 이상',
  'omok.feature.gap.five': '오목과, 같은 줄에서 {gap}칸 띄어 놓인 같은 색 돌',
  'omok.feature.gap.near': '한 줄에서 {gap}칸 띄어 놓인 같은 색 두 줄, 합해서 5개 이상 (오목 아님)',
  'omok.feature.cross-long': '장목과 교차하는 오목',
  'omok.feature.touch-long.same': '같은 색 장목 바로 옆의 오목',
  'omok.feature.touch-long.other': '상대 색 장목 바로 옆의 오목',
  'omok.feature.star': '3개 이상의 줄 {count}개가 지나는 오목의 돌',
  'omok.feature.parallel': '{dir} 오목과 한 칸 옆에 나란한 같은 색 4개 이상',
  'omok.feature.bound.first.row':
    '{dir} 장목(같은 색 6개 이상) 가운데 첫 다섯 개가 {at}행에서 시작 (오목이 딱 들어가는 줄)',
  'omok.feature.bound.first.col':
    '{dir} 장목(같은 색 6개 이상) 가운데 첫 다섯 개가 {at}열에서 시작 (오목이 딱 들어가는 줄)',
  'omok.feature.bound.last.row':
    '{dir} 장목(같은 색 6개 이상) 가운데 마지막 다섯 개가 {at}행에서 시작 (오목이 딱 들어가는 줄)',
  'omok.feature.bound.last.col':
    '{dir} 장목(같은 색 6개 이상) 가운데 마지막 다섯 개가 {at}열에서 시작 (오목이 딱 들어가는 줄)',
  'omok.feature.beyond.flat.before':
    '가장자리에 닿은 오목, 1차원 배열로 읽으면 이어지는 이전 행 반대쪽 끝에 같은 색 돌',
  'omok.feature.beyond.flat.after':
    '가장자리에 닿은 오목, 1차원 배열로 읽으면 이어지는 다음 행 반대쪽 끝에 같은 색 돌',
  'omok.feature.beyond.negative.before':
    '위나 왼쪽 가장자리에 닿은 오목, 인덱스 -1이 읽는 반대쪽 끝에 같은 색 돌',
  'omok.feature.answer': '답이 {answer}',
  'omok.feature.dense': '돌이 30% 이상 놓인 판에서 답이 {answer}',

  // --- serve's log lines, one per refused request (src/cli/serve/run.ts, path.ts, files.ts)
  'serve.log.refused': '{status} {method} {target}: {reason}',
  'serve.log.client': '{status} ({address}): {reason}',
  'serve.log.a-client': '알 수 없는 클라이언트',
  'serve.log.too-many-waiting':
    '{address}의 연결을 닫았습니다: 응답을 기다리는 요청이 {max}개를 넘었습니다',
  'serve.log.failed': '500 {method} {target}: {why}',
  'serve.log.server-error': '서버 오류: {why}',
  'serve.log.internal-error': '내부 오류: {why}',
  'serve.reason.not-a-path': '경로가 아닙니다',
  'serve.reason.backslash': '경로에 역슬래시가 있습니다',
  'serve.reason.percent-encoding': '퍼센트 인코딩이 잘못되었습니다',
  'serve.reason.nul': '경로에 NUL 바이트가 있습니다',
  'serve.reason.empty-segment': '경로에 빈 구간이 있습니다',
  'serve.reason.encoded-slash': '경로에 인코딩된 슬래시가 있습니다',
  'serve.reason.dot-segment': '경로에 . 또는 .. 구간이 있습니다',
  'serve.reason.hidden-file': '숨김 파일입니다',
  'serve.reason.no-such-file': '파일이 없습니다',
  'serve.reason.symbolic-link': '심볼릭 링크입니다',
  'serve.reason.folder': '폴더입니다',
  'serve.reason.fifo': 'FIFO입니다',
  'serve.reason.socket': '소켓입니다',
  'serve.reason.device': '장치 파일입니다',
  'serve.reason.not-regular': '일반 파일이 아닙니다',
  'serve.reason.folder-without-index': 'index.html이 없는 폴더입니다',
  'serve.reason.not-a-folder': '폴더가 아닙니다',
  'serve.reason.cannot-open': '열 수 없습니다',
  'serve.reason.changed': '여는 동안 바뀌었습니다',
  'serve.reason.through-link': '심볼릭 링크를 거쳐 닿는 파일입니다',
  'serve.reason.cannot-read': '읽을 수 없습니다',
  'serve.reason.no-host': 'Host 헤더가 없습니다',
  'serve.reason.two-hosts': 'Host 헤더가 둘 이상입니다',
  'serve.reason.invalid-host': 'Host 값이 잘못되었습니다',
  'serve.reason.not-chunked': 'Transfer-Encoding이 chunked로 끝나지 않습니다',
  'serve.reason.other-coding': 'chunked가 아닌 전송 코딩이 있습니다',
  'serve.reason.method': 'GET과 HEAD 요청만 받습니다',
  'serve.reason.not-built': 'dist/web에 index.html이 없습니다',
  'serve.reason.headers-too-large': '요청 줄과 헤더가 16 KiB를 넘습니다',
  'serve.reason.too-slow': '{seconds}초 안에 요청이 끝나지 않았습니다',
  'serve.reason.unknown-method': '알 수 없는 메서드입니다',
  'serve.reason.not-http1': 'HTTP/1.x 요청이 아닙니다',
  'serve.reason.invalid-url': '경로에 쓸 수 없는 문자가 있습니다',
  'serve.reason.invalid-header': '헤더에 쓸 수 없는 문자가 있습니다',
  'serve.reason.ambiguous-length': '메시지 길이가 모호합니다',
  'serve.reason.malformed': '잘못된 요청입니다 ({why})',

  // --- the check's progress bar, its CPU-time warning and the excerpts of a program's output
  'check.bar.label': '검사 중',
  'check.bar.cases': '케이스',
  'check.no-cpu':
    '이 시스템에서는 CPU 시간을 잴 수 없습니다 (/proc 없음): 시간 제한 {ms} ms를 실제 경과 시간으로 재므로, 판정이 컴퓨터가 얼마나 바쁜지에 따라 달라집니다',
  'check.excerpt.below': '(아래로 {count}줄 더 있음)',
  'check.excerpt.above': '(위로 {count}줄 더 있음)',
  'check.excerpt.kept': '(모두 {total}바이트 가운데 마지막 {kept}바이트만 남겼습니다)',
  'check.excerpt.characters': '(모두 {count}자)',

  // --- how a compiler run ended (src/cli/check/compile.ts)
  'compile.status.output-limit': '메시지가 4 MiB를 넘어 강제 종료',
  'compile.status.process-limit': '프로세스가 너무 많아 강제 종료',
  'compile.status.stopped': '중단됨',
} as const satisfies Catalogue;

/** True, or a type error naming the codes whose placeholders differ from English. */
export const SAME_PLACEHOLDERS: SamePlaceholders<typeof en, typeof ko> = true;
