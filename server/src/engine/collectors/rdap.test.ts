import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsServerResolveHost, createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import {
  allowAddresses,
  rdapDomain,
  startConnectionCounter,
  startDnsServer,
  startFileServer,
  startRdapServer,
  type ConnectionCounter,
  type DnsServer,
  type RdapServer,
  type TestSite,
} from '../../test-support';
import { createRdapCollector } from './rdap';

let plainRegistry: RdapServer;
let secureRegistry: RdapServer;
let bootstrapFiles: TestSite;
let internal: ConnectionCounter;
let dns: DnsServer;
let fetcher: SafeFetcher;
let clock = 0;

const youngShop = rdapDomain({
  name: 'young-shop.com',
  registered: '2030-05-01T10:00:00Z',
  expires: '2031-05-01T10:00:00Z',
  changed: '2030-05-02T00:00:00Z',
  registrar: 'Cheap Names LLC',
  status: ['client hold', 'client transfer prohibited'],
});

beforeAll(async () => {
  internal = await startConnectionCounter();
  plainRegistry = await startRdapServer({
    host: '127.0.0.2',
    domains: { 'young-shop.com': youngShop, 'garbage.com': { events: 'not a list' } },
    routes: {
      '/domain/moved.com': {
        status: 302,
        headers: { location: `http://127.0.0.1:${internal.port}/domain/moved.com` },
      },
      '/domain/loop.com': { status: 302, headers: { location: '/domain/loop.com' } },
    },
  });
  secureRegistry = await startRdapServer({
    host: '127.0.0.2',
    https: { hostname: 'rdap.registry-test.net' },
    domains: { 'old-bank.net': rdapDomain({ name: 'old-bank.net', registered: '1998-03-04T00:00:00Z' }) },
  });
  dns = await startDnsServer({ 'rdap.registry-test.net': { A: ['127.0.0.2'] } });
  const bootstrap = {
    version: '1.0',
    services: [
      [['com'], [plainRegistry.baseUrl]],
      [
        ['net'],
        [
          'http://127.0.0.2:1/never-used-when-https-exists/',
          `https://rdap.registry-test.net:${secureRegistry.port}`,
        ],
      ],
      [['org'], [`http://127.0.0.1:${internal.port}/`]],
      'a malformed entry is skipped',
    ],
  };
  bootstrapFiles = await startFileServer({ '/dns.json': JSON.stringify(bootstrap) }, { host: '127.0.0.2' });
  fetcher = createSafeFetcher({
    resolveHost: createDnsServerResolveHost({ servers: [dns.address] }),
    isAddressAllowed: allowAddresses('127.0.0.2'),
    allowedPorts: [plainRegistry.port, secureRegistry.port, bootstrapFiles.port, internal.port],
    tls: { ca: secureRegistry.certificate ?? undefined },
  });
});
afterAll(async () => {
  await Promise.all(
    [plainRegistry, secureRegistry, bootstrapFiles, internal, dns].map((server) => server.close()),
  );
});

const collector = (ttlMs = 60_000) =>
  createRdapCollector({
    fetcher,
    bootstrapUrl: bootstrapFiles.url('/dns.json'),
    bootstrapTtlMs: ttlMs,
    now: () => clock,
  });

describe('RDAP collector', () => {
  it('reads registration, expiry, registrar and status, and flags a plain-http registry', async () => {
    await expect(collector().collect('Young-Shop.com')).resolves.toEqual({
      domain: 'young-shop.com',
      found: true,
      registrationDate: '2030-05-01T10:00:00.000Z',
      expirationDate: '2031-05-01T10:00:00.000Z',
      lastChangedDate: '2030-05-02T00:00:00.000Z',
      registrar: 'Cheap Names LLC',
      status: ['client hold', 'client transfer prohibited'],
      insecure: true,
      source: `${plainRegistry.baseUrl}domain/young-shop.com`,
    });
    expect(plainRegistry.requests.at(-1)?.headers.accept).toContain('application/rdap+json');
  });

  it('prefers the https service of a TLD and reports it as secure', async () => {
    await expect(collector().collect('old-bank.net')).resolves.toMatchObject({
      found: true,
      insecure: false,
      registrationDate: '1998-03-04T00:00:00.000Z',
      registrar: null,
    });
  });

  it('reports a domain the registry does not know', async () => {
    await expect(collector().collect('unregistered.com')).resolves.toMatchObject({
      found: false,
      status: [],
    });
  });

  it('downloads the bootstrap file once per TTL', async () => {
    const rdap = collector(1000);
    const downloads = (): number => bootstrapFiles.requests.filter((r) => r.path === '/dns.json').length;
    const before = downloads();
    await Promise.all([rdap.collect('young-shop.com'), rdap.collect('old-bank.net')]);
    await rdap.collect('young-shop.com');
    expect(downloads() - before).toBe(1);
    clock += 1001;
    await rdap.collect('young-shop.com');
    expect(downloads() - before).toBe(2);
  });

  it.each([
    ['a TLD without an RDAP service', 'shop.xyz', 'not_applicable'],
    ['an answer that is not a domain object', 'garbage.com', 'invalid_response'],
  ])('throws a collector error for %s', async (_case, domain, code) => {
    await expect(collector().collect(domain)).rejects.toMatchObject({
      name: 'CollectorError',
      collector: 'rdap',
      code,
    });
  });

  // RDAP answers and bootstrap entries come from outside.
  it.each([
    ['a registry redirect to loopback', 'moved.com'],
    ['a bootstrap entry pointing at loopback', 'charity.org'],
    ['a registry redirect loop', 'loop.com'],
  ])('refuses %s without reaching it', async (_case, domain) => {
    await expect(collector().collect(domain)).rejects.toMatchObject({ collector: 'rdap', code: 'blocked' });
    expect(internal.connections()).toBe(0);
  });
});
