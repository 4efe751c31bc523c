/**
 * The board of either game saved as an SVG or a PNG file, at phone and desktop sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { playground, SIZES } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('saving the board as a picture', () => {
  const pg = playground();

  async function saved(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    // Read through the connection: the shared browser (browser-setup.ts) keeps the file on its side.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }

  for (const size of SIZES) {
    it(`at ${size.width} px: Dice Yut and Omok boards as SVG and PNG`, async () => {
      const page = await pg.open('yut', size);
      const yutSvg = await saved(page, '#yut-save-svg');
      expect(yutSvg.name).toBe('dice-yut.svg');
      const text = yutSvg.bytes.toString('utf8');
      expect(text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // Styles written in: the cells keep their colours away from the page's stylesheet.
      expect(text).toMatch(/<circle[^>]*fill="rgb/);
      const yutPng = await saved(page, '#yut-save-png');
      expect(yutPng.name).toBe('dice-yut.png');
      expect(yutPng.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const omok = await pg.open('omok?size=15&moves=8+8,8+9', size);
      const omokSvg = (await saved(omok, '#omok-save-svg')).bytes.toString('utf8');
      expect(omokSvg.match(/<circle[^>]*r="14.08"/g)?.length).toBe(2);
      expect(omokSvg.match(/<line /g)?.length).toBe(30);
      const omokPng = await saved(omok, '#omok-save-png');
      expect(omokPng.name).toBe('omok.png');
      expect(omokPng.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    });
  }
});
