/**
 * Runs somebody's solution once on one input, the way a judge does: the input on standard input, a
 * time limit on CPU time, a cap on the output, and nothing left behind afterwards.
 *
 * Every run is the leader of its own process group (`detached: true` makes the child call
 * setsid()), and every process it starts inherits a marker in its environment (runner-procs.ts).
 * When the run ends, for whatever reason, nori kills the group and every process that carries the
 * run's marker or descends from one that does, also one that left the group with setpgid() or
 * setsid(), in rounds until none is left. The group is killed by its id only while Node has not
 * reaped the leader (after that the id may be reused), and a single process only after checking
 * its start time, so an unrelated process that took a pid is never hit. When nori itself is
 * killed, the watchdog (runner-watchdog.ts) does the same.
 *
 * Time: the limit is on CPU time (user + system) of the whole process tree, as judges do, so a
 * verdict does not depend on how busy the machine is. The wall clock only caps a run that waits
 * instead of computing (`wallTimeoutMs`, several times the limit). Without /proc (not Linux), CPU
 * time cannot be measured: the limit is then on the wall clock, and `cpuMs` is undefined.
 *
 * If a process escapes every means of finding it (it cleared its environment and was orphaned
 * before nori looked) and keeps the run's output open, the run still ends at the wall cap: as a
 * TLE (`output-held`), since its output was not complete.
 *
 * Verdicts: TLE and OLE mean nori killed the run (or, for TLE, that it used more CPU time than the
 * limit); RE is a non-zero exit or death by a signal; WA a clean exit with the wrong tokens. OLE
 * (output limit exceeded, Baekjoon's 출력 초과) is used for a program that prints more than the cap.
 * TLE and OLE take precedence over RE, and RE over WA.
 */

import { spawn } from 'node:child_process';
import { type Message, msg, render } from '../i18n/index.js';
import { sameTokens } from './compare.js';
import { HAS_PROC, MARKER, ProcessTable, type RunProcs, readStat } from './runner-procs.js';
import {
  absoluteArguments,
  type KernelLimits,
  kernelLimitsFor,
  makeRunDir,
  removeRunDir,
  resolveProgram,
  runEnvironment,
  runHelper,
  wrapCommand,
} from './runner-sandbox.js';
import { startWatchdog, type Watchdog } from './runner-watchdog.js';

/** The judge's verdicts on one run, in the order summaries list them. */
export const VERDICTS = ['AC', 'WA', 'RE', 'TLE', 'MLE', 'OLE'] as const;

/** One of `VERDICTS` (listed there in the order summaries list them). */
export type Verdict = (typeof VERDICTS)[number];

/** Limits of one run. */
export interface RunLimits {
  /** CPU time limit in milliseconds (user + system of the process tree); past it, TLE. */
  timeoutMs: number;
  /** Wall-clock cap in milliseconds, for a run that waits instead of computing; past it, TLE. */
  wallTimeoutMs: number;
  /** Bytes of standard output kept; past it the group is killed (OLE). */
  maxOutputBytes: number;
  /** Bytes of standard error kept (the rest is read and dropped; the run goes on). */
  maxErrorBytes: number;
  /**
   * What the kernel enforces on every process of the run (runner-sandbox.ts): address space, CPU
   * seconds, processes, file size, open files. `processes` is also counted over the tree by the
   * runner (past it, the run is killed: `process-limit`). Absent: none of these.
   */
  kernel?: KernelLimits;
}

/** Where and with what a run starts. */
export interface RunOptions {
  /**
   * The working folder. Without it, a fresh private folder is made for the run and removed
   * afterwards (and relative file names among the arguments are made absolute first).
   */
  cwd?: string;
  /** Variables added to the environment nori gives the run (runner-sandbox.ts `runEnvironment`). */
  env?: Record<string, string>;
}

/** How many times the CPU limit the wall clock may run: room for a machine busy with others. */
export const WALL_FACTOR = 10;

/** Defaults: Baekjoon-like 2 s, 1 MiB of output (both problems answer in a few bytes). */
export const DEFAULT_LIMITS: RunLimits = limitsFor(2000);

