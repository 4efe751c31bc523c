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

/** Context options beyond the size: `block` keeps the service worker out (a first visit). */
export interface OpenOptions {
  readonly serviceWorkers?: 'allow' | 'block';
  readonly colorScheme?: 'light' | 'dark';
}

/** Registers the hooks; `open` gives a fresh page at `path` (a hash, possibly with a query). */
export function playground(): {
  open(hash: string, size: Size, locale?: string, options?: OpenOptions): Promise<Page>;
  context(): BrowserContext;
  url(): string;
  /** Console messages of this test matching `pattern` are expected (a load refused on purpose). */
  allow(pattern: RegExp): void;
} {
  let served: Served;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];
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
    const seen = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    problems = [];
    allowed = [];
    expect(seen).toEqual([]);
  });
  return {
    async open(hash, size, locale = 'en-US', options = {}) {
      await context?.close();
      context = await browser.newContext({
        locale,
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: size.scale ?? 1,
        hasTouch: size.touch ?? false,
        isMobile: size.touch ?? false,
        reducedMotion: 'reduce',
        serviceWorkers: options.serviceWorkers ?? 'allow',
        colorScheme: options.colorScheme ?? 'light',
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
    allow: (pattern) => {
      allowed.push(pattern);
    },
    url: () => served.url,
  };
}
