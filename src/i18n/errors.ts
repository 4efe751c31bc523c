/**
 * Error messages in Korean. Every error of the command line ends as one line printed by
 * `printError` (src/cli/io.ts); the messages themselves are made in English all over (parsers,
 * option checks, commander), so they are translated here, at that one place, by pattern. A message
 * no pattern knows stays in English: better than a wrong translation. Each pattern is a row of the
 * test table in errors.test.ts.
 */
import type { Lang } from './lang.js';

/** A message pattern (anchored at both ends) and its Korean text ($1, $2, ... for the parts). */
type Rule = readonly [RegExp, string];

/** Where in the input: `line 3, column 7: `, `line 3, token 2: `, `line 3: ` at the start. */
const PLACES: readonly Rule[] = [
  [/^line (\d+), column (\d+): /, '$1번째 줄 $2번째 칸: '],
  [/^line (\d+), token (\d+): /, '$1번째 줄 $2번째 값: '],
  [/^line (\d+): /, '$1번째 줄: '],
];

/** What is wrong, after the place. */
const WHAT: readonly Rule[] = [
  // Dice (src/yut/parse.ts)
  [/^expected (\d+) dice, found none$/, '주사위 $1개가 있어야 하는데 하나도 없습니다'],
  [/^expected (\d+) dice, found (\d+)$/, '주사위 $1개가 있어야 하는데 $2개가 있습니다'],
  [
    /^expected a die from 1 to (\d+), found (.+)$/,
    '1부터 $1까지의 주사위 눈이 있어야 하는데 $2이(가) 있습니다',
  ],
  [/^a die shows 1 to (\d+), found (.+)$/, '주사위 눈은 1부터 $1까지인데 $2이(가) 있습니다'],
  [/^expected only one line of dice, found more text$/, '주사위는 한 줄이어야 하는데 더 있습니다'],
  // Omok grids (src/omok/reader.ts)
  [/^expected 0, 1 or 2, found (.+)$/, '0, 1, 2 중 하나여야 하는데 $1이(가) 있습니다'],
  [/^expected (\d+) values, found more: (.+)$/, '값이 $1개여야 하는데 더 있습니다: $2'],
  [/^expected (\d+) values, found (\d+)$/, '값이 $1개 있어야 하는데 $2개가 있습니다'],
  [
    /^expected (\d+) rows, found a blank line after (\d+)$/,
    '$1줄이 있어야 하는데 $2줄 뒤에 빈 줄이 있습니다',
  ],
  [/^expected (\d+) rows, found none$/, '$1줄이 있어야 하는데 하나도 없습니다'],
  [/^expected (\d+) rows, found (\d+)$/, '$1줄이 있어야 하는데 $2줄이 있습니다'],
  [
    /^expected the end of the input after (\d+) rows, found (.+)$/,
    '$1줄 뒤에서 입력이 끝나야 하는데 $2이(가) 있습니다',
  ],
  [/^longer than (\d+) characters$/, '$1자보다 깁니다'],
  // Game records (src/omok/record.ts)
  [
    /^move (\d+) (".*"): expected a point such as "h8" \(column letter, row from the bottom\) or "8 8" \(row and column from the top\)$/,
    '$1번째 수 $2: "h8"(열 글자, 아래에서 센 행)이나 "8 8"(위에서 센 행과 열) 같은 자리여야 합니다',
  ],
  [
    /^move (\d+) (".*"): a row number must be followed by its column on the same line$/,
    '$1번째 수 $2: 행 번호 뒤에는 같은 줄에 열 번호가 와야 합니다',
  ],
  [
    /^move (\d+) (".*"): row (\d+) is off the (\d+) x (\d+) board \(1 to (\d+)\)$/,
    '$1번째 수 $2: $3행은 $4 x $5 바둑판 밖입니다 (1부터 $6까지)',
  ],
  [
    /^move (\d+) (".*"): column (\d+) is off the (\d+) x (\d+) board \(1 to (\d+)\)$/,
    '$1번째 수 $2: $3열은 $4 x $5 바둑판 밖입니다 (1부터 $6까지)',
  ],
  [
    /^move (\d+) (".*"): column ([a-z]) is off the (\d+) x (\d+) board \(a to ([a-z])\)$/,
    '$1번째 수 $2: $3열은 $4 x $5 바둑판 밖입니다 (a부터 $6까지)',
  ],
  [
    /^move (\d+) (".*"): row (\d+) is off the (\d+) x (\d+) board \(1 to (\d+), counted from the bottom\)$/,
    '$1번째 수 $2: 아래에서 $3번째 행은 $4 x $5 바둑판 밖입니다 (아래에서 세어 1부터 $6까지)',
  ],
  [
    /^move (\d+) (".*"): the point was already played by move (\d+)$/,
    '$1번째 수 $2: 이미 $3번째 수에서 둔 자리입니다',
  ],
];

