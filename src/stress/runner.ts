/**
 * Runs somebody's solution once on one input, the way a judge does: the input on standard input, a
 * time limit on CPU time, a cap on the output, and nothing left behind afterwards.
 *
 * Every run is the leader of its own process group and session, started by the launcher
 * (runner-launcher.ts: one small process that forks for nori, which costs far less than a fork of
 * Node) or, where there is none, by Node itself (`detached: true`), and every process it starts
 * inherits a marker in its environment (runner-procs.ts).
 * When the run ends, for whatever reason, nori kills the group and every process that carries the
 * run's marker or descends from one that does, also one that left the group with setpgid() or
 * setsid(), in rounds until none is left. The group is killed by its id only while the leader
 * has not been reaped, or in the same turn as Node reaps it (after that the id may be reused;
 * the launcher kills the group just before it reaps the leader, and signals a leader for nori
 * only if it has not), and a single process only after checking its start time, so an unrelated
 * process that took a pid is never hit. When nori itself is killed, the watchdog
 * (runner-watchdog.ts) does the same, and the launcher ends the runs it started.
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
import type { Readable, Writable } from 'node:stream';
import { type Message, msg, render } from '../i18n/index.js';
import { sameTokens } from './compare.js';
import { type LaunchError, type Launched, Launcher } from './runner-launcher.js';
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
  /**
   * Bytes of standard error kept: its last ones (a crash's message comes last); the rest is read
   * and dropped, and the run goes on.
   */
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
  /** The last `maxErrorBytes` bytes of standard error. */
  stderr: string;
  /** Bytes written to standard error in all (more than `stderr` holds when it was cut). */
  stderrBytes: number;
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
          : why === 'not in PATH'
            ? msg('run.not-in-path', { file })
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
/** The groups of `liveGroups` the launcher started: its own to end (runner-launcher.ts). */
const launchedGroups = new Set<number>();
/** Leaders that are the helper (runner-sandbox.ts): SIGTERM makes one end its whole tree. */
const helperLeaders = new Set<number>();
/** The private folders of runs not yet settled. */
const liveDirs = new Set<string>();
let watchdog: Watchdog | undefined;

/** How to signal each live leader (or its group): Node's kill, or the launcher's (runner-launcher.ts). */
const signallers = new Map<number, (signal: NodeJS.Signals, group: boolean) => void>();

/** Signals a live run's leader, or its whole group (a group already gone is what was wanted). */
function signalRun(pid: number, signal: NodeJS.Signals, group: boolean): void {
  const send = signallers.get(pid);
  if (send !== undefined) send(signal, group);
}

function killGroup(pid: number): void {
  signalRun(pid, 'SIGKILL', true);
}

/** Node's kill of a leader it spawned itself (and has not reaped: until then the id is its). */
function nodeSignal(pid: number): (signal: NodeJS.Signals, group: boolean) => void {
  return (signal, group) => {
    try {
      process.kill(group ? -pid : pid, signal);
    } catch {
      // ESRCH: gone already, which is what we want.
    }
  };
}

/**
 * Starts the watchdog that kills every run's processes if nori dies without doing it (SIGKILL).
 * Returns the function that lets it go (at the end of a check).
 */
export function guardWithWatchdog(): () => void {
  const started = startWatchdog(table.instance);
  watchdog = started;
  for (const pid of liveGroups) if (!launchedGroups.has(pid)) started.add(pid);
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
  for (const pid of helperLeaders) signalRun(pid, 'SIGTERM', false);
  // A helper that has ended its tree is a zombie until it is reaped: wait for that, briefly.
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
    const cwd = (options.cwd ?? dir)!;
    const env = runEnvironment(dir, { ...options.env, [MARKER]: runId });
    const failed = (why: string, code: string | undefined): void => {
      if (dir !== undefined) {
        removeRunDir(dir);
        liveDirs.delete(dir);
      }
      reject(cannotRun(file, why, code));
    };
    const settle = (child: RunChild): void =>
      supervise(
        child,
        { started, runId, dir, limits, input, helper: wrapped.helper, abort },
        resolve,
      );
    const launcher = wrapped.helper ? launcherFor(wrapped.argv[0]!) : undefined;
    if (launcher === undefined) {
      nodeSpawn(wrapped.argv, cwd, env, settle, failed);
      return;
    }
    launcher.start(wrapped.argv, cwd, env).then(
      (launched) => settle(launchedChild(launched, launcher)),
      (error: LaunchError) => {
        // Not to be had here (see runner-launcher.ts): Node spawns this run and the next.
        if (error.code === 'UNAVAILABLE') nodeSpawn(wrapped.argv, cwd, env, settle, failed);
        else failed(whyNot(error.code), error.code);
      },
    );
  });
}

