/**
 * The launcher: one small process per nori that starts the runs (the helper of
 * runner-sandbox.ts, run as `nori-run --launch`), so that Node does not fork itself for each.
 * A spawn from Node copies Node's whole process (and makes every page it touches afterwards fault
 * once): about 10 ms of nori's CPU time a run in a check, more than the run of a fast solution
 * itself. The launcher, a few hundred kilobytes, forks in a fraction of that.
 *
 * nori asks on the launcher's standard input (length-prefixed requests: start, close, signal) and
 * reads its answers and events on its standard output, one line each (the protocol is written down
 * beside the launcher's C text). A run's pipes are made by the launcher; nori opens its own ends of
 * them through /proc/<launcher>/fd/ and wraps them as sockets, as Node's own spawn gives them.
 *
 * The launcher reaps the runs, not Node: so it is the one that kills a run's group when its leader
 * has ended (before reaping, while the id cannot have been taken), and every signal nori sends a
 * leader or its group goes through it, which sends it only to a run it has not reaped. The CPU
 * time of a run comes with its end (wait4's, in microseconds). When nori ends, however it ends,
 * the launcher's input closes and it ends every run still going.
 *
 * Before nori sends the first request, it opens a pipe the launcher names in its first line the
 * same way: where that fails (a kernel that keeps /proc/<pid>/fd/ from nori), every start fails
 * with UNAVAILABLE before any run was started, and the runner spawns from Node as before.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants } from 'node:os';

/** A run started by the launcher: its leader's pid and nori's ends of its three pipes. */
export interface Launched {
  readonly pid: number;
  readonly stdin: Socket;
  readonly stdout: Socket;
  readonly stderr: Socket;
}

/** How a leader ended, with its CPU time and its waited-for children's, in milliseconds. */
export interface LaunchedExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly cpuMs: number;
}

/** Why the launcher could not start a run (an errno code such as ENOENT, or UNAVAILABLE). */
export class LaunchError extends Error {
  constructor(readonly code: string) {
    super(`the launcher could not start the run: ${code}`);
  }
}

interface Pending {
  readonly resolve: (launched: Launched) => void;
  readonly reject: (error: LaunchError) => void;
  readonly onExit: (exit: LaunchedExit) => void;
}

const SIGNAL_NAMES = new Map<number, NodeJS.Signals>(
  Object.entries(constants.signals).map(([name, number]) => [number, name as NodeJS.Signals]),
);
const ERRNO_NAMES = new Map<number, string>(
  Object.entries(constants.errno).map(([name, number]) => [number, name]),
);

export class Launcher {
  private readonly pending = new Map<string, Pending>();
  private readonly exits = new Map<number, (exit: LaunchedExit) => void>();
  private nextId = 0;
  private text = '';
  private ended = false;
  /** Requests waiting for the launcher's first line (undefined once nori knows it can open its pipes). */
  private queued: Buffer[] | undefined = [];

  private constructor(private readonly child: ChildProcess) {
    child.stdout!.setEncoding('latin1');
    child.stdout!.on('data', (chunk: string) => this.read(chunk));
    child.stdin!.on('error', () => this.end());
    child.on('exit', () => this.end());
    child.on('error', () => this.end());
    // It keeps Node alive only while a run of it is starting or going (`hold`): nori ends when
    // its work does, and the launcher with it.
    child.unref();
    (child.stdout as Socket).unref();
    (child.stdin as Socket).unref();
  }

  /** Keeps Node's loop alive while the launcher owes an answer or an end, and only then. */
  private hold(): void {
    const stdout = this.child.stdout as Socket;
    if (this.pending.size + this.exits.size > 0) stdout.ref();
    else stdout.unref();
  }

  /** A launcher run by `helper` (the nori-run binary), or undefined where it cannot start. */
  static start(helper: string): Launcher | undefined {
    try {
      const child = spawn(helper, ['--launch'], { stdio: ['pipe', 'pipe', 'inherit'] });
      if (child.pid === undefined) {
        child.on('error', () => {});
        return undefined;
      }
      return new Launcher(child);
    } catch {
      return undefined;
    }
  }

  /** True while the launcher can start runs. */
  get alive(): boolean {
    return !this.ended;
  }

