import { promises as dnsPromises } from 'node:dns';
import { classifyHostname, isPublicAddress, SafeFetchError } from '../../lib/safe-fetch';
import { CollectorError } from './collector-error';
import { createDnsCanary } from './dns-canary';

export interface DnsFacts {
  hostname: string;
  /** False when the name does not exist (NXDOMAIN). */
  exists: boolean;
  a: string[];
  aaaa: string[];
  mx: { exchange: string; priority: number }[];
  ns: string[];
  /** Each TXT record with its character-strings joined. */
  txt: string[];
  spf: string | null;
  dmarc: string | null;
  /** A/AAAA answers that are not public addresses (a public name pointing inside is suspicious). */
  privateAddresses: string[];
  hasPrivateAddress: boolean;
}

export interface DnsCollectorOptions {
  /** 'ip' or 'ip:port' entries; default: the system's configured servers. */
  servers?: string[];
  /** Budget for the whole collection. */
  timeoutMs?: number;
  /** Per-query attempts; each attempt waits timeoutMs / tries. */
  tries?: number;
  /**
   * Well-known names that must resolve before an NXDOMAIN counts (DNS_CANARY_NAMES): when they fail
   * too, the resolver is broken and the check is unavailable. Empty trusts every NXDOMAIN.
   */
  canaryNames: readonly string[];
}

export interface DnsCollector {
  collect(hostname: string): Promise<DnsFacts>;
}

const NO_DATA = 'ENODATA';
const NO_NAME = 'ENOTFOUND';

/** Collects the DNS records the engine reasons about, asking the configured servers directly. */
export function createDnsCollector(options: DnsCollectorOptions): DnsCollector {
  const timeoutMs = options.timeoutMs ?? 4000;
  const tries = options.tries ?? 2;
  // Half the budget: the canary only starts once the target's own answers are in.
  const canary = createDnsCanary({
    names: options.canaryNames,
    servers: options.servers,
    timeoutMs: Math.max(1, Math.floor(timeoutMs / 2)),
  });

  async function collect(hostname: string): Promise<DnsFacts> {
    const name = checkedName(hostname);
    const resolver = new dnsPromises.Resolver({ timeout: Math.max(1, Math.floor(timeoutMs / tries)), tries });
    if (options.servers) resolver.setServers(options.servers);
    const timer = setTimeout(() => resolver.cancel(), timeoutMs);
    try {
      const [a, aaaa, mx, ns, txt, dmarcTxt] = await Promise.all([
        answers(resolver.resolve4(name)),
        answers(resolver.resolve6(name)),
        answers(resolver.resolveMx(name)),
        answers(resolver.resolveNs(name)),
        answers(resolver.resolveTxt(name)),
        answers(resolver.resolveTxt(`_dmarc.${name}`)).catch(() => ({ records: [], exists: false })),
      ]);
      const exists = a.exists || aaaa.exists || mx.exists || ns.exists;
      if (!exists && !(await canary.resolverWorks())) {
        throw new CollectorError(
          'dns',
          'resolver_broken',
          'The resolver cannot find well-known names either',
        );
      }
      const txtRecords = txt.records.map((chunks) => chunks.join(''));
      const privateAddresses = [...a.records, ...aaaa.records].filter((ip) => !isPublicAddress(ip));
      return {
        hostname: name,
        exists,
        a: a.records,
        aaaa: aaaa.records,
        mx: mx.records.map(({ exchange, priority }) => ({ exchange, priority })),
        ns: ns.records,
        txt: txtRecords,
        spf: txtRecords.find((record) => /^v=spf1(\s|$)/i.test(record)) ?? null,
        dmarc:
          dmarcTxt.records.map((chunks) => chunks.join('')).find((r) => /^v=DMARC1(;|\s|$)/i.test(r)) ?? null,
        privateAddresses,
        hasPrivateAddress: privateAddresses.length > 0,
      };
    } catch (error) {
      throw error instanceof CollectorError ? error : toDnsError(name, error);
    } finally {
      clearTimeout(timer);
    }
  }

  return { collect };
}

function checkedName(hostname: string): string {
  try {
    const host = classifyHostname(hostname.toLowerCase());
    if (host.kind === 'ip') throw new CollectorError('dns', 'not_applicable', `${hostname} is an IP address`);
    return host.name;
  } catch (error) {
    if (error instanceof SafeFetchError)
      throw new CollectorError('dns', 'blocked', error.message, { cause: error });
    throw error;
  }
}

/** "No such record" and "no such name" are answers; everything else (SERVFAIL, timeouts) is a failure. */
async function answers<T>(query: Promise<T[]>): Promise<{ records: T[]; exists: boolean }> {
  try {
    return { records: await query, exists: true };
  } catch (error) {
    const code = codeOf(error);
    if (code === NO_DATA) return { records: [], exists: true };
    if (code === NO_NAME) return { records: [], exists: false };
    throw error;
  }
}

function toDnsError(name: string, error: unknown): CollectorError {
  const code = codeOf(error);
  const collectorCode = code === 'ETIMEOUT' || code === 'ECANCELLED' ? 'timeout' : 'unreachable';
  return new CollectorError('dns', collectorCode, `DNS lookup of ${name} failed (${code || 'error'})`, {
    cause: error,
  });
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