/** What a run's supervision needs to know beyond the child itself. */
interface RunContext {
  readonly started: number;
  readonly runId: string;
  readonly dir: string | undefined;
  readonly limits: RunLimits;
  readonly input: string;
  /** The leader is the helper (SIGTERM asks it to end the whole tree). */
  readonly helper: boolean;
  readonly abort: AbortSignal | undefined;
}

/** A started run's leader, whoever started it (Node, or the launcher). */
interface RunChild {
  readonly pid: number;
  readonly stdin: Writable;
  readonly stdout: Readable;
  readonly stderr: Readable;
  /** Signals the leader, or its whole group, unless it has been reaped. */
  readonly signal: (signal: NodeJS.Signals, group: boolean) => void;
  /** Called once the leader is reaped: how it ended, and its CPU time if known then (ms). */
  readonly onExit: (listener: (end: ExitEnd, cpuMs: number | undefined) => void) => void;
  /** Called once both output pipes have closed. */
  readonly onClose: (listener: () => void) => void;
  /**
   * Its group is the launcher's: killed as the leader ended, before it was reaped, and by the
   * launcher itself when nori ends.
   */
  readonly groupKilledAtExit: boolean;
}

/** The errno code of a failed start in the words of `cannotRun`. */
function whyNot(code: string | undefined): string {
  return code === 'ENOENT' ? 'not found' : code === 'EACCES' ? 'permission denied' : String(code);
}

/** Starts `argv` from Node itself, in a session of its own (`settle`, or `failed` with why not). */
function nodeSpawn(
  argv: readonly string[],
  cwd: string,
  env: Record<string, string>,
  settle: (child: RunChild) => void,
  failed: (why: string, code: string | undefined) => void,
): void {
  const child = spawn(argv[0]!, argv.slice(1), {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    cwd,
    env,
  });
  const pid = child.pid;
  if (pid === undefined) {
    child.on('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'ENOENT' || error.code === 'EACCES' ? whyNot(error.code) : error.message,
        error.code,
      ),
    );
    return;
  }
  // It did start: an 'error' now (a failed kill) changes nothing; 'exit' and 'close' follow.
  child.on('error', () => {});
  settle({
    pid,
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    signal: nodeSignal(pid),
    onExit: (listener) =>
      child.on('exit', (code, signal) =>
        listener(
          signal !== null ? { kind: 'signaled', signal } : { kind: 'exited', code: code ?? 0 },
          undefined,
        ),
      ),
    onClose: (listener) => child.on('close', listener),
    groupKilledAtExit: false,
  });
}

/** A run the launcher started, as a `RunChild`. */
function launchedChild(launched: Launched, launcher: Launcher): RunChild {
  const { pid } = launched;
  return {
    pid,
    stdin: launched.stdin,
    stdout: launched.stdout,
    stderr: launched.stderr,
    signal: (signal, group) => launcher.kill(pid, signal, group),
    onExit: (listener) =>
      void launched.exited.then(({ code, signal, cpuMs }) =>
        listener(
          signal !== null ? { kind: 'signaled', signal } : { kind: 'exited', code: code ?? 0 },
          cpuMs,
        ),
      ),
    onClose: (listener) => {
      let open = 2;
      const closed = (): void => {
        if (--open === 0) listener();
      };
      launched.stdout.once('close', closed);
      launched.stderr.once('close', closed);
    },
    groupKilledAtExit: true,
  };
}

/** The launcher of this nori: not tried yet (undefined), or not to be used any more (false). */
let launcher: Launcher | false | undefined;

/** The launcher of this nori, started on first use; undefined where it cannot be had. */
function launcherFor(helper: string): Launcher | undefined {
  // NORI_NO_LAUNCHER=1: every run spawned from Node (the tests of that way; a way out).
  if (process.env.NORI_NO_LAUNCHER === '1') return undefined;
  // Once Node has reaped it, the CPU time of every run it waited for shows in Node's own
  // children's time: not a run's of Node's own (ProcessTable.leaderReaped).
  // One that ended (killed, say) is replaced; one that nori cannot use is not tried again.
  if (launcher !== undefined && launcher !== false && !launcher.alive) {
    launcher = launcher.refused ? false : undefined;
  }
  launcher ??= Launcher.start(helper, () => table.forgetEarlierChildren()) ?? false;
  return launcher === false ? undefined : launcher;
}

