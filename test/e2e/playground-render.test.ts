/**
 * The Omok page renders only what changed (a point's name is made again only when the point
 * changed, selects and icon buttons are rebuilt only when their content or the language changed,
 * texts written only when they differ). This checks that the result is the same as a full render:
 * after random sequences of clicks (stones, walking the line, numbers, coordinates, the rule, the
 * language), the board and the texts equal those of a fresh page opened on the same link.
 */
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runs } from '../support/property.js';
import { BROWSER_TESTS } from './harness.js';
import { addressWritten, DESKTOP, playground, settled } from './playground.test-helper.js';

/** What the page shows, as text: every point (classes, name, marks) and the texts around it. */
const SNAPSHOT = `(() => {
  const text = (selector) => document.querySelector(selector)?.textContent ?? '';
  // An element as text with its attributes sorted (their order is not what the page shows).
  const html = (node) =>
    node.nodeType === 3
      ? node.textContent
      : '<' + node.localName + [...node.attributes].map((a) => ' ' + a.name + '="' + a.value + '"').sort().join('') + '>' +
        [...node.childNodes].map(html).join('') + '</>';
  const points = [...document.querySelectorAll('#omok-board .point')].map((point) =>
    [
      [...point.classList].sort().join(' '),
      point.getAttribute('aria-label'),
      point.dataset.pv ?? '',
      point.firstElementChild.dataset.n ?? '',
    ].join('|'),
  );
  const options = (selector) =>
    [...document.querySelectorAll(selector + ' option')].map((o) => o.value + ':' + o.textContent + ':' + o.selected).join(',');
  return {
    points,
    coords: [...document.querySelectorAll('#omok-board .coord')].map((c) => c.textContent).join(','),
    board: document.querySelector('#omok-board').getAttribute('aria-label'),
    status: html(document.querySelector('#omok-status')),
    answer: text('#omok-answer'),
    lines: text('#omok-lines'),
    forbidden: text('#omok-forbidden-note'),
    moves: html(document.querySelector('#omok-moves')),
    position: text('#omok-position'),
    buttons: ['#omok-undo', '#omok-redo', '#omok-clear', '#omok-numbers', '#omok-hint', '#omok-analyse',
      '#omok-copy', '#omok-record-copy', '#omok-first', '#omok-last']
      .map((id) => html(document.querySelector(id))),
    selects: ['#omok-size', '#omok-rule', '#omok-coords', '#omok-opponent', '#omok-strength'].map(options),
  };
})()`;

type Action =
  | { readonly kind: 'place'; readonly row: number; readonly col: number }
  | { readonly kind: 'click'; readonly id: string }
  | { readonly kind: 'rule'; readonly rule: 'standard' | 'renju' }
  | { readonly kind: 'coords'; readonly coords: 'letters' | 'baekjoon' };

const action: fc.Arbitrary<Action> = fc.oneof(
  // Stones near the centre of the 15 x 15 board, where lines (and renju's forbidden points) form.
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      row: fc.integer({ min: 5, max: 10 }),
      col: fc.integer({ min: 5, max: 10 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('click' as const),
      id: fc.constantFrom(
        'omok-undo',
        'omok-redo',
        'omok-first',
        'omok-prev',
        'omok-next',
        'omok-numbers',
        'lang-ko',
        'lang-en',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rule' as const),
      rule: fc.constantFrom('standard' as const, 'renju' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('coords' as const),
      coords: fc.constantFrom('letters' as const, 'baekjoon' as const),
    }),
  },
);

/** Does `action` on the page (a disabled button ignores the click, as for a person). */
async function act(page: Page, action: Action): Promise<void> {
  switch (action.kind) {
    case 'place':
      await page
        .locator(`#omok-board .point[data-row="${action.row}"][data-col="${action.col}"]`)
        .evaluate((point) => (point as unknown as { click(): void }).click());
      return;
    case 'click':
      await page
        .locator(`#${action.id}`)
        .evaluate((button) => (button as unknown as { click(): void }).click());
      return;
    case 'rule':
      await page.selectOption('#omok-rule', action.rule);
      return;
    case 'coords':
      await page.selectOption('#omok-coords', action.coords);
      return;
  }
}

describe.skipIf(!BROWSER_TESTS)('the Omok page renders only what changed', () => {
  const pg = playground();

  it('after random clicks the page shows what a fresh page on the same link shows', async () => {
    const page = await pg.open('omok?size=15&rule=renju', DESKTOP);
    const fresh = await pg.context().newPage();
    const start = page.url();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        // Each run starts afresh: the empty board, the browser's language.
        await page.evaluate('localStorage.clear()');
        await page.goto(start);
        await page.reload();
        await page.waitForSelector('#omok-board .point');
        for (const step of actions) await act(page, step);
        // The moves taken back and the games replaced are not in a link: go to the line's end.
        await act(page, { kind: 'click', id: 'omok-last' });
        await settled(page);
        const shown = await page.evaluate<Record<string, unknown>>(SNAPSHOT);
        await addressWritten(page);
        // The same link, language (kept by the browser), numbers and coordinates, drawn once.
        await fresh.goto(page.url());
        await fresh.reload();
        await fresh.waitForSelector('#omok-board .point');
        const settings = await page.evaluate<[string, string]>(
          `[document.querySelector('#omok-numbers').getAttribute('aria-pressed'), document.querySelector('#omok-coords').value]`,
        );
        if (settings[0] === 'true') await act(fresh, { kind: 'click', id: 'omok-numbers' });
        await fresh.selectOption('#omok-coords', settings[1]);
        await settled(fresh);
        expect(await fresh.evaluate<Record<string, unknown>>(SNAPSHOT)).toEqual(shown);
      }),
      // Each run loads two pages (the one played and a fresh one): two random runs besides the
      // example here, twenty in `npm run test:slow` (NORI_PROPERTY_RUNS=10).
      runs<[Action[]]>(2, {
        // Each kind of change at least once: stones, renju's marks, walking back, the language,
        // numbers, coordinates, and the rule.
        examples: [
          [
            [
              { kind: 'place', row: 8, col: 8 },
              { kind: 'place', row: 8, col: 9 },
              { kind: 'place', row: 7, col: 7 },
              { kind: 'place', row: 9, col: 9 },
              { kind: 'place', row: 6, col: 8 },
              { kind: 'click', id: 'omok-prev' },
              { kind: 'click', id: 'lang-ko' },
              { kind: 'click', id: 'omok-numbers' },
              { kind: 'coords', coords: 'baekjoon' },
              { kind: 'rule', rule: 'standard' },
              { kind: 'click', id: 'omok-undo' },
            ],
          ],
        ],
      }),
    );
  });
});
