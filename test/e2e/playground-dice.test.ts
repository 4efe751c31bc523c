/**
 * The dice field: digits with or without separators, an error only once the field is left or
 * holds ten dice, and no jump of the page when the error comes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { playground, SIZES } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('the dice field', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';
  // In the page, not the window: typing scrolls to keep the field in view under a board kept on
  // screen (a phone), which is no jump of the page.
  const top = (page: Page, selector: string) =>
    page.evaluate<number>(
      `document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().top + scrollY`,
    );

  for (const size of SIZES) {
    it(`at ${size.width} px: 1234123412 is ten dice; errors wait; nothing jumps`, async () => {
      const page = await pg.open('yut', size);
      await page.fill('#yut-dice', '1234123412');
      expect(await text(page, '#yut-best')).toBe('190');
      await page.fill('#yut-dice', '5,5,5,5,5,1,1,1,1,1');
      expect(await text(page, '#yut-dice-error')).toBe('');
      const below = await top(page, '#yut-mode-plan');
      // Typing: no error yet, and no aria-invalid.
      await page.fill('#yut-dice', '123');
      expect(await text(page, '#yut-dice-error')).toBe('');
      expect(await page.getAttribute('#yut-dice', 'aria-invalid')).toBeNull();
      // Leaving the field says what is wrong, in the place kept for it.
      await page.locator('#yut-dice').blur();
      expect(await text(page, '#yut-dice-error')).toBe('Expected ten rolls, found 3.');
      expect(await top(page, '#yut-mode-plan')).toBe(below);
      // Ten dice with a bad one: said at once.
      await page.fill('#yut-dice', '123412341');
      expect(await text(page, '#yut-dice-error')).toBe('');
      await page.type('#yut-dice', '6');
      expect(await text(page, '#yut-dice-error')).toBe('Roll 10: a die shows 1 to 5, found "6".');
      expect(await page.getAttribute('#yut-dice', 'inputmode')).toBe('numeric');
    });
  }
});
