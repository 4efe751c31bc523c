// The playground's clicks under a slow CPU: every long task (over 50 ms, the browser's long-task
// observer) after each click of a scripted session of both games, at 4x CPU slow-down (the
// DevTools protocol's throttling), on the built page served by `nori serve`. A measurement, not a
// test: it prints each click's longest task as it goes and a summary (the bar: none over
// 100 ms). Bounded: each action waits at most 15 s (a click that cannot be made is reported as
// failed and the session goes on), and the whole run stops after --limit seconds (default 300),
// printing what it measured; the browser and the server are always closed.
//
// A click is the browser's own input (a mouse click or a tap at the element's centre, found
// before the measurement starts), as a person's would be: Playwright's actionable `click` runs
// its own checks inside the page's click task (its hit-target listeners, 5-30 ms at 4x), which
// are not the page's cost. `--playwright-click` measures with those checks, as before. A mouse
// comes to the element before it presses, as a person's does: its arrival (the hover) is measured
// as an input of its own, "(pointer over)"; a move and a press sent at once, as a script sends
// them, would come in one task and count as one.
//
// Each click also gets its main thread's busiest task in CPU time (`cpu`, from the browser's trace
// of its tasks): the long-task observer measures wall time, which on a loaded machine includes
// the time the renderer waited for a core; the CPU time is what the task itself cost, at the
// same slow-down. The summary gives both. Tracing costs the browser CPU time of its own while it
// records (on a 2-core machine, time the page's thread then waits for): `--no-trace` measures the
// long tasks alone.
//
//   npm run build && node web/bench/clicks.mjs [--rate 4] [--json] [--limit 300] [--playwright-click] [--no-trace]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const rate = Number(args[args.indexOf('--rate') + 1]) || 4;
const json = args.includes('--json');
const limitS = Number(args[args.indexOf('--limit') + 1]) || 300;
const playwrightClick = args.includes('--playwright-click');
const noTrace = args.includes('--no-trace');
const deadline = Date.now() + limitS * 1000;
/** Thrown to end the session once --limit is spent. */
const OUT_OF_TIME = new Error('out of time');
const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

const server = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    const found = /http:\/\/\S+/.exec(String(chunk));
    if (found) resolve(found[0]);
  });
  server.once('exit', () => reject(new Error('nori serve ended (run npm run build first)')));
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Opens `hash` at a phone's size, slowed down, with the long-task observer listening. */
async function open(hash) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${url}#${hash}`);
  await page.waitForSelector('main .panel:not([hidden]) > *');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Evaluated through the protocol: the page's Content-Security-Policy does not govern it.
  await page.evaluate(`window.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__long.push(entry.duration);
    }).observe({ type: 'longtask' });`);
  return { page, context, cdp };
}

/** Starts the browser's trace of the renderer's tasks (their CPU time). */
async function startTrace(cdp) {
  if (noTrace) return;
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
}

/** Ends the trace: the CPU time (ms) of the renderer main thread's busiest task. */
async function endTrace(cdp) {
  if (noTrace) return Number.NaN;
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let busiest = 0;
  for (const event of events) {
    if (event.ph !== 'X' || !mains.has(`${event.pid}:${event.tid}`)) continue;
    if (!/RunTask$/.test(event.name) || event.tdur === undefined) continue;
    busiest = Math.max(busiest, event.tdur / 1000);
  }
  return busiest;
}

const results = [];

/** Records the long tasks and the busiest task's CPU time since the trace started. */
async function record({ page, cdp }, name) {
  const tasks = await page.evaluate('window.__long');
  const cpu = await endTrace(cdp);
  const result = { name, longest: Math.max(0, ...tasks), tasks: tasks.length, cpu };
  results.push(result);
  if (!json) {
    console.log(
      `${name.padEnd(40)} longest ${result.longest.toFixed(0).padStart(4)} ms (${result.tasks} long tasks), cpu ${cpu.toFixed(0).padStart(4)} ms`,
    );
  }
}

/** Measures one input made by `act`, then `wait` ms for what it starts. */
async function measure(session, name, act, wait) {
  await startTrace(session.cdp);
  await session.page.evaluate('window.__long = []');
  await act();
  await session.page.waitForTimeout(wait);
  await record(session, name);
}

