/**
 * Shared set-up of the playground's browser test files: a served build, one Chromium, and a page
 * at a given size whose console errors, page errors and outside requests fail the test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, type Served, startServe } from './harness.js';

export interface Size {
  readonly width: number;
  readonly height: number;
  readonly scale?: number;
  readonly touch?: boolean;
}

export const PHONE: Size = { width: 390, height: 844, scale: 3, touch: true };
export const DESKTOP: Size = { width: 1280, height: 900, scale: 1 };

/** Registers the hooks; `open` gives a fresh page at `path` (a hash, possibly with a query). */
export function playground(): {
  open(hash: string, size: Size, locale?: string): Promise<Page>;
  context(): BrowserContext;
  url(): string;
} {
  let served: Served;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let problems: string[] = [];
  beforeAll(async () => {
    served = await startServe();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    const seen = problems;
    problems = [];
    expect(seen).toEqual([]);
  });
  return {
    async open(hash, size, locale = 'en-US') {
      await context?.close();
      context = await browser.newContext({
        locale,
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: size.scale ?? 1,
        hasTouch: size.touch ?? false,
        isMobile: size.touch ?? false,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto(`${served.url}#${hash}`);
      await page.waitForSelector('main .panel:not([hidden]) > *');
      return page;
    },
    context: () => context!,
    url: () => served.url,
  };
}
