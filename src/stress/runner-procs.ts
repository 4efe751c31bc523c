/**
 * The processes of each run, found in /proc (Linux): what the runner kills when a run ends and
 * whose CPU time it judges.
 *
 * A process group is not enough: a descendant may call setpgid(0, 0) or setsid() and leave it. So
 * every run's program gets an environment variable, `NORI_CHECK_RUN=<instance>.<run>`, which every
 * descendant inherits, and a process is a member of run R when its environment carries R's marker
 * or its parent is a member of R (which catches a child that cleared its environment while its
 * parent is still there). Only processes new since the previous scan are examined (a pid that was
 * listed before cannot be a newer process, short of pid reuse within one scan interval), and only
 * if they started after nori did, so a scan costs one directory listing of /proc plus a `stat` of
 * each member: about 0.4 ms.
 *
 * CPU time: a member's `utime + stime` is its own, `cutime + cstime` that of the children it has
 * waited for. A run's total is the sum over its live members of both, plus what vanished members
 * had used when they were last seen (unless their parent is a member, which has then waited for
 * them: their time is in its `cutime` now). The leader is waited for by Node, not by a member: its
 * final time is the growth of nori's own `cutime + cstime` when Node reaps it (exact; shared out
 * when Node reaps several leaders in one turn of its loop). Resolution: a clock tick (10 ms).
 *
 * Peak memory: the largest sum of the live members' resident sets over the samples (a sample
 * every few milliseconds; a run shorter than that may show only its start), plus the shared
 * memory they hold open without a mapping: memfd files and files of /dev/shm, each counted once.
 * Those use the machine's memory but no address space, so no resident set and no RLIMIT_AS saw
 * them (outside replay of issue 23: 600 MB in memfd files under a 128 MB limit was AC).
 */
import {
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  statSync,
} from 'node:fs';

/** The environment variable every process of a run inherits. */
export const MARKER = 'NORI_CHECK_RUN';

/** One line of /proc/PID/stat, the fields used here. */
export interface ProcStat {
  pid: number;
  state: string;
  ppid: number;
  /** Clock ticks since boot at the process's start: with the pid, its identity. */
  startTime: number;
  /** utime + stime, clock ticks. */
  ownTicks: number;
  /** cutime + cstime: children waited for, clock ticks. */
  childTicks: number;
  rssKb: number;
}

/** Clock ticks per second (USER_HZ): 100 on every Linux that nori runs on. */
const TICKS_PER_SECOND = 100;
const PAGE_KB = 4;

/** True when this system has a /proc with process stat files (Linux). */
export const HAS_PROC: boolean = (() => {
  try {
    readFileSync('/proc/self/stat', 'latin1');
    return true;
  } catch {
    return false;
  }
})();

/** The buffer every /proc file is read into (it grows for a larger one, and is kept). */
let procBuffer = Buffer.allocUnsafe(4096);

/**
 * The whole text of a /proc file, or undefined when it cannot be read (the process is gone). A
 * /proc file says its size is 0, so readFileSync reads it in 64 KiB chunks it allocates anew each
 * time: for the stat file of every run and scan, 1.2 s of nori's 19.5 s of CPU time in a profile
 * of a 20 s check. One buffer, kept, serves every read here instead.
 */
export function readProcFile(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    let length = 0;
    for (;;) {
      if (length === procBuffer.length) {
        const larger = Buffer.allocUnsafe(procBuffer.length * 2);
        procBuffer.copy(larger);
        procBuffer = larger;
      }
      const read = readSync(fd, procBuffer, length, procBuffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return procBuffer.toString('latin1', 0, length);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** /proc/PID/stat, or undefined when the process is gone (or /proc is missing). */
export function readStat(pid: number | 'self'): ProcStat | undefined {
  const text = readProcFile(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
  const close = text.lastIndexOf(')');
  const f = text.slice(close + 2).split(' ');
  // f[0] is field 3 (state); field n is f[n - 3].
  return {
    pid: Number.parseInt(text, 10),
    state: f[0] ?? '?',
    ppid: Number(f[1]),
    ownTicks: Number(f[11]) + Number(f[12]),
    childTicks: Number(f[13]) + Number(f[14]),
    startTime: Number(f[19]),
    rssKb: Number(f[21]) * PAGE_KB,
  };
}

/** The value of `name` in the environment a process started with, if it can be read. */
function readEnv(pid: number, name: string): string | undefined {
  const text = readProcFile(`/proc/${pid}/environ`);
  if (text === undefined) return undefined;
  const key = `${name}=`;
  const at = text.startsWith(key) ? 0 : text.indexOf(`\0${key}`) + 1;
  if (at === 0 && !text.startsWith(key)) return undefined;
  const end = text.indexOf('\0', at);
  return text.slice(at + key.length, end === -1 ? undefined : end);
}

function listPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => entry.charCodeAt(0) <= 57 && entry.charCodeAt(0) >= 48)
      .map(Number);
  } catch {
    return [];
  }
}

interface Member {
  startTime: number;
  ppid: number;
  /** ownTicks + childTicks when last seen. */
  ticks: number;
  rssKb: number;
  zombie: boolean;
  /** Shared-memory files it holds open: device:inode -> kB. */
  shared: Map<string, number>;
}

/**
 * The shared-memory files (memfd, /dev/shm) process `pid` holds open, device:inode -> kB used.
 * One listing of its descriptors and a readlink each; a stat for those few.
 */
export function sharedFiles(pid: number): Map<string, number> {
  const held = new Map<string, number>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return held;
  }
  for (const fd of fds) {
    const path = `/proc/${pid}/fd/${fd}`;
    try {
      const target = readlinkSync(path);
      if (!target.startsWith('/memfd:') && !target.startsWith('/dev/shm/')) continue;
      const stat = statSync(path);
      held.set(`${stat.dev}:${stat.ino}`, Math.ceil((stat.blocks * 512) / 1024));
    } catch {
      // closed meanwhile
    }
  }
  return held;
}

