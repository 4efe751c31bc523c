/**
 * Phone first, measured by what is in view: at 320 x 640 and 390 x 844, in both languages, the
 * first screen (no scrolling) holds the whole board, the status line (with a refusal's reason)
 * and the mode's main actions, in both games. On a tablet and a large screen the board uses the
 * room there is. Pieces of Dice Yut take taps in 44 px on a touch screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { follow, playground, type Size, sweep } from './playground.test-helper.js';

const SMALL: Size = { width: 320, height: 640, scale: 3, touch: true };
const PHONE: Size = { width: 390, height: 844, scale: 3, touch: true };

/** The selectors of `selectors` whose box is not wholly inside the first screen. */
async function outOfView(page: Page, selectors: readonly string[]): Promise<string[]> {
  const height = page.viewportSize()!.height;
  const width = page.viewportSize()!.width;
  const outside: string[] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    if (
      box === null ||
      box.y < 0 ||
      box.x < 0 ||
      box.y + box.height > height + 0.5 ||
      box.x + box.width > width + 0.5
    ) {
      outside.push(`${selector} ${JSON.stringify(box)}`);
    }
  }
  return outside;
}

describe.skipIf(!BROWSER_TESTS)('the playground on a phone', () => {
  const pg = playground();

  // Both sizes in both languages in the sweep; in `npm run check` the small one in both and the
  // other in Korean (whose words are kept whole: the longer lines).
  const looks = sweep(
    [SMALL, PHONE].flatMap((size) => ['en-US', 'ko-KR'].map((locale) => [size, locale] as const)),
    [
      [SMALL, 'en-US'],
      [SMALL, 'ko-KR'],
      [PHONE, 'ko-KR'],
    ],
  );
  for (const [size, locale] of looks) {
    const at = `${size.width} x ${size.height}, ${locale}`;

    it(`Dice Yut at ${at}: board, status and Next/Play in the first screen; a refusal too`, async () => {
      const page = await pg.open('yut?dice=2222222222', size, locale);
      expect(await page.evaluate<number>('scrollY')).toBe(0);
      expect(await outOfView(page, ['.yut-board', '#yut-turn', '#yut-next', '#yut-auto'])).toEqual(
        [],
      );
      await page.click('#yut-next');
      expect(await outOfView(page, ['.yut-board', '#yut-step', '#yut-total'])).toEqual([]);
      // Playing it yourself: a blocked piece tapped on the board says why, in view.
      await page.click('#yut-mode-play');
      await page.evaluate('scrollTo(0, 0)');
      await page.click('.yut-board .piece[data-piece="1"]');
      await page.evaluate('scrollTo(0, 0)');
      await page.click('.yut-board .piece[data-piece="2"]', { force: true });
      await page.evaluate('scrollTo(0, 0)');
      expect(await page.locator('#yut-message').textContent()).not.toBe('');
      expect(
        await outOfView(page, ['.yut-board', '#yut-play-prompt', '#yut-message', '#yut-undo']),
      ).toEqual([]);
      // Rolling as you go: the roll, its prompt and the board.
      await page.click('#yut-mode-game');
      await page.evaluate('scrollTo(0, 0)');
      expect(await outOfView(page, ['.yut-board', '#yut-game-prompt', '#yut-game-roll'])).toEqual(
        [],
      );
    });

    it(`Omok at ${at}: board, status, Undo, Hint, Place the stone and a refusal in view`, async () => {
      const page = await pg.open(
        'omok?size=15&rule=renju&moves=8+6,1+1,8+7,1+3,6+8,1+5,7+8,1+7',
        size,
        locale,
      );
      expect(
        await outOfView(page, ['#omok-board', '#omok-status', '#omok-undo', '#omok-hint']),
      ).toEqual([]);
      // A tap previews (the points are smaller than a finger): Place the stone is in view.
      await page.tap('#omok-board .point[data-row="3"][data-col="3"]');
      expect(await outOfView(page, ['#omok-place'])).toEqual([]);
      // A forbidden point (a double three at 8 8) tapped twice: the reason is in view.
      await page.tap('#omok-board .point[data-row="8"][data-col="8"]');
      await page.tap('#omok-board .point[data-row="8"][data-col="8"]');
      await page.evaluate('scrollTo(0, 0)');
      expect(await page.locator('#omok-message').textContent()).not.toBe('');
      expect(await outOfView(page, ['#omok-board', '#omok-status', '#omok-message'])).toEqual([]);
    });
  }

  // Found by a browser trial: typing in the rolls emptied the plan's table, the page jumped, and
  // the field and its error ended under the board kept on screen (or above the screen).
  it.each([SMALL, PHONE])(
    'Dice Yut at %o: the rolls field and its error stay in view while typing',
    async (size) => {
      const page = await pg.open('yut', size);
      const shown = (selector: string) =>
        page.evaluate<boolean>(`(() => {
        const element = document.querySelector(${JSON.stringify(selector)});
        const box = element.getBoundingClientRect();
        if (box.height === 0 || box.top < 0 || box.bottom > innerHeight) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (top === element || element.contains(top));
      })()`);
      await page.locator('#yut-dice').scrollIntoViewIfNeeded();
      await page.tap('#yut-dice');
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      expect(await shown('#yut-dice')).toBe(true);
      await page.keyboard.type('7');
      expect(await page.locator('#yut-dice-error').textContent()).not.toBe('');
      expect(await shown('#yut-dice')).toBe(true);
      expect(await shown('#yut-dice-error')).toBe(true);
      await page.keyboard.press('Backspace');
      await page.keyboard.type('2');
      expect(await shown('#yut-dice')).toBe(true);
    },
  );

  // Found by a browser trial: what the computer does (thinking, its move) was far below the first
  // screen, in the engine's section.
  it('Omok against the computer at 320 x 640: its move is told under the board', async () => {
    const page = await pg.open('omok?size=15&vs=white&level=easy', SMALL);
    await page.tap('#omok-board .point[data-row="8"][data-col="8"]');
    await page.tap('#omok-place');
    await expect
      .poll(() => page.locator('#omok-board .point.white').count(), { timeout: 60_000 })
      .toBe(1);
    await page.evaluate('scrollTo(0, 0)');
    expect(await page.locator('#omok-engine-status').textContent()).not.toBe('');
    expect(await outOfView(page, ['#omok-status', '#omok-engine-status', '#omok-undo'])).toEqual(
      [],
    );
  });

  // Found by a browser trial: at 320 x 568 the analysis opened below the board kept on screen,
  // wholly out of view; only its ghost stones showed.
  it('Omok at 320 x 568: Analyse brings its answer into view below the board', async () => {
    const page = await pg.open('omok?rule=renju&moves=10+10%2C8+8&vs=white&level=easy', {
      ...SMALL,
      height: 568,
    });
    await page.locator('#omok-analyse').scrollIntoViewIfNeeded();
    await page.tap('#omok-analyse');
    await page.waitForSelector('#omok-analysis:not([hidden]) #omok-pv button', { timeout: 60_000 });
    await expect
      .poll(() =>
        page.evaluate<number>(
          `document.querySelector('#omok-analysis').getBoundingClientRect().top`,
        ),
      )
      .toBeLessThan(568 - 40);
  });

  it('Dice Yut pieces take taps in at least 44 px on a touch screen', async () => {
    // Four pieces on four cells of the ring (1 to 2, 2 to 4, 3 to 6, 4 to 8).
    const page = await pg.open('yut?dice=1234123412&mode=play&moves=1234', SMALL);
    const sizes = await page
      .locator('.yut-board .piece circle.hit')
      .evaluateAll((hits) => hits.map((hit) => hit.getBoundingClientRect().width));
    expect(sizes).toHaveLength(4);
    for (const width of sizes) expect(width).toBeGreaterThanOrEqual(44);
  });

  // A tablet, a desktop and a large screen with the least board each; the middle one only in the
  // sweep.
  const rooms = [
    [{ width: 768, height: 1024, scale: 2, touch: true }, 600],
    [{ width: 1280, height: 900, scale: 1 }, 640],
    [{ width: 1920, height: 1080, scale: 1 }, 800],
  ] as const;
  it.each(sweep(rooms, [rooms[0], rooms[2]]))(
    'the board uses the room: %o gets a board of %i px or more',
    async (size, least) => {
      const page = await pg.open('omok', size);
      const board = await page.locator('#omok-board').boundingBox();
      expect(board!.width).toBeGreaterThanOrEqual(least);
      // The other game on the same page (a link followed), not a second page load.
      await follow(page, 'yut');
      const picture = await page.locator('.yut-board').boundingBox();
      expect(picture!.height).toBeGreaterThanOrEqual(least * 0.85);
    },
  );
});
