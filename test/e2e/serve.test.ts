/**
 * `nori serve` as a program: the address it prints, what it serves and refuses, and its one-line
 * errors. No browser needed (playground.test.ts drives the page itself).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { type OutgoingHttpHeaders, request } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../support/time.js';
import { REPO, type Served, startServe } from './harness.js';
import {
  copyPackage,
  hostilePackage,
  type PackageCopy,
  plainGet,
  type Running,
  startNori,
} from './serve.test-helper.js';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** Sends a request with the path exactly as given (no normalisation of `..`). */
function get(
  base: string,
  path: string,
  method = 'GET',
  headers: OutgoingHttpHeaders = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The path of the page's first asset with this extension (`/assets/index-HASH.js`). */
async function firstAsset(base: string, extension: string): Promise<string> {
  const page = await get(base, '/');
  const found = new RegExp(`(assets/[^"]+\\.${extension})"`).exec(page.body)?.[1];
  if (found === undefined) throw new Error(`the page names no .${extension} asset`);
  return `/${found}`;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('nori serve', () => {
  let served: Served;

  beforeAll(async () => {
    // From another directory: the playground is found through the package, not the cwd.
    served = await startServe([], tmpdir());
  });

  afterAll(async () => {
    await served?.stop();
  });

  it('prints its address on 127.0.0.1 with the port it really got', () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(served.url).not.toMatch(/:0\/$/);
  });

  it('serves the page and its assets with the right types and a strict CSP', async () => {
    const page = await get(served.url, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    const style = /href="\.?\/?(assets\/[^"]+\.css)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    const js = await get(served.url, `/${script}`);
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const css = await get(served.url, `/${style}`);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const icon = await get(served.url, '/favicon.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a parent path', '/../package.json'],
    ['an encoded parent path', '/%2e%2e/package.json'],
    ['an encoded slash', '/..%2fpackage.json'],
    ['deeper escapes', '/assets/../../../package.json'],
    ['the sources', '/src/main.ts'],
    ['a missing file', '/nothing-here.js'],
  ])('answers 404 to %s', async (_name, path) => {
    const answer = await get(served.url, path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('"name"');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get(served.url, '/', 'POST')).status).toBe(405);
    expect((await get(served.url, '/', 'HEAD')).status).toBe(200);
  });

  it('survives an inverted range (it used to end the process) and answers 416', async () => {
    const script = await firstAsset(served.url, 'js');
    const bad = await get(served.url, script, 'GET', { Range: 'bytes=10-5' });
    expect(bad.status).toBe(416);
    expect((await get(served.url, '/')).status).toBe(200);
    expect(served.child.exitCode).toBeNull();
  });

  describe('ranges, conditional requests and HEAD', () => {
    let script: string;
    let bytes: string;

    beforeAll(async () => {
      script = await firstAsset(served.url, 'js');
      bytes = readFileSync(join(REPO, 'dist', 'web', script.slice(1))).toString('latin1');
    });

    // [name, Range header, expected status, expected slice [start, end] or undefined for all]
    const size = () => bytes.length;
    it.each<[string, string, number, (() => [number, number]) | undefined]>([
      ['the first ten bytes', 'bytes=0-9', 206, () => [0, 9]],
      ['an open end', 'bytes=5-', 206, () => [5, size() - 1]],
      ['a suffix', 'bytes=-7', 206, () => [size() - 7, size() - 1]],
      ['a suffix longer than the file', 'bytes=-99999999', 206, () => [0, size() - 1]],
      ['an end past the file', 'bytes=3-99999999', 206, () => [3, size() - 1]],
      ['overlapping ranges, combined', 'bytes=0-3,2-9', 206, () => [0, 9]],
      ['two separate ranges (the whole file instead)', 'bytes=0-0,5-9', 200, undefined],
      ['another unit', 'items=0-9', 200, undefined],
      ['a malformed range', 'bytes=abc', 200, undefined],
      ['no equals sign', 'bytes 0-9', 200, undefined],
      ['a start past the end', 'bytes=99999999-', 416, undefined],
      ['an inverted range', 'bytes=10-5', 416, undefined],
      ['an empty suffix', 'bytes=-0', 416, undefined],
    ])('%s', async (_name, range, status, slice) => {
      const answer = await get(served.url, script, 'GET', { Range: range });
      expect(answer.status).toBe(status);
      if (status === 416) {
        expect(answer.headers['content-range']).toBe(`bytes */${size()}`);
      } else if (slice === undefined) {
        expect(answer.body).toBe(bytes);
      } else {
        const [start, end] = slice();
        expect(answer.body).toBe(bytes.slice(start, end + 1));
        expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${size()}`);
      }
    });

    it('answers 304 to a matching If-None-Match or If-Modified-Since, 200 otherwise', async () => {
      const first = await get(served.url, script);
      const tag = first.headers.etag as string;
      const modified = first.headers['last-modified'] as string;
      expect(tag).toMatch(/^"[^"]+"$/);
      expect((await get(served.url, script, 'GET', { 'If-None-Match': tag })).status).toBe(304);
      expect((await get(served.url, script, 'GET', { 'If-None-Match': `W/${tag}` })).status).toBe(
        304,
      );
      expect((await get(served.url, script, 'GET', { 'If-None-Match': '"other"' })).status).toBe(
        200,
      );
      expect((await get(served.url, script, 'GET', { 'If-Modified-Since': modified })).status).toBe(
        304,
      );
      const before = new Date(Date.parse(modified) - 60_000).toUTCString();
      expect((await get(served.url, script, 'GET', { 'If-Modified-Since': before })).status).toBe(
        200,
      );
      expect((await get(served.url, script, 'GET', { 'If-Match': '"other"' })).status).toBe(412);
      expect((await get(served.url, script, 'GET', { 'If-Match': tag })).status).toBe(200);
      // If-Range: the range only for the very same version, else the whole file.
      const same = await get(served.url, script, 'GET', { Range: 'bytes=0-1', 'If-Range': tag });
      expect(same.status).toBe(206);
      const other = await get(served.url, script, 'GET', {
        Range: 'bytes=0-1',
        'If-Range': '"other"',
      });
      expect(other.status).toBe(200);
      expect(other.body).toBe(bytes);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const full = await get(served.url, script);
      const head = await get(served.url, script, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-length', 'etag', 'last-modified']) {
        expect(head.headers[name], name).toBe(full.headers[name]);
      }
      const part = await get(served.url, script, 'HEAD', { Range: 'bytes=0-9' });
      expect(part.status).toBe(206);
      expect(part.headers['content-length']).toBe('10');
    });
  });

  it('refers to nothing outside itself: no remote scripts, styles or fonts', () => {
    const built = listFiles(join(REPO, 'dist', 'web')).filter((file) =>
      /\.(html|css|js)$/.test(file),
    );
    expect(built.length).toBeGreaterThanOrEqual(3);
    for (const file of built) {
      const text = readFileSync(file, 'utf8').replaceAll('http://www.w3.org/2000/svg', '');
      expect(text, file).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
      expect(text, file).not.toMatch(/@import|@font-face/);
    }
  });
});

describe('nori serve errors', () => {
  it('says so in one line when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = spawnSync(
        process.execPath,
        [join(REPO, 'bin', 'nori.cjs'), 'serve', '--port', String(port)],
        {
          encoding: 'utf8',
          timeout: scaled(20_000),
        },
      );
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `nori serve: port ${port} on 127.0.0.1 is already in use; choose another with --port (0 picks a free one)\n`,
      );
    } finally {
      blocker.close();
    }
  });

  it.each([
    ['a word', 'abc'],
    ['a negative number', '-1'],
    ['a port too large', '65536'],
  ])('rejects %s as the port', (_name, port) => {
    const run = spawnSync(
      process.execPath,
      [join(REPO, 'bin', 'nori.cjs'), 'serve', '--port', port],
      {
        encoding: 'utf8',
        timeout: scaled(20_000),
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^nori serve: /);
  });

  it('tells to build when the package has no dist/web', () => {
    // A copy of the package without the playground: the command must look in its own package.
    const copy = mkdtempSync(join(tmpdir(), 'nori-serve-'));
    try {
      cpSync(join(REPO, 'package.json'), join(copy, 'package.json'));
      cpSync(join(REPO, 'bin'), join(copy, 'bin'), { recursive: true });
      cpSync(join(REPO, 'dist'), join(copy, 'dist'), {
        recursive: true,
        filter: (source) => !source.startsWith(join(REPO, 'dist', 'web')),
      });
      const run = spawnSync(
        process.execPath,
        [join(copy, 'bin', 'nori.cjs'), 'serve', '--port', '0'],
        {
          cwd: REPO,
          encoding: 'utf8',
          timeout: scaled(20_000),
        },
      );
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(
        'nori serve: the playground is not built (dist/web is missing): run npm run build\n',
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('nori serve serves only regular files inside its folder', () => {
  let copy: PackageCopy;
  let running: Running;

  beforeAll(async () => {
    copy = hostilePackage();
    running = await startNori(copy.bin);
  });

  afterAll(async () => {
    await running?.stop();
    copy?.remove();
  });

  it('answers 404 to links (out of the folder, to folders, in loops), FIFOs, devices, folders and dotfiles, without hanging', async () => {
    expect(copy.hostile.length).toBeGreaterThanOrEqual(10);
    for (const path of copy.hostile) {
      const answer = await plainGet(running.port, path);
      expect(answer.statuses, path).toEqual([404]);
      expect(answer.text, path).not.toContain('root:');
      expect(answer.text, path).not.toContain('"name"');
    }
    // One line per refusal, each naming the request.
    const lines = running.stderr().trim().split('\n');
    for (const path of copy.hostile) {
      expect(lines.filter((line) => line.includes(`"${path}"`)).length, path).toBe(1);
    }
    for (const line of lines) expect(line).toMatch(/^nori serve: 404 GET "[^"]*": [a-z]/);
  });

  it('still serves the page, a folder index and an empty file next to them', async () => {
    expect((await plainGet(running.port, '/')).statuses).toEqual([200]);
    expect((await plainGet(running.port, '/docs/')).statuses).toEqual([200]);
    const empty = await plainGet(running.port, '/empty.txt');
    expect(empty.statuses).toEqual([200]);
    expect(empty.text).toMatch(/content-length: 0\r\n/i);
    expect(running.alive()).toBe(true);
  });

  it('answers 400 or 404 to encoded traversal, backslashes and NUL', async () => {
    for (const path of [
      '/%2e%2e/package.json',
      '/%2E%2E%2Fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%5cpackage.json',
      '/assets\\..\\..\\package.json',
      '/index.html%00.js',
      '/%c0%ae%c0%ae/package.json',
      '/%',
      '/docs/..',
      '/./index.html',
      '//etc/passwd',
    ]) {
      const answer = await plainGet(running.port, path);
      expect([[400], [404]], path).toContainEqual(answer.statuses);
    }
    expect(running.alive()).toBe(true);
  });
});

describe('nori serve --open', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'nori-open-'));
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('opens the address with $BROWSER', async () => {
    const record = join(scratch, 'opened.txt');
    const browser = join(scratch, 'browser.sh');
    writeFileSync(browser, `#!/bin/sh\nprintf '%s' "$1" > '${record}'\n`);
    chmodSync(browser, 0o755);
    const running = await startNori(join(REPO, 'bin', 'nori.cjs'), ['--open'], {
      ...process.env,
      BROWSER: browser,
    });
    try {
      for (let waited = 0; !existsSync(record) && waited < 15_000; waited += 50) {
        await new Promise((wake) => setTimeout(wake, 50));
      }
      expect(readFileSync(record, 'utf8')).toBe(running.urls[0]);
    } finally {
      await running.stop();
    }
  });

  it('keeps serving, with one line of warning, when no browser can be opened', async () => {
    const running = await startNori(join(REPO, 'bin', 'nori.cjs'), ['--open'], {
      ...process.env,
      BROWSER: join(scratch, 'no-such-browser'),
    });
    try {
      for (let waited = 0; !running.stderr().includes('\n') && waited < 15_000; waited += 50) {
        await new Promise((wake) => setTimeout(wake, 50));
      }
      expect(running.stderr()).toMatch(
        /^nori serve: cannot open a browser: .*: not found; open http:\/\/127\.0\.0\.1:\d+\/\n$/,
      );
      expect((await plainGet(running.port, '/')).statuses).toEqual([200]);
      expect(running.alive()).toBe(true);
    } finally {
      await running.stop();
    }
  });
});

describe('nori serve and slow clients', () => {
  it('closes the oldest idle connections past --max-connections, so a new request gets in', async () => {
    const copy = copyPackage();
    const running = await startNori(copy.bin, ['--max-connections', '50']);
    const slow: Socket[] = [];
    let closedByServer = 0;
    try {
      // 200 clients that send half a request and wait, as a slowloris does.
      await Promise.all(
        Array.from(
          { length: 200 },
          () =>
            new Promise<void>((resolve, reject) => {
              const socket = connect({ host: '127.0.0.1', port: running.port }, () => {
                socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
                resolve();
              });
              socket.on('error', () => {});
              socket.on('close', () => {
                closedByServer++;
              });
              socket.once('error', reject);
              slow.push(socket);
            }),
        ),
      );
      const answer = await plainGet(running.port, '/');
      expect(answer.statuses).toEqual([200]);
      // The server kept at most 50 open: the others were closed, not left waiting.
      for (let waited = 0; closedByServer < 150 && waited < 4_000; waited += 50) {
        await new Promise((wake) => setTimeout(wake, 50));
      }
      expect(closedByServer).toBeGreaterThanOrEqual(150);
      expect(running.alive()).toBe(true);
    } finally {
      for (const socket of slow) socket.destroy();
      await running.stop();
      copy.remove();
    }
  });

  it.each([
    ['zero', '0'],
    ['a word', 'many'],
  ])('rejects %s as --max-connections', (_name, value) => {
    const run = spawnSync(
      process.execPath,
      [join(REPO, 'bin', 'nori.cjs'), 'serve', '--port', '0', '--max-connections', value],
      { encoding: 'utf8', timeout: scaled(20_000) },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `nori serve: --max-connections: expected a number from 1 to 100000, found "${value}"\n`,
    );
  });
});

describe('nori serve stops on a signal', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
    // The rest of the one list (src/cli/io/signals.ts); SIGUSR1 in test/cli-signals.test.ts.
    ['SIGQUIT', 131],
    ['SIGUSR2', 140],
    ['SIGALRM', 142],
  ] as const)('on %s: closes its connections and exits with %i', async (signal, code) => {
    const running = await startNori(join(REPO, 'bin', 'nori.cjs'));
    // A keep-alive connection left open must not keep the server from stopping.
    const idle = connect({ host: '127.0.0.1', port: running.port });
    idle.on('error', () => {});
    await new Promise((resolve) => idle.once('connect', resolve));
    const exited = new Promise<number | null>((resolve) =>
      running.child.once('exit', (status) => resolve(status)),
    );
    running.child.kill(signal);
    expect(await exited).toBe(code);
    idle.destroy();
  });
});
