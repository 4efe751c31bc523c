/**
 * The generators are aimed at every mistake of the cores' catalogues: with every seed from 1 to
 * 100, each wrong model gives a wrong answer on some case among the default 200 that `nori check`
 * draws. Run on the models directly (no processes), so it stays fast.
 */
import { describe, expect, it } from 'vitest';
import { type Board, formatAnswer, judge, mistakenAnswers, OMOK_MISTAKES } from '../omok/index.js';
import { bestScore, classicBoard, mistakenScore, YUT_MISTAKES } from '../yut/index.js';
import { generateBoard } from './omok-gen.js';
import { createRng } from './rng.js';
import { generateDice, TRAPS } from './yut-gen.js';

const SEEDS = Array.from({ length: 100 }, (_, i) => i + 1);
const DEFAULT_CASES = 200;

describe('yut: every mistake is caught within the default cases, for every seed', () => {
  const board = classicBoard();
  it('every trap still catches its mistake', () => {
    for (const mistake of YUT_MISTAKES) {
      for (const text of TRAPS[mistake]) {
        const dice = [...text].map(Number);
        expect(mistakenScore(board, mistake, dice), `${mistake} ${text}`).not.toBe(
          bestScore(board, dice),
        );
      }
    }
  });

  it('seeds 1 to 100', () => {
    const missed: string[] = [];
    for (const seed of SEEDS) {
      const rng = createRng(seed);
      const cases = Array.from({ length: DEFAULT_CASES }, () => generateDice(rng));
      for (const mistake of YUT_MISTAKES) {
        // Whether some case catches it; the mistake's own traps are tried first (it is quicker).
        const traps = new Set(TRAPS[mistake]);
        const first = (dice: number[]) => (traps.has(dice.join('')) ? 0 : 1);
        const ordered = cases.slice().sort((a, b) => first(a) - first(b));
        const caught = ordered.some(
          (dice) => mistakenScore(board, mistake, dice) !== bestScore(board, dice),
        );
        if (!caught) missed.push(`${mistake} with seed ${seed}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe('omok: every mistake is caught within the default cases, for every seed', () => {
  const answer = (board: Board): string =>
    formatAnswer(judge(board))!.trim().split(/\s+/).join(' ');
  it('seeds 1 to 100', () => {
    const missed: string[] = [];
    for (const seed of SEEDS) {
      const rng = createRng(seed);
      const cases = Array.from({ length: DEFAULT_CASES }, () => generateBoard(rng));
      const real = cases.map(answer);
      for (const mistake of OMOK_MISTAKES) {
        const caught = cases.some(
          (board, i) => !mistakenAnswers(board, mistake).includes(real[i]!),
        );
        if (!caught) missed.push(`${mistake} with seed ${seed}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
