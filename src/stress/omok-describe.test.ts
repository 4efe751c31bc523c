import { describe, expect, it } from 'vitest';
import { englishWords } from '../cli/korean.test-helper.js';
import { boardFromRows, createBoard, findLines, setStone } from '../omok/index.js';
import { describeOmok, lineText } from './omok-describe.js';
import { SIZE } from './omok-gen.js';

describe('lineText', () => {
  const rows = Array.from({ length: SIZE }, () => new Array<number>(SIZE).fill(0));
  rows[0]![0] = 1;
  for (let c = 3; c < 8; c++) rows[0]![c] = 2;
  const lines = findLines(boardFromRows(rows), 1);

  it('names a lone stone as a single stone, not "a line of 1 stones"', () => {
    const lone = lines.find((l) => l.length === 1 && l.color === 1)!;
    expect(lineText(lone, 'en')).toBe('a single black stone at row 1, column 1');
    expect(lineText(lone, 'ko')).toBe('흑 돌 하나(1행 1열)');
  });

  it('names a line by its colour, length and ends', () => {
    const five = lines.find((l) => l.length === 5)!;
    expect(lineText(five, 'en')).toBe('a line of 5 white stones on row 1 from column 4 to 8');
    expect(lineText(five, 'ko')).toBe('백 돌 5개가 1행 4열부터 8열까지 가로로 이어진 줄');
  });
});

describe('describeOmok on an empty board', () => {
  it('says the board is empty, with no picture of nothing (a crash shrinks to it)', () => {
    // Before, the picture was its column numbers alone and the words said only "no line of five".
    const en = describeOmok(createBoard(SIZE), '', 'en');
    expect(en.structure).toBe('empty');
    expect(en.text).toMatch(/^The board is empty: not one stone on it; /);
    expect(en.text).not.toContain(' 1  2  3');
    expect(describeOmok(createBoard(SIZE), '0\n', 'ko').text).toMatch(/^판이 비어 있습니다/);
  });
});

describe('describeOmok on a board of single stones', () => {
  it('names the stones (a crash at the edge shrank to one stone on row 1)', () => {
    // Before, only runs of two or more were named: the words said nothing of the one stone there.
    const board = createBoard(SIZE);
    setStone(board, 0, 14, 1);
    const en = describeOmok(board, '', 'en');
    expect(en.text).toContain('a single black stone at row 1, column 15');
    expect(en.text.match(/a single black stone/g)).toHaveLength(1);
    expect(en.cells).toEqual(['1 15']);
  });

  it('says that a run printed nothing, not that it answered an empty answer', () => {
    // Before: "your program answers ``" for a run that crashed before printing.
    const board = createBoard(SIZE);
    setStone(board, 0, 0, 2);
    expect(describeOmok(board, '', 'en').text).toContain(
      'your program printed nothing, the answer is `0`',
    );
    expect(describeOmok(board, '', 'ko').text).toContain(
      '프로그램은 아무것도 출력하지 않았고, 정답은 `0`입니다',
    );
    // A run that was stopped (a time-out, a crash) is said so: it did not answer nothing.
    expect(describeOmok(board, '', 'en', 'TLE').text).toContain(
      'your program printed nothing before its run was stopped (TLE), the answer is `0`',
    );
    expect(describeOmok(board, '', 'ko', 'RE').text).toContain(
      '프로그램은 아무것도 출력하기 전에 실행이 중단되었고(RE), 정답은 `0`입니다',
    );
    // The answer it did not print is quoted line by line too (a learner's crash was told "the
    // answer is `2 19 2`").
    const five = createBoard(SIZE);
    for (let i = 0; i < 5; i++) setStone(five, 18 - i, 1 + i, 2);
    expect(describeOmok(five, '', 'en', 'RE').text).toContain(
      'your program printed nothing before its run was stopped (RE), the answer is `2 / 19 2`',
    );
    expect(describeOmok(five, '', 'en').text).toContain(
      'your program printed nothing, the answer is `2 / 19 2`',
    );
    // Quoted line by line, as printed (two lines read as one when joined: `1 1 1`).
    expect(describeOmok(board, '1\n1 1\n', 'en').text).toContain(
      'your program answers `1 / 1 1`, the answer is `0`',
    );
    expect(describeOmok(board, '1 1 1\n', 'ko').text).toContain(
      '프로그램의 답은 `1 1 1`, 정답은 `0`입니다',
    );
  });
});

