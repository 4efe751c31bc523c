/** Runs the built `nori` command in tests (the build is done once by global-setup.ts). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/nori.cjs', import.meta.url));

/** What a run of the command printed, and its exit code. */
export interface Run {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

/** Runs `nori ARGS` with `input` on standard input, without colour. */
export function nori(args: readonly string[], input = ''): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
    maxBuffer: 64 << 20,
  });
  return { stdout: result.stdout, stderr: result.stderr, code: result.status };
}
