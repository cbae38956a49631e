import { isPublicAddress } from '../lib/safe-fetch';

/**
 * The default address rule plus exactly the given loopback addresses. Tests put the "public" site on
 * 127.0.0.2 and the internal target on 127.0.0.1 / [::1]: allowing 127.0.0.2 lets a first hop succeed
 * while every other private address is still judged by the production rule.
 */
export function allowAddresses(...addresses: string[]): (ip: string) => boolean {
  return (ip) => addresses.includes(ip) || isPublicAddress(ip);
}

/** A resolver that must never be asked: records the names so a test can assert there was no DNS. */
export function recordingResolver(): { resolveHost: (name: string) => Promise<string[]>; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    resolveHost: (name) => {
      asked.push(name);
      return Promise.reject(new Error(`unexpected DNS lookup of ${name}`));
    },
  };
}
