/**
 * Every error the input parsers can produce (dice, Omok boards, game records, Dice Yut board files)
 * carries its message as a code of the catalogue (`wording`), so that it reaches a Korean reader
 * in Korean without the pattern table errors.ts once had: each error code of each parser is
 * produced here and rendered.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../omok/parse.js';
import { parseRecord } from '../omok/record.js';
import { compileBoard } from '../yut/board.js';
import {
  type BoardError,
  type BoardErrorCode,
  boardErrorMessage,
  parseBoard as parseBoardFile,
} from '../yut/board-file.js';
import { parseDice } from '../yut/parse.js';
import { boardErrorCases } from './board-errors.test-helper.js';
import { isMessage, type Message, render } from './index.js';
import { inputErrorMessage } from './input.js';

const row = (values: string) => `${values}\n`;
const board5 = (rows: string[]) => rows.map(row).join('');
const EMPTY = '0 0 0 0 0';

/** [name, the error's code, how to get it]. */
const CASES: [string, string, () => unknown][] = [
  ['dice: none', 'empty', () => parseDice('')],
  ['dice: too few', 'count', () => parseDice('1 2 3')],
  ['dice: not a number', 'not-a-number', () => parseDice('1 2 3 4 x 1 2 3 4 1')],
  ['dice: out of range', 'out-of-range', () => parseDice('1 2 3 4 6 1 2 3 4 1')],
  ['dice: a second line', 'extra-line', () => parseDice('1 2 3 4 1 2 3 4 1 2\n1\n')],
  ['grid: a bad value', 'bad-value', () => parseBoard(board5([EMPTY, '0 3 0 0 0']), 5)],
  ['grid: too few values', 'missing-values', () => parseBoard(board5(['0 0 0']), 5)],
  ['grid: too many values', 'extra-values', () => parseBoard(board5(['0 0 0 0 0 0']), 5)],
  ['grid: too few rows', 'missing-rows', () => parseBoard(board5([EMPTY, EMPTY]), 5)],
  ['grid: no rows', 'missing-rows', () => parseBoard('', 5)],
  ['grid: text after', 'extra-text', () => parseBoard(board5(Array(6).fill(EMPTY)), 5)],
  ['record: a bad move', 'bad-move', () => parseRecord('h8 h', 15)],
  ['record: a row without column', 'missing-column', () => parseRecord('h8 8\n8', 15)],
  ['record: a row off the board', 'off-board', () => parseRecord('20 1', 19)],
  ['record: a column off the board', 'off-board', () => parseRecord('1 20', 19)],
  ['record: a letter off the board', 'off-board', () => parseRecord('q8', 15)],
  ['record: a row off, from the bottom', 'off-board', () => parseRecord('h16', 15)],
  ['record: a point played twice', 'taken', () => parseRecord('h8 h9 h8', 15)],
];

describe('input errors in Korean, by code', () => {
  for (const [name, code, run] of CASES) {
    it(name, () => {
      const result = run() as { ok: boolean; error?: Parameters<typeof inputErrorMessage>[0] };
      expect(result.ok).toBe(false);
      const error = result.error!;
      expect(error.code).toBe(code);
      // The message is data of the catalogue, not English to translate.
      expect(isMessage(error.wording)).toBe(true);
      const korean = render('ko', inputErrorMessage(error));
      expect(korean).toMatch(/[가-힣]/);
      // No English sentence left (three Latin words in a row).
      expect(korean).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
      // And the English rendering is the parser's own message, with its place.
      expect(render('en', inputErrorMessage(error))).toContain(error.message);
    });
  }
});

/** Every code a board file or a board spec is refused with (the compiler insists on each). */
const BOARD_CODES: Record<BoardErrorCode | 'faces-out-of-range', true> = {
  'not-json': true,
  'not-an-object': true,
  'unknown-field': true,
  'duplicate-field': true,
  'missing-field': true,
  'wrong-type': true,
  'no-cells': true,
  'bad-label': true,
  'duplicate-label': true,
  'no-start': true,
  'several-starts': true,
  'no-end': true,
  'several-ends': true,
  'start-is-end': true,
  'unknown-cell': true,
  'self-arrow': true,
  'end-has-arrow': true,
  'missing-red-arrow': true,
  'not-an-integer': true,
  'number-out-of-range': true,
  'too-many-cells': true,
  'end-unreachable': true,
  'faces-out-of-range': true,
};

const BOARD_CASES = boardErrorCases(parseBoardFile, compileBoard);

/** No English sentence: three Latin words in a row (JSON keys stand alone, between commas). */
const ENGLISH = /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/;

describe('Dice Yut board file errors in Korean, by code (nori yut --board FILE)', () => {
  it('every code is produced', () => {
    const produced = new Set(BOARD_CASES.map(([, code]) => code));
    expect([...produced].sort()).toEqual(Object.keys(BOARD_CODES).sort());
  });

  const korean: string[] = [];
  for (const [name, code, run] of BOARD_CASES) {
    it(name, () => {
      const result = run() as { ok: boolean; error?: Partial<BoardError> & { message: string } };
      expect(result.ok).toBe(false);
      const error = result.error!;
      expect(error.code).toBe(code);
      expect(isMessage(error.wording)).toBe(true);
      // A file's error has its place (line and column); a spec's is where in the spec, by path.
      const whole: Message =
        error.where === undefined
          ? error.wording!
          : boardErrorMessage({ where: error.where, wording: error.wording! });
      // The English is the parser's own message, byte for byte (tests and docs pin it).
      expect(render('en', whole)).toBe(error.message);
      const ko = render('ko', whole);
      expect(ko).toMatch(/[가-힣]/);
      expect(ko).not.toMatch(ENGLISH);
      expect(ko).not.toMatch(/\{|이\(가\)|을\(를\)/);
      korean.push(ko);
    });
  }

  it('each refusal has its own Korean message', () => {
    expect(new Set(korean).size).toBe(BOARD_CASES.length);
  });
});
