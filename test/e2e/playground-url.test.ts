/**
 * The view lives in the address: reload, Back, Forward and a copied link give the same view, and
 * a person's actions push history entries (a page settling does not).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import {
  addressWritten,
  DESKTOP,
  hashOf,
  historyLength,
  playground,
  SIZES,
} from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('the playground address', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';
  const hash = hashOf;

  for (const size of SIZES) {
    it(`Dice Yut at ${size.width} px: dice, step and moves survive reload, Back and a link`, async () => {
      const page = await pg.open('yut', size);
      const entries = () => historyLength(page);
      const start = await entries();
      await page.fill('#yut-dice', '5555511111');
      expect(await hash(page)).toBe('#yut?dice=5555511111');
      const withDice = await entries();
      // Moving within the plan replaces the entry; new dice and another mode push one.
      await page.click('#yut-next');
      await page.click('#yut-next');
      expect(await hash(page)).toBe('#yut?dice=5555511111&step=2');
      expect(await entries()).toBe(withDice);
      expect(withDice).toBe(start + 1);
      await page.reload();
      expect(await page.inputValue('#yut-dice')).toBe('5 5 5 5 5 1 1 1 1 1');
      expect(await text(page, '#yut-turn')).toBe('Turn 2 of 10');
      // Play mode with two moves (piece 1 to the blue 10, then on along the blue arrow): a copied link opens the same game in a new browser.
      await page.click('#yut-mode-play');
      await page.click('.piece-button[data-piece="1"]');
      await page.click('.piece-button[data-piece="1"]');
      expect(await hash(page)).toBe('#yut?dice=5555511111&mode=play&moves=11');
      expect(await entries()).toBe(withDice + 1);
      await page.goBack();
      expect(await text(page, '#yut-turn')).toBe('Turn 2 of 10');
      await page.goForward();
      expect(await text(page, '#yut-play-prompt')).toContain('Turn 3 of 10');
      await pg.grant(['clipboard-read', 'clipboard-write']);
      await page.click('#yut-copy-link');
      await expect
        .poll(() => text(page, '.copy-link [role="status"]'))
        .toBe('Link copied: it opens this same view.');
      const link = await page.evaluate<string>('navigator.clipboard.readText()');
      const score = await text(page, '#yut-play-score');
      const other = await pg.open(link.slice(pg.url().length + 1), size);
      expect(await text(other, '#yut-play-score')).toBe(score);
      expect(await text(other, '#yut-play-prompt')).toContain('Turn 3 of 10');
      expect(await other.getAttribute('#yut-mode-play', 'aria-pressed')).toBe('true');
    });

    it(`Omok at ${size.width} px: size, rule and moves survive reload, Back and Forward`, async () => {
      const page = await pg.open('omok', size);
      await page.selectOption('#omok-size', '15');
      await page.selectOption('#omok-rule', 'renju');
      await page.click('#omok-board .point[data-row="8"][data-col="8"]');
      await page.click('#omok-board .point[data-row="8"][data-col="8"]');
      expect(await hash(page)).toBe('#omok?size=15&rule=renju&moves=8+8');
      await page.click('#omok-board .point[data-row="9"][data-col="9"]');
      await page.click('#omok-board .point[data-row="9"][data-col="9"]');
      await addressWritten(page);
      await page.reload();
      expect(await page.locator('#omok-board .point').count()).toBe(15 * 15);
      expect(await page.inputValue('#omok-rule')).toBe('renju');
      expect(await page.locator('#omok-board .point.black, #omok-board .point.white').count()).toBe(
        2,
      );
      // The stones replaced the entry (moves within a game); Back goes to the last choice made:
      // the standard rule, before the rule and the stones.
      await page.goBack();
      expect(await page.inputValue('#omok-rule')).toBe('standard');
      expect(await page.locator('#omok-board .point.black, #omok-board .point.white').count()).toBe(
        0,
      );
      await page.goForward();
      expect(await page.locator('#omok-board .point.white').count()).toBe(1);
      // Back across the tab switch shows Dice Yut again.
      await page.click('#tab-yut');
      expect(await hash(page)).toMatch(/^#yut\?dice=/);
      await page.goBack();
      expect(await page.locator('#panel-omok').isVisible()).toBe(true);
      expect(await page.locator('#omok-board .point.white').count()).toBe(1);
    });
  }

  // The next two run in this order (a file's tests run one after the other), with the same options.
  let grantedIn: BrowserContext | undefined;
  const clipboardState = (page: Page) =>
    page.evaluate<string>(
      "navigator.permissions.query({ name: 'clipboard-read' }).then((status) => status.state)",
    );
  it('a test can grant the clipboard without taking its context (pg.grant)', async () => {
    const page = await pg.open('yut', DESKTOP);
    await pg.grant(['clipboard-read', 'clipboard-write']);
    expect(await clipboardState(page)).toBe('granted');
    grantedIn = page.context();
  });
  it('the next test gets that context back, without the permissions', async () => {
    const page = await pg.open('yut', DESKTOP);
    expect(page.context()).toBe(grantedIn);
    expect(await clipboardState(page)).not.toBe('granted');
  });
});
