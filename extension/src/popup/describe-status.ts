/** Plain-language wording for the popup's server line. */
import type { ServerStatus } from '../lib/server-client';

export function serverStatusLabel(status: ServerStatus): string {
  return status.reachable ? `Server reachable (v${status.version})` : 'Server unreachable';
}

export function unreachableExplanation(status: Extract<ServerStatus, { reachable: false }>): string {
  switch (status.reason) {
    case 'timeout':
      return 'It did not answer within 5 seconds.';
    case 'http-error':
      return `It answered with an error (${status.detail ?? 'unknown status'}).`;
    case 'invalid-response':
      return 'Something answered at this address, but it is not a ScamCheck server.';
    case 'network-error':
      return 'Could not connect to it.';
    case 'extension-error':
      return 'The extension could not check it. Try reopening this window.';
  }
}
