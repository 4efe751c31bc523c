/**
 * Accessibility: axe-core finds nothing in each page state a person meets (both games, every
 * mode, both languages, light and dark, phone and desktop, a refusal on screen, an analysis), and
 * the computer's move and every refusal are said through a live region.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { DESKTOP, playground, SIZES, sweep } from './playground.test-helper.js';

/** A language with a colour scheme. */
type Look = readonly ['en-US' | 'ko-KR', 'light' | 'dark'];
const LOOKS: readonly Look[] = [
  ['en-US', 'light'],
  ['ko-KR', 'dark'],
];

describe.skipIf(!BROWSER_TESTS)('the playground and axe-core', () => {
  const pg = playground();
  const liveText = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const live = element.closest('[aria-live], [role="status"], [role="alert"]');
      return live === null ? null : (element.textContent ?? '');
    });

  // Each game in both looks in the sweep; in `npm run check` one game in each look.
  for (const size of SIZES) {
    for (const [locale, colorScheme] of sweep(LOOKS, [LOOKS[0]!])) {
      it(`Dice Yut at ${size.width} px, ${locale}, ${colorScheme}: every mode, and a refusal`, async () => {
        const page = await pg.open('yut?dice=2222222222', size, locale, { colorScheme });
        await pg.axe(page);
        // The best score and a mistake in the rolls are said (browser trial of 7 December 2026).
        expect(await liveText(page, '#yut-best')).toBe('166');
        await page.fill('#yut-dice', '2 2 2 2 2 2 2 2 2 9');
        await page.press('#yut-dice', 'Tab');
        expect(await liveText(page, '#yut-dice-error')).not.toBe('');
        await pg.axe(page);
        await page.fill('#yut-dice', '2 2 2 2 2 2 2 2 2 2');
        await page.click('#yut-next');
        await pg.axe(page);
        await page.click('#yut-mode-play');
        await page.click('.piece-button[data-piece="1"]');
        await page.click('.piece-button[data-piece="2"]');
        // The refusal is in a live region.
        expect(await liveText(page, '#yut-message')).not.toBe('');
        await pg.axe(page);
        await page.click('#yut-mode-game');
        await page.click('#yut-game-roll');
        await pg.axe(page);
      });
    }

    for (const [locale, colorScheme] of sweep(LOOKS, [LOOKS[1]!])) {
      it(`Omok at ${size.width} px, ${locale}, ${colorScheme}: review, numbers, analysis`, async () => {
        const page = await pg.open('omok?size=15&rule=renju&moves=8+8,8+9,9+8,9+9', size, locale, {
          colorScheme,
        });
        await pg.axe(page);
        await page.click('#omok-numbers');
        await page.click('#omok-prev');
        await pg.axe(page);
        await page.click('#omok-analyse');
        await page.waitForSelector('#omok-analysis:not([hidden]) #omok-pv button', {
          timeout: 20_000,
        });
        await pg.axe(page);
      });
    }
  }

  it("the computer's move is said through the live region", async () => {
    const page = await pg.open('omok?size=15&vs=white&level=easy', DESKTOP);
    await page.click('#omok-board .point[data-row="8"][data-col="8"]');
    await expect
      .poll(() => liveText(page, '#omok-engine-status'), { timeout: 20_000 })
      .toMatch(/^The computer \(White\) played [a-o]\d+\.$/);
  });

  it('a forbidden point under renju is refused in the live region', async () => {
    // Black's double three at 7 7 (row, column from 1): refused with its reason.
    const page = await pg.open(
      'omok?size=15&rule=renju&moves=8+6,1+1,8+7,1+3,6+8,1+5,7+8,1+7',
      DESKTOP,
    );
    await page.click('#omok-board .point[data-row="8"][data-col="8"]');
    expect(await liveText(page, '#omok-message')).toMatch(/^Black may not play here under renju/);
  });
});
