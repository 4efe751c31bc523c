import { describe, expect, it } from 'vitest';
import { boardFromRows } from './board.js';
import { explainJudgementKo } from './explain-ko.js';
import { judge } from './judge.js';
import { parseBoard } from './parse.js';
import { emptyGrid, SPEC_EXAMPLE } from './reference.test-helper.js';
import { explainJudgement } from './render.js';

describe('explainJudgementKo', () => {
  const spec = () => {
    const parsed = parseBoard(SPEC_EXAMPLE, 19);
    if (!parsed.ok) throw new Error('the spec example does not parse');
    return parsed.value;
  };
  const six = () => {
    const grid = emptyGrid(19);
    for (let c = 0; c < 6; c++) grid[4]![c] = 2;
    return boardFromRows(grid);
  };
  const rows: [string, () => ReturnType<typeof spec>, string[]][] = [
    [
      'the spec example',
      spec,
      ['1\n3 2\n', '3행 2열부터 7행 6열까지 5개', '승리', '[ ]는 이긴 줄입니다'],
    ],
    [
      'a lone six',
      six,
      ['0\n', '승리 아님', '백 (2)', '흑 (1): 다섯 개 이상 이어진 줄 없음', '룰: 표준 룰'],
    ],
  ];
  for (const [name, board, parts] of rows) {
    it(name, () => {
      const b = board();
      const ko = explainJudgementKo(b, judge(b), 'standard');
      for (const part of parts) expect(ko).toContain(part);
      // One set of terms everywhere (흑/백, as the catalogue): never 검은 돌/흰 돌 or 바둑판.
      expect(ko).not.toMatch(/검은 돌|흰 돌|바둑판|standard/);
      expect(ko.split('\n').length).toBe(
        explainJudgement(b, judge(b), 'standard').split('\n').length,
      );
    });
  }
});