/** What one run's processes have used so far. */
export interface RunUsage {
  /** User + system CPU milliseconds of the whole process tree. */
  cpuMs: number;
  /** Largest sampled resident memory of the tree, kB. */
  peakRssKb: number;
  /** Live (not zombie) members right now. */
  live: number;
}

/** The processes of one run. */
export class RunProcs {
  readonly members = new Map<number, Member>();
  private deadTicks = 0;
  private peakKb = 0;
  /** The leader's ticks when a scan last saw it (it is accounted for when Node reaps it). */
  private leaderLast = 0;

  constructor(
    readonly id: string,
    readonly leader: number,
  ) {}

  usage(): RunUsage {
    let ticks = this.deadTicks;
    let rss = 0;
    let live = 0;
    const shared = new Map<string, number>();
    for (const member of this.members.values()) {
      ticks += member.ticks;
      if (!member.zombie) {
        rss += member.rssKb;
        live++;
        for (const [file, kb] of member.shared) shared.set(file, kb);
      }
    }
    for (const kb of shared.values()) rss += kb;
    this.peakKb = Math.max(this.peakKb, rss);
    return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, peakRssKb: this.peakKb, live };
  }

  /** Adds a member seen for the first time. */
  add(stat: ProcStat): void {
    this.members.set(stat.pid, {
      startTime: stat.startTime,
      ppid: stat.ppid,
      ticks: stat.ownTicks + stat.childTicks,
      rssKb: stat.rssKb,
      zombie: stat.state === 'Z',
      shared: stat.state === 'Z' ? new Map() : sharedFiles(stat.pid),
    });
  }

  /** Updates a member from a fresh stat, or accounts for it when it is gone. */
  update(pid: number, stat: ProcStat | undefined): void {
    const member = this.members.get(pid);
    if (member === undefined) return;
    if (stat === undefined || stat.startTime !== member.startTime) {
      this.members.delete(pid);
      // The leader's whole time is counted once, when Node has reaped it (`leaderReaped`).
      if (pid === this.leader) {
        this.leaderLast = member.ticks;
        return;
      }
      // Waited for by a member (its time is now in that member's childTicks), or not.
      if (!this.members.has(member.ppid) && member.ppid !== this.leader) {
        this.deadTicks += member.ticks;
      }
      return;
    }
    member.ppid = stat.ppid;
    member.ticks = stat.ownTicks + stat.childTicks;
    member.rssKb = stat.rssKb;
    member.zombie = stat.state === 'Z';
    member.shared = member.zombie ? new Map() : sharedFiles(pid);
  }

  /**
   * The leader was reaped by Node, having used `ticks` in all (its own and its waited children's).
   * A member that has ended since the last scan was waited for by its parent: when that parent
   * was the leader or a member, its time is in `ticks` already, and it is dropped without being
   * counted again (a program that the run helper reaped just before it exited itself was counted
   * twice: a Python run of 1.1 s of CPU time was reported as 2.2 s).
   */
  leaderReaped(ticks: number): void {
    const member = this.members.get(this.leader);
    this.members.delete(this.leader);
    this.deadTicks += Math.max(ticks, member?.ticks ?? this.leaderLast);
    const tree = new Set([this.leader, ...this.members.keys()]);
    for (const [pid, other] of [...this.members]) {
      const stat = readStat(pid);
      if (stat !== undefined && stat.startTime === other.startTime) continue;
      this.members.delete(pid);
      if (!tree.has(other.ppid)) this.deadTicks += other.ticks;
    }
  }

  /** The last ticks seen of the leader (before Node reaped it). */
  leaderTicks(): number {
    return this.members.get(this.leader)?.ticks ?? this.leaderLast;
  }
}

/**
 * Every run of this nori, and the processes that belong to each. One scan serves every run.
 */