describe('describeOmok when the printed point is the right one', () => {
  it('says nothing against it (a run that crashed after printing the right answer)', () => {
    // Seen on a learner's solution that read a second board: the report of its crash said the
    // right point (13, 13) had row and column swapped; off the diagonal it said "one off".
    for (const start of [12, 3]) {
      const board = createBoard(SIZE);
      for (let k = 0; k < 5; k++) setStone(board, start + k, 12 + k, 1);
      const text = describeOmok(board, `1\n${start + 1} 13\n`, 'en').text;
      expect(text).toContain(
        `your program answers \`1 / ${start + 1} 13\`, the answer is \`1 / ${start + 1} 13\``,
      );
      expect(text).not.toMatch(/swapped|one off/);
    }
  });
});

describe('describeOmok: a five whose end, read past the edge as a flat array, meets its colour', () => {
  // A learner's C solution answered 0 on this board: past the upper end of the five it read
  // board[13][19], which in memory is board[14][0] (row 15, column 1), a black stone.
  const rising = () => {
    const board = createBoard(SIZE);
    for (let k = 0; k < 5; k++) setStone(board, 18 - k, 14 + k, 1);
    return board;
  };

  it('names the point such a program reads, in both languages, and where to look', () => {
    const board = rising();
    setStone(board, 14, 0, 1);
    const en = describeOmok(board, '0\n', 'en');
    expect(en.structure).toBe('wrapped:rising');
    expect(en.text).toContain(
      'reads row 15, column 1 there, a stone of the same colour, and takes this five for a longer line.',
    );
    expect(en.cells).toEqual(['19 15', '15 19', '15 1']);
    const ko = describeOmok(board, '0\n', 'ko');
    expect(ko.text).toContain('15행 1열의 같은 색 돌을 읽게 되어');
    expect(englishWords(ko.text)).toEqual([]);
  });

  it('says nothing of it when the point read is empty or of the other colour', () => {
    const board = rising();
    expect(describeOmok(board, '0\n', 'en').structure).toBe('five:rising');
    setStone(board, 14, 0, 2);
    expect(describeOmok(board, '0\n', 'en').text).not.toContain('flat array');
  });

  it('a five ending on the last column reads the first point of the next row', () => {
    const board = createBoard(SIZE);
    for (let c = 14; c < 19; c++) setStone(board, 2, c, 2);
    setStone(board, 3, 0, 2);
    const en = describeOmok(board, '0\n', 'en');
    expect(en.text).toContain('reads row 4, column 1 there');
  });
});

describe('describeOmok: four at the edge answered as a win', () => {
  // A learner's C solution (int a[20][20], rows and columns from 1) answered `1 16 16` on four
  // black stones from 16 16 to 19 19: past the corner it read a[20][20], outside the array.
  it('says that the line ends at the edge and a read past it found a fifth', () => {
    const board = createBoard(SIZE);
    for (let k = 0; k < 4; k++) setStone(board, 15 + k, 15 + k, 1);
    const en = describeOmok(board, '1\n16 16\n', 'en');
    expect(en.structure).toBe('past-edge');
    expect(en.text).toContain('That line of four ends at the edge of the board');
    const ko = describeOmok(board, '1\n16 16\n', 'ko');
    expect(ko.text).toContain('그 네 개짜리 줄은 판의 가장자리에서 끝납니다');
    expect(englishWords(ko.text)).toEqual([]);
    // Four in the middle of the board: nothing of the kind.
    const middle = createBoard(SIZE);
    for (let k = 0; k < 4; k++) setStone(middle, 5 + k, 5 + k, 1);
    expect(describeOmok(middle, '1\n6 6\n', 'en').text).not.toContain('edge of the board');
  });
});

describe('describeOmok: a point one off', () => {
  it('says both are one off when the row and the column are (a search that printed its start)', () => {
    // Replay (corpus10): a five down column 2 from row 2, and the program printed row 1, column 1
    // (the stone its search started from); the words said "the row or the column is one off".
    const board = createBoard(SIZE);
    setStone(board, 0, 0, 1);
    for (let row = 1; row <= 5; row++) setStone(board, row, 1, 1);
    const both = describeOmok(board, '1\n1 1\n', 'en');
    expect(both.text).toContain('The row and the column are both one off');
    expect(describeOmok(board, '1\n1 1\n', 'ko').text).toContain('행과 열이 둘 다 하나씩');
    const one = describeOmok(board, '1\n1 2\n', 'en');
    expect(one.text).toContain('The row or the column is one off');
    expect(one.structure).toBe(both.structure);
  });
});