  /**
   * Starts `argv` (argv[0] an absolute path) in a session of its own, in `cwd`, with exactly the
   * environment `env`; `onExit` is called once when its leader has ended and been reaped.
   */
  start(
    argv: readonly string[],
    cwd: string,
    env: Readonly<Record<string, string>>,
    onExit: (exit: LaunchedExit) => void,
  ): Promise<Launched> {
    if (this.ended) return Promise.reject(new LaunchError('UNAVAILABLE'));
    const id = String(this.nextId++);
    const fields = [id, cwd, String(argv.length), ...argv];
    for (const [name, value] of Object.entries(env)) fields.push(`${name}=${value}`);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onExit });
      this.hold();
      this.send('S', fields);
    });
  }

  /** Sends `signal` to the leader `pid` (its whole group with `group`), unless it was reaped. */
  kill(pid: number, signal: NodeJS.Signals, group: boolean): void {
    this.send('K', [String(pid), String(constants.signals[signal]), group ? '1' : '0']);
  }

  private send(type: string, fields: readonly string[]): void {
    if (this.ended) return;
    const body = Buffer.from(`${type}${fields.map((field) => `${field}\0`).join('')}`, 'utf8');
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    const request = Buffer.concat([size, body]);
    if (this.queued !== undefined) this.queued.push(request);
    // Written at once when the pipe has room (always, for requests this small): a request sent
    // from an exit handler or a signal's reaches the launcher before Node stops.
    else this.child.stdin!.write(request);
  }

  private read(chunk: string): void {
    this.text += chunk;
    let newline = this.text.indexOf('\n');
    while (newline !== -1) {
      const line = this.text.slice(0, newline);
      this.text = this.text.slice(newline + 1);
      this.answer(line.split(' '));
      newline = this.text.indexOf('\n');
    }
  }

  private answer([kind, ...words]: string[]): void {
    if (kind === 'R') {
      try {
        closeSync(openSync(`/proc/${this.child.pid}/fd/${Number(words[0])}`, 'r'));
      } catch {
        // Nothing was started: every start waiting fails, and Node spawns those runs itself.
        this.queued = undefined;
        this.retire();
        this.end();
        return;
      }
      const queued = this.queued ?? [];
      this.queued = undefined;
      for (const request of queued) this.child.stdin!.write(request);
      return;
    }
    if (kind === 'X') {
      const [pid, code, signal, user, system] = words.map(Number) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const onExit = this.exits.get(pid);
      this.exits.delete(pid);
      this.hold();
      onExit?.({
        code: code >= 0 ? code : null,
        signal: signal > 0 ? (SIGNAL_NAMES.get(signal) ?? 'SIGKILL') : null,
        cpuMs: (user + system) / 1000,
      });
      return;
    }
    const pending = this.pending.get(words[0]!);
    if (pending === undefined) return;
    this.pending.delete(words[0]!);
    this.hold();
    if (kind === 'F') {
      const errno = Number(words[1]);
      pending.reject(new LaunchError(ERRNO_NAMES.get(errno) ?? `errno ${errno}`));
      return;
    }
    const [pid, ...ends] = words.slice(1).map(Number) as [number, number, number, number];
    this.exits.set(pid, pending.onExit);
    this.hold();
    const opened: number[] = [];
    try {
      const fds = `/proc/${this.child.pid}/fd`;
      opened.push(openSync(`${fds}/${ends[0]}`, 'w'));
      opened.push(openSync(`${fds}/${ends[1]}`, 'r'));
      opened.push(openSync(`${fds}/${ends[2]}`, 'r'));
    } catch (error) {
      for (const fd of opened) closeSync(fd);
      // Not after the first line opened: the run is ended and cannot be run (it may have done
      // something already, so it is not started again), and Node starts the next ones.
      this.exits.set(pid, () => {});
      this.kill(pid, 'SIGKILL', true);
      this.send('C', [words[0]!]);
      pending.reject(new LaunchError((error as NodeJS.ErrnoException).code ?? 'EIO'));
      this.retire();
      return;
    }
    this.send('C', [words[0]!]);
    const [stdin, stdout, stderr] = opened as [number, number, number];
    pending.resolve({
      pid,
      stdin: new Socket({ fd: stdin, readable: false, writable: true }),
      stdout: new Socket({ fd: stdout, readable: true, writable: false }),
      stderr: new Socket({ fd: stderr, readable: true, writable: false }),
    });
  }

  /**
   * No more runs through this launcher: its input closes, so it ends every run still going
   * (SIGTERM, then SIGKILL to the group half a second later) and exits, as when nori ends.
   */
  close(): void {
    this.retire();
  }

  /** No more runs through this launcher (it ends once the runs it has are reaped). */
  private retire(): void {
    this.ended = true;
    this.child.stdin!.end();
  }

  /** The launcher is gone: what waits for it fails, and runs whose end never came end now. */
  private end(): void {
    if (this.ended && this.pending.size === 0 && this.exits.size === 0) return;
    this.ended = true;
    for (const pending of this.pending.values()) pending.reject(new LaunchError('UNAVAILABLE'));
    this.pending.clear();
    for (const onExit of this.exits.values()) onExit({ code: null, signal: 'SIGKILL', cpuMs: 0 });
    this.exits.clear();
  }
}
