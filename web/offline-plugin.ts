/**
 * Writes the service worker (web/service-worker.js) into the built playground with the list of
 * every file the build wrote, so that one visit caches all of them, the Web Workers included. The
 * version is a hash of the files' names and contents: any change of the build is a new version,
 * whose worker replaces the old cache.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The file the page registers. */
export const SERVICE_WORKER = 'sw.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split(sep).join('/'))
    .sort();
}

export function offlinePlugin(source: string): Plugin {
  let outDir = '';
  return {
    name: 'nori-offline',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      // Pre-compressed copies (.gz, .br) are the same files to the browser: not listed twice.
      const files = filesUnder(outDir).filter(
        (name) => name !== SERVICE_WORKER && !/\.(gz|br)$/.test(name),
      );
      const hash = createHash('sha256');
      for (const name of files) hash.update(name).update(readFileSync(join(outDir, name)));
      const version = hash.digest('hex').slice(0, 16);
      const assets = ['./', ...files.map((name) => `./${name}`)];
      const body = readFileSync(source, 'utf8');
      writeFileSync(
        join(outDir, SERVICE_WORKER),
        `const VERSION = ${JSON.stringify(version)};\nconst ASSETS = ${JSON.stringify(assets)};\n${body}`,
      );
    },
  };
}
