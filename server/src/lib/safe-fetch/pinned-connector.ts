import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import { buildConnector } from 'undici';
import { normaliseHostname } from './hostname-policy';
import { SafeFetchError } from './safe-fetch-error';
import type { CheckedTarget, TlsClientOptions } from './types';

export interface PinnedConnectorOptions {
  target: CheckedTarget;
  timeoutMs: number;
  tls?: TlsClientOptions;
  onConnected: (address: string) => void;
}

/**
 * undici connector that dials only the addresses validated for this hop. The socket goes to the
 * pinned IP while Host and SNI keep the hostname, so a second DNS answer (rebinding) is never used.
 */
export function createPinnedConnector(options: PinnedConnectorOptions): buildConnector.connector {
  const { target } = options;
  const extraCa = options.tls?.ca;
  const base = buildConnector({
    timeout: options.timeoutMs,
    maxCachedSessions: 0,
    ...(extraCa === undefined ? {} : { ca: [...rootCertificates, ...[extraCa].flat()] }),
  });
  const servername = isIP(target.hostname) === 0 ? target.hostname : undefined;

  return (connectOptions, callback) => {
    if (normaliseHostname(connectOptions.hostname) !== target.hostname) {
      callback(new SafeFetchError('blocked_host', 'Connection to an unchecked host refused'), null);
      return;
    }
    const tryAddress = (index: number, lastError: Error | null): void => {
      const address = target.addresses[index];
      if (address === undefined) {
        callback(lastError ?? new SafeFetchError('connection_failed', 'No address to connect to'), null);
        return;
      }
      base({ ...connectOptions, hostname: address, servername }, (error, socket) => {
        if (error === null) {
          options.onConnected(address);
          callback(null, socket);
        } else {
          tryAddress(index + 1, error);
        }
      });
    };
    tryAddress(0, null);
  };
}
