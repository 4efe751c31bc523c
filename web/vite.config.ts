/**
 * Vite config of the playground: a static site in dist/web, built by scripts/build.mjs through
 * Vite's JS API. No framework, no remote assets; the cores are imported from src/ and bundled.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { offlinePlugin } from './offline-plugin.js';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  // Relative asset URLs: the built page works from any path it is served under.
  base: './',
  publicDir: 'public',
  // The service worker that keeps the page working offline (offline-plugin.ts).
  plugins: [offlinePlugin(fileURLToPath(new URL('./service-worker.js', import.meta.url)))],
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
