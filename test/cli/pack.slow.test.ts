/**
 * The package as a user gets it: `npm pack`, installed into an empty folder, gives a working
 * `nori` command and a typed library import. Two TypeScript projects are compiled against it, so it
 * runs with the heavy tests (`npm run test:slow`, which CI runs too).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withCaCerts } from '../run-folder.js';
import { scaled } from '../support/time.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
let project = '';

describe('the packed package', () => {
  beforeAll(() => {
    const work = mkdtempSync(join(tmpdir(), 'nori-pack-'));
    // NORI_SKIP_BUILD: pack the dist/ that the test run built, without rebuilding it under the
    // feet of tests running in parallel; the pack step (scripts/pack-manifest.mjs) still runs.
    execFileSync('npm', ['pack', '--pack-destination', work], {
      cwd: ROOT,
      stdio: 'pipe',
      env: withCaCerts({ ...process.env, NORI_SKIP_BUILD: '1' }),
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
      // npm may reach its registry for the package's dependencies: with the machine's certificates.
      { cwd: project, stdio: 'pipe', env: withCaCerts() },
    );
  }, scaled(300_000));

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

  it('ships a LICENSE, the fields that say where nori lives, and no development scripts', () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules/nori/package.json'), 'utf8'),
    ) as Record<string, unknown> & { scripts?: Record<string, string> };
    expect(readFileSync(join(project, 'node_modules/nori/LICENSE'), 'utf8')).toMatch(
      /^MIT License/,
    );
    expect(manifest.license).toBe('MIT');
    // No repository, homepage or bugs field until the project has a public address: an invented
    // one would send people to somebody else's page.
    expect(manifest.scripts?.prepare).toBeUndefined();
    expect(manifest.scripts?.prepack).toBeUndefined();
    // The repository's own package.json is back as it was, `prepare` and all.
    const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(own.scripts.prepare).toBe('node scripts/build.mjs');
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

  it('works from require() too, with the same API', () => {
    writeFileSync(
      join(project, 'use.cjs'),
      [
        "const { yut, omok } = require('nori');",
        'const board = yut.classicBoard();',
        'const first = yut.legalMoves(board, yut.initialPosition(board), 3)[0];',
        'const plan = yut.bestPlan(board, [1, 2, 3, 4, 1, 2, 3, 4, 1, 2]).plan;',
        "const parsed = omok.parseBoard('0 0\\n');",
        'console.log(yut.bestScore(board, [1, 2, 3, 4, 1, 2, 3, 4, 1, 2]), first.piece, plan[0].piece);',
        'console.log(parsed.ok ? "ok" : omok.formatInputError(parsed.error));',
        '',
      ].join('\n'),
    );
    const out = execFileSync(process.execPath, ['use.cjs'], { cwd: project, encoding: 'utf8' });
    // Pieces count from 1 in legalMoves as in bestPlan; a broken board's error names its place.
    expect(out).toMatch(/^190 1 1\nline \d+.*\n$/);
  });

  it('type-checks from a CommonJS TypeScript project', () => {
    const cjs = join(project, 'cjs');
    execFileSync('mkdir', ['-p', cjs]);
    writeFileSync(join(cjs, 'package.json'), JSON.stringify({ type: 'commonjs' }));
    writeFileSync(
      join(cjs, 'use.cts'),
      [
        "import { yut, omok } from 'nori';",
        'const moves: yut.LegalMove[] = yut.legalMoves(yut.classicBoard(), yut.initialPosition(yut.classicBoard()), 1);',
        "const rule: omok.Rule = 'renju';",
        'console.log(moves.length, rule);',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(cjs, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          noEmit: true,
          types: [],
        },
        files: ['use.cts'],
      }),
    );
    const check = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], {
      cwd: cjs,
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('exports no internal helper', () => {
    writeFileSync(
      join(project, 'names.mjs'),
      "import { yut, omok } from 'nori';\nconsole.log(JSON.stringify([Object.keys(yut).sort(), Object.keys(omok).sort()]));\n",
    );
    const [yutNames, omokNames] = JSON.parse(
      execFileSync(process.execPath, ['names.mjs'], { cwd: project, encoding: 'utf8' }),
    ) as [string[], string[]];
    expect(yutNames).toContain('legalMoves');
    expect(omokNames).toContain('formatInputError');
    for (const internal of ['solveAllPart', 'interleaveParts', 'answerInto', 'RenjuChecker']) {
      expect([...yutNames, ...omokNames]).not.toContain(internal);
    }
  });
});
