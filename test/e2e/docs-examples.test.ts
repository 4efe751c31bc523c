/**
 * Every example in the documentation is true: each ```console block of README.md, README.ko.md
 * and docs/**\/*.md is run from the repository root, command by command, and what it prints
 * (standard output and standard error together, in the order a terminal shows them) must be what
 * the block shows. In a shown output `...` stands for any text (times, figures that vary, long lines
 * cut short); nothing else is skipped. `nori` is the built command (bin/nori.cjs), found first on
 * PATH. A command line shown in several places runs once. A block that cannot run (`nori serve`
 * never ends) is fenced as ```console no-run.
 *
 * Each block is one test with a limit of its own (BLOCK_LIMIT_MS, scaled by NORI_TIME_SCALE): a
 * slow block fails by its name. The blocks of one page run in the page's order (a later block may
 * read a file an earlier one wrote); pages run side by side. A path under /tmp/ in an example
 * (`--out /tmp/all.bin`) is run, and its output read, under a fresh folder made for this run, so
 * that no test writes a fixed path of the machine.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** The time one block may take on an idle machine, its commands together. */
const BLOCK_LIMIT_MS = 60_000;

/** One `$ command` of a block and the output shown under it. */
interface Step {
  readonly command: string;
  readonly expected: string;
}

/** One ```console block. */
interface Block {
  readonly where: string;
  readonly run: boolean;
  readonly steps: readonly Step[];
}

function markdownFiles(): string[] {
  const files = ['README.md', 'README.ko.md'].filter((file) => readdirSync(ROOT).includes(file));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** The ```console blocks of one Markdown text. */
function consoleBlocks(file: string, text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```console(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    const steps: { command: string; output: string[] }[] = [];
    for (let j = 0; j < body.length; j++) {
      const line = body[j]!;
      if (line.startsWith('$ ')) {
        let command = line.slice(2);
        while (command.endsWith('\\') && j + 1 < body.length) command += `\n${body[++j]}`;
        steps.push({ command, output: [] });
      } else if (steps.length === 0) {
        throw new Error(`${file}:${start + j}: a console block must begin with a "$ " command`);
      } else {
        steps[steps.length - 1]!.output.push(line);
      }
    }
    blocks.push({
      where: `${file}:${start}`,
      run: !/\bno-run\b/.test(open[1]!),
      steps: steps.map((step) => ({ command: step.command, expected: step.output.join('\n') })),
    });
  }
  return blocks;
}

/**
 * Whether `actual` is what a block shows, `...` standing for any text; a line that is only `...`
 * stands for any number of whole lines, none included (a line printed only sometimes, such as
 * the compiler's, which a cached build skips).
 */
