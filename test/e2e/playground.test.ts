/**
 * The playground in a real browser: Debian's Chromium, driven by playwright-core, against the
 * built `nori serve`. Screenshots go to test-output/ for people to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPEC_EXAMPLE as OMOK_EXAMPLE } from '../../src/omok/reference.test-helper.js';
import {
  applyMove,
  bestScoreFrom,
  classicBoard,
  initialPosition,
  type Position,
  tryMove,
} from '../../src/yut/index.js';
import { BROWSER_TESTS, savePicture } from './harness.js';
import { DESKTOP, playground, settled } from './playground.test-helper.js';

describe.skipIf(!BROWSER_TESTS)('the playground in Chromium', () => {
  // The shared set-up of the browser tests: console errors, page errors and requests that left
  // the server fail the test (and, in test:slow, axe-core's findings on the state it ends in).
  const pg = playground();

  /** `hash` at a desktop's size, in English unless another locale is given. */
  function open(hash: string, options: { locale?: string } = {}): Promise<Page> {
    return pg.open(hash, DESKTOP, options.locale ?? 'en-US');
  }

  const text = async (page: Page, selector: string) =>
    (await page.locator(selector).textContent()) ?? '';

  it('Dice Yut: 1 2 3 4 1 2 3 4 1 2 scores 190, and the whole plan ends at a total of 190', async () => {
    const page = await open('yut');
    await page.fill('#yut-dice', '1 2 3 4 1 2 3 4 1 2');
    expect(await text(page, '#yut-best')).toBe('190');
    expect(await text(page, '#yut-total')).toBe('0');
    // Every cell of the core's table is drawn, with its arrows.
    expect(await page.locator('.yut-board .cell').count()).toBe(classicBoard().size);
    expect(await page.locator('.yut-board .arrow-blue').count()).toBe(3);
    let previous = 0;
    for (let turn = 1; turn <= 10; turn++) {
      await page.click('#yut-next');
      const total = Number(await text(page, '#yut-total'));
      const row = page.locator(`.plan-table tr[data-turn="${turn}"] td`);
      expect(Number(await row.nth(5).textContent())).toBe(total);
      expect(total).toBeGreaterThanOrEqual(previous);
      previous = total;
    }
    expect(await text(page, '#yut-total')).toBe('190');
    expect(await page.locator('#yut-next').isDisabled()).toBe(true);
    await savePicture(page, 'yut-plan-end', true);
    await page.click('#yut-prev');
    expect(await text(page, '#yut-total')).toBe(String(190 - 35));
    await page.click('#yut-first');
    expect(await text(page, '#yut-total')).toBe('0');
  });

  it('Dice Yut: the plan table is usable with the keyboard, and keeps the focus', async () => {
    const page = await open('yut');
    await page.fill('#yut-dice', '1 2 3 4 1 2 3 4 1 2');
    const focusedTurn = () =>
      page.evaluate<string | undefined>('document.activeElement?.closest("tr")?.dataset.turn');
    // Each turn has a button, reached with Tab like any other.
    expect(await page.getByRole('button', { name: 'Show turn 3', exact: true }).count()).toBe(1);
    await page.focus('.plan-table tr[data-turn="2"] button');
    await page.keyboard.press('Tab');
    expect(await focusedTurn()).toBe('3');
    await page.keyboard.press('Enter');
    const row = page.locator('.plan-table tr[data-turn="3"]');
    expect(await text(page, '#yut-total')).toBe(await row.locator('td').nth(5).textContent());
    expect(await row.getAttribute('class')).toContain('is-current');
    expect(await row.locator('button').getAttribute('aria-current')).toBe('step');
    // The focus stays on the button while the page re-renders, and the arrows step on from there.
    expect(await focusedTurn()).toBe('3');
    await savePicture(page, 'yut-plan-keyboard');
    await page.keyboard.press('ArrowRight');
    expect(await text(page, '#yut-turn')).toBe('Turn 4 of 10');
    expect(await focusedTurn()).toBe('3');
    await page.keyboard.press(' ');
    expect(await text(page, '#yut-turn')).toBe('Turn 3 of 10');
  });

  it('Dice Yut: a bad roll is named, and rolling gives ten new dice', async () => {
    const page = await open('yut');
    await page.fill('#yut-dice', '1 2 3 4 1 2 3 4 1 6');
    expect(await text(page, '#yut-dice-error')).toBe('Roll 10: a die shows 1 to 5, found "6".');
    expect(await page.locator('#yut-dice').getAttribute('aria-invalid')).toBe('true');
    // Nothing of the previous dice's answer stays: no best score, no plan, no game to play.
    expect(await text(page, '#yut-best')).toBe('–');
    expect(await page.locator('.plan-table tbody tr').count()).toBe(0);
    expect(await text(page, '#yut-total')).toBe('');
    expect(await page.locator('.dice-chips li:not(.is-empty)').count()).toBe(0);
    await page.click('#yut-mode-play');
    expect(await text(page, '#yut-play-score')).toBe('–');
    expect(await text(page, '#yut-play-prompt')).toBe('');
    expect(await page.locator('.piece-button:not([disabled])').count()).toBe(0);
    await page.click('#yut-mode-plan');
    await page.click('#yut-roll');
    expect(await page.inputValue('#yut-dice')).toMatch(/^[1-5]( [1-5]){9}$/);
    expect(await text(page, '#yut-dice-error')).toBe('');
    expect(Number(await text(page, '#yut-best'))).toBeGreaterThan(0);
  });

  it('Dice Yut: playing it yourself refuses illegal moves and ends with the comparison', async () => {
    const board = classicBoard();
    const dice = [1, 2, 3, 4, 1, 2, 3, 4, 1, 2];
    const page = await open('yut');
    await page.fill('#yut-dice', dice.join(' '));
    await page.click('#yut-mode-play');
    // A piece button's name is what it shows: the piece and where it stands.
    const pieceNamed = (name: string) => page.getByRole('button', { name, exact: true }).count();
    expect(await pieceNamed('Piece 1 on Start')).toBe(1);
    expect(await pieceNamed('Piece 4 on Start')).toBe(1);
    // Turns 1-4 bring out one piece each: pieces stand on 2, 4, 6 and 8.
    for (const piece of [1, 2, 3, 4]) await page.click(`.piece-button[data-piece="${piece}"]`);
    expect(await pieceNamed('Piece 1 on 2')).toBe(1);
    expect(await pieceNamed('Piece 4 on 8')).toBe(1);
    // Turn 5 rolls 1: piece 1 would stop on 4, where piece 2 stands.
    await page.click('.piece-button[data-piece="1"]');
    expect(await text(page, '#yut-message')).toBe(
      'Piece 1 cannot move 1: it would stop on 4, where piece 2 stands.',
    );
    expect(await text(page, '#yut-play-score')).toBe(String(2 + 4 + 6 + 8));
    await savePicture(page, 'yut-play-refused', true);
    // Undo takes piece 4's move back, and the texts follow; then piece 4 moves again.
    await page.click('#yut-undo');
    expect(await text(page, '#yut-play-score')).toBe(String(2 + 4 + 6));
    expect(await text(page, '#yut-message')).toBe('');
    expect(await text(page, '#yut-play-prompt')).toContain('Turn 4 of 10');
    await page.click('.piece-button[data-piece="4"]');

    // From here on, always the lowest-numbered piece that may move (the test's own choice).
    let position: Position = initialPosition(board, 4);
    const played: { before: Position; points: number; turn: number }[] = [];
    for (let turn = 0; turn < dice.length; turn++) {
      const die = dice[turn]!;
      const pieces = turn < 4 ? [turn] : [0, 1, 2, 3];
      const piece = pieces.find((p) => tryMove(board, position, p, die).ok)!;
      if (turn >= 4) await page.click(`.piece-button[data-piece="${piece + 1}"]`);
      const attempt = tryMove(board, position, piece, die);
      if (!attempt.ok) throw new Error('the test chose an illegal move');
      played.push({ before: position, points: attempt.value.points, turn: turn + 1 });
      position = applyMove(position, attempt.value);
    }
    const score = played.reduce((sum, turn) => sum + turn.points, 0);
    // The first turn after which the best reachable total fell, by the core's solver.
    let sofar = 0;
    let firstLoss: number | undefined;
    for (const [index, turn] of played.entries()) {
      const before = sofar + bestScoreFrom(board, turn.before, dice.slice(index));
      const after = played[index + 1]?.before ?? position;
      const reachable = sofar + turn.points + bestScoreFrom(board, after, dice.slice(index + 1));
      if (reachable < before && firstLoss === undefined) firstLoss = turn.turn;
      sofar += turn.points;
    }
    const result = await text(page, '#yut-result');
    expect(result).toContain(`Your score: ${score}. Best possible: 190.`);
    expect(firstLoss).toBeDefined();
    expect(result).toContain(`First choice that lost points: turn ${firstLoss} `);
    // The move in brackets, as the best one after it ("piece 1 2 → 8" read as two pieces).
    expect(result).toMatch(/, piece \d \((Start|\d+) → (\d+|End)\)\. From there/);
    expect(await text(page, '#yut-play-score')).toBe(String(score));
    await savePicture(page, 'yut-play-result', true);
  });

  it('Omok: five stones in a row by clicking announce the win and are highlighted', async () => {
    const page = await open('omok');
    const at = (row: number, col: number) =>
      `#omok-board .point[data-row="${row}"][data-col="${col}"]`;
    for (let col = 3; col <= 7; col++) {
      await page.click(at(10, col));
      if (col < 7) await page.click(at(11, col));
    }
    expect(await text(page, '#omok-status')).toBe('Black wins: five from row 10, column 3.');
    await settled(page);
    expect(await text(page, '#omok-answer')).toBe('1\n10 3');
    const highlighted = await page
      .locator('#omok-board .point.win')
      .evaluateAll((points) =>
        points.map((p) => `${p.getAttribute('data-row')} ${p.getAttribute('data-col')}`),
      );
    expect(highlighted).toEqual(['10 3', '10 4', '10 5', '10 6', '10 7']);
    // The line and the last stone are in the points' accessible names too, in both languages.
    const named = (name: string) => page.getByRole('button', { name, exact: true }).count();
    expect(await named('c10, row 10, column 3: Black, winning line')).toBe(1);
    expect(await named('g10, row 10, column 7: Black, winning line, last move')).toBe(1);
    expect(await named('f9, row 11, column 6: White')).toBe(1);
    await page.click('#lang-ko');
    expect(await named('c10, 10행 3열: 흑, 승리한 줄')).toBe(1);
    expect(await named('g10, 10행 7열: 흑, 승리한 줄, 마지막 수')).toBe(1);
    await page.click('#lang-en');
    await savePicture(page, 'omok-five', true);
    // The game is over: another stone is refused; undo takes the fifth stone back.
    await page.click(at(1, 1));
    expect(await text(page, '#omok-message')).toBe('The game is over: undo or clear to go on.');
    await page.click('#omok-undo');
    expect(await text(page, '#omok-status')).toBe('Black to play');
    expect(await page.locator('#omok-board .point.win').count()).toBe(0);
    await page.click('#omok-clear');
    expect(await page.locator('#omok-board .point.black, #omok-board .point.white').count()).toBe(
      0,
    );
  });

  it('Omok: the keyboard moves over the board and places stones', async () => {
    const page = await open('omok');
    await page.selectOption('#omok-size', '15');
    expect(await page.locator('#omok-board .point').count()).toBe(15 * 15);
    await page.focus('#omok-board .point[tabindex="0"]');
    // The first stop is the centre (8, 8); two steps up and one left is (6, 7).
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await page.locator('#omok-board .point.black').getAttribute('data-row')).toBe('6');
    expect(await page.locator('#omok-board .point.black').getAttribute('data-col')).toBe('7');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    expect(await page.locator('#omok-board .point.white').getAttribute('data-col')).toBe('8');
  });

  it('Omok: pasting the spec example shows black winning at 3 2', async () => {
    const page = await open('omok');
    await page.fill('#omok-grid', OMOK_EXAMPLE);
    await page.click('#omok-load');
    await settled(page);
    expect(await text(page, '#omok-answer')).toBe('1\n3 2');
    expect(await text(page, '#omok-status')).toBe('Black wins: five from row 3, column 2.');
    const highlighted = await page
      .locator('#omok-board .point.win')
      .evaluateAll((points) =>
        points.map((p) => `${p.getAttribute('data-row')} ${p.getAttribute('data-col')}`),
      );
    expect(highlighted).toEqual(['3 2', '4 3', '5 4', '6 5', '7 6']);
    await savePicture(page, 'omok-example', true);
    // Copying gives the same grid back, in the box and on the clipboard.
    await pg.grant(['clipboard-read', 'clipboard-write']);
    await page.fill('#omok-grid', '');
    await page.click('#omok-copy');
    // Copying waits for the clipboard: the message comes when the write has finished.
    await expect.poll(() => text(page, '#omok-message')).toBe('Copied to the clipboard.');
    expect(await page.inputValue('#omok-grid')).toBe(OMOK_EXAMPLE);
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(OMOK_EXAMPLE);
    // A broken grid is refused with its place.
    await page.fill('#omok-grid', OMOK_EXAMPLE.replace('0 1 2 0 0 2', '0 1 2 0 0 7'));
    await page.click('#omok-load');
    // The place in the game's terms, as the command line names it (the 6th value of row 3).
    expect(await text(page, '#omok-message')).toBe('row 3, value 6: expected 0, 1 or 2, found "7"');
    await settled(page);
    expect(await text(page, '#omok-answer')).toBe('1\n3 2');
    await page.click('#lang-ko');
    expect(await text(page, '#omok-message')).toBe(
      '3번째 줄 6번째 값: 0, 1, 2 중 하나여야 하는데 "7"이 있습니다',
    );
    await page.click('#lang-en');
  });

  it('Omok: a pasted grid takes its size from its first row; text after it is named by line', async () => {
    const page = await open('omok');
    // The grid with its answer pasted after it: once read as 21 x 21 with short rows.
    await page.fill('#omok-grid', `${OMOK_EXAMPLE}1\n3 2\n`);
    await page.click('#omok-load');
    expect(await text(page, '#omok-message')).toBe(
      'line 20: more text after the 19 × 19 board; load the grid alone',
    );
    await page.click('#lang-ko');
    expect(await text(page, '#omok-message')).toBe(
      '20번째 줄: 19 × 19 판 뒤에 글자가 더 있습니다. 판만 붙여 넣으세요',
    );
    await page.click('#lang-en');
    // A 15 x 15 grid after a blank line loads as 15 x 15.
    const small = OMOK_EXAMPLE.split('\n')
      .slice(0, 15)
      .map((line) => line.split(' ').slice(0, 15).join(' '))
      .join('\n');
    await page.fill('#omok-grid', `\n${small}\n`);
    await page.click('#omok-load');
    expect(await text(page, '#omok-message')).toBe('Loaded a 15 × 15 board.');
    expect(await page.locator('#omok-board .point').count()).toBe(15 * 15);
    await settled(page);
    expect(await text(page, '#omok-answer')).toBe('1\n3 2');
  });

  it('Omok: under renju a double-three point is marked for black, and playing there is refused', async () => {
    const page = await open('omok');
    await page.selectOption('#omok-size', '15');
    await page.selectOption('#omok-rule', 'renju');
    const at = (row: number, col: number) =>
      `#omok-board .point[data-row="${row}"][data-col="${col}"]`;
    // Black 8 6, 8 7, 6 8, 7 8 (white answering on row 1): black at 8 8 makes two open threes.
    for (const [row, col] of [
      [8, 6],
      [1, 1],
      [8, 7],
      [1, 3],
      [6, 8],
      [1, 5],
      [7, 8],
      [1, 7],
    ] as const) {
      await page.click(at(row, col));
    }
    const marked = await page
      .locator('#omok-board .point.forbidden')
      .evaluateAll((points) =>
        points.map((p) => `${p.getAttribute('data-row')} ${p.getAttribute('data-col')}`),
      );
    expect(marked).toEqual(['8 8']);
    expect(await page.locator(at(8, 8)).getAttribute('aria-label')).toContain(
      'forbidden for black',
    );
    await savePicture(page, 'omok-renju-forbidden', true);
    await page.click(at(8, 8));
    expect(await text(page, '#omok-message')).toBe(
      'Black may not play here under renju (double-three).',
    );
    expect(await page.locator(`${at(8, 8)}.black`).count()).toBe(0);
  });

  it('the language switch changes the labels and is remembered', async () => {
    const page = await open('yut', { locale: 'en-US' });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await text(page, '#tab-yut')).toBe('Dice Yut');
    expect(await text(page, '#yut-mode-play')).toBe('Play it yourself');
    expect(await page.title()).toBe('nori — Dice Yut · Omok');
    // The board's tooltips name cells as the page does, never by the core's labels (o10, b22).
    const tooltips = () =>
      page
        .locator('.yut-board .cell > title')
        .evaluateAll((titles) => titles.map((title) => title.textContent ?? ''));
    const tooltip = (cell: string) => text(page, `.yut-board .cell[data-cell="${cell}"] > title`);
    expect(await tooltip('o10')).toBe('10: blue corner');
    expect(await tooltip('b22')).toBe('22: on a shortcut');
    expect(await tooltip('o22')).toBe('22');
    expect(await tooltip('start')).toBe('Start');
    // Each piece says which it is and where it stands (screen readers read it as its name).
    const pieceTitle = (piece: number) => text(page, `.yut-board .piece-${piece} > title`);
    expect(await pieceTitle(1)).toBe('Piece 1 on Start');
    expect(await page.getAttribute('.yut-board .piece-4', 'role')).toBe('img');
    expect((await tooltips()).length).toBe(classicBoard().size);
    expect((await tooltips()).filter((title) => /^$|[a-z]\d|\(/.test(title))).toEqual([]);
    await page.click('#lang-ko');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await text(page, '#tab-yut')).toBe('주사위 윷놀이');
    expect(await text(page, '#tab-omok')).toBe('오목');
    expect(await text(page, '#yut-mode-play')).toBe('직접 두기');
    expect(await page.getAttribute('#lang-ko', 'aria-pressed')).toBe('true');
    expect(await page.title()).toBe('nori — 주사위 윷놀이 · 오목');
    expect(await tooltip('o10')).toBe('10: 파란 칸');
    expect(await tooltip('b22')).toBe('22: 지름길');
    expect(await tooltip('end')).toBe('도착');
    expect(await pieceTitle(4)).toBe('말 4: 출발');
    expect((await tooltips()).filter((title) => /^$|[a-z]\d|\(/.test(title))).toEqual([]);
    await savePicture(page, 'yut-korean', true);
    await page.reload();
    expect(await text(page, '#tab-yut')).toBe('주사위 윷놀이');
    expect(await page.title()).toBe('nori — 주사위 윷놀이 · 오목');
    await page.click('#lang-en');
    expect(await text(page, '#tab-omok')).toBe('Omok');
    expect(await page.title()).toBe('nori — Dice Yut · Omok');
  });

  it('starts in Korean when the browser prefers Korean', async () => {
    const page = await open('omok', { locale: 'ko-KR' });
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await text(page, '#omok-status')).toBe('흑 차례');
  });
});
