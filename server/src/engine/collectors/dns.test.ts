import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '../../test-support';
import { createDnsCollector, type DnsCollector } from './dns';

const CANARY = 'well-known.scamcheck-test.com';
let dns: DnsServer;
let collector: DnsCollector;
const longSpf = `v=spf1 ${Array.from({ length: 9 }, (_, i) => `include:spf${i}.mail-provider.com`).join(' ')} -all`;

beforeAll(async () => {
  dns = await startDnsServer({
    'shop.scamcheck-test.com': {
      A: ['93.184.216.34'],
      AAAA: ['2606:2800:220:1:248:1893:25c8:1946'],
      MX: [{ preference: 10, exchange: 'mx.scamcheck-test.com' }],
      NS: ['ns1.scamcheck-test.com', 'ns2.scamcheck-test.com'],
      TXT: ['google-site-verification=abc', [longSpf.slice(0, 200), longSpf.slice(200)]],
    },
    '_dmarc.shop.scamcheck-test.com': { TXT: ['v=DMARC1; p=reject'] },
    'inside.scamcheck-test.com': { A: ['10.1.2.3', '93.184.216.34'], AAAA: ['::1'] },
    'bare.scamcheck-test.com': {},
    'broken.scamcheck-test.com': { rcode: 'SERVFAIL' },
    'slow.scamcheck-test.com': { silent: true },
    [CANARY]: { A: ['93.184.216.34'] },
  });
  collector = createDnsCollector({ servers: [dns.address], timeoutMs: 400, tries: 1, canaryNames: [CANARY] });
});
afterAll(() => dns.close());

describe('DNS collector', () => {
  it('gathers addresses, mail, name servers, SPF and DMARC', async () => {
    await expect(collector.collect('Shop.scamcheck-test.com')).resolves.toEqual({
      hostname: 'shop.scamcheck-test.com',
      exists: true,
      a: ['93.184.216.34'],
      aaaa: ['2606:2800:220:1:248:1893:25c8:1946'],
      mx: [{ exchange: 'mx.scamcheck-test.com', priority: 10 }],
      ns: ['ns1.scamcheck-test.com', 'ns2.scamcheck-test.com'],
      txt: ['google-site-verification=abc', longSpf],
      spf: longSpf,
      dmarc: 'v=DMARC1; p=reject',
      privateAddresses: [],
      hasPrivateAddress: false,
    });
  });

  it('flags a public name that points at private addresses', async () => {
    const facts = await collector.collect('inside.scamcheck-test.com');
    expect(facts).toMatchObject({ hasPrivateAddress: true, privateAddresses: ['10.1.2.3', '::1'] });
  });

  it('reports a name with no records as existing but empty', async () => {
    await expect(collector.collect('bare.scamcheck-test.com')).resolves.toMatchObject({
      exists: true,
      a: [],
      mx: [],
      spf: null,
      dmarc: null,
    });
  });

  it('reports a name that does not exist while the resolver still finds the well-known names', async () => {
    await expect(collector.collect('gone.scamcheck-test.com')).resolves.toMatchObject({
      exists: false,
      a: [],
    });
    expect(dns.queries.some((query) => query.name === CANARY)).toBe(true);
  });

  it('asks for the well-known names only when a name is missing', async () => {
    const before = dns.queries.length;
    await collector.collect('shop.scamcheck-test.com');
    expect(dns.queries.slice(before).some((query) => query.name === CANARY)).toBe(false);
  });

  it.each([
    ['the server fails', 'broken.scamcheck-test.com', 'unreachable'],
    ['the server never answers', 'slow.scamcheck-test.com', 'timeout'],
  ])('throws a collector error when %s', async (_case, name, code) => {
    await expect(collector.collect(name)).rejects.toMatchObject({
      name: 'CollectorError',
      collector: 'dns',
      code,
    });
  });

  it.each([
    ['redis', 'blocked'],
    ['kubernetes.default.svc.cluster.local', 'blocked'],
    ['127.0.0.1', 'not_applicable'],
  ])('never sends internal or non-domain names (%s) to the resolver', async (name, code) => {
    const before = dns.queries.length;
    await expect(collector.collect(name)).rejects.toMatchObject({ code });
    expect(dns.queries.length).toBe(before);
  });
});

describe('DNS collector behind a resolver that denies every name', () => {
  let denying: DnsServer;
  beforeAll(async () => {
    denying = await startDnsServer({});
  });
  afterAll(() => denying.close());

  it('does not take its NXDOMAIN as evidence: the check is unavailable, and the verdict is kept a minute', async () => {
    const denied = createDnsCollector({
      servers: [denying.address],
      timeoutMs: 400,
      tries: 1,
      canaryNames: ['google.com', 'wikipedia.org'],
    });
    await expect(denied.collect('paypal.com')).rejects.toMatchObject({
      name: 'CollectorError',
      collector: 'dns',
      code: 'resolver_broken',
    });
    const canaryQueries = () => denying.queries.filter((q) => q.name === 'google.com').length;
    expect(canaryQueries()).toBe(1);
    await expect(denied.collect('wikipedia.org')).rejects.toMatchObject({ code: 'resolver_broken' });
    expect(canaryQueries()).toBe(1);
  });

  it('trusts every NXDOMAIN when no well-known names are configured', async () => {
    const trusting = createDnsCollector({
      servers: [denying.address],
      timeoutMs: 400,
      tries: 1,
      canaryNames: [],
    });
    await expect(trusting.collect('paypal.com')).resolves.toMatchObject({ exists: false });
  });
});
