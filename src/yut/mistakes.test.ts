import { describe, expect, it } from 'vitest';
import { render } from '../i18n/index.js';
import { classicBoard } from './board.js';
import { mistakenScore, YUT_MISTAKE_INFO, YUT_MISTAKES, type YutMistake } from './mistakes.js';
import { bestScore } from './solve.js';

const board = classicBoard();
const dice = (text: string): number[] => [...text.replace(/ /g, '')].map(Number);

describe('the Dice Yut mistakes: each differs from the real solver where it should', () => {
  // name, a case where the mistake changes the best score (and why), its wrong score, a simple case
  // where it changes nothing.
  const rows: [YutMistake, string, number, string][] = [
    // The piece on o16 stops another from reaching a16 (and o30 blocks m30).
    ['same-number', '5555235525', 183, '1111111111'],
    // Two pieces stand on "25" at once, one come from o10, one from o20.
    ['route-copies', '3514452434', 223, '1111111111'],
    // Several pieces pile up on the shortcuts and the centre.
    ['share-inner', '3555555552', 214, '1111111111'],
    // Every piece runs round the ring: 1111111111 then scores 110, not 133.
    ['no-blue', '5412422245', 222, '4444444444'],
    // A 5 from o6 passes o10 and turns onto its shortcut.
    ['blue-passing', '3551555455', 190, '1111111111'],
    // After a piece finishes, a later roll is thrown away on it instead of spoiling a plan.
    ['finished-moves', '5555555425', 168, '1111111111'],
    // All 5s: pieces finish, and once one has, no other may: every plan dies, the search says 0.
    ['end-blocks', '5555555555', 0, '1111111111'],
    // Reaching the end is worth 40 like o40.
    ['end-points', '5125555525', 252, '1111111111'],
  ];
  for (const [mistake, differs, wrong, agrees] of rows) {
    it(mistake, () => {
      expect(mistakenScore(board, mistake, dice(differs))).toBe(wrong);
      expect(bestScore(board, dice(differs))).not.toBe(wrong);
      const simple = dice(agrees);
      expect(mistakenScore(board, mistake, simple)).toBe(bestScore(board, simple));
    });
  }

  it('has a row above, and texts in both languages, for every mistake', () => {
    expect(rows.map(([mistake]) => mistake)).toEqual([...YUT_MISTAKES]);
    for (const mistake of YUT_MISTAKES) {
      const info = YUT_MISTAKE_INFO[mistake];
      for (const lang of ['en', 'ko'] as const)
        for (const message of [info.text, info.rule]) expect(render(lang, message)).not.toBe('');
    }
  });

  it('the spec examples that no mistake of a reading of the rules changes', () => {
    // 1 2 3 4 1 2 3 4 1 2 (190): only the mistakes about the blue arrows and the end change it.
    const changed = YUT_MISTAKES.filter(
      (mistake) => mistakenScore(board, mistake, dice('1234123412')) !== 190,
    );
    expect(changed).toEqual(['no-blue', 'blue-passing', 'end-points']);
  });
});
