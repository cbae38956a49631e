// SSRF through DNS (docs/security.md "Hostile input"): names whose DNS answers point inside, resolved by a real
// DNS server on loopback. Everything is refused after resolution and before any connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowAddresses,
  startConnectionCounter,
  startDnsServer,
  startTestSite,
  type ConnectionCounter,
  type DnsServer,
  type TestSite,
} from '../../test-support';
import { createDnsServerResolveHost, createSafeFetcher } from './index';

let internal: ConnectionCounter;
let dns: DnsServer;
let rebindSite: TestSite;

beforeAll(async () => {
  internal = await startConnectionCounter();
  // The "public" site for the rebinding case listens on 127.0.0.2 with the same port as the internal
  // service on 127.0.0.1, so switching the DNS answer would reach the internal service.
  rebindSite = await startTestSite({
    host: '127.0.0.2',
    port: internal.port,
    routes: { '/': { body: 'public' } },
  });
  dns = await startDnsServer({
    'private.scamcheck-test.com': { A: ['127.0.0.1'] },
    'private6.scamcheck-test.com': { AAAA: ['::1'] },
    'lan.scamcheck-test.com': { A: ['10.0.0.5'] },
    'mapped.scamcheck-test.com': { AAAA: ['::ffff:127.0.0.1'] },
    'mixed.scamcheck-test.com': { A: ['93.184.216.34', '127.0.0.1'] },
    'mixed6.scamcheck-test.com': { A: ['93.184.216.34'], AAAA: ['::1'] },
    'rebind.scamcheck-test.com': { A: (queryNumber) => (queryNumber === 1 ? ['127.0.0.2'] : ['127.0.0.1']) },
    'servfail.scamcheck-test.com': { rcode: 'SERVFAIL' },
    'silent.scamcheck-test.com': { silent: true },
    'empty.scamcheck-test.com': {},
  });
});
afterAll(async () => {
  await Promise.all([internal.close(), dns.close(), rebindSite.close()]);
});

function fetcherWith(isAddressAllowed?: (ip: string) => boolean) {
  return createSafeFetcher({
    resolveHost: createDnsServerResolveHost({ servers: [dns.address], timeoutMs: 300, tries: 1 }),
    allowedPorts: [internal.port],
    ...(isAddressAllowed ? { isAddressAllowed } : {}),
  });
}

const url = (name: string): string => `http://${name}:${internal.port}/`;

describe('names that resolve to internal addresses (items 10, 11)', () => {
  it.each([
    ['an A record of 127.0.0.1', 'private.scamcheck-test.com'],
    ['an AAAA record of ::1', 'private6.scamcheck-test.com'],
    ['an A record in 10/8', 'lan.scamcheck-test.com'],
    ['an IPv4-mapped AAAA record', 'mapped.scamcheck-test.com'],
    ['one public and one loopback A record', 'mixed.scamcheck-test.com'],
    ['a public A and a loopback AAAA record', 'mixed6.scamcheck-test.com'],
  ])('refuses a name with %s', async (_case, name) => {
    await expect(fetcherWith().fetch(url(name))).rejects.toMatchObject({
      code: 'blocked_address',
      message: expect.stringContaining('private or reserved address'),
    });
    expect(internal.connections()).toBe(0);
  });
});

describe('DNS rebinding (item 12)', () => {
  it('connects to the address it validated, and refuses once the name turns internal', async () => {
    const fetcher = fetcherWith(allowAddresses('127.0.0.2'));

    const response = await fetcher.fetch(url('rebind.scamcheck-test.com'));

    expect(Buffer.from(response.body).toString()).toBe('public');
    expect(response.hops.map((hop) => hop.address)).toEqual(['127.0.0.2']);
    // Resolved once for validation; the connection reused that answer instead of asking again.
    expect(dns.queries.filter((q) => q.name === 'rebind.scamcheck-test.com' && q.type === 'A')).toHaveLength(
      1,
    );
    await expect(fetcher.fetch(url('rebind.scamcheck-test.com'))).rejects.toMatchObject({
      code: 'blocked_address',
    });
    expect(internal.connections()).toBe(0);
  });
});

describe('internal and single-label names are refused without asking DNS (item 19)', () => {
  it.each([
    'redis',
    'kubernetes.default',
    'kubernetes.default.svc',
    'kubernetes.default.svc.cluster.local',
    'metadata.google.internal',
    'db.internal',
    'localhost',
    'localhost.',
    'app.localhost',
    'printer.local',
    'router.lan',
    'nas.home.arpa',
    '1.0.0.127.in-addr.arpa',
  ])('%s', async (name) => {
    const before = dns.queries.length;
    await expect(fetcherWith().fetch(url(name))).rejects.toMatchObject({ code: 'blocked_host' });
    expect(dns.queries.length).toBe(before);
    expect(internal.connections()).toBe(0);
  });
});

describe('DNS failures fail closed (item 24)', () => {
  it.each([
    ['the server answers SERVFAIL', 'servfail.scamcheck-test.com'],
    ['the name does not exist', 'nxdomain.scamcheck-test.com'],
    ['the name has no addresses', 'empty.scamcheck-test.com'],
    ['the server never answers', 'silent.scamcheck-test.com'],
  ])('when %s', async (_case, name) => {
    await expect(fetcherWith().fetch(url(name))).rejects.toMatchObject({ code: 'dns_failed' });
    expect(internal.connections()).toBe(0);
  });

  it('when a custom resolver throws or returns something that is not an address', async () => {
    const throwing = createSafeFetcher({ resolveHost: () => Promise.reject(new Error('boom')) });
    await expect(throwing.fetch('http://shop.scamcheck-test.com/')).rejects.toMatchObject({
      code: 'dns_failed',
    });
    const garbage = createSafeFetcher({ resolveHost: () => Promise.resolve(['localhost']) });
    await expect(garbage.fetch('http://shop.scamcheck-test.com/')).rejects.toMatchObject({
      code: 'blocked_address',
    });
  });
});
