import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'web/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The JSON report lets .ci/run print one plain closing line with the counts.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-output/vitest.json' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
