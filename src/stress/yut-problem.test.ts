import { describe, expect, it } from 'vitest';
import { render } from '../i18n/index.js';
import { bestScore } from '../yut/index.js';
import { createRng } from './rng.js';
import { TRAPS } from './yut-gen.js';
import { STRUCTURED, yutProblem } from './yut-problem.js';
import { changedScore, ruleChanges, yutBoard } from './yut-rules.js';

const board = yutBoard();
const asDice = (text: string) => [...text].map(Number);

describe('Dice Yut: structured cases and the coverage table', () => {
  it('every structured case still has its feature', () => {
    for (const [key, list] of Object.entries(STRUCTURED)) {
      for (const text of list) {
        expect([...yutProblem.coverage(asDice(text), (k) => k !== key)], text).toContain(key);
      }
    }
  });

  it('the cover, run first, has every feature of the table in a few cases (a slow program runs it all)', () => {
    const { cover, traps, rest } = yutProblem.planned(createRng(1));
    const seen = new Set<string>();
    // As a run counts them: a feature already seen is not looked at again.
    for (const dice of cover)
      for (const key of yutProblem.coverage(dice, (k) => seen.has(k))) seen.add(key);
    const missing = yutProblem.features.map((f) => f.key).filter((k) => !seen.has(k));
    expect(missing).toEqual([]);
    expect(cover.length).toBeLessThanOrEqual(12);
    // Every trap of the catalogue is planned, once.
    const planned = [...cover, ...traps, ...rest].map((d) => d.join(''));
    expect(new Set(planned).size).toBe(planned.length);
    for (const list of Object.values(TRAPS)) for (const t of list) expect(planned).toContain(t);
  });

  it('names the finer mistake of a program that merges only the two 30s', () => {
    const merge = yutProblem.mistakes.find((m) => m.name === 'merge:o30/m30')!;
    const dice = asDice('2453353152');
    expect(merge.answers(dice)).toEqual([
      String(
        changedScore(
          board,
          dice,
          ruleChanges(board).find((c) => c.key === 'merge:o30/m30'),
        ),
      ),
    ]);
    expect(render('en', merge.text)).toMatch(/o30 and m30/);
  });
});

describe('Dice Yut: a failing case described', () => {
  it('too low: the rule change and the first move of the best plan it forbids, at o30/m30', () => {
    const d = asDice('2453353152');
    const best = bestScore(board, d);
    const wrong = changedScore(
      board,
      d,
      ruleChanges(board).find((c) => c.key === 'merge:o30/m30'),
    );
    const description = yutProblem.describe(d, `${wrong}\n`, 'en');
    expect(description.structure).toBe('merge:o30/m30');
    expect(description.text).toContain(
      `The best score is ${best}; your program answers ${wrong} (too low).`,
    );
    expect(description.text).toContain('cells o30 and m30 (both 30) are treated as one cell');
    expect(description.cells).toEqual(expect.arrayContaining(['o30', 'm30']));
    const ko = yutProblem.describe(d, `${wrong}\n`, 'ko');
    expect(ko.text).toContain(`최대 점수는 ${best}인데 프로그램의 답은 ${wrong}입니다`);
    expect(ko.text).not.toMatch(/\((은|는|이|가)\)/);
  });

  it('too high: the move the real rules forbid', () => {
    const d = asDice('5555555555');
    const change = ruleChanges(board).find((c) => c.key === 'end-points')!;
    const high = changedScore(board, d, change);
    expect(high).toBeGreaterThan(bestScore(board, d));
    const description = yutProblem.describe(d, `${high}\n`, 'en');
    expect(description.text).toContain('(too high)');
    expect(description.structure).toBeDefined();
  });

  it('no single rule change: says so, and still gives the best score', () => {
    const d = asDice('1111111111');
    const description = yutProblem.describe(d, '7\n', 'en');
    expect(description.structure).toBeUndefined();
    expect(description.text).toMatch(/No single rule change gives 7/);
  });

  it('output that is not one number', () => {
    expect(yutProblem.describe(asDice('1111111111'), '1 2\n', 'en').structure).toBe('format');
  });
});
