import { createServer, connect, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a service (PostgreSQL, Redis) that a test can cut and restore: cut
 * drops every open connection and refuses new ones (accepted, then closed at once), which is what the
 * server sees when the service goes away, without stopping a service other tests share.
 */
export interface TcpProxy {
  port: number;
  /** e.g. postgres://user@127.0.0.1:<port>/db for a URL that pointed at the service. */
  rewrite(url: string): string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    rewrite(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      isCut = true;
      dropAll();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
