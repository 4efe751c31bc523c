import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { render } from '../../i18n/index.js';
import { framingProblem, guardHandler, parseMaxConnections, quoteForLog } from './run.js';

describe('quoteForLog', () => {
  it.each([
    ['a plain path', '/assets/a.js', '"/assets/a.js"'],
    ['an escape sequence', '/\u001b[2J\u001b]0;pwned\u0007', '"/\\x1b[2J\\x1b]0;pwned\\x07"'],
    ['C1 controls', '/\u009b31m', '"/\\x9b31m"'],
    ['quotes and backslashes', '/a"b\\c', '"/a\\"b\\\\c"'],
    ['a long path, cut', `/${'a'.repeat(200)}`, `"/${'a'.repeat(79)}..."`],
  ])('%s', (_name, text, quoted) => {
    expect(quoteForLog(text)).toBe(quoted);
  });
});

describe('framingProblem (RFC 9112 3.2, 6.1, 6.3)', () => {
  const request = (pairs: [string, string][], httpVersion = '1.1') => {
    const headers: Record<string, string> = {};
    for (const [name, value] of pairs) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
    return { rawHeaders: pairs.flat(), headers, httpVersion };
  };
  it.each([
    ['a plain Host', [['Host', 'a']], undefined],
    // outside tester: Node's own bare 400 (no security headers, no log line) answered these
    ['no Host in HTTP/1.1', [], 400],
    ['no Host in HTTP/1.1, other headers', [['Accept', '*/*']], 400],
    ['a Host with a port', [['Host', '127.0.0.1:8017']], undefined],
    ['an IPv6 Host', [['Host', '[::1]:8017']], undefined],
    ['an empty Host', [['Host', '']], undefined],
    [
      'two Host lines',
      [
        ['Host', 'a'],
        ['hOST', 'a'],
      ],
      400,
    ],
    // issue 23 replay (outside attack 3): these were answered 200
    ['a space inside the Host', [['Host', 'a b']], 400],
    ['two names in one Host', [['Host', 'a, b']], 400],
    ['a Host with an @', [['Host', 'user@a']], 400],
    ['a Host with a slash', [['Host', 'a/b']], 400],
    [
      'an unknown coding',
      [
        ['Host', 'a'],
        ['Transfer-Encoding', 'foo'],
      ],
      400,
    ],
    [
      'a coding before chunked',
      [
        ['Host', 'a'],
        ['Transfer-Encoding', 'gzip, chunked'],
      ],
      501,
    ],
    [
      'chunked',
      [
        ['Host', 'a'],
        ['Transfer-Encoding', 'chunked'],
      ],
      undefined,
    ],
  ] as [string, [string, string][], number | undefined][])('%s', (_name, pairs, status) => {
    expect(framingProblem(request(pairs))?.status).toBe(status);
  });

  it('lets an HTTP/1.0 request without Host through (RFC 9112 3.2 binds only 1.1)', () => {
    expect(framingProblem(request([], '1.0'))).toBeUndefined();
  });
});

describe('parseMaxConnections', () => {
  it.each([
    ['1', 1],
    [' 256 ', 256],
    ['100000', 100_000],
    ['0', undefined],
    ['100001', undefined],
    ['-5', undefined],
    ['1e3', undefined],
    ['', undefined],
  ])('%j is %s', (text, max) => {
    expect(parseMaxConnections(text)).toBe(max);
  });
});

describe('guardHandler', () => {
  /** Serves one request on 127.0.0.1 with `handle` guarded; resolves with what came back. */
  async function once(
    handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  ): Promise<{ status: number | string; lines: string[] }> {
    const lines: string[] = [];
    const server = createServer(guardHandler(handle, (line) => lines.push(render('en', line))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number | string>((resolve) => {
        get({ host: '127.0.0.1', port, path: '/x%1b' }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve('cut'));
        }).on('error', () => resolve('cut'));
      });
      return { status, lines };
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it.each<[string, (req: IncomingMessage, res: ServerResponse) => Promise<void>, number | string]>([
    [
      'a synchronous throw',
      () => {
        throw new Error('boom');
      },
      500,
    ],
    ['a rejection', async () => Promise.reject(new Error('boom')), 500],
    [
      'a failure after the answer started',
      async (_req, res) => {
        res.writeHead(200, { 'Content-Length': 10 });
        res.write('abc');
        await new Promise((wake) => setTimeout(wake, 10));
        throw new Error('boom');
      },
      'cut',
    ],
  ])('turns %s into a 500 or a cut connection and one log line', async (_name, handle, status) => {
    const result = await once(handle);
    expect(result.status).toBe(status);
    expect(result.lines).toEqual(['500 GET "/x%1b": boom']);
  });
});
