import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsServerResolveHost, createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import {
  allowAddresses,
  startConnectionCounter,
  startDnsServer,
  startTestSite,
  type ConnectionCounter,
  type DnsServer,
  type TestSite,
} from '../../test-support';
import { unwrapUrl } from './unwrap';

let site: TestSite;
let internal: ConnectionCounter;
let dns: DnsServer;
let fetcher: SafeFetcher;
const isShortener = (hostname: string): boolean => hostname === 'tiny.scamcheck-test.com';

beforeAll(async () => {
  internal = await startConnectionCounter();
  const landing = (): string => `http://landing.scamcheck-test.com:${site.port}/offer`;
  site = await startTestSite({
    host: '127.0.0.2',
    routes: {
      '/abc': (_request: IncomingMessage, response: ServerResponse) =>
        response.writeHead(301, { location: landing() }).end(),
      '/offer': { body: 'you won' },
      '/get-only': (request: IncomingMessage, response: ServerResponse) =>
        request.method === 'HEAD'
          ? response.writeHead(405).end()
          : response.writeHead(302, { location: landing() }).end(),
      '/loop': { status: 302, headers: { location: '/loop' } },
      '/inside': (_request: IncomingMessage, response: ServerResponse) =>
        response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/` }).end(),
    },
  });
  dns = await startDnsServer({
    'tiny.scamcheck-test.com': { A: ['127.0.0.2'] },
    'landing.scamcheck-test.com': { A: ['127.0.0.2'] },
  });
  fetcher = createSafeFetcher({
    resolveHost: createDnsServerResolveHost({ servers: [dns.address] }),
    isAddressAllowed: allowAddresses('127.0.0.2'),
    allowedPorts: [site.port, internal.port],
  });
});
afterAll(async () => {
  await Promise.all([site.close(), internal.close(), dns.close()]);
});

const tiny = (path: string): string => `http://tiny.scamcheck-test.com:${site.port}${path}`;

describe('unwrapping a link', () => {
  it('follows a shortener to its landing page with HEAD requests', async () => {
    const result = await unwrapUrl(tiny('/abc'), { fetcher, isShortener });

    expect(result).toEqual({
      hops: [
        {
          url: tiny('/abc'),
          status: 301,
          location: `http://landing.scamcheck-test.com:${site.port}/offer`,
          address: '127.0.0.2',
        },
        {
          url: `http://landing.scamcheck-test.com:${site.port}/offer`,
          status: 200,
          location: null,
          address: '127.0.0.2',
        },
      ],
      finalUrl: `http://landing.scamcheck-test.com:${site.port}/offer`,
      usedShortener: true,
    });
    expect(site.requests.slice(-2).map((request) => request.method)).toEqual(['HEAD', 'HEAD']);
  });

  it('falls back to GET when HEAD is refused', async () => {
    const result = await unwrapUrl(tiny('/get-only'), { fetcher, isShortener: () => false });
    expect(result.finalUrl).toBe(`http://landing.scamcheck-test.com:${site.port}/offer`);
    expect(result.usedShortener).toBe(false);
    expect(result.error).toBeUndefined();
  });

  it('stops after five redirects with a clear error', async () => {
    const result = await unwrapUrl(tiny('/loop'), { fetcher, isShortener });
    expect(result.error).toEqual({ code: 'too_many_redirects', message: 'Stopped after 5 redirects' });
    expect(result.hops).toHaveLength(6);
  });

  it('names, but does not visit, a private address a link redirects to', async () => {
    const result = await unwrapUrl(tiny('/inside'), { fetcher, isShortener });
    expect(result).toMatchObject({
      finalUrl: `http://127.0.0.1:${internal.port}/`,
      error: { code: 'blocked_address' },
      hops: [{ status: 302 }],
    });
    expect(internal.connections()).toBe(0);
  });

  it('reports a link that is not a URL', async () => {
    const result = await unwrapUrl('javascript:alert(1)', { fetcher, isShortener });
    expect(result).toMatchObject({
      hops: [],
      finalUrl: 'javascript:alert(1)',
      error: { code: 'blocked_scheme' },
    });
  });
});
