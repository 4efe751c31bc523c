/**
 * What a run of `nori check` runs inside, as a judge runs it: kernel-enforced limits (address
 * space, CPU seconds, processes, file size, open files), a fresh private working folder removed
 * afterwards, and an environment nori chooses.
 *
 * The limits are set by a tiny helper, `nori-run`, compiled once from the C text below with the
 * system's C compiler into the cache (`$XDG_CACHE_HOME/nori/helper`). Besides setrlimit() it makes
 * itself the run's child subreaper (PR_SET_CHILD_SUBREAPER): a process of the run that is orphaned,
 * even one that cleared its environment and left the session, becomes the helper's child, never
 * init's. So the helper waits for every process of the tree (their CPU time adds up in its own
 * `cutime`, which Node's wait for the helper hands to nori whole), kills whatever is still running
 * when the program ends, and on SIGTERM (nori ending the run) kills the whole tree before it
 * exits. It ends the way the program ended (the same exit code, or the same signal).
 *
 * Without a C compiler, `prlimit` (util-linux) sets the same limits and the process scan of
 * runner-procs.ts alone finds the tree; without either, only the scan and the runner's own CPU
 * and wall-clock limits apply.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/** Kernel-enforced limits of one run (setrlimit in the helper, or prlimit). */
export interface KernelLimits {
  /**
   * RLIMIT_AS in bytes: the memory limit plus the language's allowance; undefined for runtimes
   * that reserve far more address space than they use (JVMs and V8 are sized by their own flags).
   */
  addressSpaceBytes?: number;
  /** RLIMIT_CPU in seconds, for each process (the tree's total is judged by the runner). */
  cpuSeconds: number;
  /** Most processes (and threads) the run may have at once, on top of the user's own. */
  processes: number;
  /** RLIMIT_FSIZE: the largest file the run may write, bytes. */
  fileBytes: number;
  /** RLIMIT_NOFILE: open descriptors per process. */
  openFiles: number;
}

/** The kernel limits for a CPU time limit of `timeoutMs`, with no address-space cap. */
export function kernelLimitsFor(timeoutMs: number): KernelLimits {
  return {
    cpuSeconds: Math.ceil(timeoutMs / 1000) + 1,
    processes: 64,
    fileBytes: 64 << 20,
    openFiles: 256,
  };
}

