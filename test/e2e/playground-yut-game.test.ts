/**
 * A real game of Dice Yut, one die rolled per turn: after each move the expected final score
 * under the best policy and the best move, a hint, and at the end the three scores.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bestScore, classicBoard } from '../../src/yut/index.js';
import { scaled } from '../support/time.js';
import { BROWSER_TESTS, savePicture } from './harness.js';
import { DESKTOP, hashOf, PHONE_FLOW, playground, SIZES } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('Dice Yut rolled as you go', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';

  for (const size of SIZES) {
    it(`at ${size.width} px: ten rolls, advice after each move, and the three scores`, async () => {
      const page = await pg.open('yut?mode=game', size);
      // The policy's expectation from the start comes from the worker.
      await expect
        .poll(() => text(page, '#yut-game-expected'), { timeout: scaled(20_000) })
        .toBe('Expected final score under the best policy from here: 203.11');
      const dice: number[] = [];
      for (let turn = 1; turn <= 10; turn++) {
        const prompt = await text(page, '#yut-game-prompt');
        if (prompt === '') break;
        // Before this turn's roll the die shows no number (the last roll was read as this one's),
        // unless no piece could use the last roll.
        if (!prompt.includes('no piece could move')) {
          expect(await text(page, '#yut-game-die')).toBe('–');
        }
        await page.click('#yut-game-roll');
        const die = Number(await text(page, '#yut-game-die'));
        expect(die).toBeGreaterThanOrEqual(1);
        expect(die).toBeLessThanOrEqual(5);
        dice.push(die);
        if (!(await page.locator('#yut-game-prompt').textContent())?.includes('Choose')) continue;
        // The hint names the policy's piece once the worker has answered; play that piece.
        await expect.poll(() => page.locator('#yut-hint').isDisabled()).toBe(false);
        await page.click('#yut-hint');
        const hint = await text(page, '#yut-game-message');
        const piece = /piece (\d)/.exec(hint)?.[1];
        expect(piece, hint).toBeDefined();
        await page.click(`.roll-view .piece-button[data-game-piece="${piece}"]`);
        await expect
          .poll(() => text(page, '#yut-game-review'))
          .toBe('Your last move was the best one.');
        // The piece on the board is named with the cell it moved to.
        expect(await text(page, `.yut-board .piece-${piece} > title`)).toMatch(
          new RegExp(`^Piece ${piece} on (\\d+|End)`),
        );
      }
      expect(dice.length).toBe(10);
      const score = Number(await text(page, '#yut-game-score'));
      const best = bestScore(classicBoard(), dice);
      expect(await text(page, '#yut-game-result')).toBe(
        `Your score: ${score}. The best policy expects 203.11 from the start. Had your rolls (${dice.join(' ')}) been known, the best score was ${best}.`,
      );
      expect(score).toBeLessThanOrEqual(best);
      await savePicture(page, `yut-game-end-${size.width}`);
      // A new game starts from nothing rolled.
      await page.click('#yut-game-new');
      expect(await text(page, '#yut-game-score')).toBe('0');
    });
  }

  it('a game in the address: a link and a reload give the same turn and roll', async () => {
    const page = await pg.open('yut?mode=game&rolls=53&moves=1', PHONE_FLOW);
    expect(await text(page, '#yut-game-score')).toBe('10');
    expect(await text(page, '#yut-game-prompt')).toBe(
      'Turn 2 of 10: you rolled 3. Choose a piece.',
    );
    await page.click('.roll-view .piece-button[data-game-piece="1"]');
    expect(await hashOf(page)).toBe('#yut?mode=game&rolls=53&moves=11');
    await page.reload();
    expect(await text(page, '#yut-game-prompt')).toBe('Turn 3 of 10: roll the die.');
    // Moving within a game replaced the entry: Back leaves the game.
    await page.goBack();
    expect(await hashOf(page)).not.toContain('rolls=');
  });

  it('a weaker move is named, with the best move and both expected scores', async () => {
    const page = await pg.open('yut?mode=game', DESKTOP);
    await expect
      .poll(() => text(page, '#yut-game-expected'), { timeout: scaled(20_000) })
      .toContain('203.11');
    // Roll until a turn offers two pieces with different values; play the one the hint avoids.
    for (let turn = 1; turn <= 10; turn++) {
      await page.click('#yut-game-roll');
      if (!(await text(page, '#yut-game-prompt')).includes('Choose')) continue;
      await expect.poll(() => page.locator('#yut-hint').isDisabled()).toBe(false);
      await page.click('#yut-hint');
      const piece = Number(/piece (\d)/.exec(await text(page, '#yut-game-message'))![1]);
      let moved = false;
      for (const other of [1, 2, 3, 4].filter((p) => p !== piece)) {
        await page.click(`.roll-view .piece-button[data-game-piece="${other}"]`);
        if ((await text(page, '#yut-game-prompt')).includes('Choose')) continue;
        moved = true;
        break;
      }
      if (!moved) await page.click(`.roll-view .piece-button[data-game-piece="${piece}"]`);
      const review = await text(page, '#yut-game-review');
      if (review.startsWith('The best move was')) {
        expect(review).toMatch(
          /^The best move was piece \d \(.+ → .+\): expected final \d+\.\d\d, yours \d+\.\d\d\.$/,
        );
        return;
      }
    }
    throw new Error('no turn of ten offered a weaker move');
  });
});
