/**
 * `nori serve`: serves the built playground (dist/web of the installed package, never the current
 * directory) on node:http. No request may end or stall the server: paths are checked before the
 * file system is touched (path.ts), only regular files inside the folder are sent, from
 * their descriptor (files.ts), connections and the requests each may have waiting are capped and
 * timed out (limits.ts), and
 * an error while answering is a 500 and one log line, never the end of the process. A strict
 * Content-Security-Policy keeps the page from loading anything from elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptLanguageLang, type Lang, type Message, msg, render } from '../../i18n/index.js';
import { CliError } from '../io/errors.js';
import { signalExitCode, stopGracefully } from '../io/signals.js';
import { openEncoded, openServedFile, sendFile } from './files.js';
import {
  applyTimeouts,
  type ConnectionCap,
  capConnections,
  capWaitingRequests,
  MAX_WAITING_REQUESTS,
  TIMEOUTS,
} from './limits.js';
import { parseRequestPath } from './path.js';
import {
  formatAddress,
  isWildcardHost,
  listenHost,
  listenUrls,
  openBrowser,
  shownHost,
} from './urls.js';

/** Options of `nori serve`, as commander parses them. */
export interface ServeOptions {
  port: string;
  host: string;
  open?: boolean;
  maxConnections: string;
  /** The language of every text (chosen once by the entry). */
  lang?: Lang;
}

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
 * The security headers as lines of a raw answer, for the answers written on the socket itself
 * (requests Node's parser refuses, CONNECT): every answer carries them (an attack found those
 * without).
 */
const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * The folder of the built playground: `dist/web` in the package this file belongs to, found by
 * walking up to nori's package.json (this file runs bundled from dist/cli/serve/, or from
 * src/cli/serve/ under the tests), so the answer does not depend on the current directory.
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

/** Parses `--max-connections`: an integer from 1 to 100,000. */
export function parseMaxConnections(text: string): number | undefined {
  if (!/^\d{1,6}$/.test(text.trim())) return undefined;
  const max = Number(text.trim());
  return max >= 1 && max <= 100_000 ? max : undefined;
}

/**
 * A request target or other client text as it may appear in a log line: quoted, control
 * characters escaped (a path must not drive the terminal), cut at 80 characters.
 */
export function quoteForLog(text: string): string {
  const cut = text.length > 80 ? `${text.slice(0, 80)}...` : text;
  return `"${escapeControls(cut, '\\"')}"`;
}

/** `text` with control characters (C0, DEL, C1) and the characters of `also` escaped. */
function escapeControls(text: string, also = ''): string {
  let escaped = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (also.includes(char)) escaped += `\\${char}`;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      escaped += `\\x${code.toString(16).padStart(2, '0')}`;
    } else escaped += char;
  }
  return escaped;
}

/** The language of the server's lines (set once by `runServe` from its options). */
let logLang: Lang = 'en';

function log(line: Message | string): void {
  process.stderr.write(`nori serve: ${render(logLang, line)}\n`);
}

function describeListenError(error: NodeJS.ErrnoException, host: string, port: number): Message {
  switch (error.code) {
    case 'EADDRINUSE':
      return msg('serve.in-use', { port, host });
    case 'EACCES':
      return msg('serve.no-permission', { port });
    case 'EADDRNOTAVAIL':
      return msg('serve.not-local', { host });
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return msg('serve.unknown-host', { host });
    default:
      return msg('serve.listen-failed', { host, port, why: error.message });
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

/**
 * The body of a refusal in `lang` (an attack found "not found" under --lang ko): the catalogue's
 * words for the statuses nori answers, else Node's own.
 */
function statusBody(status: number, lang: Lang): string {
  const code = STATUS_BODIES[status as keyof typeof STATUS_BODIES];
  if (code === undefined) return (STATUS_CODES[status] ?? 'refused').toLowerCase();
  return render(lang, msg(code));
}

/**
 * The language of what a browser shows for a request: the one its Accept-Language prefers when it
 * prefers Korean or English, else the server's (as the page itself starts in the browser's).
 */
function bodyLang(req: IncomingMessage): Lang {
  return acceptLanguageLang(req.headers['accept-language']) ?? logLang;
}

const STATUS_BODIES = {
  400: 'serve.status.400',
  404: 'serve.status.404',
  405: 'serve.status.405',
  500: 'serve.status.500',
  501: 'serve.status.501',
} as const;

function answerText(res: ServerResponse, status: number, text: string, lang: Lang): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Language': lang,
    Vary: 'Accept-Language',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text) + 1,
  });
  res.end(`${text}\n`);
}

