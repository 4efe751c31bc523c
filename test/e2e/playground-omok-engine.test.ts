/**
 * Omok against the computer in the browser: the engine in its Web Worker answers each move as
 * either colour under the standard and renju rules, the page takes clicks while it thinks (the
 * board does not), Undo takes back a whole turn, Hint and Analyse draw on the board, and the
 * controls fit a phone (no sideways scroll at 320 px, 44 px targets).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import { BROWSER_TESTS } from './harness.js';
import { DESKTOP, PHONE_FLOW, playground, SIZES } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('Omok against the computer', () => {
  const pg = playground();
  const stones = (page: Page) =>
    page.locator('#omok-board .point.black, #omok-board .point.white').count();
  /** Waits until `expression` holds in the page (evaluated as the debugger does: the page's CSP
   * forbids the string functions of waitForFunction). */
  const until = (page: Page, expression: string) =>
    expect.poll(() => page.evaluate<boolean>(expression), { timeout: scaled(15_000) }).toBe(true);
  /** Waits for `n` stones on the board and the computer done thinking. */
  const waitStones = (page: Page, n: number) =>
    until(
      page,
      `document.querySelectorAll('#omok-board .point.black, #omok-board .point.white').length === ${n}
        && document.querySelector('[aria-busy="true"]') === null`,
    );
  /** Plays the first empty point, not forbidden, of a spiral around the centre of a 15 board. */
  const playSomewhere = async (page: Page) => {
    const point = page
      .locator('#omok-board .point:not(.black):not(.white):not(.forbidden)')
      .filter({ has: page.locator('.stone') });
    const centre = page.locator(
      '#omok-board .point:not(.black):not(.white):not(.forbidden)[data-row="8"]',
    );
    await ((await centre.count()) > 0 ? centre.first() : point.first()).click();
  };

  // Each rule with each colour: at the phone's size in `npm run check`, at the desktop's in the
  // sweep (`SIZES`).
  const cases = [
    { size: PHONE_FLOW, rule: 'standard', vs: 'white' },
    { size: PHONE_FLOW, rule: 'renju', vs: 'black' },
    { size: DESKTOP, rule: 'renju', vs: 'white' },
    { size: DESKTOP, rule: 'standard', vs: 'black' },
  ] as const;
  for (const { size, rule, vs } of cases.filter((one) => SIZES.includes(one.size))) {
    it(`at ${size.width} px under ${rule}: the computer plays ${vs} and answers`, async () => {
      const page = await pg.open(`omok?size=15&rule=${rule}&vs=${vs}&level=easy`, size);
      expect(await page.inputValue('#omok-opponent')).toBe(vs);
      let expected = 0;
      if (vs === 'black') {
        expected = 1;
        await waitStones(page, expected);
      }
      for (let turn = 0; turn < 3; turn++) {
        await playSomewhere(page);
        expected += 2;
        await waitStones(page, expected);
      }
      // The computer's stones are of its colour, and never on a forbidden point (the judge
      // would have ended the game: the status still names a player to move).
      expect(await page.locator(`#omok-board .point.${vs}`).count()).toBe(vs === 'black' ? 4 : 3);
      expect(await page.locator('#omok-status').textContent()).toMatch(/to play$/);
      await page.click('#omok-undo');
      await waitStones(page, expected - 2);
      expect(page.url()).toContain(`vs=${vs}`);
    });
  }

  it('keeps the page responsive and the board locked while the computer thinks', async () => {
    // The engine's whole time: the test must catch it thinking.
    const page = await pg.open(
      'omok?size=15&vs=white&level=strong&moves=8+8,8+9',
      DESKTOP,
      'en-US',
      {
        engineTime: 1,
      },
    );
    await page.click('#omok-board .point[data-row="9"][data-col="9"]');
    // A point is clicked in the same task that sees the computer thinking, so the computer's answer
    // cannot come in between, however slow the machine (a click from outside could land after it).
    await until(
      page,
      `(() => {
        if (!document.querySelector('#omok-engine-status').textContent.includes('thinking')) return false;
        document.querySelector('#omok-board .point[data-row="1"][data-col="1"]').click();
        return true;
      })()`,
    );
    expect(await page.getAttribute('#omok-engine-status', 'aria-live')).toBe('polite');
    // A control answers at once.
    await page.selectOption('#omok-strength', 'easy');
    expect(await page.inputValue('#omok-strength')).toBe('easy');
    // The click took no stone: once the computer has answered, the board holds the two stones of
    // the link, black's and the computer's, and nothing on the clicked point.
    await waitStones(page, 4);
    expect(await page.locator('#omok-board .point[data-row="1"][data-col="1"].black').count()).toBe(
      0,
    );
  });

  for (const size of SIZES) {
    it(`at ${size.width} px: Hint rings a point, Analyse draws the line and says who is better`, async () => {
      const page = await pg.open('omok?size=15&rule=renju&moves=8+8,8+9,9+8,9+9,10+8', size);
      await page.click('#omok-hint');
      await page.waitForSelector('#omok-board .point.hint', { timeout: scaled(15_000) });
      expect(await page.locator('#omok-engine-status').textContent()).toMatch(/^Hint: [a-o]\d+ /);
      expect(await stones(page)).toBe(5);
      await page.click('#omok-analyse');
      await page.waitForSelector('#omok-board .point.ghost[data-pv="1"]', {
        timeout: scaled(15_000),
      });
      // Black has an open three and white to move: whatever the verdict, it names a colour or evens.
      expect(await page.locator('#omok-engine-status').textContent()).toMatch(
        /(Black|White|About even)/,
      );
      expect(await page.locator('#omok-board .point.hint').count()).toBe(0);
    });
  }

  it('says so, and leaves the board free, where Web Workers are missing', async () => {
    const page = await pg.open('omok?size=15&moves=8+8', DESKTOP);
    // Missing from the start (the page starts the engine's worker at its first idle moment).
    await pg.context().addInitScript('delete window.Worker');
    await page.reload();
    await page.waitForSelector('main .panel:not([hidden]) > *');
    await page.selectOption('#omok-opponent', 'white');
    await page.waitForSelector('#omok-engine-status.error');
    expect(await page.locator('#omok-engine-status').textContent()).toMatch(/Web Workers/);
    await page.click('#omok-board .point[data-row="9"][data-col="9"]');
    expect(await stones(page)).toBe(2);
  });

  it('fits a 320 px phone with 44 px controls', async () => {
    const page = await pg.open('omok?vs=white', { ...PHONE_FLOW, width: 320 });
    await waitStones(page, 0);
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(320);
    for (const id of ['#omok-opponent', '#omok-strength', '#omok-hint', '#omok-analyse']) {
      const box = await page.locator(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.height, id).toBeGreaterThanOrEqual(44);
      expect(box!.width, id).toBeGreaterThanOrEqual(44);
    }
  });
});
