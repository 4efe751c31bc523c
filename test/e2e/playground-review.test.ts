/**
 * Omok review and analysis in a real browser: the move list clicked and walked with the keys,
 * numbered stones, letter coordinates, a new line after going back; the analysis with its number,
 * bar, depth, line and top moves, deepening, a move of the line previewed; history entries (a move
 * within a game replaces the entry, a new game pushes one); a crafted Dice Yut link refused with a
 * note, and the export drawing the pieces where they stand.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PICTURES } from '../../web/pictures.mjs';
import { BROWSER_TESTS, savePicture } from './harness.js';
import {
  DESKTOP,
  hashOf,
  historyLength,
  PHONE_FLOW,
  playground,
  SIZES,
  settled,
} from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('Omok review and analysis', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';
  const stones = (page: Page) =>
    page.locator('#omok-board .point.black, #omok-board .point.white').count();
  const entries = historyLength;

  for (const size of SIZES) {
    it(`at ${size.width} px: the move list walked by click, buttons and keys; numbers; h8`, async () => {
      const page = await pg.open('omok?size=15&moves=8+8,8+9,9+9,9+10,10+10', size);
      const start = await entries(page);
      expect(await page.locator('#omok-moves button').count()).toBe(5);
      expect(await text(page, '#omok-moves button[aria-current="step"]')).toBe('5. Black j6');
      await page.click('#omok-moves button[data-move="2"]');
      expect(await stones(page)).toBe(2);
      await settled(page);
      expect(await text(page, '#omok-position')).toBe('Move 2 of 5');
      // The keys walk the list from the move focused.
      await page.focus('#omok-moves button[data-move="2"]');
      await page.keyboard.press('ArrowRight');
      expect(await stones(page)).toBe(3);
      await page.keyboard.press('End');
      expect(await stones(page)).toBe(5);
      await page.keyboard.press('Home');
      expect(await stones(page)).toBe(0);
      await settled(page);
      expect(await text(page, '#omok-position')).toBe('Start: 5 moves in the line');
      await page.click('#omok-last');
      expect(await stones(page)).toBe(5);
      await page.click('#omok-prev');
      expect(await stones(page)).toBe(4);
      // Walking within the game replaced the history entry.
      expect(await entries(page)).toBe(start);
      // A reload (or a copied link) shows the same move with the whole line kept (the moves
      // after it were lost: browser trial of 7 December 2026).
      await page.click('#omok-moves button[data-move="3"]');
      await settled(page);
      await page.reload();
      expect(await stones(page)).toBe(3);
      expect(await text(page, '#omok-position')).toBe('Move 3 of 5');
      await page.click('#omok-last');
      expect(await stones(page)).toBe(5);
      await page.click('#omok-prev');
      // Numbers on the stones, and the letters of records on the edges (h8 is row 8 from the top
      // of 15 rows, column 8).
      await page.click('#omok-numbers');
      expect(
        await page
          .locator('#omok-board .point[data-row="8"][data-col="8"] .stone')
          .getAttribute('data-n'),
      ).toBe('1');
      expect(await page.locator('#omok-board .coord').nth(1).textContent()).toBe('a');
      await page.selectOption('#omok-coords', 'baekjoon');
      expect(await page.locator('#omok-board .coord').nth(1).textContent()).toBe('1');
      // A new move after going back starts a new line and says so.
      await page.click('#omok-first');
      await page.click('#omok-next');
      await page.click('#omok-board .point[data-row="1"][data-col="1"]');
      expect(await text(page, '#omok-message')).toBe(
        'A new line from move 2: the 4 moves that followed in the old line are dropped.',
      );
      await settled(page);
      expect(await page.locator('#omok-moves button').count()).toBe(2);
      // A new game (Clear) is a new history entry.
      const before = await entries(page);
      await page.click('#omok-clear');
      expect(await entries(page)).toBe(before + 1);
    });
  }

  it('Analyse: a number and a bar, the depth, the best line and the top three; it deepens', async () => {
    const page = await pg.open('omok?size=15&moves=8+8,8+9,9+9,9+10', DESKTOP);
    await page.click('#omok-analyse');
    await page.waitForSelector('#omok-analysis:not([hidden]) #omok-pv button', {
      timeout: 20_000,
    });
    expect(await text(page, '#omok-eval')).toMatch(/^([+−]\d+|0|(Black|White) wins in \d+)$/);
    expect(await text(page, '#omok-depth')).toMatch(/^depth \d+$/);
    const width = await page.locator('.eval-black').evaluate((bar) => bar.style.width);
    expect(width).toMatch(/^\d+%$/);
    expect(await page.locator('#omok-candidates button').count()).toBe(3);
    // One search, one source of truth: the first candidate is the line's first move, with the
    // evaluation shown above (read together: the answer deepens meanwhile).
    const shown = await page.evaluate<Record<string, string | undefined>>(`({
      candidate: document.querySelector('#omok-candidates .candidate-move')?.textContent,
      score: document.querySelector('#omok-candidates .candidate-score')?.textContent,
      line: document.querySelector('#omok-pv button')?.lastChild?.textContent,
      evaluation: document.querySelector('#omok-eval')?.textContent,
    })`);
    expect(shown.candidate).toBe(shown.line);
    expect(shown.score).toBe(shown.evaluation);
    const first = Number(/\d+/.exec(await text(page, '#omok-depth'))![0]);
    // The search goes on while the analysis is open: a deeper answer comes, or, on a machine so
    // busy that its last search gets no further, the deepening ends (the status stops saying it
    // goes deeper); never a shallower one.
    const depthNow = async () => Number(/\d+/.exec(await text(page, '#omok-depth'))![0]);
    await expect
      .poll(
        async () =>
          (await depthNow()) > first ||
          !(await text(page, '#omok-engine-status')).includes('going deeper'),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await depthNow()).toBeGreaterThanOrEqual(first);
    // The line as numbered ghost stones; a move of it clicked previews the line to there.
    // Read together once the answer is drawn (its marks come a frame before its line).
    await settled(page);
    const [line, ghosts] = await page.evaluate<[number, number]>(
      `[document.querySelectorAll('#omok-pv button').length, document.querySelectorAll('#omok-board .point.ghost').length]`,
    );
    expect(ghosts).toBe(line);
    await page.click('#omok-pv button >> nth=0');
    expect(await page.locator('#omok-board .point.ghost').count()).toBe(1);
    expect(await page.locator('#omok-board .point.ghost-focus').count()).toBe(1);
    await page.click('#omok-candidates button >> nth=1');
    expect(await page.locator('#omok-board .point.ghost').count()).toBeGreaterThanOrEqual(1);
  });

  it('a crafted Dice Yut link is refused with a note, and the game goes on', async () => {
    const page = await pg.open('yut?dice=1234123412&mode=play&moves=9', PHONE_FLOW);
    expect(await text(page, '#yut-link-note')).toBe(
      'The link’s moves= is played up to turn 1, which is refused. There is no piece 9: the pieces are 1 to 4.',
    );
    await page.click('.piece-button[data-piece="1"]');
    expect(await text(page, '#yut-play-score')).toBe('2');
    expect(await hashOf(page)).toBe('#yut?dice=1234123412&mode=play&moves=1');
  });

  it('the Dice Yut picture saved draws each piece where it stands', async () => {
    const page = await pg.open('yut?dice=1234123412&mode=play&moves=1234', DESKTOP);
    const svg = await page.evaluate<string>(`(() => {
      const board = document.querySelector('.yut-board');
      return new XMLSerializer().serializeToString(board);
    })()`);
    expect(svg).toContain('class="piece');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('#yut-save-svg'),
    ]);
    const url = download.url();
    const saved = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    const places = [
      ...saved.matchAll(
        /data-piece="(\d)"[^>]*transform="([^"]+)"|transform="([^"]+)"[^>]*data-piece="(\d)"/g,
      ),
    ].map((match) => match[2] ?? match[3]);
    expect(places).toHaveLength(4);
    expect(new Set(places).size).toBe(4);
  });
});

describe.skipIf(!BROWSER_TESTS)('the front page pictures', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';

  // `npm run screenshots` writes these views to docs/img/ (web/screenshots.mjs); the test checks
  // that they open as shown, and takes their pictures (when asked: NORI_SCREENSHOTS=1) into
  // test-output/ only, so that a test run leaves the working tree as it was.
  for (const picture of PICTURES) {
    it(`the view of docs/img/${picture.file} opens as the README shows it`, async () => {
      const page = await pg.open(picture.hash, { ...picture.viewport, scale: 1 });
      for (const selector of picture.clicks) await page.click(selector);
      if (picture.file === 'omok.png') {
        expect(
          await page.locator('#omok-board .point.black, #omok-board .point.white').count(),
        ).toBe(12);
        expect(await page.locator('#omok-board .stone[data-n]').count()).toBe(12);
        // The stones are round, 88% of a point (a point's parts are sized by style.css, not
        // positioned: a layout slip made them flat or invisible).
        const shares = await page.evaluate<number[]>(`(() => {
          const point = document.querySelector('#omok-board .point.black');
          const box = point.getBoundingClientRect();
          const stone = point.querySelector('.stone').getBoundingClientRect();
          return [stone.width, stone.height].map((side) => side / box.width);
        })()`);
        expect(shares.map((share) => Math.round(share * 100) / 100)).toEqual([0.88, 0.88]);
        // The last move (white's 12th) keeps its colour with its number on it: the number is
        // marked, the stone is not painted over.
        const last = await page.evaluate<string[]>(`(() => {
          const stone = document.querySelector('#omok-board .point.last .stone');
          const number = getComputedStyle(stone, '::after');
          return [stone.closest('.point').classList.contains('white') ? 'white' : 'black',
            stone.dataset.n, number.backgroundColor, number.content];
        })()`);
        expect(last).toEqual(['white', '12', 'rgba(0, 0, 0, 0)', '"12"']);
        // The star points' dots, a fifth of a point across, are drawn with the lines: around an
        // empty star point's centre the canvas has the lines' crossing and a dot, around an empty
        // point that is no star the crossing only.
        const [dot, area] = await page.evaluate<[number, number]>(`(() => {
          const canvas = document.querySelector('#omok-board .grid-lines');
          const frame = canvas.getBoundingClientRect();
          const ratio = canvas.width / frame.width;
          const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
          let side = 0;
          // The painted pixels in a square of 30% of a point around the point's centre.
          const paintedAround = (point) => {
            const box = point.getBoundingClientRect();
            side = box.width * ratio;
            const x = Math.round((box.left + box.width / 2 - frame.left) * ratio);
            const y = Math.round((box.top + box.height / 2 - frame.top) * ratio);
            const half = Math.round(side * 0.15);
            let painted = 0;
            for (let dy = -half; dy <= half; dy++) {
              for (let dx = -half; dx <= half; dx++) {
                if (pixels.data[((y + dy) * canvas.width + x + dx) * 4 + 3] > 0) painted++;
              }
            }
            return painted;
          };
          const empty = ':not(.black):not(.white)';
          const star = paintedAround(document.querySelector('#omok-board .point.star' + empty));
          const plain = paintedAround(document.querySelector('#omok-board .point:not(.star)' + empty));
          return [star - plain, Math.PI * (side / 10) ** 2];
        })()`);
        expect(dot).toBeGreaterThan(area / 2);
      } else {
        expect(await text(page, '#yut-turn')).toBe('Turn 6 of 10');
      }
      await savePicture(page, `front-${picture.file.replace('.png', '')}`);
    });
  }
});
