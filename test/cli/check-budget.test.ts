/**
 * `nori check` sized by time caps every case, the planned ones too (issue 21: a slow Python
 * solution ran 631 s on the planned cases alone). A run whose budget ends before the planned cover
 * of the coverage table is done says which features it missed and how to give it more time, in
 * the report and in JSON.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { python } from '../support/python.js';
import { nori } from './nori.js';

const CORRECT = fileURLToPath(new URL('../fixtures/solutions/py/yut-correct.py', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nori-check-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A correct but slow solution: a third of a second per case, one at a time, so a 1 s budget ends
// long before the ten cases of the Dice Yut cover.
const slow = join(dir, 'slow.sh');
// The interpreter by its own path (test/support/python.ts): no pyenv shim to start each time.
writeFileSync(slow, `#!/bin/sh\nsleep 0.35\nexec "${python()}" "${CORRECT}"\n`);
chmodSync(slow, 0o755);

describe('nori check: a time budget that ends before the cover', () => {
  it('passes, and names the features it did not reach and how to give more time', () => {
    const run = nori(['check', 'yut', '--time', '1', '--jobs', '1', '--seed', '1', '--', slow]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^all passed: [1-5] cases \(seed 1\)/);
    expect(run.stdout).toMatch(
      /covered \d+ of 36 features of the coverage table; not covered: .*\(the 1 s time budget ran out before cases with these features ran; give more time with --time S\)/,
    );
  });

  it('in JSON: the budget, that it ran out, and the features missed', () => {
    const run = nori(['check', 'yut', '--time', '1', '--jobs', '1', '--json', '--', slow]);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      cases: number;
      timeBudget: { seconds: number; ranOut: boolean } | null;
      coverage: { missing: string[] };
    };
    expect(report.timeBudget).toEqual({ seconds: 1, ranOut: true });
    expect(report.cases).toBeLessThan(10);
    expect(report.coverage.missing.length).toBeGreaterThan(0);
  });
});