/**
 * The limits for a CPU time limit of `timeoutMs` (the wall cap follows from it). With `memory`,
 * the address space is capped at its limit plus the language's allowance (both MiB); an allowance
 * of `null` is for runtimes sized by their own flags (JVMs, V8): no address-space cap.
 */
export function limitsFor(
  timeoutMs: number,
  memory?: { limitMb: number; allowanceMb: number | null },
): RunLimits {
  const kernel = kernelLimitsFor(timeoutMs);
  if (memory !== undefined && memory.allowanceMb !== null) {
    kernel.addressSpaceBytes = (memory.limitMb + memory.allowanceMb) * 2 ** 20;
  }
  return {
    timeoutMs,
    wallTimeoutMs: HAS_PROC ? Math.min(2 ** 31 - 1, timeoutMs * WALL_FACTOR) : timeoutMs,
    maxOutputBytes: 1 << 20,
    maxErrorBytes: 64 << 10,
    kernel,
  };
}

/** True when the time limit is judged on CPU time (Linux); false where only wall time is known. */
export const MEASURES_CPU: boolean = HAS_PROC;

/** How the program itself ended. */
export type ExitEnd = { kind: 'exited'; code: number } | { kind: 'signaled'; signal: string };

/** How a run ended, before its output is compared. */
export type RunEnd =
  | ExitEnd
  /** Over a limit: CPU time (killed, or ended past it: then `exit` says how) or the wall cap. */
  | { kind: 'timeout'; limit: 'cpu' | 'wall'; exit?: ExitEnd }
  /** It exited, but its output pipes were still open at the wall cap (see the module comment). */
  | { kind: 'output-held'; exit: ExitEnd }
  | { kind: 'output-limit' }
  /** More processes at once than `kernel.processes`: the run was killed. */
  | { kind: 'process-limit' }
  | { kind: 'aborted' };

/** What one run did. */
export interface RunResult {
  end: RunEnd;
  stdout: string;
  stderr: string;
  /** Wall-clock milliseconds from spawn to exit (or to the kill, or to giving up the pipes). */
  wallMs: number;
  /** CPU milliseconds (user + system) of the whole process tree; undefined without /proc. */
  cpuMs: number | undefined;
  /** Largest resident memory of the process tree seen while it ran, kB; undefined without /proc. */
  peakRssKb: number | undefined;
  /** The process id, which is also the process group id. */
  pid: number;
  /**
   * It failed (non-zero exit or a signal) under an address-space cap and said it ran out of
   * memory (std::bad_alloc, MemoryError, OutOfMemoryError, ...): a memory-limit verdict.
   */
  outOfMemory: boolean;
}

/** What programs print when an allocation fails, in the languages nori compiles. */
const OUT_OF_MEMORY =
  /std::bad_alloc|MemoryError|OutOfMemoryError|memory allocation of \d+ bytes failed|out of memory|Cannot allocate memory/;

/** The program could not be started at all (not found, not executable). */
export class SpawnError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** The same as a message of the catalogue, for any language (absent: `message` is all). */
    readonly text?: Message,
  ) {
    super(message);
  }
}

/** Why `file` cannot run, as a message: `cannot run sol: not found`. */
function cannotRun(file: string, why: string, code: string | undefined): SpawnError {
  const reason =
    why === 'not found'
      ? msg('run.not-found')
      : why === 'permission denied'
        ? msg('run.permission')
        : why === 'it is a directory'
          ? msg('run.directory')
          : why;
  const text = msg('run.cannot-run', { file, why: reason });
  return new SpawnError(render('en', text), code, text);
}

const table = new ProcessTable();

/**
 * Forgets the CPU time of processes nori ran and waited for itself before the first run (the
 * compiler of a source file, and of the run helper, built here on first use rather than inside
 * the first run, whose time it was counted as): see `ProcessTable.forgetEarlierChildren`.
 */
export function forgetEarlierChildren(): void {
  runHelper();
  table.forgetEarlierChildren();
}
const liveGroups = new Set<number>();
/** Leaders that are the helper (runner-sandbox.ts): SIGTERM makes one end its whole tree. */
const helperLeaders = new Set<number>();
/** The private folders of runs not yet settled. */
const liveDirs = new Set<string>();
let watchdog: Watchdog | undefined;

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone, which is what we want.
  }
}

