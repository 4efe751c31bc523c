#!/usr/bin/env node
// The `nori` command. Its code is bundled into dist/ by `npm run build` (run by `npm ci`).
// CommonJS on purpose: Node 20 starts a CommonJS script faster than an ES module.
try {
  require.resolve('../dist/cli/nori.cjs');
} catch {
  process.stderr.write('nori: not built yet; run `npm run build` (npm ci does it) first\n');
  process.exit(2);
}
require('../dist/cli/nori.cjs');
