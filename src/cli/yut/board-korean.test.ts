/**
 * `nori yut --board FILE`'s errors in Korean (`--lang ko` and a Korean locale), run in this process
 * (test/support/nori-here.ts): the place in the file and what is wrong, both from the catalogue,
 * one line and exit 2, as in English (usage.test.ts pins the English).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noriHere } from '../../../test/support/nori-here.js';

const dir = mkdtempSync(join(tmpdir(), 'nori-yut-board-ko-'));
/** Writes a board file into a temporary folder and returns its path. */
function boardFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const cells = (...lines: string[]) =>
  `{"name": "x", "start": "s", "end": "e", "cells": [\n${lines.join(',\n')}\n]}`;
const notJson = boardFile('broken.json', '{"name": "x",\n  "start": "s" "end": "e"}');
const unknown = boardFile(
  'unknown.json',
  cells(
    '  {"label": "s", "number": 0, "red": "a"}',
    '  {"label": "a", "number": 1, "red": "z"}',
    '  {"label": "e", "number": 0}',
  ),
);
const loop = boardFile(
  'loop.json',
  cells(
    '  {"label": "s", "number": 0, "red": "a"}',
    '  {"label": "a", "number": 1, "red": "b"}',
    '  {"label": "b", "number": 1, "red": "a"}',
    '  {"label": "e", "number": 0}',
  ),
);
const chain = Array.from(
  { length: 99 },
  (_, i) => `{"label": "c${i}", "number": 1, "red": "${i === 98 ? 'e' : `c${i + 1}`}"}`,
);
const big = boardFile(
  'big.json',
  `{"name": "big", "start": "s", "end": "e", "cells": [\n{"label": "s", "number": 0, "red": "c0"},\n${chain.join(',\n')},\n{"label": "e", "number": 0}]}`,
);
const huge = boardFile('huge.json', 'x'.repeat((1 << 20) + 1));

/** [name, arguments after `nori yut`, the Korean line after `nori yut: `]. */
const CASES: [string, string[], string][] = [
  [
    'not JSON',
    ['--board', notJson],
    `--board ${notJson}: 2번째 줄 16번째 글자: 올바른 JSON이 아닙니다: "," 또는 "}" 기호가 와야 하는데 '"'가 있습니다`,
  ],
  [
    'a red arrow to an unknown cell',
    ['--board', unknown],
    `--board ${unknown}: 3번째 줄 38번째 글자: "a" 칸: 빨간 화살표가 없는 칸 "z"를 가리킵니다`,
  ],
  [
    'a cell that never reaches the end',
    ['--board', loop],
    `--board ${loop}: 2번째 줄 3번째 글자: "s" 칸: 1부터 5까지의 눈으로는 이 칸에서 도착 칸에 갈 수 없습니다 (여기 놓인 말은 끝내 도착하지 못합니다)`,
  ],
  [
    'a board too large for 8 pieces',
    ['--board', big, '--pieces', '8'],
    `--board ${big}: 1번째 줄 52번째 글자: 판의 칸이 101개입니다. 말이 8개이면 칸은 98개까지만 풀 수 있습니다`,
  ],
];

describe('--board errors in Korean: one line, exit 2', () => {
  for (const [how, env, lang] of [
    ['--lang ko', {}, ['--lang', 'ko']],
    ['LANG=ko_KR.UTF-8', { LANG: 'ko_KR.UTF-8' }, []],
  ] as const) {
    it.each(CASES)(`%s (${how})`, async (_name, args, line) => {
      const run = await noriHere(['yut', ...args, ...lang], '1 2 3 4 1 2 3 4 1 2\n', env);
      expect(run).toEqual({ stdout: '', stderr: `nori yut: ${line}\n`, code: 2 });
    });
  }

  it('a file over the size cap, a missing file: Korean too', async () => {
    for (const file of [huge, join(dir, 'none.json')]) {
      const run = await noriHere(['yut', '--board', file, '--lang', 'ko']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^nori yut: --board: .*[가-힣].*\n$/);
      expect(run.stderr.replace(file, '')).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
    }
  });
});
