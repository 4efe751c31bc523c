import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnections, capWaitingRequests } from './limits.js';

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

describe('capWaitingRequests', () => {
  let server: Server;
  const sockets: Socket[] = [];

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * A server capped at `max` whose answers wait for the test, as nori serve's pipelined requests
   * wait for the answers before them; counts the requests it holds on an open connection.
   */
  async function start(max: number) {
    // `held` counts answers not closed yet: those queued behind the first on a connection that
    // is closed never close, so the test looks at the most held at once and at the answers.
    const seen = { held: 0, mostHeld: 0, closed: 0, answers: [] as ServerResponse[] };
    server = createServer((req, res) => {
      if (req.socket.destroyed) return;
      seen.answers.push(res);
      seen.held++;
      seen.mostHeld = Math.max(seen.mostHeld, seen.held);
      res.once('close', () => seen.held--);
    });
    capWaitingRequests(server, max, () => seen.closed++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, seen };
  }

  // outside tester: a million pipelined `GET /` on one connection took nori serve to 4.3 GB
  it('closes a connection that pipelines more than the cap without reading', async () => {
    const { port, seen } = await start(8);
    const client = await open(port);
    sockets.push(client.socket);
    client.socket.pause();
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(5000));
    let connections = 1;
    await until(() => {
      server.getConnections((_error, count) => {
        connections = count;
      });
      return seen.closed > 0 && connections === 0;
    });
    // The requests after the ninth find the connection closed: none is held.
    expect(seen).toMatchObject({ closed: 1, mostHeld: 8 });
    expect(seen.answers).toHaveLength(8);
    expect(connections).toBe(0);
  });

  it('keeps a connection whose pipelined requests stay within the cap', async () => {
    const { port, seen } = await start(8);
    const client = await open(port);
    sockets.push(client.socket);
    let answers = '';
    client.socket.on('data', (chunk: Buffer) => {
      answers += chunk.toString('latin1');
    });
    for (let round = 0; round < 3; round++) {
      client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(8));
      await until(() => seen.answers.length === 8 * (round + 1));
      for (const res of seen.answers.slice(8 * round)) res.end('ok');
    }
    await until(() => answers.split('HTTP/1.1 200').length - 1 === 24);
    expect(answers.split('HTTP/1.1 200').length - 1).toBe(24);
    expect(seen.closed).toBe(0);
    expect(client.closed()).toBe(false);
  });
});
