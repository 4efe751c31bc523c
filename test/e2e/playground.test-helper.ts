/**
 * Shared set-up of the playground's browser test files: a served build, one Chromium, and a page
 * at a given size whose console errors, page errors and outside requests fail the test.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium, type Served, startServe } from './harness.js';

export interface Size {
  readonly width: number;
  readonly height: number;
  readonly scale?: number;
  readonly touch?: boolean;
}

export const PHONE: Size = { width: 390, height: 844, scale: 3, touch: true };
export const DESKTOP: Size = { width: 1280, height: 900, scale: 1 };
/**
 * The phone of the flows (what a test clicks, types and reads): the phone's CSS size and touch
 * screen, drawn at one device pixel a CSS pixel. What the page does does not depend on the pixel
 * ratio, and Chromium draws without a GPU here: the e2e project took 236 CPU-s with these flows
 * at the phone's ratio of 3, and 190 at 1 (one run each). The drawing at real ratios is tested where
 * it matters: the first screen of a phone (playground-phone.test.ts) and the layout
 * (playground-layout.test.ts: the grid lines at ratios 3 and 1.5, and 2 and 1 in test:slow) use
 * `PHONE`.
 */
export const PHONE_FLOW: Size = { ...PHONE, scale: 1 };

/**
 * The sizes of a flow that is tried "at every size": the phone in `npm run check` (the page is
 * phone-first, and its layout the harder one), the desktop in the project `e2e-sweep` that
 * `npm run test:slow` adds (NORI_E2E_SIZES=desktop; vitest.config.ts), so that CI sees both while
 * `npm run check` stays within its time. NORI_E2E_SIZES=all gives both in one run.
 */
export const SIZES: readonly Size[] =
  process.env.NORI_E2E_SIZES === 'desktop'
    ? [DESKTOP]
    : process.env.NORI_E2E_SIZES === 'all'
      ? [DESKTOP, PHONE_FLOW]
      : [PHONE_FLOW];

/**
 * Whether this run is the sweep: the project `e2e-sweep` of `npm run test:slow` (NORI_E2E_SWEEP=1,
 * set with NORI_E2E_SIZES=desktop) or a developer's NORI_E2E_SIZES=all. A test that tries one
 * thing over a list (widths, pixel ratios, languages with colour schemes, the cases of a property)
 * tries all of it there, and in `npm run check` the few of it that differ most (`sweep`).
 */
export const SWEEP = process.env.NORI_E2E_SWEEP === '1' || process.env.NORI_E2E_SIZES === 'all';

/** `all` in the sweep (`SWEEP`); in `npm run check`, `some` of them: the hardest, one of a kind. */
export function sweep<T>(all: readonly T[], some: readonly T[]): readonly T[] {
  return SWEEP ? all : some;
}

/**
 * Whether axe-core also checks the state every test ends in (NORI_E2E_AXE=every: the project
 * `e2e-sweep` of `npm run test:slow`). `npm run check` runs it where a test asks (`axe`): in
 * playground-a11y.test.ts, every state a person meets in both games (each game in one language
 * and colour scheme, the two games in different ones; every pair of them in the sweep). The check
 * at every test's end repeats it over more states of the same pages; it cost 86 of the e2e
 * project's 397 CPU-s (3 December, one run each with and without).
 */
export const AXE_AT_EVERY_END = process.env.NORI_E2E_AXE === 'every';

/**
 * Whether a page may register its service worker unless its test says otherwise (`OpenOptions`):
 * NORI_E2E_SW=allow (the project `e2e-sweep` of `npm run test:slow`: every flow again as a first
 * visit of a browser that lets it in, with its install in every test); else blocked.
 */
const SERVICE_WORKERS: 'allow' | 'block' = process.env.NORI_E2E_SW === 'allow' ? 'allow' : 'block';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The axe-core violations on `page` as it stands, one line each (rule, then the elements). The
 * script is evaluated through the browser's debugging protocol, which the page's
 * Content-Security-Policy does not govern; the page itself never loads it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>('typeof axe !== "undefined"')))
    await page.evaluate(AXE_SOURCE);
  return page.evaluate<string[]>(`axe
    .run(document, { resultTypes: ['violations'] })
    .then((result) =>
      result.violations.map(
        (v) => v.id + ': ' + v.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', '),
      ),
    )`);
}

/**
 * Waits until the page has put its view in the address. The page writes the address in the task
 * after a change (web/src/url-state.ts `syncUrl`: a click does not wait for the browser's history),
 * and a timer set now runs after that write: read the hash or `history.length`, reload or go Back
 * only after this.
 */
