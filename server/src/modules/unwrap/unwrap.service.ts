// POST /api/unwrap: follows a link's redirects through the SSRF guard and says where it leads.
import { isShortenerHost, type UnwrapResponse } from '@scamcheck/shared';
import { unwrapUrl } from './unwrap';
import { AppError } from '../../http/app-error';
import type { SafeFetcher, SafeFetchErrorCode } from '../../lib/safe-fetch';

export type UnwrapService = { unwrap(url: string): Promise<UnwrapResponse> };

// Refused before any request was made: the link itself is the problem, so the caller gets a 400.
const REFUSED: Partial<Record<SafeFetchErrorCode, string>> = {
  invalid_url: 'Please enter a full link starting with http:// or https://',
  blocked_scheme: 'Only http:// and https:// links can be checked',
  blocked_credentials: 'Links with a user name or password in them are not followed',
  blocked_host: 'This link points to a local or internal host name, which is never visited',
  blocked_address: 'This link points to a private or local network address, which is never visited',
  blocked_port: 'This link uses a port that is not a standard web port, so it is not visited',
};

const STOPPED: Record<SafeFetchErrorCode, string> = {
  invalid_url: 'A redirect pointed to an invalid address',
  blocked_scheme: 'A redirect pointed to a link that is not http:// or https://',
  blocked_credentials: 'A redirect pointed to a link with a user name or password in it',
  blocked_host: 'A redirect pointed to a local or internal host name, which is never visited',
  blocked_address: 'A redirect pointed to a private or local network address, which is never visited',
  blocked_port: 'A redirect pointed to a non-standard port, which is not visited',
  too_many_redirects: 'The link redirects too many times; following stopped',
  dns_failed: 'The site’s name does not resolve',
  connection_failed: 'The site could not be reached',
  tls_failed: 'The secure connection to the site failed',
  too_large: 'The site sent more data than allowed',
  timeout: 'The site took too long to answer',
};

export function createUnwrapService({ fetcher }: { fetcher: Pick<SafeFetcher, 'fetch'> }): UnwrapService {
  return {
    async unwrap(url) {
      const result = await unwrapUrl(url, { fetcher, isShortener: isShortenerHost });
      const refusal = result.error && result.hops.length === 0 ? REFUSED[result.error.code] : undefined;
      if (refusal !== undefined) throw new AppError('BAD_REQUEST', refusal);
      return {
        url,
        hops: result.hops.map(({ url: hopUrl, status, location }) => ({ url: hopUrl, status, location })),
        finalUrl: result.finalUrl,
        usedShortener: result.usedShortener,
        stoppedReason: result.error ? STOPPED[result.error.code] : null,
      };
    },
  };
}
