import { promises as dnsPromises } from 'node:dns';

/** How long the canary's verdict on the resolver is reused. */
export const DNS_CANARY_TTL_MS = 60_000;

export type DnsCanaryOptions = {
  names: readonly string[];
  servers?: string[];
  timeoutMs: number;
  ttlMs?: number;
  /** Milliseconds since the epoch; the canary's cache is measured with it. */
  now?: () => number;
};

/** True when the resolver is healthy: at least one canary name answers (with records or without). */
export type DnsCanary = { resolverWorks(): Promise<boolean> };

/**
 * Missing evidence is not evidence: "no such domain" only counts when the same resolver can still find
 * well-known names. Concurrent analyses share one probe, and its verdict is kept for a minute. An empty
 * name list trusts the resolver unconditionally.
 */
export function createDnsCanary(options: DnsCanaryOptions): DnsCanary {
  const ttlMs = options.ttlMs ?? DNS_CANARY_TTL_MS;
  const now = options.now ?? Date.now;
  let verdict: { works: Promise<boolean>; at: number } | null = null;

  async function probe(): Promise<boolean> {
    const resolver = new dnsPromises.Resolver({ timeout: Math.max(1, options.timeoutMs), tries: 1 });
    if (options.servers) resolver.setServers(options.servers);
    const timer = setTimeout(() => resolver.cancel(), options.timeoutMs);
    try {
      const answers = await Promise.all(options.names.map((name) => answers4(resolver, name)));
      return answers.some(Boolean);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    resolverWorks() {
      if (options.names.length === 0) return Promise.resolve(true);
      const at = now();
      if (verdict === null || at - verdict.at >= ttlMs) verdict = { works: probe(), at };
      return verdict.works;
    },
  };
}

/** NOERROR (records or none) means the resolver answers; NXDOMAIN, SERVFAIL and timeouts do not. */
async function answers4(resolver: dnsPromises.Resolver, name: string): Promise<boolean> {
  try {
    await resolver.resolve4(name);
    return true;
  } catch (error) {
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENODATA';
  }
}
