// `npm run bench [-- NAME...]`: bundles each bench/*.bench.ts with esbuild (so a benchmark can
// import the TypeScript sources and the test references directly) and runs it in a fresh Node
// process, one after another, so that they do not disturb each other. A name selects its file
// and the files of its group: `omok-engine` runs omok-engine.bench.ts and
// omok-engine.ladder.bench.ts; `omok-engine.ladder` runs only the latter.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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

let failed = false;
for (const name of names) {
  const outfile = `node_modules/.cache/nori-bench/${name}.mjs`;
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
  const result = spawnSync(process.execPath, ['--expose-gc', outfile], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
