/**
 * The playground's layout in Chromium at phone, tablet and desktop sizes: no sideways scrolling
 * from 320 px up in either language, tap targets of at least 44 px on a phone, the board and the
 * controls acting on it on screen together, and Omok grid lines that land on device pixels.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import { BROWSER_TESTS, savePicture } from './harness.js';
import {
  DESKTOP,
  follow,
  PHONE,
  PHONE_FLOW,
  playground,
  type Size,
  sweep,
} from './playground.test-helper.js';

const NARROW: Size = { width: 320, height: 568, scale: 2, touch: true };
const TABLET: Size = { width: 768, height: 1024, scale: 2, touch: true };
/** A pixel ratio that is not a whole number. */
const FRACTIONAL: Size = { width: 1100, height: 800, scale: 1.5 };

/**
 * The widths tried for sideways scrolling: in `npm run check` the narrowest of each layout of the
 * page's style sheet (up to 639 px, 640-1000 px portrait, 640-1000 px landscape at 800 px high)
 * and the common phone's 390; every width in the sweep. (A width is a resize of the same page, not
 * a page load: the cheap part of the test.)
 */
const WIDTHS = sweep([320, 360, 390, 640, 768, 1000], [320, 390, 640, 1000]);

describe.skipIf(!BROWSER_TESTS)('the playground layout', () => {
  const { open } = playground();

  /** Pixels the page can scroll sideways (0 when it fits). */
  const overflow = (page: Page) =>
    page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

  /**
   * Visible interactive elements smaller than 44 x 44 CSS px. The Omok points are left out: on a
   * touch screen a tap there only previews the stone, which the 44 px Place button then confirms.
   */
  const smallTargets = (page: Page) =>
    page.evaluate<string[]>(`(() => {
      const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      const small = [];
      for (const element of document.querySelectorAll(selector)) {
        if (element.closest('.omok-board') || element.closest('[hidden]')) continue;
        if (element.classList.contains('skip-link')) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (getComputedStyle(element).visibility === 'hidden') continue;
        if (box.width < 44 || box.height < 44) {
          small.push((element.id || element.className || element.tagName) + ' ' +
            Math.round(box.width) + 'x' + Math.round(box.height));
        }
      }
      return small;
    })()`);

  it(
    'never scrolls sideways from 320 px up, on every page and in both languages',
    async () => {
      for (const locale of ['en-US', 'ko-KR']) {
        // One page a language; the second game is a link followed on it.
        const page = await open('yut', { width: 320, height: 800 }, locale);
        for (const tab of ['yut', 'omok']) {
          if (tab === 'omok') {
            await page.setViewportSize({ width: 320, height: 800 });
            await follow(page, 'omok');
          }
          await savePicture(page, `layout-${tab}-${locale}-320`);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            expect(await overflow(page), `${tab} ${locale} at ${width} px`).toBeLessThanOrEqual(0);
            if (tab === 'yut') {
              await page.click('#yut-mode-play');
              expect(await overflow(page), `play ${locale} at ${width} px`).toBeLessThanOrEqual(0);
              await page.click('#yut-mode-plan');
            }
          }
        }
      }
    },
    scaled(120_000),
  );

  it('makes every control at least 44 px on a phone, in both modes and languages', async () => {
    for (const locale of ['en-US', 'ko-KR']) {
      const page = await open('yut', PHONE_FLOW, locale);
      expect(await smallTargets(page), `yut plan ${locale}`).toEqual([]);
      await page.click('#yut-mode-play');
      expect(await smallTargets(page), `yut play ${locale}`).toEqual([]);
      await page.click('#yut-mode-game');
      await page.click('#yut-game-roll');
      expect(await smallTargets(page), `yut game ${locale}`).toEqual([]);
      await follow(page, 'omok');
      expect(await smallTargets(page), `omok ${locale}`).toEqual([]);
    }
  });

  it('keeps the board on screen beside the controls acting on it, phone and tablet', async () => {
    const inView = (page: Page, selector: string) =>
      page.evaluate<boolean>(`(() => {
        const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      })()`);
    for (const size of sweep([PHONE_FLOW, TABLET, DESKTOP], [PHONE_FLOW, TABLET])) {
      const page = await open('yut', size);
      await page.click('#yut-mode-play');
      await page.locator('.piece-button[data-piece="1"]').scrollIntoViewIfNeeded();
      expect(await inView(page, '.piece-button[data-piece="1"]'), `${size.width}`).toBe(true);
      expect(await inView(page, '.yut-board'), `yut board at ${size.width}`).toBe(true);
      await savePicture(page, `layout-yut-play-${size.width}`);
      await follow(page, 'omok');
      const omok = page;
      await omok.locator('#omok-undo').scrollIntoViewIfNeeded();
      expect(await inView(omok, '#omok-status'), `omok status at ${size.width}`).toBe(true);
      expect(await inView(omok, '#omok-undo'), `omok undo at ${size.width}`).toBe(true);
      expect(await inView(omok, '#omok-board'), `omok board at ${size.width}`).toBe(true);
      await savePicture(omok, `layout-omok-${size.width}`);
    }
  });

  it('previews a stone on a touch screen and places it when confirmed', async () => {
    const page = await open('omok', PHONE_FLOW);
    const point = '#omok-board .point[data-row="10"][data-col="10"]';
    await page.tap(point);
    expect(await page.locator('#omok-board .point.black').count()).toBe(0);
    expect(await page.locator(`${point}.preview`).count()).toBe(1);
    expect(await page.locator('#omok-place').isVisible()).toBe(true);
    await page.tap('#omok-place');
    expect(await page.locator(`${point}.black`).count()).toBe(1);
    // A second tap on the previewed point confirms too.
    const other = '#omok-board .point[data-row="10"][data-col="11"]';
    await page.tap(other);
    await page.tap(other);
    expect(await page.locator(`${other}.white`).count()).toBe(1);
    // On a desktop with a mouse a click places at once.
    const desk = await open('omok', DESKTOP);
    await desk.click(point);
    expect(await desk.locator(`${point}.black`).count()).toBe(1);
  });

  it('draws the Omok grid lines on whole device pixels at every size and pixel ratio', async () => {
    // In `npm run check` the largest whole ratio and a fractional one; every size in the sweep.
    const sizes = sweep([PHONE, NARROW, TABLET, DESKTOP, FRACTIONAL], [PHONE, FRACTIONAL]);
    for (const size of sizes) {
      const page = await open('omok', size);
      // Every pixel of the lines is fully on or fully off: no half-covered (blurry) pixels. The
      // star points' round dots (a fifth of a point across, drawn on the same canvas) are smoothed
      // at their edge: the square of 30% of a point around each star point is left out.
      const alphas = await page.evaluate<number[]>(`(() => {
        const canvas = document.querySelector('#omok-board canvas.grid-lines');
        const frame = canvas.getBoundingClientRect();
        const ratio = canvas.width / frame.width;
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        const dots = [...document.querySelectorAll('#omok-board .point.star')].map((point) => {
          const box = point.getBoundingClientRect();
          const half = box.width * 0.15 * ratio;
          const x = (box.left + box.width / 2 - frame.left) * ratio;
          const y = (box.top + box.height / 2 - frame.top) * ratio;
          return [x - half, x + half, y - half, y + half];
        });
        const seen = new Set();
        for (let i = 3; i < data.length; i += 4) {
          const x = ((i - 3) / 4) % canvas.width;
          const y = Math.floor((i - 3) / 4 / canvas.width);
          if (dots.some(([left, right, top, bottom]) => x >= left && x <= right && y >= top && y <= bottom)) continue;
          seen.add(data[i]);
        }
        return [...seen].sort((a, b) => a - b);
      })()`);
      expect(alphas, `${size.width} px at ${size.scale}x`).toEqual([0, 255]);
      const ratio = await page.evaluate<number>(`(() => {
        const canvas = document.querySelector('#omok-board canvas.grid-lines');
        return canvas.width / canvas.getBoundingClientRect().width;
      })()`);
      expect(ratio).toBeCloseTo(size.scale ?? 1, 2);
    }
  });

  it('keeps Korean words whole', async () => {
    const page = await open('omok', PHONE, 'ko-KR');
    expect(await page.evaluate<string>('getComputedStyle(document.body).wordBreak')).toBe(
      'keep-all',
    );
  });
});
