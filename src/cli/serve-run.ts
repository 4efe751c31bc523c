/**
 * `nori serve`: serves the built playground (dist/web of the installed package, never the current
 * directory) with sirv, a well-kept static file server. In production mode sirv indexes the folder
 * once at start-up and answers only for files it found there, so nothing outside dist/web is
 * reachable whatever the request path says. A strict Content-Security-Policy keeps the page from
 * loading anything from elsewhere.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { CliError, EXIT, type ExitCode } from './io.js';
import type { ServeOptions } from './serve.js';

/** Headers sent with every answer: the page may load only from its own origin. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; " +
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; " +
    "form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The folder of the built playground: `dist/web` in the package this file belongs to, found by
 * walking up to nori's package.json (this file runs bundled from dist/cli/chunks/, or from src/cli/
 * under the tests), so the answer does not depend on the current directory.
 */
export function webRoot(
  from: string = dirname(fileURLToPath(import.meta.url)),
): string | undefined {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
        if (name === 'nori') return join(dir, 'dist', 'web');
      } catch {
        // Not a readable manifest: keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Parses `--port`: an integer from 0 (any free port) to 65535. */
export function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text.trim())) return undefined;
  const port = Number(text.trim());
  return port <= 65535 ? port : undefined;
}

/** The address to print: IPv6 hosts in brackets, as URLs want them. */
export function formatAddress(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

function describeListenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use; choose another with --port (0 picks a free one)`;
    case 'EACCES':
      return `no permission to listen on port ${port}; choose a port above 1023 with --port`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${host}: not an address of this machine`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot listen on ${host}: unknown host`;
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`;
  }
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(new CliError(describeListenError(error, host, port)));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function answerText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(`${text}\n`);
}

/**
 * The files of dist/web, through sirv in production mode (it lists the folder once and serves
 * only what it listed). `npm run build` may replace the folder while the server runs: the listing
 * is redone when index.html changes, a request during the rebuild gets 503, and a file that
 * vanishes while it is being sent ends that answer instead of the server.
 */
class WebFiles {
  private handler: ReturnType<typeof sirv> | undefined;
  private stamp = '';

  constructor(private readonly root: string) {}

  private refresh(): boolean {
    let stamp: string;
    try {
      const stats = statSync(join(this.root, 'index.html'));
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return false;
    }
    if (this.handler !== undefined && stamp === this.stamp) return true;
    try {
      this.handler = sirv(this.root, {
        dev: false,
        etag: true,
        dotfiles: false,
        // Hashed assets never change; the page itself is revalidated on every visit.
        setHeaders: (res, pathname) => {
          res.setHeader(
            'Cache-Control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } catch {
      // The folder went away between the check and the listing: a rebuild is under way.
      return false;
    }
    this.stamp = stamp;
    return true;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    if (!this.refresh()) {
      answerText(res, 503, 'the playground is being rebuilt; reload in a moment');
      return;
    }
    res.once('pipe', (source: NodeJS.ReadableStream) => {
      source.once('error', () => res.destroy());
    });
    this.handler!(req, res, () => answerText(res, 404, 'not found'));
  }
}

/** Serves until SIGINT or SIGTERM, then closes the server and exits with 0. */
export async function runServe(options: ServeOptions): Promise<ExitCode> {
  const port = parsePort(options.port);
  if (port === undefined) {
    throw new CliError(`--port: expected a port number from 0 to 65535, found "${options.port}"`);
  }
  const host = options.host.trim();
  if (host === '') throw new CliError('--host: expected an address, found nothing');

  const root = webRoot();
  if (root === undefined || !existsSync(join(root, 'index.html'))) {
    throw new CliError('the playground is not built (dist/web is missing): run npm run build');
  }

  const files = new WebFiles(root);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('method not allowed\n');
      return;
    }
    files.handle(req, res);
  });

  const actualPort = await listen(server, host, port);
  process.stdout.write(`${formatAddress(host, actualPort)}\n`);
  if (process.stdout.isTTY) process.stderr.write('nori serve: press Ctrl+C to stop\n');

  return new Promise<ExitCode>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.close(() => resolve(EXIT.ok));
      server.closeAllConnections();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
