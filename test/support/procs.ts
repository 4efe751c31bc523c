/**
 * The processes a test left behind, read from /proc (Linux): the one helper the tests of the
 * runner, the compile and the command use to see what is still alive.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** What to leave out of `processesWith`. */
export interface ProcessFilter {
  /** A pid not to count (nori itself, whose command line holds the marker too). */
  readonly except?: number;
  /** Leave out nori's run helper (runner-sandbox.ts), which carries the program's command line. */
  readonly programsOnly?: boolean;
}

/** Live (non-zombie) processes whose command line holds `marker`. */
export function processesWith(marker: string, filter: ProcessFilter = {}): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === filter.except) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (filter.programsOnly === true && stat.includes('(nori-run-')) continue;
      if (stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * Waits until no process holds `marker` (SIGKILL is certain but not instantaneous: a killed
 * process needs a moment to die and be reaped), and returns those still there after `ms`.
 */
export async function leftWith(marker: string, ms = 3000): Promise<number[]> {
  for (let waited = 0; waited < ms; waited += 20) {
    if (processesWith(marker).length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return processesWith(marker);
}
