/**
 * A watchdog for the runs of one nori: a small `/bin/sh` process that outlives nori only to kill
 * what nori leaves behind when it cannot clean up itself (SIGKILL, a crash of Node).
 *
 * nori writes `+PGID` and `-PGID` lines on the watchdog's standard input as process groups start
 * and end, and a line `=` when it lets the watchdog go having cleaned up itself: the watchdog then
 * exits without looking. Looking then would be wrong, not only useless: the marker is this nori's,
 * so a later phase's runs (the solution's cases after the compile's guard is let go) carry it too,
 * and a watchdog slow to look would kill them. When the pipe closes without that line (nori died:
 * the kernel closes its end), the watchdog kills the groups still listed and every process whose environment carries this
 * nori's run marker (`NORI_CHECK_RUN=<instance>.`, see runner-procs.ts), again while it finds
 * any (a process may fork while it is being killed), and exits: within about half a second.
 *
 * It is a shell script, not a second Node, to cost one small process: `grep -z` (GNU or BusyBox)
 * reads /proc/PID/environ; where there is no /proc, only the groups are killed. It runs in a
 * session of its own and ignores the signals of the terminal, so that Ctrl-C, which reaches nori,
 * does not end it before it has looked.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { MARKER } from './runner-procs.js';

const SCRIPT = `
trap '' INT HUP TERM QUIT USR1 USR2 ALRM PIPE
groups=' '
while read -r line; do
  pid=\${line#?}
  case $line in
    +*) groups="$groups$pid " ;;
    -*) case $groups in *" $pid "*) groups="\${groups%% $pid *} \${groups#* $pid }" ;; esac ;;
    =) exit 0 ;;
  esac
done
round=0
while [ $round -lt 8 ]; do
  for g in $groups; do kill -KILL -- "-$g" 2>/dev/null; done
  found=0
  if [ -d /proc ]; then
    for f in $(grep -lzs "^${MARKER}=$1\\." /proc/[0-9]*/environ 2>/dev/null); do
      p=\${f#/proc/}; p=\${p%/environ}
      kill -KILL "$p" 2>/dev/null && found=1
    done
  fi
  [ $found = 0 ] && break
  sleep 0.05 2>/dev/null || sleep 1
  round=$((round + 1))
done
`;

/** A running watchdog. */
export interface Watchdog {
  /** A process group has started. */
  add(pgid: number): void;
  /** A process group has ended (its leader was reaped: the id may be reused from now on). */
  remove(pgid: number): void;
  /** nori has cleaned up itself: the watchdog exits without looking. */
  close(): void;
  readonly pid: number | undefined;
}

/** Starts the watchdog for the runs marked with `instance`; it holds nothing that keeps Node up. */
export function startWatchdog(instance: string): Watchdog {
  let child: ChildProcess | undefined;
  try {
    child = spawn('/bin/sh', ['-c', SCRIPT, 'nori-watchdog', instance], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
  } catch {
    child = undefined;
  }
  const stdin = child?.stdin;
  child?.on('error', () => {});
  stdin?.on('error', () => {});
  child?.unref();
  (stdin as unknown as { unref?: () => void } | undefined)?.unref?.();
  const send = (line: string): void => {
    if (stdin !== null && stdin !== undefined && !stdin.destroyed) stdin.write(line);
  };
  return {
    add: (pgid) => send(`+${pgid}\n`),
    remove: (pgid) => send(`-${pgid}\n`),
    close: () => {
      send('=\n');
      stdin?.end();
    },
    pid: child?.pid,
  };
}
