/** Where the ScamCheck server lives: parsing a configured URL and the host access the extension needs for it. */

export const DEFAULT_SERVER_URL = 'http://localhost:5000';

/**
 * An http(s) URL without credentials, query, fragment or trailing slash, so `${url}/api/health` is always
 * well formed; undefined for anything else.
 */
export function normaliseServerUrl(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  if (trimmed === undefined || trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The build-time server URL: unset means the local default, but a value that is set and wrong stops the
 * build rather than silently shipping an extension that talks to localhost.
 */
export function serverUrlFromEnv(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SERVER_URL;
  const serverUrl = normaliseServerUrl(raw);
  if (serverUrl === undefined) throw new Error(`WXT_SERVER_URL must be an http(s) URL, got "${raw}"`);
  return serverUrl;
}

/** The host access the extension needs for a server (shared with the server, which rewrites downloaded zips). */
export { serverHostPermission as hostPermissionFor } from '@scamcheck/shared';