/** The helper's C text: see the module comment. Arguments: AS CPU NPROC FSIZE NOFILE PROGRAM ARG... */
export const HELPER_SOURCE = String.raw`
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t stop = 0;
static void on_stop(int sig) { (void)sig; stop = 1; }

static void limit(int resource, const char *text, int extra) {
  unsigned long long value = strtoull(text, 0, 10);
  if (value == 0) return;
  struct rlimit r;
  r.rlim_cur = value;
  r.rlim_max = value + extra;
  setrlimit(resource, &r);
}

/* Where it may (root: a mount namespace of its own), the run gets a /dev/shm of its own, a tmpfs
   as large as its address-space limit (256 MiB without one) that vanishes with the run: shared
   memory files made there can neither outlive the run nor grow past that. Elsewhere, nothing. */
static void private_shm(const char *address_space) {
  unsigned long long mib = strtoull(address_space, 0, 10) >> 20;
  if (mib == 0) mib = 256;
  if (unshare(CLONE_NEWNS) != 0) return;
  if (mount("none", "/", 0, MS_REC | MS_PRIVATE, 0) != 0) return;
  char options[64];
  snprintf(options, sizeof options, "size=%llum,mode=1777", mib);
  mount("nori-shm", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, options);
}

/* SIGKILL to every child of this process (the tree's orphans come here); how many. */
static int kill_children(pid_t self) {
  int found = 0;
  DIR *proc = opendir("/proc");
  if (proc == 0) return 0;
  struct dirent *entry;
  while ((entry = readdir(proc)) != 0) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    char path[64], text[512];
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    int fd = open(path, O_RDONLY);
    if (fd < 0) continue;
    ssize_t n = read(fd, text, sizeof text - 1);
    close(fd);
    if (n <= 0) continue;
    text[n] = 0;
    char *close_paren = strrchr(text, ')');
    if (close_paren == 0) continue;
    char state;
    int ppid;
    if (sscanf(close_paren + 2, "%c %d", &state, &ppid) != 2) continue;
    if (ppid == self && state != 'Z') {
      kill(atoi(entry->d_name), SIGKILL);
      found++;
    }
  }
  closedir(proc);
  return found;
}

/* Reaps, then kills, every process below this one, until none is left. The reaping comes first:
   a run whose program left nothing behind (waitpid: no child at all) ends without a look at
   /proc, since every orphan of the tree would be this process's child. */
static void end_tree(pid_t self) {
  for (;;) {
    int reaped = 0;
    pid_t got;
    while ((got = waitpid(-1, 0, WNOHANG)) > 0) reaped = 1;
    if (got < 0 && errno == ECHILD) return;
    kill_children(self);
    if (!reaped) usleep(1000);
  }
}

/* The launcher (nori-run --launch): one per nori, started once, that starts every run instead of
   Node. A spawn from Node forks Node itself, whose cost grows with its memory (about 10 ms of
   nori's CPU time a run in a check, against well under 1 ms for this small process).
   Its first line, before it reads any request: R fd, the read end of a pipe it keeps, which nori
   opens through /proc/<launcher>/fd/ to learn that it can open the runs' pipes the same way.
   Requests on standard input, each a 4-byte little-endian length and that many bytes: a type
   letter, then fields each ended by a NUL.
     S id cwd argc argv... env...   start argv[0] (an absolute path) in a session of its own
     C id                           nori has opened its ends of run id's pipes: close ours (kept
                                    until then, also past the run's end, so that nori finds them)
     K pid signal group             signal the run (its group when group is 1), if not yet reaped
   Replies and events on standard output, one line each:
     S id pid in out err            started: the pipe ends for nori, in /proc/<launcher>/fd/
     F id errno                     could not start
     X pid code signal utime_us stime_us
                                    the leader ended (code, or the signal that ended it), and
                                    its CPU time with that of the children it waited for
   The leader's group is killed when it has ended and before it is reaped, so that its id cannot
   have been taken by another process. On the end of its input (nori ended), SIGTERM to every run
   (a helper ends its whole tree), SIGKILL to the group of one still there half a second later. */
#define MAX_RUNS 1024
static pid_t runs[MAX_RUNS];
static int run_count = 0;
struct ends { long long id; int in, out, err; };
static struct ends held[MAX_RUNS];
static int held_count = 0;
static int wake[2];
static volatile sig_atomic_t leave = 0;
static void on_child(int sig) { (void)sig; int saved = errno; (void)!write(wake[1], "c", 1); errno = saved; }
static void on_leave(int sig) { (void)sig; leave = 1; int saved = errno; (void)!write(wake[1], "l", 1); errno = saved; }

static int say(const char *text) {
  size_t length = strlen(text), done = 0;
  while (done < length) {
    ssize_t n = write(1, text + done, length - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    done += (size_t)n;
  }
  return 0;
}

static int read_all(int fd, void *buffer, size_t length) {
  size_t done = 0;
  while (done < length) {
    ssize_t n = read(fd, (char *)buffer + done, length - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    done += (size_t)n;
  }
  return 0;
}

static int run_index(pid_t pid) {
  for (int i = 0; i < run_count; i++) if (runs[i] == pid) return i;
  return -1;
}

/* Closes the launcher's copies of run id's pipe ends (nori has its own now). */
static void release(long long id) {
  for (int i = 0; i < held_count; i++) {
    if (held[i].id != id) continue;
    close(held[i].in);
    close(held[i].out);
    close(held[i].err);
    held[i] = held[--held_count];
    return;
  }
}

static void start_run(char **list, int count, char **env);

/* S: the fields in a list (argv's ends with a NULL, the environment in a list of its own). */
static void start(char *fields, char *end) {
  int count = 0;
  for (char *at = fields; at < end; at += strlen(at) + 1) count++;
  if (count < 1) return;
  char **list = malloc((size_t)(2 * count + 3) * sizeof *list);
  if (list == 0) {
    char line[160];
    snprintf(line, sizeof line, "F %s %d\n", fields, ENOMEM);
    say(line);
    return;
  }
  char **env = list + count + 1;
  int i = 0;
  for (char *at = fields; at < end; at += strlen(at) + 1) list[i++] = at;
  start_run(list, count, env);
  free(list);
}

static void start_run(char **list, int count, char **env) {
  char line[160];
  const char *id = list[0], *cwd = count > 1 ? list[1] : "";
  int argc = count > 2 ? atoi(list[2]) : 0;
  int refused = run_count == MAX_RUNS || held_count == MAX_RUNS ? EAGAIN : 0;
  if (argc < 1 || 3 + argc > count) refused = EINVAL;
  if (refused != 0) {
    snprintf(line, sizeof line, "F %s %d\n", id, refused);
    say(line);
    return;
  }
  char **argv = &list[3];
  int envc = 0;
  for (int i = 3 + argc; i < count; i++) env[envc++] = list[i];
  env[envc] = 0;
  argv[argc] = 0;
  int pipes[4][2], made = 0;
  while (made < 4 && pipe2(pipes[made], O_CLOEXEC) == 0) made++;
  if (made < 4) {
    int error = errno;
    for (int i = 0; i < made; i++) {
      close(pipes[i][0]);
      close(pipes[i][1]);
    }
    snprintf(line, sizeof line, "F %s %d\n", id, error);
    say(line);
    return;
  }
  int *in = pipes[0], *out = pipes[1], *err = pipes[2], *status = pipes[3];
  pid_t pid = fork();
  if (pid == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, 0);
    for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
    setsid();
    if (chdir(cwd) == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      dup2(err[1], 2);
      execve(argv[0], argv, env);
    }
    int error = errno;
    (void)!write(status[1], &error, sizeof error);
    _exit(127);
  }
  int error = errno;
  close(in[0]);
  close(out[1]);
  close(err[1]);
  close(status[1]);
  if (pid > 0) {
    ssize_t n;
    do n = read(status[0], &error, sizeof error); while (n < 0 && errno == EINTR);
    if (n != sizeof error) {
      close(status[0]);
      runs[run_count++] = pid;
      held[held_count++] = (struct ends){atoll(id), in[1], out[0], err[0]};
      snprintf(line, sizeof line, "S %s %d %d %d %d\n", id, (int)pid, in[1], out[0], err[0]);
      say(line);
      return;
    }
    waitpid(pid, 0, 0);
  }
  close(status[0]);
  close(in[1]);
  close(out[0]);
  close(err[0]);
  snprintf(line, sizeof line, "F %s %d\n", id, error);
  say(line);
}

/* Every leader that has ended: its group killed, then reaped, then reported. */
static void reap(void) {
  for (;;) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0) return;
    pid_t pid = info.si_pid;
    kill(-pid, SIGKILL);
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid) return;
    int index = run_index(pid);
    if (index < 0) continue;
    runs[index] = runs[--run_count];
    long long user = (long long)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec;
    long long system = (long long)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
    char line[160];
    snprintf(line, sizeof line, "X %d %d %d %lld %lld\n", (int)pid,
             WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0,
             user, system);
    if (say(line) != 0) leave = 1;
  }
}

static void request(char *body, size_t length) {
  char *end = body + length;
  if (length == 0) return;
  if (body[0] == 'S') {
    start(body + 1, end);
    return;
  }
  if (body[0] == 'C') {
    release(atoll(body + 1));
  } else if (body[0] == 'K') {
    pid_t pid = (pid_t)atoi(body + 1);
    if (run_index(pid) < 0) return;
    char *sig = body + 1 + strlen(body + 1) + 1;
    if (sig >= end) return;
    char *group = sig + strlen(sig) + 1;
    int whole = group < end && group[0] == '1';
    kill(whole ? -pid : pid, atoi(sig));
  }
}

/* nori has ended: every run still going is ended too. */
static void end_all(void) {
  for (int i = 0; i < run_count; i++) kill(runs[i], SIGTERM);
  for (int round = 0; round < 50 && run_count > 0; round++) {
    reap();
    if (run_count > 0) usleep(10000);
  }
  for (int i = 0; i < run_count; i++) {
    kill(-runs[i], SIGKILL);
    kill(runs[i], SIGKILL);
  }
  while (run_count > 0) {
    int before = run_count;
    reap();
    if (run_count == before) usleep(1000);
  }
}

static int launch(void) {
  if (pipe2(wake, O_CLOEXEC | O_NONBLOCK) != 0) return 1;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_child;
  action.sa_flags = SA_RESTART | SA_NOCLDSTOP;
  sigaction(SIGCHLD, &action, 0);
  action.sa_handler = on_leave;
  action.sa_flags = 0;
  sigaction(SIGTERM, &action, 0);
  /* The terminal's signals are nori's to act on (it ends the runs itself); its end is ours. */
  signal(SIGINT, SIG_IGN);
  signal(SIGQUIT, SIG_IGN);
  signal(SIGHUP, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);
  prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);
  if (getppid() == 1) return 0;
  int probe[2];
  if (pipe2(probe, O_CLOEXEC) != 0) return 1;
  char ready[32];
  snprintf(ready, sizeof ready, "R %d\n", probe[0]);
  if (say(ready) != 0) return 1;
  char *body = 0;
  size_t room = 0;
  while (!leave) {
    struct pollfd wait_for[2] = {{0, POLLIN, 0}, {wake[0], POLLIN, 0}};
    if (poll(wait_for, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (wait_for[1].revents & POLLIN) {
      char drain[64];
      while (read(wake[0], drain, sizeof drain) > 0) {}
      reap();
    }
    if (wait_for[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      unsigned char size[4];
      if (read_all(0, size, 4) != 0) break;
      size_t length = size[0] | size[1] << 8 | size[2] << 16 | (size_t)size[3] << 24;
      if (length + 1 > room) {
        room = length + 1;
        body = realloc(body, room);
        if (body == 0) break;
      }
      if (read_all(0, body, length) != 0) break;
      body[length] = 0;
      request(body, length);
      reap();
    }
  }
  end_all();
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--launch") == 0) return launch();
  if (argc < 7) return 125;
  pid_t self = getpid();
  private_shm(argv[1]);
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_stop;
  sigaction(SIGTERM, &action, 0);
  pid_t child = fork();
  if (child < 0) return 126;
  if (child == 0) {
    signal(SIGTERM, SIG_DFL);
    limit(RLIMIT_AS, argv[1], 0);
    limit(RLIMIT_CPU, argv[2], 1);
    limit(RLIMIT_NPROC, argv[3], 0);
    limit(RLIMIT_FSIZE, argv[4], 0);
    limit(RLIMIT_NOFILE, argv[5], 0);
    execv(argv[6], argv + 6);
    fprintf(stderr, "cannot run %s: %s\n", argv[6], strerror(errno));
    _exit(127);
  }
  /* The helper holds none of the run's pipes: they close when the program's processes end. */
  int null = open("/dev/null", O_RDWR);
  if (null >= 0) {
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
    if (null > 2) close(null);
  }
  int status = 0, ended = 0;
  while (!ended && !stop) {
    int st;
    pid_t got = waitpid(-1, &st, 0);
    if (got == child) {
      status = st;
      ended = 1;
    } else if (got < 0 && errno == ECHILD) {
      break;
    }
  }
  end_tree(self);
  if (!ended) {
    signal(SIGKILL, SIG_DFL);
    raise(SIGKILL);
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  int sig = WTERMSIG(status);
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, 0);
  raise(sig);
  return 128 + sig;
}
`;

