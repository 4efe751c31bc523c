// Builds what the package ships: the command (a small entry, the argument parser and one bundle
// per command, loaded only when needed), the library (bundle + type declarations) and the web
// playground.
// Run by `npm ci` through `prepare`, so a fresh clone has a working `npx nori` (the packed package
// has no `prepare`: scripts/pack-manifest.mjs takes it out while `npm pack` runs).
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { acquireBuildLock } from './build-lock.mjs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const quiet = process.argv.includes('--quiet');

// Another build of this checkout (a second `npm run bench`, a test run's build) finishes first.
const releaseLock = await acquireBuildLock();
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
// `nori yut` may add to Node's own (issue: at most 1.25 x `node -e 0`). Each module of this list
// becomes its own bundle, at the same place under dist/cli/ as under src/cli/ (so a path relative
// to the module, such as `../../../boards/`, means the same in both), and whoever imports it loads
// it with require(): a command's work only when that command runs (through `await import()`), a
// module with shared state (io/signals) at once, one copy for all. The list is explicit: a file's
// name decides nothing. A worker thread's entry is here too (yut/all-worker-run.ts): yut/all-run.ts finds its
// bundle with `new URL('./all-worker-run.cjs', import.meta.url)`.
const CLI_BUNDLES = [
  'main',
  // Not a command but shared state: the one registry of signal handlers, one copy for every bundle.
  'io/signals',
  'yut/run',
  'yut/general-run',
  'yut/all-run',
  'yut/all-worker-run',
  'omok/run',
  'omok/engine-run',
  'check/run',
  'gen/run',
  'serve/run',
  'brain/run',
];
const CLI_SOURCE = resolve('src/cli');

/**
 * Keeps every import of a listed module out of the bundle that imports it: the import becomes a
 * require() of that module's own bundle, by its path relative to where the importing bundle lies
 * (`out`, relative to dist/cli/).
 */
function lazyBundles(out) {
  const bundled = new Set(CLI_BUNDLES.map((name) => join(CLI_SOURCE, `${name}.ts`)));
  return {
    name: 'lazy-bundles',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const target = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
        if (!bundled.has(target)) return undefined;
        const from = dirname(join(CLI_SOURCE, out));
        let path = relative(from, target.replace(/\.ts$/, '.cjs')).split(sep).join('/');
        if (!path.startsWith('.')) path = `./${path}`;
        return { path, external: true };
      });
    },
  };
}

/** One CommonJS bundle of the command: `entry` (under src/cli/) into dist/cli/`out`.cjs. */
function buildCli(entry, out) {
  return build({
    ...common,
    format: 'cjs',
    entryPoints: [join(CLI_SOURCE, entry)],
    outfile: `dist/cli/${out}.cjs`,
    plugins: [lazyBundles(out)],
    // Lazy loading through require(), not import(): import() of a CommonJS file starts the ESM
    // loader, which is what this build avoids.
    supported: { 'dynamic-import': false },
    // import.meta.url has no meaning in CommonJS; give modules the file's URL instead.
    define: { ...common.define, 'import.meta.url': '__noriFileUrl' },
    banner: { js: "const __noriFileUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
}

await Promise.all([
  buildCli('entry.ts', 'nori'),
  ...CLI_BUNDLES.map((name) => buildCli(`${name}.ts`, name)),
]);

// The library, for `import` (dist/lib, ES module) and for `require` (dist/cjs, CommonJS), each
// with its type declarations: the same .d.ts files, read as ESM or CommonJS by the `type` of the
// package.json nearest to them.
await build({
  ...common,
  format: 'esm',
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist/lib',
});
await build({
  ...common,
  format: 'cjs',
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist/cjs',
});

// The declarations only: the type check is `npm run check`'s (scripts/gates.mjs checks every file
// first), so `--noCheck` emits the 61 files without checking them (TypeScript 7: 0.5 s).
execFileSync(
  process.execPath,
  ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--noCheck'],
  { stdio: 'inherit' },
);
cpSync('dist/lib', 'dist/cjs', {
  recursive: true,
  filter: (source) => !source.endsWith('.js'),
});
writeFileSync('dist/cjs/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);

// The web playground (web/): a static site in dist/web, served by `nori serve`.
const { build: buildWeb } = await import('vite');
await buildWeb({ configFile: 'web/vite.config.ts', logLevel: quiet ? 'warn' : 'info' });

// Pre-compressed copies of the playground's text files for `nori serve`, which sends the one the
// browser prefers (Accept-Encoding): brotli and gzip at their highest levels, made once here
// rather than on every request; kept only when smaller. The list of extensions is serve-files.ts's
// COMPRESSIBLE.
{
  const { readdirSync: list, readFileSync: read, writeFileSync: write } = await import('node:fs');
  const { brotliCompressSync, constants: zlib, gzipSync } = await import('node:zlib');
  for (const name of list('dist/web', { recursive: true })) {
    if (!/\.(html|js|mjs|css|svg|json|txt|map|webmanifest|wasm)$/.test(name)) continue;
    const data = read(`dist/web/${name}`);
    const brotli = brotliCompressSync(data, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gzip = gzipSync(data, { level: 9 });
    if (brotli.length < data.length) write(`dist/web/${name}.br`, brotli);
    if (gzip.length < data.length) write(`dist/web/${name}.gz`, gzip);
  }
}

releaseLock();
