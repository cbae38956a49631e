// What a caller gets from safe-fetch when the target is allowed: loopback sites on 127.0.0.2 stand in
// for the internet, names are resolved by a loopback DNS server, and the policy allows exactly 127.0.0.2.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowAddresses,
  startDnsServer,
  startTestSite,
  type DnsServer,
  type TestSite,
} from '../../test-support';
import { createDnsServerResolveHost, createSafeFetcher, type SafeFetcher } from './index';

const page = '<html><title>Shop</title></html>';
let site: TestSite;
let secureSite: TestSite;
let dns: DnsServer;
let fetcher: SafeFetcher;

beforeAll(async () => {
  site = await startTestSite({
    host: '127.0.0.2',
    routes: {
      '/': { body: page },
      '/gzip': { headers: { 'content-encoding': 'gzip' }, body: gzipSync(page) },
      '/br': { headers: { 'content-encoding': 'br' }, body: brotliCompressSync(page) },
      '/deflate': { headers: { 'content-encoding': 'deflate' }, body: deflateSync(page) },
      '/old': { status: 301, headers: { location: '/new?x=1' } },
      '/new': { body: 'moved here' },
      '/bad-location': { status: 302, headers: { location: 'http://[zz' } },
    },
  });
  secureSite = await startTestSite({
    host: '127.0.0.2',
    https: { hostname: 'secure.scamcheck-test.com' },
    routes: { '/': { body: 'secure page' } },
  });
  dns = await startDnsServer({
    'shop.scamcheck-test.com': { A: ['127.0.0.2'] },
    'secure.scamcheck-test.com': { A: ['127.0.0.2'] },
    'other-name.scamcheck-test.com': { A: ['127.0.0.2'] },
  });
  fetcher = createFetcher({ ca: secureSite.certificate ?? undefined });
});
afterAll(async () => {
  await Promise.all([site.close(), secureSite.close(), dns.close()]);
});

function createFetcher(tls: { ca?: string }): SafeFetcher {
  return createSafeFetcher({
    resolveHost: createDnsServerResolveHost({ servers: [dns.address] }),
    isAddressAllowed: allowAddresses('127.0.0.2'),
    allowedPorts: [site.port, secureSite.port],
    userAgent: 'ScamCheck-test',
    tls,
  });
}

const shop = (path: string): string => `http://shop.scamcheck-test.com:${site.port}${path}`;
const text = (body: Uint8Array): string => Buffer.from(body).toString('utf8');

describe('fetching an allowed site', () => {
  it('returns status, headers, body and the address it connected to, sending the real Host', async () => {
    const response = await fetcher.fetch(shop('/'));

    expect(response).toMatchObject({ url: shop('/'), status: 200, truncated: false });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(text(response.body)).toBe(page);
    expect(response.hops).toEqual([{ url: shop('/'), status: 200, location: null, address: '127.0.0.2' }]);
    expect(site.requests.at(-1)?.headers).toMatchObject({
      host: `shop.scamcheck-test.com:${site.port}`,
      'user-agent': 'ScamCheck-test',
    });
  });

  it.each(['/gzip', '/br', '/deflate'])('decodes a %s body', async (path) => {
    expect(text((await fetcher.fetch(shop(path))).body)).toBe(page);
  });

  it('never forwards Cookie, Authorization or Host headers a caller passes', async () => {
    await fetcher.fetch(shop('/'), {
      headers: { Cookie: 'session=1', Authorization: 'Bearer x', Host: 'internal', 'Accept-Language': 'fr' },
    });
    const sent = site.requests.at(-1)?.headers;
    expect(sent).toMatchObject({ host: `shop.scamcheck-test.com:${site.port}`, 'accept-language': 'fr' });
    expect(sent).not.toHaveProperty('cookie');
    expect(sent).not.toHaveProperty('authorization');
  });

  it('follows a relative redirect and reports every hop', async () => {
    const response = await fetcher.fetch(shop('/old'));
    expect(response.url).toBe(shop('/new?x=1'));
    expect(text(response.body)).toBe('moved here');
    expect(response.hops.map(({ status, location }) => ({ status, location }))).toEqual([
      { status: 301, location: shop('/new?x=1') },
      { status: 200, location: null },
    ]);
  });

  it('refuses a redirect whose Location is not a URL', async () => {
    await expect(fetcher.fetch(shop('/bad-location'))).rejects.toMatchObject({
      code: 'invalid_url',
      hops: [{ status: 302, location: 'http://[zz' }],
    });
  });

  it('sends HEAD without reading a body', async () => {
    const response = await fetcher.fetch(shop('/'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body.byteLength).toBe(0);
    expect(site.requests.at(-1)?.method).toBe('HEAD');
  });

  it('keeps only maxBytes of a body and says it was truncated', async () => {
    const response = await fetcher.fetch(shop('/'), { maxBytes: 10 });
    expect(response).toMatchObject({ truncated: true });
    expect(text(response.body)).toBe(page.slice(0, 10));
  });

  it('reports a refused connection', async () => {
    const closed = await startTestSite({ host: '127.0.0.2', routes: {} });
    await closed.close();
    const strict = createSafeFetcher({
      isAddressAllowed: allowAddresses('127.0.0.2'),
      allowedPorts: [closed.port],
    });
    await expect(strict.fetch(closed.url('/'))).rejects.toMatchObject({ code: 'connection_failed' });
  });
});

describe('HTTPS', () => {
  const secure = (): string => `https://secure.scamcheck-test.com:${secureSite.port}/`;

  it('connects to the pinned address with SNI set to the host name and verifies the certificate', async () => {
    const response = await fetcher.fetch(secure());
    expect(text(response.body)).toBe('secure page');
    expect(secureSite.servernames.at(-1)).toBe('secure.scamcheck-test.com');
  });

  it('fails with tls_failed when the certificate is not trusted', async () => {
    await expect(createFetcher({}).fetch(secure())).rejects.toMatchObject({ code: 'tls_failed' });
  });

  it('fails with tls_failed when the certificate is for another name', async () => {
    const url = `https://other-name.scamcheck-test.com:${secureSite.port}/`;
    await expect(fetcher.fetch(url)).rejects.toMatchObject({ code: 'tls_failed' });
  });
});

describe('reading a certificate', () => {
  it('describes a trusted self-signed certificate for the right name', async () => {
    const facts = await fetcher.connectTls('secure.scamcheck-test.com', { port: secureSite.port });

    expect(facts).toMatchObject({
      hostname: 'secure.scamcheck-test.com',
      address: '127.0.0.2',
      authorized: true,
      authorizationError: null,
      issuer: { commonName: 'secure.scamcheck-test.com' },
      subject: { commonName: 'secure.scamcheck-test.com' },
      subjectAltNames: ['secure.scamcheck-test.com'],
      selfSigned: true,
      sanMatch: true,
    });
    expect(Date.parse(facts.validTo)).toBeGreaterThan(Date.parse(facts.validFrom));
    expect(secureSite.servernames.at(-1)).toBe('secure.scamcheck-test.com');
  });

  it('reports, instead of failing on, an untrusted certificate for another name', async () => {
    const facts = await createFetcher({}).connectTls('other-name.scamcheck-test.com', {
      port: secureSite.port,
    });
    expect(facts).toMatchObject({
      authorized: false,
      authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      selfSigned: true,
      sanMatch: false,
    });
  });
});
