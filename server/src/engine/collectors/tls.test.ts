import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsServerResolveHost, createSafeFetcher } from '../../lib/safe-fetch';
import {
  allowAddresses,
  startConnectionCounter,
  startDnsServer,
  startTestSite,
  type ConnectionCounter,
  type DnsServer,
  type TestSite,
} from '../../test-support';
import { createTlsCollector, type TlsCollector } from './tls';

let site: TestSite;
let dns: DnsServer;
let internal: ConnectionCounter;
let collector: TlsCollector;

beforeAll(async () => {
  site = await startTestSite({
    host: '127.0.0.2',
    https: { hostname: 'bank.scamcheck-test.com' },
    routes: {},
  });
  internal = await startConnectionCounter();
  dns = await startDnsServer({
    'bank.scamcheck-test.com': { A: ['127.0.0.2'] },
    'bank-login.scamcheck-test.com': { A: ['127.0.0.2'] },
    'sneaky.scamcheck-test.com': { A: ['127.0.0.1'] },
  });
  const fetcher = createSafeFetcher({
    resolveHost: createDnsServerResolveHost({ servers: [dns.address] }),
    isAddressAllowed: allowAddresses('127.0.0.2'),
    allowedPorts: [site.port, internal.port],
  });
  collector = createTlsCollector({ fetcher, port: site.port, timeoutMs: 2000 });
});
afterAll(async () => {
  await Promise.all([site.close(), dns.close(), internal.close()]);
});

describe('TLS collector', () => {
  it('reports an untrusted self-signed certificate instead of failing', async () => {
    const facts = await collector.collect('bank.scamcheck-test.com');
    expect(facts).toMatchObject({
      authorized: false,
      selfSigned: true,
      sanMatch: true,
      subjectAltNames: ['bank.scamcheck-test.com'],
      issuer: { commonName: 'bank.scamcheck-test.com', organization: null },
    });
    expect(Date.parse(facts.validFrom)).toBeLessThan(Date.now());
  });

  it('notices a certificate issued for a different name', async () => {
    await expect(collector.collect('bank-login.scamcheck-test.com')).resolves.toMatchObject({
      sanMatch: false,
    });
  });

  it('refuses a name that resolves to a private address, without connecting', async () => {
    const onInternalPort = createTlsCollector({
      fetcher: createSafeFetcher({
        resolveHost: createDnsServerResolveHost({ servers: [dns.address] }),
        allowedPorts: [internal.port],
      }),
      port: internal.port,
    });
    await expect(onInternalPort.collect('sneaky.scamcheck-test.com')).rejects.toMatchObject({
      name: 'CollectorError',
      collector: 'tls',
      code: 'blocked',
    });
    expect(internal.connections()).toBe(0);
  });
});
