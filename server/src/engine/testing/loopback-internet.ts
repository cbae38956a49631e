// The internet of an integration test, on loopback: a DNS server answering for the test's domains, an
// RDAP registry and its IANA-style bootstrap file, and the environment that points the engine at them.
// Websites are the test's own (startTestSite on LOOPBACK_SITE_IP); pass them so their ports are allowed.
import { loadConfig } from '../../config';
import type { SafeFetcher } from '../../lib/safe-fetch';
import {
  rdapDomain,
  startDnsServer,
  startFileServer,
  startRdapServer,
  type DnsRecords,
  type DnsServer,
  type RdapServer,
  type TestSite,
} from '../../test-support';
import { createEngineFetcher } from '../engine-services';

/** Where test websites listen; SSRF_ALLOW_ADDRESSES lets the engine reach exactly this address. */
export const LOOPBACK_SITE_IP = '127.0.0.2';

/** The loopback internet's well-known name: it always resolves, like google.com does outside. */
export const LOOPBACK_CANARY_NAME = 'well-known.loopback-internet.com';

export type LoopbackDomain = {
  /** ISO date of registration; omitted = the registry has no registration event. */
  registered?: string;
  status?: string[];
  registrar?: string;
  /** Extra DNS records; A records for the name and its www. point at LOOPBACK_SITE_IP. */
  dns?: DnsRecords;
};

export type LoopbackInternet = {
  dns: DnsServer;
  rdap: RdapServer;
  /** Variables for createTestApp({ env }) / loadConfig: live checks on, aimed at these servers. */
  env: Record<string, string>;
  /** A fetcher built from that configuration that also trusts the sites' self-signed certificates. */
  fetcher(): SafeFetcher;
  close(): Promise<void>;
};

export async function startLoopbackInternet(options: {
  domains: Record<string, LoopbackDomain>;
  sites?: readonly TestSite[];
  /** More ports the engine may fetch from (e.g. a hanging server's). */
  extraPorts?: readonly number[];
}): Promise<LoopbackInternet> {
  const { domains, sites = [] } = options;
  const rdap = await startRdapServer({
    host: LOOPBACK_SITE_IP,
    domains: Object.fromEntries(
      Object.entries(domains).map(([name, d]) => [name, rdapDomain({ name, ...d })]),
    ),
  });
  const tlds = [...new Set(Object.keys(domains).map((name) => name.slice(name.lastIndexOf('.') + 1)))];
  const bootstrap = await startFileServer(
    { '/dns.json': JSON.stringify({ version: '1.0', services: [[tlds, [rdap.baseUrl]]] }) },
    { host: LOOPBACK_SITE_IP, contentType: 'application/json' },
  );
  const zone: Record<string, DnsRecords> = {};
  for (const [name, domain] of Object.entries(domains)) {
    zone[name] = { A: [LOOPBACK_SITE_IP], ...domain.dns };
    zone[`www.${name}`] = { A: [LOOPBACK_SITE_IP] };
  }
  // A well-known name the resolver must find before its NXDOMAIN answers count (DNS_CANARY_NAMES).
  zone[LOOPBACK_CANARY_NAME] = { A: [LOOPBACK_SITE_IP] };
  const dns = await startDnsServer(zone);
  const ports = [...sites.map((site) => site.port), rdap.port, bootstrap.port, ...(options.extraPorts ?? [])];
  const env = {
    LIVE_CHECKS: 'on',
    DNS_SERVERS: dns.address,
    DNS_CANARY_NAMES: LOOPBACK_CANARY_NAME,
    RDAP_BOOTSTRAP_URL: bootstrap.url('/dns.json'),
    SSRF_ALLOW_ADDRESSES: LOOPBACK_SITE_IP,
    FETCH_ALLOWED_PORTS: ports.join(','),
  };
  const certificates = sites.flatMap((site) => (site.certificate === null ? [] : [site.certificate]));
  return {
    dns,
    rdap,
    env,
    fetcher: () =>
      createEngineFetcher(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', ...env }).engine, {
        ca: certificates,
      }),
    close: async () => {
      await Promise.all([rdap.close(), bootstrap.close(), dns.close()]);
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO date `days` before now (the engine measures ages from the real clock in these tests). */
export function registeredDaysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}
