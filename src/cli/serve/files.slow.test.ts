import { expect, it } from 'vitest';
import { raceSymlinkSwap } from './files.test-helper.js';

it('never serves a file through a folder swapped for a symbolic link (20,000 racing requests)', async () => {
  const { leaks } = await raceSymlinkSwap(20_000);
  expect(leaks).toBe(0);
}, 600_000);
