/**
 * nori as a library: the pure cores of Dice Yut and Omok (no I/O). The command line and the web
 * playground are built on exactly this surface.
 */

export * as omok from './omok/index.js';
export * as yut from './yut/index.js';
