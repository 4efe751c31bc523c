// Builds what the package ships: the command (a small entry, the argument parser and one bundle
// per command, loaded only when needed), the library (bundle + type declarations) and the web
// playground.
// Run by `npm ci` through `prepare`, so a fresh clone has a working `npx nori`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const quiet = process.argv.includes('--quiet');

rmSync('dist', { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  define: { NORI_VERSION: JSON.stringify(pkg.version) },
  logLevel: quiet ? 'warning' : 'info',
  legalComments: 'none',
};

// The command is CommonJS, not ESM: on Node 20 the ESM loader alone costs more start-up time than
// `nori yut` may add to Node's own (issue: at most 1.25 x `node -e 0`). Each `src/cli/*-run.ts`
// becomes its own bundle that the dispatcher loads with require() only when that command runs.
// A worker thread's entry is named `*-run.ts` too (yut-all-worker-run.ts), so it gets its own
// bundle beside the others, which `new Worker(new URL('./NAME-run.cjs', import.meta.url))` finds.
const runModules = readdirSync('src/cli').filter((file) => /-run\.ts$/.test(file));
const lazyRunModules = {
  name: 'lazy-run-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\/([a-z-]+-run|main)\.js$/ }, (args) => ({
      path: args.path.replace(/\.js$/, '.cjs'),
      external: true,
    }));
  },
};
await build({
  ...common,
  format: 'cjs',
  entryPoints: [
    { in: 'src/cli/entry.ts', out: 'nori' },
    { in: 'src/cli/main.ts', out: 'main' },
    ...runModules.map((file) => ({ in: `src/cli/${file}`, out: file.replace(/\.ts$/, '') })),
  ],
  outdir: 'dist/cli',
  outExtension: { '.js': '.cjs' },
  plugins: [lazyRunModules],
  // Lazy loading through require(), not import(): import() of a CommonJS file starts the ESM
  // loader, which is what this build avoids.
  supported: { 'dynamic-import': false },
  // import.meta.url has no meaning in CommonJS; give modules the file's URL instead.
  define: { ...common.define, 'import.meta.url': '__noriFileUrl' },
  banner: { js: "const __noriFileUrl = require('node:url').pathToFileURL(__filename).href;" },
});

await build({
  ...common,
  format: 'esm',
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist/lib',
});

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
  stdio: 'inherit',
});

// The web playground (web/): a static site in dist/web, served by `nori serve`.
const { build: buildWeb } = await import('vite');
await buildWeb({ configFile: 'web/vite.config.ts', logLevel: quiet ? 'warn' : 'info' });
