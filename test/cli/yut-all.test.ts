/**
 * `nori yut --all --out FILE` end to end, through the built command: the whole table once (its
 * workers run from the built bundles), checked against the single-input solver, and the summary
 * and usage errors of docs/cli.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/random.js';
import { diceOfIndex, indexOfDice } from '../../src/yut/all.js';
import { bestScore, classicBoard } from '../../src/yut/index.js';
import { scaled } from '../support/time.js';
import { nori, type Run } from './nori.js';

const INPUTS = 5 ** 10;
/**
 * How many entries of the written file are compared with the single-input solver, drawn at random:
 * the file is the command's (src/yut/all.test.ts checks the table's solver in-process on every input
 * of smaller problems: 7 turns, fewer pieces, fewer faces), and each comparison is a whole search
 * (100,000 took 3.9 s of the suite's time).
 */
const SAMPLED = 20_000;
const board = classicBoard();
const dir = mkdtempSync(join(tmpdir(), 'nori-yut-all-'));

describe('nori yut --all --out FILE', () => {
  const out = join(dir, 'table.bin');
  let run: Run;
  let table: Buffer;
  const answer = (dice: readonly number[]): number => table.readUInt16LE(2 * indexOfDice(dice));

  beforeAll(() => {
    run = nori(['yut', '--all', '--out', out]);
    table = readFileSync(out);
  }, scaled(120_000));

  it('succeeds quietly: the summary on standard output, nothing on standard error', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('writes 9,765,625 uint16 answers', () => {
    expect(table.length).toBe(2 * INPUTS);
  });

  const examples: [string, number][] = [
    ['1 2 3 4 1 2 3 4 1 2', 190],
    ['1 1 1 1 1 1 1 1 1 1', 133],
    ['5 1 2 3 4 5 5 3 2 4', 214],
    ['5 5 5 5 5 5 5 5 5 5', 130],
    ['2 2 2 2 2 2 2 2 2 2', 166],
  ];
  it.each(examples)(
    'holds the answer of rules-dice-yut.md for %s at its index: %i',
    (dice, expected) => {
      expect(answer(dice.split(' ').map(Number))).toBe(expected);
    },
  );

  it('agrees with the single-input solver on every input whose rolls are all equal', () => {
    for (let die = 1; die <= 5; die++) {
      const dice = new Array<number>(10).fill(die);
      expect(answer(dice)).toBe(bestScore(board, dice));
    }
  });

  it('agrees with the single-input solver on 20,000 sampled inputs', () => {
    const random = seededRandom(17825);
    let checked = 0;
    for (let i = 0; i < SAMPLED; i++) {
      const index = Math.floor(random() * INPUTS);
      const dice = diceOfIndex(index);
      const got = table.readUInt16LE(2 * index);
      if (got !== bestScore(board, dice)) {
        expect({ dice: dice.join(' '), got }).toEqual({
          dice: dice.join(' '),
          got: bestScore(board, dice),
        });
      }
      checked++;
    }
    expect(checked).toBe(SAMPLED);
  });

  it('summarises the file it wrote: smallest, largest, mean, the distribution and examples', () => {
    let smallest = Number.POSITIVE_INFINITY;
    let largest = 0;
    let sum = 0;
    for (let index = 0; index < INPUTS; index++) {
      const value = table.readUInt16LE(2 * index);
      smallest = Math.min(smallest, value);
      largest = Math.max(largest, value);
      sum += value;
    }
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^9,765,625 inputs solved in [\d.]+ s; .*table\.bin: 19,531,250 bytes, uint16 little-endian$/,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^smallest ${smallest} \\(\\d+ inputs?\\), largest ${largest} \\(\\d+ inputs?\\), mean ${(sum / INPUTS).toFixed(2)}, median \\d+$`,
      ),
    );
    // Histogram rows: "from-to  count  percent%  bar"; together they hold every input.
    const rows = lines.filter((line) => /^\s*\d+-\d+\s+[\d,]+\s+[\d.]+%/.test(line));
    expect(rows.length).toBeGreaterThan(5);
    const counted = rows.reduce(
      (total, line) => total + Number(line.trim().split(/\s+/)[1]!.replaceAll(',', '')),
      0,
    );
    expect(counted).toBe(INPUTS);
    // Examples: "score  d1 ... d10", lowest first, each the file's answer for its dice.
    const lowest = lines.indexOf('lowest answers:');
    const highest = lines.indexOf('highest answers:');
    expect(lowest).toBeGreaterThan(0);
    expect(highest).toBeGreaterThan(lowest + 1);
    const entries = (from: number, to: number) =>
      lines.slice(from, to).map((line) => {
        const [score, ...dice] = line.trim().split(/\s+/).map(Number);
        expect(dice).toHaveLength(10);
        expect(answer(dice)).toBe(score);
        return score!;
      });
    const low = entries(lowest + 1, highest);
    const high = entries(highest + 1, lines.length - 1);
    expect(low[0]).toBe(smallest);
    expect(high[0]).toBe(largest);
    expect(low).toEqual(low.slice().sort((a, b) => a - b));
    expect(high).toEqual(high.slice().sort((a, b) => b - a));
    expect(lines.at(-1)).toBe('');
  });

  it('shows no progress bar and no colour when not on a terminal', () => {
    expect(run.stdout).not.toContain('\r');
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).not.toContain('solving every input');
  });

  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)('shows a progress bar on a terminal', () => {
    const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
    const command = `'${process.execPath}' '${bin}' yut --all --out '${join(dir, 'tty.bin')}'`;
    const onTerminal = spawnSync('script', ['-qec', command, '/dev/null'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(onTerminal.status).toBe(0);
    expect(onTerminal.stdout).toContain('solving every input |');
    expect(onTerminal.stdout).toContain('smallest ');
    expect(readFileSync(join(dir, 'tty.bin')).equals(table)).toBe(true);
  });
});

describe('nori yut --all --out a full device', () => {
  it.skipIf(!existsSync('/dev/full'))(
    'a device that is full: one line, and the device stays',
    () => {
      const run = nori(['yut', '--all', '--out', '/dev/full']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^nori yut: cannot write \/dev\/full: .*\n$/);
      expect(existsSync('/dev/full')).toBe(true);
    },
  );
});

describe('nori yut --all --out FILE: the file is written whole or not at all', () => {
  const bin = fileURLToPath(new URL('../../bin/nori.cjs', import.meta.url));
  const OLD = 'the old content, to be kept\n';

  /** A fresh directory holding `keep.bin` with the old content. */
  function setUp(): { folder: string; target: string } {
    const folder = mkdtempSync(join(tmpdir(), 'nori-yut-out-'));
    const target = join(folder, 'keep.bin');
    writeFileSync(target, OLD);
    return { folder, target };
  }

  const signals: [NodeJS.Signals, number][] = [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ];
  it.each(signals)(
    'stopped by %s while solving: exit %i, the old file untouched, no temporary file',
    async (signal, code) => {
      const { folder, target } = setUp();
      const child = spawn(process.execPath, [bin, 'yut', '--all', '--out', target], {
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      // Wait until the run is writing: a temporary file beside the target (or, as nori once did,
      // the target itself emptied), then stop it.
      for (;;) {
        const writing =
          readdirSync(folder).some((name) => name.endsWith('.tmp')) || statSync(target).size === 0;
        if (writing) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      child.kill(signal);
      expect(await exited).toBe(code);
      expect(readFileSync(target, 'utf8')).toBe(OLD);
      expect(readdirSync(folder)).toEqual(['keep.bin']);
    },
    scaled(30_000),
  );

  it('a write that fails (the file size limit, as a full disk would): one line, the old file kept', () => {
    const { folder, target } = setUp();
    // 1,024 blocks of 512 bytes: the table (19 MB) cannot be written; Node reports EFBIG.
    const run = spawnSync(
      'sh',
      ['-c', `ulimit -f 1024 && exec '${process.execPath}' '${bin}' yut --all --out '${target}'`],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`nori yut: cannot write ${target}: the file would be too large\n`);
    expect(readFileSync(target, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['keep.bin']);
  });

  // Found by an attack: `--out table.bin > table.bin` renamed the new table over the file the
  // summary was going to, so the summary was lost and nori still said 0.
  it('the file its own standard output goes to is refused at once, and kept', () => {
    const { folder, target } = setUp();
    const fd = openSync(target, 'a');
    const run = spawnSync(process.execPath, [bin, 'yut', '--all', '--out', target], {
      encoding: 'utf8',
      stdio: ['ignore', fd, 'pipe'],
      timeout: scaled(20_000),
    });
    closeSync(fd);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`nori yut: cannot write ${target}: it is nori's own standard output\n`);
    expect(readFileSync(target, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['keep.bin']);
  });

  const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;
  it.skipIf(!hasMkfifo)('a named pipe (FIFO) is refused at once, not waited on', () => {
    const { folder } = setUp();
    const fifo = join(folder, 'pipe');
    spawnSync('mkfifo', [fifo]);
    const run = spawnSync(process.execPath, [bin, 'yut', '--all', '--out', fifo], {
      encoding: 'utf8',
      timeout: scaled(20_000),
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `nori yut: cannot write ${fifo}: it is a named pipe (FIFO); give a regular file\n`,
    );
  });
});
