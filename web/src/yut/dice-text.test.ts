import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/yut/index.js';
import { diceCount, diceErrorText, normalizeDiceText } from './dice-text.js';

/** The page's message for `text`, through the real parser. */
function message(text: string): string {
  const parsed = parseDice(text);
  if (parsed.ok) throw new Error(`the parser accepted ${JSON.stringify(text)}`);
  return diceErrorText(parsed.error);
}

describe('diceErrorText', () => {
  const cases: { name: string; text: string; expected: string }[] = [
    { name: 'nothing', text: ' \n', expected: 'Enter ten rolls.' },
    { name: 'too few', text: '1 2 3', expected: 'Expected ten rolls, found 3.' },
    {
      name: 'too many, after a blank line',
      text: '\n1 2 3 4 1 2 3 4 1 2 3',
      expected: 'Expected ten rolls, found 11.',
    },
    {
      name: 'a die out of range',
      text: '1 2 3 4 1 2 3 4 1 6',
      expected: 'Roll 10: a die shows 1 to 5, found "6".',
    },
    {
      name: 'not a number, on the second line',
      text: '\n1 2 x 4 1 2 3 4 1 2',
      expected: 'Roll 3: expected a number from 1 to 5, found "x".',
    },
    {
      name: 'tabs and carriage returns separate dice',
      text: '1\t2\t3\t4\t1\t2\t3\t4\t0\r\n',
      expected: 'Roll 9: a die shows 1 to 5, found "0".',
    },
    {
      // The parser keeps a no-break space inside a token; splitting on \s quoted "1" here.
      name: 'a no-break space is part of the token',
      text: '1 2 3 4 1 2 3 4 1\u00a06',
      expected: 'Roll 9: expected a number from 1 to 5, found "1\u00a06".',
    },
    {
      name: 'a byte order mark before the dice',
      text: '\uFEFF7 2 3 4 1 2 3 4 1 2',
      expected: 'Roll 1: a die shows 1 to 5, found "7".',
    },
    {
      name: 'a long token is cut',
      text: `1 2 ${'9'.repeat(30)} 4 1 2 3 4 1 2`,
      expected: `Roll 3: a die shows 1 to 5, found "${'9'.repeat(20)}…".`,
    },
    {
      name: 'a second line',
      text: '1 2 3 4 1 2 3 4 1 2\n3',
      expected: 'Put the ten rolls on one line.',
    },
  ];
  for (const { name, text, expected } of cases) {
    it(name, () => {
      expect(message(text)).toBe(expected);
    });
  }
});

describe('normalizeDiceText', () => {
  const cases: { text: string; dice: number[] | string; count: number }[] = [
    { text: '1234123412', dice: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2], count: 10 },
    { text: '12341 23412', dice: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2], count: 10 },
    { text: '1,2,3,4,1,2,3,4,1,2', dice: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2], count: 10 },
    { text: '1 2 3 4 1 2 3 4 1 2', dice: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2], count: 10 },
    { text: '123', dice: 'Expected ten rolls, found 3.', count: 3 },
    { text: '1234123416', dice: 'Roll 10: a die shows 1 to 5, found "6".', count: 10 },
    { text: '1 2 3 4 1 2 3 4 1 66', dice: 'Roll 10: a die shows 1 to 5, found "66".', count: 10 },
    // A token that is not a run of dice is quoted as typed.
    { text: '1 2 3 4 1 2 3 4 1 10', dice: 'Roll 10: a die shows 1 to 5, found "10".', count: 10 },
    // Letters among digits are a token of their own: the roll where they stand is named (it was
    // "Roll 1: ... found "123412341x"", a browser trial).
    {
      text: '123412341x',
      dice: 'Roll 10: expected a number from 1 to 5, found "x".',
      count: 10,
    },
    { text: '12ab3', dice: 'Roll 3: expected a number from 1 to 5, found "ab".', count: 4 },
    // Full-width digits and commas, as a Korean keyboard in full-width mode types them.
    { text: '１２３４５１２３４５', dice: [1, 2, 3, 4, 5, 1, 2, 3, 4, 5], count: 10 },
    {
      text: '１，２，３，４，１，２，３，４，１，２',
      dice: [1, 2, 3, 4, 1, 2, 3, 4, 1, 2],
      count: 10,
    },
    {
      text: '1.5 2 3 4 1 2 3 4 1 2',
      dice: 'Roll 1: expected a number from 1 to 5, found "1.5".',
      count: 10,
    },
    { text: '', dice: 'Enter ten rolls.', count: 0 },
    // Ten tokens are ten rolls: `12` is a mistake in roll 1 (it was read as two, "found 11").
    {
      text: '12 3 4 1 2 3 4 1 2 3',
      dice: 'Roll 1: a die shows 1 to 5, found "12".',
      count: 10,
    },
  ];
  for (const { text, dice, count } of cases) {
    it(JSON.stringify(text), () => {
      const parsed = parseDice(normalizeDiceText(text));
      if (typeof dice === 'string') {
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(diceErrorText(parsed.error)).toBe(dice);
      } else {
        expect(parsed).toEqual({ ok: true, value: dice });
      }
      expect(diceCount(text)).toBe(count);
    });
  }
});
