import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnections } from './limits.js';

/** A socket to `port` that records whether the server closed it. */
async function open(port: number): Promise<{ socket: Socket; closed: () => boolean }> {
  const socket = connect({ host: '127.0.0.1', port });
  let closed = false;
  socket.on('error', () => {});
  socket.on('close', () => {
    closed = true;
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed: () => closed };
}

/** Waits until `done()` or 5 s (a generous bound on loopback, not a timing assertion). */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5_000; waited += 10) {
    await new Promise((wake) => setTimeout(wake, 10));
  }
}

describe('capConnections', () => {
  let server: Server;
  const held: ServerResponse[] = [];
  const sockets: Socket[] = [];

  afterEach(async () => {
    for (const res of held.splice(0)) res.end();
    for (const socket of sockets.splice(0)) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A server that holds every answer open (busy) until the test ends. */
  async function start(max: number): Promise<number> {
    server = createServer((_req, res) => {
      res.writeHead(200);
      res.write('busy');
      held.push(res);
    });
    capConnections(server, max);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('closes the oldest idle connection when a new one comes over the cap', async () => {
    const port = await start(3);
    const first = await open(port);
    const rest = [await open(port), await open(port), await open(port), await open(port)];
    sockets.push(first.socket, ...rest.map((c) => c.socket));
    await until(() => first.closed() && rest[0]!.closed());
    expect([first, ...rest].map((c) => c.closed())).toEqual([true, true, false, false, false]);
  });

  it('keeps connections that are answering; turns the newcomer away when all are', async () => {
    const port = await start(2);
    const busy = [await open(port), await open(port)];
    for (const { socket } of busy) socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await Promise.all(
      busy.map(({ socket }) => new Promise((resolve) => socket.once('data', resolve))),
    );
    const newcomer = await open(port);
    sockets.push(...busy.map((c) => c.socket), newcomer.socket);
    await until(newcomer.closed);
    expect(newcomer.closed()).toBe(true);
    expect(busy.map((c) => c.closed())).toEqual([false, false]);
  });
});
