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
import { closeSync, constants as files, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants } from 'node:os';

/** A run started by the launcher: its leader's pid, nori's ends of its three pipes, its end. */
export interface Launched {
  readonly pid: number;
  readonly stdin: Socket;
  readonly stdout: Socket;
  readonly stderr: Socket;
  /** Settles once the leader has ended and been reaped. */
  readonly exited: Promise<LaunchedExit>;
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
}

/** Each signal's number to its first name (6 is SIGABRT, not its alias SIGIOT). */
const SIGNAL_NAMES = new Map<number, NodeJS.Signals>();
for (const [name, number] of Object.entries(constants.signals)) {
  if (!SIGNAL_NAMES.has(number)) SIGNAL_NAMES.set(number, name as NodeJS.Signals);
}
const ERRNO_NAMES = new Map<number, string>(
  Object.entries(constants.errno).map(([name, number]) => [number, name]),
);

export class Launcher {
  private readonly pending = new Map<string, Pending>();
  private readonly exits = new Map<number, (exit: LaunchedExit) => void>();
  private nextId = 0;
  private text = '';
  /** It takes new runs (not after `close`, or once nori found it cannot open its pipes). */
  private starting = true;
  /** Its output has ended: it is gone, or going. */
  private gone = false;
  /** nori cannot use it: its pipes cannot be opened here (a new launcher would do no better). */
  refused = false;
  /** Requests waiting for the launcher's first line (undefined once nori knows it can open its pipes). */
  private queued: Buffer[] | undefined = [];

  private constructor(
    private readonly child: ChildProcess,
    reaped: () => void,
  ) {
    child.stdout!.setEncoding('latin1');
    child.stdout!.on('data', (chunk: string) => this.read(chunk));
    // Gone once its output has ended, every line read (its 'exit' may come before its last lines).
    child.stdout!.on('close', () => this.end());
    child.stdin!.on('error', () => this.end());
    child.on('error', () => this.end());
    child.on('exit', reaped);
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

  /**
   * A launcher run by `helper` (the nori-run binary), or undefined where it cannot start.
   * `reaped` is called when Node has reaped it: the CPU time of every run it waited for then
   * shows in Node's own children's time, which the runner must not take for a run's.
   */
  static start(helper: string, reaped: () => void = () => {}): Launcher | undefined {
    try {
      const child = spawn(helper, ['--launch'], { stdio: ['pipe', 'pipe', 'inherit'] });
      if (child.pid === undefined) {
        child.on('error', () => {});
        return undefined;
      }
      return new Launcher(child, reaped);
    } catch {
      return undefined;
    }
  }

  /** True while the launcher can start runs. */
  get alive(): boolean {
    return this.starting && !this.gone;
  }

  /**
   * Starts `argv` (argv[0] an absolute path) in a session of its own, in `cwd`, with exactly the
   * environment `env`.
   */
  start(
    argv: readonly string[],
    cwd: string,
    env: Readonly<Record<string, string>>,
  ): Promise<Launched> {
    if (!this.alive) return Promise.reject(new LaunchError('UNAVAILABLE'));
    const id = String(this.nextId++);
    const fields = [id, cwd, String(argv.length), ...argv];
    for (const [name, value] of Object.entries(env)) fields.push(`${name}=${value}`);
    // A NUL would end a field early (Node's spawn refuses such a string too).
    if (fields.some((field) => field.includes('\0'))) {
      return Promise.reject(new LaunchError('EINVAL'));
    }
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.hold();
      this.send('S', fields);
    });
  }

  /** Sends `signal` to the leader `pid` (its whole group with `group`), unless it was reaped. */
  kill(pid: number, signal: NodeJS.Signals, group: boolean): void {
    this.send('K', [String(pid), String(constants.signals[signal]), group ? '1' : '0']);
  }

  private send(type: string, fields: readonly string[]): void {
    if (this.gone) return;
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
        this.refused = true;
        this.close();
        for (const pending of this.pending.values()) pending.reject(new LaunchError('UNAVAILABLE'));
        this.pending.clear();
        this.hold();
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
    // Its end may be in the same read as this answer: it is kept for whoever awaits it.
    let ended: (exit: LaunchedExit) => void = () => {};
    const exited = new Promise<LaunchedExit>((resolve) => {
      ended = resolve;
    });
    this.exits.set(pid, ended);
    this.hold();
    const opened: number[] = [];
    try {
      const fds = `/proc/${this.child.pid}/fd`;
      opened.push(openSync(`${fds}/${ends[0]}`, files.O_WRONLY));
      opened.push(openSync(`${fds}/${ends[1]}`, files.O_RDONLY));
      opened.push(openSync(`${fds}/${ends[2]}`, files.O_RDONLY));
    } catch (error) {
      for (const fd of opened) closeSync(fd);
      // Not after the first line opened (out of descriptors, say): this run is ended and fails
      // (it may have done something already, so it is not started again); the launcher takes no
      // new run, and keeps those it has to their ends.
      this.exits.set(pid, () => {});
      this.kill(pid, 'SIGKILL', true);
      this.send('C', [words[0]!]);
      this.starting = false;
      this.refused = true;
      pending.reject(new LaunchError((error as NodeJS.ErrnoException).code ?? 'EIO'));
      return;
    }
    this.send('C', [words[0]!]);
    const [stdin, stdout, stderr] = opened as [number, number, number];
    pending.resolve({
      pid,
      stdin: new Socket({ fd: stdin, readable: false, writable: true }),
      stdout: new Socket({ fd: stdout, readable: true, writable: false }),
      stderr: new Socket({ fd: stderr, readable: true, writable: false }),
      exited,
    });
  }

  /**
   * No more runs through this launcher: its input closes, so it ends every run still going
   * (SIGTERM, then SIGKILL to the group half a second later) and exits, as when nori ends.
   */
  close(): void {
    this.starting = false;
    this.child.stdin!.end();
  }

  /**
   * The launcher is gone (killed, say): a start it had not answered fails, and a run whose end
   * never came is taken as killed (the helper of each was sent SIGTERM by the kernel as the
   * launcher died, and ended its tree).
   */
  private end(): void {
    if (this.gone) return;
    this.gone = true;
    for (const pending of this.pending.values()) pending.reject(new LaunchError('UNAVAILABLE'));
    this.pending.clear();
    for (const onExit of this.exits.values()) onExit({ code: null, signal: 'SIGKILL', cpuMs: 0 });
    this.exits.clear();
    this.hold();
  }
}
