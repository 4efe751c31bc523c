#!/usr/bin/env node
// The `nori` command. Its code is bundled into dist/ by `npm run build` (run by `npm ci`).
// CommonJS on purpose: Node 20 starts a CommonJS script faster than an ES module.

// First of all, before the bundle is read: SIGUSR1 ends nori with 138 and never opens Node's
// inspector (a debugger on 127.0.0.1 through which any local process could run code as the user;
// docs/cli.md). A listener replaces Node's own handler; src/cli/io/signals.ts takes over from this
// one. Node 20 has no flag to turn the inspector's signal off, so a SIGUSR1 that arrives while
// Node itself starts, before this line, still finds Node's handler: then the inspector is open
// (or about to open) when nori looks, and nori closes it and ends with 138 as if the signal had
// come a moment later. Not when nori is run under --inspect on purpose.
const EARLY = Symbol.for('nori.earlySigusr1');
process[EARLY] = () => process.exit(138);
process.on('SIGUSR1', process[EARLY]);
if (
  !/(^|\s)--inspect(-brk|-wait)?(=\S*)?(\s|$)/.test(
    `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`,
  )
) {
  const inspector = require('node:inspector');
  const opened = () => {
    if (inspector.url() === undefined) return false;
    inspector.close();
    return true;
  };
  if (opened()) process.exit(138);
  // Node opens it from its event loop too: look again once the loop has run (the stop then goes
  // through nori's own signal handling, clean-ups included).
  setImmediate(() => {
    if (opened()) process.emit('SIGUSR1', 'SIGUSR1');
  });
}

try {
  require.resolve('../dist/cli/nori.cjs');
} catch {
  process.stderr.write('nori: not built yet; run `npm run build` (npm ci does it) first\n');
  process.exit(2);
}
require('../dist/cli/nori.cjs');
