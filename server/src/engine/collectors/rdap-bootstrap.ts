import { z } from 'zod';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { CollectorError, toCollectorError } from './collector-error';

// RFC 9224: { services: [ [ ["com", "net"], ["https://rdap.verisign.com/com/v1/"] ], … ] }
const BootstrapSchema = z.object({ services: z.array(z.unknown()) });
const ServiceSchema = z.tuple([z.array(z.string()), z.array(z.string())]);

export interface RdapBootstrapOptions {
  fetcher: Pick<SafeFetcher, 'fetch'>;
  url: string;
  ttlMs: number;
  now: () => number;
}

export interface RdapBootstrap {
  /** Base URLs (each ending in '/') serving the name's TLD, or [] when IANA lists none. */
  baseUrlsFor(domain: string): Promise<string[]>;
}

/**
 * The IANA bootstrap file, fetched through safe-fetch (its entries and redirects come from outside)
 * and kept in memory for `ttlMs`. Concurrent callers share one download.
 */
export function createRdapBootstrap(options: RdapBootstrapOptions): RdapBootstrap {
  let cached: { loadedAt: number; services: Map<string, string[]> } | null = null;
  let loading: Promise<Map<string, string[]>> | null = null;

  async function services(): Promise<Map<string, string[]>> {
    if (cached && options.now() - cached.loadedAt < options.ttlMs) return cached.services;
    loading ??= load().finally(() => (loading = null));
    return loading;
  }

  async function load(): Promise<Map<string, string[]>> {
    const response = await options.fetcher
      .fetch(options.url, { headers: { accept: 'application/json' }, onOverflow: 'error' })
      .catch((error: unknown) => {
        throw toCollectorError('rdap', error);
      });
    if (response.status !== 200) {
      throw new CollectorError('rdap', 'unreachable', `RDAP bootstrap answered ${response.status}`);
    }
    const parsed = BootstrapSchema.safeParse(parseJson(response.body));
    if (!parsed.success) throw new CollectorError('rdap', 'invalid_response', 'RDAP bootstrap is not valid');
    const map = new Map<string, string[]>();
    for (const entry of parsed.data.services) {
      const service = ServiceSchema.safeParse(entry);
      if (!service.success) continue;
      const [suffixes, urls] = service.data;
      for (const suffix of suffixes) map.set(suffix.toLowerCase(), urls.map(withTrailingSlash));
    }
    cached = { loadedAt: options.now(), services: map };
    return map;
  }

  return {
    async baseUrlsFor(domain) {
      const map = await services();
      const labels = domain.split('.');
      // Longest registered suffix wins (entries are usually TLDs, but RFC 9224 allows more labels).
      for (let start = 1; start < labels.length; start += 1) {
        const urls = map.get(labels.slice(start).join('.'));
        if (urls) return urls;
      }
      return [];
    },
  };
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return undefined;
  }
}
