// The front page's pictures (README.md, README.ko.md): docs/img/dice-yut.png and docs/img/omok.png,
// taken from the built playground served by `nori serve`. Run only when asked (the browser tests
// take the same views into test-output/ and never touch docs/):
//
//   npm run screenshots        (builds first; then commit the two pictures if they changed)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PICTURES } from './pictures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(process.execPath, [`${root}bin/nori.cjs`, 'serve', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const timer = setTimeout(() => {
  console.error('screenshots: nori serve printed no address within 30 s');
  server.kill();
  process.exit(1);
}, 30_000);
const url = await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    const found = /http:\/\/\S+/.exec(String(chunk));
    if (found) resolve(found[0]);
  });
  server.once('exit', () => reject(new Error('nori serve ended (run npm run build first)')));
});
clearTimeout(timer);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const picture of PICTURES) {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: picture.viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(`${url}#${picture.hash}`);
    await page.waitForSelector('main .panel:not([hidden]) > *');
    for (const selector of picture.clicks) await page.click(selector);
    const path = `${root}docs/img/${picture.file}`;
    await page.screenshot({ path });
    console.log(`wrote ${path}`);
    await context.close();
  }
} finally {
  await browser.close().catch(() => {});
  server.kill();
}
