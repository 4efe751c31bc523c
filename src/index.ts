/**
 * nori as a library: the pure cores of Dice Yut and Omok (no I/O), as docs/library.md documents
 * them. The command line and the playground use the cores' own wider surface (src/yut/index.ts,
 * src/omok/index.ts); the package exports only this.
 */

export * as omok from './public/omok.js';
export * as yut from './public/yut.js';
