#!/usr/bin/env node
// Kept for scripts that run `node bin/nori.js`; the package's command is bin/nori.cjs.
import '../dist/cli/nori.cjs';
