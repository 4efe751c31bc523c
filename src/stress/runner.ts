/**
 * Runs somebody's solution once on one input, the way a judge does: the input on standard input, a
 * time limit, a cap on the output, and nothing left behind afterwards.
 *
 * Every run is the leader of its own process group (`detached: true` makes the child call
 * setsid()), so killing `-pid` also kills whatever the program started: the `python3` behind a
 * shell wrapper, a forked helper, a stray background job. The group is killed when the time limit
 * or the output cap is hit, when the caller aborts, and also right after the program exits, so that
 * no descendant outlives its run. A cut-short run settles as soon as its leader is reaped (the
 * rest of the group, killed with it, goes a moment later). The kill at the exit is the last
 * signal a group gets: Node has just reaped the leader, so from then on its pid may be reused, and
 * the group leaves the live set that the command line kills on Ctrl-C (`killAllGroups`).
 *
 * A process that calls setsid() itself leaves the group, and nori cannot find or kill it. If it
 * keeps the run's output open, the run still ends at the time limit: if the program is still
 * running, as a plain TLE; if it has exited, as TLE too (`output-held`), since its output was not
 * complete within the limit. The escaped process is left running, and the report says so.
 *
 * Verdicts: TLE and OLE mean nori killed the run; RE is a non-zero exit or death by a signal; WA a
 * clean exit with the wrong tokens. OLE (output limit exceeded, Baekjoon's 출력 초과) is used for a
 * program that prints more than the cap: it is what really happened and is more helpful than a TLE
 * or a WA on a truncated output. TLE and OLE take precedence over RE, and RE over WA.
 */
import { spawn } from 'node:child_process';
import { sameTokens } from './compare.js';

/** The judge's verdict on one run. */
export type Verdict = 'AC' | 'WA' | 'RE' | 'TLE' | 'OLE';

/** Every verdict, in the order summaries list them. */
export const VERDICTS: readonly Verdict[] = ['AC', 'WA', 'RE', 'TLE', 'OLE'];

/** Limits of one run. */
export interface RunLimits {
  /** Wall-clock time limit in milliseconds; past it the group is killed (TLE). */
  timeoutMs: number;
  /** Bytes of standard output kept; past it the group is killed (OLE). */
  maxOutputBytes: number;
  /** Bytes of standard error kept (the rest is read and dropped; the run goes on). */
  maxErrorBytes: number;
}

/** Defaults: Baekjoon-like 2 s, 1 MiB of output (both problems answer in a few bytes). */
export const DEFAULT_LIMITS: RunLimits = {
  timeoutMs: 2000,
  maxOutputBytes: 1 << 20,
  maxErrorBytes: 64 << 10,
};

/** How the program itself ended. */
export type ExitEnd = { kind: 'exited'; code: number } | { kind: 'signaled'; signal: string };

/** How a run ended, before its output is compared. */
export type RunEnd =
  | ExitEnd
  | { kind: 'timeout' }
  /** It exited, but its output pipes were still open at the time limit (see the module comment). */
  | { kind: 'output-held'; exit: ExitEnd }
  | { kind: 'output-limit' }
  | { kind: 'aborted' };

/** What one run did. */
export interface RunResult {
  end: RunEnd;
  stdout: string;
  stderr: string;
  /** Wall-clock milliseconds from spawn to exit (or to the kill, or to giving up the pipes). */
  elapsedMs: number;
  /** The process id, which is also the process group id. */
  pid: number;
}

/** The program could not be started at all (not found, not executable). */
export class SpawnError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const liveGroups = new Set<number>();

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone, which is what we want.
  }
}

/**
 * Kills every process group started by `runProgram` whose leader has not exited yet: what the
 * command line calls when it is interrupted (src/cli/check-signals.ts).
 */
export function killAllGroups(): void {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}

/** How many process groups are live right now (for tests). */
export function liveGroupCount(): number {
  return liveGroups.size;
}

/**
 * Runs `command` (argv; no shell) once with `input` on its standard input. Resolves once the
 * program has exited and either its output pipes have closed or the run was cut short (time limit,
 * output cap, abort); rejects only with a `SpawnError`. See the module comment for what is killed
 * when.
 */
