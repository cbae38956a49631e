import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { testCertificate } from './test-certificate';

export interface RouteResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** A canned response, or a handler for anything else (slow bodies, endless streams, redirects…). */
export type Route = RouteResponse | ((request: IncomingMessage, response: ServerResponse) => void);

export interface TestSiteOptions {
  routes: Record<string, Route>;
  /** Serve HTTPS with a self-signed certificate for this host name. */
  https?: { hostname: string };
  /** Loopback address to bind, default 127.0.0.1 (127.0.0.2 lets tests allow exactly this site). */
  host?: string;
  /** Fixed port, e.g. the port of an internal service on 127.0.0.1 for a rebinding test. Default: ephemeral. */
  port?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

export interface TestSite {
  host: string;
  port: number;
  /** e.g. http://127.0.0.2:41234 */
  origin: string;
  url(path: string): string;
  /** PEM certificate when serving HTTPS, to trust it in a test. */
  certificate: string | null;
  requests: RecordedRequest[];
  /** SNI names clients sent (HTTPS only). */
  servernames: string[];
  connections(): number;
  close(): Promise<void>;
}

/** A real HTTP(S) server on loopback standing in for a website on the internet. */
export async function startTestSite(options: TestSiteOptions): Promise<TestSite> {
  const host = options.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers });
    respond(options.routes[path], request, response);
  };
  const certificate = options.https ? testCertificate(options.https.hostname) : null;
  const server: Server = certificate ? createHttpsServer(certificate, handle) : createHttpServer(handle);
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const servernames: string[] = [];
  server.on('secureConnection', (socket: TLSSocket) => servernames.push(socket.servername || ''));
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  const origin = `${certificate ? 'https' : 'http'}://${host}:${port}`;
  return {
    host,
    port,
    origin,
    url: (path) => `${origin}${path}`,
    certificate: certificate?.cert ?? null,
    requests,
    servernames,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function respond(route: Route | undefined, request: IncomingMessage, response: ServerResponse): void {
  if (route === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  if (typeof route === 'function') {
    route(request, response);
    return;
  }
  response.writeHead(route.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...route.headers });
  response.end(route.body ?? '');
}
