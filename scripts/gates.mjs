// The static gates of `npm run check` and the build, side by side: biome, the three type checks and
// the build are independent (none reads what another writes: dist/ is outside biome's files and the
// type checks' includes), so on a machine of two cores they take about the time of the longest,
// not of all five (gates then build, one after the other: 7.0 and 6.5 s).
// The type checks are TypeScript 7's (the compiler written in Go): the root one alone took 14.0 s
// (23.2 CPU-s) with TypeScript 5.9 and takes 2.4 s (4.4 CPU-s) with it, on this tree.
// Each one's output is printed whole when it ends (never interleaved); the exit code is 1 when any
// failed, after all have ended.
import { spawn } from 'node:child_process';

// By its path: node_modules/.bin/tsc may be the other TypeScript's (typescript-5, kept for its API).
const TSC = [process.execPath, 'node_modules/typescript/bin/tsc'];
const GATES = [
  ['biome', ['biome', 'ci', '.']],
  ['tsc (root)', [...TSC, '--noEmit', '-p', 'tsconfig.json']],
  ['tsc (web)', [...TSC, '--noEmit', '-p', 'web/tsconfig.json']],
  ['tsc (web, node)', [...TSC, '--noEmit', '-p', 'web/tsconfig.node.json']],
  ['build', [process.execPath, 'scripts/build.mjs', '--quiet']],
];

/** Runs `npx`-less: the binaries of node_modules/.bin, found through npm's PATH. */
function run(name, [bin, ...args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ name, ok: false, text: `${error.message}\n`, ms: 0 }));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      resolve({ name, ok: code === 0, text, ms: performance.now() - started });
    });
  });
}

const results = await Promise.all(GATES.map(([name, command]) => run(name, command)));
for (const { name, ok, text, ms } of results) {
  const seconds = (ms / 1000).toFixed(1);
  process.stdout.write(`${ok ? 'ok' : 'FAILED'}  ${name} (${seconds} s)\n`);
  if (!ok) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
