/**
 * Crafted links never throw: values out of range, junk, huge values and repeated keys, in both
 * tabs, opened as a followed link (the hash changed on an open page) — the page shows a view, says
 * what it left out, and keeps working. Page errors and console errors fail the test
 * (playground.test-helper.ts), and axe-core checks the end state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from './harness.js';
import { hashOf, PHONE_FLOW, playground } from './playground.test-helper.js';

const HUGE = 200_000;

describe.skipIf(!BROWSER_TESTS)('crafted links', () => {
  const pg = playground();
  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';
  /** Follows `hash` on the open page (a link clicked, an address edited). */
  const follow = async (page: Page, hash: string) => {
    await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
    await hashOf(page);
  };

  it('Dice Yut: out of range, junk, huge and repeated values are left out with a note', async () => {
    const page = await pg.open('yut', PHONE_FLOW);
    const links: [string, RegExp][] = [
      ['yut?dice=1234123412&step=99', /step=99 is out of range/],
      ['yut?dice=1234123412&step=-1', /step=-1 is out of range/],
      ['yut?dice=1234123412&step=1e300', /step=1e300 is out of range/],
      ['yut?dice=1234123412&step=2.5', /step=2\.5 is out of range/],
      ['yut?dice=9999999999', /dice=9999999999 is out of range/],
      ['yut?dice=12341234', /dice=12341234 is out of range/],
      ['yut?dice=%00%E2%80%AE<img src=x>', /dice=.* is out of range/],
      ['yut?mode=constructor', /mode=constructor is out of range/],
      ['yut?mode=__proto__&dice=1234123412', /mode=__proto__ is out of range/],
      ['yut?dice=1234123412&mode=play&moves=9', /There is no piece 9/],
      ['yut?dice=1234123412&mode=play&moves=12x4', /moves=12x4 is out of range/],
      ['yut?mode=game&rolls=7&moves=1', /turn 1, which is refused\. A die shows 1 to 5/],
      [
        'yut?mode=game&rolls=12',
        /^The link’s rolls= has more rolls than its moves= use: the rolls after roll 1 are left out\.$/,
      ],
      ['yut?mode=game&rolls=55555555555555&moves=11111111111111', /refused/],
      [`yut?dice=1234123412&mode=play&moves=${'1'.repeat(HUGE)}`, /refused/],
      [`yut?dice=${'3'.repeat(HUGE)}`, /is out of range/],
      ['yut?dice=1234123412&dice=5555555555&mode=play&mode=plan&moves=1&moves=2', /^$/],
    ];
    for (const [hash, note] of links) {
      await follow(page, hash);
      // The board and the mode's actions are there, and the note says what was left out.
      await expect.poll(() => page.locator('.yut-board').isVisible()).toBe(true);
      expect(await text(page, '#yut-link-note'), hash.slice(0, 80)).toMatch(note);
      // A note never repeats a huge value whole.
      expect((await text(page, '#yut-link-note')).length).toBeLessThan(400);
    }
    // After all that, the page still plays: new dice and a move.
    await follow(page, 'yut?dice=1234123412&mode=play');
    await page.click('.piece-button[data-piece="1"]');
    expect(await text(page, '#yut-play-score')).toBe('2');
    expect(await text(page, '#yut-link-note')).toBe('');
  });

  it('Omok: out of range, junk, huge and repeated values are left out with a note and the board plays', async () => {
    const page = await pg.open('omok', PHONE_FLOW);
    const stones = () => page.locator('#omok-board .point.black, #omok-board .point.white').count();
    // The note was missing: bad values vanished without a word (a browser trial).
    const links: [string, number, number, RegExp][] = [
      // [hash, board side, stones, note]
      ['omok?size=1000000000', 19, 0, /^The link’s size=1000000000 is not a value it can take/],
      ['omok?size=-15&rule=renju', 19, 0, /size=-15 is not/],
      ['omok?size=15.5', 19, 0, /size=15\.5 is not/],
      ['omok?size=15&moves=99+99,0+0,-1+3', 15, 0, /up to move 1 \(99 99\).*off the board/],
      ['omok?size=15&moves=8+8,8+8', 15, 1, /up to move 2 \(8 8\).*already has a stone/],
      ['omok?moves=8+8,junk,<script>,9+9', 19, 1, /move 2 \(junk\).*a row and a column/],
      [
        'omok?rule=__proto__&vs=constructor&level=toString',
        19,
        0,
        /rule=__proto__ .*vs=constructor .*level=toString /,
      ],
      ['omok?board=12&size=15', 15, 0, /board=12 is not/],
      [`omok?board=${'1'.repeat(HUGE)}`, 19, 0, /board=1{40}… is not/],
      [
        `omok?size=15&moves=${Array.from({ length: HUGE / 8 }, () => '8+8').join(',')}`,
        15,
        1,
        /move 2 \(8 8\)/,
      ],
      ['omok?size=15&size=19&moves=1+1&moves=2+2', 15, 1, /^$/],
      ['omok?%E0%A4%A=1&moves=%E0%A4%A', 19, 0, /move 1 /],
      ['omok?size=15&rule=renju&moves=8+8,9+9', 15, 2, /^$/],
    ];
    for (const [hash, side, count, note] of links) {
      await follow(page, hash);
      await expect
        .poll(() => page.locator('#omok-board .point').count(), { message: hash.slice(0, 80) })
        .toBe(side * side);
      expect(await stones(), hash.slice(0, 80)).toBe(count);
      expect(await text(page, '#omok-link-note'), hash.slice(0, 80)).toMatch(note);
      expect((await text(page, '#omok-link-note')).length).toBeLessThan(400);
    }
    // In Korean too.
    await follow(page, 'omok?size=15&moves=8+8,8+8');
    await page.click('#lang-ko');
    expect(await text(page, '#omok-link-note')).toMatch(/^링크의 moves= 값은 2번째 수\(8 8\)/);
    await page.click('#lang-en');
    // After all that, the page still plays.
    await follow(page, 'omok?size=15');
    await page.click('#omok-board .point[data-row="8"][data-col="8"]');
    await page.click('#omok-board .point[data-row="8"][data-col="8"]');
    expect(await stones()).toBe(1);
    expect(await text(page, '#omok-status')).toMatch(/White to play/);
    expect(await text(page, '#omok-link-note')).toBe('');
  });
});
