/**
 * A worker thread of `nori yut --all`: its own bundle (dist/cli/yut/all-worker-run.cjs, by the
 * list of scripts/build.mjs), started by all-pool.ts; it fills the parts it is sent.
 */
import { serveAllParts } from './all-pool.js';

serveAllParts();
