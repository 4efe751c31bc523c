import { describe, expect, it } from 'vitest';
import { localizeError } from './errors.js';

describe('localizeError: Korean for every error message the command line prints', () => {
  const rows: [string, string][] = [
    [
      'line 1, column 10: move 4 "h9": the point was already played by move 2',
      '1번째 줄 10번째 칸: 4번째 수 "h9": 이미 2번째 수에서 둔 자리입니다',
    ],
    [
      'line 1, column 9: move 3 "8": a row number must be followed by its column on the same line',
      '1번째 줄 9번째 칸: 3번째 수 "8": 행 번호 뒤에는 같은 줄에 열 번호가 와야 합니다',
    ],
    [
      'line 1, column 4: move 2 "x9": expected a point such as "h8" (column letter, row from the bottom) or "8 8" (row and column from the top)',
      '1번째 줄 4번째 칸: 2번째 수 "x9": "h8"(열 글자, 아래에서 센 행)이나 "8 8"(위에서 센 행과 열) 같은 자리여야 합니다',
    ],
    [
      'line 2, column 1: move 3 "20 1": row 20 is off the 19 x 19 board (1 to 19)',
      '2번째 줄 1번째 칸: 3번째 수 "20 1": 20행은 19 x 19 바둑판 밖입니다 (1부터 19까지)',
    ],
    [
      'line 2, column 1: move 3 "1 20": column 20 is off the 19 x 19 board (1 to 19)',
      '2번째 줄 1번째 칸: 3번째 수 "1 20": 20열은 19 x 19 바둑판 밖입니다 (1부터 19까지)',
    ],
    [
      'line 1, column 1: move 1 "q8": column q is off the 15 x 15 board (a to o)',
      '1번째 줄 1번째 칸: 1번째 수 "q8": q열은 15 x 15 바둑판 밖입니다 (a부터 o까지)',
    ],
    [
      'line 1, column 1: move 1 "h16": row 16 is off the 15 x 15 board (1 to 15, counted from the bottom)',
      '1번째 줄 1번째 칸: 1번째 수 "h16": 아래에서 16번째 행은 15 x 15 바둑판 밖입니다 (아래에서 세어 1부터 15까지)',
    ],
    ['line 1: expected 10 dice, found 9', '1번째 줄: 주사위 10개가 있어야 하는데 9개가 있습니다'],
    [
      'line 2: expected 10 dice, found none',
      '2번째 줄: 주사위 10개가 있어야 하는데 하나도 없습니다',
    ],
    [
      'line 1, token 3: expected a die from 1 to 5, found "x"',
      '1번째 줄 3번째 값: 1부터 5까지의 주사위 눈이 있어야 하는데 "x"이(가) 있습니다',
    ],
    [
      'line 1, token 4: a die shows 1 to 5, found "7"',
      '1번째 줄 4번째 값: 주사위 눈은 1부터 5까지인데 "7"이(가) 있습니다',
    ],
    [
      'line 2: expected only one line of dice, found more text',
      '2번째 줄: 주사위는 한 줄이어야 하는데 더 있습니다',
    ],
    [
      'line 4, column 7: expected 0, 1 or 2, found "3"',
      '4번째 줄 7번째 칸: 0, 1, 2 중 하나여야 하는데 "3"이(가) 있습니다',
    ],
    ['line 5: expected 19 values, found 18', '5번째 줄: 값이 19개 있어야 하는데 18개가 있습니다'],
    ['line 19: expected 19 rows, found 18', '19번째 줄: 19줄이 있어야 하는데 18줄이 있습니다'],
    [
      'line 3: expected 19 rows, found a blank line after 2 (board 2)',
      '3번째 줄: 19줄이 있어야 하는데 2줄 뒤에 빈 줄이 있습니다 (2번째 바둑판)',
    ],
    [
      '--cases must be a positive whole number, found "0"',
      '--cases 값은 양의 정수여야 하는데 "0"입니다',
    ],
    [
      '--size must be a whole number from 5 to 19, found "3"',
      '--size 값은 5부터 19까지의 정수여야 하는데 "3"입니다',
    ],
    ['cannot read nope.txt: no such file', 'nope.txt을(를) 읽을 수 없습니다: 그런 파일이 없습니다'],
    ['cannot write /x/y: no such directory', '/x/y에 쓸 수 없습니다: 그런 디렉터리가 없습니다'],
    ["unknown option '--foo'", "알 수 없는 옵션 '--foo'"],
    [
      "command-argument value 'go' is invalid for argument 'PROBLEM'. Allowed choices are yut, omok.",
      "'PROBLEM'에 'go'은(는) 쓸 수 없습니다. 쓸 수 있는 값: yut, omok",
    ],
    ['--lang must be en or ko, found "fr"', '--lang 값은 en 또는 ko여야 하는데 "fr"입니다'],
    [
      "option '--all' cannot be used with option '--turns <N>'",
      '--all 옵션과 --turns 옵션은 함께 쓸 수 없습니다',
    ],
    [
      "option '--json' cannot be used with option '--explain'",
      '--json 옵션과 --explain 옵션은 함께 쓸 수 없습니다',
    ],
    ['something nobody translated', 'something nobody translated'],
  ];
  for (const [english, korean] of rows) {
    it(english, () => {
      expect(localizeError(english, 'ko')).toBe(korean);
      expect(localizeError(english, 'en')).toBe(english);
    });
  }
});
