// Checks that reach the internet through the collectors (DNS, TLS, RDAP, page, Safe Browsing).
import type { NormalizedTarget } from '@scamcheck/shared';
import { getDomain } from 'tldts';
import type {
  DnsCollector,
  PageCollector,
  PageFacts,
  RdapCollector,
  SafeBrowsingClient,
  TlsFacts,
  WebRiskClient,
} from '../collectors';
import { CollectorError } from '../collectors';
import type { CollectorId } from '../facts';
import { SkipCheck, type Gatherer } from './gatherer';
import { pageUrlsFor, tlsEndpointFor } from './page-urls';

type Timeouts = Record<CollectorId, number>;

export function dnsGatherer(
  dns: DnsCollector,
  timeouts: Timeouts,
  isPublicAddress: (ip: string) => boolean,
): Gatherer<'dns'> {
  return {
    id: 'dns',
    isLive: true,
    timeoutMs: timeouts.dns,
    async run({ target }) {
      if (target.isIp) throw new SkipCheck('does not apply to an IP address');
      const facts = await dns.collect(target.hostname);
      // Judged by the same address rule as fetching, so addresses an operator allows count as public.
      const privateAddresses = [...facts.a, ...facts.aaaa].filter((ip) => !isPublicAddress(ip));
      return { ...facts, privateAddresses, hasPrivateAddress: privateAddresses.length > 0 };
    },
  };
}

/** TLS handshakes on any port (the collector itself is built for one port). */
export type TlsProbe = { collect(hostname: string, port: number): Promise<TlsFacts> };

export function tlsGatherer(tls: TlsProbe, timeouts: Timeouts): Gatherer<'tls'> {
  return {
    id: 'tls',
    isLive: true,
    timeoutMs: timeouts.tls,
    async run({ target }) {
      const endpoint = tlsEndpointFor(target);
      if (endpoint === null) throw new SkipCheck('no host to connect to');
      return tls.collect(endpoint.hostname, endpoint.port);
    },
  };
}

export function rdapGatherer(rdap: RdapCollector, timeouts: Timeouts): Gatherer<'rdap'> {
  return {
    id: 'rdap',
    isLive: true,
    timeoutMs: timeouts.rdap,
    async run({ target }) {
      // The name a registry holds: private suffixes off, so user.github.io asks about github.io.
      const domain = target.isIp ? null : getDomain(target.hostname);
      if (domain === null) throw new SkipCheck('does not apply to an IP address');
      return rdap.collect(domain);
    },
  };
}

export function pageGatherer(page: PageCollector, timeouts: Timeouts): Gatherer<'page'> {
  return {
    id: 'page',
    isLive: true,
    timeoutMs: timeouts.page,
    async run({ target }) {
      const urls = pageUrlsFor(target);
      let lastError: unknown = new SkipCheck('no URL to fetch');
      for (const url of urls) {
        try {
          return await page.collect(url);
        } catch (error) {
          // Only a site that cannot be reached over https is retried over plain http.
          if (!(error instanceof CollectorError) || error.code !== 'unreachable') throw error;
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

export function safeBrowsingGatherer(
  client: SafeBrowsingClient,
  timeouts: Timeouts,
): Gatherer<'safe-browsing'> {
  return {
    id: 'safe-browsing',
    isLive: true,
    timeoutMs: timeouts['safe-browsing'],
    // Not waiting for the page's redirects: a hung page must not cost this hard-fail check its answer.
    run: ({ target }) => lookUpPageUrls(client, target),
  };
}

export function webRiskGatherer(client: WebRiskClient, timeouts: Timeouts): Gatherer<'web-risk'> {
  return {
    id: 'web-risk',
    isLive: true,
    timeoutMs: timeouts['web-risk'],
    run: ({ target }) => lookUpPageUrls(client, target),
  };
}

/** Asks a URL reputation service about the URLs the page fetch would open. */
async function lookUpPageUrls<M>(
  client: { lookup(urls: string[]): Promise<{ matches: M[] }> },
  target: NormalizedTarget,
): Promise<{ checkedUrls: string[]; matches: M[] }> {
  const urls = pageUrlsFor(target);
  const { matches } = await client.lookup(urls);
  return { checkedUrls: urls, matches };
}

/** Every URL the page fetch went through, final one included. */
export function visitedUrls(page: PageFacts): string[] {
  return [...page.redirectChain.map((hop) => hop.url), page.finalUrl];
}
