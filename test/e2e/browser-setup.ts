/**
 * One Chromium and one `nori serve` of the playground for every browser test file of a project (the
 * projects `e2e` and `e2e-sweep` of vitest.config.ts name this set-up). Launching Chromium costs
 * about two seconds of CPU time, and each file launched its own; now the files connect to this one
 * (`launchChromium` in harness.ts) and each test still gets a page cleared of everything stored
 * (playground.test-helper.ts), so nothing a test does (storage, service workers, cookies) reaches
 * another. The playground's files load the page from the one server started here (`playgroundUrl`),
 * so that a context a worker keeps serves its next file too. Without Chromium nothing is launched
 * and the files skip or fail as harness.ts says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_OPTIONS, featuresDropped, type Served, startServe } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the shared Chromium; empty when none was launched. */
    chromiumEndpoint: string;
    /** The address of the shared `nori serve` of the playground; empty when none was started. */
    playgroundUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) {
    project.provide('chromiumEndpoint', '');
    project.provide('playgroundUrl', '');
    return async () => {};
  }
  const server = await chromium.launchServer(CHROMIUM_OPTIONS);
  // Our --disable-features replaces playwright-core's own: after an update of playwright-core
  // that turns off a feature more, say so instead of quietly turning it back on.
  const pid = server.process().pid;
  const commandLine = pid === undefined ? [] : readCommandLine(pid);
  const dropped = featuresDropped(commandLine);
  if (dropped.length > 0) {
    await server.close();
    throw new Error(
      `test/e2e/harness.ts DISABLED_FEATURES lacks what playwright-core turns off: ${dropped.join(', ')}`,
    );
  }
  project.provide('chromiumEndpoint', server.wsEndpoint());
  let served: Served;
  try {
    served = await startServe();
  } catch (error) {
    await server.close();
    throw error;
  }
  project.provide('playgroundUrl', served.url);
  return async () => {
    await served.stop();
    await server.close();
  };
}

/** The arguments of process `pid` (Linux's /proc); none where it cannot be read. */
function readCommandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}
