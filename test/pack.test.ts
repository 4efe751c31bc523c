/**
 * The package as a user gets it: `npm pack`, installed into an empty folder, gives a working
 * `nori` command and a typed library import.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
let project = '';

describe('the packed package', () => {
  beforeAll(() => {
    const work = mkdtempSync(join(tmpdir(), 'nori-pack-'));
    // --ignore-scripts: pack the dist/ that the test run built, without rebuilding it under the
    // feet of tests running in parallel.
    execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'))!;
    project = join(work, 'user');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'user', private: true, type: 'module' }),
    );
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball)],
      {
        cwd: project,
        stdio: 'pipe',
      },
    );
  }, 300_000);

  it('installs a working nori command', () => {
    const run = spawnSync(join(project, 'node_modules/.bin/nori'), ['yut'], {
      input: '2 2 2 2 2 2 2 2 2 2\n',
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('166\n');
    const version = spawnSync(join(project, 'node_modules/.bin/nori'), ['--version'], {
      encoding: 'utf8',
    });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('exports the board files, and finds the shipped boards by name from any directory', () => {
    writeFileSync(
      join(project, 'board.mjs'),
      "import board from 'nori/boards/classic.json' with { type: 'json' };\nconsole.log(board.name, board.cells.length);\n",
    );
    expect(execFileSync(process.execPath, ['board.mjs'], { cwd: project, encoding: 'utf8' })).toBe(
      'classic 33\n',
    );
    const args = ['yut', '--board', 'small', '--turns', '4', '--pieces', '2', '--faces', '3'];
    const run = spawnSync(join(project, 'node_modules/.bin/nori'), args, {
      cwd: project,
      input: '3 1 2 3\n',
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('16\n');
  });

  it('ships only what it needs', () => {
    const files = execFileSync('find', ['node_modules/nori', '-type', 'f'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(files).toContain('dist/lib/index.d.ts');
    expect(files).toContain('dist/cli/nori.cjs');
    expect(files).not.toMatch(/\.test\.|\/src\/|\/test\//);
  });

  it('gives a library import that runs and type-checks', () => {
    writeFileSync(
      join(project, 'use.ts'),
      [
        "import { yut } from 'nori';",
        'const board: yut.Board = yut.classicBoard();',
        "const parsed = yut.parseDice('1 2 3 4 1 2 3 4 1 2');",
        'if (!parsed.ok) throw new Error(parsed.error.message);',
        'const score: number = yut.bestScore(board, parsed.value);',
        'console.log(score, yut.bestPlan(board, parsed.value).plan.length);',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const check = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
    writeFileSync(
      join(project, 'use.mjs'),
      "import { yut } from 'nori';\nconsole.log(yut.bestScore(yut.classicBoard(), [1, 2, 3, 4, 1, 2, 3, 4, 1, 2]));\n",
    );
    expect(execFileSync(process.execPath, ['use.mjs'], { cwd: project, encoding: 'utf8' })).toBe(
      '190\n',
    );
  });
});