const failures = [];
/** Clicks `selector` and records the long tasks until the page is idle again. */
async function click(session, name, selector, options = {}) {
  const { page, cdp } = session;
  if (Date.now() > deadline) throw OUT_OF_TIME;
  try {
    if (playwrightClick) {
      await startTrace(cdp);
      await page.evaluate('window.__long = []');
      if (options.tap) await page.tap(selector);
      else await page.click(selector, { force: options.force ?? false });
    } else {
      // Where a person would click: the element's centre, once it is shown and enabled.
      const target = page.locator(selector);
      await target.waitFor({ state: 'visible' });
      await page.waitForFunction(
        (element) => element !== null && !element.disabled,
        await target.elementHandle(),
      );
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (box === null) throw new Error(`${selector} has no box`);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.waitForTimeout(50);
      if (!options.tap) {
        // The mouse comes to the element before it is pressed, as a person's does: its hover is
        // measured as its own input (it is one when the two come in one task, as a script's
        // move-and-click can make them).
        await measure(session, `${name} (pointer over)`, () => page.mouse.move(x, y), 150);
      }
      await startTrace(cdp);
      await page.evaluate('window.__long = []');
      if (options.tap) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    }
    await page.waitForTimeout(options.wait ?? 400);
    await record(session, name);
  } catch (error) {
    await endTrace(cdp).catch(() => {});
    if (error === OUT_OF_TIME) throw error;
    failures.push({ name, error: String(error).split('\n')[0] });
    if (!json) console.log(`${name.padEnd(40)} FAILED: ${String(error).split('\n')[0]}`);
  }
}

async function yutSession() {
  const session = await open('yut');
  const { context } = session;
  await click(session, 'yut: next', '#yut-next');
  await click(session, 'yut: next', '#yut-next');
  await click(session, 'yut: last turn (table row)', '.plan-table tr[data-turn="10"] button');
  // New dice are typed or rolled in the plan and play modes (the game mode rolls as it goes and
  // hides the dice form).
  await click(session, 'yut: new dice', '#yut-roll');
  await click(session, 'yut: mode play', '#yut-mode-play');
  for (const piece of [1, 2, 2, 2]) {
    await click(session, `yut: piece ${piece}`, `.piece-button[data-piece="${piece}"]`);
  }
  await click(session, 'yut: undo', '#yut-undo');
  await click(session, 'yut: mode game', '#yut-mode-game', { wait: 1500 });
  await click(session, 'yut: roll', '#yut-game-roll', { wait: 800 });
  await context.close();
}

async function omokSession() {
  const session = await open('omok?rule=renju');
  const { context } = session;
  const point = (row, col) => `#omok-board .point[data-row="${row}"][data-col="${col}"]`;
  const moves = [
    [10, 10],
    [10, 11],
    [11, 10],
    [11, 11],
    [9, 9],
    [12, 12],
    [9, 11],
    [8, 12],
    [12, 10],
    [8, 10],
    [13, 10],
    [7, 10],
    [10, 8],
    [10, 12],
    [11, 9],
    [9, 12],
  ];
  for (const [row, col] of moves) {
    // A tap previews on a phone; the second places.
    await click(session, 'omok: preview', point(row, col), { tap: true, wait: 200 });
    await click(session, 'omok: place (renju)', point(row, col), { tap: true });
  }
  await click(session, 'omok: undo', '#omok-undo');
  await click(session, 'omok: redo', '#omok-redo');
  await click(session, 'omok: first move', '#omok-first');
  await click(session, 'omok: last move', '#omok-last');
  await click(session, 'omok: move 5 in the list', '#omok-moves button[data-move="5"]');
  await click(session, 'omok: numbers', '#omok-numbers');
  await click(session, 'omok: analyse', '#omok-analyse', { wait: 3000 });
  await click(session, 'omok: size 15', '#omok-clear');
  await context.close();
}

let stopped = false;
try {
  await yutSession();
  await omokSession();
} catch (error) {
  if (error !== OUT_OF_TIME) throw error;
  stopped = true;
} finally {
  await browser.close().catch(() => {});
  server.kill();
}

const worst = results.reduce((a, b) => (b.longest > a.longest ? b : a), {
  name: 'none',
  longest: 0,
});
const over = results.filter((result) => result.longest > 100);
const cpuWorst = results.reduce((a, b) => (b.cpu > a.cpu ? b : a), { name: 'none', cpu: 0 });
const cpuOver = results.filter((result) => result.cpu > 100);
const cpuOver70 = results.filter((result) => result.cpu > 70);
const note = stopped ? ` (stopped at the ${limitS} s limit)` : '';
if (json) {
  console.log(
    JSON.stringify(
      {
        rate,
        results,
        failures,
        worst,
        over: over.length,
        cpuWorst,
        cpuOver: cpuOver.length,
        stopped,
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `\n${results.length} clicks at ${rate}x CPU slow-down${note}, ${failures.length} failed: longest task ${worst.longest.toFixed(0)} ms (${worst.name}); ${over.length} over 100 ms`,
  );
  console.log(
    noTrace
      ? 'CPU time not measured (--no-trace)'
      : `CPU time of the busiest task: longest ${cpuWorst.cpu.toFixed(0)} ms (${cpuWorst.name}); ${cpuOver.length} over 100 ms, ${cpuOver70.length} over 70 ms`,
  );
}
process.exitCode = failures.length > 0 || stopped ? 1 : 0;