export function runProgram(
  command: readonly string[],
  input: string,
  limits: RunLimits = DEFAULT_LIMITS,
  abort?: AbortSignal,
): Promise<RunResult> {
  const [file, ...args] = command;
  if (file === undefined) return Promise.reject(new SpawnError('no command to run', undefined));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, args, { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const pid = child.pid;
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    /** Why nori cut the run short, if it did. */
    let forced: RunEnd | undefined;
    /** How the program itself ended, once Node has reaped it. */
    let exit: ExitEnd | undefined;
    let elapsedMs: number | undefined;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;

    const settle = (end: RunEnd): void => {
      if (settled || pid === undefined) return;
      settled = true;
      elapsedMs ??= performance.now() - started;
      clearTimeout(timer);
      abort?.removeEventListener('abort', onAbort);
      // The pipes may still be held open by a process that left the group: stop reading them.
      child.stdin.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({
        end,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        elapsedMs,
        pid,
      });
    };
    const force = (end: RunEnd): void => {
      if (settled || forced !== undefined || pid === undefined) return;
      forced = end;
      elapsedMs = performance.now() - started;
      if (exit === undefined) {
        // Settled at 'exit', which SIGKILL makes come at once; the pipes are not waited for.
        killGroup(pid);
        return;
      }
      // The program has exited and its group was killed then (and must not be killed again: the
      // pid is free for reuse). Only a process outside the group can still hold the pipes.
      settle(end.kind === 'timeout' ? { kind: 'output-held', exit } : end);
    };
    const onAbort = (): void => force({ kind: 'aborted' });

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (pid !== undefined) return; // it did start; 'exit' and 'close' still follow
      const why =
        error.code === 'ENOENT'
          ? 'not found'
          : error.code === 'EACCES'
            ? 'permission denied'
            : error.message;
      reject(new SpawnError(`cannot run ${file}: ${why}`, error.code));
    });
    if (pid === undefined) return;
    liveGroups.add(pid);

    child.stdout.on('data', (chunk: Buffer) => {
      if (forced !== undefined) return;
      const room = limits.maxOutputBytes - outBytes;
      if (chunk.length > room) {
        out.push(chunk.subarray(0, room));
        outBytes = limits.maxOutputBytes;
        force({ kind: 'output-limit' });
        return;
      }
      out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const room = limits.maxErrorBytes - errBytes;
      if (room <= 0) return;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      err.push(kept);
      errBytes += kept.length;
    });
    // The program may exit without reading its input, and a settled run destroys the pipes while
    // an escaped process may still use them: errors on them are expected, not failures.
    child.stdin.on('error', () => {});
    child.stdout.on('error', () => {});
    child.stderr.on('error', () => {});
    child.stdin.end(input);

    child.on('exit', (code, signal) => {
      exit = signal !== null ? { kind: 'signaled', signal } : { kind: 'exited', code: code ?? 0 };
      elapsedMs ??= performance.now() - started;
      // Node has just reaped the leader, in this same turn. Kill what it left running in its
      // group (so that the pipes close), once, and forget the group: from now on its pid may be
      // reused by an unrelated process, so it is never signalled again.
      killGroup(pid);
      liveGroups.delete(pid);
      if (forced !== undefined) settle(forced);
    });
    // Both pipes closed after the exit: every byte the program wrote has been read.
    child.on('close', () => settle(forced ?? exit ?? { kind: 'aborted' }));

    // In force until the run settles, also after the exit, so that a process that left the group
    // and holds the pipes cannot make the run last longer than the limit.
    timer = setTimeout(() => force({ kind: 'timeout' }), limits.timeoutMs);
    if (abort !== undefined) {
      if (abort.aborted) onAbort();
      else abort.addEventListener('abort', onAbort, { once: true });
    }
  });
}

/** The verdict of a run against the expected output (TLE, OLE > RE > WA). */
export function judgeRun(result: RunResult, expected: string): Verdict {
  switch (result.end.kind) {
    case 'timeout':
    case 'output-held':
    case 'aborted':
      return 'TLE';
    case 'output-limit':
      return 'OLE';
    case 'signaled':
      return 'RE';
    case 'exited':
      if (result.end.code !== 0) return 'RE';
      return sameTokens(expected, result.stdout) ? 'AC' : 'WA';
  }
}

/** A short human description of how a run ended, e.g. "exit code 1", "killed by SIGSEGV". */
export function describeEnd(result: RunResult, limits: RunLimits): string {
  switch (result.end.kind) {
    case 'exited':
      return `exit code ${result.end.code}`;
    case 'signaled':
      return `killed by ${result.end.signal}`;
    case 'timeout':
      return `no answer within ${limits.timeoutMs} ms; its process group was killed`;
    case 'output-held': {
      const how =
        result.end.exit.kind === 'exited'
          ? `exit code ${result.end.exit.code}`
          : `killed by ${result.end.exit.signal}`;
      return (
        `it ended (${how}), but its output was still open after ${limits.timeoutMs} ms, held ` +
        'by a process it started outside its process group (setsid?), which nori does not kill'
      );
    }
    case 'output-limit':
      return `printed more than ${limits.maxOutputBytes} bytes; its process group was killed`;
    case 'aborted':
      return 'stopped by nori';
  }
}
