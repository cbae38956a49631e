import type { SafeFetcher } from '../../lib/safe-fetch';
import { CollectorError, toCollectorError } from './collector-error';
import { createRdapBootstrap, parseJson } from './rdap-bootstrap';
import { describeRdapDomain, RdapDomainSchema, type RdapRegistration } from './rdap-domain';

export interface RdapFacts extends RdapRegistration {
  domain: string;
  /** False when the registry answered 404 (possibly unregistered). */
  found: boolean;
  /** The answer travelled over plain http at some hop, so it could have been altered. */
  insecure: boolean;
  /** URL that answered. */
  source: string;
}

export interface RdapCollectorOptions {
  fetcher: Pick<SafeFetcher, 'fetch'>;
  bootstrapUrl?: string;
  bootstrapTtlMs?: number;
  /** Budget for one lookup (bootstrap excluded), on top of the fetcher's per-hop deadline. */
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => number;
}

export interface RdapCollector {
  collect(domain: string): Promise<RdapFacts>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registration facts for a registrable domain from its registry's RDAP service. */
export function createRdapCollector(options: RdapCollectorOptions): RdapCollector {
  const bootstrap = createRdapBootstrap({
    fetcher: options.fetcher,
    url: options.bootstrapUrl ?? 'https://data.iana.org/rdap/dns.json',
    ttlMs: options.bootstrapTtlMs ?? DAY_MS,
    now: options.now ?? Date.now,
  });

  async function collect(input: string): Promise<RdapFacts> {
    const domain = input.toLowerCase().replace(/\.+$/, '');
    const bases = await bootstrap.baseUrlsFor(domain);
    // Prefer an https service; a plain-http one is still used but flagged.
    const base = bases.find((url) => url.startsWith('https:')) ?? bases[0];
    if (base === undefined) {
      throw new CollectorError('rdap', 'not_applicable', `No RDAP service is listed for ${domain}`);
    }
    const response = await options.fetcher
      .fetch(`${base}domain/${encodeURIComponent(domain)}`, {
        headers: { accept: 'application/rdap+json, application/json' },
        maxBytes: options.maxBytes ?? 512 * 1024,
        onOverflow: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 6000),
      })
      .catch((error: unknown) => {
        throw toCollectorError('rdap', error);
      });
    const insecure = response.hops.some((hop) => hop.url.startsWith('http:'));
    const empty = {
      registrationDate: null,
      expirationDate: null,
      lastChangedDate: null,
      registrar: null,
      status: [],
    };
    if (response.status === 404) return { domain, found: false, insecure, source: response.url, ...empty };
    if (response.status !== 200) {
      throw new CollectorError(
        'rdap',
        'unreachable',
        `RDAP server answered ${response.status} for ${domain}`,
      );
    }
    const parsed = RdapDomainSchema.safeParse(parseJson(response.body));
    if (!parsed.success) {
      throw new CollectorError(
        'rdap',
        'invalid_response',
        `RDAP answer for ${domain} is not a domain object`,
      );
    }
    return { domain, found: true, insecure, source: response.url, ...describeRdapDomain(parsed.data) };
  }

  return { collect };
}
