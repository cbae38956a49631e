import { promises as dns } from 'node:dns';
import { errorCode } from './to-safe-fetch-error';

export type ResolveHost = (hostname: string) => Promise<string[]>;

/**
 * Default resolver: the system's getaddrinfo. The trailing dot makes the name absolute, so the
 * resolver's search list (Kubernetes ndots:5) can never turn a user's name into an internal one.
 */
export const systemResolveHost: ResolveHost = async (hostname) => {
  const answers = await dns.lookup(`${hostname}.`, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

export interface DnsServerResolverOptions {
  /** 'ip' or 'ip:port' entries, e.g. '127.0.0.1:5353'. */
  servers: string[];
  timeoutMs?: number;
  tries?: number;
}

// "No record of this type" is an answer, not a failure: a name may have only A or only AAAA records.
const NO_DATA_CODES = new Set(['ENODATA', 'ENOTFOUND']);

/** Resolver that asks configured DNS servers directly for A and AAAA records (no search list). */
export function createDnsServerResolveHost(options: DnsServerResolverOptions): ResolveHost {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 2000, tries: options.tries ?? 2 });
  resolver.setServers(options.servers);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const addresses: string[] = [];
    for (const result of [v4, v6]) {
      if (result.status === 'fulfilled') addresses.push(...result.value);
      else if (!NO_DATA_CODES.has(errorCode(result.reason))) throw result.reason;
    }
    return addresses;
  };
}
