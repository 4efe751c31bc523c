// `npm run profile:suite [-- COMMAND...]`: where a command's CPU time goes, by kind of process
// (default: `npm run check`). Linux only (/proc). It runs the command, looks at every process the
// run starts four times a second, and prints the wall time, the whole machine's CPU time over the
// run (from /proc/stat, so run it on an otherwise idle machine), and that time by kind: Chromium
// by process type (the browser's main thread apart), vitest's main process and workers, `nori` by
// command, compilers, interpreters, the rest by name. A process that starts and ends between two
// looks is not seen: its time is in the line `not seen`, with the kernel's own and the looks'.
// Figures vary by 5 to 10 % from run to run: compare several runs of each, on the same machine.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

const SAMPLE_MS = 250;
const TICKS_PER_SECOND = 100;

/** The whole machine's busy clock ticks (user, nice, system, irq, softirq) from /proc/stat. */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return user + nice + system + irq + softirq;
}

/** Reads a file of /proc, or undefined once the process has gone. */
function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Node's options that take the next argument as their value. */
const NODE_OPTIONS_WITH_VALUE = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '-C',
  '--conditions',
]);

/** The script a node process runs: its first argument that is neither an option nor its value. */
function scriptOf(argv) {
  for (let index = 1; index < argv.length; index++) {
    const arg = argv[index];
    if (NODE_OPTIONS_WITH_VALUE.has(arg)) index++;
    else if (!arg.startsWith('-')) return arg;
  }
  return '';
}

/** The kind of a process, from its arguments and name (see the heading). */
function processKind(argv, name) {
  const program = argv[0] ?? '';
  if (program.startsWith('/usr/lib/chromium/')) {
    const type = argv.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
    if (type === undefined)
      return name.includes('crashpad') ? 'chromium crashpad' : 'chromium browser';
    const utility = argv.find((arg) => arg.startsWith('--utility-sub-type='));
    return utility === undefined
      ? `chromium ${type}`
      : `chromium ${utility.slice('--utility-sub-type='.length).replace(/\.mojom\./, ' ')}`;
  }
  if (name === 'node' || program.endsWith('/node')) {
    const script = scriptOf(argv);
    if (script.endsWith('bin/nori.cjs')) {
      const command = argv[argv.indexOf(script) + 1];
      return command === undefined || command.startsWith('-') ? 'nori' : `nori ${command}`;
    }
    if (script.endsWith('.bin/vitest')) return 'vitest main';
    if (script.includes('vitest/dist/')) return 'vitest worker';
    if (script.includes('npm')) return 'npm';
    return 'node (other)';
  }
  return name;
}

/** Per process (pid and start time) or thread: its kind and the most ticks seen. */
const seen = new Map();
/** The kind of each process seen, by pid and start time (read from its command line once). */
const kinds = new Map();
/** The processes there before the command started (their time is not the command's). */
const before = new Set(readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)));

/** Utime + stime and the start time from a /proc stat line. */
function ticksOf(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] };
}

function keep(key, label, ticks) {
  const known = seen.get(key);
  if (known === undefined || ticks > known.ticks) seen.set(key, { label, ticks });
}

/**
 * One look at every process the run started: a process's stat counts all its threads, those
 * that have ended too, so one read a process. Chromium's browser process is also split into its
 * main thread (which serves the tests' protocol) and the rest.
 */
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || before.has(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (stat === undefined) continue;
    const { ticks, start } = ticksOf(stat);
    const id = `${pid}@${start}`;
    let kind = kinds.get(id);
    if (kind === undefined) {
      const cmdline = read(`/proc/${pid}/cmdline`);
      const name = read(`/proc/${pid}/comm`)?.trim();
      if (cmdline === undefined || name === undefined) continue;
      // Chromium rewrites its command line as one string, its arguments separated by spaces.
      let argv = cmdline.split('\0').filter((arg) => arg !== '');
      if (argv.length === 1 && argv[0].startsWith('/usr/lib/chromium/')) argv = argv[0].split(' ');
      kind = processKind(argv, name);
      kinds.set(id, kind);
    }
    if (kind !== 'chromium browser') {
      keep(id, kind, ticks);
      continue;
    }
    const main = read(`/proc/${pid}/task/${pid}/stat`);
    const mainTicks = main === undefined ? 0 : ticksOf(main).ticks;
    keep(`${id} main`, 'chromium browser, main thread', mainTicks);
    keep(id, kind, ticks - mainTicks);
  }
}

const command = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'run', 'check'];
const startTicks = machineTicks();
const started = performance.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
// Ctrl-C reaches the command too (one process group): the report is printed once it has ended.
process.on('SIGINT', () => {});
const timer = setInterval(sample, SAMPLE_MS);
const code = await new Promise((resolve) => {
  child.on('exit', (exitCode, signal) =>
    resolve(exitCode ?? 128 + (signal === null ? 0 : constants.signals[signal])),
  );
  child.on('error', (error) => {
    process.stderr.write(`suite-profile: cannot run ${command[0]}: ${error.message}\n`);
    process.exit(2);
  });
});
clearInterval(timer);
const wallS = (performance.now() - started) / 1000;
const machineS = (machineTicks() - startTicks) / TICKS_PER_SECOND;

const byLabel = new Map();
for (const { label, ticks } of seen.values()) {
  const entry = byLabel.get(label) ?? { seconds: 0, processes: 0 };
  entry.seconds += ticks / TICKS_PER_SECOND;
  entry.processes++;
  byLabel.set(label, entry);
}
const seenS = [...byLabel.values()].reduce((sum, entry) => sum + entry.seconds, 0);
const lines = [...byLabel].sort((a, b) => b[1].seconds - a[1].seconds);
process.stdout.write(
  `\n${command.join(' ')}: exit ${code}, ${wallS.toFixed(1)} s wall, ${machineS.toFixed(0)} CPU-s of the machine\n`,
);
for (const [label, { seconds, processes }] of lines) {
  if (seconds < 0.5) continue;
  process.stdout.write(
    `${seconds.toFixed(1).padStart(8)}  ${label} (${processes} ${processes === 1 ? 'process' : 'processes'})\n`,
  );
}
process.stdout.write(`${(machineS - seenS).toFixed(1).padStart(8)}  not seen\n`);
process.exitCode = code;
