/**
 * One Chromium for every browser test file of a project (the projects `e2e` and `e2e-desktop` of
 * vitest.config.ts name this set-up). Launching Chromium costs about two seconds of CPU time, and
 * each file launched its own; now the files connect to this one (`launchChromium` in harness.ts)
 * and each test still gets a fresh browser context of its own, so nothing a test does (storage,
 * service workers, cookies) reaches another. Without Chromium nothing is launched and the files
 * skip or fail as harness.ts says.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_OPTIONS } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the shared Chromium; empty when none was launched. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) {
    project.provide('chromiumEndpoint', '');
    return async () => {};
  }
  const server = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
