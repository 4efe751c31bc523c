/** Runs the built `nori` command in tests (the build is done once by global-setup.ts). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));

/** What a run of the command printed, and its exit code. */
export interface Run {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

/**
 * Runs `nori ARGS` with `input` on standard input, without colour, in an English locale unless
 * `env` sets another (LANG=ko_KR.UTF-8 for Korean).
 */
export function nori(
  args: readonly string[],
  input = '',
  env: Readonly<Record<string, string>> = {},
): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    env: {
      ...process.env,
      LANG: 'C.UTF-8',
      LC_ALL: undefined,
      LC_MESSAGES: undefined,
      NO_COLOR: '1',
      FORCE_COLOR: undefined,
      ...env,
    },
    maxBuffer: 64 << 20,
  });
  return { stdout: result.stdout, stderr: result.stderr, code: result.status };
}
