// `npm pack` and `npm publish` ship package.json as it is, and its `prepare` script (the build, so
// that `npm ci` in a clone gives a working `npx nori`) means nothing to a user of the package: npm
// would list it on every install. `prepack` runs `strip`: package.json loses `prepare` (and the
// other development-only scripts), its original kept in package.json.orig; `postpack` runs
// `restore`. A `strip` with a leftover package.json.orig (an interrupted pack) restores first.
// `strip` builds first (what `prepare` did for `npm pack`), unless NORI_SKIP_BUILD is set (the
// package test packs the dist/ its run built).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const ORIGINAL = 'package.json.orig';
/** The scripts a user of the packed package has no use for. */
const DEVELOPMENT_SCRIPTS = ['prepare', 'prepack', 'postpack', 'check', 'lint', 'format', 'bench'];

const action = process.argv[2];
if (action === 'strip') {
  if (existsSync(ORIGINAL)) renameSync(ORIGINAL, MANIFEST);
  if (!process.env.NORI_SKIP_BUILD) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  }
  const text = readFileSync(MANIFEST, 'utf8');
  const manifest = JSON.parse(text);
  writeFileSync(ORIGINAL, text);
  for (const name of DEVELOPMENT_SCRIPTS) delete manifest.scripts?.[name];
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
} else if (action === 'restore') {
  if (existsSync(ORIGINAL)) renameSync(ORIGINAL, MANIFEST);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
