/**
 * Slow clients against `nori serve`: a cap on open connections and time limits in seconds, so a
 * crowd of idle or trickling connections cannot use up the process's file descriptors (1,024 on
 * most systems) or keep other visitors waiting.
 *
 * Node's own `server.maxConnections` drops the *newest* connection once the cap is reached, which
 * is exactly the visitor who wants a page while slow connections hold every place. Here the
 * oldest connection that is not in the middle of an answer (idle between keep-alive requests, or
 * still trickling in its request line and headers) is closed instead, so a fresh request always
 * gets in; only when every place is busy sending an answer is the newcomer turned away.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Connections kept open at once by default: well under the usual limit of 1,024 descriptors. */
export const DEFAULT_MAX_CONNECTIONS = 256;

/**
 * Requests one connection may have waiting for their answers (pipelined: sent before the answers
 * to the earlier ones were read). Browsers do not pipeline; a tool that does sends a few.
 */
export const MAX_WAITING_REQUESTS = 32;

/** Time limits, in milliseconds, set on the server. */
export const TIMEOUTS = {
  /** The request line and headers must arrive within this (slowloris). */
  headers: 5_000,
  /** The whole request must arrive within this. */
  request: 10_000,
  /** An idle keep-alive connection is closed after this. */
  keepAlive: 5_000,
  /** A connection that moves no byte either way (a client that stopped reading) is closed. */
  idle: 15_000,
  /** How often Node checks the two limits above (its default, 30 s, would make them 30 s). */
  check: 1_000,
} as const;

/** Sets the time limits on `server`. */
export function applyTimeouts(server: Server): void {
  server.headersTimeout = TIMEOUTS.headers;
  server.requestTimeout = TIMEOUTS.request;
  server.keepAliveTimeout = TIMEOUTS.keepAlive;
  server.timeout = TIMEOUTS.idle;
}

/** What the cap knows about the server's connections. */
export interface ConnectionCap {
  /** True while `socket` has an answer under way. */
  isBusy(socket: Socket): boolean;
  /** Connections closed so far to stay under the cap. */
  evicted(): number;
}

/**
 * Keeps at most `max` connections open on `server`, closing the oldest one that is not busy
 * answering when a new one arrives over the cap.
 */
export function capConnections(server: Server, max: number): ConnectionCap {
  // Insertion order is age order: a Set gives the oldest first and O(1) removal. A connection
  // is busy while it has an answer under way (several when the client pipelines).
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  let evicted = 0;

  const close = (socket: Socket) => {
    // Forgotten at once, not on 'close', so the next newcomer does not pick the same one.
    open.delete(socket);
    evicted++;
    socket.destroy();
  };

  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
    if (open.size <= max) return;
    for (const candidate of open) {
      if (candidate !== socket && !busy.has(candidate)) {
        close(candidate);
        return;
      }
    }
    close(socket);
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
    });
  });

  return { isBusy: (socket) => busy.has(socket), evicted: () => evicted };
}

/**
 * Closes a connection as soon as more than `max` of its requests wait for their answers, and calls
 * `onClosed` once for it. Node parses every request a client pipelines and keeps each one, with
 * its answer, until the answers before it are written; it stops reading only once answers pile
 * up unsent, and a request that waits its turn has written nothing. A client that pipelines
 * without reading the answers (a million `GET /` on one connection took the server to 4.3 GB)
 * would otherwise make the server keep them all. Pausing the socket does not help: Node's parser
 * reads it directly, and one read of 64 KiB holds 2,500 short requests; so the bound is this cap,
 * plus what one read holds (the requests after the cap in that read are parsed, find the
 * connection closed and are dropped).
 */
export function capWaitingRequests(
  server: Server,
  max: number,
  onClosed: (socket: Socket) => void,
): void {
  const waiting = new WeakMap<Socket, number>();
  // Before the request handler: it then finds the connection closed and leaves the request.
  server.prependListener('request', (req, res) => {
    const socket = req.socket;
    if (socket.destroyed) return;
    const count = (waiting.get(socket) ?? 0) + 1;
    if (count > max) {
      waiting.delete(socket);
      onClosed(socket); // first: a destroyed socket no longer knows its remote address
      socket.destroy();
      return;
    }
    waiting.set(socket, count);
    res.once('close', () => {
      const left = waiting.get(socket);
      if (left !== undefined) waiting.set(socket, left - 1);
    });
  });
}
