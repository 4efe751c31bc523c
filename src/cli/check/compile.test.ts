/**
 * The compile of `nori check SOURCE` runs like a judged run (issue 23, item 8): under kernel
 * limits, its whole tree killed at the time limit, its half-made build removed, and the message
 * true to what happened.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processesWith } from '../../../test/support/procs.js';
import { msg } from '../../i18n/index.js';
import {
  asUtf8,
  buildSource,
  isInstalled,
  LANGUAGES,
  type Language,
  languageOf,
  memoryAllowance,
  pythonInterpreter,
  sanitized,
} from './compile.js';

/** A language whose "compiler" is a shell script, run in the build folder. */
function fakeLanguage(compile: string, compilerMemoryMb: number | null = null): Language {
  return {
    name: 'Fake',
    extensions: ['.fake'],
    file: 'Main.fake',
    tool: 'sh',
    install: 'dash',
    compile: ['sh', '-c', compile],
    run: ['{dir}/Main'],
    memoryAllowanceMb: 32,
    compilerMemoryMb,
  };
}

function sourceFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nori-compile-src-'));
  const file = join(dir, 'sol.fake');
  writeFileSync(file, `${Math.random()}\n`);
  return file;
}

describe('buildSource', () => {
  it('kills the whole compiler tree at the time limit, not only the driver, and removes the build', async () => {
    const marker = `nori-compile-${process.pid}-${Date.now()}`;
    const root = mkdtempSync(join(tmpdir(), 'nori-compile-cache-'));
    // A driver that waits for its "cc1plus", as g++ does.
    const language = fakeLanguage(`sh -c 'while :; do :; done' ${marker} & wait`);
    const built = await buildSource(sourceFile(), language, root, undefined, 512, 400);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.failure.kind).toBe('compile-timeout');
    expect(processesWith(marker)).toEqual([]);
    expect(readdirSync(root)).toEqual([]);
  }, 20_000);

  it('caps the compiler memory', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nori-compile-cache-'));
    const language = fakeLanguage("python3 -c 'x = bytearray(1 << 30)'", 256);
    const built = await buildSource(sourceFile(), language, root);
    expect(!built.ok && built.failure.kind).toBe('compile-error');
    expect(!built.ok && built.failure.kind === 'compile-error' && built.failure.output).toContain(
      'MemoryError',
    );
  }, 20_000);

  it('says what the compiler printed, and its exit', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nori-compile-cache-'));
    const built = await buildSource(sourceFile(), fakeLanguage('echo oops >&2; exit 3'), root);
    expect(built).toMatchObject({
      ok: false,
      failure: {
        kind: 'compile-error',
        output: 'oops\n',
        status: msg('run.end.exit-code', { code: 3 }),
      },
    });
  });

  it('builds in the build folder and caches the build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nori-compile-cache-'));
    const file = sourceFile();
    const language = fakeLanguage('cp Main.fake Main');
    const first = await buildSource(file, language, root);
    expect(first).toMatchObject({ ok: true, cached: false });
    const second = await buildSource(file, language, root);
    expect(second).toMatchObject({ ok: true, cached: true });
  });
});

describe('sanitized (--sanitize)', () => {
  it("adds UBSan to Baekjoon's C and C++ commands, and the library's checks to C++'s", () => {
    const cpp = languageOf('sol.cpp')!;
    const c = languageOf('sol.c')!;
    const ubsan = ['-g', '-fsanitize=undefined', '-fno-sanitize-recover=all'];
    expect(sanitized(cpp)!.compile).toEqual([...cpp.compile!, ...ubsan, '-D_GLIBCXX_ASSERTIONS']);
    expect(sanitized(c)!.compile).toEqual([...c.compile!, ...ubsan]);
    // Still built statically, as Baekjoon builds, and run the same way.
    expect(sanitized(c)!.compile).toContain('-static');
    expect(sanitized(cpp)!.run).toEqual(cpp.run);
  });

  it('has nothing for the other languages', () => {
    for (const language of LANGUAGES.filter((l) => l.tool !== 'gcc' && l.tool !== 'g++')) {
      expect(sanitized(language), language.name).toBeUndefined();
    }
  });
});