/** Whole messages. */
const WHOLE: readonly Rule[] = [
  [
    /^input is larger than (\d+) bytes; use --batch for many cases$/,
    '입력이 $1바이트보다 큽니다. 케이스가 여러 개라면 --batch를 쓰세요',
  ],
  [/^(--[\w-]+) must be at most (\d+), found (.+)$/, '$1 값은 $2 이하여야 하는데 $3입니다'],
  [
    /^(--[\w-]+) must be a positive whole number, found (.+)$/,
    '$1 값은 양의 정수여야 하는데 $2입니다',
  ],
  [
    /^(--[\w-]+) must be a whole number from (\d+) to (\d+), found (.+)$/,
    '$1 값은 $2부터 $3까지의 정수여야 하는데 $4입니다',
  ],
  [
    /^(--[\w-]+) must be a whole number \(0 or more\), found (.+)$/,
    '$1 값은 0 이상의 정수여야 하는데 $2입니다',
  ],
  [
    /^(--[\w-]+) must be a whole number of at least (\d+), found (.+)$/,
    '$1 값은 $2 이상의 정수여야 하는데 $3입니다',
  ],
  [/^--lang must be en or ko, found (.+)$/, '--lang 값은 en 또는 ko여야 하는데 $1입니다'],
  [
    /^option '(--[\w-]+)(?: <\w+>)?' cannot be used with option '(--[\w-]+)(?: <\w+>)?'$/,
    '$1 옵션과 $2 옵션은 함께 쓸 수 없습니다',
  ],
  [/^cannot write (.+): (.+)$/, '$1에 쓸 수 없습니다: $2'],
  [/^cannot read standard input: (.+)$/, '표준 입력을 읽을 수 없습니다: $1'],
  [/^cannot read (.+): (.+)$/, '$1을(를) 읽을 수 없습니다: $2'],
  [/^cannot run (.+): not found$/, '$1을(를) 실행할 수 없습니다: 찾을 수 없습니다'],
  [/^cannot run (.+): permission denied$/, '$1을(를) 실행할 수 없습니다: 권한이 없습니다'],
  [
    /^no command to run: give it after --, e\.g\. -- python3 sol\.py$/,
    '실행할 프로그램이 없습니다: -- 뒤에 주세요 (예: -- python3 sol.py)',
  ],
  // commander's own messages (the "error: " is taken off before printing)
  [/^unknown option '(.+)'$/, "알 수 없는 옵션 '$1'"],
  [/^unknown command '(.+)'$/, "알 수 없는 명령 '$1'"],
  [/^missing required argument '(.+)'$/, "필요한 인자 '$1'이(가) 없습니다"],
  [/^option '(.+)' argument missing$/, "옵션 '$1'에 값이 없습니다"],
  [/^too many arguments(.*)$/, '인자가 너무 많습니다$1'],
  [
    /^command-argument value '(.*)' is invalid for argument '(.+)'\. Allowed choices are (.+)\.$/,
    "'$2'에 '$1'은(는) 쓸 수 없습니다. 쓸 수 있는 값: $3",
  ],
];

/** Words that end many messages (the system's reasons). */
const REASONS: Readonly<Record<string, string>> = {
  'no such file': '그런 파일이 없습니다',
  'no such directory': '그런 디렉터리가 없습니다',
  'it is a directory': '디렉터리입니다',
  'permission denied': '권한이 없습니다',
  'a part of the path is not a directory': '경로의 일부가 디렉터리가 아닙니다',
  'no space left on the device': '장치에 남은 공간이 없습니다',
  'the file system is read-only': '읽기 전용 파일 시스템입니다',
};

function apply(rules: readonly Rule[], text: string): string | undefined {
  for (const [pattern, korean] of rules) {
    if (pattern.test(text)) return text.replace(pattern, korean);
  }
  return undefined;
}

/** `message` in `lang`: unchanged in English, translated in Korean where a pattern knows it. */
export function localizeError(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const board = /^(.*) \(board (\d+)\)$/.exec(message);
  if (board !== null) return `${localizeError(board[1]!, lang)} (${board[2]}번째 바둑판)`;
  const whole = apply(WHOLE, message);
  if (whole !== undefined) return translateReason(whole);
  for (const [pattern, korean] of PLACES) {
    const place = pattern.exec(message);
    if (place === null) continue;
    const what = apply(WHAT, message.slice(place[0].length));
    if (what !== undefined) return place[0].replace(pattern, korean) + what;
  }
  return apply(WHAT, message) ?? message;
}

function translateReason(text: string): string {
  for (const [english, korean] of Object.entries(REASONS)) {
    if (text.endsWith(`: ${english}`)) return text.slice(0, -english.length) + korean;
  }
  return text;
}
