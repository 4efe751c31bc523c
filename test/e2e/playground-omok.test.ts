/**
 * Omok on the core game model in the browser: the numbered move list, Undo after Clear and a size
 * change, a long win named as such, the game record out and back in, the filled black-stone icon.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { DESKTOP, playground, SIZES } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('the Omok page', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';
  const stones = (page: Page) =>
    page.locator('#omok-board .point.black, #omok-board .point.white').count();

  for (const size of SIZES) {
    it(`at ${size.width} px: moves listed, Clear undone, a record out and back in`, async () => {
      // A link with moves (the URL test covers the address itself).
      const page = await pg.open('omok?size=15&moves=8+8,8+9,9+9', size);
      const items = await page
        .locator('#omok-moves button')
        .evaluateAll((buttons) => buttons.map((button) => button.textContent));
      expect(items).toEqual(['1. Black h8', '2. White i8', '3. Black i7']);
      await page.click('#omok-clear');
      expect(await stones(page)).toBe(0);
      await page.click('#omok-undo');
      expect(await stones(page)).toBe(3);
      await page.selectOption('#omok-size', '19');
      await page.click('#omok-undo');
      expect(await page.locator('#omok-board .point').count()).toBe(15 * 15);
      await page.click('#omok-record-copy');
      expect(await page.inputValue('#omok-record')).toBe('8 8\n8 9\n9 9\n');
      await page.click('#omok-clear');
      await page.fill('#omok-record', 'h8 i8\nj9');
      await page.click('#omok-record-load');
      expect(await text(page, '#omok-message')).toBe('Played 3 moves from the record.');
      expect(await stones(page)).toBe(3);
      await page.fill('#omok-record', '1 1\n1 1');
      await page.click('#omok-record-load');
      expect(await text(page, '#omok-message')).toMatch(/^Record: /);
    });
  }

  // Found by a browser trial: a failed Load said why only in the status, far above the box on a
  // phone or a tablet, and the box was not marked.
  it('says why a Load failed under its own box, and marks the box', async () => {
    const page = await pg.open('omok', { width: 390, height: 844, scale: 3, touch: true });
    await page.fill('#omok-grid', 'hello');
    await page.click('#omok-load');
    const gridError = await text(page, '#omok-grid-error');
    expect(gridError).not.toBe('');
    expect(gridError).toBe(await text(page, '#omok-message'));
    // Said once, by the status line: the line under the box is the box's description only.
    const live = (selector: string) =>
      page
        .locator(selector)
        .evaluate((e) => e.closest('[aria-live], [role="status"], [role="alert"]') !== null);
    expect([await live('#omok-message'), await live('#omok-grid-error')]).toEqual([true, false]);
    expect(await page.getAttribute('#omok-grid', 'aria-describedby')).toContain('omok-grid-error');
    expect(await page.getAttribute('#omok-grid', 'aria-invalid')).toBe('true');
    const box = (await page.locator('#omok-grid-error').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.fill('#omok-record', 'zz');
    await page.click('#omok-record-load');
    expect(await text(page, '#omok-record-error')).toMatch(/^Record: /);
    expect(await text(page, '#omok-grid-error')).toBe('');
    expect(await page.getAttribute('#omok-grid', 'aria-invalid')).toBeNull();
    await page.fill('#omok-record', 'h8');
    await page.click('#omok-record-load');
    expect(await text(page, '#omok-record-error')).toBe('');
    expect(await page.getAttribute('#omok-record', 'aria-invalid')).toBeNull();
  });

  it('names a win of six under the freestyle rule', async () => {
    const page = await pg.open(
      'omok?rule=freestyle&moves=1+1,6+1,1+2,6+2,1+3,6+3,1+5,6+5,1+6,7+7,1+4',
      DESKTOP,
    );
    expect(await text(page, '#omok-status')).toBe('Black wins: 6 in a row from row 1, column 1.');
    // Baekjoon's answer stays Baekjoon's: a six is no win of 2615 (a browser trial found it
    // following the rule chosen).
    expect(await text(page, '#omok-answer')).toBe('0');
    await page.selectOption('#omok-rule', 'standard');
    expect(await text(page, '#omok-answer')).toBe('0');
  });

  it('draws the black-stone icon filled in dark mode', async () => {
    const page = await pg.open('omok', DESKTOP);
    await page.emulateMedia({ colorScheme: 'dark' });
    const style = await page.evaluate<{ image: string; shadow: string }>(`(() => {
      const icon = getComputedStyle(document.querySelector('#omok-status .stone-icon.black'));
      return { image: icon.backgroundImage, shadow: icon.boxShadow };
    })()`);
    expect(style.image).toContain('radial-gradient');
    expect(style.shadow).not.toBe('none');
  });
});
