import { createServer, type Server, type Socket } from 'node:net';

export interface ConnectionCounter {
  port: number;
  /** True when a second listener on [::1] (same port) could be started. */
  hasIpv6: boolean;
  connections(): number;
  close(): Promise<void>;
}

/**
 * Stands in for an internal service (Redis, a metadata endpoint…): listens on 127.0.0.1 and, where the
 * machine allows, on [::1] with the same port, and counts every TCP connection that reaches it.
 * SSRF tests assert this count stays at zero.
 */
export async function startConnectionCounter(): Promise<ConnectionCounter> {
  let count = 0;
  const onConnection = (socket: Socket): void => {
    count += 1;
    socket.destroy();
  };
  const v4 = createServer(onConnection);
  const port = await listen(v4, 0, '127.0.0.1');
  const v6 = createServer(onConnection);
  const hasIpv6 = await listen(v6, port, '::1').then(
    () => true,
    () => false,
  );
  const servers = hasIpv6 ? [v4, v6] : [v4];
  return {
    port,
    hasIpv6,
    connections: () => count,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}