/**
 * Starts the watchdog that kills every run's processes if nori dies without doing it (SIGKILL).
 * Returns the function that lets it go (at the end of a check).
 */
export function guardWithWatchdog(): () => void {
  const started = startWatchdog(table.instance);
  watchdog = started;
  for (const pid of liveGroups) started.add(pid);
  return () => {
    if (watchdog === started) watchdog = undefined;
    started.close();
  };
}

/** Blocks the thread for `ms` (only where nori is about to exit and cannot wait otherwise). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Kills every process of every run that has not ended: the helpers first (each ends its whole tree,
 * orphans included), then the groups and every marked descendant, in rounds until none is left (at
 * most about a second); then removes the runs' private folders. Synchronous: what the command
 * line calls when it is told to stop (src/cli/check-signals.ts), just before it exits.
 */
export function killAllGroups(): void {
  for (const pid of helperLeaders) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  // A helper that has ended its tree is a zombie until Node reaps it: wait for that, briefly.
  for (let round = 0; round < 50 && [...helperLeaders].some(isRunning); round++) pause(10);
  for (const pid of liveGroups) killGroup(pid);
  for (let round = 0; round < 100; round++) {
    table.scan();
    let signalled = 0;
    for (const run of table.all()) signalled += table.killMembers(run);
    if (signalled === 0) break;
    pause(10);
  }
  for (const dir of liveDirs) removeRunDir(dir);
  liveDirs.clear();
}

/**
 * Keeps `dir` (a temporary folder of the caller's: a build under way) on the list of what
 * `killAllGroups` removes when nori is stopped. Returns the function that takes it off.
 */
export function keepUntilSettled(dir: string): () => void {
  liveDirs.add(dir);
  return () => {
    liveDirs.delete(dir);
  };
}

