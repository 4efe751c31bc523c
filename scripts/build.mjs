// Builds what the package ships: the command (one bundle, commands split into lazily loaded
// chunks, so start-up parses only what runs), the library (bundle + type declarations).
// Run by `npm ci` through `prepare`, so a fresh clone has a working `npx nori`.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const quiet = process.argv.includes('--quiet');

rmSync('dist', { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  define: { NORI_VERSION: JSON.stringify(pkg.version) },
  logLevel: quiet ? 'warning' : 'info',
  legalComments: 'none',
  // commander and friends are CommonJS; esbuild's ESM output needs `require` for node built-ins.
  banner: {
    js: "import { createRequire as __noriRequire } from 'node:module'; const require = __noriRequire(import.meta.url);",
  },
};

await build({
  ...common,
  entryPoints: { main: 'src/cli/entry.ts' },
  outdir: 'dist/cli',
  splitting: true,
  minify: false,
  chunkNames: 'chunks/[name]-[hash]',
});

await build({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist/lib',
  banner: {},
});

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
  stdio: 'inherit',
});

// The web playground (web/): a static site in dist/web, served by `nori serve`.
const { build: buildWeb } = await import('vite');
await buildWeb({ configFile: 'web/vite.config.ts', logLevel: quiet ? 'warn' : 'info' });
