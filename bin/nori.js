#!/usr/bin/env node
// The `nori` command. Its code is bundled into dist/ by `npm run build` (run by `npm ci`).
import('../dist/cli/main.js').catch((error) => {
  if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist')) {
    process.stderr.write('nori: not built yet; run `npm run build` (npm ci does it) first\n');
    process.exit(2);
  }
  throw error;
});
