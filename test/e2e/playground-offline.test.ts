/**
 * Offline and installable: the manifest, a service worker that caches every file of the build at
 * the first visit (the Web Workers included), an offline reload that opens the page with every
 * feature working, and a Web Worker that fails to load said in words and tried again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import { BROWSER_TESTS } from './harness.js';
import { DESKTOP, playground, SIZES } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('the playground offline', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';

  /** Waits until the service worker controls the page and has cached the whole build. */
  async function cached(page: Page): Promise<string[]> {
    await expect
      .poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), {
        timeout: scaled(20_000),
      })
      .toBe(true);
    return page.evaluate<string[]>(`(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('nori-')));
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    })()`);
  }

  it('is installable: a manifest with a name, a start address and icons', async () => {
    const page = await pg.open('yut', DESKTOP);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const manifest = await page.evaluate<{ name: string; start_url: string; icons: unknown[] }>(
      `fetch(${JSON.stringify(href)}).then((response) => response.json())`,
    );
    expect(manifest.name).toContain('nori');
    expect(manifest.start_url).toBe('./');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  });

  for (const size of SIZES) {
    it(`at ${size.width} px: after one visit, an offline reload opens the page and everything works`, async () => {
      const page = await pg.open('yut?mode=game', size, 'en-US', { serviceWorkers: 'allow' });
      const paths = await cached(page);
      // Every file of the build, the two Web Workers included.
      expect(paths).toContain('/index.html');
      expect(paths.some((path) => /\/assets\/policy-worker-.*\.js$/.test(path))).toBe(true);
      expect(paths.some((path) => /\/assets\/engine-worker-.*\.js$/.test(path))).toBe(true);
      expect(paths.some((path) => /\/assets\/index-.*\.css$/.test(path))).toBe(true);
      await pg.context().setOffline(true);
      await page.reload();
      await page.waitForSelector('#panel-yut:not([hidden]) .yut-board');
      // The policy's worker loads from the cache: the expected score comes.
      await expect
        .poll(() => text(page, '#yut-game-expected'), { timeout: scaled(20_000) })
        .toContain('203.11');
      // The Omok engine's worker too: a hint offline.
      await page.click('#tab-omok');
      await page.click('#omok-board .point[data-row="10"][data-col="10"]');
      await page.click('#omok-board .point[data-row="10"][data-col="10"]').catch(() => undefined);
      await page.click('#omok-hint');
      await expect
        .poll(() => text(page, '#omok-engine-status'), { timeout: scaled(20_000) })
        .toMatch(/^Hint: /);
      await pg.context().setOffline(false);
    });
  }

  it('a policy worker that cannot load says so in words, and is tried again', async () => {
    // Blocked in the sweep too: a worker would serve the policy's file from its cache.
    const page = await pg.open('yut', DESKTOP, 'en-US', { serviceWorkers: 'block' });
    pg.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|policy-worker/);
    let refuse = true;
    await pg
      .context()
      .route(/policy-worker-.*\.js$/, (route) =>
        refuse ? route.abort('internetdisconnected') : route.continue(),
      );
    await page.click('#yut-mode-game');
    await expect
      .poll(() => text(page, '#yut-game-expected'), { timeout: scaled(20_000) })
      .toContain('could not be loaded');
    refuse = false;
    await expect
      .poll(() => text(page, '#yut-game-expected'), { timeout: scaled(20_000) })
      .toContain('203.11');
  });

  it('an Omok engine worker that cannot load says so in words, and Hint works once it loads', async () => {
    const page = await pg.open('omok?size=15&moves=8+8,8+9', DESKTOP, 'en-US', {
      serviceWorkers: 'block',
    });
    pg.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|engine-worker/);
    let refuse = true;
    await pg
      .context()
      .route(/engine-worker-.*\.js$/, (route) =>
        refuse ? route.abort('internetdisconnected') : route.continue(),
      );
    // Loaded again under the route: the page starts the engine's worker at its first idle moment.
    await page.reload();
    await page.waitForSelector('main .panel:not([hidden]) > *');
    await page.click('#omok-hint');
    // The cause is named (the worker did not load), not "no answer on this board".
    await expect
      .poll(() => text(page, '#omok-engine-status'), { timeout: scaled(20_000) })
      .toMatch(/could not run \(its worker did not load/);
    refuse = false;
    // Tried again after a few seconds: the problem is forgotten, and Hint answers.
    await expect
      .poll(() => text(page, '#omok-engine-status'), { timeout: scaled(20_000) })
      .not.toMatch(/could not run/);
    await page.click('#omok-hint');
    await expect
      .poll(() => text(page, '#omok-engine-status'), { timeout: scaled(30_000) })
      .toMatch(/^Hint: /);
  });
});
