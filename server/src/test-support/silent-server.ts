import { createServer, type Socket } from 'node:net';

export interface SilentServer {
  host: string;
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** Accepts TCP connections and never sends a byte: a hung web server or a stalled TLS handshake. */
export async function startSilentServer(host = '127.0.0.1'): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  return {
    host,
    port,
    connections: () => count,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
