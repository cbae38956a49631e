// SSRF through redirects (docs/security.md "Hostile input"): every hop is checked. The first hop must be allowed, so the "public" sites
// listen on 127.0.0.2 and the test policy is the default one plus exactly 127.0.0.2 (allowAddresses);
// the internal target listens on 127.0.0.1 / [::1] and must see no connection.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowAddresses,
  startConnectionCounter,
  startDnsServer,
  startTestSite,
  type ConnectionCounter,
  type DnsServer,
  type Route,
  type TestSite,
} from '../../test-support';
import { createDnsServerResolveHost, createSafeFetcher, type SafeFetcher } from './index';

let internal: ConnectionCounter;
let dns: DnsServer;
let site: TestSite;
let secureSite: TestSite;
let fetcher: SafeFetcher;

const redirect =
  (location: () => string): Route =>
  (_request, response: ServerResponse) => {
    response.writeHead(302, { location: location() }).end();
  };

beforeAll(async () => {
  internal = await startConnectionCounter();
  const p = (): number => internal.port;
  const chain: Record<string, Route> = {};
  for (let n = 1; n <= 20; n += 1) chain[`/chain/${n}`] = redirect(() => `/chain/${n + 1}`);
  const routes: Record<string, Route> = {
    ...chain,
    '/chain/6': { body: 'end of a five-redirect chain' },
    '/to-loopback': redirect(() => `http://127.0.0.1:${p()}/`),
    '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/'),
    '/to-ipv6-loopback': redirect(() => `http://[::1]:${p()}/`),
    '/to-localhost': redirect(() => `http://localhost:${p()}/`),
    '/to-private-name': redirect(() => `http://private.scamcheck-test.com:${p()}/`),
    '/to-gopher': redirect(() => `gopher://127.0.0.1:${p()}/_FLUSHALL`),
    '/to-credentials': redirect(() => `http://user:pass@public.scamcheck-test.com:${p()}/`),
    '/to-https-loopback': redirect(() => `https://127.0.0.1:${p()}/`),
    '/to-https-ipv6': redirect(() => `https://[::1]:${p()}/`),
    '/loop': redirect(() => '/loop'),
  };
  site = await startTestSite({ host: '127.0.0.2', routes });
  secureSite = await startTestSite({
    host: '127.0.0.2',
    https: { hostname: 'secure.scamcheck-test.com' },
    routes: { '/to-http-loopback': redirect(() => `http://127.0.0.1:${p()}/`) },
  });
  dns = await startDnsServer({
    'public.scamcheck-test.com': { A: ['127.0.0.2'] },
    'secure.scamcheck-test.com': { A: ['127.0.0.2'] },
    'private.scamcheck-test.com': { A: ['127.0.0.1'] },
  });
  fetcher = createSafeFetcher({
    resolveHost: createDnsServerResolveHost({ servers: [dns.address] }),
    isAddressAllowed: allowAddresses('127.0.0.2'),
    allowedPorts: [site.port, secureSite.port, internal.port, 80],
    tls: { ca: secureSite.certificate ?? undefined },
  });
});
afterAll(async () => {
  await Promise.all([internal.close(), dns.close(), site.close(), secureSite.close()]);
});

const at = (path: string): string => `http://public.scamcheck-test.com:${site.port}${path}`;

describe('a redirect to an internal target is refused and the partial chain returned (item 13)', () => {
  it.each([
    ['/to-loopback', 'blocked_address', /redirect to a private address blocked/i],
    ['/to-metadata', 'blocked_address', /redirect to a private address blocked/i],
    ['/to-ipv6-loopback', 'blocked_address', /redirect to a private address blocked/i],
    ['/to-private-name', 'blocked_address', /redirect to a private address blocked/i],
    ['/to-localhost', 'blocked_host', /redirect to an internal host name blocked/i],
    ['/to-gopher', 'blocked_scheme', /redirect to a non-web scheme blocked/i],
    ['/to-credentials', 'blocked_credentials', /redirect to a URL with credentials blocked/i],
  ])('%s', async (path, code, message) => {
    const error: unknown = await fetcher.fetch(at(path)).catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'SafeFetchError', code, message: expect.stringMatching(message) });
    expect(error).toMatchObject({ hops: [{ url: at(path), status: 302, address: '127.0.0.2' }] });
    expect(internal.connections()).toBe(0);
  });
});

describe('cross-protocol redirects are checked the same way (item 14)', () => {
  it.each(['/to-https-loopback', '/to-https-ipv6'])('http to https: %s', async (path) => {
    await expect(fetcher.fetch(at(path))).rejects.toMatchObject({ code: 'blocked_address' });
    expect(internal.connections()).toBe(0);
  });

  it('https to http', async () => {
    const start = `https://secure.scamcheck-test.com:${secureSite.port}/to-http-loopback`;
    await expect(fetcher.fetch(start)).rejects.toMatchObject({
      code: 'blocked_address',
      hops: [{ url: start, status: 302 }],
    });
    expect(internal.connections()).toBe(0);
  });
});

describe('redirect chains are bounded (item 15)', () => {
  it('follows five redirects', async () => {
    const response = await fetcher.fetch(at('/chain/1'));
    expect(Buffer.from(response.body).toString()).toBe('end of a five-redirect chain');
    expect(response.url).toBe(at('/chain/6'));
    expect(response.hops.map((hop) => hop.status)).toEqual([302, 302, 302, 302, 302, 200]);
  });

  it('stops at the sixth redirect of a long chain with a clear error', async () => {
    const before = site.requests.length;
    const error: unknown = await fetcher.fetch(at('/chain/10')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'too_many_redirects', message: 'Stopped after 5 redirects' });
    expect(error).toMatchObject({ hops: { length: 6 } });
    expect(site.requests.length - before).toBe(6);
  });

  it('stops a redirect loop', async () => {
    await expect(fetcher.fetch(at('/loop'))).rejects.toMatchObject({
      code: 'too_many_redirects',
      hops: Array.from({ length: 6 }, (): unknown =>
        expect.objectContaining({ status: 302, location: at('/loop') }),
      ),
    });
  });
});
