/** A real HTTP server on 127.0.0.1 standing in for the ScamCheck server in tests. */
import { createServer, type RequestListener } from 'node:http';

export type LoopbackServer = { url: string; close: () => Promise<void> };

export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests (the timeout case) would otherwise keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a port that was just released, so connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const server = await startLoopbackServer(() => undefined);
  await server.close();
  return server.url;
}

export function healthyServer(version = '1.2.2'): Promise<LoopbackServer> {
  return startLoopbackServer((request, response) => {
    if (request.method === 'GET' && request.url === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok', version, uptimeSeconds: 3 }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }));
  });
}
