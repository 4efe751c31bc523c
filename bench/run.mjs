// `npm run bench [-- NAME...]`: bundles each bench/*.bench.ts with esbuild (so a benchmark can
// import the TypeScript sources and the test references directly) and runs it in a fresh Node
// process, one after another, so that they do not disturb each other. A name selects its file
// and the files of its group: `omok-engine` runs omok-engine.bench.ts and
// omok-engine.ladder.bench.ts; `omok-engine.ladder` runs only the latter. A SIGINT, SIGTERM or
// SIGHUP sent to this process alone (not to its group, as Ctrl-C does) is passed on to the running
// benchmark, and no further one starts: a match is never left running without its runner.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { build } from 'esbuild';

const wanted = process.argv.slice(2);
const names = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .filter(
    (name) => wanted.length === 0 || wanted.includes(name) || wanted.includes(name.split('.')[0]),
  )
  .sort();

if (names.length === 0) {
  console.error(`bench: nothing matches ${wanted.join(' ')}`);
  process.exit(2);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let stoppedBy;

/** Runs one bundled benchmark in a fresh Node process: its exit status. */
function run(outfile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', outfile], { stdio: 'inherit' });
    const pass = (signal) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    for (const signal of SIGNALS) process.on(signal, pass);
    child.on('exit', (code) => {
      for (const signal of SIGNALS) process.off(signal, pass);
      resolve(code ?? 1);
    });
  });
}

let failed = false;
for (const name of names) {
  if (stoppedBy !== undefined) break;
  // One bundle per runner process, so that two benchmarks run side by side (as the fit's
  // labelling shards do) never read each other's half-written file.
  const outfile = `node_modules/.cache/nori-bench/${name}.${process.pid}.mjs`;
  await build({
    entryPoints: [`bench/${name}.bench.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    packages: 'external',
  });
  console.log(`\n=== ${name} ===`);
  if ((await run(outfile)) !== 0) failed = true;
  rmSync(outfile, { force: true });
}
if (stoppedBy !== undefined) process.exit(128 + constants.signals[stoppedBy]);
process.exit(failed ? 1 : 0);