describe('memoryAllowance', () => {
  const rows: [name: string, command: string[], expected: number | null][] = [
    ['a JVM is sized by -Xmx', ['java', '-cp', '.', 'Main'], null],
    ['node is sized by its own flag', ['/usr/bin/node', 'sol.js'], null],
    ['python gets the default allowance', ['python3', 'sol.py'], 64],
    ['a binary gets the default allowance', ['./a.out'], 64],
  ];
  for (const [name, command, expected] of rows) {
    it(name, () => expect(memoryAllowance(command)).toBe(expected));
  }

  it('compiles a source saved in CP949 (Korean Windows) as UTF-8, and says so', async () => {
    // "// 1은 검은돌" in CP949: a learner's Java file failed javac's -encoding UTF-8 on this.
    const cp949 = Buffer.concat([
      Buffer.from('// 1'),
      Buffer.from([0xc0, 0xba, 0x20, 0xb0, 0xcb, 0xc0, 0xba, 0xb5, 0xb9]),
      Buffer.from('\n'),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'nori-compile-src-'));
    const file = join(dir, 'sol.fake');
    writeFileSync(file, cp949);
    const root = mkdtempSync(join(tmpdir(), 'nori-compile-cache-'));
    // The "compiler" accepts the file only with the Korean words in UTF-8.
    const built = await buildSource(file, fakeLanguage("grep -q '1은 검은돌' Main.fake"), root);
    expect(built).toMatchObject({ ok: true, notes: [msg('compile.cp949')] });
  });
});

describe('asUtf8', () => {
  it('leaves UTF-8 and bytes that are not Korean text as they are', () => {
    const utf8 = Buffer.from('// 검은돌\nint main() {}\n');
    expect(asUtf8(utf8)).toEqual({ text: utf8, notes: [] });
    // Latin-1 "café": not UTF-8, and not Korean in CP949 either.
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    expect(asUtf8(latin1)).toEqual({ text: latin1, notes: [] });
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x81]);
    expect(asUtf8(binary)).toEqual({ text: binary, notes: [] });
  });

  it('reads a file in UTF-16 with its byte order mark and gives it in UTF-8, without the mark', () => {
    const source = '// 검은돌\r\n#include <cstdio>\r\nint main() { puts("0"); }\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(source, 'utf16le')]);
    expect(asUtf8(le)).toEqual({
      text: Buffer.from(source, 'utf8'),
      notes: [msg('compile.utf16')],
    });
    const be = Buffer.from(le);
    be.swap16();
    expect(asUtf8(be)).toEqual({
      text: Buffer.from(source, 'utf8'),
      notes: [msg('compile.utf16')],
    });
    // A mark alone, or what follows it is not text (odd length, mostly not ASCII): as it is.
    for (const bytes of [
      [0xff, 0xfe, 0x00, 0x81],
      [0xff, 0xfe, 0x41, 0x00, 0x42],
      [0xff, 0xfe],
    ]) {
      const buffer = Buffer.from(bytes);
      expect(asUtf8(buffer).notes).not.toContain(msg('compile.utf16'));
    }
  });

  it('reads Korean in CP949 and gives it in UTF-8', () => {
    const cp949 = Buffer.from([0x2f, 0x2f, 0x20, 0xb0, 0xcb, 0xc0, 0xba, 0xb5, 0xb9, 0x0a]);
    const { text, notes } = asUtf8(cp949);
    expect(text.toString('utf8')).toBe('// 검은돌\n');
    expect(notes).toEqual([msg('compile.cp949')]);
  });
});

describe.skipIf(!isInstalled('python3'))('a Python solution', () => {
  it('runs with the interpreter `python3` runs, by its own path (no version-manager shim)', async () => {
    // The shim of pyenv, on PATH as python3 here, cost 0.3 to 0.5 s of CPU time a run, counted
    // against the program's time limit.
    const real = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
    }).trim();
    expect(pythonInterpreter()).toBe(real);
    const dir = mkdtempSync(join(tmpdir(), 'nori-compile-src-'));
    const file = join(dir, 'sol.py');
    writeFileSync(file, 'print(0)\n');
    const python = LANGUAGES.find((language) => language.name === 'Python 3')!;
    const built = await buildSource(file, python, mkdtempSync(join(tmpdir(), 'nori-compile-')));
    expect(built.ok && built.command.slice(0, 3)).toEqual([real, '-W', 'ignore']);
  });
});
