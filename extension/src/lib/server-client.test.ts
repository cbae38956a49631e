import { afterEach, describe, expect, it } from 'vitest';
import {
  healthyServer,
  refusedUrl,
  startLoopbackServer,
  type LoopbackServer,
} from '../testing/loopback-server';
import { getServerStatus } from './server-client';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function serverAnswering(status: number, contentType: string, body: string): Promise<LoopbackServer> {
  return startLoopbackServer((_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  });
}

describe('getServerStatus', () => {
  // The healthy server answers 404 anywhere but /api/health, so this also pins the path asked.
  it('reports a healthy server as reachable with its version', async () => {
    server = await healthyServer('1.2.2');
    expect(await getServerStatus(server.url)).toEqual({ reachable: true, version: '1.2.2' });
  });

  it('reports a degraded server answering 503 as unreachable, with the status', async () => {
    server = await serverAnswering(
      503,
      'application/json',
      JSON.stringify({ status: 'degraded', version: '1.2.2' }),
    );
    expect(await getServerStatus(server.url)).toEqual({
      reachable: false,
      reason: 'http-error',
      detail: 'HTTP 503',
    });
  });

  it('gives up when the server does not answer in time', async () => {
    server = await startLoopbackServer(() => undefined); // accepts the request, never answers
    expect(await getServerStatus(server.url, fetch, 200)).toEqual({ reachable: false, reason: 'timeout' });
  });

  it('gives up when the body stalls after the headers', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"version":');
    });
    expect(await getServerStatus(server.url, fetch, 200)).toEqual({ reachable: false, reason: 'timeout' });
  });

  it('does not mistake a page that is not JSON for a ScamCheck server', async () => {
    server = await serverAnswering(200, 'text/html', '<!doctype html><title>Router login</title>');
    expect(await getServerStatus(server.url)).toEqual({ reachable: false, reason: 'invalid-response' });
  });

  it('does not mistake JSON without a version for a ScamCheck server', async () => {
    server = await serverAnswering(200, 'application/json', JSON.stringify({ ok: true }));
    expect(await getServerStatus(server.url)).toEqual({ reachable: false, reason: 'invalid-response' });
  });

  it('reports a refused connection as a network error', async () => {
    expect(await getServerStatus(await refusedUrl())).toEqual({ reachable: false, reason: 'network-error' });
  });
});