/** Hashed assets never change; the page itself is revalidated on every visit. */
function cacheControlFor(segments: readonly string[]): string {
  return segments[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Connections whose request was refused for its framing (an unknown Transfer-Encoding): Node's
 * parser reports the same request as a client error right after; the 400 already written must
 * still reach the client before the connection closes.
 */
const refusedFraming = new WeakSet<Socket>();

/**
 * A Host field's value as RFC 9112 3.2 allows it: `uri-host [ ":" port ]` of RFC 3986 (an IP
 * literal in brackets, or a name of unreserved characters, percent-escapes and sub-delimiters),
 * or nothing. A space, a second name after a comma and a space, or a control character is
 * invalid (issue 23: `Host: a b` was answered 200).
 */
const VALID_HOST =
  /^(?:\[[0-9A-Fa-f:.]+\]|\[v[0-9A-Fa-f]+\.[\w\-.~!$&'()*+,;=:]+\]|(?:[\w\-.~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$/;

/**
 * Why a request's framing or Host is refused (RFC 9112), before anything else: a Transfer-Encoding
 * whose last coding is not chunked (6.3: 400, then close), another coding before chunked (6.1:
 * 501), no Host in an HTTP/1.1 request, more than one Host or an invalid one (3.2: 400).
 */
export function framingProblem(
  req: Pick<IncomingMessage, 'rawHeaders' | 'headers' | 'httpVersion'>,
): { status: 400 | 501; reason: Message } | undefined {
  let hosts = 0;
  let host = '';
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === 'host') {
      hosts++;
      host = req.rawHeaders[i + 1] ?? '';
    }
  }
  // HTTP/1.0 has no Host requirement (a 1.0 client may send none).
  if (hosts === 0 && req.httpVersion === '1.1') {
    return { status: 400, reason: msg('serve.reason.no-host') };
  }
  if (hosts > 1) return { status: 400, reason: msg('serve.reason.two-hosts') };
  if (!VALID_HOST.test(host.trim()))
    return { status: 400, reason: msg('serve.reason.invalid-host') };
  const coding = req.headers['transfer-encoding'];
  if (coding === undefined) return undefined;
  const codings = coding
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (codings[codings.length - 1] !== 'chunked') {
    return { status: 400, reason: msg('serve.reason.not-chunked') };
  }
  if (codings.length > 1) return { status: 501, reason: msg('serve.reason.other-coding') };
  return undefined;
}

/**
 * Resolves true once `res` may be written to the connection (a pipelined request waits for the
 * answers before it), false if the connection closes first. Nothing is looked up or opened for
 * a request before then, so a client that sends many requests and leaves holds no file open and
 * makes the server keep no answer in memory (and one that sends more than MAX_WAITING_REQUESTS
 * without reading the answers is closed: capWaitingRequests, limits.ts).
 */
function whenAnswerable(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (res.socket !== null) return Promise.resolve(!res.socket.destroyed);
  const socket = req.socket;
  if (socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (answerable: boolean) => {
      res.off('socket', onSocket);
      forget();
      resolve(answerable);
    };
    const onSocket = () => done(true);
    res.once('socket', onSocket);
    const forget = onConnectionClose(socket, () => done(false));
  });
}

/** What to do when a connection closes, per connection (one listener however deep the queue). */
const onClose = new WeakMap<Socket, Set<() => void>>();

/** Calls `then` when `socket` closes; returns the function that cancels it. */
function onConnectionClose(socket: Socket, then: () => void): () => void {
  let waiting = onClose.get(socket);
  if (waiting === undefined) {
    const set = new Set<() => void>();
    waiting = set;
    onClose.set(socket, set);
    socket.once('close', () => {
      for (const callback of [...set]) callback();
      set.clear();
    });
  }
  waiting.add(then);
  const set = waiting;
  return () => {
    set.delete(then);
  };
}

/** Answers one request; any error thrown here becomes a 500 in `guardHandler`. */
async function answer(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const target = req.url ?? '';
  const lang = bodyLang(req);
  const refuse = (status: number, reason: Message, body = statusBody(status, lang)) => {
    log(
      msg('serve.log.refused', {
        status,
        method: req.method ?? '',
        target: quoteForLog(target),
        reason,
      }),
    );
    answerText(res, status, body, lang);
  };
  // Before any await: the parser's own error for this request comes in the same turn.
  const framing = framingProblem(req);
  if (framing !== undefined) {
    refusedFraming.add(req.socket);
    res.setHeader('Connection', 'close');
    refuse(framing.status, framing.reason);
    return;
  }
  if (!(await whenAnswerable(req, res))) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    refuse(405, msg('serve.reason.method'));
    return;
  }
  const path = parseRequestPath(target);
  if (!path.ok) {
    refuse(path.status, path.reason);
    return;
  }
  // `npm run build` replaces the folder while the server may be running.
  const built = await stat(join(root, 'index.html')).then(
    () => true,
    () => false,
  );
  if (!built) {
    refuse(503, msg('serve.reason.not-built'), render(lang, msg('serve.rebuilding')));
    return;
  }
  const found = await openServedFile(root, path.segments, path.folder);
  if (!found.ok) {
    refuse(404, found.reason);
    return;
  }
  const encoded = await openEncoded(root, found.file, req.headers['accept-encoding']);
  if (res.destroyed || req.socket.destroyed) {
    // The client left while the file was looked up.
    await (encoded ?? found.file).handle.close();
    return;
  }
  sendFile(req, res, encoded ?? found.file, cacheControlFor(path.segments));
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return escapeControls(message.split('\n')[0]!.slice(0, 200));
}

/**
 * A request handler that cannot take the server down: whatever `handle` throws or rejects with
 * becomes a 500 (or, once the answer has started, a cut connection) and one line through `log`.
 */
export function guardHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  log: (line: Message | string) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (error: unknown) => {
      log(
        msg('serve.log.failed', {
          method: req.method ?? '',
          target: quoteForLog(req.url ?? ''),
          why: describeError(error),
        }),
      );
      if (res.headersSent) res.destroy();
      else {
        const lang = bodyLang(req);
        answerText(res, 500, statusBody(500, lang), lang);
      }
    };
    try {
      handle(req, res).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** Node's parser error codes in words, for the log. */
function describeClientError(error: NodeJS.ErrnoException): Message {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return msg('serve.reason.headers-too-large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return msg('serve.reason.too-slow', { seconds: TIMEOUTS.headers / 1000 });
    case 'HPE_INVALID_METHOD':
      return msg('serve.reason.unknown-method');
    case 'HPE_INVALID_VERSION':
      return msg('serve.reason.not-http1');
    case 'HPE_INVALID_URL':
      return msg('serve.reason.invalid-url');
    case 'HPE_INVALID_HEADER_TOKEN':
      return msg('serve.reason.invalid-header');
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return msg('serve.reason.ambiguous-length');
    default:
      return msg('serve.reason.malformed', { why: error.code ?? describeError(error) });
  }
}

/**
 * Malformed requests that Node's parser refuses before any handler runs: the same answers as
 * Node's default (431 for huge headers, 408 for a request too slow, else 400), one log line each,
 * and never raw bytes in the middle of an answer already under way on that connection.
 */
function onClientError(cap: ConnectionCap) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (refusedFraming.has(socket)) {
      // Answered already (framingProblem): let the 400 go out, then close.
      socket.destroySoon();
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0) {
      // A connection that never sent a byte: a browser opens them ahead of time and may never
      // use them. Closed without an answer or a line in the log (each was a "408" line).
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    log(
      msg('serve.log.client', {
        status,
        address: socket.remoteAddress ?? msg('serve.log.a-client'),
        reason: describeClientError(error),
      }),
    );
    if (cap.isBusy(socket)) {
      socket.destroy();
      return;
    }
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${SECURITY_HEADER_LINES}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    socket.destroySoon();
  };
}

/**
 * Serves until a stopping signal (io/signals.ts: Ctrl-C, a closed terminal, kill, ...), then closes
 * every connection and returns 128 + the signal's number (docs/cli.md: 130 for Ctrl-C, 143 for
 * SIGTERM), as every nori command does; a second signal ends it at once.
 */
export async function runServe(options: ServeOptions): Promise<number> {
  logLang = options.lang ?? 'en';
  const port = parsePort(options.port);
  if (port === undefined) {
    throw new CliError(msg('serve.bad-port', { found: options.port }));
  }
  const host = options.host.trim();
  if (host === '') throw new CliError(msg('serve.bad-host'));
  const maxConnections = parseMaxConnections(options.maxConnections);
  if (maxConnections === undefined) {
    throw new CliError(msg('serve.bad-max-connections', { found: options.maxConnections }));
  }

  const root = webRoot();
  if (root === undefined || !existsSync(join(root, 'index.html'))) {
    throw new CliError(msg('serve.not-built'));
  }

  const server = createServer(
    // A request without Host is refused in `answer` (framingProblem): Node's own refusal would be
    // a bare 400 without the security headers and without a line in the log.
    { connectionsCheckingInterval: TIMEOUTS.check, requireHostHeader: false },
    guardHandler((req, res) => answer(root, req, res), log),
  );
  // A client that half-closes right after its request (HTTP/1.0 tools, `nc -N`) still gets its
  // answer: without this Node drops every request whose answer is not written yet when the FIN
  // arrives. (A public property of http.Server, left out of Node's documentation.)
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  applyTimeouts(server);
  const cap = capConnections(server, maxConnections);
  capWaitingRequests(server, MAX_WAITING_REQUESTS, (socket) =>
    log(
      msg('serve.log.too-many-waiting', {
        address: socket.remoteAddress ?? msg('serve.log.a-client'),
        max: MAX_WAITING_REQUESTS,
      }),
    ),
  );
  server.on('clientError', onClientError(cap));
  // CONNECT never reaches the request handler; without a listener Node just drops the connection.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    log(
      msg('serve.log.refused', {
        status: 405,
        method: 'CONNECT',
        target: quoteForLog(req.url ?? ''),
        reason: msg('serve.reason.method'),
      }),
    );
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\n${SECURITY_HEADER_LINES}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  const actualPort = await listen(server, listenHost(host), port);
  // What the kernel bound, not how it was spelled: `0`, `0x0` and `[::]` mean every interface.
  const bound = (server.address() as AddressInfo).address;
  const wildcard = isWildcardHost(bound);
  // After listening, a server error (out of file descriptors on accept) is logged, not fatal.
  server.on('error', (error) => log(msg('serve.log.server-error', { why: describeError(error) })));
  // The last safety net: whatever escapes a handler is one line, never the end of the server.
  const onFault = (error: unknown) =>
    log(msg('serve.log.internal-error', { why: describeError(error) }));
  process.on('uncaughtException', onFault);
  process.on('unhandledRejection', onFault);

  let lastEvicted = 0;
  const evictionReport = setInterval(() => {
    const evicted = cap.evicted();
    if (evicted > lastEvicted) {
      log(msg('serve.evicted', { count: evicted - lastEvicted, max: maxConnections }));
      lastEvicted = evicted;
    }
  }, 5_000);
  evictionReport.unref();

  // Signal handlers first: a signal that arrives right after the address is printed must stop
  // the server cleanly, not kill it.
  const stopped = new Promise<number>((resolve) => {
    const release = stopGracefully((signal) => {
      clearInterval(evictionReport);
      server.close(() => {
        release();
        process.off('uncaughtException', onFault);
        process.off('unhandledRejection', onFault);
        resolve(signalExitCode(signal));
      });
      server.closeAllConnections();
    });
  });

  const shown = wildcard ? bound : shownHost(host, bound);
  const urls = listenUrls(shown, actualPort, networkInterfaces());
  process.stdout.write(`${urls.join('\n')}\n`);
  if (wildcard) {
    log(msg('serve.every-interface'));
  }
  if (process.stdout.isTTY) log(msg('serve.stop'));
  if (options.open === true) {
    openBrowser(wildcard ? urls[0]! : formatAddress(shown, actualPort), log);
  }

  return stopped;
}