/** `tool`'s path in PATH, or undefined. */
export function findInPath(tool: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Where the helper is kept. */
function helperDir(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CACHE_HOME !== undefined && env.XDG_CACHE_HOME !== ''
      ? env.XDG_CACHE_HOME
      : join(homedir(), '.cache');
  return join(base, 'nori', 'helper');
}

let helper: string | null | undefined;

/**
 * How the helper is built, tried in order: linked statically where the C library allows it
 * (glibc's libc.a), since it starts once for every run and a dynamic one spends part of that in
 * the loader (300 runs of a static program: 1.80 against 2.14 CPU-s, three runs each, 4 December
 * 2026); else as the system links by default.
 */
const HELPER_BUILDS: readonly (readonly string[])[] = [['-O2', '-static'], ['-O2']];

/**
 * The helper's path, compiled on first use (once per source text, kept in the cache), or
 * undefined where it cannot be made (no C compiler, not Linux). `NORI_NO_RUN_HELPER=1` turns it
 * off (tests of the fallback).
 */
export function runHelper(): string | undefined {
  if (helper !== undefined) return helper ?? undefined;
  helper = null;
  if (process.platform !== 'linux' || process.env.NORI_NO_RUN_HELPER === '1') return undefined;
  helper = buildHelper(helperDir(), cCompiler()) ?? null;
  return helper ?? undefined;
}

/** The C compiler the helper is built with: `cc`, else `gcc`, else `clang`, from PATH. */
export function cCompiler(): string | undefined {
  return findInPath('cc') ?? findInPath('gcc') ?? findInPath('clang');
}

/**
 * The helper in `dir`, compiled there with the C compiler `cc` unless it is there already, or
 * undefined where it cannot be made.
 */
export function buildHelper(dir: string, cc: string | undefined): string | undefined {
  const hash = createHash('sha256')
    .update(HELPER_SOURCE)
    .update(JSON.stringify(HELPER_BUILDS))
    .digest('hex')
    .slice(0, 16);
  const file = join(dir, `nori-run-${hash}`);
  try {
    accessSync(file, constants.X_OK);
    return file;
  } catch {
    // not built yet
  }
  if (cc === undefined) return undefined;
  try {
    mkdirSync(dir, { recursive: true });
    const work = mkdtempSync(join(dir, 'build-'));
    try {
      writeFileSync(join(work, 'nori-run.c'), HELPER_SOURCE);
      const built = HELPER_BUILDS.some(
        (flags) =>
          spawnSync(cc, [...flags, '-o', 'nori-run', 'nori-run.c'], {
            cwd: work,
            stdio: 'ignore',
            timeout: 60_000,
          }).status === 0,
      );
      if (!built) return undefined;
      renameSync(join(work, 'nori-run'), file);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return file;
  } catch {
    return undefined;
  }
}

let prlimit: string | null | undefined;

/** util-linux's prlimit, if installed. */
function findPrlimit(): string | undefined {
  if (prlimit === undefined) prlimit = findInPath('prlimit') ?? null;
  return prlimit ?? undefined;
}

let userTasks: number | undefined;

/**
 * How many tasks (processes and threads) this user has now, counted once: RLIMIT_NPROC counts
 * them all, so the run's allowance goes on top. Root is not held by RLIMIT_NPROC at all.
 */
function tasksOfUser(): number {
  if (userTasks !== undefined) return userTasks;
  let count = 0;
  const uid = process.getuid?.();
  try {
    for (const entry of readdirSync('/proc')) {
      if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'latin1');
        const owner = /\nUid:\s+(\d+)/.exec(status)?.[1];
        if (Number(owner) !== uid) continue;
        count += Number(/\nThreads:\s+(\d+)/.exec(status)?.[1] ?? 1);
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    count = 0;
  }
  userTasks = count;
  return count;
}

/** How a run's program is started: the argv to spawn, and whether the helper is its leader. */
export interface Wrapped {
  argv: string[];
  /** The leader is the helper (SIGTERM asks it to end the whole tree). */
  helper: boolean;
}

/**
 * The argv that runs `command` (its program already an absolute path) under `limits`: through the
 * helper, else prlimit, else as it is.
 */
export function wrapCommand(command: readonly string[], limits: KernelLimits | undefined): Wrapped {
  if (limits === undefined) return { argv: [...command], helper: false };
  const nproc = tasksOfUser() + limits.processes;
  const as = limits.addressSpaceBytes ?? 0;
  const made = runHelper();
  if (made !== undefined) {
    const numbers = [as, limits.cpuSeconds, nproc, limits.fileBytes, limits.openFiles];
    return { argv: [made, ...numbers.map(String), ...command], helper: true };
  }
  const tool = findPrlimit();
  if (tool === undefined) return { argv: [...command], helper: false };
  const argv = [
    tool,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    `--nproc=${nproc}`,
    `--fsize=${limits.fileBytes}`,
    `--nofile=${limits.openFiles}`,
  ];
  if (as > 0) argv.push(`--as=${as}`);
  return { argv: [...argv, '--', ...command], helper: false };
}

/** What the kernel enforces here: `helper`, `prlimit`, or `none` (for the docs and the report). */
export function enforcement(): 'helper' | 'prlimit' | 'none' {
  if (runHelper() !== undefined) return 'helper';
  return findPrlimit() !== undefined ? 'prlimit' : 'none';
}

/** Why a program cannot be started, in words, or undefined when it can. */
export type Unrunnable = { why: string; code: string };

/**
 * The absolute path of the program `file` names (a path relative to the current folder when it
 * holds a '/', else found in PATH), or why it cannot run: the run itself starts in another folder.
 */
export function resolveProgram(
  file: string,
  cwd = process.cwd(),
  path = process.env.PATH ?? '',
): string | Unrunnable {
  if (file.includes('/')) {
    const full = isAbsolute(file) ? file : resolve(cwd, file);
    try {
      const stat = statSync(full);
      if (stat.isDirectory()) return { why: 'it is a directory', code: 'EACCES' };
      accessSync(full, constants.X_OK);
      return full;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'ENOENT';
      return { why: code === 'ENOENT' ? 'not found' : 'permission denied', code };
    }
  }
  const found = findInPath(file, path);
  if (found !== undefined) return found;
  // Not in PATH, but here: a folder (`-- .`), or a program meant to be run from this folder.
  try {
    const here = statSync(resolve(cwd, file));
    if (here.isDirectory()) return { why: 'it is a directory', code: 'EACCES' };
    return { why: 'not in PATH', code: 'ENOENT' };
  } catch {
    return { why: 'not found', code: 'ENOENT' };
  }
}

/**
 * The arguments with every one that names an existing file or folder relative to `cwd` made
 * absolute (`-- python3 sol.py` still finds sol.py from the run's own folder). Options (`-x`) and
 * absolute paths are left as they are.
 */
export function absoluteArguments(args: readonly string[], cwd = process.cwd()): string[] {
  return args.map((arg) => {
    if (arg === '' || arg.startsWith('-') || isAbsolute(arg)) return arg;
    try {
      statSync(resolve(cwd, arg));
      return resolve(cwd, arg);
    } catch {
      return arg;
    }
  });
}

/** Whether this process has looked for run folders that a killed nori left behind. */
let swept = false;

/**
 * A fresh private folder (mode 0700) for one run, under the system's temporary folder, named
 * with nori's process id so that a later nori can tell when its maker has gone. The first one a
 * process makes first removes those that a nori killed before it could remove them left there.
 */
export function makeRunDir(): string {
  if (!swept) {
    swept = true;
    removeAbandonedRunDirs(tmpdir());
  }
  return mkdtempSync(join(tmpdir(), `nori-run-${process.pid}-`));
}

/** How old (by its last change) an abandoned run folder must be before it is removed: an hour. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the run folders in `dir` whose maker no longer runs (a nori killed by SIGKILL cannot
 * remove its own), and returns how many. Only folders of this user named `nori-run-PID-XXXXXX`
 * whose process is gone and that have not changed for `ABANDONED_AFTER_MS`: another nori's
 * process may be out of sight (another PID namespace sharing the folder), and a live run changes
 * its folder within seconds.
 */
export function removeAbandonedRunDirs(
  dir: string,
  alive: (pid: number) => boolean = processAlive,
  now: number = Date.now(),
): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  const uid = process.getuid?.();
  let removed = 0;
  for (const name of names) {
    const match = /^nori-run-(\d+)-[A-Za-z0-9]{6}$/.exec(name);
    if (match === null) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || alive(pid)) continue;
    const path = join(dir, name);
    try {
      const stat = lstatSync(path);
      if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) continue;
      if (now - stat.mtimeMs < ABANDONED_AFTER_MS) continue;
      rmSync(path, { recursive: true, force: true });
      removed++;
    } catch {
      // Gone already, or not ours to remove: left as it is.
    }
  }
  return removed;
}

/** Whether a process with this id exists (one of another user's counts). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a run's folder with everything the program left in it. */
export function removeRunDir(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // A program of the run that is still being killed may hold it a moment: the next try is on exit.
  }
}

/** Variables passed on from nori's own environment, so that the tools themselves can start. */
const PASSED = ['PATH', 'HOME', 'USER', 'LOGNAME', 'PYENV_ROOT', 'PYENV_VERSION', 'JAVA_HOME'];

/**
 * The environment of a run: what the tools need from nori's (PATH, HOME and a few more), a fixed
 * locale and time zone, TMPDIR in the run's folder, and `extra` (the run's marker).
 */
export function runEnvironment(
  dir: string | undefined,
  extra: Record<string, string>,
  from: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  env.LANG = 'C.UTF-8';
  env.LC_ALL = 'C.UTF-8';
  env.TZ = 'UTC';
  if (dir !== undefined) env.TMPDIR = dir;
  return { ...env, ...extra };
}