export async function addressWritten(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))');
}

/**
 * Waits until what the page's last action put off until its first screen was drawn (dom.ts's
 * `afterPaint`: a frame, then a task) is written: a frame and a task queued after it come later.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))',
  );
}

/** The page's hash once its last change is in the address. */
export async function hashOf(page: Page): Promise<string> {
  await addressWritten(page);
  return page.evaluate<string>('location.hash');
}

/** The number of history entries once the page's last change is in the address. */
export async function historyLength(page: Page): Promise<number> {
  await addressWritten(page);
  return page.evaluate<number>('history.length');
}

/**
 * Follows a link to `hash` (`'yut'`, `'omok?size=15'`) on the open page, scrolled back to the top,
 * once its tab's panel is shown: another view of the page without loading a second page.
 */
export async function follow(page: Page, hash: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  const tab = hash.split('?')[0];
  await page.waitForSelector(`#panel-${tab}:not([hidden]) > *`);
  await page.evaluate('scrollTo(0, 0)');
}

/** The console's warning (Playwright's words) when a page registers a service worker it blocks. */
const SERVICE_WORKER_BLOCKED = /^Service Worker registration blocked by Playwright$/;

/** Context options beyond the size. */
export interface OpenOptions {
  /**
   * `allow` lets the page register its service worker, which then caches every file of the build
   * (the offline tests); `block` refuses the registration (the page goes on without it, as it does
   * where a browser has none, and the console warning this gives is expected). Without it,
   * `block`, or `allow` in the sweep (`SERVICE_WORKERS`). Installing the worker again in every
   * test cost the other flows' tests about a tenth of their CPU time: the e2e project, idle, 233.6
   * CPU-s allowed against 201.2 and 211.1 blocked (machine-wide, 5 December 2026).
   */
  readonly serviceWorkers?: 'allow' | 'block';
  readonly colorScheme?: 'light' | 'dark';
  /**
   * The share of their time the engine's questions ask for (`ENGINE_TIME` without it): 1 for a
   * test that must see the engine at work (the computer "thinking" for a quarter of its 1.2 s
   * can be over before a test's look at the page comes).
   */
  readonly engineTime?: number;
}

/**
 * What the files of one worker share (a project's files share their worker's modules:
 * `isolate: false` in vitest.config.ts): the connection to the project's Chromium, and the
 * contexts kept by their options (see `playground`), so that a context made for one file's test
 * serves the next file's too. They end with the worker (Chromium closes a connection's contexts
 * with it) or with the project's Chromium.
 */
let connection: Promise<Browser> | undefined;
/** A context kept for the next test with its options, and the page it ended with (`pageWith`). */
interface Kept {
  readonly context: BrowserContext;
  readonly page: Page | undefined;
}
const kept = new Map<string, Kept>();

/**
 * The share of the engine's time a page's questions ask for (NORI_E2E_ENGINE_TIME, default 0.25;
 * 1 in the sweep). The engine searches for as long as it is told (1.2 s a hint, 2 s an analysis,
 * up to 1.2 s a move of the strongest computer): what the tests check of its answers (a five
 * taken or blocked, a forced line shown, the page's words) needs a fraction of that, and the full
 * times were CPU time spent by every test that asks. The time is cut where the page hands the
 * question to its worker (`Worker.prototype.postMessage`), so the page itself runs as shipped.
 */
const ENGINE_TIME = Number(process.env.NORI_E2E_ENGINE_TIME ?? (SWEEP ? 1 : 0.25));

async function newContext(
  browser: Browser,
  options: BrowserContextOptions,
  engineTime: number,
): Promise<BrowserContext> {
  const made = await browser.newContext(options);
  if (engineTime !== 1) {
    // As text: the test's TypeScript knows no DOM (the other page scripts here are text too).
    await made.addInitScript({
      content: `(() => {
        const share = ${engineTime};
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (data, ...rest) {
          const limits = data && data.limits;
          if (!limits || typeof limits.timeMs !== 'number') return post.call(this, data, ...rest);
          const scaled = { ...data, limits: { ...limits, timeMs: Math.ceil(limits.timeMs * share) } };
          if (data.deepen && typeof data.deepen.capMs === 'number')
            scaled.deepen = { ...data.deepen, capMs: Math.ceil(data.deepen.capMs * share) };
          return post.call(this, scaled, ...rest);
        };
      })();`,
    });
  }
  return made;
}

