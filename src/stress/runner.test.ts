import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  judgeRun,
  liveGroupCount,
  type RunLimits,
  runProgram,
  SpawnError,
} from './runner.js';

/** Live (non-zombie) processes whose process group is `pgid`, read from /proc. */
function processesInGroup(pgid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces, so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] !== 'Z' && Number(fields[2]) === pgid) found.push(Number(entry));
  }
  return found;
}

const quick: RunLimits = { ...DEFAULT_LIMITS, timeoutMs: 300 };

afterEach(() => {
  expect(liveGroupCount()).toBe(0);
});

it('the /proc probe sees a live process group (so the checks below are not vacuous)', () => {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
  const pid = child.pid!;
  try {
    expect(processesInGroup(pid)).toEqual([pid]);
  } finally {
    process.kill(-pid, 'SIGKILL');
  }
});

describe('runProgram and judgeRun', () => {
  const rows: [
    name: string,
    command: string[],
    input: string,
    expected: string,
    verdict: string,
  ][] = [
    ['echoing the answer is AC', ['cat'], '1\n3 2\n', '1 3 2', 'AC'],
    ['spacing does not matter', ['sh', '-c', 'printf "190\\r\\n\\n"'], '', '190\n', 'AC'],
    ['a wrong token is WA', ['sh', '-c', 'echo 186'], '', '190\n', 'WA'],
    ['no output is WA', ['true'], '1 2 3\n', '190\n', 'WA'],
    ['a non-zero exit is RE', ['sh', '-c', 'echo 190; exit 3'], '', '190\n', 'RE'],
    ['death by a signal is RE', ['sh', '-c', 'echo 190; kill -SEGV $$'], '', '190\n', 'RE'],
    ['a program that never ends is TLE', ['sh', '-c', 'while :; do :; done'], '', '0', 'TLE'],
    ['TLE wins over a right answer', ['sh', '-c', 'echo 0; sleep 5'], '', '0', 'TLE'],
    ['printing forever is OLE', ['yes'], '', 'y', 'OLE'],
  ];
  for (const [name, command, input, expected, verdict] of rows) {
    it(name, async () => {
      const result = await runProgram(command, input, quick);
      expect(judgeRun(result, expected)).toBe(verdict);
      expect(processesInGroup(result.pid)).toEqual([]);
    });
  }

  it('keeps at most the output cap and records the exit', async () => {
    const limits = { ...quick, maxOutputBytes: 1000 };
    const result = await runProgram(['yes', 'abc'], '', limits);
    expect(result.end.kind).toBe('output-limit');
    expect(result.stdout.length).toBe(1000);
  });

  it('kills the whole group on time-out, including children and grandchildren', async () => {
    const result = await runProgram(['sh', '-c', 'sleep 30 & (sleep 30 &); sleep 30'], '', quick);
    expect(result.end.kind).toBe('timeout');
    expect(processesInGroup(result.pid)).toEqual([]);
  });

  it('kills what a program left running after it exited', async () => {
    const result = await runProgram(['sh', '-c', '(sleep 30 &); echo 7'], '', quick);
    expect(result.end).toEqual({ kind: 'exited', code: 0 });
    expect(result.stdout).toBe('7\n');
    expect(processesInGroup(result.pid)).toEqual([]);
  });

  it('survives a program that does not read its (large) input', async () => {
    const result = await runProgram(['true'], 'x'.repeat(1 << 20), quick);
    expect(result.end).toEqual({ kind: 'exited', code: 0 });
  });

  it('keeps standard error, capped', async () => {
    const limits = { ...quick, maxErrorBytes: 5 };
    const result = await runProgram(['sh', '-c', 'echo oops-long >&2; exit 1'], '', limits);
    expect(result.stderr).toBe('oops-');
    expect(result.end).toEqual({ kind: 'exited', code: 1 });
  });

  it('stops a run when aborted', async () => {
    const controller = new AbortController();
    const running = runProgram(
      ['sleep', '30'],
      '',
      { ...quick, timeoutMs: 30_000 },
      controller.signal,
    );
    setTimeout(() => controller.abort(), 50);
    const result = await running;
    expect(result.end.kind).toBe('aborted');
    expect(processesInGroup(result.pid)).toEqual([]);
  });

  it('rejects with a SpawnError when the program does not exist', async () => {
    const error = await runProgram(['./no-such-program-here'], '', quick).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpawnError);
    expect((error as SpawnError).message).toBe('cannot run ./no-such-program-here: not found');
  });
});