/** Watches one started run to its end: limits, output, clean-up; `resolve` with its result. */
function supervise(
  child: RunChild,
  context: RunContext,
  resolve: (result: RunResult) => void,
): void {
  const { started, runId, dir, limits, abort, input, helper } = context;
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
  let errTotal = 0;
  /** Why nori cut the run short, if it did. */
  let forced: RunEnd | undefined;
  /** How the program itself ended, once its leader has been reaped. */
  let exit: ExitEnd | undefined;
  /** The leader's CPU time is known (a moment after it is reaped). */
  let accounted = false;
  let closed = false;
  let wallMs: number | undefined;
  let settled = false;
  let timer: NodeJS.Timeout | undefined;
  let procs: RunProcs | undefined;

  const finish = (): void => {
    if (settled || exit === undefined || !accounted) return;
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
    const errors = Buffer.concat(err);
    const stderr = errors
      .subarray(Math.max(0, errors.length - limits.maxErrorBytes))
      .toString('utf8');
    const failed = end.kind === 'signaled' || (end.kind === 'exited' && end.code !== 0);
    resolve({
      end,
      stdout: Buffer.concat(out).toString('utf8'),
      stderr,
      stderrBytes: errTotal,
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
    if (settled || forced !== undefined) return;
    forced = end;
    wallMs = performance.now() - started;
    if (exit === undefined) {
      // Settled once the leader is reaped, which SIGKILL makes come at once; the pipes are not
      // waited for. The helper is asked first, so that it ends the orphans of the tree too
      // (they are its children); if it has not ended in half a second, SIGKILL.
      if (helper) {
        child.signal('SIGTERM', false);
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

  liveGroups.add(pid);
  signallers.set(pid, child.signal);
  if (helper) helperLeaders.add(pid);
  // A group of the launcher's is its own to end when nori ends (it may have reaped the leader by
  // now, whose id another process may have taken: the watchdog kills groups by id).
  if (child.groupKilledAtExit) launchedGroups.add(pid);
  else watchdog?.add(pid);
  const run = table.track(runId, pid);
  procs = run;
  const maxProcesses = limits.kernel?.processes ?? Number.POSITIVE_INFINITY;
  startSampling(run, Math.max(5, Math.min(25, Math.round(limits.timeoutMs / 20))), () => {
    if (!HAS_PROC || exit !== undefined) return;
    const usage = run.usage();
    if (usage.cpuMs > limits.timeoutMs) force({ kind: 'timeout', limit: 'cpu' });
    // The helper is a member too: it does not count.
    else if (usage.live - (helper ? 1 : 0) > maxProcesses) {
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
  // The last bytes are kept (a traceback after pages of debugging output was dropped with them):
  // whole chunks leave from the front while the rest still fills the cap.
  child.stderr.on('data', (chunk: Buffer) => {
    errTotal += chunk.length;
    err.push(chunk);
    errBytes += chunk.length;
    while (err.length > 1 && errBytes - err[0]!.length >= limits.maxErrorBytes) {
      errBytes -= err.shift()!.length;
    }
  });
  // The program may exit without reading its input, and a settled run destroys the pipes while
  // an escaped process may still use them: errors on them are expected, not failures.
  child.stdin.on('error', () => {});
  child.stdout.on('error', () => {});
  child.stderr.on('error', () => {});
  child.stdin.end(input);

  child.onExit((end, cpuMs) => {
    exit = end;
    wallMs ??= performance.now() - started;
    // The leader has just been reaped (by Node, in this same turn; the launcher has killed its
    // group before reaping it). Kill what it left running in its group, once, and forget the
    // group: from now on its pid may be reused by an unrelated process, so it is never
    // signalled again as a group.
    if (!child.groupKilledAtExit) killGroup(pid);
    liveGroups.delete(pid);
    signallers.delete(pid);
    helperLeaders.delete(pid);
    if (!child.groupKilledAtExit) watchdog?.remove(pid);
    launchedGroups.delete(pid);
    stopSampling(run);
    table.leaderReaped(run, cpuMs, () => {
      accounted = true;
      // A helper that exited with a code (not by a signal, which a program of the run could
      // send it) did so only after ending its whole tree (end_tree in runner-sandbox.ts: every
      // orphan of the run is its child, until none is left): nothing of the run is running.
      // Otherwise every other process of the run, wherever it went (so that the pipes close).
      if (helper && exit?.kind === 'exited' && forced === undefined) table.forget(run);
      else sweep(run);
      finish();
    });
  });
  // Both pipes closed after the exit: every byte the program wrote has been read.
  child.onClose(() => {
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