/** The worker's connection to Chromium, made again (its kept contexts forgotten) if it was lost. */
async function sharedBrowser(): Promise<Browser> {
  const browser = await connection?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  kept.clear();
  connection = launchChromium();
  return connection;
}

/**
 * Registers the hooks; `open` gives a fresh page at `path` (a hash, possibly with a query).
 *
 * A browser context is kept for the next test that asks for the same options (language, pixel
 * ratio, touch, service workers; any size and colours), in this file or a later one of the
 * worker, with everything the page stored cleared in between: cookies, and for the served origin
 * its local storage, IndexedDB, service workers and caches (the HTTP cache too where the service
 * worker is let in: see `pageWith`). Making a context is the costliest part of Chromium's work in a
 * test (1.1-1.8 s of the browser process's CPU time, against 0.5-0.6 s for a page in a kept one,
 * at load 10). A test that takes the context itself (`context()`: to go offline, route, add a
 * script) gets it closed at its end, never kept, since some of that cannot be undone; permissions
 * are granted through `grant`, which takes them back and keeps the context.
 *
 * The tab is kept too (`fresh`): a new tab starts a new renderer process, which cost Chromium
 * 0.86-0.88 CPU-s an opening of the playground against 0.52-0.58 for the kept tab made like new
 * (a probe of 12 openings each, 4 December 2026). Made like new: the page's listeners removed,
 * its document left for about:blank and its history reset to that one entry (as a new tab's:
 * about:blank, then the playground), its session storage cleared, the mouse at the corner; its
 * size and colour scheme are then set to the test's (`pageWith`).
 */