/** The process is alive (not gone, not a zombie). */
function isRunning(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** How many process groups are live right now (for tests). */
export function liveGroupCount(): number {
  return liveGroups.size;
}

/**
 * One timer samples /proc for every live run (a scan serves them all) and tells each run its
 * usage, so that a run is stopped soon after it passes its CPU limit.
 */
const samplers = new Map<RunProcs, { everyMs: number; check: () => void }>();
let sampleTimer: NodeJS.Timeout | undefined;
let sampleEveryMs = 0;

function sampleAll(): void {
  table.scan();
  for (const { check } of samplers.values()) check();
}

function startSampling(run: RunProcs, everyMs: number, check: () => void): void {
  if (!HAS_PROC) return;
  samplers.set(run, { everyMs, check });
  const wanted = Math.min(...[...samplers.values()].map((s) => s.everyMs));
  if (sampleTimer !== undefined && wanted >= sampleEveryMs) return;
  clearInterval(sampleTimer);
  sampleEveryMs = wanted;
  sampleTimer = setInterval(sampleAll, wanted);
}

function stopSampling(run: RunProcs): void {
  samplers.delete(run);
  if (samplers.size === 0) {
    clearInterval(sampleTimer);
    sampleTimer = undefined;
  }
}

/**
 * Kills what is left of a run whose leader Node has reaped: every member, found again and again
 * (a process may fork while it is being killed) until none is left; then forgets the run.
 */
function sweep(run: RunProcs, round = 0): void {
  table.scan();
  const signalled = table.killMembers(run);
  if (signalled === 0 || round >= 200) {
    table.forget(run);
    return;
  }
  setTimeout(() => sweep(run, round + 1), 5).unref();
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
  options: RunOptions = {},
): Promise<RunResult> {
  const [file, ...given] = command;
  if (file === undefined) {
    const text = msg('run.no-command');
    return Promise.reject(new SpawnError(render('en', text), undefined, text));
  }
  // The run starts in another folder: its program and file arguments are found from this one.
  const program = resolveProgram(file);
  if (typeof program !== 'string') {
    return Promise.reject(cannotRun(file, program.why, program.code));
  }
  const args = options.cwd === undefined ? absoluteArguments(given) : given;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const runId = table.newRunId();
    const dir = options.cwd === undefined ? makeRunDir() : undefined;
    if (dir !== undefined) liveDirs.add(dir);
    const wrapped = wrapCommand([program, ...args], limits.kernel);
    const child = spawn(wrapped.argv[0]!, wrapped.argv.slice(1), {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      cwd: options.cwd ?? dir,
      env: runEnvironment(dir, { ...options.env, [MARKER]: runId }),
    });
    const pid = child.pid;
    const dropDir = (): void => {
      if (dir === undefined) return;
      removeRunDir(dir);
      liveDirs.delete(dir);
    };
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    /** Why nori cut the run short, if it did. */
    let forced: RunEnd | undefined;
    /** How the program itself ended, once Node has reaped it. */
    let exit: ExitEnd | undefined;
    /** The leader's CPU time is known (a moment after it is reaped). */
    let accounted = false;
    let closed = false;
    let wallMs: number | undefined;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let procs: RunProcs | undefined;

    const finish = (): void => {
      if (settled || pid === undefined || exit === undefined || !accounted) return;
      if (!closed && forced === undefined) return;
      settled = true;
      wallMs ??= performance.now() - started;
      clearTimeout(timer);
      abort?.removeEventListener('abort', onAbort);
      // The pipes may still be held open by a process that escaped: stop reading them.
      child.stdin.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
      dropDir();
      const usage = procs?.usage();
      const cpuMs = HAS_PROC ? usage?.cpuMs : undefined;
      let end: RunEnd = forced ?? exit;
      if (end.kind === 'timeout' && end.limit === 'wall' && forced !== undefined && exitedFirst) {
        end = { kind: 'output-held', exit };
      }
      if ((end.kind === 'exited' || end.kind === 'signaled') && (cpuMs ?? 0) > limits.timeoutMs) {
        end = { kind: 'timeout', limit: 'cpu', exit: end };
      }
      const stderr = Buffer.concat(err).toString('utf8');
      const failed = end.kind === 'signaled' || (end.kind === 'exited' && end.code !== 0);
      resolve({
        end,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr,
        wallMs,
        cpuMs,
        peakRssKb: HAS_PROC ? usage?.peakRssKb : undefined,
        pid,
        outOfMemory:
          failed &&
          limits.kernel?.addressSpaceBytes !== undefined &&
          OUT_OF_MEMORY.test(stderr.slice(-4096)),
      });
    };
    /** The program had exited before nori cut the run short (only its output was still open). */
    let exitedFirst = false;
    const force = (end: RunEnd): void => {
      if (settled || forced !== undefined || pid === undefined) return;
      forced = end;
      wallMs = performance.now() - started;
      if (exit === undefined) {
        // Settled once the leader is reaped, which SIGKILL makes come at once; the pipes are not
        // waited for. The helper is asked first, so that it ends the orphans of the tree too
        // (they are its children); if it has not ended in half a second, SIGKILL.
        if (wrapped.helper) {
          try {
            process.kill(pid, 'SIGTERM');
          } catch {
            // gone already
          }
          setTimeout(() => {
            if (exit !== undefined) return;
            killGroup(pid);
            if (procs !== undefined) table.killMembers(procs);
          }, 500).unref();
          return;
        }
        killGroup(pid);
        if (procs !== undefined) table.killMembers(procs);
        return;
      }
      // The program has exited and what nori could find of it was killed then. Only a process
      // that escaped can still hold the pipes.
      exitedFirst = true;
      finish();
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
      dropDir();
      reject(cannotRun(file, why, error.code));
    });
    if (pid === undefined) return;
    liveGroups.add(pid);
    if (wrapped.helper) helperLeaders.add(pid);
    watchdog?.add(pid);
    const run = table.track(runId, pid);
    procs = run;
    const maxProcesses = limits.kernel?.processes ?? Number.POSITIVE_INFINITY;
    startSampling(run, Math.max(5, Math.min(25, Math.round(limits.timeoutMs / 20))), () => {
      if (!HAS_PROC || exit !== undefined) return;
      const usage = run.usage();
      if (usage.cpuMs > limits.timeoutMs) force({ kind: 'timeout', limit: 'cpu' });
      // The helper is a member too: it does not count.
      else if (usage.live - (wrapped.helper ? 1 : 0) > maxProcesses) {
        force({ kind: 'process-limit' });
      }
    });

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
      wallMs ??= performance.now() - started;
      // Node has just reaped the leader, in this same turn. Kill what it left running in its
      // group, once, and forget the group: from now on its pid may be reused by an unrelated
      // process, so it is never signalled again as a group.
      killGroup(pid);
      liveGroups.delete(pid);
      helperLeaders.delete(pid);
      watchdog?.remove(pid);
      stopSampling(run);
      table.leaderReaped(run, () => {
        accounted = true;
        // A helper that exited with a code (not by a signal, which a program of the run could
        // send it) did so only after ending its whole tree (end_tree in runner-sandbox.ts: every
        // orphan of the run is its child, until none is left): nothing of the run is running.
        // Otherwise every other process of the run, wherever it went (so that the pipes close).
        if (wrapped.helper && exit?.kind === 'exited' && forced === undefined) table.forget(run);
        else sweep(run);
        finish();
      });
    });
    // Both pipes closed after the exit: every byte the program wrote has been read.
    child.on('close', () => {
      closed = true;
      finish();
    });

    // In force until the run settles, also after the exit, so that a process that escaped and
    // holds the pipes cannot make the run last longer than the cap.
    timer = setTimeout(() => force({ kind: 'timeout', limit: 'wall' }), limits.wallTimeoutMs);
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
    case 'process-limit':
    case 'signaled':
      return 'RE';
    case 'exited':
      if (result.end.code !== 0) return 'RE';
      return sameTokens(expected, result.stdout) ? 'AC' : 'WA';
  }
}