function matches(expected: string, actual: string): boolean {
  const literal = (text: string) =>
    text
      .split('...')
      .map((part) => part.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'))
      .join('[\\s\\S]*?');
  const lines = expected.split('\n');
  let pattern = '';
  lines.forEach((line, index) => {
    const last = index === lines.length - 1;
    if (line !== '...') pattern += literal(line) + (last ? '' : '\\n');
    // A lone `...`: any whole lines, each with its newline; the last line of a block has none,
    // so there the lines go with the newline before them (taken back from the line above).
    else if (!last) pattern += '(?:[^\\n]*\\n)*?';
    else if (index === 0) pattern += '[\\s\\S]*';
    else pattern = `${pattern.slice(0, -2)}(?:\\n[\\s\\S]*)?`;
  });
  return new RegExp(`^${pattern}$`).test(actual);
}

let shim = '';
/** Each distinct command line runs once per language; the blocks that show it share its output. */
const runs = new Map<string, Promise<string>>();

/** The fresh folder standing for /tmp/ in the examples (made in beforeAll). */
let scratch = '';

/** `text` with every /tmp/ of an example pointing into the fresh folder instead. */
function inScratch(text: string): string {
  return text.replaceAll('/tmp/', `${scratch}/`);
}

/** The language a page is written in: Korean for README.ko.md and docs/ko/, else English. */
function pageLang(file: string): 'en' | 'ko' {
  return file.endsWith('.ko.md') || file.startsWith('docs/ko/') ? 'ko' : 'en';
}

/**
 * Runs one command line in a shell from the repository root, in the locale of the page's
 * language: its output as a terminal shows it.
 */
function runCommand(command: string, lang: 'en' | 'ko'): Promise<string> {
  return new Promise((done, fail) => {
    // One pipe for both streams (exec 2>&1), so their lines come in the order they were written.
    const child = spawn('bash', ['-c', `exec 2>&1\n${inScratch(command)}`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PATH: `${shim}:${process.env.PATH}`,
        NO_COLOR: '1',
        FORCE_COLOR: undefined,
        LANG: undefined,
        LC_MESSAGES: undefined,
        LC_ALL: lang === 'ko' ? 'ko_KR.UTF-8' : 'C.UTF-8',
      },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', fail);
    child.on('close', () => done(Buffer.concat(chunks).toString('utf8').replace(/\n$/, '')));
  });
}

const blocks = markdownFiles().flatMap((file) =>
  consoleBlocks(file, readFileSync(join(ROOT, file), 'utf8')),
);
const runnable = blocks.filter((block) => block.run);

/** The runnable blocks of each page, in the page's order. */
const pages = new Map<string, Block[]>();
for (const block of runnable) {
  const page = block.where.replace(/:\d+$/, '');
  pages.set(page, [...(pages.get(page) ?? []), block]);
}
/** When each block is done (the next block of its page waits for it). */
const finished = new Map<Block, Promise<void>>();

/** The outputs of a block's commands, one after the other (identical command lines run once). */
async function runBlock(block: Block): Promise<string[]> {
  const results: string[] = [];
  const lang = pageLang(block.where.replace(/:\d+$/, ''));
  for (const step of block.steps) {
    const key = `${lang}\n${step.command}`;
    if (!runs.has(key)) runs.set(key, runCommand(step.command, lang));
    results.push(await runs.get(key)!);
  }
  return results;
}

describe('the examples of the documentation', () => {
  beforeAll(() => {
    shim = mkdtempSync(join(tmpdir(), 'nori-docs-'));
    scratch = mkdtempSync(join(tmpdir(), 'nori-docs-tmp-'));
    writeFileSync(
      join(shim, 'nori'),
      `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin/nori.cjs')}" "$@"\n`,
    );
    chmodSync(join(shim, 'nori'), 0o755);
  });

  afterAll(() => {
    if (shim) rmSync(shim, { recursive: true, force: true });
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('finds the examples (and few that cannot run)', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(20);
    expect(blocks.length - runnable.length).toBeLessThanOrEqual(4);
  });

  it('uses every file of examples/ in some example that runs', () => {
    const commands = runnable.flatMap((block) => block.steps.map((step) => step.command));
    for (const file of readdirSync(join(ROOT, 'examples'))) {
      const path = relative(ROOT, join(ROOT, 'examples', file));
      expect(
        commands.some((command) => command.includes(path)),
        `${path} is used by no example`,
      ).toBe(true);
    }
  });

  // Concurrent: the pages run side by side; within a page, each block first waits for the one
  // before it, and its own limit starts only then.
  it.concurrent.each(runnable.map((block) => [block.where, block] as const))(
    '%s',
    async (_where, block) => {
      const page = pages.get(block.where.replace(/:\d+$/, ''))!;
      const before = page[page.indexOf(block) - 1];
      let release = (): void => {};
      finished.set(block, new Promise((resolve) => (release = resolve)));
      try {
        if (before !== undefined) await finished.get(before);
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<never>((_, fail) => {
          timer = setTimeout(
            () => fail(new Error(`${block.where}: took longer than ${scaled(BLOCK_LIMIT_MS)} ms`)),
            scaled(BLOCK_LIMIT_MS),
          );
        });
        const results = await Promise.race([runBlock(block), limit]).finally(() =>
          clearTimeout(timer),
        );
        block.steps.forEach((step, index) => {
          const actual = results[index]!;
          const expected = inScratch(step.expected);
          // On a mismatch, compare as text so the failure shows a diff.
          if (!matches(expected, actual))
            expect(`$ ${step.command}\n${actual}`).toBe(`$ ${step.command}\n${expected}`);
        });
      } finally {
        release();
      }
    },
    // Vitest's limit only backs up the blocks' own: a block may wait for every block before it
    // on its page, each within its limit.
    scaled(BLOCK_LIMIT_MS) * (Math.max(...[...pages.values()].map((page) => page.length)) + 1),
  );
});

describe('the example matcher', () => {
  it.each([
    { name: 'plain text', expected: 'a\nb', actual: 'a\nb', ok: true },
    { name: 'a different line', expected: 'a\nb', actual: 'a\nc', ok: false },
    {
      name: '... inside a line',
      expected: 'solved in ... s',
      actual: 'solved in 0.58 s',
      ok: true,
    },
    { name: '... across lines', expected: 'a\n...\nz', actual: 'a\nb\nc\nz', ok: true },
    {
      name: 'a lone ... line, standing for no line',
      expected: 'a\n...\nz',
      actual: 'a\nz',
      ok: true,
    },
    { name: 'a lone ... first', expected: '...\nz', actual: 'z', ok: true },
    { name: 'a lone ... first, over lines', expected: '...\nz', actual: 'x\ny\nz', ok: true },
    { name: 'a lone ... last', expected: 'a\n...', actual: 'a', ok: true },
    { name: 'a lone ... last, over lines', expected: 'a\n...', actual: 'a\nb\nc', ok: true },
    {
      name: '... inside a line is not a whole line',
      expected: 'a ...\nz',
      actual: 'a\nz',
      ok: false,
    },
    { name: 'nothing more than shown', expected: 'a', actual: 'a\nb', ok: false },
    { name: 'regex characters are literal', expected: '(1+1)*', actual: '(11)', ok: false },
  ])('$name', ({ expected, actual, ok }) => {
    expect(matches(expected, actual)).toBe(ok);
  });

  it('reads commands, continuation lines and outputs of a block', () => {
    const text =
      '```console\n$ echo a \\\n  b\na b\n$ true\n```\n```console no-run\n$ nori serve\n```\n';
    expect(consoleBlocks('x.md', text)).toEqual([
      {
        where: 'x.md:1',
        run: true,
        steps: [
          { command: 'echo a \\\n  b', expected: 'a b' },
          { command: 'true', expected: '' },
        ],
      },
      { where: 'x.md:7', run: false, steps: [{ command: 'nori serve', expected: '' }] },
    ]);
  });
});
