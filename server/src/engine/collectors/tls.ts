import type { CertificateFacts, SafeFetcher } from '../../lib/safe-fetch';
import { toCollectorError } from './collector-error';

export type TlsFacts = CertificateFacts;

export interface TlsCollectorOptions {
  fetcher: Pick<SafeFetcher, 'connectTls'>;
  port?: number;
  timeoutMs?: number;
}

export interface TlsCollector {
  collect(hostname: string): Promise<TlsFacts>;
}

/** Certificate facts (issuer, validity, SAN match, self-signed) read through the SSRF guard. */
export function createTlsCollector(options: TlsCollectorOptions): TlsCollector {
  return {
    async collect(hostname) {
      try {
        return await options.fetcher.connectTls(hostname, {
          port: options.port,
          timeoutMs: options.timeoutMs,
        });
      } catch (error) {
        throw toCollectorError('tls', error);
      }
    },
  };
}
