/**
 * The runner's tests again with every run spawned from Node itself (NORI_NO_LAUNCHER=1), the way
 * runs start where the launcher cannot be had (runner-launcher.ts): the same verdicts, limits,
 * kills and clean-ups either way. The project `slow` runs each file in a process of its own, so
 * the setting ends with this file.
 */
process.env.NORI_NO_LAUNCHER = '1';
await import('./runner.test.js');
