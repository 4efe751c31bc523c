/**
 * `nori serve` as a program: the address it prints, what it serves and refuses, and its one-line
 * errors. No browser needed (playground.test.ts drives the page itself).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, type Served, startServe } from './harness.js';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** Sends a request with the path exactly as given (no normalisation of `..`). */
function get(base: string, path: string, method = 'GET'): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
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
    const icon = await get(served.url, '/favicon.svg');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
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
          timeout: 20_000,
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
        timeout: 20_000,
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
          timeout: 20_000,
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
