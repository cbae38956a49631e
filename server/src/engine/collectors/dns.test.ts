import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '../../test-support';
import { createDnsCollector, type DnsCollector } from './dns';

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
  });
  collector = createDnsCollector({ servers: [dns.address], timeoutMs: 400, tries: 1 });
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

  it('reports a name that does not exist', async () => {
    await expect(collector.collect('gone.scamcheck-test.com')).resolves.toMatchObject({
      exists: false,
      a: [],
    });
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
