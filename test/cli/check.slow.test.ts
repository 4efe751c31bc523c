/**
 * The long sweep of `nori check` (npm run test:slow): the correct C solutions pass 1,000 cases of
 * each problem with the same seed (check.test.ts runs 100 on every `npm run check`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
const SOLUTIONS = fileURLToPath(new URL('../fixtures/solutions/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'nori-check-slow-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('nori check: correct solutions, 1,000 cases', () => {
  for (const problem of ['yut', 'omok'] as const) {
    it(
      `a correct ${problem} solution passes 1,000 cases`,
      () => {
        const exe = join(work, `${problem}-correct`);
        execFileSync('gcc', ['-O2', '-o', exe, join(SOLUTIONS, `${problem}-correct.c`)]);
        const run = spawnSync(
          process.execPath,
          [BIN, 'check', problem, '--cases', '1000', '--seed', '7', '--', exe],
          { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined } },
        );
        expect(run.stderr).not.toContain('nori check:');
        expect(run.status).toBe(0);
        expect(run.stdout).toMatch(
          /^all passed: 1000 cases \(seed 7\): AC 1000; slowest run \d+ ms CPU, \d+ ms wall \(case \d+\)(; largest peak memory [\d.]+ MB \(case \d+\))?\ncovered \d+ of \d+ features of the coverage table.*\n$/,
        );
      },
      scaled(180_000),
    );
  }
});
