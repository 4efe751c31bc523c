/**
 * Vite config of the playground: a static site in dist/web, built by scripts/build.mjs through
 * Vite's JS API. No framework, no remote assets; the cores are imported from src/ and bundled.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  // Relative asset URLs: the built page works from any path it is served under.
  base: './',
  publicDir: 'public',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One small page: keep every asset a file (the server's CSP forbids data: scripts anyway).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
});
