/**
 * The playground's keys work page-wide while a game panel is shown (not while typing in a field),
 * on a fresh load, after a click on the board and after the skip link; the help text lists them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { DESKTOP, playground, SIZES } from './playground.test-helper.js';

/**
 * Waits until `expression` is true in the page (polled: the page's policy allows no script from a
 * string, which `waitForFunction` would make); a minute at most, for a loaded machine.
 */
async function until(page: Page, expression: string): Promise<void> {
  const end = Date.now() + 60_000;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > end) throw new Error(`still false after a minute: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!BROWSER_TESTS)('the playground keys', () => {
  const { open } = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';

  for (const size of SIZES) {
    it(`Dice Yut at ${size.width} px: arrows, Home, End and 1 to 4 from anywhere but a field`, async () => {
      const page = await open('yut', size);
      // A fresh load: nothing has the focus.
      await page.keyboard.press('ArrowRight');
      expect(await text(page, '#yut-turn')).toBe('Turn 1 of 10');
      await page.click('.yut-board');
      await page.keyboard.press('ArrowRight');
      expect(await text(page, '#yut-turn')).toBe('Turn 2 of 10');
      await page.keyboard.press('End');
      expect(await text(page, '#yut-turn')).toBe('Turn 10 of 10');
      await page.keyboard.press('Home');
      expect(await text(page, '#yut-turn')).toBe('Before the first turn');
      // In the dice field the arrows move the caret, not the plan.
      await page.focus('#yut-dice');
      await page.keyboard.press('ArrowRight');
      expect(await text(page, '#yut-turn')).toBe('Before the first turn');
      expect(await text(page, '#yut-keys')).toContain('1 to 4');
      await page.click('#yut-mode-play');
      await page.click('.yut-board');
      await page.keyboard.press('1');
      expect(await text(page, '#yut-play-score')).toBe('2');
    });

    it(`Omok at ${size.width} px: arrows onto the board, Enter places, U and R undo and redo`, async () => {
      const page = await open('omok', size);
      await page.keyboard.press('ArrowUp');
      expect(
        await page.evaluate<string | undefined>('document.activeElement?.dataset.row'),
      ).toBeDefined();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      expect(await page.locator('#omok-board .point.black').count()).toBe(1);
      await page.click('#omok-status');
      await page.keyboard.press('u');
      expect(await page.locator('#omok-board .point.black').count()).toBe(0);
      await page.keyboard.press('r');
      expect(await page.locator('#omok-board .point.black').count()).toBe(1);
      // Typed into the grid box, the letters are text.
      await page.focus('#omok-grid');
      await page.keyboard.press('u');
      expect(await page.locator('#omok-board .point.black').count()).toBe(1);
      expect(await page.inputValue('#omok-grid')).toBe('u');
      expect(await text(page, '#omok-keys')).toContain('U ');
    });
  }

  // Found by a browser trial: a pressed button that disabled itself dropped the focus to the page,
  // and Play went on saying Pause at the end of the plan.
  it('keeps the focus on a button when the pressed one disables itself; Play again at the end', async () => {
    const page = await open('yut?dice=5123455324&step=9', DESKTOP);
    const focusedId = () => page.evaluate<string>('document.activeElement?.id ?? ""');
    await page.focus('#yut-next');
    await page.keyboard.press('Enter');
    expect(await text(page, '#yut-turn')).toBe('Turn 10 of 10');
    expect(await focusedId()).toBe('yut-prev');
    await page.focus('#yut-first');
    await page.keyboard.press('Enter');
    expect(await text(page, '#yut-turn')).toBe('Before the first turn');
    expect(await focusedId()).toBe('yut-next');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await text(page, '#yut-turn')).toBe('Turn 9 of 10');
    await page.click('#yut-auto');
    await until(page, "document.querySelector('#yut-turn')?.textContent === 'Turn 10 of 10'");
    await until(page, "document.querySelector('#yut-auto')?.textContent === 'Play'");
    // Play starts over from the first turn, as it says.
    await page.click('#yut-auto');
    expect(await text(page, '#yut-turn')).toBe('Turn 1 of 10');
    expect(await text(page, '#yut-auto')).toBe('Pause');
    await page.click('#yut-auto');
    // Rolling: the focus goes to a piece once the die has come to rest, then back to the roll.
    await page.click('#yut-mode-game');
    await page.focus('#yut-game-roll');
    await page.keyboard.press('Enter');
    await until(page, 'document.activeElement?.dataset.gamePiece !== undefined');
    await page.keyboard.press('Enter');
    await until(page, "document.activeElement?.id === 'yut-game-roll'");
  });

  it('the skip link leads to the panel, where the keys work', async () => {
    const page = await open('yut', DESKTOP);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    expect(await text(page, '#yut-turn')).toBe('Turn 1 of 10');
  });
});