export function playground(): {
  open(hash: string, size: Size, locale?: string, options?: OpenOptions): Promise<Page>;
  context(): BrowserContext;
  /**
   * Grants the page's origin `permissions` (the clipboard's) for this test, without taking the
   * context: they are taken back at its end (`clearPermissions`), and the context is kept.
   */
  grant(permissions: readonly string[]): Promise<void>;
  url(): string;
  /** Console messages of this test matching `pattern` are expected (a load refused on purpose). */
  allow(pattern: RegExp): void;
  /**
   * Checks the page with axe-core now: a violation fails the test (with AXE_AT_EVERY_END, every
   * test's end is checked too).
   */
  axe(page: Page): Promise<void>;
} {
  /** The project's server (browser-setup.ts), or this file's own where there is none. */
  let url = '';
  let ownServer: Served | undefined;
  let browser: Browser;
  /** The context of the test running, its options as a key, and whether the test took it. */
  let context: BrowserContext | undefined;
  let contextKey = '';
  let taken = false;
  /** The test granted permissions (`grant`): taken back before the context is kept. */
  let granted = false;
  /** The page `open` gave the running test. */
  let opened: Page | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];
  /** What the page showed when `axe` last checked it: the end of a test is not checked twice. */
  const checked = new WeakMap<Page, string>();
  /** The page's document as text, with where the focus is (what axe-core reads). */
  const stateOf = (page: Page) =>
    page.evaluate<string>(
      `document.documentElement.outerHTML + '\\n' + (document.activeElement?.outerHTML ?? '')`,
    );

  /**
   * Ends the test's use of its context: kept for the next test with the page `open` gave, if the
   * test left it on the playground (every other page closed), or closed if the test took it.
   */
  async function release(): Promise<void> {
    const ending = context;
    const page = opened;
    context = undefined;
    opened = undefined;
    if (ending === undefined) return;
    const withPermissions = granted;
    granted = false;
    if (taken || kept.has(contextKey)) {
      await ending.close();
      return;
    }
    if (withPermissions) await ending.clearPermissions();
    const keep = page !== undefined && !page.isClosed() && page.url().startsWith(url);
    for (const other of ending.pages()) if (!keep || other !== page) await other.close();
    kept.set(contextKey, { context: ending, page: keep ? page : undefined });
  }

  /**
   * Makes a kept tab like a new one for the next test (see `playground`): false when it cannot
   * be (it is closed then, and the test gets a new tab).
   */
  async function fresh(page: Page): Promise<boolean> {
    try {
      page.removeAllListeners();
      // Left from the page itself, so that about:blank stays in its renderer process (a
      // navigation the browser starts to about:blank, then back, starts a new one each time).
      await page.evaluate("sessionStorage.clear(); location.href = 'about:blank'");
      await page.waitForURL('about:blank');
      checked.delete(page);
      await page.mouse.move(0, 0);
      return true;
    } catch {
      await page.close().catch(() => {});
      return false;
    }
  }

  /**
   * A page in a context of these options: a kept one, cleared, or a new one. A kept context
   * serves any size and colour scheme: the page gets them (`setViewportSize`, `emulateMedia`),
   * which is what the context's options set for its pages; the rest of the options (language,
   * pixel ratio, touch, service workers) are the context's own and choose it.
   */
  async function pageWith(options: BrowserContextOptions, engineTime: number): Promise<Page> {
    const { viewport, colorScheme, ...own } = options;
    contextKey = JSON.stringify({ ...own, engineTime });
    taken = false;
    const reused = kept.get(contextKey);
    kept.delete(contextKey);
    context = reused?.context ?? (await newContext(browser, options, engineTime));
    const tab = reused?.page;
    const page = tab !== undefined && (await fresh(tab)) ? tab : await context.newPage();
    if (reused !== undefined) {
      await page.setViewportSize(viewport!);
      await page.emulateMedia({ media: null, colorScheme, reducedMotion: options.reducedMotion });
      await context.clearCookies();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'all',
      });
      // The HTTP cache is kept where the service worker is blocked: the files are the same build
      // for every test, and a page loaded from the cache costs Chromium less (an opening of the
      // Yut page, 15 each, twice: 0.36 and 0.39 CPU-s kept against 0.52 and 0.50 cleared, 5
      // December 2026). Cleared where the worker is let in: an offline test must see the worker's
      // cache serve the page, not the browser's.
      if (own.serviceWorkers === 'allow') await cdp.send('Network.clearBrowserCache');
      // A kept tab's history: about:blank alone, as a new tab's before its first address.
      if (page === tab) await cdp.send('Page.resetNavigationHistory');
      await cdp.detach();
    }
    opened = page;
    return page;
  }

  beforeAll(async () => {
    url = inject('playgroundUrl');
    if (!url) {
      ownServer = await startServe();
      url = ownServer.url;
    }
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await ownServer?.stop();
  });
  afterEach(async () => {
    // With AXE_AT_EVERY_END, the state each test ends in is checked with axe-core as well.
    // A test may end away from the playground (Back past its first entry: about:blank), where
    // there is nothing of ours to check.
    const last = AXE_AT_EVERY_END ? context?.pages().at(-1) : undefined;
    if (last !== undefined && !last.isClosed() && last.url().startsWith('http')) {
      // A test whose last step was `axe` on this page, nothing changed since, is checked already.
      const unchanged =
        checked.has(last) && (await stateOf(last).catch(() => '')) === checked.get(last);
      if (!unchanged) {
        const violations = await axeViolations(last).catch((error) => [`axe: ${error}`]);
        problems.push(...violations.map((violation) => `axe ${violation}`));
      }
    }
    await release();
    const seen = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    problems = [];
    allowed = [];
    expect(seen).toEqual([]);
  });
  return {
    async open(hash, size, locale = 'en-US', options = {}) {
      await release();
      const page = await pageWith(
        {
          locale,
          viewport: { width: size.width, height: size.height },
          deviceScaleFactor: size.scale ?? 1,
          hasTouch: size.touch ?? false,
          isMobile: size.touch ?? false,
          reducedMotion: 'reduce',
          serviceWorkers: options.serviceWorkers ?? SERVICE_WORKERS,
          colorScheme: options.colorScheme ?? 'light',
        },
        options.engineTime ?? ENGINE_TIME,
      );
      if ((options.serviceWorkers ?? SERVICE_WORKERS) === 'block') {
        allowed.push(SERVICE_WORKER_BLOCKED);
      }
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('request', (request) => {
        const address = request.url();
        if (!/^(data|blob|about):/.test(address) && !address.startsWith(url))
          problems.push(`request outside the server: ${address}`);
      });
      await page.goto(`${url}#${hash}`);
      await page.waitForSelector('main .panel:not([hidden]) > *');
      return page;
    },
    context: () => {
      taken = true;
      return context!;
    },
    grant: async (permissions) => {
      granted = true;
      await context!.grantPermissions([...permissions], { origin: new URL(url).origin });
    },
    axe: async (page) => {
      expect(await axeViolations(page)).toEqual([]);
      if (AXE_AT_EVERY_END) checked.set(page, await stateOf(page));
    },
    allow: (pattern) => {
      allowed.push(pattern);
    },
    url: () => url,
  };
}
