/**
 * Shared set-up of the browser tests: the built `nori serve` as a child process, and Debian's
 * Chromium driven by playwright-core. In CI a missing Chromium is a failure; on a developer's
 * machine without it the browser tests are skipped with a message saying so.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { scaled } from '../support/time.js';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOTS = join(REPO, 'test-output');
export const CHROMIUM = '/usr/bin/chromium';

/** True when the browser tests should run: Chromium is there, or CI demands them anyway. */
export const BROWSER_TESTS = existsSync(CHROMIUM) || isCI();

function isCI(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

if (!BROWSER_TESTS) {
  console.warn(
    `browser tests skipped: ${CHROMIUM} is missing (apt-get install chromium); in CI they fail instead`,
  );
}

/**
 * Chromium features the tests turn off. Chromium reads only the last `--disable-features` of its
 * command line, so this list repeats the features playwright-core turns off itself (its own
 * `--disable-features`, which ours replaces; browser-setup.ts checks on every launch that none is
 * missing) and adds the omnibox popups: Chromium makes two pages of its own browser interface for
 * every window, so for every browser context a test opens, in a renderer process of their own.
 * The tests never see them (headless, no address bar); they cost more CPU time than the page under
 * test (62-66 s against 34-43 s for 13 contexts opening the playground, side by side at load 17).
 */
export const DISABLED_FEATURES: readonly string[] = [
  // playwright-core's own list (chromiumSwitches), kept whole.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // The omnibox popups of every window.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** How the tests launch Chromium: headless, Debian's build, no sandbox, nothing fetched. */
export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};

/**
 * The features a Chromium command line turns off that `DISABLED_FEATURES` lacks: what
 * playwright-core put before ours and ours would drop (Chromium keeps the last
 * `--disable-features` only). `commandLine` is the process's arguments.
 */
export function featuresDropped(commandLine: readonly string[]): string[] {
  const lists = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const kept = new Set(DISABLED_FEATURES);
  return lists
    .slice(0, -1)
    .flat()
    .filter((feature) => feature !== '' && !kept.has(feature));
}

/**
 * The headless Chromium the tests use: the one the project's set-up launched for all its files
 * (browser-setup.ts), or, when a file runs without it, one of its own. Close it when done: for
 * the shared one that closes this file's connection and its contexts, not the browser.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(CHROMIUM_OPTIONS);
}

/** A running `nori serve`. */
export interface Served {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `node bin/nori.cjs serve --port 0` (plus `args`) and resolves with the address it
 * prints. Rejects with the command's standard error if it exits first.
 */
export function startServe(args: readonly string[] = [], cwd = REPO): Promise<Served> {
  const bin = join(REPO, 'bin', 'nori.cjs');
  if (!existsSync(join(REPO, 'dist', 'web', 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` before the browser tests');
  }
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nori serve printed no address in 20 s; stderr: ${stderr}`));
    }, scaled(20_000));
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /http:\/\/[^\s]+\//.exec(stdout);
      if (match === null) return;
      clearTimeout(timer);
      resolve({
        url: match[0],
        child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nori serve exited with ${code} before printing an address: ${stderr}`));
    });
  });
}

/** The path of a screenshot in test-output/ (created on first use). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name}.png`);
}

/**
 * Whether the browser tests leave pictures of the states they reach in test-output/, for a person
 * to look at: only when asked (NORI_SCREENSHOTS=1). Nothing is compared with them, and a picture
 * costs Chromium the most of any step of a test: 1.3-1.8 s of CPU time for a whole phone page at
 * pixel ratio 3, 0.4 s for the screen alone (load 8).
 */
export const PICTURES = process.env.NORI_SCREENSHOTS === '1';

/**
 * Saves a picture of `target` (a page, or one element) as test-output/NAME.png when the run asks
 * for pictures (`PICTURES`); `fullPage` takes the whole page, not only the screen.
 */
export async function savePicture(
  target: Page | Locator,
  name: string,
  fullPage = false,
): Promise<void> {
  if (!PICTURES) return;
  const path = screenshotPath(name);
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