export class ProcessTable {
  /** Distinguishes this nori from any other on the machine (a nori inside a checked program). */
  readonly instance = `${process.pid}.${Date.now().toString(36)}`;
  private readonly runs = new Map<string, RunProcs>();
  private readonly owner = new Map<number, RunProcs>();
  private known = new Set<number>();
  private readonly noriStart = readStat('self')?.startTime ?? 0;
  private nextRun = 0;
  private selfChildTicks = readStat('self')?.childTicks ?? 0;
  private reaped: { run: RunProcs; done: () => void }[] = [];

  /**
   * Forgets the CPU time of children nori waited for before now (a compiler run by
   * `nori check sol.cpp`), so that it is not counted as the time of the next run reaped. Call it
   * only while no run is going on.
   */
  forgetEarlierChildren(): void {
    this.selfChildTicks = readStat('self')?.childTicks ?? this.selfChildTicks;
  }

  /** A fresh marker value for a new run. */
  newRunId(): string {
    return `${this.instance}.${this.nextRun++}`;
  }

  /**
   * Starts tracking a run whose leader (already spawned, with the marker) is `leader`. The leader
   * is taken for a member only if it carries the run's marker: one the launcher started may have
   * ended and been reaped already, its pid taken by another process.
   */
  track(id: string, leader: number): RunProcs {
    const run = new RunProcs(id, leader);
    this.runs.set(id, run);
    const stat = readStat(leader);
    if (stat !== undefined && (!HAS_PROC || readEnv(leader, MARKER) === id)) {
      run.add(stat);
      this.owner.set(leader, run);
      this.known.add(leader);
    }
    return run;
  }

  /** Stops tracking a run (its processes are all gone). */
  forget(run: RunProcs): void {
    this.runs.delete(run.id);
    for (const pid of run.members.keys()) this.owner.delete(pid);
  }

  /** How many runs are tracked. */
  get size(): number {
    return this.runs.size;
  }

  /** Looks at /proc once: new members, fresh times, members gone. */
  scan(): void {
    if (!HAS_PROC || this.runs.size === 0) return;
    const pids = listPids();
    const now = new Set(pids);
    // Known members first (a vanished one is accounted for before its pid can be taken again).
    for (const [pid, run] of [...this.owner]) {
      const stat = now.has(pid) ? readStat(pid) : undefined;
      run.update(pid, stat);
      if (!run.members.has(pid)) this.owner.delete(pid);
    }
    // New processes, parents (usually lower pids) first.
    for (const pid of pids) {
      if (this.known.has(pid) || this.owner.has(pid)) continue;
      const stat = readStat(pid);
      if (stat === undefined || stat.startTime < this.noriStart) continue;
      const marker = readEnv(pid, MARKER);
      const run =
        (marker !== undefined ? this.runs.get(marker) : undefined) ?? this.owner.get(stat.ppid);
      if (run === undefined) continue;
      run.add(stat);
      this.owner.set(pid, run);
    }
    this.known = now;
  }

  /**
   * `run`'s leader has just been reaped. By the launcher (runner-launcher.ts): its final CPU time
   * is `cpuMs`, as the launcher's wait4 gave it. By Node (`cpuMs` undefined): it is what nori's own
   * children's time grew by; several leaders reaped in one turn of the event loop share the growth
   * (each gets at least its last sample). `done` is called once it is known.
   */
  leaderReaped(run: RunProcs, cpuMs: number | undefined, done: () => void): void {
    if (cpuMs !== undefined) {
      // Reaped by the launcher (runner-launcher.ts), which says what the leader used.
      run.leaderReaped((cpuMs * TICKS_PER_SECOND) / 1000);
      done();
      return;
    }
    this.reaped.push({ run, done });
    if (this.reaped.length > 1) return;
    // Every exit of this turn of the loop is handled before setImmediate's callback runs.
    setImmediate(() => {
      const batch = this.reaped;
      this.reaped = [];
      const total = readStat('self')?.childTicks ?? this.selfChildTicks;
      const grown = Math.max(0, total - this.selfChildTicks);
      this.selfChildTicks = total;
      const seen = batch.map(({ run }) => run.leaderTicks());
      const rest = Math.max(0, grown - seen.reduce((a, b) => a + b, 0)) / batch.length;
      for (const [i, { run }] of batch.entries()) {
        run.leaderReaped(batch.length === 1 ? grown : seen[i]! + rest);
      }
      for (const { done } of batch) done();
    });
  }

  /**
   * Sends SIGKILL to every live member of `run` (checked to be the same process by its start
   * time). Returns how many were signalled.
   */
  killMembers(run: RunProcs): number {
    let signalled = 0;
    for (const [pid, member] of run.members) {
      if (member.zombie) continue;
      const stat = readStat(pid);
      if (stat === undefined || stat.startTime !== member.startTime || stat.state === 'Z') continue;
      try {
        process.kill(pid, 'SIGKILL');
        signalled++;
      } catch {
        // gone meanwhile
      }
    }
    return signalled;
  }

  /** Every tracked run. */
  all(): RunProcs[] {
    return [...this.runs.values()];
  }
}
