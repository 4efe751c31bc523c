#!/usr/bin/env -S node --inspect-port=224.0.0.0:9229
// The `nori` command. Its code is bundled into dist/ by `npm run build` (run by `npm ci`).
// CommonJS on purpose: Node 20 starts a CommonJS script faster than an ES module.

// SIGUSR1 must never open Node's inspector (a debugger on 127.0.0.1:9229 through which any local
// process could run code as the user; docs/cli.md, issue 23). Node 20 has no flag to turn the
// inspector's signal off, and its handler is in place from Node's own start. So:
// - run as a command (the line above; npm's links and `npx nori` run it so), Node is told to open
//   its inspector, should a signal ask, on a multicast address: a socket may listen there, but no
//   TCP connection can be made to it (the kernel refuses it: ENETUNREACH), from this machine or any
//   other. So a SIGUSR1 before this line finds Node's handler, whose inspector nobody can reach;
//   nori finds it open below, closes it and ends with 138;
// - on this line, Node's handler is taken away for good: a listener added and removed again
//   leaves SIGUSR1 with its default action, the end of nori (138 to a shell); src/cli/io/signals.ts
//   handles it (clean-ups first) while a command has something to clean up;
// - a SIGUSR1 that came before this line may have opened the inspector, or be opening it: then
//   it is closed and nori ends with 138. Run as `node bin/nori.cjs` (no address given) it listened
//   on 127.0.0.1:9229 until then, a moment any local process could use. Not when nori is run under
//   --inspect on purpose.
const none = () => {};
process.on('SIGUSR1', none);
process.off('SIGUSR1', none);
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
  // Node opens it from its event loop too, once a thread of its own has passed the signal on
  // (later still on a busy machine): look again once the loop has run, and then every 10 ms for
  // the first three seconds (timers that keep nothing alive). The stop then goes through nori's
  // own signal handling, clean-ups included, or the default action.
  const look = () => {
    if (!opened()) return false;
    process.kill(process.pid, 'SIGUSR1');
    return true;
  };
  setImmediate(() => {
    if (look()) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (look() || Date.now() - started > 3000) clearInterval(timer);
    }, 10);
    timer.unref();
  });
}

try {
  require.resolve('../dist/cli/nori.cjs');
} catch {
  process.stderr.write('nori: not built yet; run `npm run build` (npm ci does it) first\n');
  process.exit(2);
}
require('../dist/cli/nori.cjs');
