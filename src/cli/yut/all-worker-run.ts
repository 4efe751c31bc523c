/**
 * A worker thread of `nori yut --all`: its own bundle (dist/cli/yut-all-worker-run.cjs, by the
 * *-run.ts rule of scripts/build.mjs), started by yut-all-pool.ts; it fills the parts it is sent.
 */
import { serveAllParts } from './all-pool.js';

serveAllParts();