/** "exit code 1", "killed by SIGSEGV". */
function exitMessage(exit: ExitEnd): Message {
  return exit.kind === 'exited'
    ? msg('run.end.exit-code', { code: exit.code })
    : msg('run.end.killed-by', { signal: exit.signal });
}

/** "120 ms CPU, 340 ms wall" (or the wall time alone where CPU time is not measured). */
function timesMessage(result: RunResult): Message {
  const wall = Math.round(result.wallMs);
  return result.cpuMs === undefined
    ? msg('check.wall', { wall })
    : msg('check.times', { cpu: Math.round(result.cpuMs), wall });
}

/** `timesMessage` in English. */
export function formatTimes(result: RunResult): string {
  return render('en', timesMessage(result));
}

/** How a run ended, e.g. "exit code 1", "killed by SIGSEGV", as a message of the catalogue. */
export function endMessage(result: RunResult, limits: RunLimits): Message {
  const end = result.end;
  switch (end.kind) {
    case 'exited':
    case 'signaled':
      return exitMessage(end);
    case 'timeout': {
      const times = timesMessage(result);
      if (end.limit === 'cpu') {
        const after =
          end.exit === undefined
            ? msg('run.end.killed')
            : msg('run.end.ended-past', { end: exitMessage(end.exit) });
        return msg('run.end.cpu-limit', { limit: limits.timeoutMs, times, after });
      }
      if (result.cpuMs === undefined) {
        return msg('run.end.wall-no-cpu', { limit: limits.timeoutMs });
      }
      return msg('run.end.wall-cap', { limit: limits.wallTimeoutMs, times });
    }
    case 'output-held':
      return msg('run.end.output-held', {
        end: exitMessage(end.exit),
        limit: limits.wallTimeoutMs,
      });
    case 'output-limit':
      return msg('run.end.output-limit', { bytes: limits.maxOutputBytes });
    case 'process-limit':
      return msg('run.end.process-limit', { processes: String(limits.kernel?.processes) });
    case 'aborted':
      return msg('run.end.aborted');
  }
}

/** A short human description of how a run ended, in English (`endMessage` in other languages). */
export function describeEnd(result: RunResult, limits: RunLimits): string {
  return render('en', endMessage(result, limits));
}
