// SSRF limits (docs/security.md "Hostile input"): bodies that never end or expand enormously, and servers that
// answer too slowly. The hosts are allowed loopback sites (127.0.0.2); only the limits can stop them.
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowAddresses,
  startSilentServer,
  startTestSite,
  type Route,
  type SilentServer,
  type TestSite,
} from '../../test-support';
import { createSafeFetcher, type SafeFetcher } from './index';

const CAP = 1024 * 1024;
const tenMegabytesOfZeros = Buffer.alloc(10 * 1024 * 1024);
const gzipBomb = gzipSync(tenMegabytesOfZeros);
const brotliBomb = brotliCompressSync(tenMegabytesOfZeros);

let site: TestSite;
let silent: SilentServer;
let fetcher: SafeFetcher;
let endlessStreamClosed: Promise<void>;

/** Writes `chunk` for as long as the client keeps reading; resolves `closed` when the client hangs up. */
function endless(chunk: Buffer, headers: Record<string, string>): { route: Route; closed: Promise<void> } {
  let onClose = (): void => undefined;
  const closed = new Promise<void>((resolve) => (onClose = resolve));
  const route: Route = (_request, response: ServerResponse) => {
    response.writeHead(200, headers);
    response.once('close', onClose);
    const pump = (): void => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', pump);
    };
    pump();
  };
  return { route, closed };
}

const trickle: Route = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  const timer = setInterval(() => response.write('x'), 50);
  response.once('close', () => clearInterval(timer));
};

beforeAll(async () => {
  // Many gzip members back to back are one valid, never-ending gzip stream.
  const endlessGzip = endless(gzipBomb, { 'content-encoding': 'gzip' });
  endlessStreamClosed = endlessGzip.closed;
  site = await startTestSite({
    host: '127.0.0.2',
    routes: {
      '/gzip-bomb': { headers: { 'content-encoding': 'gzip' }, body: gzipBomb },
      '/br-bomb': { headers: { 'content-encoding': 'br' }, body: brotliBomb },
      '/endless-gzip': endlessGzip.route,
      '/endless-plain': endless(Buffer.alloc(64 * 1024, 'a'), {}).route,
      '/trickle': trickle,
      '/no-headers': () => undefined,
    },
  });
  silent = await startSilentServer('127.0.0.2');
  fetcher = createSafeFetcher({
    isAddressAllowed: allowAddresses('127.0.0.2'),
    allowedPorts: [site.port, silent.port],
    maxBytes: CAP,
    timeoutMs: 300,
  });
});
afterAll(async () => {
  await Promise.all([site.close(), silent.close()]);
});

describe('decoded bodies are capped (item 21)', () => {
  it.each(['/gzip-bomb', '/br-bomb'])('cuts %s off at the cap whatever Content-Length said', async (path) => {
    const response = await fetcher.fetch(site.url(path));
    expect(response.truncated).toBe(true);
    expect(response.body.byteLength).toBe(CAP);
  });

  it('stops reading an endless compressed stream and hangs up', async () => {
    const response = await fetcher.fetch(site.url('/endless-gzip'));
    expect(response).toMatchObject({ status: 200, truncated: true });
    expect(response.body.byteLength).toBe(CAP);
    await endlessStreamClosed;
  });

  it('fails with too_large when the caller asks for the whole body', async () => {
    await expect(fetcher.fetch(site.url('/endless-plain'), { onOverflow: 'error' })).rejects.toMatchObject({
      code: 'too_large',
    });
  });
});

describe('every hop has a deadline (item 22)', () => {
  it('gives up on a body that trickles in a byte at a time', async () => {
    await expect(fetcher.fetch(site.url('/trickle'))).rejects.toMatchObject({ code: 'timeout' });
  });

  it('gives up on a server that never sends headers', async () => {
    await expect(fetcher.fetch(site.url('/no-headers'))).rejects.toMatchObject({ code: 'timeout' });
  });

  it('gives up on a TLS handshake that never finishes, for fetches and certificate reads', async () => {
    await expect(fetcher.fetch(`https://127.0.0.2:${silent.port}/`)).rejects.toMatchObject({
      code: 'timeout',
    });
    await expect(fetcher.connectTls('127.0.0.2', { port: silent.port })).rejects.toMatchObject({
      code: 'timeout',
    });
    expect(silent.connections()).toBe(2);
  });

  it("stops when the caller's own budget runs out", async () => {
    const patient = createSafeFetcher({
      isAddressAllowed: allowAddresses('127.0.0.2'),
      allowedPorts: [site.port],
      timeoutMs: 60_000,
    });
    const budget = new AbortController();
    const pending = patient.fetch(site.url('/no-headers'), { signal: budget.signal });
    budget.abort();
    await expect(pending).rejects.toMatchObject({ code: 'timeout' });
  });
});
